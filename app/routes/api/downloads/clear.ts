/**
 * POST /api/downloads/clear — empties the list: ready files are deleted, jobs not started are
 * cancelled. → {cleared: n}
 */
import { jsonResponse } from "#app/server/http.server";
import { clearJobs } from "#app/server/print/jobs.server";
import { apiAction, notAllowed } from "#app/server/api/route.server";

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  async handler({ env, user }) {
    return jsonResponse({ cleared: await clearJobs(env, user.uid) });
  },
});
