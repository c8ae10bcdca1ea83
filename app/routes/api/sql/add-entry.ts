/**
 * POST /api/sql/add-entry {table, data} — adds a row to one of profiles, kundali_print,
 * matchkundali_print (or matchmaking_print), report, notifications; only their known columns,
 * for the caller (or `data.user_id`: one of their organization's astrologers). Not SQL: see
 * app/server/accounts/entries.server.ts. → {status:"success", table, data: row}
 */
import { requireActor } from "#app/server/accounts/access.server";
import { addEntry } from "#app/server/accounts/entries.server";
import { readBody } from "#app/server/accounts/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { z } from "zod";

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const { table, row } = await addEntry(env, actor, await readBody(request, z.unknown()));
    return jsonResponse({ status: "success", table, data: row }, { status: 201 });
  },
});
