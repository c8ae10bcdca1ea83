/**
 * A queued batch match (docs/batch-matching.md), its creator's alone (anyone else: 404):
 *  - GET /api/match/batch/jobs/:id → {job: {id, status, total, done}}, and once ready the table
 *    as POST /api/match/batch answers it (`answer`);
 *  - GET /api/match/batch/jobs/:id/pdf?lang=en|hi → the finished table as a PDF.
 */
import { getInstance, getLocale } from "#app/i18n/i18next.server";
import { apiLoader, notAllowed } from "#app/server/api/route.server";
import { jsonResponse } from "#app/server/http.server";
import { jobAnswer, jobStatus, ownJob } from "#app/server/match/batch-job.server";
import { askedLanguage, batchPdf } from "#app/server/match/batch-pdf.server";

export const loader = apiLoader({
  auth: "actor",
  exists: ({ format }) => format === undefined || format === "pdf",
  async handler({ request, context, params, env, actor }) {
    const job = await ownJob(env, actor, params.id);
    const t = getInstance(context).t;
    if (params.format === "pdf")
      return batchPdf(env, actor, await jobAnswer(env, job, t), askedLanguage(request, getLocale(context)));
    return jsonResponse(
      { job: jobStatus(job), ...(job.status === "ready" ? { answer: await jobAnswer(env, job, t) } : {}) },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  },
});

export const action = notAllowed;
