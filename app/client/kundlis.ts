/**
 * The saved Kundlis of the signed-in user (spec §3, §4): POST /api/user/get-kundalis {user_id};
 * the answer's `data` is the list. Fresh for 10 minutes. A Kundli saved just now can be put in
 * the cache without fetching the list again.
 */
import { type CachedList, createCachedList } from "./cached-list";
import { FRESHNESS_MS } from "./constants";
import { listOf, type LoaderDeps } from "./profiles";
import type { KundliRecord } from "#app/shared/accounts/kundli-record";

export const KUNDLIS_FAILED = "data.failedKundlis";

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
