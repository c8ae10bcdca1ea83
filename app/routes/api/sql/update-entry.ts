/**
 * PUT /api/sql/update-entry {table, updates, condition} — changes known columns of one row,
 * picked by `condition: {uid}` (or {id}), that the caller may reach (404 otherwise). Counters of a
 * profile go up by one: `{"kundali_count": {"increment": 1}}`, or the new value (checked
 * atomically against the current one, 409 if it moved). → {status:"success", table, data: row}
 */
import { z } from "zod";
import { requireActor } from "#app/server/accounts/access.server";
import { updateEntry } from "#app/server/accounts/entries.server";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async PUT({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { table, row } = await updateEntry(env, actor, await readBody(request, z.unknown()));
    return jsonResponse({ status: "success", table, data: row });
  },
});
