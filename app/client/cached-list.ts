/**
 * A cached, server-loaded value with the rules of spec §4 "Cached lists". The saved Kundlis
 * (kundlis.ts) are its one instance: the spec's profiles and organization caches were never read
 * by a screen and went (docs/decisions/0034).
 *
 * - The state holds data, loading, error, lastFetched and stale, plus the id the data belongs to.
 * - Nothing is fetched without an id. A load is skipped while the data for that id is fresh
 *   (younger than its freshness, not marked stale); a forced refresh skips that check.
 * - Success clears the error and marks the data fresh; failure sets the error (a translation
 *   key) and marks it stale while the data already held is kept.
 * - Identical concurrent loads share one request (key `<name>:<id>`), so a result is counted
 *   and applied once.
 * - A load first asks the global emergency stop and the loader's circuit breaker; when either
 *   refuses, nothing is fetched and the state is left as it is. Errors stay in state: this
 *   layer never shows toasts.
 */
import type { RequestCache } from "./api";
import type { BreakerSnapshot, CircuitBreaker, EmergencyStop } from "./breaker";
import { createStore, type Store } from "./store";

export type EntityId = string | number | null | undefined;

export interface CachedState<T> {
  /** The user (or organization) id the data belongs to; null before the first load. */
  id: string | null;
  data: T;
  loading: boolean;
  /** Translation key of the last failure (e.g. "data.failedProfiles"); null after a success. */
  error: string | null;
  /** The server's own explanation, when it gave one; show it instead of the key's text. */
  errorDetail: string | null;
  /** When the last successful load finished (ms since epoch, from the injected clock). */
  lastFetched: number | null;
  stale: boolean;
  /** Consecutive failures of this loader (its circuit breaker's count). */
  retryCount: number;
}

/**
 * What a load did: "fresh" (nothing to do), "loaded", "failed", "blocked" (breaker or emergency
 * stop refused; nothing fetched) or "no-id" (nothing fetched).
 */
export type LoadOutcome = "fresh" | "loaded" | "failed" | "blocked" | "no-id";

/** Thrown by a fetcher to fail with a specific message (and the server's detail). */
export class LoadFailure extends Error {
  override readonly name = "LoadFailure";
  readonly messageKey: string;
  readonly detail: string | null;
  constructor(messageKey: string, detail: string | null = null, options?: { cause?: unknown }) {
    super(messageKey, options);
    this.messageKey = messageKey;
    this.detail = detail;
  }
}

export interface CachedListOptions<T> {
  /** Cache key prefix, e.g. "kundlis". */
  name: string;
  freshnessMs: number;
  /** The value before anything was loaded (a fresh copy each time). */
  initialData: () => T;
  /** Translation key set when a fetch fails for any reason the fetcher did not name. */
  failureKey: string;
  fetcher: (id: string) => Promise<T>;
  requests: RequestCache;
  breaker: CircuitBreaker;
  emergencyStop: EmergencyStop;
  now: () => number;
}

export interface CachedList<T> {
  readonly name: string;
  readonly store: Store<CachedState<T>>;
  getState(): CachedState<T>;
  subscribe(listener: () => void): () => void;
  /** Loads the data of this id unless it is fresh (or `force`). Never rejects. */
  load(id: EntityId, options?: { force?: boolean }): Promise<LoadOutcome>;
  /** A forced load: bypasses the freshness check (not the breaker or the emergency stop). */
  refresh(id: EntityId): Promise<LoadOutcome>;
  /**
   * Takes what the server has just read for this id (a route's loader) as a load of ours, without
   * fetching: the data, fresh from now, over any request still in flight. `null` (the server could
   * not read it) keeps the data held for this id, or, with none, fails as a fetch would.
   */
  seed(id: EntityId, data: T | null): void;
  /** The state `seed` would leave when nothing was held: what the server renders and hydrates. */
  seededState(id: EntityId, data: T | null): CachedState<T>;
  /** Changes the cached data locally (e.g. a Kundli just saved), without fetching. */
  update(change: (data: T) => T): void;
  /** The next load fetches even if the data is young (e.g. after a change on the server). */
  markStale(): void;
  /** Forgets everything (sign-out); results of requests still in flight are ignored. */
  reset(): void;
  /** Closes the circuit breaker and zeroes the retry count. */
  resetBreaker(): void;
  breaker(): BreakerSnapshot;
}

export function isMissingId(id: EntityId): id is null | undefined | "" | 0 {
  // 0 is the id of the default, empty organization (spec §3): there is nothing to fetch.
  return id === null || id === undefined || id === "" || id === 0;
}

export function createCachedList<T>(options: CachedListOptions<T>): CachedList<T> {
  const { name, freshnessMs, now, breaker, emergencyStop, requests } = options;
  const blank = (id: string | null): CachedState<T> => ({
    id,
    data: options.initialData(),
    loading: false,
    error: null,
    errorDetail: null,
    lastFetched: null,
    stale: false,
    retryCount: breaker.failures,
  });
  const store = createStore<CachedState<T>>(blank(null));
  // Fetches are numbered; a result is written only while the state still belongs to its id and
  // no newer fetch's result is there. So a slow answer for the previous user, or from before a
  // sign-out, or an old request overtaken by a newer one, never overwrites newer state.
  let started = 0;
  let newestApplied = 0;

  const patch = (change: Partial<CachedState<T>>) => store.setState((state) => ({ ...state, ...change }));

  function startOver(id: string | null) {
    newestApplied = 0;
    store.setState(blank(id));
  }

  function claim(id: string, fetchNumber: number): boolean {
    if (store.getState().id !== id || fetchNumber < newestApplied) return false;
    newestApplied = fetchNumber;
    return true;
  }

  function isFresh(state: CachedState<T>, id: string): boolean {
    return state.id === id && state.lastFetched !== null && !state.stale && now() - state.lastFetched < freshnessMs;
  }

  async function fetchAndApply(id: string): Promise<LoadOutcome> {
    if (!emergencyStop.canAttempt() || !breaker.canAttempt()) return "blocked";
    const mine = ++started;
    patch({ loading: true });
    try {
      const data = await options.fetcher(id);
      breaker.recordSuccess();
      emergencyStop.recordSuccess();
      if (claim(id, mine)) {
        patch({
          data,
          loading: false,
          error: null,
          errorDetail: null,
          lastFetched: now(),
          stale: false,
          retryCount: 0,
        });
      }
      return "loaded";
    } catch (error) {
      breaker.recordFailure();
      emergencyStop.recordFailure();
      if (claim(id, mine)) {
        const failure = error instanceof LoadFailure ? error : null;
        patch({
          loading: false,
          error: failure?.messageKey ?? options.failureKey,
          errorDetail: failure ? failure.detail : null,
          stale: true,
          retryCount: breaker.failures,
        });
      }
      return "failed";
    }
  }

  function load(rawId: EntityId, { force = false }: { force?: boolean } = {}): Promise<LoadOutcome> {
    if (isMissingId(rawId)) return Promise.resolve("no-id");
    const id = String(rawId);
    const state = store.getState();
    if (state.id !== id) {
      // another user (or organization): never show the previous one's data meanwhile
      startOver(id);
    } else if (!force && isFresh(state, id)) {
      return Promise.resolve("fresh");
    }
    const key = `${name}:${id}`;
    // joining a request already in flight (e.g. one started before a sign-out and back in)
    if (requests.has(key) && !store.getState().loading) patch({ loading: true });
    return requests.dedupe(key, () => fetchAndApply(id));
  }

  function seededState(rawId: EntityId, data: T | null, state: CachedState<T> = store.getInitialState()) {
    const id = isMissingId(rawId) ? null : String(rawId);
    if (data !== null) return { ...blank(id), data, lastFetched: now() };
    if (state.id === id && state.lastFetched !== null) return state;
    return { ...blank(id), error: options.failureKey, stale: true };
  }

  return {
    name,
    store,
    seededState: (id, data) => seededState(id, data),
    seed(id, data) {
      // what a fetch sent before this would answer is older than the server's read: never applied
      if (data !== null) newestApplied = ++started;
      store.setState(seededState(id, data, store.getState()));
    },
    getState: store.getState,
    subscribe: store.subscribe,
    load,
    refresh: (id) => load(id, { force: true }),
    update: (change) => patch({ data: change(store.getState().data) }),
    markStale: () => patch({ stale: true }),
    reset: () => startOver(null),
    resetBreaker() {
      breaker.reset();
      patch({ retryCount: 0 });
    },
    breaker: () => breaker.snapshot(),
  };
}
