/**
 * POST /api/user/get-notification {user_id} — the caller's own notifications, newest first (at
 * most 100), and how many are unread. A notification inbox is personal: another user_id is 403.
 * → {status:"success", data: [notification], unread}
 */
import { z } from "zod";
import { requireActor, selfOnly } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { listNotifications } from "#app/server/accounts/notifications.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { user_id } = await readBody(request, Body);
    const { data, unread } = await listNotifications(env, selfOnly(actor, user_id));
    return jsonResponse({ status: "success", data, unread });
  },
});
