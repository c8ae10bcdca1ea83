/**
 * POST /api/user/get-notification {user_id} — the caller's own notifications, newest first (at
 * most 100), and how many are unread. A notification inbox is personal: another user_id is 403.
 * → {status:"success", data: [notification], unread}
 */
import { z } from "zod";
import { selfOnly } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { listNotifications } from "#app/server/accounts/notifications.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { user_id } }) {
    const { data, unread } = await listNotifications(env, selfOnly(actor, user_id));
    return jsonResponse({ status: "success", data, unread });
  },
});
