/**
 * Signing in by phone, as both the JSON API (/api/auth/send-otp, /api/auth/verify-otp) and the
 * sign-in screen's form (app/routes/auth.tsx) do it: the same limits, the same code, the same
 * session. Failures are ApiErrors, which each caller renders in its own way.
 */
import type { RouterContextProvider } from "react-router";
import { getInstance } from "#app/i18n/i18next.server";
import { cloudflareContext } from "#app/server/context.server";
import { requireSmsSender, sendSignInCode } from "./deliver.server";
import { OTP_TTL_MS, verifyOtp } from "./otp.server";
import { clientIp, consumeRateLimit, consumeRateLimits, LIMITS } from "./rate-limit.server";
import { startSession } from "./session.server";
import { findOrCreateUserByPhone } from "./users.server";

/** Seconds the code stays good, and until another may be asked for. */
export const CODE_TIMES = {
  expires_in: OTP_TTL_MS / 1000,
  resend_after: LIMITS.sendOtpCooldown.windowMs / 1000,
} as const;

/** Texts a sign-in code to `phone` (E.164), within the per-phone and per-address limits. */
export async function sendPhoneCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  phone: string,
): Promise<typeof CODE_TIMES> {
  const { env } = context.get(cloudflareContext);
  const sender = requireSmsSender(env);
  await consumeRateLimits(env, [
    [LIMITS.sendOtpCooldown, phone],
    [LIMITS.sendOtpPerPhone, phone],
    [LIMITS.sendOtpPerIp, clientIp(request)],
  ]);
  await sendSignInCode(env, sender, getInstance(context).t, { phone, host: new URL(request.url).host });
  return CODE_TIMES;
}

/** Checks the code and signs the person in on this device, creating their user the first time. */
export async function signInWithPhoneCode(
  request: Request,
  context: Readonly<RouterContextProvider>,
  phone: string,
  otp: string,
) {
  const { env } = context.get(cloudflareContext);
  await consumeRateLimit(env, LIMITS.verifyOtpPerIp, clientIp(request));
  await verifyOtp(env, { channel: "sms", destination: phone }, otp);
  const { user, created } = await findOrCreateUserByPhone(env, phone);
  const headers = await startSession(request, env, user.uid);
  return { user, created, headers };
}
