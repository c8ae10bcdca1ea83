/**
 * POST /api/print/kundli — a report of one person: {kundaliId | birth, reportType, language,
 * paperSize, chartStyle?, brandingProfileId?, timezone?, year?}. `year` is the Varshphal's (and
 * only its): from the year of birth to 120 years on, this year by default. Queued at once; answers 202 with the
 * download item (spec §3), progress 0. The PDF follows through the print queue. Paid as one
 * report; an `Idempotency-Key` header makes a retried request answer with the first job, paid once.
 */
import { requireActor } from "~/server/accounts/access.server";
import { idempotencyKeyOf } from "~/server/commerce/input.server";
import { cloudflareContext } from "~/server/context.server";
import { apiHandler, jsonResponse, readJson } from "~/server/http.server";
import { KundliPrintBody, requestKundliPrint } from "~/server/print/requests.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const body = await readJson(request, KundliPrintBody);
    return jsonResponse(await requestKundliPrint(env, actor, body, idempotencyKeyOf(request)), { status: 202 });
  },
});
