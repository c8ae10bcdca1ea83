/**
 * POST /api/sql/add-entry {table, data} — adds a row to one of profiles, kundali_print,
 * matchkundali_print (or matchmaking_print), report, notifications; only their known columns,
 * for the caller (or `data.user_id`: one of their organization's astrologers). Not SQL: see
 * app/server/accounts/entries.server.ts. → {status:"success", table, data: row}
 */
import { addEntry } from "#app/server/accounts/entries.server";
import { jsonResponse } from "#app/server/http.server";
import { z } from "zod";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: z.unknown(),
  async handler({ env, actor, body }) {
    const { table, row } = await addEntry(env, actor, body);
    return jsonResponse({ status: "success", table, data: row }, { status: 201 });
  },
});
