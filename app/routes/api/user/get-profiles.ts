/**
 * POST /api/user/get-profiles {user_id} — saved person profiles of the astrologer (or of one of
 * their organization's astrologers, for owners and admins), newest first. Without user_id, the
 * caller's own. → {status:"success", data: [profile]} (the browser reads `data` as the list)
 */
import { z } from "zod";
import { actFor } from "#app/server/accounts/access.server";
import { uidField } from "#app/shared/accounts/fields";
import { listProfiles } from "#app/server/accounts/profiles.server";
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
    return jsonResponse({ status: "success", data: await listProfiles(env, owner) });
  },
});
