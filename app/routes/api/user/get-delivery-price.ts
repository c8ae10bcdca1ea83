/**
 * POST /api/user/get-delivery-price {pincode} — what delivery to that Indian PIN costs and takes
 * (spec §7): → {status:"success", data: {pincode, office, district, state, zone, price_paise,
 * min_days, max_days}}. A malformed PIN 400, an unknown one 400 `unknown_pincode`, a zone we do
 * not deliver to 422 `not_deliverable`, each with its translated message.
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { quoteDelivery } from "#app/server/orders/delivery.server";
import { pincodeInput } from "#app/shared/orders/fields";

const Body = z.strictObject({ pincode: pincodeInput });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    await requireActor(request, env);
    const { pincode } = await readBody(request, Body);
    return jsonResponse({ status: "success", data: await quoteDelivery(env, pincode) });
  },
});
