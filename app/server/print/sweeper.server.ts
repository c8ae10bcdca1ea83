/**
 * The print sweeper (a Cron Trigger: workers/app.ts `scheduled`). A job's queue message can be
 * lost — a send that answered but never arrived, a consumer isolate killed between ack and
 * finish, a queue purged by hand. Such a job sits queued or rendering forever with no progress.
 * The sweeper sends its message again (the consumer's claim makes a second delivery harmless),
 * and after MAX_SWEEPS resends marks it failed with a Retry, as the dead-letter queue does.
 *
 * Every step is a conditional UPDATE on the `updated_at` the sweeper saw: a consumer that
 * touched the job meanwhile, or a second sweeper run, makes the step a no-op.
 */
import { db } from "#app/server/db.server";
import { failJob, type PrintJob } from "./jobs.server";
import { jobNotice } from "./notices.server";
import type { PrintMessage } from "./requests.server";

/**
 * No change for this long means no one is working on the job. Well above the consumer's own
 * gaps: back-off retries (≤ 40 s), a busy job looked at again (150 s), the claim lease (5 min).
 */
export const STALE_MS = 10 * 60_000;
/** Resends before giving up: with a 5-minute cron, a lost job fails after about 40 minutes. */
export const MAX_SWEEPS = 3;
/** One queue sendBatch holds at most 100 messages. */
const BATCH = 100;

export interface SweepResult {
  resent: string[];
  failed: string[];
}

/** Marks the job as swept by this run; false when someone changed it since it was read. */
async function takeForSweep(env: Env, job: PrintJob, now: number): Promise<boolean> {
  const result = await db(env)
    .updateTable("print_jobs")
    .set((eb) => ({ sweeps: eb("sweeps", "+", 1), updated_at: now }))
    .where("id", "=", job.id)
    .where("status", "=", job.status)
    .where("updated_at", "=", job.updated_at)
    .where("sweeps", "=", job.sweeps)
    .executeTakeFirst();
  return result.numUpdatedRows === 1n;
}

export async function sweepPrintJobs(env: Env, now = Date.now()): Promise<SweepResult> {
  const stale = await db(env)
    .selectFrom("print_jobs")
    .selectAll()
    .where("status", "in", ["queued", "rendering"])
    .where("updated_at", "<", now - STALE_MS)
    .orderBy("updated_at")
    .limit(BATCH)
    .execute();
  const result: SweepResult = { resent: [], failed: [] };
  for (const job of stale) {
    if (job.sweeps >= MAX_SWEEPS) {
      if (await failJob(env, job, jobNotice(job, "failed"), now, { unchangedSince: job.updated_at })) {
        result.failed.push(job.id);
      }
    } else if (await takeForSweep(env, job, now)) {
      result.resent.push(job.id);
    }
  }
  if (result.resent.length) {
    await env.PRINT_QUEUE.sendBatch(
      result.resent.map((jobId) => ({ body: { jobId } satisfies PrintMessage, contentType: "json" as const })),
    );
  }
  if (result.resent.length || result.failed.length) {
    console.warn("print sweeper", JSON.stringify({ resent: result.resent.length, failed: result.failed.length }));
  }
  return result;
}
