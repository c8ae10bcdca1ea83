/** GET /api/billing?month=YYYY-MM — every ledger entry and invoice of the signed-in user (one month, or all). */
import { requireUser } from "~/server/auth/session.server";
import { billingView } from "~/server/commerce/billing.server";
import { Month } from "~/server/commerce/input.server";
import { cloudflareContext } from "~/server/context.server";
import { apiHandler, jsonResponse, parseWith } from "~/server/http.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    const raw = new URL(request.url).searchParams.get("month");
    const month = raw === null || raw === "" ? undefined : parseWith(Month, raw);
    return jsonResponse({ data: await billingView(env, user.uid, month) });
  },
});
