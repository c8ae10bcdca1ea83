/** GET /api/wallet — the signed-in user's balance and latest entries: {data: {balancePaise, entries}}. */
import { requireUser } from "~/server/auth/session.server";
import { walletView } from "~/server/commerce/billing.server";
import { cloudflareContext } from "~/server/context.server";
import { apiHandler, jsonResponse } from "~/server/http.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    return jsonResponse({ data: await walletView(env, user.uid) });
  },
});
