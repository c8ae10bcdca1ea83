/** GET /api/wallet — the signed-in user's balance and latest entries: {data: {balancePaise, entries}}. */
import { requireUser } from "#app/server/auth/session.server";
import { walletView } from "#app/server/commerce/billing.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    return jsonResponse({ data: await walletView(env, user.uid) });
  },
});
