/**
 * POST /api/print/kundli — a report of one person: {kundaliId | birth, reportType, language,
 * paperSize, chartStyle?, brandingProfileId?, timezone?, year?}. `year` is the Varshphal's (and
 * only its): from the year of birth to 120 years on, this year by default. Queued at once; answers 202 with the
 * download item (spec §3), progress 0. The PDF follows through the print queue. Paid as one
 * report; an `Idempotency-Key` header makes a retried request answer with the first job, paid once.
 * `edits` (a saved Kundli's Janam Kundli, Life Report, Phaladesh, Dosha or Gemstone report, from its draft: POST /api/print/draft): the astrologer's
 * texts, removals, notes and recommendations, checked against the readings this chart selects,
 * printed with the report; readings marked `remember` become the astrologer's own texts.
 */
import { jsonResponse } from "#app/server/http.server";
import { checkedEdits, MAX_EDITS_BODY_BYTES } from "#app/server/print/drafts.server";
import { KundliPrintBody, requestKundliPrint } from "#app/server/print/requests.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: KundliPrintBody,
  maxBytes: MAX_EDITS_BODY_BYTES,
  idempotencyKey: true,
  async handler({ env, actor, body, idempotencyKey }) {
    const edits = body.edits ? await checkedEdits(env, actor, body, body.edits) : undefined;
    return jsonResponse(await requestKundliPrint(env, actor, body, idempotencyKey, edits), {
      status: 202,
    });
  },
});
