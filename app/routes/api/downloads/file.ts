/**
 * GET /api/downloads/:id/file — a short-lived signed link to the report's PDF, for its owner or a
 * manager of the owner's organization: {url, expiresAt}. With ?redirect=1, a 302 to it (for a
 * plain link in the page). Anyone else: 404, as for a report that does not exist.
 */
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, parseWith } from "#app/server/http.server";
import { reachableReport } from "#app/server/print/downloads.server";
import { signedReportUrl } from "#app/server/print/links.server";
import { JobId } from "./fields";

export const loader = apiHandler({
  async GET({ request, context, params }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const id = parseWith(JobId, params.id);
    const job = await reachableReport(env, actor, id);
    const link = await signedReportUrl(env, job.id);
    if (new URL(request.url).searchParams.get("redirect") === "1") {
      return new Response(null, { status: 302, headers: { Location: link.url, "Cache-Control": "no-store" } });
    }
    return jsonResponse(link);
  },
});

export const action = apiHandler({});
