/** GET /api/billing?month=YYYY-MM — every ledger entry and invoice of the signed-in user (one month, or all). */
import { billingView } from "#app/server/commerce/billing.server";
import { Month } from "#app/server/commerce/input.server";
import { jsonResponse, parseWith } from "#app/server/http.server";
import { apiLoader } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "user",
  async handler({ request, env, user }) {
    const raw = new URL(request.url).searchParams.get("month");
    const month = raw === null || raw === "" ? undefined : parseWith(Month, raw);
    return jsonResponse({ data: await billingView(env, user.uid, month) });
  },
});
