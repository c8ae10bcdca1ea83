/** GET /api/payments/:id — the signed-in user's own payment (404 for anyone else's). */
import { requireUser } from "#app/server/auth/session.server";
import { ownPayment, paymentView } from "#app/server/commerce/purchase.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({
  async GET({ request, context, params }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    return jsonResponse({ data: paymentView(await ownPayment(env, user.uid, params.id ?? "")) });
  },
});
