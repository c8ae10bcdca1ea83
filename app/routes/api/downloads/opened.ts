/** POST /api/downloads/opened {id} — marks a ready item opened; → the item. 404 if not the user's. */
import { z } from "zod";
import { requireUser } from "#app/server/auth/session.server";
import { cloudflareContext } from "#app/server/context.server";
import { ApiError, apiHandler, jsonResponse, readJson } from "#app/server/http.server";
import { toDownloadItem } from "#app/server/print/downloads.server";
import { markOpened } from "#app/server/print/jobs.server";
import { JobId } from "./fields";

const Body = z.strictObject({ id: JobId });

export const loader = apiHandler({});

export const action = apiHandler({
  async POST({ request, context }) {
    const { env } = context.get(cloudflareContext);
    const user = await requireUser(request, env);
    const { id } = await readJson(request, Body);
    const job = await markOpened(env, user.uid, id);
    if (!job) throw new ApiError(404, "not_found", "print.errors.downloadNotFound", "id");
    return jsonResponse(toDownloadItem(job));
  },
});
