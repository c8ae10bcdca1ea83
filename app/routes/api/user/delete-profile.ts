/**
 * POST /api/user/delete-profile {profile_id} — deletes a saved person profile (by integer id or
 * uid) the caller may reach; otherwise 404, the same as for one that does not exist.
 * → {status:"deleted", id, uid}
 */
import { z } from "zod";
import { recordRef } from "#app/shared/accounts/fields";
import { deleteProfile } from "#app/server/accounts/profiles.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ profile_id: recordRef });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { profile_id } }) {
    const row = await findOwnedRow(env, actor, "profiles", profile_id, {
      messageKey: "accounts.profileNotFound",
      field: "profile_id",
    });
    await deleteProfile(env, row.id);
    return jsonResponse({ status: "deleted", id: row.id, uid: row.uid });
  },
});
