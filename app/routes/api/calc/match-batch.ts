/**
 * Batch matching (docs/batch-matching.md):
 *  - POST /api/match/batch: {side, profileId, candidateIds | csv} → the ranked table (JSON);
 *  - POST /api/match/batch/pdf?lang=en|hi: the same body → that table as a PDF (print Worker);
 *  - GET /api/match/batch/template: the CSV template of births.
 * Only Kundlis the astrologer may open take part (their own, or members' they manage).
 */
import { getInstance, getLocale } from "#app/i18n/i18next.server";
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, jsonResponse, readJson } from "#app/server/http.server";
import { BatchBody, runBatch } from "#app/server/match/batch.server";
import { CSV_TEMPLATE, MAX_CSV_BYTES } from "#app/server/match/births-csv.server";
import { brandFor } from "#app/server/print/requests.server";
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
    const answer = await runBatch(env, actor, body, getInstance(context).t);
    if (params.format !== "pdf") return jsonResponse(answer);
    const asked = new URL(request.url).searchParams.get("lang");
    const language = asked === "hi" || asked === "en" ? asked : getLocale(context) === "hi" ? "hi" : "en";
    const { brand } = await brandFor(env, actor, undefined);
    // Drawn by the print Worker (RPC), as invoices are: pdfkit and the fonts stay out of this Worker.
    const pdf = await env.PRINT.batchMatch(answer, language, brand);
    return new Response(new Blob([pdf as Uint8Array<ArrayBuffer>]), {
      headers: {
        "Content-Type": "application/pdf",
        "Content-Disposition": `attachment; filename="batch-match-${answer.profile.id}.pdf"`,
        "Cache-Control": "private, no-store",
      },
    });
  },
});

export const action = (args: Route.ActionArgs) => handler(args);
export const loader = (args: Route.LoaderArgs) => handler(args);
