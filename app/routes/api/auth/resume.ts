/**
 * GET /api/auth/resume?next=/main/…&fallback=landing|auth — renews a session whose access
 * token has expired, without JavaScript (docs/decisions/0027). It lives under /api/auth because
 * the refresh cookie travels only there. A live refresh token rotates (refreshSession) and the
 * browser goes on to `next`; otherwise the cookies are cleared and it goes to the landing page
 * (spec §2: whoever is not signed in and opens /main is sent to /) or back to the sign-in screen.
 */
import { redirect } from "react-router";
import { getSessionUser, refreshSession } from "#app/server/auth/session.server";
import { workspacePath } from "#app/server/auth/return-path";
import { apiLoader, notAllowed } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "public",
  async handler({ request, env }) {
    const url = new URL(request.url);
    const next = workspacePath(url.searchParams.get("next")) ?? "/main";
    const fallback = url.searchParams.get("fallback") === "auth" ? "/auth" : "/";
    const noStore = { "Cache-Control": "no-store" };
    if (await getSessionUser(request, env)) return redirect(next, { status: 303, headers: noStore });
    const result = await refreshSession(request, env);
    result.headers.set("Cache-Control", "no-store");
    return redirect(result.ok ? next : fallback, { status: 303, headers: result.headers });
  },
});

export const action = notAllowed;
