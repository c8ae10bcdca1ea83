import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { createDataLayer } from "./data-layer";
import { fakeServer, json, type RecordedCall, settle } from "./fake-server";
import { EMPTY_ORGANIZATION } from "#app/shared/accounts/organization";
import type { User } from "./user";

beforeEach(() => {
  vi.useFakeTimers({ now: new Date("2026-03-01T10:00:00Z") });
});
afterEach(() => {
  vi.useRealTimers();
});

const answers = (call: RecordedCall) => {
  if (call.path === "/api/user/get-profiles") return json({ data: [{ id: 1, name: "P" }] });
  if (call.path === "/api/user/get-kundalis") return json({ data: [{ uid: "k1", name: "K" }] });
  if (call.path === "/api/user/organization")
    return json({ status: "valid", id: 3, name: "Jyotish Kendra", created_at: "", uid: "o3", gst_number: "" });
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

  it("loads profiles, Kundlis and the organization the first time a user id is seen", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.user.set(astrologer("u1"));
    await settle();
    expect(paths(server.calls)).toEqual([
      "POST /api/user/get-profiles?lng=en",
      "POST /api/user/get-kundalis?lng=en",
      "GET /api/user/organization?id=3&lng=en",
    ]);
    expect(server.calls.map((c) => c.body)).toEqual([{ user_id: "u1" }, { user_id: "u1" }, undefined]);
    expect(layer.profiles.getState().data).toEqual([{ id: 1, name: "P" }]);
    expect(layer.kundlis.getState().data).toEqual([{ uid: "k1", name: "K" }]);
    expect(layer.organization.getState().data.name).toBe("Jyotish Kendra");
  });

  it("does not fetch again when the same user changes (e.g. counters)", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.user.set(astrologer("u1"));
    await settle();
    layer.user.updateCounters({ kundali_count: 1 });
    layer.user.set({ ...astrologer("u1"), name: "New name" });
    await settle();
    expect(server.calls).toHaveLength(3);
  });

  it("does not ask for an organization the user does not have, nor report an error", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.user.set(astrologer("u1", null));
    await settle();
    expect(server.callsTo("/api/user/organization")).toHaveLength(0);
    expect(layer.organization.getState()).toMatchObject({ data: EMPTY_ORGANIZATION, error: null });
  });

  it("forgets the lists when the user is cleared, and loads the next user's", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch });
    layer.user.set(astrologer("u1"));
    await settle();
    layer.user.clear();
    expect(layer.profiles.getState()).toMatchObject({ id: null, data: [], lastFetched: null });
    expect(layer.kundlis.getState().data).toEqual([]);
    expect(layer.organization.getState().data).toEqual(EMPTY_ORGANIZATION);
    layer.user.set(astrologer("u2", 3));
    await settle();
    expect(server.callsTo("/api/user/get-profiles").map((c) => c.body)).toEqual([{ user_id: "u1" }, { user_id: "u2" }]);
    expect(server.callsTo("/api/user/organization")).toHaveLength(2);
  });

  it("sends the interface language with each call", async () => {
    const server = fakeServer(answers);
    const layer = createDataLayer({ fetch: server.fetch, language: "hi" });
    await layer.profiles.load("u1");
    expect(server.calls[0]?.query.get("lng")).toBe("hi");
  });

  it("shares one emergency stop between the three lists", async () => {
    const server = fakeServer(() => json({ error: { code: "internal", message: "x" } }, 500));
    const layer = createDataLayer({ fetch: server.fetch });
    await layer.profiles.load("u1");
    await layer.profiles.refresh("u1");
    await layer.kundlis.load("u1");
    await layer.kundlis.refresh("u1");
    await layer.organization.load(3);
    expect(await layer.kundlis.refresh("u2")).toBe("blocked");
    expect(layer.emergencyStop.canAttempt()).toBe(false);
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
