import type { KundliRecord } from "#app/shared/accounts/kundli-record";

/** A saved Kundli as the screens see it: the API's record (app/shared/accounts/kundli-record.ts), birth data only. */
export type SavedKundli = Pick<
  KundliRecord,
  | "id"
  | "uid"
  | "name"
  | "gender"
  | "date"
  | "time"
  | "place"
  | "utcOffset"
  | "father_name"
  | "mother_name"
  | "jati"
  | "gotra"
  | "options"
>;

/** Search by name as one types: case and accents do not matter, any part of the name matches. */
export function matchesName(record: Pick<SavedKundli, "name">, query: string): boolean {
  const key = (s: string) =>
    s
      .normalize("NFKD")
      .replace(/[\u0300-\u036f]/g, "")
      .toLowerCase()
      .trim();
  const q = key(query);
  return q === "" || key(record.name).includes(q);
}

/** What of the cached Kundli list (app/client/cached-list.ts) the saved list needs. */
export interface CachedKundlis {
  data: readonly unknown[];
  loading: boolean;
  error: string | null;
  lastFetched: number | null;
  stale: boolean;
}

/**
 * What the saved list shows of the cache: its list once it holds one; "failed" only with nothing
 * to show; a refresh that failed over a list keeps the list and marks it stale.
 */
export function savedListOf(cache: CachedKundlis) {
  const held = cache.lastFetched !== null;
  return {
    saved: held ? (cache.data as readonly SavedKundli[]) : null,
    failed: !held && !cache.loading && cache.error !== null,
    stale: held && cache.stale && cache.error !== null,
    loading: cache.loading,
  };
}
