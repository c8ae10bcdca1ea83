/**
 * GET /files/reports/:id?exp=…&sig=… — streams a report PDF from R2. Both the link's signature
 * (not expired) and the session (owner, or a manager of the owner's organization) must hold:
 * a bad or old link is 403, someone else's report 404.
 */
import { ApiError, parseWith } from "#app/server/http.server";
import { reachableReport } from "#app/server/print/downloads.server";
import { verifyReportLink } from "#app/server/print/links.server";
import { JobId } from "./fields";
import { apiLoader, notAllowed } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "actor",
  async handler({ request, params, env, actor }) {
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

export const action = notAllowed;
