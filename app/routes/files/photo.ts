/**
 * GET /files/photos/<uid>/<name> — a stored photo (profile photo, branding logo) at its stable
 * address, for signed-in users. The random name is the only way to it; 404 otherwise.
 */
import { servePhoto } from "#app/server/accounts/files.server";
import { getSessionUser } from "#app/server/auth/session.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler } from "#app/server/http.server";
import type { Route } from "./+types/photo";

const handler = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    if (!(await getSessionUser(request, env))) throw new ApiError(401, "unauthorized", "errors.unauthorized");
    const response = await servePhoto(env, new URL(request.url).pathname, request);
    if (!response) throw new ApiError(404, "not_found", "accounts.fileNotFound");
    return response;
  },
});

export const loader = (args: Route.LoaderArgs) => handler(args);
