/** GET /api/wallet — the signed-in user's balance and latest entries: {data: {balancePaise, entries}}. */
import { walletView } from "#app/server/commerce/billing.server";
import { jsonResponse } from "#app/server/http.server";
import { apiLoader } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "user",
  async handler({ env, user }) {
    return jsonResponse({ data: await walletView(env, user.uid) });
  },
});
