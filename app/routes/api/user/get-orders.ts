/**
 * POST /api/user/get-orders {user_id} — the astrologer's orders with their state history, newest
 * first (spec §7); an organization's owner or admin may read their astrologers' (access.server.ts),
 * anyone else's user_id is 403. → {status:"success", data: [order]}
 */
import { z } from "zod";
import { actFor, requireActor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { listOrders } from "#app/server/orders/orders.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { user_id } = await readBody(request, Body);
    const owner = await actFor(env, actor, user_id);
    return jsonResponse({ status: "success", data: await listOrders(env, owner) });
  },
});
