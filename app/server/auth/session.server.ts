/**
 * Sessions (docs/decisions/0003-sessions.md): two HttpOnly, SameSite=Lax cookies — an access
 * token valid 15 minutes and a refresh token valid 30 days that rotates on every use. Both are
 * 256-bit random values of which D1 keeps only the SHA-256. A session row is one sign-in on one
 * device, the "family" of its refresh tokens: presenting an already-rotated refresh token
 * revokes the family, and so does logout.
 *
 * `getSessionUser` and `requireUser` are what every other /api route and loader builds on.
 */
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { isDevelopment } from "#app/server/security.server";
import { randomToken, sha256Hex } from "./crypto.server";
import type { SessionUser } from "#app/shared/auth/session-user";
import { findUser, SESSION_USER_COLUMNS, toSessionUser } from "./users.server";

export const ACCESS_TOKEN_TTL_MS = 15 * 60_000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60_000;
/** The refresh cookie travels only to the auth routes (refresh-token, logout), nowhere else. */
export const REFRESH_COOKIE_PATH = "/api/auth";

export interface SessionCookieNames {
  access: string;
  refresh: string;
  /** "A refresh token may be alive": no secret, path /, so that pages rendered without
   * JavaScript (landing, sign-in) can tell a returning astrologer from a visitor and send them
   * through GET /api/auth/resume instead of asking for a new code (docs/decisions/0027). */
  hint: string;
  secure: boolean;
}

/**
 * Cookie names and the Secure flag. Outside development the cookies are Secure and carry the
 * __Host-/__Secure- prefixes, which browsers honour only for Secure cookies set without a Domain;
 * local development runs over plain http, where Secure cookies would not be stored.
 */
export function sessionCookieNames(env: Env): SessionCookieNames {
  return isDevelopment(env)
    ? { access: "ks_access", refresh: "ks_refresh", hint: "ks_live", secure: false }
    : { access: "__Host-ks_access", refresh: "__Secure-ks_refresh", hint: "__Host-ks_live", secure: true };
}

function cookie(
  name: string,
  value: string,
  options: { path: string; maxAgeSeconds: number; secure: boolean },
): string {
  return [`${name}=${value}`, `Path=${options.path}`, `Max-Age=${options.maxAgeSeconds}`, "HttpOnly", "SameSite=Lax"]
    .concat(options.secure ? ["Secure"] : [])
    .join("; ");
}

function sessionCookieHeaders(env: Env, tokens: { access: string; refresh: string } | null): Headers {
  const names = sessionCookieNames(env);
  const headers = new Headers();
  const accessAge = tokens ? ACCESS_TOKEN_TTL_MS / 1000 : 0;
  const refreshAge = tokens ? REFRESH_TOKEN_TTL_MS / 1000 : 0;
  headers.append(
    "Set-Cookie",
    cookie(names.access, tokens?.access ?? "", { path: "/", maxAgeSeconds: accessAge, secure: names.secure }),
  );
  headers.append(
    "Set-Cookie",
    cookie(names.refresh, tokens?.refresh ?? "", {
      path: REFRESH_COOKIE_PATH,
      maxAgeSeconds: refreshAge,
      secure: names.secure,
    }),
  );
  headers.append(
    "Set-Cookie",
    cookie(names.hint, tokens ? "1" : "", { path: "/", maxAgeSeconds: refreshAge, secure: names.secure }),
  );
  return headers;
}

/** Set-Cookie headers that remove the session cookies. */
export function clearedSessionCookies(env: Env): Headers {
  return sessionCookieHeaders(env, null);
}

export function readCookie(request: Request, name: string): string | null {
  const header = request.headers.get("Cookie");
  if (!header) return null;
  for (const part of header.split(";")) {
    const equals = part.indexOf("=");
    if (equals > 0 && part.slice(0, equals).trim() === name) return part.slice(equals + 1).trim();
  }
  return null;
}

/** Whether this browser says it holds a refresh token (the hint cookie): worth a resume, proves nothing. */
export function hasSessionHint(request: Request, env: Env): boolean {
  return readCookie(request, sessionCookieNames(env).hint) === "1";
}

/** Tokens are randomToken(32): 43 base64url characters. Anything else is not worth a lookup. */
const TOKEN_SHAPE = /^[A-Za-z0-9_-]{43}$/;

function tokenCookie(request: Request, name: string): string | null {
  const value = readCookie(request, name);
  return value && TOKEN_SHAPE.test(value) ? value : null;
}

function newTokenStatements(
  env: Env,
  sessionId: string,
  tokens: { accessHash: string; refreshHash: string },
  now: number,
): D1PreparedStatement[] {
  const q = db(env);
  return [
    statement(
      env,
      q
        .insertInto("access_tokens")
        .values({ token_hash: tokens.accessHash, session_id: sessionId, expires_at: now + ACCESS_TOKEN_TTL_MS }),
    ),
    statement(
      env,
      q.insertInto("refresh_tokens").values({
        token_hash: tokens.refreshHash,
        session_id: sessionId,
        created_at: now,
        expires_at: now + REFRESH_TOKEN_TTL_MS,
      }),
    ),
  ];
}

async function newTokens(): Promise<{ access: string; refresh: string; accessHash: string; refreshHash: string }> {
  const access = randomToken();
  const refresh = randomToken();
  return { access, refresh, accessHash: await sha256Hex(access), refreshHash: await sha256Hex(refresh) };
}

/** Signs `uid` in on this device: a new session and its first token pair, as Set-Cookie headers. */
export async function startSession(request: Request, env: Env, uid: string, now = Date.now()): Promise<Headers> {
  const sessionId = randomToken(16);
  const tokens = await newTokens();
  const userAgent = (request.headers.get("User-Agent") ?? "").slice(0, 256);
  const ip = (request.headers.get("CF-Connecting-IP") ?? "").slice(0, 64);
  await env.DB.batch([
    statement(
      env,
      db(env)
        .insertInto("sessions")
        .values({ id: sessionId, uid, created_at: now, last_refreshed_at: now, user_agent: userAgent, ip }),
    ),
    ...newTokenStatements(env, sessionId, tokens, now),
  ]);
  return sessionCookieHeaders(env, tokens);
}

/** The signed-in user of this request (a live access token of a live session), or null. */
export async function getSessionUser(request: Request, env: Env): Promise<SessionUser | null> {
  const token = tokenCookie(request, sessionCookieNames(env).access);
  if (!token) return null;
  const row = await db(env)
    .selectFrom("access_tokens")
    .innerJoin("sessions", "sessions.id", "access_tokens.session_id")
    .innerJoin("users", "users.uid", "sessions.uid")
    .select(SESSION_USER_COLUMNS)
    .where("access_tokens.token_hash", "=", await sha256Hex(token))
    .where("access_tokens.expires_at", ">", Date.now())
    .where("sessions.revoked_at", "is", null)
    .executeTakeFirst();
  return row ? toSessionUser(row) : null;
}

/** The signed-in user, or an ApiError 401 (`unauthorized`) that apiHandler turns into JSON. */
export async function requireUser(request: Request, env: Env): Promise<SessionUser> {
  const user = await getSessionUser(request, env);
  if (!user) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  return user;
}

async function revokeSession(
  env: Env,
  sessionId: string,
  reason: "logout" | "refresh_reuse",
  now: number,
): Promise<void> {
  const q = db(env);
  await env.DB.batch([
    statement(
      env,
      q
        .updateTable("sessions")
        .set({ revoked_at: now, revoked_reason: reason })
        .where("id", "=", sessionId)
        .where("revoked_at", "is", null),
    ),
    statement(env, q.deleteFrom("access_tokens").where("session_id", "=", sessionId)),
  ]);
}

export type RefreshFailure = "missing" | "unknown" | "expired" | "revoked" | "reused";

export type RefreshResult =
  { ok: true; user: SessionUser; headers: Headers } | { ok: false; reason: RefreshFailure; headers: Headers };

/**
 * Rotates the refresh token of this request: marks it used and issues a new pair in the same
 * session. A token that was already used revokes its whole session (someone else holds a copy).
 * Every failure comes with headers that clear both cookies.
 */
export async function refreshSession(request: Request, env: Env, now = Date.now()): Promise<RefreshResult> {
  const fail = (reason: RefreshFailure): RefreshResult => ({ ok: false, reason, headers: clearedSessionCookies(env) });
  const token = tokenCookie(request, sessionCookieNames(env).refresh);
  if (!token) return fail("missing");
  const hash = await sha256Hex(token);
  const row = await db(env)
    .selectFrom("refresh_tokens")
    .innerJoin("sessions", "sessions.id", "refresh_tokens.session_id")
    .select([
      "refresh_tokens.session_id",
      "refresh_tokens.expires_at",
      "refresh_tokens.used_at",
      "sessions.revoked_at",
      "sessions.uid",
    ])
    .where("refresh_tokens.token_hash", "=", hash)
    .executeTakeFirst();
  if (!row) return fail("unknown");
  if (row.revoked_at !== null) return fail("revoked");
  if (row.used_at !== null) {
    await revokeSession(env, row.session_id, "refresh_reuse", now);
    return fail("reused");
  }
  if (row.expires_at <= now) return fail("expired");
  // Only one request may rotate a token; a concurrent second one is a reuse.
  const marked = await db(env)
    .updateTable("refresh_tokens")
    .set({ used_at: now })
    .where("token_hash", "=", hash)
    .where("used_at", "is", null)
    .executeTakeFirst();
  if (Number(marked.numUpdatedRows) !== 1) {
    await revokeSession(env, row.session_id, "refresh_reuse", now);
    return fail("reused");
  }
  const user = await findUser(env, row.uid);
  if (!user) return fail("unknown");
  const tokens = await newTokens();
  const q = db(env);
  await env.DB.batch([
    ...newTokenStatements(env, row.session_id, tokens, now),
    statement(env, q.updateTable("sessions").set({ last_refreshed_at: now }).where("id", "=", row.session_id)),
    // Used refresh tokens stay until their own expiry so that a late replay is still recognised.
    statement(
      env,
      q.deleteFrom("access_tokens").where("session_id", "=", row.session_id).where("expires_at", "<=", now),
    ),
    statement(
      env,
      q.deleteFrom("refresh_tokens").where("session_id", "=", row.session_id).where("expires_at", "<=", now),
    ),
  ]);
  return { ok: true, user, headers: sessionCookieHeaders(env, tokens) };
}

/**
 * Logs this device out: revokes the session named by the access or the refresh cookie (expired
 * access tokens still name their session) and clears both cookies. Without cookies it only clears.
 */
export async function endSession(request: Request, env: Env, now = Date.now()): Promise<Headers> {
  const names = sessionCookieNames(env);
  const access = tokenCookie(request, names.access);
  const refresh = tokenCookie(request, names.refresh);
  let sessionId: string | undefined;
  if (access) {
    const row = await db(env)
      .selectFrom("access_tokens")
      .select("session_id")
      .where("token_hash", "=", await sha256Hex(access))
      .executeTakeFirst();
    sessionId = row?.session_id;
  }
  if (!sessionId && refresh) {
    const row = await db(env)
      .selectFrom("refresh_tokens")
      .select("session_id")
      .where("token_hash", "=", await sha256Hex(refresh))
      .executeTakeFirst();
    sessionId = row?.session_id;
  }
  if (sessionId) await revokeSession(env, sessionId, "logout", now);
  return clearedSessionCookies(env);
}
