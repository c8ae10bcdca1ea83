/**
 * POST /api/user/get-kundalis {user_id} — saved Kundlis (birth data) of the astrologer, or of one
 * of their organization's astrologers (owners and admins), newest first.
 * → {status:"success", data: [kundli]} (the browser reads `data` as the list, like get-profiles)
 */
import { z } from "zod";
import { actFor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { listKundlis } from "#app/server/accounts/kundalis.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ user_id: uidField.optional() });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { user_id } }) {
    const owner = await actFor(env, actor, user_id);
    return jsonResponse({ status: "success", data: await listKundlis(env, owner) });
  },
});
