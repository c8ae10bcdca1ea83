/**
 * GET /api/auth/verify-token — the client's session check (spec §4): {status:"valid", user}
 * while the access cookie is live, else 401 {status:"invalid"} (the client then tries
 * refresh-token).
 */
import { getInstance } from "#app/i18n/i18next.server";
import { getSessionUser } from "#app/server/auth/session.server";
import { jsonResponse } from "#app/server/http.server";
import { apiLoader, notAllowed } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "public",
  async handler({ request, context, env }) {
    const user = await getSessionUser(request, env);
    if (user) return jsonResponse({ status: "valid", user });
    const message = getInstance(context).t("errors.unauthorized");
    return jsonResponse({ status: "invalid", error: { code: "unauthorized", message } }, { status: 401 });
  },
});

export const action = notAllowed;
