/**
 * POST /api/auth/verify-otp {phone, otp} — checks the code; on success signs the person in
 * (session cookies), creating their user on the first successful verification.
 */
import { z } from "zod";
import { otpField, phoneField } from "#app/shared/auth/fields";
import { signInWithPhoneCode } from "#app/server/auth/sign-in.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.object({ phone: phoneField, otp: otpField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "public",
  body: Body,
  async handler({ request, context, body: { phone, otp } }) {
    const { user, created, headers } = await signInWithPhoneCode(request, context, phone, otp);
    return jsonResponse({ status: "valid", user, is_new_user: created }, { headers });
  },
});
