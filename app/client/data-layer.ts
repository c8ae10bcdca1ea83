/**
 * The browser data layer assembled: one API client (one request cache), the cached Kundli list
 * with its circuit breaker and the emergency stop, downloads, user and language.
 *
 * The list follows the user state: when a user id is seen for the first time its Kundlis load
 * (unless a route's loader has just seeded them); when the user is cleared the list is forgotten.
 * Nothing is fetched while there is no user. Screens may also call `load` (fresh data is not
 * fetched again) or `refresh` (forced) themselves. The profiles and the organization of spec §4
 * have no cache here: no screen read them, and the screens that show them have their loaders
 * (docs/decisions/0034).
 */
import type { Language } from "#app/i18n/config";
import { type ApiClient, createApiClient, type FetchLike, RequestCache } from "./api";
import { CircuitBreaker, EmergencyStop } from "./breaker";
import { createDownloads, type DownloadsStore } from "./downloads";
import { createKundlis, type KundlisList } from "./kundlis";
import { createLanguageStore, type LanguageStore } from "./language";
import { createUserStore, type UserStore } from "./user";

export interface DataLayerOptions {
  fetch?: FetchLike;
  now?: () => number;
  language?: Language;
}

export interface DataLayer {
  api: ApiClient;
  emergencyStop: EmergencyStop;
  kundlis: KundlisList;
  downloads: DownloadsStore;
  user: UserStore;
  language: LanguageStore;
  /** Stops following the user state. */
  dispose(): void;
}

export function createDataLayer({
  fetch,
  now = () => Date.now(),
  language: initialLanguage,
}: DataLayerOptions = {}): DataLayer {
  const language = createLanguageStore(initialLanguage);
  const api = createApiClient({
    fetch,
    now,
    requests: new RequestCache({ now }),
    language: () => language.getState().code,
  });
  const emergencyStop = new EmergencyStop({ now });
  const deps = (breaker: CircuitBreaker) => ({ api, breaker, emergencyStop, now });
  const kundlis = createKundlis(deps(new CircuitBreaker({ now })));
  const user = createUserStore();

  let seenUid: string | null = null;
  function follow() {
    const current = user.getState().data;
    if (!current) {
      if (seenUid !== null) kundlis.reset();
      seenUid = null;
      return;
    }
    if (current.uid && current.uid !== seenUid) {
      seenUid = current.uid;
      void kundlis.load(current.uid);
    }
  }
  const unsubscribe = user.subscribe(follow);
  follow();

  return {
    api,
    emergencyStop,
    kundlis,
    downloads: createDownloads({ now }),
    user,
    language,
    dispose: unsubscribe,
  };
}

let browserLayer: DataLayer | undefined;

/**
 * The data layer of this browser tab, made on first use. Browser-only: on the server the hooks
 * render the initial state and never load, so this shared instance never holds a user's data.
 */
export function getDataLayer(): DataLayer {
  browserLayer ??= createDataLayer();
  return browserLayer;
}
