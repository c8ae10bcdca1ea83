/**
 * Sliding-window rate limits kept in D1 (rate_limit_hits: one row per counted request).
 */
import { db, rowid } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

export interface RateLimit {
  /** Key prefix, e.g. "send-otp:phone"; the subject (phone, IP, uid) follows it. */
  bucket: string;
  limit: number;
  windowMs: number;
  /** Translation key of the 429 message; gets `count` = minutes (or seconds) until a slot frees up. */
  messageKey: string;
  /** The unit of `count` in the message; minutes unless said. */
  unit?: "minutes" | "seconds";
}

/** The numbers are documented in docs/auth.md; change them there too. */
export const LIMITS = {
  /** One SMS code per phone per 30 s (the sign-in screen's resend timer). */
  sendOtpCooldown: {
    bucket: "send-otp:cooldown",
    limit: 1,
    windowMs: 30_000,
    messageKey: "auth.resendTooSoon",
    unit: "seconds",
  },
  /** SMS codes to one phone number (the brief's budget: 5 per hour). */
  sendOtpPerPhone: { bucket: "send-otp:phone", limit: 5, windowMs: HOUR, messageKey: "auth.tooManyCodes" },
  /** SMS codes asked for from one network, whatever the numbers (SMS cost, number spraying). */
  sendOtpPerIp: { bucket: "send-otp:ip", limit: 20, windowMs: HOUR, messageKey: "auth.tooManyRequests" },
  /** Code checks from one network (guessing across many numbers). */
  verifyOtpPerIp: { bucket: "verify-otp:ip", limit: 30, windowMs: 15 * MINUTE, messageKey: "auth.tooManyRequests" },
  /** "Is this number registered?" questions from one network (enumeration). */
  checkUserPerIp: { bucket: "check-user:ip", limit: 30, windowMs: 15 * MINUTE, messageKey: "auth.tooManyRequests" },
  /** Email codes asked for by one signed-in user. */
  sendEmailOtpPerUser: { bucket: "send-otp-email:user", limit: 5, windowMs: HOUR, messageKey: "auth.tooManyCodes" },
  /** Email codes asked for from one network. */
  sendEmailOtpPerIp: { bucket: "send-otp-email:ip", limit: 20, windowMs: HOUR, messageKey: "auth.tooManyRequests" },
} as const satisfies Record<string, RateLimit>;

/** Hits older than this are deleted as new ones arrive (longer than every window above). */
const RETENTION_MS = 24 * HOUR;

/**
 * The client's address as Cloudflare reports it (CF-Connecting-IP; set by Cloudflare's edge,
 * which overwrites any value the client sends). IPv6 addresses are cut to their /64, the block
 * one subscriber usually holds. Without the header (local runs) every request shares "local".
 */
export function clientIp(request: Request): string {
  const ip = request.headers.get("CF-Connecting-IP")?.trim();
  if (!ip || ip.length > 64) return "local";
  return ip.includes(":") ? ipv6Prefix64(ip) : ip;
}

function ipv6Prefix64(ip: string): string {
  const [head = "", tail] = ip.toLowerCase().split("::", 2);
  const headGroups = head ? head.split(":") : [];
  const tailGroups = tail ? tail.split(":") : [];
  const missing = tail === undefined ? 0 : Math.max(0, 8 - headGroups.length - tailGroups.length);
  const groups = [...headGroups, ...Array<string>(missing).fill("0"), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, "") || "0")
    .join(":")}::/64`;
}

/**
 * Counts one request against every rule, or refuses it with 429 when any rule's window
 * already holds `limit` hits for its subject. A refused request leaves no hits behind: each
 * hit is recorded only while its key is under the limit (one statement, so concurrent requests
 * cannot both slip under it), and the hits of earlier rules are taken back when a later rule refuses.
 */
export async function consumeRateLimits(
  env: Env,
  checks: ReadonlyArray<readonly [rule: RateLimit, subject: string]>,
  now = Date.now(),
): Promise<void> {
  const recorded: number[] = [];
  for (const [rule, subject] of checks) {
    const key = `${rule.bucket}:${subject}`;
    const since = now - rule.windowMs;
    // Raw (docs/decisions/0026 rule 1): a conditional INSERT whose condition is a subquery.
    const hit = await env.DB.prepare(
      `INSERT INTO rate_limit_hits (key, at)
       SELECT ?1, ?2 WHERE (SELECT COUNT(*) FROM rate_limit_hits WHERE key = ?1 AND at > ?3) < ?4
       RETURNING rowid AS id`,
    )
      .bind(key, now, since, rule.limit)
      .first<{ id: number }>();
    if (hit) {
      recorded.push(hit.id);
      continue;
    }
    if (recorded.length > 0) await db(env).deleteFrom("rate_limit_hits").where(rowid, "in", recorded).execute();
    const oldest = await db(env)
      .selectFrom("rate_limit_hits")
      .select((eb) => eb.fn.min("at").as("at"))
      .where("key", "=", key)
      .where("at", ">", since)
      .executeTakeFirst();
    const waitMs = (oldest?.at ?? now) + rule.windowMs - now;
    const count = Math.max(1, Math.ceil(waitMs / (rule.unit === "seconds" ? 1000 : MINUTE)));
    throw new ApiError(429, "rate_limited", rule.messageKey, undefined, { count });
  }
  // Housekeeping: hits older than every window are of no further use.
  await db(env)
    .deleteFrom("rate_limit_hits")
    .where(rowid, "in", (eb) =>
      eb
        .selectFrom("rate_limit_hits")
        .select(rowid.as("rowid"))
        .where("at", "<", now - RETENTION_MS)
        .limit(100),
    )
    .execute();
}

/** One rule, one subject: see consumeRateLimits. */
export function consumeRateLimit(env: Env, rule: RateLimit, subject: string, now = Date.now()): Promise<void> {
  return consumeRateLimits(env, [[rule, subject]], now);
}
