/**
 * POST /api/admin/get-orders {status?} — every astrologer's orders (or those in one state),
 * newest first: the site admin's queue. Anyone else 403 `admin_only`.
 * → {status:"success", data: [order]}
 */
import { z } from "zod";
import { jsonResponse } from "#app/server/http.server";
import { orderStateField } from "#app/shared/orders/fields";
import { listAllOrders } from "#app/server/orders/orders.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ status: orderStateField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "admin",
  body: Body,
  read: "fields",
  async handler({ env, body: { status } }) {
    return jsonResponse({ status: "success", data: await listAllOrders(env, status) });
  },
});
