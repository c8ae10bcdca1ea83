/**
 * Phone sign-in: POST /api/auth/send-otp, /verify-otp and /check-user against the real Worker
 * and D1. Codes are read from the dev outbox (ENVIRONMENT=development in the test config).
 */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { hmacSha256Hex, sha256Hex } from "#app/server/auth/crypto.server";
import {
  call,
  CookieJar,
  count,
  expectError,
  latestCode,
  newIp,
  newPhone,
  otherCode,
  outbox,
  sessionCookies,
  signInByPhone,
  skipCooldown,
  snapshot,
} from "../../../../tests/workers/auth";

interface Sent {
  status: string;
  phone: string;
  expires_in: number;
  resend_after: number;
}
interface Verified {
  status: string;
  is_new_user: boolean;
  user: Record<string, unknown> & { uid: string; phone: string; organization_id: number };
}

describe("POST /api/auth/send-otp", () => {
  it("texts a 6-digit code through the outbox and stores only its HMAC", async () => {
    const { typed, e164 } = newPhone();
    const res = await call("/api/auth/send-otp", { phone: typed }, { ip: newIp() });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "sent", phone: e164, expires_in: 300, resend_after: 30 } satisfies Sent);

    const [sms] = await outbox(e164);
    expect(sms).toMatchObject({ to: e164, channel: "sms", code: expect.stringMatching(/^\d{6}$/) });
    expect(sms!.message).toContain(sms!.code);
    expect(sms!.message).toContain("Kundli Studio");
    expect(new Date(sms!.sentAt).getTime()).toBeGreaterThan(Date.now() - 60_000);

    const row = await env.DB.prepare(
      "SELECT id, code_hash, expires_at, created_at, attempts FROM otp_codes WHERE destination = ?",
    )
      .bind(e164)
      .first<{ id: string; code_hash: string; expires_at: number; created_at: number; attempts: number }>();
    expect(row!.code_hash).not.toContain(sms!.code!);
    expect(row!.code_hash).not.toBe(await sha256Hex(sms!.code!));
    expect(row!.code_hash).toBe(await hmacSha256Hex("kundli-studio-local-otp-key", `${row!.id}:${sms!.code}`));
    expect(row!.expires_at - row!.created_at).toBe(5 * 60_000);
    expect(row!.attempts).toBe(0);
  });

  it("accepts the usual spellings of a number and answers with E.164", async () => {
    const a = newPhone().e164.slice(3);
    const b = newPhone().e164.slice(3);
    const c = newPhone().e164.slice(3);
    const spellings: [string, string][] = [
      [`+91 ${a.slice(0, 5)}-${a.slice(5)}`, `+91${a}`],
      [`0${b}`, `+91${b}`],
      [`91 ${c}`, `+91${c}`],
      ["+1 (415) 555-2671", "+14155552671"],
      ["0044 7700 900123", "+447700900123"],
    ];
    for (const [typed, e164] of spellings) {
      const res = await call("/api/auth/send-otp", { phone: typed }, { ip: newIp() });
      expect(res.status, typed).toBe(200);
      expect(((await res.json()) as Sent).phone).toBe(e164);
    }
  });

  it("writes the SMS in the request's language", async () => {
    const { e164 } = newPhone();
    const res = await call("/api/auth/send-otp?lng=hi", { phone: e164 }, { ip: newIp() });
    expect(res.status).toBe(200);
    const [sms] = await outbox(e164);
    expect(sms!.message).toContain("कुंडली स्टूडियो");
  });

  it("refuses malformed numbers with a translated 400 on field phone and stores nothing", async () => {
    const before = await snapshot();
    for (const phone of [
      "12345",
      "5876543210",
      "+91 5876543210",
      "98765 4321x",
      "+0 123 456 789",
      "",
      " ",
      9876543210,
      null,
      ["9876543210"],
    ]) {
      const res = await call("/api/auth/send-otp", { phone }, { ip: newIp() });
      await expectError(res, 400, "invalid_input", "phone");
    }
    const hindi = await call(
      "/api/auth/send-otp",
      { phone: "12345" },
      { ip: newIp(), headers: { "Accept-Language": "hi" } },
    );
    const body = await expectError(hindi, 400, "invalid_input", "phone");
    expect(body.error.message).toContain("मोबाइल नंबर");
    const english = await call("/api/auth/send-otp", { phone: "12345" }, { ip: newIp() });
    expect((await english.json()) as unknown).toMatchObject({
      error: { message: expect.stringContaining("mobile number") },
    });
    expect(await snapshot()).toEqual(before);
  });

  it("refuses missing fields, wrong content type, broken JSON, oversized bodies and GET", async () => {
    const before = await snapshot();
    await expectError(await call("/api/auth/send-otp", {}, { ip: newIp() }), 400, "required", "phone");
    await expectError(await call("/api/auth/send-otp", "", { ip: newIp() }), 400, "required", "phone");
    await expectError(
      await call("/api/auth/send-otp", "phone=9876543210", {
        ip: newIp(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
      }),
      415,
      "unsupported_media_type",
    );
    await expectError(await call("/api/auth/send-otp", '{"phone":', { ip: newIp() }), 400, "invalid_json");
    await expectError(await call("/api/auth/send-otp", "[1,2]", { ip: newIp() }), 400, "invalid_input");
    const huge = JSON.stringify({ phone: "9876543210", padding: "x".repeat(70 * 1024) });
    await expectError(await call("/api/auth/send-otp", huge, { ip: newIp() }), 413, "payload_too_large");
    await expectError(await call("/api/auth/send-otp", undefined, { ip: newIp() }), 405, "method_not_allowed");
    expect(await snapshot()).toEqual(before);
  });

  it("makes a new code replace the previous one", async () => {
    const { e164 } = newPhone();
    const ip = newIp();
    await call("/api/auth/send-otp", { phone: e164 }, { ip });
    const first = await latestCode(e164);
    await skipCooldown(e164);
    await call("/api/auth/send-otp", { phone: e164 }, { ip });
    const second = await latestCode(e164);
    if (first !== second) {
      await expectError(
        await call("/api/auth/verify-otp", { phone: e164, otp: first }, { ip }),
        400,
        "wrong_code",
        "otp",
      );
    }
    expect((await call("/api/auth/verify-otp", { phone: e164, otp: second }, { ip })).status).toBe(200);
  });

  it("asks for 30 s between codes to one number", async () => {
    const { e164 } = newPhone();
    expect((await call("/api/auth/send-otp", { phone: e164 }, { ip: newIp() })).status).toBe(200);
    const before = await snapshot();
    const body = await expectError(
      await call("/api/auth/send-otp", { phone: e164 }, { ip: newIp() }),
      429,
      "rate_limited",
    );
    expect(body.error.message).toMatch(/wait (30|29) seconds/);
    expect(await snapshot()).toEqual(before);
  });

  it("sends at most 5 codes per number per hour, whatever the network", async () => {
    const { e164 } = newPhone();
    for (let i = 0; i < 5; i++) {
      expect((await call("/api/auth/send-otp", { phone: e164 }, { ip: newIp() })).status).toBe(200);
      await skipCooldown(e164);
    }
    const before = await snapshot();
    const res = await call(
      "/api/auth/send-otp",
      { phone: e164 },
      { ip: newIp(), headers: { "Accept-Language": "hi" } },
    );
    const body = await expectError(res, 429, "rate_limited");
    expect(body.error.message).toMatch(/\d+ मिनट/);
    expect(await snapshot()).toEqual(before);
    expect((await outbox(e164)).length).toBe(5);
  });

  it("sends at most 20 codes per hour from one network (CF-Connecting-IP)", async () => {
    const ip = newIp();
    for (let i = 0; i < 20; i++) {
      expect((await call("/api/auth/send-otp", { phone: newPhone().e164 }, { ip })).status).toBe(200);
    }
    const phone = newPhone().e164;
    const before = await snapshot();
    const body = await expectError(await call("/api/auth/send-otp", { phone }, { ip }), 429, "rate_limited");
    expect(body.error.message).toMatch(/network/);
    expect(await snapshot()).toEqual(before);
    // The refused request left no cooldown behind for that number, and another network may still ask.
    expect((await call("/api/auth/send-otp", { phone }, { ip: newIp() })).status).toBe(200);
  });

  it("counts IPv6 clients by their /64", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await call(
        "/api/auth/send-otp",
        { phone: newPhone().e164 },
        { ip: `2001:db8:aa:1::${(i + 1).toString(16)}` },
      );
      expect(res.status).toBe(200);
    }
    const res = await call("/api/auth/send-otp", { phone: newPhone().e164 }, { ip: "2001:db8:aa:1:ffff::9" });
    await expectError(res, 429, "rate_limited");
  });

  it("answers 503 and keeps no code when SMS cannot be sent (misconfigured provider)", async () => {
    const worker = (await import("../../../../workers/app")).default;
    const { createExecutionContext } = await import("cloudflare:test");
    const { e164 } = newPhone();
    const before = await snapshot();
    for (const changed of [{ SMS_PROVIDER: "msg91" }, { SMS_PROVIDER: "carrier-pigeon" }]) {
      const request = new Request("http://localhost/api/auth/send-otp", {
        method: "POST",
        headers: { "Content-Type": "application/json", "CF-Connecting-IP": newIp() },
        body: JSON.stringify({ phone: e164 }),
      });
      const res = await worker.fetch(
        request as Request<unknown, IncomingRequestCfProperties>,
        { ...env, ...changed },
        createExecutionContext(),
      );
      await expectError(res, 503, "sms_unavailable");
    }
    expect((await snapshot()).otp_codes).toBe(before.otp_codes);
    expect((await snapshot()).dev_outbox).toBe(before.dev_outbox);
  });
});

describe("POST /api/auth/verify-otp", () => {
  it("signs a new number in, creating its user in no organization", async () => {
    const { typed, e164 } = newPhone();
    const ip = newIp();
    await call("/api/auth/send-otp", { phone: typed }, { ip });
    const jar = new CookieJar();
    const res = await call("/api/auth/verify-otp", { phone: typed, otp: await latestCode(e164) }, { ip, jar });
    expect(res.status).toBe(200);
    const body = (await res.json()) as Verified;
    expect(body.status).toBe("valid");
    expect(body.is_new_user).toBe(true);
    expect(body.user).toMatchObject({
      uid: expect.any(String),
      phone: e164,
      organization_id: 0,
      email: "",
      name: "",
      report_count: 0,
      kundali_count: 0,
      // the welcome free trial every new account starts with (migrations/0006_wallet.sql)
      free_trial_report: 3,
      free_trial_kundali: 10,
      profile_photo_url: "",
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });

    const cookies = sessionCookies(res);
    // access, refresh, and the hint that a refresh token may be alive (docs/decisions/0027)
    expect(cookies).toHaveLength(3);
    expect(cookies).toContain("ks_live=1; Path=/; Max-Age=2592000; HttpOnly; SameSite=Lax");
    // Beside them the sign-in's D1 bookmark, so the next page reads the new session.
    expect(res.headers.getSetCookie().filter((c) => c.startsWith("kb="))).toHaveLength(1);
    const access = cookies.find((c) => c.startsWith("ks_access="))!;
    const refresh = cookies.find((c) => c.startsWith("ks_refresh="))!;
    expect(access).toMatch(/^ks_access=[A-Za-z0-9_-]{43}; Path=\/; Max-Age=900; HttpOnly; SameSite=Lax$/);
    expect(refresh).toMatch(
      /^ks_refresh=[A-Za-z0-9_-]{43}; Path=\/api\/auth; Max-Age=2592000; HttpOnly; SameSite=Lax$/,
    );

    const check = await call("/api/auth/verify-token", undefined, { jar });
    expect(check.status).toBe(200);
    expect(await check.json()).toMatchObject({ status: "valid", user: { uid: body.user.uid, phone: e164 } });
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE phone = ?", e164)).toBe(1);
  });

  it("signs a known number in again as the same user", async () => {
    const first = await signInByPhone();
    await skipCooldown(first.phone);
    const ip = newIp();
    await call("/api/auth/send-otp", { phone: first.phone }, { ip });
    const res = await call("/api/auth/verify-otp", { phone: first.phone, otp: await latestCode(first.phone) }, { ip });
    const body = (await res.json()) as Verified;
    expect(body).toMatchObject({ status: "valid", is_new_user: false, user: { uid: first.uid } });
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE phone = ?", first.phone)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM sessions WHERE uid = ?", first.uid)).toBe(2);
  });

  it("refuses a wrong code, counting the try, with the tries left in the message", async () => {
    const { e164 } = newPhone();
    const ip = newIp();
    await call("/api/auth/send-otp", { phone: e164 }, { ip });
    const code = await latestCode(e164);
    const res = await call("/api/auth/verify-otp", { phone: e164, otp: otherCode(code) }, { ip });
    const body = await expectError(res, 400, "wrong_code", "otp");
    expect(body.error.message).toContain("4 more tries");
    expect(sessionCookies(res)).toEqual([]);
    expect(await count("SELECT attempts AS n FROM otp_codes WHERE destination = ?", e164)).toBe(1);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE phone = ?", e164)).toBe(0);
    const hindi = await call("/api/auth/verify-otp?lng=hi", { phone: e164, otp: otherCode(code) }, { ip });
    expect((await expectError(hindi, 400, "wrong_code", "otp")).error.message).toContain("3 बार");
  });

  it("kills a code after 5 wrong tries, even for the right code afterwards", async () => {
    const { e164 } = newPhone();
    const ip = newIp();
    await call("/api/auth/send-otp", { phone: e164 }, { ip });
    const code = await latestCode(e164);
    for (let i = 0; i < 4; i++) {
      await expectError(
        await call("/api/auth/verify-otp", { phone: e164, otp: otherCode(code) }, { ip }),
        400,
        "wrong_code",
        "otp",
      );
    }
    await expectError(
      await call("/api/auth/verify-otp", { phone: e164, otp: otherCode(code) }, { ip }),
      429,
      "too_many_attempts",
      "otp",
    );
    const before = await snapshot();
    await expectError(
      await call("/api/auth/verify-otp", { phone: e164, otp: code }, { ip }),
      429,
      "too_many_attempts",
      "otp",
    );
    expect({ ...(await snapshot()), rate_limit_hits: before.rate_limit_hits }).toEqual(before);
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE phone = ?", e164)).toBe(0);
  });

  it("refuses an expired code", async () => {
    const { e164 } = newPhone();
    const ip = newIp();
    await call("/api/auth/send-otp", { phone: e164 }, { ip });
    const code = await latestCode(e164);
    await env.DB.prepare("UPDATE otp_codes SET expires_at = ? WHERE destination = ?")
      .bind(Date.now() - 1, e164)
      .run();
    await expectError(
      await call("/api/auth/verify-otp", { phone: e164, otp: code }, { ip }),
      400,
      "code_expired",
      "otp",
    );
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE phone = ?", e164)).toBe(0);
    expect(await count("SELECT attempts AS n FROM otp_codes WHERE destination = ?", e164)).toBe(0);
  });

  it("refuses when no code was sent, and a code used once", async () => {
    const { e164 } = newPhone();
    await expectError(
      await call("/api/auth/verify-otp", { phone: e164, otp: "123456" }, { ip: newIp() }),
      400,
      "no_code",
      "otp",
    );
    const { phone } = await signInByPhone();
    const used = (await outbox(phone))[0]!.code!;
    await expectError(await call("/api/auth/verify-otp", { phone, otp: used }, { ip: newIp() }), 400, "no_code", "otp");
  });

  it("refuses malformed codes and missing fields without counting a try", async () => {
    const { e164 } = newPhone();
    const ip = newIp();
    await call("/api/auth/send-otp", { phone: e164 }, { ip });
    const before = await snapshot();
    for (const otp of ["12345", "1234567", "abcdef", "12 3456", 123456, null, ""]) {
      await expectError(await call("/api/auth/verify-otp", { phone: e164, otp }, { ip }), 400, "invalid_input", "otp");
    }
    await expectError(await call("/api/auth/verify-otp", { phone: e164 }, { ip }), 400, "required", "otp");
    await expectError(await call("/api/auth/verify-otp", { otp: "123456" }, { ip }), 400, "required", "phone");
    await expectError(
      await call("/api/auth/verify-otp", { phone: "123", otp: "123456" }, { ip }),
      400,
      "invalid_input",
      "phone",
    );
    expect(await snapshot()).toEqual(before);
  });

  it("allows 30 code checks per 15 minutes from one network", async () => {
    const ip = newIp();
    const { e164 } = newPhone();
    for (let i = 0; i < 30; i++) {
      await expectError(await call("/api/auth/verify-otp", { phone: e164, otp: "000000" }, { ip }), 400, "no_code");
    }
    await expectError(await call("/api/auth/verify-otp", { phone: e164, otp: "000000" }, { ip }), 429, "rate_limited");
  });
});

describe("POST /api/auth/check-user", () => {
  it("says whether a number has an account, and nothing else", async () => {
    const { phone } = await signInByPhone();
    const known = await call("/api/auth/check-user", { phone: `+91 ${phone.slice(3)}` }, { ip: newIp() });
    expect(known.status).toBe(200);
    expect(await known.json()).toEqual({ exists: true });
    const unknown = await call("/api/auth/check-user", { phone: newPhone().typed }, { ip: newIp() });
    expect(await unknown.json()).toEqual({ exists: false });
  });

  it("refuses malformed input", async () => {
    await expectError(
      await call("/api/auth/check-user", { phone: "abc" }, { ip: newIp() }),
      400,
      "invalid_input",
      "phone",
    );
    await expectError(await call("/api/auth/check-user", {}, { ip: newIp() }), 400, "required", "phone");
    await expectError(await call("/api/auth/check-user", undefined, { ip: newIp() }), 405, "method_not_allowed");
  });

  it("answers 30 questions per 15 minutes from one network", async () => {
    const ip = newIp();
    for (let i = 0; i < 30; i++)
      expect((await call("/api/auth/check-user", { phone: newPhone().e164 }, { ip })).status).toBe(200);
    await expectError(await call("/api/auth/check-user", { phone: newPhone().e164 }, { ip }), 429, "rate_limited");
  });
});
