/**
 * POST /api/print/match — the matchmaking report of a pair: {boyKundaliId | boy, girlKundaliId |
 * girl, language, paperSize, chartStyle?, brandingProfileId?, timezone?}. Answers 202 with the
 * download item at once. Paid as one report; an `Idempotency-Key` header makes a retried request
 * answer with the first job, paid once.
 */
import { requireActor } from "#app/server/accounts/access.server";
import { idempotencyKeyOf } from "#app/server/commerce/input.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";
import { MatchPrintBody, requestMatchPrint } from "#app/server/print/requests.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const body = await readJson(request, MatchPrintBody);
    return jsonResponse(await requestMatchPrint(env, actor, body, idempotencyKeyOf(request)), { status: 202 });
  },
});
