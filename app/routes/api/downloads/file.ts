/**
 * GET /api/downloads/:id/file — a short-lived signed link to the report's PDF, for its owner or a
 * manager of the owner's organization: {url, expiresAt}. With ?redirect=1, a 302 to it (for a
 * plain link in the page). Anyone else: 404, as for a report that does not exist.
 */
import { jsonResponse, parseWith } from "#app/server/http.server";
import { reachableReport } from "#app/server/print/downloads.server";
import { signedReportUrl } from "#app/server/print/links.server";
import { JobId } from "./fields";
import { apiLoader, notAllowed } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "actor",
  async handler({ request, params, env, actor }) {
    const id = parseWith(JobId, params.id);
    const job = await reachableReport(env, actor, id);
    const link = await signedReportUrl(env, job.id);
    if (new URL(request.url).searchParams.get("redirect") === "1") {
      return new Response(null, { status: 302, headers: { Location: link.url, "Cache-Control": "no-store" } });
    }
    return jsonResponse(link);
  },
});

export const action = notAllowed;
