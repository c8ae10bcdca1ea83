/**
 * POST /api/auth/verify-otp {phone, otp} — checks the code; on success signs the person in
 * (session cookies), creating their user on the first successful verification.
 */
import { z } from "zod";
import { otpField, phoneField } from "~/shared/auth/fields";
import { verifyOtp } from "~/server/auth/otp.server";
import { clientIp, consumeRateLimit, LIMITS } from "~/server/auth/rate-limit.server";
import { startSession } from "~/server/auth/session.server";
import { findOrCreateUserByPhone } from "~/server/auth/users.server";
import { cloudflareContext } from "~/server/context.server";
import { apiHandler, jsonResponse, readJson } from "~/server/http.server";

const Body = z.object({ phone: phoneField, otp: otpField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const { phone, otp } = await readJson(request, Body);
    await consumeRateLimit(env, LIMITS.verifyOtpPerIp, clientIp(request));
    await verifyOtp(env, { channel: "sms", destination: phone }, otp);
    const { user, created } = await findOrCreateUserByPhone(env, phone);
    const headers = await startSession(request, env, user.uid);
    return jsonResponse({ status: "valid", user, is_new_user: created }, { headers });
  },
});
