/** GET /api/subscription — plans, the current period, Days Left and the wallet balance. */
import { requireUser } from "#app/server/auth/session.server";
import { subscriptionView } from "#app/server/commerce/billing.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    return jsonResponse({ data: await subscriptionView(env, user.uid) });
  },
});
