/** Email verification for a signed-in user: POST /api/auth/send-otp-email and /verify-otp-email. */
import { env } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import {
  call,
  count,
  expectError,
  latestCode,
  newIp,
  otherCode,
  outbox,
  signInByPhone,
  snapshot,
} from "../../../../tests/workers/auth";

let mailbox = 0;
function newEmail(): string {
  mailbox += 1;
  return `astro${mailbox}.${Math.random().toString(36).slice(2, 8)}@example.in`;
}

interface UserBody {
  status: string;
  user: { uid: string; email: string; name: string };
}

describe("POST /api/auth/send-otp-email", () => {
  it("emails a code to a signed-in user through the outbox", async () => {
    const { jar } = await signInByPhone();
    const email = newEmail();
    const res = await call(
      "/api/auth/send-otp-email",
      { email: `  ${email.toUpperCase()} `, name: "Ravi Shastri" },
      { jar, ip: newIp() },
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: "sent", email, expires_in: 300 });
    const [mail] = await outbox(email);
    expect(mail).toMatchObject({
      to: email,
      channel: "email",
      code: expect.stringMatching(/^\d{6}$/),
      subject: expect.stringContaining("Kundli Studio"),
    });
    expect(mail!.message).toContain("Ravi Shastri");
    expect(mail!.message).toContain(mail!.code);
  });

  it("writes the email in Hindi when asked", async () => {
    const { jar } = await signInByPhone();
    const email = newEmail();
    await call("/api/auth/send-otp-email?lng=hi", { email, name: "रवि" }, { jar, ip: newIp() });
    const [mail] = await outbox(email);
    expect(mail!.subject).toContain("कुंडली स्टूडियो");
    expect(mail!.message).toContain("नमस्ते रवि जी");
  });

  it("refuses visitors who are not signed in, before looking at the body", async () => {
    const before = await snapshot();
    await expectError(
      await call("/api/auth/send-otp-email", { email: newEmail(), name: "A" }, { ip: newIp() }),
      401,
      "unauthorized",
    );
    await expectError(await call("/api/auth/send-otp-email", "{broken", { ip: newIp() }), 401, "unauthorized");
    expect(await snapshot()).toEqual(before);
  });

  it("refuses bad input with the field named and stores nothing", async () => {
    const { jar } = await signInByPhone();
    const before = await snapshot();
    const cases: [unknown, string, string][] = [
      [{ email: "not-an-email", name: "A" }, "invalid_input", "email"],
      [{ email: `${"a".repeat(250)}@example.in`, name: "A" }, "invalid_input", "email"],
      [{ email: 42, name: "A" }, "invalid_input", "email"],
      [{ name: "A" }, "required", "email"],
      [{ email: newEmail() }, "required", "name"],
      [{ email: newEmail(), name: "   " }, "invalid_input", "name"],
      [{ email: newEmail(), name: "x".repeat(101) }, "invalid_input", "name"],
    ];
    for (const [body, code, field] of cases) {
      await expectError(await call("/api/auth/send-otp-email", body, { jar, ip: newIp() }), 400, code, field);
    }
    await expectError(
      await call("/api/auth/send-otp-email", "email=a@b.in", {
        jar,
        ip: newIp(),
        headers: { "Content-Type": "text/plain" },
      }),
      415,
      "unsupported_media_type",
    );
    expect(await snapshot()).toEqual(before);
  });

  it("sends at most 5 codes per user per hour", async () => {
    const { jar } = await signInByPhone();
    for (let i = 0; i < 5; i++) {
      expect(
        (await call("/api/auth/send-otp-email", { email: newEmail(), name: "A" }, { jar, ip: newIp() })).status,
      ).toBe(200);
    }
    await expectError(
      await call("/api/auth/send-otp-email", { email: newEmail(), name: "A" }, { jar, ip: newIp() }),
      429,
      "rate_limited",
    );
  });
});

describe("POST /api/auth/verify-otp-email", () => {
  async function sendCode(name = "Meera Joshi") {
    const session = await signInByPhone();
    const email = newEmail();
    const ip = newIp();
    await call("/api/auth/send-otp-email", { email, name }, { jar: session.jar, ip });
    return { ...session, email, ip, code: await latestCode(email) };
  }

  it("stores the verified email, and the name for a user who had none", async () => {
    const { jar, email, ip, code, uid } = await sendCode();
    const res = await call("/api/auth/verify-otp-email", { email, otp: code }, { jar, ip });
    expect(res.status).toBe(200);
    const body = (await res.json()) as UserBody;
    expect(body).toMatchObject({ status: "verified", user: { uid, email, name: "Meera Joshi" } });
    const row = await env.DB.prepare("SELECT email, email_verified_at FROM users WHERE uid = ?")
      .bind(uid)
      .first<{ email: string; email_verified_at: string | null }>();
    expect(row).toMatchObject({ email, email_verified_at: expect.stringMatching(/^\d{4}-/) });
    // verify-token now shows it too.
    expect(await (await call("/api/auth/verify-token", undefined, { jar })).json()).toMatchObject({ user: { email } });
  });

  it("keeps a name the user already has", async () => {
    const { jar, email, ip, code, uid } = await sendCode("Someone Else");
    await env.DB.prepare("UPDATE users SET name = 'Pandit Sharma' WHERE uid = ?").bind(uid).run();
    const body = (await (
      await call("/api/auth/verify-otp-email", { email, otp: code }, { jar, ip })
    ).json()) as UserBody;
    expect(body.user).toMatchObject({ email, name: "Pandit Sharma" });
  });

  it("refuses a wrong code and stores no email", async () => {
    const { jar, email, ip, code, uid } = await sendCode();
    const body = await expectError(
      await call("/api/auth/verify-otp-email", { email, otp: otherCode(code) }, { jar, ip }),
      400,
      "wrong_code",
      "otp",
    );
    expect(body.error.message).toContain("4 more tries");
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE uid = ? AND email = ''", uid)).toBe(1);
  });

  it("refuses an expired code", async () => {
    const { jar, email, ip, code } = await sendCode();
    await env.DB.prepare("UPDATE otp_codes SET expires_at = ? WHERE destination = ?")
      .bind(Date.now() - 1, email)
      .run();
    await expectError(
      await call("/api/auth/verify-otp-email", { email, otp: code }, { jar, ip }),
      400,
      "code_expired",
      "otp",
    );
  });

  it("kills the code after 5 wrong tries", async () => {
    const { jar, email, ip, code } = await sendCode();
    for (let i = 0; i < 4; i++) await call("/api/auth/verify-otp-email", { email, otp: otherCode(code) }, { jar, ip });
    await expectError(
      await call("/api/auth/verify-otp-email", { email, otp: otherCode(code) }, { jar, ip }),
      429,
      "too_many_attempts",
      "otp",
    );
    await expectError(
      await call("/api/auth/verify-otp-email", { email, otp: code }, { jar, ip }),
      429,
      "too_many_attempts",
      "otp",
    );
  });

  it("accepts the code only for the user who asked and the address it went to", async () => {
    const { email, code, uid } = await sendCode();
    const other = await signInByPhone();
    await expectError(
      await call("/api/auth/verify-otp-email", { email, otp: code }, { jar: other.jar, ip: newIp() }),
      400,
      "no_code",
      "otp",
    );
    const { jar } = await signInByPhone();
    await expectError(
      await call("/api/auth/verify-otp-email", { email: newEmail(), otp: code }, { jar, ip: newIp() }),
      400,
      "no_code",
      "otp",
    );
    expect(await count("SELECT COUNT(*) AS n FROM users WHERE email = ?", email)).toBe(0);
    expect(uid).not.toBe(other.uid);
  });

  it("refuses visitors and malformed input", async () => {
    const { jar, email, ip } = await sendCode();
    await expectError(await call("/api/auth/verify-otp-email", { email, otp: "123456" }, { ip }), 401, "unauthorized");
    await expectError(
      await call("/api/auth/verify-otp-email", { email, otp: "12ab56" }, { jar, ip }),
      400,
      "invalid_input",
      "otp",
    );
    await expectError(
      await call("/api/auth/verify-otp-email", { email: "nope", otp: "123456" }, { jar, ip }),
      400,
      "invalid_input",
      "email",
    );
    await expectError(await call("/api/auth/verify-otp-email", { email }, { jar, ip }), 400, "required", "otp");
    await expectError(await call("/api/auth/verify-otp-email", undefined, { jar, ip }), 405, "method_not_allowed");
  });
});
