/**
 * The rules of spec §4 "Cached lists", driven through the real Kundli list and two lists of the
 * test's own on the same rules (what lists share and what they do not), against a fake server,
 * with fake timers for the clock.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createApiClient } from "./api";
import { CircuitBreaker, EmergencyStop } from "./breaker";
import { FRESHNESS_MS } from "./constants";
import { deferred, fakeServer, json, type RecordedCall, settle } from "./fake-server";
import type { KundliRecord } from "#app/shared/accounts/kundli-record";
import { createCachedList } from "./cached-list";
import { createKundlis, listOf, type LoaderDeps } from "./kundlis";

const START = new Date("2026-03-01T10:00:00Z").getTime();
const MIN = 60_000;

beforeEach(() => {
  vi.useFakeTimers({ now: START });
});
afterEach(() => {
  vi.useRealTimers();
});

const PROFILES = "/api/user/get-profiles";
const KUNDLIS = "/api/user/get-kundalis";
const OTHER = "/api/user/other";

const serverError = () => json({ error: { code: "internal", message: "Something went wrong" } }, 500);

/** A list of the test's own on the cached list's rules: `data` of POST <path> {user_id}. */
function testList(name: string, path: string, { api, breaker, emergencyStop, now }: LoaderDeps) {
  const failureKey = `test.failed-${name}`;
  return createCachedList<{ id: number; name: string }[]>({
    name,
    freshnessMs: 5 * MIN,
    initialData: () => [],
    failureKey,
    fetcher: async (userId) =>
      listOf(await api.post(path.slice("/api".length), { user_id: userId }, { dedupeKey: null }), failureKey),
    requests: api.requests,
    breaker,
    emergencyStop,
    now,
  });
}

/** A server that answers every list for any id, until told otherwise. */
function happyAnswers(call: RecordedCall) {
  if (call.path === PROFILES)
    return json({ data: [{ id: 1, name: `Profile of ${(call.body as { user_id: string }).user_id}` }] });
  if (call.path === KUNDLIS)
    return json({ data: [{ uid: "k1", name: `Kundli of ${(call.body as { user_id: string }).user_id}` }] });
  if (call.path === OTHER) return json({ data: [{ id: 3, name: "Other" }] });
  return json({}, 404);
}

function setup(answer: (call: RecordedCall) => Response | Error | Promise<Response> = happyAnswers) {
  const server = fakeServer(answer);
  const now = () => Date.now();
  const api = createApiClient({ fetch: server.fetch, now });
  const emergencyStop = new EmergencyStop({ now });
  const deps = () => ({ api, breaker: new CircuitBreaker({ now }), emergencyStop, now });
  return {
    server,
    api,
    emergencyStop,
    profiles: testList("profiles", PROFILES, deps()),
    kundlis: createKundlis(deps()),
    other: testList("other", OTHER, deps()),
  };
}

describe("no user id, no fetch", () => {
  it.each([undefined, null, ""])("does not fetch profiles or Kundlis for user id %j", async (id) => {
    const { server, profiles, kundlis } = setup();
    expect(await profiles.load(id)).toBe("no-id");
    expect(await kundlis.refresh(id)).toBe("no-id");
    expect(server.calls).toHaveLength(0);
    expect(profiles.getState()).toMatchObject({ id: null, data: [], loading: false, error: null, lastFetched: null });
  });
});

describe("first load", () => {
  it("asks POST /api/user/get-profiles {user_id} and reads data.data as the list", async () => {
    const { server, profiles } = setup();
    expect(await profiles.load("u1")).toBe("loaded");
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([["POST", PROFILES, { user_id: "u1" }]]);
    expect(profiles.getState()).toEqual({
      id: "u1",
      data: [{ id: 1, name: "Profile of u1" }],
      loading: false,
      error: null,
      errorDetail: null,
      lastFetched: START,
      stale: false,
      retryCount: 0,
    });
  });

  it("asks POST /api/user/get-kundalis {user_id} for Kundlis", async () => {
    const { server, kundlis } = setup();
    await kundlis.load("u1");
    expect(server.calls.map((c) => [c.method, c.path, c.body])).toEqual([["POST", KUNDLIS, { user_id: "u1" }]]);
    expect(kundlis.getState().data).toEqual([{ uid: "k1", name: "Kundli of u1" }]);
  });

  it("is loading while the request is in flight, and not after", async () => {
    const answer = deferred<Response>();
    const { profiles } = setup(() => answer.promise);
    const pending = profiles.load("u1");
    expect(profiles.getState().loading).toBe(true);
    answer.resolve(json({ data: [] }));
    await pending;
    expect(profiles.getState().loading).toBe(false);
  });

  it("notifies subscribers of each change", async () => {
    const { profiles } = setup();
    const seen: boolean[] = [];
    profiles.subscribe(() => seen.push(profiles.getState().loading));
    await profiles.load("u1");
    // a new id (blank state), loading, loaded
    expect(seen).toEqual([false, true, false]);
  });
});

describe("freshness", () => {
  it.each([
    ["profiles", 5 * MIN, 5 * MIN],
    ["kundlis", FRESHNESS_MS.kundlis, 10 * MIN],
  ] as const)(
    "%s stay fresh until exactly %i ms (%i) and are fetched again at that moment",
    async (name, freshness, expected) => {
      expect(freshness).toBe(expected);
      const loaders = setup();
      const list = loaders[name];
      const id = "u1";
      expect(await list.load(id)).toBe("loaded");
      vi.advanceTimersByTime(freshness - 1);
      expect(await list.load(id)).toBe("fresh");
      expect(loaders.server.calls).toHaveLength(1);
      vi.advanceTimersByTime(1);
      expect(await list.load(id)).toBe("loaded");
      expect(loaders.server.calls).toHaveLength(2);
      expect(list.getState().lastFetched).toBe(START + freshness);
    },
  );

  it("a forced refresh bypasses the freshness check", async () => {
    const { server, profiles } = setup();
    await profiles.load("u1");
    vi.advanceTimersByTime(1);
    expect(await profiles.refresh("u1")).toBe("loaded");
    expect(server.calls).toHaveLength(2);
    expect(profiles.getState().lastFetched).toBe(START + 1);
  });

  it("data marked stale is fetched again at the next load, however young", async () => {
    const { server, kundlis } = setup();
    await kundlis.load("u1");
    kundlis.markStale();
    expect(kundlis.getState().stale).toBe(true);
    expect(await kundlis.load("u1")).toBe("loaded");
    expect(server.calls).toHaveLength(2);
    expect(kundlis.getState().stale).toBe(false);
  });
});

describe("success and failure", () => {
  it("a failure sets the list's failure key, marks stale and keeps the list and lastFetched", async () => {
    const { server, profiles } = setup();
    await profiles.load("u1");
    server.answer(serverError);
    expect(await profiles.refresh("u1")).toBe("failed");
    expect(profiles.getState()).toMatchObject({
      data: [{ id: 1, name: "Profile of u1" }],
      loading: false,
      error: "test.failed-profiles",
      errorDetail: null,
      stale: true,
      lastFetched: START,
      retryCount: 1,
    });
  });

  it("a Kundli failure (even a network one) sets 'data.failedKundlis'", async () => {
    const { kundlis } = setup(() => new TypeError("Failed to fetch"));
    expect(await kundlis.load("u1")).toBe("failed");
    expect(kundlis.getState()).toMatchObject({ error: "data.failedKundlis", stale: true, data: [] });
  });

  it("an answer whose data is not a list is a failure", async () => {
    const { profiles } = setup(() => json({ data: { id: 1 } }));
    expect(await profiles.load("u1")).toBe("failed");
    expect(profiles.getState().error).toBe("test.failed-profiles");
  });

  it("a success after a failure clears the error and marks the list fresh", async () => {
    const { server, kundlis } = setup(serverError);
    await kundlis.load("u1");
    server.answer(happyAnswers);
    vi.advanceTimersByTime(2_000);
    expect(await kundlis.load("u1")).toBe("loaded");
    expect(kundlis.getState()).toMatchObject({
      error: null,
      errorDetail: null,
      stale: false,
      lastFetched: START + 2_000,
      retryCount: 0,
    });
  });

  it("a stale list after a failure is fetched at the next load, without forcing", async () => {
    const { server, profiles } = setup(serverError);
    await profiles.load("u1");
    server.answer(happyAnswers);
    expect(await profiles.load("u1")).toBe("loaded");
    expect(server.calls).toHaveLength(2);
  });
});

describe("identical concurrent requests", () => {
  it("share one request; the result is applied once", async () => {
    const answer = deferred<Response>();
    const { server, profiles } = setup(() => answer.promise);
    const loads = [profiles.load("u1"), profiles.load("u1"), profiles.refresh("u1")];
    await settle();
    expect(server.calls).toHaveLength(1);
    answer.resolve(json({ data: [{ id: 9, name: "Shared" }] }));
    expect(await Promise.all(loads)).toEqual(["loaded", "loaded", "loaded"]);
    expect(profiles.getState().data).toEqual([{ id: 9, name: "Shared" }]);
  });

  it("a shared failure counts once for the breaker", async () => {
    const answer = deferred<Response>();
    const { server, kundlis } = setup(() => answer.promise);
    const loads = [kundlis.load("u1"), kundlis.load("u1"), kundlis.load("u1")];
    await settle();
    answer.resolve(serverError());
    expect(await Promise.all(loads)).toEqual(["failed", "failed", "failed"]);
    expect(server.calls).toHaveLength(1);
    expect(kundlis.getState().retryCount).toBe(1);
    expect(kundlis.breaker().state).toBe("closed");
  });

  it("different ids and different lists do not share", async () => {
    const { server, profiles, kundlis } = setup();
    await Promise.all([profiles.load("u1"), kundlis.load("u1"), profiles.load("u2")]);
    expect(server.calls.map((c) => `${c.path} ${(c.body as { user_id: string }).user_id}`)).toEqual([
      `${PROFILES} u1`,
      `${KUNDLIS} u1`,
      `${PROFILES} u2`,
    ]);
  });
});

describe("another user", () => {
  it("drops the previous user's list at once and loads the new one", async () => {
    const answer = deferred<Response>();
    const { server, profiles } = setup();
    await profiles.load("u1");
    server.answer(() => answer.promise);
    const pending = profiles.load("u2");
    expect(profiles.getState()).toMatchObject({ id: "u2", data: [], loading: true, lastFetched: null });
    answer.resolve(json({ data: [{ id: 2, name: "Second" }] }));
    await pending;
    expect(profiles.getState()).toMatchObject({ id: "u2", data: [{ id: 2, name: "Second" }] });
  });

  it("never lets a late answer for the previous user overwrite the new one", async () => {
    const slow = deferred<Response>();
    const { profiles } = setup((call) =>
      (call.body as { user_id: string }).user_id === "u1" ? slow.promise : happyAnswers(call),
    );
    const first = profiles.load("u1");
    await profiles.load("u2");
    slow.resolve(json({ data: [{ id: 1, name: "Stale answer" }] }));
    await first;
    expect(profiles.getState()).toMatchObject({ id: "u2", data: [{ id: 1, name: "Profile of u2" }] });
  });

  it("after a reset (sign-out) an answer still in flight is ignored", async () => {
    const slow = deferred<Response>();
    const { kundlis } = setup(() => slow.promise);
    const pending = kundlis.load("u1");
    kundlis.reset();
    slow.resolve(json({ data: [{ uid: "x", name: "Ghost" }] }));
    await pending;
    expect(kundlis.getState()).toMatchObject({ id: null, data: [], loading: false, lastFetched: null });
  });
});

describe("requests that outlive the request cache", () => {
  it("an old hung request, overtaken by a newer one, never overwrites the newer result", async () => {
    const hung = deferred<Response>();
    const { server, profiles } = setup(() => hung.promise);
    const first = profiles.load("u1");
    // at 5 minutes the in-flight request is stale and no longer shared: a second one starts
    vi.advanceTimersByTime(5 * MIN);
    server.answer(() => json({ data: [{ id: 2, name: "Newer" }] }));
    expect(await profiles.load("u1")).toBe("loaded");
    expect(server.calls).toHaveLength(2);
    hung.resolve(json({ data: [{ id: 1, name: "Older" }] }));
    await first;
    expect(profiles.getState().data).toEqual([{ id: 2, name: "Newer" }]);
  });

  it("signing out and back in while a request is in flight joins it and shows it loading", async () => {
    const slow = deferred<Response>();
    const { server, kundlis } = setup(() => slow.promise);
    const before = kundlis.load("u1");
    kundlis.reset();
    const after = kundlis.load("u1");
    expect(kundlis.getState()).toMatchObject({ id: "u1", loading: true });
    slow.resolve(json({ data: [{ uid: "k1", name: "Back" }] }));
    expect(await Promise.all([before, after])).toEqual(["loaded", "loaded"]);
    expect(server.calls).toHaveLength(1);
    expect(kundlis.getState()).toMatchObject({ id: "u1", loading: false, data: [{ uid: "k1", name: "Back" }] });
  });
});

describe("Kundlis added locally", () => {
  const saved = (uid: string, name: string): KundliRecord => ({
    id: 2,
    uid,
    user_id: "u1",
    name,
    gender: "female",
    date: "1990-01-15",
    time: "12:05",
    place: { id: 1259229, name: "Pune", latitude: 18.51957, longitude: 73.85535, timezone: "Asia/Kolkata" },
    father_name: "",
    mother_name: "",
    jati: "",
    gotra: "",
    options: {},
    client_id: 1,
    relation: "self",
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
  });

  it("puts a new Kundli first without fetching and without touching freshness", async () => {
    const { server, kundlis } = setup();
    await kundlis.load("u1");
    const record = saved("k2", "Asha");
    kundlis.add(record);
    expect(kundlis.getState().data).toEqual([record, { uid: "k1", name: "Kundli of u1" }]);
    expect(server.calls).toHaveLength(1);
    expect(kundlis.getState().lastFetched).toBe(START);
  });

  it("replaces a Kundli with the same uid instead of listing it twice", async () => {
    const { kundlis } = setup();
    await kundlis.load("u1");
    kundlis.add(saved("k1", "Renamed"));
    expect(kundlis.getState().data).toEqual([saved("k1", "Renamed")]);
  });
});

describe("circuit breaker per loader", () => {
  it("opens at the 3rd consecutive failure: the 4th load fetches nothing and keeps the error", async () => {
    const { server, profiles } = setup(serverError);
    for (let i = 0; i < 3; i++) expect(await profiles.refresh("u1")).toBe("failed");
    expect(await profiles.refresh("u1")).toBe("blocked");
    expect(server.calls).toHaveLength(3);
    expect(profiles.getState()).toMatchObject({ error: "test.failed-profiles", loading: false, retryCount: 3 });
    expect(profiles.breaker().state).toBe("open");
  });

  it("blocks for 30 s, then lets one attempt through", async () => {
    const { server, kundlis } = setup(serverError);
    for (let i = 0; i < 3; i++) await kundlis.load("u1");
    vi.advanceTimersByTime(29_999);
    expect(await kundlis.load("u1")).toBe("blocked");
    vi.advanceTimersByTime(1);
    server.answer(happyAnswers);
    expect(await kundlis.load("u1")).toBe("loaded");
    expect(server.calls).toHaveLength(4);
    expect(kundlis.breaker().state).toBe("closed");
  });

  it("only blocks its own loader", async () => {
    const { server, profiles, kundlis } = setup((call) =>
      call.path === PROFILES ? serverError() : happyAnswers(call),
    );
    for (let i = 0; i < 3; i++) await profiles.refresh("u1");
    expect(await kundlis.load("u1")).toBe("loaded");
    expect(server.callsTo(KUNDLIS)).toHaveLength(1);
  });

  it("stays blocked after 10 consecutive failures", async () => {
    const { server, kundlis, emergencyStop } = setup(serverError);
    for (let i = 0; i < 10; i++) {
      expect(await kundlis.refresh("u1")).toBe("failed");
      // wait out the breaker's 30 s and the emergency stop's 5 min before the next attempt
      vi.advanceTimersByTime(5 * MIN);
    }
    vi.advanceTimersByTime(24 * 60 * MIN);
    expect(emergencyStop.canAttempt()).toBe(true);
    expect(await kundlis.refresh("u1")).toBe("blocked");
    expect(server.calls).toHaveLength(10);
    expect(kundlis.breaker()).toMatchObject({ state: "blocked", failures: 10 });
  });

  it("is reset by a success", async () => {
    const { server, profiles } = setup(serverError);
    await profiles.refresh("u1");
    await profiles.refresh("u1");
    server.answer(happyAnswers);
    await profiles.refresh("u1");
    server.answer(serverError);
    await profiles.refresh("u1");
    await profiles.refresh("u1");
    // 4 failures in all, but never 3 in a row
    expect(await profiles.refresh("u1")).toBe("failed");
    expect(server.calls).toHaveLength(6);
  });
});

describe("global emergency stop", () => {
  it("5 consecutive failures across the loaders stop them all for 5 minutes", async () => {
    const { server, profiles, kundlis, other } = setup(serverError);
    await profiles.load("u1");
    await kundlis.load("u1");
    await other.load("u1");
    await profiles.refresh("u1");
    await kundlis.refresh("u1");
    expect(server.calls).toHaveLength(5);
    // no breaker is open (2, 2 and 1 failures), yet every loader is stopped
    expect([profiles.breaker().state, kundlis.breaker().state, other.breaker().state]).toEqual([
      "closed",
      "closed",
      "closed",
    ]);
    vi.advanceTimersByTime(5 * MIN - 1);
    expect(await other.refresh("u1")).toBe("blocked");
    expect(await profiles.refresh("u2")).toBe("blocked");
    expect(server.calls).toHaveLength(5);
    vi.advanceTimersByTime(1);
    server.answer(happyAnswers);
    expect(await other.refresh("u1")).toBe("loaded");
    expect(server.calls).toHaveLength(6);
  });

  it("a success anywhere resets the count", async () => {
    const { server, profiles, kundlis, other, emergencyStop } = setup((call) =>
      call.path === OTHER && server.calls.length === 4 ? happyAnswers(call) : serverError(),
    );
    await profiles.load("u1");
    await kundlis.load("u1");
    await other.load("u1");
    expect(await other.refresh("u1")).toBe("loaded");
    await profiles.refresh("u1");
    await kundlis.refresh("u1");
    await other.refresh("u1");
    await other.refresh("u1");
    // 7 failures in all, but only 4 since the success
    expect(emergencyStop.consecutiveFailures).toBe(4);
    expect(emergencyStop.canAttempt()).toBe(true);
    await profiles.refresh("u1");
    expect(emergencyStop.canAttempt()).toBe(false);
  });

  it("keeps errors in state: a stopped loader is neither loading nor cleared", async () => {
    const { profiles, kundlis, other } = setup(serverError);
    await profiles.load("u1");
    await profiles.refresh("u1");
    await kundlis.load("u1");
    await kundlis.refresh("u1");
    await other.load("u1");
    await kundlis.refresh("u1");
    expect(kundlis.getState()).toMatchObject({ loading: false, error: "data.failedKundlis", stale: true });
  });
});

describe("seeded by the server's own read (a route's loader)", () => {
  it("takes the list as a fresh load: no fetch until it is old", async () => {
    const { server, kundlis } = setup();
    kundlis.seed("u1", [{ uid: "k9", name: "From the loader" }] as KundliRecord[]);
    expect(kundlis.getState()).toMatchObject({ id: "u1", loading: false, error: null, lastFetched: START });
    expect(await kundlis.load("u1")).toBe("fresh");
    expect(server.calls).toHaveLength(0);
    vi.advanceTimersByTime(FRESHNESS_MS.kundlis);
    expect(await kundlis.load("u1")).toBe("loaded");
    expect(kundlis.getState().data).toEqual([{ uid: "k1", name: "Kundli of u1" }]);
  });

  it("wins over a fetch sent before it, however late that one lands", async () => {
    const answer = deferred<Response>();
    const { kundlis } = setup(() => answer.promise);
    const pending = kundlis.load("u1");
    kundlis.seed("u1", [{ uid: "k9", name: "After the delete" }] as KundliRecord[]);
    answer.resolve(json({ data: [{ uid: "k1", name: "Before the delete" }] }));
    await pending;
    expect(kundlis.getState()).toMatchObject({ loading: false, data: [{ uid: "k9", name: "After the delete" }] });
  });

  it("a failed read keeps the list held for that id, and with none fails as a fetch would", async () => {
    const { server, kundlis } = setup();
    await kundlis.load("u1");
    const held = kundlis.getState();
    kundlis.seed("u1", null);
    expect(kundlis.getState()).toBe(held);
    kundlis.seed("u2", null);
    expect(kundlis.getState()).toMatchObject({ id: "u2", data: [], error: "data.failedKundlis", lastFetched: null });
    expect(kundlis.breaker().failures).toBe(0);
    expect(server.calls).toHaveLength(1);
  });

  it("seededState is what the server renders: the seeded state, the store untouched", () => {
    const { kundlis } = setup();
    const list = [{ uid: "k9", name: "n" }] as KundliRecord[];
    expect(kundlis.seededState("u1", list)).toMatchObject({ id: "u1", data: list, lastFetched: START });
    expect(kundlis.seededState("u1", null)).toMatchObject({ id: "u1", error: "data.failedKundlis", lastFetched: null });
    expect(kundlis.getState()).toMatchObject({ id: null, lastFetched: null });
  });
});
