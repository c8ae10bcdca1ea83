/**
 * POST /api/clients/:id/erase {confirm: true} — erases the client, their Kundlis, consultations,
 * consent records, reports and the reports' files; keeps what billing law requires, blanked of
 * the person (app/server/privacy/erase.server.ts, docs/decisions/0023). Audit-logged.
 * → {status: "erased", uid, counts}; 409 while a report prints or a printed copy is on order.
 */
import { z } from "zod";
import { readBody } from "#app/server/accounts/input.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";
import { jsonResponse } from "#app/server/http.server";
import { eraseClient } from "#app/server/privacy/erase.server";
import { reachableClient } from "./client.server";

const Body = z.strictObject({ confirm: z.literal(true, { error: "privacy.erase.confirmRequired" }) });

export const loader = notAllowed;

/** The body is read once the client is known reachable (as consents.ts). */
export const action = apiAction({
  auth: "actor",
  async handler({ request, params, env, actor }) {
    const client = await reachableClient(env, actor, params.id);
    await readBody(request, Body);
    const counts = await eraseClient(env, actor.uid, client);
    return jsonResponse({ status: "erased", uid: client.uid, counts });
  },
});
