/**
 * POST /api/user/cancel-order {order_id} — the astrologer cancels an order of theirs before it
 * goes to print (placed or paid); a paid one is refunded. Someone else's order is 404; an order
 * already printing 409. → {status:"success", data: order}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { moveOrder } from "#app/server/orders/orders.server";

const Body = z.strictObject({ order_id: uidField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { order_id } = await readBody(request, Body);
    // As the owner even when a site admin: admins move others' orders through /api/admin/update-order.
    return jsonResponse({
      status: "success",
      data: await moveOrder(env, { ...actor, isAdmin: false }, order_id, "cancelled", {}),
    });
  },
});
