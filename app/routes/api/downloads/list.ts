/** GET /api/downloads — the signed-in user's download items, newest first: {data: [item]}. */
import { jsonResponse } from "#app/server/http.server";
import { toDownloadItem } from "#app/server/print/downloads.server";
import { listJobs } from "#app/server/print/jobs.server";
import { apiLoader, notAllowed } from "#app/server/api/route.server";

export const loader = apiLoader({
  auth: "user",
  async handler({ env, user }) {
    return jsonResponse({ data: (await listJobs(env, user.uid)).map(toDownloadItem) });
  },
});

export const action = notAllowed;
