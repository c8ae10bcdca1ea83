/**
 * The browser data layer assembled: one API client (one request cache), the three cached lists
 * with a circuit breaker each and one shared emergency stop, downloads, user and language.
 *
 * The lists follow the user state: when a user id is seen for the first time its profiles and
 * Kundlis load (and its organization, when it has an id); when the user is cleared the lists are
 * forgotten. Nothing is fetched while there is no user. Screens may also call `load` (fresh data
 * is not fetched again) or `refresh` (forced) themselves.
 */
import type { Language } from "#app/i18n/config";
import { type ApiClient, createApiClient, type FetchLike, RequestCache } from "./api";
import { CircuitBreaker, EmergencyStop } from "./breaker";
import { createDownloads, type DownloadsStore } from "./downloads";
import { createKundlis, type KundlisList } from "./kundlis";
import { createLanguageStore, type LanguageStore } from "./language";
import { createOrganization, type OrganizationStore } from "./organization";
import { createProfiles, type ProfilesList } from "./profiles";
import { createUserStore, type UserStore } from "./user";

export interface DataLayerOptions {
  fetch?: FetchLike;
  now?: () => number;
  language?: Language;
}

export interface DataLayer {
  api: ApiClient;
  emergencyStop: EmergencyStop;
  profiles: ProfilesList;
  kundlis: KundlisList;
  organization: OrganizationStore;
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
  const profiles = createProfiles(deps(new CircuitBreaker({ now })));
  const kundlis = createKundlis(deps(new CircuitBreaker({ now })));
  const organization = createOrganization(deps(new CircuitBreaker({ now })));
  const user = createUserStore();

  let seenUid: string | null = null;
  let seenOrganization: number | null = null;
  function follow() {
    const current = user.getState().data;
    if (!current) {
      if (seenUid !== null) {
        profiles.reset();
        kundlis.reset();
        organization.reset();
      }
      seenUid = null;
      seenOrganization = null;
      return;
    }
    if (current.uid && current.uid !== seenUid) {
      seenUid = current.uid;
      void profiles.load(current.uid);
      void kundlis.load(current.uid);
    }
    const organizationId = current.organization_id ?? null;
    if (organizationId !== seenOrganization) {
      seenOrganization = organizationId;
      // no id: nothing to fetch (an explicit load or Retry reports 'No organization ID provided')
      if (organizationId) void organization.load(organizationId);
      else organization.reset();
    }
  }
  const unsubscribe = user.subscribe(follow);
  follow();

  return {
    api,
    emergencyStop,
    profiles,
    kundlis,
    organization,
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
