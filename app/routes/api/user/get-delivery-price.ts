/**
 * POST /api/user/get-delivery-price {pincode} — what delivery to that Indian PIN costs and takes
 * (spec §7): → {status:"success", data: {pincode, office, district, state, zone, price_paise,
 * min_days, max_days}}. A malformed PIN 400, an unknown one 400 `unknown_pincode`, a zone we do
 * not deliver to 422 `not_deliverable`, each with its translated message.
 */
import { z } from "zod";
import { jsonResponse } from "#app/server/http.server";
import { quoteDelivery } from "#app/server/orders/delivery.server";
import { pincodeInput } from "#app/shared/orders/fields";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ pincode: pincodeInput });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, body: { pincode } }) {
    return jsonResponse({ status: "success", data: await quoteDelivery(env, pincode) });
  },
});
