/** POST /api/auth/check-user {phone} — whether an account exists for this phone, and nothing more. */
import { z } from "zod";
import { phoneField } from "#app/shared/auth/fields";
import { clientIp, consumeRateLimit, LIMITS } from "#app/server/auth/rate-limit.server";
import { userExists } from "#app/server/auth/users.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";

const Body = z.object({ phone: phoneField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const { phone } = await readJson(request, Body);
    await consumeRateLimit(env, LIMITS.checkUserPerIp, clientIp(request));
    return jsonResponse({ exists: await userExists(env, phone) });
  },
});
