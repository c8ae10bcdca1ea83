/** GET /api/payments/:id — the signed-in user's own payment (404 for anyone else's). */
import { ownPayment, paymentView } from "#app/server/commerce/purchase.server";
import { jsonResponse } from "#app/server/http.server";
import { apiLoader } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "user",
  async handler({ params, env, user }) {
    return jsonResponse({ data: paymentView(await ownPayment(env, user.uid, params.id ?? "")) });
  },
});
