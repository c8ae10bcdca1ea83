/**
 * POST /api/user/delete-kundali {kundali_id} — deletes a saved Kundli (by integer id or uid) the
 * caller may reach; otherwise 404. → {status:"deleted", id, uid}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { recordRef } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { deleteKundli } from "#app/server/accounts/kundalis.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ kundali_id: recordRef });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { kundali_id } = await readBody(request, Body);
    const row = await findOwnedRow(env, actor, "kundalis", kundali_id, {
      messageKey: "accounts.kundliNotFound",
      field: "kundali_id",
    });
    await deleteKundli(env, row.id);
    return jsonResponse({ status: "deleted", id: row.id, uid: row.uid });
  },
});
