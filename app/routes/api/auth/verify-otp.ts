/**
 * POST /api/auth/verify-otp {phone, otp} — checks the code; on success signs the person in
 * (session cookies), creating their user on the first successful verification.
 */
import { z } from "zod";
import { otpField, phoneField } from "#app/shared/auth/fields";
import { signInWithPhoneCode } from "#app/server/auth/sign-in.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";

const Body = z.object({ phone: phoneField, otp: otpField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { phone, otp } = await readJson(request, Body);
    const { user, created, headers } = await signInWithPhoneCode(request, context, phone, otp);
    return jsonResponse({ status: "valid", user, is_new_user: created }, { headers });
  },
});
