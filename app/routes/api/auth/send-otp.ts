/** POST /api/auth/send-otp {phone} — texts a 6-digit sign-in code (docs/auth.md). */
import { z } from "zod";
import { getInstance } from "~/i18n/i18next.server";
import { requireSmsSender, sendSignInCode } from "~/server/auth/deliver.server";
import { phoneField } from "~/shared/auth/fields";
import { OTP_TTL_MS } from "~/server/auth/otp.server";
import { clientIp, consumeRateLimits, LIMITS } from "~/server/auth/rate-limit.server";
import { cloudflareContext } from "~/server/context.server";
import { apiHandler, jsonResponse, readJson } from "~/server/http.server";

const Body = z.object({ phone: phoneField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const { phone } = await readJson(request, Body);
    const sender = requireSmsSender(env);
    await consumeRateLimits(env, [
      [LIMITS.sendOtpCooldown, phone],
      [LIMITS.sendOtpPerPhone, phone],
      [LIMITS.sendOtpPerIp, clientIp(request)],
    ]);
    await sendSignInCode(env, sender, getInstance(context).t, { phone, host: new URL(request.url).host });
    return jsonResponse({
      status: "sent",
      phone,
      expires_in: OTP_TTL_MS / 1000,
      resend_after: LIMITS.sendOtpCooldown.windowMs / 1000,
    });
  },
});
