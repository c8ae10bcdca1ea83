/**
 * POST /api/user/pay-order {order_id} — pays an order of the session's own still waiting in
 * `placed` (after a top-up or a new plan). The charge carries the order's own idempotency key,
 * so paying twice charges once. → {status:"success", data: order, payment}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { ownOrder, payOrder } from "#app/server/orders/orders.server";

const Body = z.strictObject({ order_id: uidField });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { order_id } = await readBody(request, Body);
    const { order, payment } = await payOrder(env, await ownOrder(env, actor.uid, order_id));
    return jsonResponse({ status: "success", data: order, payment });
  },
});
