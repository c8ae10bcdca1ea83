/**
 * POST /api/admin/get-orders {status?} — every astrologer's orders (or those in one state),
 * newest first: the site admin's queue. Anyone else 403 `admin_only`.
 * → {status:"success", data: [order]}
 */
import { z } from "zod";
import { requireActor, requireSiteAdmin } from "#app/server/accounts/access.server";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { orderStateField } from "#app/shared/orders/fields";
import { listAllOrders } from "#app/server/orders/orders.server";

const Body = z.strictObject({ status: orderStateField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    requireSiteAdmin(actor);
    const { status } = await readBody(request, Body);
    return jsonResponse({ status: "success", data: await listAllOrders(env, status) });
  },
});
