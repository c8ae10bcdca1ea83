/** POST /api/auth/check-user {phone} — whether an account exists for this phone, and nothing more. */
import { z } from "zod";
import { phoneField } from "#app/shared/auth/fields";
import { clientIp, consumeRateLimit, LIMITS } from "#app/server/auth/rate-limit.server";
import { userExists } from "#app/server/auth/users.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.object({ phone: phoneField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "public",
  body: Body,
  async handler({ request, env, body: { phone } }) {
    await consumeRateLimit(env, LIMITS.checkUserPerIp, clientIp(request));
    return jsonResponse({ exists: await userExists(env, phone) });
  },
});
