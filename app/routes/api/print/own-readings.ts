/**
 * The session's own reading texts (issue 16), kept from their edited reports and offered in their
 * later drafts. Only ever the session's own: no body or query names another user.
 * - GET ?language=en|hi → {data: [{key, text, updated_at}]}
 * - POST {language, key} → {status: "success"}: forgets that text (later drafts offer the library's); 404 if none.
 */
import { requireActor } from "#app/server/accounts/access.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse, parseWith, readJson } from "#app/server/http.server";
import { ForgetBody, forgetOwnReading, listOwnReadings, OwnReadingsQuery } from "#app/server/print/drafts.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    const query = parseWith(OwnReadingsQuery, Object.fromEntries(new URL(request.url).searchParams));
    return jsonResponse({ data: await listOwnReadings(env, actor, query.language) });
  },
});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const actor = await requireActor(request, env);
    await forgetOwnReading(env, actor, await readJson(request, ForgetBody));
    return jsonResponse({ status: "success" });
  },
});
