/**
 * POST /api/auth/refresh-token — rotates the refresh cookie and issues a new access cookie:
 * {status:"valid", user}. Failing that, 401 {status:"invalid"} and both cookies cleared; a
 * refresh token presented twice also signs that device's session out everywhere it was copied.
 */
import { getInstance } from "#app/i18n/i18next.server";
import { refreshSession } from "#app/server/auth/session.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "public",
  async handler({ request, context, env }) {
    const result = await refreshSession(request, env);
    if (result.ok) return jsonResponse({ status: "valid", user: result.user }, { headers: result.headers });
    const { t } = getInstance(context);
    const error =
      result.reason === "reused"
        ? { code: "refresh_reused", message: t("auth.refreshReused") }
        : { code: "session_invalid", message: t("auth.sessionInvalid") };
    return jsonResponse({ status: "invalid", error }, { status: 401, headers: result.headers });
  },
});
