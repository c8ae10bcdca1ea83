import { describe, expect, it } from "vitest";
import { type CachedKundlis, savedListOf, type SavedKundli } from "./saved";

const kundli = (id: number, name: string) => ({ id, uid: `u${id}`, name }) as unknown as SavedKundli;
const SERVER = [kundli(1, "From the server")];
const blank: CachedKundlis = { data: [], loading: false, error: null, lastFetched: null, stale: false };

describe("the saved list: cache over the server's first paint", () => {
  it("shows the server's list until the cache has loaded (first paint, no script)", () => {
    expect(savedListOf(blank, SERVER, false)).toEqual({ saved: SERVER, failed: false, stale: false, loading: false });
    expect(savedListOf({ ...blank, loading: true }, SERVER, false).saved).toBe(SERVER);
  });

  it("shows the cache once loaded, including a Kundli added locally and without one deleted", () => {
    const cached = [kundli(2, "Saved just now")];
    const view = savedListOf({ ...blank, data: cached, lastFetched: 1000 }, SERVER, false);
    expect(view.saved).toBe(cached);
    expect(view.failed).toBe(false);
  });

  it("fails ('Failed to fetch Kundli data') only when neither the server nor the cache has a list", () => {
    expect(savedListOf(blank, null, true).failed).toBe(true);
    expect(savedListOf({ ...blank, error: "data.failedKundlis", stale: true }, null, true).failed).toBe(true);
    // While the cache's Retry is under way, the list shows progress instead of the failure.
    expect(savedListOf({ ...blank, loading: true }, null, true)).toMatchObject({ failed: false, loading: true });
    // The cache succeeded after the server had failed: the list is back.
    expect(savedListOf({ ...blank, data: SERVER, lastFetched: 5 }, null, true).failed).toBe(false);
  });

  it("keeps a list whose refresh failed and marks it stale", () => {
    const view = savedListOf(
      { data: SERVER, loading: false, error: "data.failedKundlis", lastFetched: 5, stale: true },
      null,
      false,
    );
    expect(view).toEqual({ saved: SERVER, failed: false, stale: true, loading: false });
    // Stale by age alone (no failure) is not worth a warning: the next load refreshes it.
    expect(savedListOf({ ...blank, data: SERVER, lastFetched: 5, stale: true }, null, false).stale).toBe(false);
  });
});
