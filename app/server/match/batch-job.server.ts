/**
 * Batch matching past SYNC_MAX candidates, as a queued job (docs/decisions/0021-batch-matching.md,
 * migrations/0016): the request is checked exactly as a small batch is (prepareBatch: every
 * refusal before anything is written), its births go to R2, a row to batch_match_jobs, and a
 * message to the print queue, whose consumer (batch-job-consumer.server.ts, in the print Worker)
 * matches them in chunks of SYNC_MAX and counts `done`. The job is its creator's alone: anyone
 * else is answered 404, as for one that does not exist.
 */
import type { TFunction } from "i18next";
import type { MatchBatch } from "#engine/match-batch.ts";
import type { Actor } from "#app/server/accounts/access.server";
import { db, statement } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { BatchAnswer } from "#app/shared/match/batch-table";
import type { BatchJobStatus } from "#app/shared/match/batch-job";
import { type BatchBody, batchAnswer, matchNow, prepareBatch, type PreparedBatch, SYNC_MAX } from "./batch.server";

/** What the print queue carries for a job (the print jobs' messages carry `jobId`). */
export interface BatchJobMessage {
  batchMatchJob: string;
}

export function isBatchJobMessage(body: unknown): body is BatchJobMessage {
  return typeof body === "object" && body !== null && typeof (body as BatchJobMessage).batchMatchJob === "string";
}

export interface BatchJobRow {
  id: string;
  user_id: string;
  side: "boy" | "girl";
  profile_id: number;
  total: number;
  done: number;
  status: BatchJobStatus["status"];
  error: string;
  created_at: string;
  updated_at: string;
}

/** A job's R2 objects: `input.json` (PreparedBatch), `part-<from>.json` per chunk, `result.json` (MatchBatch). */
export const jobKey = (job: Pick<BatchJobRow, "user_id" | "id">, name: string) =>
  `batch-match/${job.user_id}/${job.id}/${name}`;

export async function readObject<T>(env: Env, key: string): Promise<T | undefined> {
  const object = await env.FILES.get(key);
  return object ? ((await object.json()) as T) : undefined;
}

export const jobById = (env: Env, id: string): Promise<BatchJobRow | undefined> =>
  db(env).selectFrom("batch_match_jobs").selectAll().where("id", "=", id).executeTakeFirst();

/** Marks a job failed with `error` (cut to 500 characters), unless it is ready already. */
export async function failJob(env: Env, id: string, error: string): Promise<void> {
  await db(env)
    .updateTable("batch_match_jobs")
    .set({ status: "failed", error: error.slice(0, 500), updated_at: new Date().toISOString() })
    .where("id", "=", id)
    .where("status", "<>", "ready")
    .execute();
}

export const jobStatus = (job: BatchJobRow): BatchJobStatus => ({
  id: job.id,
  status: job.status,
  total: job.total,
  done: job.done,
});

/**
 * A batch request: matched now when it has at most SYNC_MAX candidates, else stored and queued.
 * A failed send marks the job failed and answers 503 (nothing is left waiting for nothing).
 */
export async function submitBatch(
  env: Env,
  actor: Actor,
  body: BatchBody,
  t: TFunction,
): Promise<{ answer: BatchAnswer } | { job: BatchJobStatus }> {
  const prepared = await prepareBatch(env, actor, body);
  if (prepared.candidates.length <= SYNC_MAX) return { answer: await matchNow(env, prepared, t) };

  const now = new Date().toISOString();
  const job: BatchJobRow = {
    id: crypto.randomUUID(),
    user_id: actor.uid,
    side: prepared.side,
    profile_id: prepared.profile.id,
    total: prepared.candidates.length,
    done: 0,
    status: "queued",
    error: "",
    created_at: now,
    updated_at: now,
  };
  await env.FILES.put(jobKey(job, "input.json"), JSON.stringify(prepared satisfies PreparedBatch), {
    httpMetadata: { contentType: "application/json" },
  });
  // The saved Kundlis in the job, listed so that a client's erasure finds it (migrations/0020).
  const kundliIds = [job.profile_id, ...prepared.candidates.flatMap((c) => c.kundliId ?? [])];
  await env.DB.batch([
    statement(
      env,
      db(env)
        .insertInto("batch_match_jobs")
        .values({ ...job, kundlis_listed: 1 }),
    ),
    // Raw (docs/decisions/0026 rule 1): json_each, one bound list however many Kundlis (D1 binds at most 100).
    env.DB.prepare(
      "INSERT OR IGNORE INTO batch_match_job_kundlis (job_id, kundli_id) SELECT ?, value FROM json_each(?)",
    ).bind(job.id, JSON.stringify(kundliIds)),
  ]);
  try {
    await env.PRINT_QUEUE.send({ batchMatchJob: job.id } satisfies BatchJobMessage, { contentType: "json" });
  } catch (error) {
    await failJob(env, job.id, `not queued: ${error instanceof Error ? error.message : String(error)}`);
    throw new ApiError(503, "queue_unavailable", "batch.errors.failed");
  }
  return { job: jobStatus(job) };
}

/** The actor's own job; another's, or none, is a 404. */
export async function ownJob(env: Env, actor: Actor, id: string | undefined): Promise<BatchJobRow> {
  const job = id && /^[0-9a-f-]{36}$/.test(id) ? await jobById(env, id) : undefined;
  if (!job || job.user_id !== actor.uid) throw new ApiError(404, "not_found", "batch.errors.jobNotFound");
  return job;
}

/** A finished job's table, as a small batch answers it; 409 before it is ready. */
export async function jobAnswer(env: Env, job: BatchJobRow, t: TFunction): Promise<BatchAnswer> {
  if (job.status !== "ready") throw new ApiError(409, "not_ready", "batch.errors.jobNotReady");
  const [prepared, result] = await Promise.all([
    readObject<PreparedBatch>(env, jobKey(job, "input.json")),
    readObject<MatchBatch>(env, jobKey(job, "result.json")),
  ]);
  // R2 keeps a job's objects for a week (docs/deploy.md): an older table is gone.
  if (!prepared || !result) throw new ApiError(410, "gone", "batch.errors.jobGone");
  return batchAnswer(prepared, result, t);
}
