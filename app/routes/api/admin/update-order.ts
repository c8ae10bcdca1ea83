/**
 * POST /api/admin/update-order {order_id, status, tracking_number?, note?} — a site admin moves an
 * order one valid step (app/shared/orders/states.ts; never to `paid`, which only a payment sets);
 * `shipped` needs the tracking number; cancelling or refunding a paid order refunds it. The
 * astrologer is notified. An invalid move 409, nothing changed. → {status:"success", data: order}
 */
import { z } from "zod";
import { requireActor, requireSiteAdmin } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { orderNote, orderStateField, trackingNumber } from "#app/shared/orders/fields";
import { moveOrder } from "#app/server/orders/orders.server";

const Body = z.strictObject({
  order_id: uidField,
  status: orderStateField,
  tracking_number: trackingNumber.optional(),
  note: orderNote.optional(),
});

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    requireSiteAdmin(actor);
    const { order_id, status, ...extra } = await readBody(request, Body);
    return jsonResponse({ status: "success", data: await moveOrder(env, actor, order_id, status, extra) });
  },
});
