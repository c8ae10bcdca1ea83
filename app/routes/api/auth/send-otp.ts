/** POST /api/auth/send-otp {phone} — texts a 6-digit sign-in code (docs/auth.md). */
import { z } from "zod";
import { phoneField } from "#app/shared/auth/fields";
import { sendPhoneCode } from "#app/server/auth/sign-in.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";

const Body = z.object({ phone: phoneField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { phone } = await readJson(request, Body);
    const times = await sendPhoneCode(request, context, phone);
    return jsonResponse({ status: "sent", phone, ...times });
  },
});
