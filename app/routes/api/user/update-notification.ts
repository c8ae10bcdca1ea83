/**
 * POST /api/user/update-notification {uid, is_unread} — marks one of the caller's notifications
 * (its uid) read or unread; the caller's own user uid marks all of them. Anything else is 404,
 * the same as a notification that does not exist. → {status:"success", updated, unread}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { listNotifications, markNotifications } from "#app/server/accounts/notifications.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ uid: uidField, is_unread: z.boolean({ error: "errors.validation" }) });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { uid, is_unread } = await readBody(request, Body);
    const updated = await markNotifications(env, actor.uid, uid, is_unread);
    const { unread } = await listNotifications(env, actor.uid);
    return jsonResponse({ status: "success", updated, unread });
  },
});
