/**
 * POST /api/downloads/retry {id} — a failed report goes back to the print queue; → the item
 * (queued, progress 0). 404 if not the user's; 409 if it has not failed.
 */
import { z } from "zod";
import { charge } from "#app/server/commerce/entitlements.server";
import { paymentRequired } from "#app/server/commerce/refusal.server";
import { ApiError, jsonResponse } from "#app/server/http.server";
import { toDownloadItem } from "#app/server/print/downloads.server";
import { getJob, requeueJob } from "#app/server/print/jobs.server";
import type { PrintMessage } from "#app/server/print/requests.server";
import { JobId } from "./fields";
import { apiAction, notAllowed } from "#app/server/api/route.server";

const Body = z.strictObject({ id: JobId });

export const loader = notAllowed;

export const action = apiAction({
  auth: "user",
  body: Body,
  async handler({ env, user, body: { id } }) {
    const job = await getJob(env, id);
    if (!job || job.user_id !== user.uid || job.cleared === 1) {
      throw new ApiError(404, "not_found", "print.errors.downloadNotFound", "id");
    }
    if (job.status !== "failed") throw new ApiError(409, "not_failed", "print.errors.notFailed", "id");
    // A failed job was given back what it cost: printing it again is paid again (once per failure).
    const paid = await charge(env, {
      userId: user.uid,
      item: "report",
      reference: id,
      idempotencyKey: `report:${id}:${job.finished_at ?? 0}`,
    });
    if (!paid.ok) throw paymentRequired(paid);
    if (!(await requeueJob(env, user.uid, id))) throw new ApiError(409, "not_failed", "print.errors.notFailed", "id");
    await env.PRINT_QUEUE.send({ jobId: id } satisfies PrintMessage, { contentType: "json" });
    return jsonResponse(toDownloadItem((await getJob(env, id))!));
  },
});
