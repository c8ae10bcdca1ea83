/**
 * POST /api/print/match — the matchmaking report of a pair: {boyKundaliId | boy, girlKundaliId |
 * girl, language, paperSize, chartStyle?, brandingProfileId?, timezone?}. Answers 202 with the
 * download item at once. Paid as one report; an `Idempotency-Key` header makes a retried request
 * answer with the first job, paid once.
 */
import { jsonResponse } from "#app/server/http.server";
import { MatchPrintBody, requestMatchPrint } from "#app/server/print/requests.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: MatchPrintBody,
  idempotencyKey: true,
  async handler({ env, actor, body, idempotencyKey }) {
    return jsonResponse(await requestMatchPrint(env, actor, body, idempotencyKey), { status: 202 });
  },
});
