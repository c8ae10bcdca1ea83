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
 * What the saved list shows: the cache once it has loaded, until then the server's list (the
 * first paint, and everything without script). "Failed" only with nothing to show; a refresh
 * that failed over a list keeps the list and marks it stale.
 */
export function savedListOf(cache: CachedKundlis, server: readonly SavedKundli[] | null, serverFailed: boolean) {
  const cached = cache.lastFetched !== null;
  return {
    saved: cached ? (cache.data as readonly SavedKundli[]) : server,
    failed: cached ? false : serverFailed && (cache.error !== null || !cache.loading),
    stale: cached && cache.stale && cache.error !== null,
    loading: cache.loading,
  };
}
