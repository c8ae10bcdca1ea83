/**
 * POST /api/user/update-notification {uid, is_unread} — marks one of the caller's notifications
 * (its uid) read or unread; the caller's own user uid marks all of them. Anything else is 404,
 * the same as a notification that does not exist. → {status:"success", updated, unread}
 */
import { z } from "zod";
import { uidField } from "#app/shared/accounts/fields";
import { listNotifications, markNotifications } from "#app/server/accounts/notifications.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ uid: uidField, is_unread: z.boolean({ error: "errors.validation" }) });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { uid, is_unread } }) {
    const updated = await markNotifications(env, actor.uid, uid, is_unread);
    const { unread } = await listNotifications(env, actor.uid);
    return jsonResponse({ status: "success", updated, unread });
  },
});
