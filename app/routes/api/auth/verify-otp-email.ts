/**
 * POST /api/auth/verify-otp-email {email, otp} — signed in only: checks the emailed code and
 * stores the address on the user (and the name sent with the code, if the user had none).
 */
import { z } from "zod";
import { emailField, otpField } from "#app/shared/auth/fields";
import { verifyOtp } from "#app/server/auth/otp.server";
import { clientIp, consumeRateLimit, LIMITS } from "#app/server/auth/rate-limit.server";
import { requireUser } from "#app/server/auth/session.server";
import { setVerifiedEmail } from "#app/server/auth/users.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, jsonResponse, readJson } from "#app/server/http.server";

const Body = z.object({ email: emailField, otp: otpField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const signedIn = await requireUser(request, env);
    const { email, otp } = await readJson(request, Body);
    await consumeRateLimit(env, LIMITS.verifyOtpPerIp, clientIp(request));
    const { name } = await verifyOtp(env, { channel: "email", destination: email, uid: signedIn.uid }, otp);
    const user = await setVerifiedEmail(env, signedIn.uid, email, name);
    if (!user) throw new ApiError(401, "unauthorized", "errors.unauthorized");
    return jsonResponse({ status: "verified", user });
  },
});
