/**
 * POST /api/print/draft — a report's draft, to edit before printing (issue 16):
 * {kundaliId, reportType: "janam-kundli" | "life-report" | "phaladesh" | "dosha" | "gemstone", language, timezone?} → {reportType, language, name,
 * sections: [{id, title, readings: [{key, rule, text, mine}]}], limits}. `text` is the library's,
 * `mine` the session's own text for that reading (never another astrologer's), or null. Print it
 * with POST /api/print/kundli and its `edits`.
 */
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, readJson } from "#app/server/http.server";
import { DraftBody, reportDraft } from "#app/server/print/drafts.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const body = await readJson(request, DraftBody);
    return jsonResponse(await reportDraft(env, actor, body));
  },
});
