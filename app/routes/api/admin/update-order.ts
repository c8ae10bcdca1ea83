/**
 * POST /api/admin/update-order {order_id, status, tracking_number?, note?} — a site admin moves an
 * order one valid step (app/shared/orders/states.ts; never to `paid`, which only a payment sets);
 * `shipped` needs the tracking number; cancelling or refunding a paid order refunds it. The
 * astrologer is notified. An invalid move 409, nothing changed. → {status:"success", data: order}
 */
import { jsonResponse } from "#app/server/http.server";
import { OrderMoveFields } from "#app/shared/orders/fields";
import { moveOrder } from "#app/server/orders/orders.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "admin",
  body: OrderMoveFields,
  read: "fields",
  async handler({ env, actor, body: { order_id, status, ...extra } }) {
    return jsonResponse({ status: "success", data: await moveOrder(env, actor, order_id, status, extra) });
  },
});
