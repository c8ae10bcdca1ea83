/**
 * The queued batch matches that hold a client's saved Kundlis (docs/decisions/0021 and 0023), for
 * erasure: a job keeps its births in R2 (batch-match/<user>/<job>/…) for a week, and a client's
 * Kundli may be its profile or one of its candidates, whoever ran it (an organization's owner or
 * admin may batch a member's Kundlis). Jobs list their saved Kundlis in batch_match_job_kundlis
 * (migrations/0020); a job queued before that lists nothing, and its input.json is read instead.
 * CSV births name no Kundli and are not found, as a report printed from typed-in details is not.
 */
import type { OwnedRow } from "#app/server/accounts/records.server";
import { type BatchJobRow, jobKey, readObject } from "#app/server/match/batch-job.server";
import type { PreparedBatch } from "#app/server/match/batch.server";

export type ClientBatchJob = Pick<BatchJobRow, "id" | "user_id" | "status">;

async function legacyJobs(env: Env, client: OwnedRow): Promise<ClientBatchJob[]> {
  // Only the client's astrologer, or a manager in their organization, could have put their Kundlis in a job.
  const { results: jobs } = await env.DB.prepare(
    `SELECT id, user_id, status FROM batch_match_jobs WHERE kundlis_listed = 0 AND user_id IN (
       SELECT uid FROM users WHERE uid = ?1
         OR (organization_id <> 0 AND organization_id = (SELECT organization_id FROM users WHERE uid = ?1)))`,
  )
    .bind(client.user_id)
    .all<ClientBatchJob>();
  if (jobs.length === 0) return [];
  const { results } = await env.DB.prepare("SELECT id FROM kundalis WHERE client_id = ?")
    .bind(client.id)
    .all<{ id: number }>();
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
  const { results } = await env.DB.prepare(
    `SELECT id, user_id, status FROM batch_match_jobs WHERE id IN (
       SELECT job_id FROM batch_match_job_kundlis WHERE kundli_id IN (SELECT id FROM kundalis WHERE client_id = ?))`,
  )
    .bind(client.id)
    .all<ClientBatchJob>();
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
