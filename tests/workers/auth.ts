/**
 * Helpers for the auth Workers tests: requests as a browser on our origin sends them, a cookie
 * jar, the dev outbox as the way to read the code, and unique phones and IPs so that tests in one
 * file (which share a D1) never trip each other's rate limits.
 */
import { env } from "cloudflare:test";
import { exports } from "cloudflare:workers";
import { expect } from "vitest";
import { BASE } from "./session";

export { BASE };

let counter = 0;
const phoneBase = Math.floor(Math.random() * 800_000_000);

/** A fresh Indian mobile number as a person might type it, with its E.164 form. */
export function newPhone(): { typed: string; e164: string } {
  counter += 1;
  const national = `9${String(100_000_000 + phoneBase + counter).slice(-9)}`;
  return { typed: `${national.slice(0, 5)} ${national.slice(5)}`, e164: `+91${national}` };
}

/** A fresh client address (TEST-NET-3, RFC 5737). */
export function newIp(): string {
  counter += 1;
  return `203.0.${(counter >> 8) & 255}.${counter & 255}`;
}

/** The session cookies a response sets, leaving out the D1 bookmark (`kb`, docs/decisions/0015). */
export function sessionCookies(response: Response): string[] {
  return response.headers.getSetCookie().filter((c) => !c.startsWith("kb="));
}

export class CookieJar {
  readonly cookies = new Map<string, string>();

  /** Takes the response's Set-Cookie headers; Max-Age=0 removes a cookie. */
  take(response: Response): this {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ""] = line.split(";");
      const equals = pair.indexOf("=");
      const name = pair.slice(0, equals);
      if (/;\s*Max-Age=0\b/i.test(line)) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(equals + 1));
    }
    return this;
  }

  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; ");
  }

  clone(): CookieJar {
    const copy = new CookieJar();
    for (const [name, value] of this.cookies) copy.cookies.set(name, value);
    return copy;
  }
}

export interface CallOptions {
  ip?: string;
  jar?: CookieJar;
  headers?: Record<string, string>;
  method?: string;
}

/** Calls the real Worker. `body` undefined sends no body; a string is sent as is. */
export async function call(path: string, body?: unknown, options: CallOptions = {}): Promise<Response> {
  const headers = new Headers(options.headers);
  if (body !== undefined && !headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  if (options.ip) headers.set("CF-Connecting-IP", options.ip);
  if (options.jar && options.jar.cookies.size > 0) headers.set("Cookie", options.jar.header());
  const method = options.method ?? (body === undefined ? "GET" : "POST");
  const response = await exports.default.fetch(
    new Request(BASE + path, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
    }),
  );
  options.jar?.take(response);
  return response;
}

export interface ErrorBody {
  error: { code: string; message: string; field?: string };
}

/** Asserts a 4xx JSON error and returns its body. */
export async function expectError(
  response: Response,
  status: number,
  code: string,
  field?: string,
): Promise<ErrorBody> {
  expect(response.status).toBe(status);
  expect(response.headers.get("Content-Type")).toMatch(/^application\/json/);
  const body = (await response.json()) as ErrorBody;
  expect(body.error.code).toBe(code);
  expect(body.error.message).toEqual(expect.any(String));
  expect(body.error.message).not.toMatch(/^(auth|errors)\./); // translated, not a bare key
  if (field !== undefined) expect(body.error.field).toBe(field);
  return body;
}

interface OutboxEntry {
  to: string;
  channel: "sms" | "email";
  code: string | null;
  subject: string | null;
  message: string;
  sentAt: string;
}

export async function outbox(to?: string): Promise<OutboxEntry[]> {
  const response = await call(`/__dev/outbox${to ? `?to=${encodeURIComponent(to)}` : ""}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { messages: OutboxEntry[] }).messages;
}

/** The newest code the dev outbox holds for `to` (E.164 phone or email). */
export async function latestCode(to: string): Promise<string> {
  const [newest] = await outbox(to);
  if (!newest?.code) throw new Error(`no code in the outbox for ${to}`);
  return newest.code;
}

/** A code that is surely not `code` (same length). */
export function otherCode(code: string): string {
  return String((Number(code) + 1) % 1_000_000).padStart(6, "0");
}

/** Lets the next code to this phone be asked for now (the 30 s resend cooldown has passed). */
export async function skipCooldown(phone: string): Promise<void> {
  await env.DB.prepare("UPDATE rate_limit_hits SET at = at - 31000 WHERE key = ?")
    .bind(`send-otp:cooldown:${phone}`)
    .run();
}

/** Signs a new (or given) phone in through send-otp and verify-otp; returns its cookie jar. */
export async function signInByPhone(
  phone = newPhone().e164,
  ip = newIp(),
): Promise<{ jar: CookieJar; phone: string; uid: string }> {
  const sent = await call("/api/auth/send-otp", { phone }, { ip });
  expect(sent.status).toBe(200);
  const jar = new CookieJar();
  const verified = await call("/api/auth/verify-otp", { phone, otp: await latestCode(phone) }, { ip, jar });
  expect(verified.status).toBe(200);
  const body = (await verified.json()) as { user: { uid: string } };
  return { jar, phone, uid: body.user.uid };
}

export async function count(sql: string, ...params: unknown[]): Promise<number> {
  const row = await env.DB.prepare(sql)
    .bind(...params)
    .first<{ n: number }>();
  return row?.n ?? 0;
}

/** Row counts of every auth table, to show that a refused request changed nothing. */
export async function snapshot(): Promise<Record<string, number>> {
  const tables = ["users", "otp_codes", "sessions", "access_tokens", "refresh_tokens", "rate_limit_hits", "dev_outbox"];
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = await count(`SELECT COUNT(*) AS n FROM ${table}`);
  counts.attempts = await count("SELECT COALESCE(SUM(attempts), 0) AS n FROM otp_codes");
  counts.usedRefresh = await count("SELECT COUNT(*) AS n FROM refresh_tokens WHERE used_at IS NOT NULL");
  counts.revoked = await count("SELECT COUNT(*) AS n FROM sessions WHERE revoked_at IS NOT NULL");
  return counts;
}
