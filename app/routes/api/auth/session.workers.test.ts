/**
 * Sessions: GET /api/auth/verify-token, POST /api/auth/refresh-token and /logout, the
 * getSessionUser/requireUser functions the rest of the app builds on, and the Origin check
 * for state-changing requests.
 */
import { createExecutionContext, env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { sha256Hex } from "#app/server/auth/crypto.server";
import { getSessionUser, requireUser, startSession } from "#app/server/auth/session.server";
import { ApiError } from "#app/server/http.server";
import {
  call,
  CookieJar,
  count,
  expectError,
  newIp,
  newPhone,
  sessionCookies,
  signInByPhone,
  skipCooldown,
  snapshot,
} from "../../../../tests/workers/auth";
import { PRODUCTION_VARS } from "../../../../tests/workers/session";

interface Answer {
  status: "valid" | "invalid";
  user?: { uid: string; phone: string; organization_id: number };
  error?: { code: string; message: string };
}

async function answer(response: Response): Promise<Answer> {
  return (await response.json()) as Answer;
}

function tokenOf(jar: CookieJar, name: "ks_access" | "ks_refresh"): string {
  const token = jar.cookies.get(name);
  if (!token) throw new Error(`no ${name} cookie`);
  return token;
}

/** Makes every access token of this jar's session expire now. */
async function expireAccess(jar: CookieJar): Promise<void> {
  await env.DB.prepare("UPDATE access_tokens SET expires_at = ? WHERE token_hash = ?")
    .bind(Date.now() - 1, await sha256Hex(tokenOf(jar, "ks_access")))
    .run();
}

describe("GET /api/auth/verify-token", () => {
  it("answers valid with the user while signed in", async () => {
    const { jar, uid, phone } = await signInByPhone();
    const res = await call("/api/auth/verify-token", undefined, { jar });
    expect(res.status).toBe(200);
    const body = await answer(res);
    expect(body).toMatchObject({ status: "valid", user: { uid, phone, organization_id: 0 } });
    expect(Object.keys(body.user!).sort()).toEqual(
      [
        "created_at",
        "email",
        "free_trial_kundali",
        "free_trial_report",
        "kundali_count",
        "name",
        "organization_id",
        "phone",
        "profile_photo_url",
        "report_count",
        "uid",
      ].sort(),
    );
    expect(res.headers.get("Cache-Control")).toBe("no-store");
  });

  it("answers 401 invalid without a cookie, with a forged one, and after expiry", async () => {
    const none = await call("/api/auth/verify-token");
    expect(none.status).toBe(401);
    expect(await answer(none)).toMatchObject({ status: "invalid", error: { code: "unauthorized" } });

    for (const forged of ["x", "a".repeat(43), "a".repeat(5000), "%00;;=="]) {
      const res = await call("/api/auth/verify-token", undefined, { headers: { Cookie: `ks_access=${forged}` } });
      expect(res.status).toBe(401);
      expect((await answer(res)).status).toBe("invalid");
    }

    const { jar } = await signInByPhone();
    await expireAccess(jar);
    const expired = await call("/api/auth/verify-token", undefined, { jar });
    expect(expired.status).toBe(401);
  });

  it("answers in Hindi when asked", async () => {
    const res = await call("/api/auth/verify-token?lng=hi");
    expect((await answer(res)).error!.message).toMatch(/साइन इन/);
  });

  it("refuses POST with 405", async () => {
    await expectError(await call("/api/auth/verify-token", {}), 405, "method_not_allowed");
  });
});

describe("POST /api/auth/refresh-token", () => {
  it("rotates both tokens and keeps the user signed in", async () => {
    const { jar, uid } = await signInByPhone();
    const oldAccess = tokenOf(jar, "ks_access");
    const oldRefresh = tokenOf(jar, "ks_refresh");
    await expireAccess(jar);
    expect((await call("/api/auth/verify-token", undefined, { jar })).status).toBe(401);

    const res = await call("/api/auth/refresh-token", undefined, { jar, method: "POST" });
    expect(res.status).toBe(200);
    expect(await answer(res)).toMatchObject({ status: "valid", user: { uid } });
    expect(tokenOf(jar, "ks_access")).not.toBe(oldAccess);
    expect(tokenOf(jar, "ks_refresh")).not.toBe(oldRefresh);
    const cookies = res.headers.getSetCookie();
    expect(
      cookies.some((c) => /^ks_refresh=[\w-]{43}; Path=\/api\/auth; Max-Age=2592000; HttpOnly; SameSite=Lax$/.test(c)),
    ).toBe(true);

    expect((await call("/api/auth/verify-token", undefined, { jar })).status).toBe(200);
    // Only hashes are stored.
    expect(
      await count("SELECT COUNT(*) AS n FROM refresh_tokens WHERE token_hash = ?", tokenOf(jar, "ks_refresh")),
    ).toBe(0);
    expect(
      await count(
        "SELECT COUNT(*) AS n FROM refresh_tokens WHERE token_hash = ?",
        await sha256Hex(tokenOf(jar, "ks_refresh")),
      ),
    ).toBe(1);
  });

  it("treats a second use of a refresh token as theft and revokes the whole session", async () => {
    const { jar } = await signInByPhone();
    const stolen = jar.clone();
    expect((await call("/api/auth/refresh-token", undefined, { jar, method: "POST" })).status).toBe(200);
    expect((await call("/api/auth/verify-token", undefined, { jar })).status).toBe(200);

    const replay = await call("/api/auth/refresh-token", undefined, { jar: stolen, method: "POST" });
    expect(replay.status).toBe(401);
    expect(await answer(replay)).toMatchObject({ status: "invalid", error: { code: "refresh_reused" } });
    expect(sessionCookies(replay).every((c) => c.includes("Max-Age=0"))).toBe(true);

    // The rightful holder's newer tokens died with the family.
    expect((await call("/api/auth/verify-token", undefined, { jar })).status).toBe(401);
    const after = await call("/api/auth/refresh-token", undefined, { jar: jar.clone(), method: "POST" });
    expect(after.status).toBe(401);
    expect(
      await count("SELECT COUNT(*) AS n FROM sessions WHERE revoked_reason = 'refresh_reuse'"),
    ).toBeGreaterThanOrEqual(1);
  });

  it("detects reuse the other way round too (the thief refreshed first)", async () => {
    const { jar } = await signInByPhone();
    const thief = jar.clone();
    expect((await call("/api/auth/refresh-token", undefined, { jar: thief, method: "POST" })).status).toBe(200);
    const owner = await call("/api/auth/refresh-token", undefined, { jar, method: "POST" });
    expect(owner.status).toBe(401);
    expect((await call("/api/auth/verify-token", undefined, { jar: thief })).status).toBe(401);
  });

  it("answers 401 invalid and clears cookies without a usable refresh token", async () => {
    const none = await call("/api/auth/refresh-token", undefined, { method: "POST" });
    expect(none.status).toBe(401);
    expect(await answer(none)).toMatchObject({ status: "invalid", error: { code: "session_invalid" } });
    const cleared = none.headers.getSetCookie();
    expect(cleared.map((c) => c.split("=")[0])).toEqual(["ks_access", "ks_refresh", "ks_live"]);
    expect(cleared.every((c) => c.includes("Max-Age=0"))).toBe(true);

    const forged = await call("/api/auth/refresh-token", undefined, {
      method: "POST",
      headers: { Cookie: `ks_refresh=${"b".repeat(43)}` },
    });
    expect(forged.status).toBe(401);

    const { jar } = await signInByPhone();
    await env.DB.prepare("UPDATE refresh_tokens SET expires_at = ? WHERE token_hash = ?")
      .bind(Date.now() - 1, await sha256Hex(tokenOf(jar, "ks_refresh")))
      .run();
    const expired = await call("/api/auth/refresh-token", undefined, { jar, method: "POST" });
    expect(expired.status).toBe(401);
    expect((await answer(expired)).error!.code).toBe("session_invalid");
  });

  it("ignores any body and refuses GET", async () => {
    const { jar } = await signInByPhone();
    const res = await call("/api/auth/refresh-token", "not json at all", {
      jar,
      headers: { "Content-Type": "text/plain" },
    });
    expect(res.status).toBe(200);
    await expectError(await call("/api/auth/refresh-token", undefined, { jar }), 405, "method_not_allowed");
  });
});

describe("POST /api/auth/logout", () => {
  it("revokes the session: neither token works afterwards", async () => {
    const { jar } = await signInByPhone();
    const copy = jar.clone();
    const res = await call("/api/auth/logout", undefined, { jar, method: "POST" });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "signed_out" });
    // Only the D1 bookmark is left (docs/decisions/0015).
    expect([...jar.cookies.keys()]).toEqual(["kb"]);
    expect((await call("/api/auth/verify-token", undefined, { jar: copy })).status).toBe(401);
    expect((await call("/api/auth/refresh-token", undefined, { jar: copy.clone(), method: "POST" })).status).toBe(401);
    expect(await count("SELECT COUNT(*) AS n FROM sessions WHERE revoked_reason = 'logout'")).toBeGreaterThanOrEqual(1);
  });

  it("works with only the refresh cookie (access already expired)", async () => {
    const { jar } = await signInByPhone();
    const refreshOnly = new CookieJar();
    refreshOnly.cookies.set("ks_refresh", tokenOf(jar, "ks_refresh"));
    expect((await call("/api/auth/logout", undefined, { jar: refreshOnly, method: "POST" })).status).toBe(200);
    expect((await call("/api/auth/verify-token", undefined, { jar })).status).toBe(401);
  });

  it("leaves other devices of the same user signed in", async () => {
    const first = await signInByPhone();
    await skipCooldown(first.phone);
    const { jar: second, uid } = await signInByPhone(first.phone);
    expect(uid).toBe(first.uid);
    expect((await call("/api/auth/logout", undefined, { jar: first.jar, method: "POST" })).status).toBe(200);
    expect((await call("/api/auth/verify-token", undefined, { jar: second })).status).toBe(200);
  });

  it("is harmless without cookies", async () => {
    const before = await snapshot();
    const res = await call("/api/auth/logout", undefined, { method: "POST" });
    expect(res.status).toBe(200);
    expect(await snapshot()).toEqual(before);
  });
});

describe("getSessionUser / requireUser", () => {
  it("give the user of a live session and refuse everyone else with ApiError 401", async () => {
    const { jar, uid } = await signInByPhone();
    const request = new Request("http://localhost/anything", { headers: { Cookie: jar.header() } });
    expect(await getSessionUser(request, env)).toMatchObject({ uid, organization_id: 0 });
    expect(await requireUser(request, env)).toMatchObject({ uid });

    const anonymous = new Request("http://localhost/anything");
    expect(await getSessionUser(anonymous, env)).toBeNull();
    const refusal = await requireUser(anonymous, env).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ApiError);
    expect(refusal).toMatchObject({ status: 401, code: "unauthorized", messageKey: "errors.unauthorized" });
  });

  it("use Secure, __Host-/__Secure- cookies outside development", async () => {
    const production = { ...env, ENVIRONMENT: "production" };
    const uid = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO users (uid, phone) VALUES (?, ?)").bind(uid, newPhone().e164).run();
    const headers = await startSession(new Request("http://localhost/"), production, uid);
    const [access, refresh] = headers.getSetCookie();
    expect(access).toMatch(/^__Host-ks_access=[\w-]{43}; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax; Secure$/);
    expect(refresh).toMatch(
      /^__Secure-ks_refresh=[\w-]{43}; Path=\/api\/auth; Max-Age=2592000; HttpOnly; SameSite=Lax; Secure$/,
    );

    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const request = new Request("https://kundli.example/", { headers: { Cookie: cookie } });
    expect(await getSessionUser(request, production)).toMatchObject({ uid });
    // The development cookie name is not read in production, and vice versa.
    expect(await getSessionUser(request, env)).toBeNull();
  });

  it("answers verify-token through the real Worker in production mode too", async () => {
    const worker = (await import("../../../../workers/app")).default;
    const production = { ...env, ...PRODUCTION_VARS };
    const uid = crypto.randomUUID();
    await env.DB.prepare("INSERT INTO users (uid, phone) VALUES (?, ?)").bind(uid, newPhone().e164).run();
    const cookie = (await startSession(new Request("https://kundli.example/"), production, uid))
      .getSetCookie()
      .map((c) => c.split(";")[0])
      .join("; ");
    const res = await worker.fetch(
      new Request("https://kundli.example/api/auth/verify-token", { headers: { Cookie: cookie } }) as Request<
        unknown,
        IncomingRequestCfProperties
      >,
      production,
      createExecutionContext(),
    );
    expect(res.status).toBe(200);
    expect(await answer(res)).toMatchObject({ status: "valid", user: { uid } });
  });
});

describe("Origin check on state-changing requests", () => {
  it("refuses a foreign Origin with 403 and stores nothing", async () => {
    const before = await snapshot();
    const { e164 } = newPhone();
    for (const path of [
      "/api/auth/send-otp",
      "/api/auth/verify-otp",
      "/api/auth/check-user",
      "/api/auth/logout",
      "/api/auth/refresh-token",
    ]) {
      const res = await call(
        path,
        { phone: e164, otp: "123456" },
        { ip: newIp(), headers: { Origin: "https://evil.example" } },
      );
      expect(res.status, path).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: "bad_origin" } });
    }
    const crossSite = await call(
      "/api/auth/send-otp",
      { phone: e164 },
      { ip: newIp(), headers: { "Sec-Fetch-Site": "cross-site" } },
    );
    expect(crossSite.status).toBe(403);
    expect(await snapshot()).toEqual(before);
  });

  it("accepts our own Origin", async () => {
    const res = await call(
      "/api/auth/send-otp",
      { phone: newPhone().e164 },
      { ip: newIp(), headers: { Origin: "http://localhost" } },
    );
    expect(res.status).toBe(200);
  });

  it("does not let a foreign site log a user out", async () => {
    const { jar } = await signInByPhone();
    const res = await call("/api/auth/logout", undefined, {
      jar: jar.clone(),
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(res.status).toBe(403);
    expect((await call("/api/auth/verify-token", undefined, { jar })).status).toBe(200);
  });
});
