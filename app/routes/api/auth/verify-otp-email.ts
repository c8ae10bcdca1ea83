/**
 * POST /api/auth/verify-otp-email {email, otp} — signed in only: checks the emailed code and
 * stores the address on the user (and the name sent with the code, if the user had none).
 */
import { z } from "zod";
import { emailField, otpField } from "#app/shared/auth/fields";
import { verifyOtp } from "#app/server/auth/otp.server";
import { clientIp, consumeRateLimit, LIMITS } from "#app/server/auth/rate-limit.server";
import { setVerifiedEmail } from "#app/server/auth/users.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.object({ email: emailField, otp: otpField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  body: Body,
  async handler({ request, env, user: signedIn, body: { email, otp } }) {
    await consumeRateLimit(env, LIMITS.verifyOtpPerIp, clientIp(request));
    const { name } = await verifyOtp(env, { channel: "email", destination: email, uid: signedIn.uid }, otp);
    const user = await setVerifiedEmail(env, signedIn.uid, email, name);
    if (!user) throw new ApiError(401, "unauthorized", "errors.unauthorized");
    return jsonResponse({ status: "verified", user });
  },
});
