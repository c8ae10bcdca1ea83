/**
 * Print jobs in D1 (migrations/0005_print.sql): the queue consumer's state machine and the
 * downloads list of spec §3. Every transition is one conditional UPDATE, so two consumers (a
 * message delivered twice) can never both render a job, and a job is counted once.
 */
import type { Selectable } from "kysely";
import type { CalcOptions, KundliInput, PlaceInput } from "#engine/types.ts";
import { refund } from "#app/server/commerce/entitlements.server";
import { db, statement } from "#app/server/db.server";
import type { PrintJobsTable } from "#app/server/schema.server";
import type { Brand } from "./pdf/brand";
import type { PrintStage } from "#app/shared/downloads";
import type { FamilyDetails } from "#app/shared/reports";

export type PrintJob = Selectable<PrintJobsTable>;

/** What the consumer computes and prints, frozen when the report is requested. */
export type JobInput =
  // `year`: the Varshphal's (calc-cli-v2 `year`), checked against the birth when requested.
  | { kind: "kundli"; birth: KundliInput; family: FamilyDetails; year?: number }
  | { kind: "match"; boy: KundliInput; girl: KundliInput }
  // The day's Panchang: the calc Worker's `panchang` input, checked by it when requested.
  | { kind: "panchang"; date: string; place: PlaceInput; options: Partial<Pick<CalcOptions, "ayanamsa" | "sunrise">> };

/** A consumer that has not finished within this long has died; another may take its job. */
export const CLAIM_LEASE_MS = 5 * 60_000;

/**
 * Progress the print Worker writes as a job runs (spec §4: added, then progress updated, then
 * ready): on claiming it (calculating the chart), once the calculation is back (drawing the
 * pages), once the PDF is drawn (storing it).
 */
export const PROGRESS = { claimed: 10, computed: 40, rendered: 80 } as const;

/** What a job is doing, as the Downloads panel says it: waiting in the queue, then the three stages above. */

export function stageOf(job: Pick<PrintJob, "status" | "progress">): PrintStage {
  if (job.status !== "rendering") return "waiting";
  if (job.progress >= PROGRESS.rendered) return "storing";
  return job.progress >= PROGRESS.computed ? "drawing" : "calculating";
}

export function parseJobInput(job: PrintJob): JobInput {
  return JSON.parse(job.input) as JobInput;
}

export function parseJobBrand(job: PrintJob): Partial<Brand> {
  try {
    return JSON.parse(job.brand) as Partial<Brand>;
  } catch {
    return {};
  }
}

export async function getJob(env: Env, id: string): Promise<PrintJob | undefined> {
  return db(env).selectFrom("print_jobs").selectAll().where("id", "=", id).executeTakeFirst();
}

/**
 * Takes a job for rendering: a queued job, or one whose consumer's lease ran out. Returns the
 * claim token, or null when someone else holds it or it is finished.
 */
export async function claimJob(env: Env, id: string, now = Date.now()): Promise<string | null> {
  const claim = crypto.randomUUID();
  const result = await db(env)
    .updateTable("print_jobs")
    .set((eb) => ({
      status: "rendering",
      claim,
      claimed_at: now,
      attempts: eb("attempts", "+", 1),
      progress: PROGRESS.claimed,
      updated_at: now,
    }))
    .where("id", "=", id)
    .where((eb) =>
      eb.or([
        eb("status", "=", "queued"),
        eb.and([eb("status", "=", "rendering"), eb("claimed_at", "<", now - CLAIM_LEASE_MS)]),
      ]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1 ? claim : null;
}

export async function setProgress(env: Env, id: string, claim: string, progress: number): Promise<void> {
  await db(env)
    .updateTable("print_jobs")
    .set({ progress, updated_at: Date.now() })
    .where("id", "=", id)
    .where("claim", "=", claim)
    .execute();
}

/** An attempt failed: the job goes back to the queue's care (the message is retried). */
export async function releaseJob(env: Env, id: string, claim: string, error: string): Promise<void> {
  await db(env)
    .updateTable("print_jobs")
    .set({ status: "queued", claim: null, progress: 0, error: error.slice(0, 500), updated_at: Date.now() })
    .where("id", "=", id)
    .where("claim", "=", claim)
    .execute();
}

export interface Notice {
  title: string;
  message: string;
  link: string;
}

/**
 * Raw (docs/decisions/0026 rule 1), as the other guarded statements of a batch below: each acts
 * only while its job row still holds this attempt's token (an EXISTS subquery on `guard`).
 */
function noticeStatement(env: Env, job: PrintJob, notice: Notice, type: "download", when: string, guard: D1Guard) {
  return env.DB.prepare(
    `INSERT INTO notifications (uid, user_id, type, title, message, link, is_unread, created_at)
     SELECT ?, ?, ?, ?, ?, ?, 1, ? WHERE EXISTS (SELECT 1 FROM print_jobs WHERE ${guard.sql})`,
  ).bind(crypto.randomUUID(), job.user_id, type, notice.title, notice.message, notice.link, when, ...guard.params);
}

interface D1Guard {
  sql: string;
  params: unknown[];
}

/** The request row's table; a Panchang has none (it is about a day, not a saved Kundli). */
function requestTable(job: PrintJob): "kundali_print" | "matchkundali_print" | null {
  if (job.kind === "panchang") return null;
  return job.kind === "match" ? "matchkundali_print" : "kundali_print";
}

/** The statement that moves the job's request row along with it, when it has one. */
function requestStatement(env: Env, job: PrintJob, status: "ready" | "failed", iso: string, guard: D1Guard) {
  const table = requestTable(job);
  if (!table) return [];
  return [
    env.DB.prepare(
      `UPDATE ${table} SET status = '${status}', updated_at = ?
       WHERE uid = ? AND EXISTS (SELECT 1 FROM print_jobs WHERE ${guard.sql})`,
    ).bind(iso, job.print_uid, ...guard.params),
  ];
}

/**
 * The PDF is in R2: marks the job ready and, in the same D1 transaction (a batch), counts the
 * report on the user (report_count up; it was paid for at request, commerce/entitlements), notifies them
 * and marks the request row ready. Everything after the first statement is guarded by
 * `ready_claim = claim`, which only this claim's UPDATE can set: a second delivery of the same
 * job, or a consumer whose lease was taken over, changes nothing and counts nothing.
 */
export async function finishJob(
  env: Env,
  job: PrintJob,
  claim: string,
  file: { key: string; size: number },
  notice: Notice,
  now = Date.now(),
): Promise<boolean> {
  const iso = new Date(now).toISOString();
  const guard: D1Guard = { sql: "id = ? AND ready_claim = ?", params: [job.id, claim] };
  const results = await env.DB.batch([
    statement(
      env,
      db(env)
        .updateTable("print_jobs")
        .set({
          status: "ready",
          progress: 100,
          claim: null,
          ready_claim: claim,
          fileid: file.key,
          file_size: file.size,
          is_opened: 0,
          error: "",
          finished_at: now,
          updated_at: now,
        })
        .where("id", "=", job.id)
        .where("claim", "=", claim)
        .where("status", "=", "rendering"),
    ),
    env.DB.prepare(
      `UPDATE users SET report_count = report_count + 1
       WHERE uid = ? AND EXISTS (SELECT 1 FROM print_jobs WHERE ${guard.sql})`,
    ).bind(job.user_id, ...guard.params),
    noticeStatement(env, job, notice, "download", iso, guard),
    ...requestStatement(env, job, "ready", iso, guard),
  ]);
  return results[0]!.meta.changes === 1;
}

/**
 * Retries are spent (the dead-letter queue) or the message is lost (the sweeper): the item becomes
 * failed, with a Retry; nothing is counted, and what the request paid is given back. `unchangedSince`: only if no one touched the job since.
 */
export async function failJob(
  env: Env,
  job: PrintJob,
  notice: Notice,
  now = Date.now(),
  o: { unchangedSince?: number } = {},
): Promise<boolean> {
  const iso = new Date(now).toISOString();
  const token = crypto.randomUUID();
  // ready_claim doubles as this transition's guard token; a failed job is never counted.
  const guard: D1Guard = { sql: "id = ? AND status = 'failed' AND ready_claim = ?", params: [job.id, token] };
  const unchangedSince = o.unchangedSince ?? null;
  const results = await env.DB.batch([
    statement(
      env,
      db(env)
        .updateTable("print_jobs")
        .set({ status: "failed", progress: 0, claim: null, ready_claim: token, finished_at: now, updated_at: now })
        .where("id", "=", job.id)
        .where("status", "in", ["queued", "rendering"])
        .$if(unchangedSince !== null, (qb) => qb.where("updated_at", "=", unchangedSince!)),
    ),
    noticeStatement(env, job, notice, "download", iso, guard),
    ...requestStatement(env, job, "failed", iso, guard),
  ]);
  const failed = results[0]!.meta.changes === 1;
  if (failed) await refund(env, { userId: job.user_id, reference: job.id }, now);
  return failed;
}

/** A failed job of this user goes back to the queue. False when there is no such failed job. */
export async function requeueJob(env: Env, userId: string, id: string, now = Date.now()): Promise<boolean> {
  const q = db(env);
  const iso = new Date(now).toISOString();
  const results = await env.DB.batch([
    statement(
      env,
      q
        .updateTable("print_jobs")
        .set({
          status: "queued",
          progress: 0,
          attempts: 0,
          sweeps: 0,
          error: "",
          ready_claim: null,
          finished_at: null,
          updated_at: now,
        })
        .where("id", "=", id)
        .where("user_id", "=", userId)
        .where("status", "=", "failed")
        .where("cleared", "=", 0),
    ),
    // The request row, whichever of the two tables it is in.
    ...(["kundali_print", "matchkundali_print"] as const).map((table) =>
      statement(
        env,
        q
          .updateTable(table)
          .set({ status: "requested", updated_at: iso })
          .where("job_id", "=", id)
          .where("user_id", "=", userId)
          .where("status", "=", "failed"),
      ),
    ),
  ]);
  return results[0]!.meta.changes === 1;
}

/** The user's downloads, newest first (the cleared ones are gone from the list). */
export async function listJobs(env: Env, userId: string, limit = 100): Promise<PrintJob[]> {
  return db(env)
    .selectFrom("print_jobs")
    .selectAll()
    .where("user_id", "=", userId)
    .where("cleared", "=", 0)
    .orderBy("created_at", "desc")
    .orderBy("id", "desc")
    .limit(limit)
    .execute();
}

export async function markOpened(env: Env, userId: string, id: string): Promise<PrintJob | undefined> {
  await db(env)
    .updateTable("print_jobs")
    .set({ is_opened: 1, updated_at: Date.now() })
    .where("id", "=", id)
    .where("user_id", "=", userId)
    .where("cleared", "=", 0)
    .where("status", "=", "ready")
    .execute();
  const job = await getJob(env, id);
  return job && job.user_id === userId && job.cleared === 0 ? job : undefined;
}

/**
 * Clears the whole list: every item is hidden, the files of ready ones are deleted, and jobs not
 * yet started are cancelled (never rendered, never counted). A job already rendering finishes,
 * hidden. Returns how many items were cleared.
 */
export async function clearJobs(env: Env, userId: string): Promise<number> {
  const jobs = await db(env)
    .selectFrom("print_jobs")
    .select(["id", "fileid", "status"])
    .where("user_id", "=", userId)
    .where("cleared", "=", 0)
    .execute();
  if (jobs.length === 0) return 0;
  const now = Date.now();
  const q = db(env);
  await env.DB.batch([
    statement(
      env,
      q
        .updateTable("print_jobs")
        .set({ status: "cancelled", updated_at: now })
        .where("user_id", "=", userId)
        .where("cleared", "=", 0)
        .where("status", "in", ["queued", "failed"]),
    ),
    statement(
      env,
      q
        .updateTable("print_jobs")
        .set({ cleared: 1, updated_at: now })
        .where("user_id", "=", userId)
        .where("cleared", "=", 0),
    ),
  ]);
  // Jobs cancelled here never print: what their requests paid is given back (failed ones already were).
  const cancelled = await q
    .selectFrom("print_jobs")
    .select("id")
    .where("user_id", "=", userId)
    .where("status", "=", "cancelled")
    .where("updated_at", "=", now)
    .execute();
  for (const job of cancelled) await refund(env, { userId, reference: job.id }, now);
  const keys = jobs.filter((j) => j.status === "ready" && j.fileid).map((j) => j.fileid);
  if (keys.length) await env.FILES.delete(keys);
  return jobs.length;
}
