/** POST /api/auth/send-otp-email {email, name} — signed in only: emails a code to verify that address. */
import { z } from "zod";
import { getInstance } from "#app/i18n/i18next.server";
import { requireEmailSender, sendEmailCode } from "#app/server/auth/deliver.server";
import { emailField, nameField } from "#app/shared/auth/fields";
import { OTP_TTL_MS } from "#app/server/auth/otp.server";
import { clientIp, consumeRateLimits, LIMITS } from "#app/server/auth/rate-limit.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.object({ email: emailField, name: nameField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  body: Body,
  async handler({ request, context, env, user, body: { email, name } }) {
    const sender = requireEmailSender(env);
    await consumeRateLimits(env, [
      [LIMITS.sendEmailOtpPerUser, user.uid],
      [LIMITS.sendEmailOtpPerIp, clientIp(request)],
    ]);
    await sendEmailCode(env, sender, getInstance(context).t, { uid: user.uid, email, name });
    return jsonResponse({ status: "sent", email, expires_in: OTP_TTL_MS / 1000 });
  },
});
