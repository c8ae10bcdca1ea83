/**
 * PUT /api/sql/update-entry {table, updates, condition} — changes known columns of one row,
 * picked by `condition: {uid}` (or {id}), that the caller may reach (404 otherwise). Counters of a
 * profile go up by one: `{"kundali_count": {"increment": 1}}`, or the new value (checked
 * atomically against the current one, 409 if it moved). → {status:"success", table, data: row}
 */
import { z } from "zod";
import { updateEntry } from "#app/server/accounts/entries.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  method: "PUT",
  auth: "actor",
  body: z.unknown(),
  async handler({ env, actor, body }) {
    const { table, row } = await updateEntry(env, actor, body);
    return jsonResponse({ status: "success", table, data: row });
  },
});
