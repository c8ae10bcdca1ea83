/**
 * Batch matching (docs/batch-matching.md):
 *  - POST /api/match/batch: {side, profileId, candidateIds | csv} → the ranked table (JSON), or
 *    past SYNC_MAX candidates 202 and a queued job (match-batch-job.ts reads it);
 *  - POST /api/match/batch/pdf?lang=en|hi: the same body, at most SYNC_MAX → that table as a PDF;
 *  - GET /api/match/batch/template: the CSV template of births.
 * Only Kundlis the astrologer may open take part (their own, or members' they manage).
 */
import { getInstance, getLocale } from "#app/i18n/i18next.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { askedLanguage, batchPdf } from "#app/server/match/batch-pdf.server";
import { submitBatch } from "#app/server/match/batch-job.server";
import { BatchBody, matchNow, prepareBatch } from "#app/server/match/batch.server";
import { CSV_TEMPLATE, MAX_CSV_BYTES } from "#app/server/match/births-csv.server";

/** The body's limit: the CSV's, with room for JSON's escapes and the other fields. */
const MAX_BODY_BYTES = MAX_CSV_BYTES + MAX_CSV_BYTES / 2 + 16 * 1024;

export const loader = apiLoader({
  auth: "actor",
  async handler({ params }) {
    if (params.format !== "template") throw new ApiError(404, "not_found", "errors.notFound");
    return new Response(CSV_TEMPLATE, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="batch-match-births.csv"',
        "Cache-Control": "private, max-age=3600",
      },
    });
  },
});

export const action = apiAction({
  auth: "actor",
  exists: ({ format }) => format === undefined || format === "pdf",
  body: BatchBody,
  maxBytes: MAX_BODY_BYTES,
  async handler({ request, context, params, env, actor, body }) {
    const t = getInstance(context).t;
    if (params.format === "pdf") {
      const answer = await matchNow(env, await prepareBatch(env, actor, body), t);
      return batchPdf(env, actor, answer, askedLanguage(request, getLocale(context)));
    }
    const submitted = await submitBatch(env, actor, body, t);
    return "job" in submitted ? jsonResponse(submitted, { status: 202 }) : jsonResponse(submitted.answer);
  },
});
