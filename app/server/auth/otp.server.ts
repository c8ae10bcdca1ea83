/**
 * One-time codes for phone sign-in and email verification.
 *
 * A code is 6 crypto-random digits, valid 5 minutes, dead after 5 wrong tries. Only
 * HMAC-SHA256(AUTH_SECRET, id:code) is stored, where the row id is a random per-code salt;
 * without the secret a stolen table would still cost 10^6 hashes per code to reverse, with it
 * the codes cannot be recovered at all. The newest code sent to a destination is the only live
 * one: asking again replaces the previous code.
 */
import { db, rowid, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import { isDevelopment } from "#app/server/security.server";
import { OTP_LENGTH } from "#app/shared/auth/fields";
import { hmacSha256Hex, randomDigits, randomToken, timingSafeEqual } from "./crypto.server";

export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;

export type OtpChannel = "sms" | "email";

export interface OtpTarget {
  channel: OtpChannel;
  /** E.164 phone or lower-cased email address. */
  destination: string;
  /** Email codes belong to the signed-in user who asked; phone codes to nobody yet. */
  uid?: string;
}

/** Used only where AUTH_SECRET is unset (local development and tests). */
const DEV_SECRET = "kundli-studio-local-otp-key";
let warnedMissingSecret = false;

function otpKey(env: Env): string {
  if (env.AUTH_SECRET) return env.AUTH_SECRET;
  if (!isDevelopment(env) && !warnedMissingSecret) {
    warnedMissingSecret = true;
    console.warn(
      "AUTH_SECRET is not set: one-time codes are hashed with a public key. Set it with `wrangler secret put AUTH_SECRET`.",
    );
  }
  return DEV_SECRET;
}

function hashCode(env: Env, id: string, code: string): Promise<string> {
  return hmacSha256Hex(otpKey(env), `${id}:${code}`);
}

/** Creates and stores a new code for `target`; the caller sends it and deletes it if sending fails. */
export async function issueOtp(
  env: Env,
  target: OtpTarget & { name?: string },
  now = Date.now(),
): Promise<{ id: string; code: string; expiresAt: number }> {
  const id = randomToken(16);
  const code = randomDigits(OTP_LENGTH);
  const expiresAt = now + OTP_TTL_MS;
  const codes = db(env);
  await env.DB.batch([
    statement(
      env,
      codes.insertInto("otp_codes").values({
        id,
        channel: target.channel,
        destination: target.destination,
        uid: target.uid ?? null,
        name: target.name ?? null,
        code_hash: await hashCode(env, id, code),
        attempts: 0,
        created_at: now,
        expires_at: expiresAt,
      }),
    ),
    // Housekeeping: codes a day past their expiry are of no further use.
    statement(
      env,
      codes.deleteFrom("otp_codes").where(rowid, "in", (eb) =>
        eb
          .selectFrom("otp_codes")
          .select(rowid.as("rowid"))
          .where("expires_at", "<", now - 24 * 60 * 60_000)
          .limit(100),
      ),
    ),
  ]);
  return { id, code, expiresAt };
}

/** Removes a code that could not be delivered, so it cannot be guessed either. */
export async function discardOtp(env: Env, id: string): Promise<void> {
  await db(env).deleteFrom("otp_codes").where("id", "=", id).execute();
}

/**
 * Checks `code` against the live code of `target` and consumes it. Refusals (all on field
 * "otp"): no_code (none sent, used, or replaced), code_expired, too_many_attempts (429; the
 * fifth wrong try kills the code), wrong_code (with the tries left). Only a wrong try writes:
 * it counts the try.
 */
export async function verifyOtp(
  env: Env,
  target: OtpTarget,
  code: string,
  now = Date.now(),
): Promise<{ name: string | null }> {
  const uid = target.uid ?? null;
  const row = await db(env)
    .selectFrom("otp_codes")
    .select(["id", "name", "code_hash", "attempts", "expires_at", "consumed_at"])
    .where("channel", "=", target.channel)
    .where("destination", "=", target.destination)
    .$if(uid !== null, (qb) => qb.where("uid", "=", uid))
    .orderBy("created_at", "desc")
    .orderBy(rowid, "desc")
    .limit(1)
    .executeTakeFirst();
  if (!row || row.consumed_at !== null) throw new ApiError(400, "no_code", "auth.noCode", "otp");
  if (row.expires_at <= now) throw new ApiError(400, "code_expired", "auth.codeExpired", "otp");
  if (row.attempts >= OTP_MAX_ATTEMPTS) throw new ApiError(429, "too_many_attempts", "auth.tooManyAttempts", "otp");

  if (!timingSafeEqual(await hashCode(env, row.id, code), row.code_hash)) {
    const counted = await db(env)
      .updateTable("otp_codes")
      .set((eb) => ({ attempts: eb("attempts", "+", 1) }))
      .where("id", "=", row.id)
      .where("attempts", "<", OTP_MAX_ATTEMPTS)
      .returning("attempts")
      .executeTakeFirst();
    const left = OTP_MAX_ATTEMPTS - (counted?.attempts ?? OTP_MAX_ATTEMPTS);
    if (left <= 0) throw new ApiError(429, "too_many_attempts", "auth.tooManyAttempts", "otp");
    throw new ApiError(400, "wrong_code", "auth.wrongCode", "otp", { count: left });
  }

  // The conditions repeat the checks above so that two requests with the right code cannot both win.
  const consumed = await db(env)
    .updateTable("otp_codes")
    .set({ consumed_at: now })
    .where("id", "=", row.id)
    .where("consumed_at", "is", null)
    .where("attempts", "<", OTP_MAX_ATTEMPTS)
    .where("expires_at", ">", now)
    .executeTakeFirst();
  if (Number(consumed.numUpdatedRows) !== 1) throw new ApiError(400, "no_code", "auth.noCode", "otp");
  return { name: row.name };
}
