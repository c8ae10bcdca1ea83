import { describe, expect, it } from "vitest";
import { type CachedKundlis, savedListOf, type SavedKundli } from "./saved";

const kundli = (id: number, name: string) => ({ id, uid: `u${id}`, name }) as unknown as SavedKundli;
const SERVER = [kundli(1, "From the server")];
const blank: CachedKundlis = { data: [], loading: false, error: null, lastFetched: null, stale: false };

describe("the saved list: what the cache holds", () => {
  it("shows nothing before the cache holds a list, progress while it loads", () => {
    expect(savedListOf(blank)).toEqual({ saved: null, failed: false, stale: false, loading: false });
    expect(savedListOf({ ...blank, loading: true })).toEqual({
      saved: null,
      failed: false,
      stale: false,
      loading: true,
    });
  });

  it("shows the cache's list, including a Kundli added locally", () => {
    const cached = [kundli(2, "Saved just now"), ...SERVER];
    expect(savedListOf({ ...blank, data: cached, lastFetched: 1000 })).toEqual({
      saved: cached,
      failed: false,
      stale: false,
      loading: false,
    });
  });

  it("fails ('Failed to fetch Kundli data') only with no list to show and no load under way", () => {
    expect(savedListOf({ ...blank, error: "data.failedKundlis", stale: true }).failed).toBe(true);
    // While Retry is under way, the list shows progress instead of the failure.
    expect(savedListOf({ ...blank, error: "data.failedKundlis", loading: true })).toMatchObject({
      failed: false,
      loading: true,
    });
  });

  it("keeps a list whose refresh failed and marks it stale", () => {
    const view = savedListOf({
      data: SERVER,
      loading: false,
      error: "data.failedKundlis",
      lastFetched: 5,
      stale: true,
    });
    expect(view).toEqual({ saved: SERVER, failed: false, stale: true, loading: false });
    // Stale by age alone (no failure) is not worth a warning: the next load refreshes it.
    expect(savedListOf({ ...blank, data: SERVER, lastFetched: 5, stale: true }).stale).toBe(false);
  });
});
