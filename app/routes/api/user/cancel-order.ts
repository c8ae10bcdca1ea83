/**
 * POST /api/user/cancel-order {order_id} — the astrologer cancels an order of theirs before it
 * goes to print (placed or paid); a paid one is refunded. Someone else's order is 404; an order
 * already printing 409. → {status:"success", data: order}
 */
import { z } from "zod";
import { uidField } from "#app/shared/accounts/fields";
import { jsonResponse } from "#app/server/http.server";
import { moveOrder } from "#app/server/orders/orders.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ order_id: uidField });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { order_id } }) {
    // As the owner even when a site admin: admins move others' orders through /api/admin/update-order.
    return jsonResponse({
      status: "success",
      data: await moveOrder(env, { ...actor, isAdmin: false }, order_id, "cancelled", {}),
    });
  },
});
