/**
 * POST /api/user/delete-kundali {kundali_id} — deletes a saved Kundli (by integer id or uid) the
 * caller may reach; otherwise 404. → {status:"deleted", id, uid}
 */
import { z } from "zod";
import { recordRef } from "#app/shared/accounts/fields";
import { deleteKundli } from "#app/server/accounts/kundalis.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ kundali_id: recordRef });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { kundali_id } }) {
    const row = await findOwnedRow(env, actor, "kundalis", kundali_id, {
      messageKey: "accounts.kundliNotFound",
      field: "kundali_id",
    });
    await deleteKundli(env, row.id);
    return jsonResponse({ status: "deleted", id: row.id, uid: row.uid });
  },
});
