/**
 * POST /api/print/draft — a report's draft, to edit before printing (issue 16):
 * {kundaliId, reportType: "janam-kundli" | "life-report" | "phaladesh" | "dosha" | "gemstone", language, timezone?} → {reportType, language, name,
 * sections: [{id, title, readings: [{key, rule, text, mine}]}], limits}. `text` is the library's,
 * `mine` the session's own text for that reading (never another astrologer's), or null. Print it
 * with POST /api/print/kundli and its `edits`.
 */
import { jsonResponse } from "#app/server/http.server";
import { DraftBody, reportDraft } from "#app/server/print/drafts.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "actor",
  body: DraftBody,
  async handler({ env, actor, body }) {
    return jsonResponse(await reportDraft(env, actor, body));
  },
});
