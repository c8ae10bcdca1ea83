/**
 * The saved Kundlis of the signed-in user (spec §3, §4): POST /api/user/get-kundalis {user_id};
 * the answer's `data` is the list. Fresh for 10 minutes. A Kundli saved just now can be put in
 * the cache without fetching the list again.
 */
import { type ApiClient, isRecord } from "./api";
import type { CircuitBreaker, EmergencyStop } from "./breaker";
import { type CachedList, createCachedList, LoadFailure } from "./cached-list";
import { FRESHNESS_MS } from "./constants";
import type { KundliRecord } from "#app/shared/accounts/kundli-record";

export const KUNDLIS_FAILED = "data.failedKundlis";

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

export interface KundlisList extends CachedList<KundliRecord[]> {
  /** Puts a Kundli first in the cached list (replacing one with the same uid). No fetch. */
  add(record: KundliRecord): void;
}

/** Newest first, as the saved list shows them; a record with the same uid is replaced. */
export function withKundli(list: readonly KundliRecord[], record: KundliRecord): KundliRecord[] {
  return [record, ...list.filter((item) => item.uid !== record.uid)];
}

export function createKundlis({ api, breaker, emergencyStop, now }: LoaderDeps): KundlisList {
  const list = createCachedList<KundliRecord[]>({
    name: "kundlis",
    freshnessMs: FRESHNESS_MS.kundlis,
    initialData: () => [],
    failureKey: KUNDLIS_FAILED,
    fetcher: async (userId) =>
      listOf<KundliRecord>(
        await api.post("/user/get-kundalis", { user_id: userId }, { dedupeKey: null }),
        KUNDLIS_FAILED,
      ),
    requests: api.requests,
    breaker,
    emergencyStop,
    now,
  });
  return { ...list, add: (record) => list.update((data) => withKundli(data, record)) };
}
