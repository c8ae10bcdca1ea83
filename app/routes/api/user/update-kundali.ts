/**
 * POST /api/user/update-kundali {kundali_id, body} — replaces the birth data of a saved Kundli
 * (by integer id or uid) with `body`, checked like add-kundali. Not reachable: 404.
 * → {status:"success", data: kundli}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { recordRef } from "#app/shared/accounts/fields";
import { readBody } from "#app/server/accounts/input.server";
import { KundliFields, updateKundli } from "#app/server/accounts/kundalis.server";
import { findOwnedRow } from "#app/server/accounts/records.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

const Body = z.strictObject({ kundali_id: recordRef, body: KundliFields });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { kundali_id, body } = await readBody(request, Body);
    const row = await findOwnedRow(env, actor, "kundalis", kundali_id, {
      messageKey: "accounts.kundliNotFound",
      field: "kundali_id",
    });
    return jsonResponse({ status: "success", data: await updateKundli(env, row.id, body) });
  },
});
