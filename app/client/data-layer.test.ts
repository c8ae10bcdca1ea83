import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDataLayer } from "./data-layer";
import { fakeServer, json, type RecordedCall, settle } from "./fake-server";
import type { User } from "./user";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const answers = (call: RecordedCall) => {
  if (call.path === "/api/user/get-kundalis") return json({ data: [{ uid: "k1", name: "K" }] });
  return json({}, 404);
};

const astrologer = (uid: string, organization_id: number | null = 3): User => ({
  uid,
  organization_id,
  report_count: 0,
  kundali_count: 0,
  free_trial_report: 0,
  free_trial_kundali: 0,
});

const paths = (calls: RecordedCall[]) => calls.map((c) => `${c.method} ${c.url}`);

describe("data layer", () => {
  it("fetches nothing while there is no user", async () => {
    const server = fakeServer(answers);
    createDataLayer({ fetch: server.fetch });
    await settle();
    expect(server.calls).toHaveLength(0);
  });

  it("loads the Kundlis, and nothing else, the first time a user id is seen", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.user.set(astrologer("u1"));
    await settle();
    expect(paths(server.calls)).toEqual(["POST /api/user/get-kundalis?lng=en"]);
    expect(server.calls.map((c) => c.body)).toEqual([{ user_id: "u1" }]);
    expect(layer.kundlis.getState().data).toEqual([{ uid: "k1", name: "K" }]);
  });

  it("does not fetch the Kundlis a route's loader has just seeded", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.kundlis.seed("u1", []);
    layer.user.set(astrologer("u1"));
    await settle();
    expect(server.calls).toHaveLength(0);
    expect(layer.kundlis.getState()).toMatchObject({ id: "u1", data: [], loading: false, error: null });
  });

  it("does not fetch again when the same user changes (e.g. counters)", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.user.set(astrologer("u1"));
    await settle();
    layer.user.updateCounters({ kundali_count: 1 });
    layer.user.set({ ...astrologer("u1"), name: "New name" });
    await settle();
    expect(server.calls).toHaveLength(1);
  });

  it("forgets the lists when the user is cleared, and loads the next user's", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.user.set(astrologer("u1"));
    await settle();
    layer.user.clear();
    expect(layer.kundlis.getState()).toMatchObject({ id: null, data: [], lastFetched: null });
    layer.user.set(astrologer("u2", 3));
    await settle();
    expect(server.callsTo("/api/user/get-kundalis").map((c) => c.body)).toEqual([{ user_id: "u1" }, { user_id: "u2" }]);
  });

  it("sends the interface language with each call", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch, language: "hi" });
    await layer.kundlis.load("u1");
    expect(server.calls[0]?.query.get("lng")).toBe("hi");
  });

  it("stops following the user after dispose", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.dispose();
    layer.user.set(astrologer("u1"));
    await settle();
    expect(server.calls).toHaveLength(0);
  });
});
