/** POST /api/auth/send-otp-email {email, name} — signed in only: emails a code to verify that address. */
import { z } from "zod";
import { getInstance } from "#app/i18n/i18next.server";
import { requireEmailSender, sendEmailCode } from "#app/server/auth/deliver.server";
import { emailField, nameField } from "#app/shared/auth/fields";
import { OTP_TTL_MS } from "#app/server/auth/otp.server";
import { clientIp, consumeRateLimits, LIMITS } from "#app/server/auth/rate-limit.server";
import { requireUser } from "#app/server/auth/session.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";

const Body = z.object({ email: emailField, name: nameField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    const { email, name } = await readJson(request, Body);
    const sender = requireEmailSender(env);
    await consumeRateLimits(env, [
      [LIMITS.sendEmailOtpPerUser, user.uid],
      [LIMITS.sendEmailOtpPerIp, clientIp(request)],
    ]);
    await sendEmailCode(env, sender, getInstance(context).t, { uid: user.uid, email, name });
    return jsonResponse({ status: "sent", email, expires_in: OTP_TTL_MS / 1000 });
  },
});
