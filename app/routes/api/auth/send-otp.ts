/** POST /api/auth/send-otp {phone} — texts a 6-digit sign-in code (docs/auth.md). */
import { z } from "zod";
import { phoneField } from "#app/shared/auth/fields";
import { sendPhoneCode } from "#app/server/auth/sign-in.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.object({ phone: phoneField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "public",
  body: Body,
  async handler({ request, context, body: { phone } }) {
    const times = await sendPhoneCode(request, context, phone);
    return jsonResponse({ status: "sent", phone, ...times });
  },
});
