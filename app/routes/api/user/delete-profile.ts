/**
 * POST /api/user/delete-profile {profile_id} — deletes a saved person profile (by integer id or
 * uid) the caller may reach; otherwise 404, the same as for one that does not exist.
 * → {status:"deleted", id, uid}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { recordRef } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { deleteProfile } from "#app/server/accounts/profiles.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ profile_id: recordRef });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { profile_id } = await readBody(request, Body);
    const row = await findOwnedRow(env, actor, "profiles", profile_id, {
      messageKey: "accounts.profileNotFound",
      field: "profile_id",
    });
    await deleteProfile(env, row.id);
    return jsonResponse({ status: "deleted", id: row.id, uid: row.uid });
  },
});
