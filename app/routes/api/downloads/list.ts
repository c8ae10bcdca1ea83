/** GET /api/downloads — the signed-in user's download items, newest first: {data: [item]}. */
import { requireUser } from "#app/server/auth/session.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { toDownloadItem } from "#app/server/print/downloads.server";
import { listJobs } from "#app/server/print/jobs.server";

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    return jsonResponse({ data: (await listJobs(env, user.uid)).map(toDownloadItem) });
  },
});

export const action = apiHandler({});
