/**
 * POST /api/user/pay-order {order_id} — pays an order of the session's own still waiting in
 * `placed` (after a top-up or a new plan). The charge carries the order's own idempotency key,
 * so paying twice charges once. → {status:"success", data: order, payment}
 */
import { z } from "zod";
import { uidField } from "#app/shared/accounts/fields";
import { jsonResponse } from "#app/server/http.server";
import { ownOrder, payOrder } from "#app/server/orders/orders.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ order_id: uidField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { order_id } }) {
    const { order, payment } = await payOrder(env, await ownOrder(env, actor.uid, order_id));
    return jsonResponse({ status: "success", data: order, payment });
  },
});
