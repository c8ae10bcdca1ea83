/**
 * POST /api/downloads/clear — empties the list: ready files are deleted, jobs not started are
 * cancelled. → {cleared: n}
 */
import { requireUser } from "#app/server/auth/session.server";
import { cloudflareContext } from "#app/server/context.server";
import { apiHandler, jsonResponse } from "#app/server/http.server";
import { clearJobs } from "#app/server/print/jobs.server";

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    return jsonResponse({ cleared: await clearJobs(env, user.uid) });
  },
});
