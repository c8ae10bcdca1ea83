/** POST /api/downloads/opened {id} — marks a ready item opened; → the item. 404 if not the user's. */
import { z } from "zod";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { toDownloadItem } from "#app/server/print/downloads.server";
import { markOpened } from "#app/server/print/jobs.server";
import { JobId } from "./fields";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ id: JobId });

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  body: Body,
  async handler({ env, user, body: { id } }) {
    const job = await markOpened(env, user.uid, id);
    if (!job) throw new ApiError(404, "not_found", "print.errors.downloadNotFound", "id");
    return jsonResponse(toDownloadItem(job));
  },
});
