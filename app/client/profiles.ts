/**
 * The saved person profiles of the signed-in user (spec §3, §4): POST /api/user/get-profiles
 * {user_id}; the answer's `data` is the list. Fresh for 5 minutes.
 */
import { type ApiClient, isRecord } from "./api";
import type { CircuitBreaker, EmergencyStop } from "./breaker";
import { type CachedList, createCachedList, LoadFailure } from "./cached-list";
import { FRESHNESS_MS } from "./constants";

/** A saved profile: at least id and name; uid keys its counter updates. Other fields pass through. */
export interface Profile {
  id: number | string;
  name: string;
  uid?: string;
  [field: string]: unknown;
}

export const PROFILES_FAILED = "data.failedProfiles";

/** Reads `data` of an answer as a list; anything else is a broken answer, hence a failure. */
export function listOf<T>(answer: unknown, failureKey: string): T[] {
  if (isRecord(answer) && Array.isArray(answer.data)) return answer.data as T[];
  throw new LoadFailure(failureKey);
}

export interface LoaderDeps {
  api: ApiClient;
  breaker: CircuitBreaker;
  emergencyStop: EmergencyStop;
  now: () => number;
}

export type ProfilesList = CachedList<Profile[]>;

export function createProfiles({ api, breaker, emergencyStop, now }: LoaderDeps): ProfilesList {
  return createCachedList<Profile[]>({
    name: "profiles",
    freshnessMs: FRESHNESS_MS.profiles,
    initialData: () => [],
    failureKey: PROFILES_FAILED,
    fetcher: async (userId) =>
      listOf<Profile>(await api.post("/user/get-profiles", { user_id: userId }, { dedupeKey: null }), PROFILES_FAILED),
    requests: api.requests,
    breaker,
    emergencyStop,
    now,
  });
}
