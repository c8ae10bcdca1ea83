/**
 * The session's own reading texts (issue 16), kept from their edited reports and offered in their
 * later drafts. Only ever the session's own: no body or query names another user.
 * - GET ?language=en|hi → {data: [{key, text, updated_at}]}
 * - POST {language, key} → {status: "success"}: forgets that text (later drafts offer the library's); 404 if none.
 */
import { jsonResponse, parseWith } from "#app/server/http.server";
import { ForgetBody, forgetOwnReading, listOwnReadings, OwnReadingsQuery } from "#app/server/print/drafts.server";
import { apiAction, apiLoader } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "actor",
  async handler({ request, env, actor }) {
    const query = parseWith(OwnReadingsQuery, Object.fromEntries(new URL(request.url).searchParams));
    return jsonResponse({ data: await listOwnReadings(env, actor, query.language) });
  },
});

export const action = apiAction({
  auth: "actor",
  body: ForgetBody,
  async handler({ env, actor, body }) {
    await forgetOwnReading(env, actor, body);
    return jsonResponse({ status: "success" });
  },
});
