/**
 * Test helper for the Workers layer: a signed-in astrologer without going through the SMS flow
 * (which has its own tests): a user row plus a real session from session.server.ts.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { startSession } from "#app/server/auth/session.server";

export const BASE = "http://localhost";

/** A deployed Worker's settings (real providers, an https site): development values are refused there. */
export const PRODUCTION_VARS = {
  ENVIRONMENT: "production",
  SMS_PROVIDER: "msg91",
  EMAIL_PROVIDER: "resend",
  PAYMENT_PROVIDER: "razorpay",
  SITE_ORIGIN: "https://kundli.example",
};

export interface TestUser {
  uid: string;
  phone: string;
  /** The Cookie header a browser would send. */
  cookie: string;
}

let counter = 0;

/** A signed-in user: an astrologer of `organizationId` (none by default), or its admin. */
export async function signIn(
  options: { phone?: string; organizationId?: number; organizationRole?: "astrologer" | "admin"; name?: string } = {},
): Promise<TestUser> {
  counter += 1;
  const uid = crypto.randomUUID();
  const phone = options.phone ?? `+9198765${String(10000 + counter).slice(-5)}`;
  await env.DB.prepare(
    "INSERT INTO users (uid, phone, name, organization_id, organization_role) VALUES (?, ?, ?, ?, ?)",
  )
    .bind(
      uid,
      phone,
      options.name ?? `Astrologer ${counter}`,
      options.organizationId ?? 0,
      options.organizationRole ?? "astrologer",
    )
    .run();
  const headers = await startSession(new Request(BASE), env, uid);
  const cookie = headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
  return { uid, phone, cookie };
}

/** A new organization owned by `owner`, who becomes its member; its id. */
export async function ownOrganization(owner: TestUser, name = "Practice"): Promise<number> {
  const row = await env.DB.prepare(
    "INSERT INTO organizations (name, uid, gst_number, created_at) VALUES (?, ?, '', ?) RETURNING id",
  )
    .bind(name, owner.uid, new Date().toISOString())
    .first<{ id: number }>();
  await env.DB.prepare("UPDATE users SET organization_id = ? WHERE uid = ?").bind(row!.id, owner.uid).run();
  return row!.id;
}

/** A JSON request as the browser app sends it (same origin, cookies). */
export function jsonRequest(path: string, body: unknown, user?: TestUser, method = "POST"): Request {
  return new Request(BASE + path, {
    method,
    headers: { "Content-Type": "application/json", Origin: BASE, ...(user ? { Cookie: user.cookie } : {}) },
    body: JSON.stringify(body),
  });
}

/** A form posted as a browser without script posts it, in the reader's language; redirects not followed. */
export function postForm(path: string, fields: Record<string, string>, user: TestUser, language = "en") {
  return exports.default.fetch(
    new Request(BASE + path, {
      method: "POST",
      body: new URLSearchParams(fields),
      headers: {
        Origin: BASE,
        "Content-Type": "application/x-www-form-urlencoded",
        Cookie: `${user.cookie}; i18next=${language}`,
      },
      redirect: "manual",
    }),
  );
}
