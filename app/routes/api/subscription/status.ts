/** GET /api/subscription — plans, the current period, Days Left and the wallet balance. */
import { subscriptionView } from "#app/server/commerce/billing.server";
import { jsonResponse } from "#app/server/http.server";
import { apiLoader } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "user",
  async handler({ env, user }) {
    return jsonResponse({ data: await subscriptionView(env, user.uid) });
  },
});
