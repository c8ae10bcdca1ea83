/**
 * GET /files/reports/:id?exp=…&sig=… — streams a report PDF from R2. Both the link's signature
 * (not expired) and the session (owner, or a manager of the owner's organization) must hold:
 * a bad or old link is 403, someone else's report 404.
 */
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, parseWith } from "#app/server/http.server";
import { reachableReport } from "#app/server/print/downloads.server";
import { verifyReportLink } from "#app/server/print/links.server";
import { JobId } from "./fields";

export const loader = apiHandler({
  async GET({ request, context, params }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const id = parseWith(JobId, params.id);
    const url = new URL(request.url);
    if (!(await verifyReportLink(env, id, url.searchParams.get("exp"), url.searchParams.get("sig")))) {
      throw new ApiError(403, "link_expired", "print.errors.linkExpired");
    }
    const job = await reachableReport(env, actor, id);
    const object = await env.FILES.get(job.fileid);
    if (!object) throw new ApiError(404, "not_found", "print.errors.downloadNotFound");
    const ascii = job.file_name.replace(/[^\x20-\x7E]/g, "_").replace(/"/g, "'");
    return new Response(object.body, {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Length": String(object.size),
        "Content-Disposition": `inline; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(job.file_name)}`,
        "Cache-Control": "private, no-store",
        "X-Content-Type-Options": "nosniff",
      },
    });
  },
});

export const action = apiHandler({});
