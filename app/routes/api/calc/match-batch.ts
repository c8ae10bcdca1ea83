/**
 * Batch matching (docs/batch-matching.md):
 *  - POST /api/match/batch: {side, profileId, candidateIds | csv} → the ranked table (JSON), or
 *    past SYNC_MAX candidates 202 and a queued job (match-batch-job.ts reads it);
 *  - POST /api/match/batch/pdf?lang=en|hi: the same body, at most SYNC_MAX → that table as a PDF;
 *  - GET /api/match/batch/template: the CSV template of births.
 * Only Kundlis the astrologer may open take part (their own, or members' they manage).
 */
import { getInstance, getLocale } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, jsonResponse, readJson } from "#app/server/http.server";
import { askedLanguage, batchPdf } from "#app/server/match/batch-pdf.server";
import { submitBatch } from "#app/server/match/batch-job.server";
import { BatchBody, matchNow, prepareBatch } from "#app/server/match/batch.server";
import { CSV_TEMPLATE, MAX_CSV_BYTES } from "#app/server/match/births-csv.server";
import type { Route } from "./+types/match-batch";

/** The body's limit: the CSV's, with room for JSON's escapes and the other fields. */
const MAX_BODY_BYTES = MAX_CSV_BYTES + MAX_CSV_BYTES / 2 + 16 * 1024;

const handler = apiHandler({
  GET: async ({ request, context, params }) => {
    const { env } = context.get(cloudflareContext);
    await requireActor(request, env);
    if (params.format !== "template") throw new ApiError(404, "not_found", "errors.notFound");
    return new Response(CSV_TEMPLATE, {
      headers: {
        "Content-Type": "text/csv; charset=utf-8",
        "Content-Disposition": 'attachment; filename="batch-match-births.csv"',
        "Cache-Control": "private, max-age=3600",
      },
    });
  },
  POST: async ({ request, context, params }) => {
    const { env } = context.get(cloudflareContext);
    if (params.format !== undefined && params.format !== "pdf") throw new ApiError(404, "not_found", "errors.notFound");
    const actor = await requireActor(request, env);
    const body = await readJson(request, BatchBody, MAX_BODY_BYTES);
    const t = getInstance(context).t;
    if (params.format === "pdf") {
      const answer = await matchNow(env, await prepareBatch(env, actor, body), t);
      return batchPdf(env, actor, answer, askedLanguage(request, getLocale(context)));
    }
    const submitted = await submitBatch(env, actor, body, t);
    return "job" in submitted ? jsonResponse(submitted, { status: 202 }) : jsonResponse(submitted.answer);
  },
});

export const action = (args: Route.ActionArgs) => handler(args);
export const loader = (args: Route.LoaderArgs) => handler(args);
