/**
 * The queued batch matches that hold a client's saved Kundlis (docs/decisions/0021 and 0023), for
 * erasure: a job keeps its births in R2 (batch-match/<user>/<job>/…) for a week, and a client's
 * Kundli may be its profile or one of its candidates, whoever ran it (an organization's owner or
 * admin may batch a member's Kundlis). Jobs list their saved Kundlis in batch_match_job_kundlis
 * (migrations/0020); a job queued before that lists nothing, and its input.json is read instead.
 * CSV births name no Kundli and are not found, as a report printed from typed-in details is not.
 */
import type { OwnedRow } from "#app/server/accounts/records.server";
import { db } from "#app/server/db.server";
import { type BatchJobRow, jobKey, readObject } from "#app/server/match/batch-job.server";
import type { PreparedBatch } from "#app/server/match/batch.server";

export type ClientBatchJob = Pick<BatchJobRow, "id" | "user_id" | "status">;

async function legacyJobs(env: Env, client: OwnedRow): Promise<ClientBatchJob[]> {
  // Only the client's astrologer, or a manager in their organization, could have put their Kundlis in a job.
  const q = db(env);
  const jobs = await q
    .selectFrom("batch_match_jobs")
    .select(["id", "user_id", "status"])
    .where("kundlis_listed", "=", 0)
    .where("user_id", "in", (eb) =>
      eb
        .selectFrom("users")
        .select("uid")
        .where((eb) =>
          eb.or([
            eb("uid", "=", client.user_id),
            eb.and([
              eb("organization_id", "<>", 0),
              eb(
                "organization_id",
                "=",
                eb.selectFrom("users").select("organization_id").where("uid", "=", client.user_id),
              ),
            ]),
          ]),
        ),
    )
    .execute();
  if (jobs.length === 0) return [];
  const results = await q.selectFrom("kundalis").select("id").where("client_id", "=", client.id).execute();
  const kundlis = new Set(results.map((r) => r.id));
  const holding: ClientBatchJob[] = [];
  for (const job of jobs) {
    const input = await readObject<PreparedBatch>(env, jobKey(job, "input.json"));
    // No input: its week in R2 is over, and nothing of the client is left in it.
    if (input && (kundlis.has(input.profile.id) || input.candidates.some((c) => kundlis.has(c.kundliId ?? NaN))))
      holding.push(job);
  }
  return holding;
}

/** Every batch job whose profile or a saved candidate is one of the client's Kundlis. */
export async function clientBatchJobs(env: Env, client: OwnedRow): Promise<ClientBatchJob[]> {
  const results = await db(env)
    .selectFrom("batch_match_jobs")
    .select(["id", "user_id", "status"])
    .where("id", "in", (eb) =>
      eb
        .selectFrom("batch_match_job_kundlis")
        .select("job_id")
        .where(
          "kundli_id",
          "in",
          eb.selectFrom("kundalis").select("kundalis.id").where("kundalis.client_id", "=", client.id),
        ),
    )
    .execute();
  return [...results, ...(await legacyJobs(env, client))];
}

/** Deletes every R2 object of the jobs: the input, each chunk's part, the result. */
export async function deleteJobFiles(env: Env, jobs: ClientBatchJob[]): Promise<void> {
  for (const job of jobs) {
    let cursor: string | undefined;
    do {
      const page = await env.FILES.list({ prefix: jobKey(job, ""), cursor });
      if (page.objects.length > 0) await env.FILES.delete(page.objects.map((o) => o.key));
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
}
