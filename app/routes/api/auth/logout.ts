/** POST /api/auth/logout — revokes this device's session and clears its cookies; always 200. */
import { endSession } from "#app/server/auth/session.server";
import { jsonResponse } from "#app/server/http.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "public",
  async handler({ request, env }) {
    const headers = await endSession(request, env);
    return jsonResponse({ status: "signed_out" }, { headers });
  },
});
