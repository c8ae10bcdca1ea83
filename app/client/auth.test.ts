import { describe, expect, it } from "vitest";
import { createSessionStore, postJson, SESSION_CHECK_REUSE_MS } from "./auth";
import type { SessionUser } from "#app/shared/auth/session-user";

type Answer = Response | Error;

/** A fake server: answers per path in order, and records what was asked. */
function server(answers: Record<string, Answer[]>) {
  const calls: { path: string; method: string }[] = [];
  const fetch = async (input: string, init?: RequestInit) => {
    const path = input.split("?")[0]!;
    calls.push({ path, method: init?.method ?? "GET" });
    const next = answers[path]?.shift();
    if (!next) throw new Error(`unexpected ${path}`);
    if (next instanceof Error) throw next;
    return next;
  };
  return { fetch, calls };
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });
const user: SessionUser = {
  uid: "u1",
  organization_id: 0,
  phone: "+919876543210",
  email: "",
  name: "",
  report_count: 0,
  kundali_count: 0,
  free_trial_report: 3,
  free_trial_kundali: 10,
  profile_photo_url: "",
  created_at: "2026-01-01T00:00:00.000Z",
};

describe("session store", () => {
  it("starts unknown", () => {
    expect(createSessionStore({ fetch: server({}).fetch }).get().status).toBe("unknown");
  });

  it("is signed in when verify-token says valid, without refreshing", async () => {
    const { fetch, calls } = server({ "/api/auth/verify-token": [json({ status: "valid", user })] });
    const store = createSessionStore({ fetch });
    expect(await store.check()).toEqual({ status: "signedIn", user });
    expect(calls.map((c) => c.path)).toEqual(["/api/auth/verify-token"]);
  });

  it("refreshes when verify-token says invalid, and a valid refresh signs in", async () => {
    const { fetch, calls } = server({
      "/api/auth/verify-token": [json({ status: "invalid" }, 401)],
      "/api/auth/refresh-token": [json({ status: "valid" })],
    });
    const store = createSessionStore({ fetch });
    expect((await store.check()).status).toBe("signedIn");
    expect(calls).toEqual([
      { path: "/api/auth/verify-token", method: "GET" },
      { path: "/api/auth/refresh-token", method: "POST" },
    ]);
  });

  it("is signed out when both fail, and tells its listeners", async () => {
    const { fetch } = server({
      "/api/auth/verify-token": [json({ status: "invalid" }, 401)],
      "/api/auth/refresh-token": [json({ error: { code: "unauthorized", message: "x" } }, 401)],
    });
    const store = createSessionStore({ fetch });
    const seen: string[] = [];
    store.subscribe(() => seen.push(store.get().status));
    expect((await store.check()).status).toBe("signedOut");
    expect(seen).toEqual(["signedOut"]);
  });

  it("treats network errors and non-JSON answers as signed out", async () => {
    const { fetch } = server({
      "/api/auth/verify-token": [new TypeError("offline")],
      "/api/auth/refresh-token": [new Response("<html>bad gateway</html>", { status: 200 })],
    });
    expect((await createSessionStore({ fetch }).check()).status).toBe("signedOut");
  });

  it("reuses a result for 30 s and asks again after", async () => {
    let clock = 1_000;
    const { fetch, calls } = server({
      "/api/auth/verify-token": [json({ status: "valid", user }), json({ status: "invalid" }, 401)],
      "/api/auth/refresh-token": [json({ status: "invalid" }, 401)],
    });
    const store = createSessionStore({ fetch, now: () => clock });
    await store.check();
    clock += SESSION_CHECK_REUSE_MS - 1;
    expect((await store.check()).status).toBe("signedIn");
    expect(calls).toHaveLength(1);
    clock += 1;
    expect((await store.check()).status).toBe("signedOut");
    expect(calls).toHaveLength(3);
  });

  it("forced checks skip the reuse window", async () => {
    const { fetch, calls } = server({
      "/api/auth/verify-token": [json({ status: "valid", user }), json({ status: "valid", user })],
    });
    const store = createSessionStore({ fetch });
    await store.check();
    await store.check({ force: true });
    expect(calls).toHaveLength(2);
  });

  it("shares one request between concurrent checks", async () => {
    const { fetch, calls } = server({ "/api/auth/verify-token": [json({ status: "valid", user })] });
    const store = createSessionStore({ fetch });
    const [a, b] = await Promise.all([store.check(), store.check()]);
    expect(a).toBe(b);
    expect(calls).toHaveLength(1);
  });

  it("a sign-in or sign-out counts as a fresh check", async () => {
    const { fetch, calls } = server({});
    const store = createSessionStore({ fetch });
    store.signedIn(user);
    expect(await store.check()).toEqual({ status: "signedIn", user });
    store.signedOut();
    expect((await store.check()).status).toBe("signedOut");
    expect(calls).toHaveLength(0);
  });
});

describe("postJson", () => {
  it("sends JSON with the screen's language and returns the data", async () => {
    let seen: { url: string; init?: RequestInit } | undefined;
    const result = await postJson<{ status: string }>(
      "/api/auth/send-otp",
      { phone: "+919876543210" },
      "hi",
      async (url, init) => {
        seen = { url, init };
        return json({ status: "sent", resendAfter: 30, expiresIn: 300 });
      },
    );
    expect(result).toEqual({ ok: true, data: { status: "sent", resendAfter: 30, expiresIn: 300 } });
    expect(seen?.url).toBe("/api/auth/send-otp?lng=hi");
    expect(seen?.init?.method).toBe("POST");
    expect(seen?.init?.body).toBe('{"phone":"+919876543210"}');
  });

  it("returns the API's translated error with its field", async () => {
    const result = await postJson("/x", {}, "en", async () =>
      json({ error: { code: "invalid_input", message: "Enter a valid phone", field: "phone" } }, 400),
    );
    expect(result).toEqual({
      ok: false,
      status: 400,
      error: { code: "invalid_input", message: "Enter a valid phone", field: "phone" },
    });
  });

  it("names a network failure and an unreadable error body", async () => {
    expect(await postJson("/x", {}, "en", async () => Promise.reject(new TypeError("offline")))).toMatchObject({
      ok: false,
      status: 0,
      error: { code: "network" },
    });
    expect(await postJson("/x", {}, "en", async () => new Response("oops", { status: 502 }))).toMatchObject({
      ok: false,
      status: 502,
      error: { code: "internal", message: "" },
    });
  });
});
