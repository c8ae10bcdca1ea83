/** POST /api/auth/logout — revokes this device's session and clears its cookies; always 200. */
import { endSession } from "#app/server/auth/session.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const headers = await endSession(request, env);
    return jsonResponse({ status: "signed_out" }, { headers });
  },
});
