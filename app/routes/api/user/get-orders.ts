/**
 * POST /api/user/get-orders {user_id} — the astrologer's orders with their state history, newest
 * first (spec §7); an organization's owner or admin may read their astrologers' (access.server.ts),
 * anyone else's user_id is 403. → {status:"success", data: [order]}
 */
import { z } from "zod";
import { actFor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { jsonResponse } from "#app/server/http.server";
import { listOrders } from "#app/server/orders/orders.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { user_id } }) {
    const owner = await actFor(env, actor, user_id);
    return jsonResponse({ status: "success", data: await listOrders(env, owner) });
  },
});
