/**
 * POST /api/user/update-kundali {kundali_id, body} — replaces the birth data of a saved Kundli
 * (by integer id or uid) with `body`, checked like add-kundali. Not reachable: 404.
 * → {status:"success", data: kundli}
 */
import { z } from "zod";
import { recordRef } from "#app/shared/accounts/fields";
import { KundliFields, updateKundli } from "#app/server/accounts/kundalis.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ kundali_id: recordRef, body: KundliFields });

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: Body,
  read: "fields",
  async handler({ env, actor, body: { kundali_id, body } }) {
    const row = await findOwnedRow(env, actor, "kundalis", kundali_id, {
      messageKey: "accounts.kundliNotFound",
      field: "kundali_id",
    });
    return jsonResponse({ status: "success", data: await updateKundli(env, row.id, body) });
  },
});
