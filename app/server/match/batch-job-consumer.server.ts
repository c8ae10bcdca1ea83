/**
 * The print Worker's side of a queued batch match (batch-job.server.ts): each delivery matches
 * the job's next chunks of SYNC_MAX candidates through the calc Worker, writes each chunk to R2
 * and moves `done` (guarded by its old value, so that a second delivery of the same message
 * neither counts a chunk twice nor overtakes), and after BUDGET_MS hands the rest on in a new
 * message, so that no delivery holds the queue for long. The last chunk merges the parts,
 * ranks them as one batch (the engine's rankRows) and writes `result.json` before the job is
 * `ready`. A failed call is retried with the print queue's backoff; a job whose message reaches
 * the dead-letter queue is `failed`.
 */
import { type MatchBatch, rankRows } from "#engine/match-batch.ts";
import { generateMatchBatch } from "#app/server/calc.server";
import { backoffSeconds } from "#app/server/print/consumer.server";
import { db } from "#app/server/db.server";
import { type BatchJobMessage, type BatchJobRow, failJob, jobById, jobKey, readObject } from "./batch-job.server";
import { calcInput, type PreparedBatch, SYNC_MAX } from "./batch.server";

/** Wall time one delivery spends before it hands the job on (each chunk is about 0.5–1 s). */
const BUDGET_MS = 5_000;

type Part = Pick<MatchBatch, "rows" | "failed">;

/** Every chunk's part, in order, ranked as one batch. */
async function mergeParts(env: Env, job: BatchJobRow, prepared: PreparedBatch): Promise<MatchBatch> {
  const parts: Part[] = [];
  for (let from = 0; from < job.total; from += SYNC_MAX) {
    const part = await readObject<Part>(env, jobKey(job, `part-${from}.json`));
    if (!part) throw new Error(`part ${from} missing`);
    parts.push(part);
  }
  return {
    side: prepared.side,
    profile: { name: prepared.profile.name },
    rows: rankRows(parts.flatMap((p) => p.rows)),
    failed: parts.flatMap((p) => p.failed),
  };
}

/** One delivery of a job's message; `budgetMs` is the wall time before the rest is handed on. */
export async function consumeBatchJob(
  env: Env,
  message: Message<BatchJobMessage>,
  budgetMs = BUDGET_MS,
): Promise<void> {
  const id = message.body.batchMatchJob;
  const job = await jobById(env, id);
  if (!job || job.status === "ready" || job.status === "failed") return message.ack();
  const prepared = await readObject<PreparedBatch>(env, jobKey(job, "input.json"));
  if (!prepared) {
    await failJob(env, id, "input.json missing");
    return message.ack();
  }
  const started = Date.now();
  let done = job.done;
  try {
    while (done < job.total) {
      const to = Math.min(done + SYNC_MAX, job.total);
      const batch = await generateMatchBatch(env, calcInput(prepared, done, to));
      // Indices of the chunk become the job's, where prepared.candidates finds each source.
      const part: Part = {
        rows: batch.rows.map((r) => ({ ...r, index: r.index + done })),
        failed: batch.failed.map((f) => ({ ...f, index: f.index + done })),
      };
      await env.FILES.put(jobKey(job, `part-${done}.json`), JSON.stringify(part));
      const last = to === job.total;
      if (last) await env.FILES.put(jobKey(job, "result.json"), JSON.stringify(await mergeParts(env, job, prepared)));
      const moved = await db(env)
        .updateTable("batch_match_jobs")
        .set({ done: to, status: last ? "ready" : "running", updated_at: new Date().toISOString() })
        .where("id", "=", id)
        .where("done", "=", done)
        .where("status", "in", ["queued", "running"])
        .executeTakeFirst();
      if (moved.numUpdatedRows !== 1n) return message.ack(); // another delivery is ahead of this one
      done = to;
      if (!last && Date.now() - started >= budgetMs) {
        await env.PRINT_QUEUE.send({ batchMatchJob: id } satisfies BatchJobMessage, { contentType: "json" });
        break;
      }
    }
    message.ack();
  } catch (error) {
    console.error("batch match job", id, error instanceof Error ? error.message : String(error));
    message.retry({ delaySeconds: backoffSeconds(message.attempts) });
  }
}

/** A job whose message ran out of retries. */
export async function deadBatchJob(env: Env, message: Message<BatchJobMessage>): Promise<void> {
  await failJob(env, message.body.batchMatchJob, "retries exhausted");
  message.ack();
}
