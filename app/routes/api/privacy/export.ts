/**
 * GET /api/clients/:id/export — the client as a ZIP: client.json (the client, Kundlis,
 * consultations, consent records, the reports listed) and reports/*.pdf, streamed
 * (app/server/privacy/export.server.ts). Audit-logged.
 */
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler } from "#app/server/http.server";
import { exportClient } from "#app/server/privacy/export.server";
import { reachableClient } from "./client.server";

export const loader = apiHandler({
  async GET({ request, context, params }) {
    const { env } = context.get(cloudflareContext);
    const { actor, client } = await reachableClient(request, env, params.id);
    return exportClient(env, actor.uid, client);
  },
});

export const action = apiHandler({});
