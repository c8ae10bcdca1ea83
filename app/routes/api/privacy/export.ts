/**
 * GET /api/clients/:id/export — the client as a ZIP: client.json (the client, Kundlis,
 * consultations, consent records, the reports listed) and reports/*.pdf, streamed
 * (app/server/privacy/export.server.ts). Audit-logged.
 */
import { apiLoader, notAllowed } from "#app/server/api/route.server";
import { exportClient } from "#app/server/privacy/export.server";
import { reachableClient } from "./client.server";

export const loader = apiLoader({
  auth: "actor",
  async handler({ params, env, actor }) {
    return exportClient(env, actor.uid, await reachableClient(env, actor, params.id));
  },
});

export const action = notAllowed;
