/** GET /api/billing?month=YYYY-MM — every ledger entry and invoice of the signed-in user (one month, or all). */
import { requireUser } from "#app/server/auth/session.server";
import { billingView } from "#app/server/commerce/billing.server";
import { Month } from "#app/server/commerce/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, parseWith } from "#app/server/http.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    const raw = new URL(request.url).searchParams.get("month");
    const month = raw === null || raw === "" ? undefined : parseWith(Month, raw);
    return jsonResponse({ data: await billingView(env, user.uid, month) });
  },
});
