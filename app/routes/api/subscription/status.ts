/** GET /api/subscription — plans, the current period, Days Left and the wallet balance. */
import { requireUser } from "~/server/auth/session.server";
import { subscriptionView } from "~/server/commerce/billing.server";
import { cloudflareContext } from "~/server/context.server";
import { apiHandler, jsonResponse } from "~/server/http.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    return jsonResponse({ data: await subscriptionView(env, user.uid) });
  },
});
