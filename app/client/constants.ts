/** Business constants of the browser data layer (spec §9). One place, so tests and code agree. */

export const MINUTE_MS = 60_000;

/** How long a loaded list counts as fresh before the next load fetches again. */
export const FRESHNESS_MS = {
  kundlis: 10 * MINUTE_MS,
} as const;

/** An in-flight request older than this is no longer shared: a new one is started. */
export const REQUEST_CACHE_STALE_MS = 5 * MINUTE_MS;

/** Spec §9: "The request timeout is none (0)". Requests are never aborted by a timer. */
export const REQUEST_TIMEOUT_MS = 0;

/** Per-loader circuit breaker: opens at the 3rd consecutive failure for 30 s; at 10 it stays shut. */
export const CIRCUIT_BREAKER = { threshold: 3, openMs: 30_000, maxFailures: 10 } as const;

/** Global emergency stop: 5 consecutive failures across the loaders stop them all for 5 min. */
export const EMERGENCY_STOP = { failures: 5, durationMs: 5 * MINUTE_MS } as const;

/** Base path of every API call (spec §7). */
export const API_BASE_PATH = "/api";
