/**
 * Erasing a client (DPDP Act 2023, s. 8(7) and 12): what is removed, what is kept and why is
 * docs/decisions/0023-client-consent-export-erasure.md. In short:
 *
 * - R2: the PDF of every report printed from the client's Kundlis (match reports with someone
 *   else included: they hold the client's birth details too), and every object of each batch
 *   match job whose profile or a saved candidate is one of them (client-batch-jobs.server.ts).
 *   Deleted first, so a failure later leaves rows whose files already answer 404, and erasing
 *   again finishes the work.
 * - D1, in one batch (one transaction): the client, their Kundlis, consultations and consent
 *   records (the foreign keys cascade), the print requests and jobs of those Kundlis, those batch
 *   match jobs, the notifications naming those reports or linking to the client or a Kundli; and
 *   one audit entry.
 * - Kept, for billing law: a printed-and-shipped order of such a report stays, with the recipient's
 *   name, phone, address, city and PIN blanked (amounts, state, dates and status remain), and so
 *   does its print job row, emptied of the name, birth details and file. Wallet entries and
 *   charges name a Kundli or job only by a random uid and stay as the append-only ledger requires.
 *
 * Refused (409) while a report of the client is still printing, a batch match holding them is
 * queued or running, or a printed copy is ordered and not yet shipped: erasing then would orphan
 * a file (the print Worker writes after the rows are gone) or leave the print house nothing to print.
 */
import type { OwnedRow } from "#app/server/accounts/records.server";
import { ApiError } from "#app/server/http.server";
import { auditStatement } from "./audit.server";
import { clientBatchJobs, deleteJobFiles } from "./client-batch-jobs.server";
import { CLIENT_JOBS, CLIENT_KUNDLIS, clientReports, reportKeys } from "./client-reports.server";

export interface ErasureCounts {
  kundlis: number;
  consultations: number;
  consents: number;
  reports: number;
  files: number;
  orders_redacted: number;
  notifications: number;
  batch_jobs: number;
}

/** Jobs with an order: scrubbed and kept (orders.job_id references them). */
const ORDERED = "id IN (SELECT job_id FROM orders)";
/** Notifications about the client's reports (their message names the person) or linking to the client or a Kundli. */
const NOTIFICATIONS = `(
  (type IN ('download', 'print') AND EXISTS (SELECT 1 FROM print_jobs j WHERE j.id IN ${CLIENT_JOBS}
     AND j.user_id = notifications.user_id AND j.name <> '' AND instr(notifications.message, j.name) > 0))
  OR link IN (SELECT '/main/clients/' || id FROM clients WHERE id = ?1)
  OR EXISTS (SELECT 1 FROM clients c WHERE c.id = ?1
    AND (notifications.link LIKE '/main/clients/' || c.id || '/%' OR notifications.link LIKE '/main/clients/' || c.id || '?%'))
  OR link IN (SELECT '/main/kundli/' || id FROM kundalis WHERE client_id = ?1)
  OR EXISTS (SELECT 1 FROM kundalis k WHERE k.client_id = ?1 AND notifications.link LIKE '/main/kundli/' || k.id || '/%')
)`;

// Raw (docs/decisions/0026 rule 2): erasure's statements are built from its table of SQL (client-reports.server.ts).
async function count(env: Env, sql: string, clientId: number): Promise<number> {
  return (await env.DB.prepare(`SELECT COUNT(*) AS n FROM ${sql}`).bind(clientId).first<{ n: number }>())?.n ?? 0;
}

export async function eraseClient(env: Env, actorUid: string, client: OwnedRow): Promise<ErasureCounts> {
  const reports = await clientReports(env, client.id);
  if (reports.some((r) => r.status === "queued" || r.status === "rendering"))
    throw new ApiError(409, "printing", "privacy.erase.printing");
  if (reports.some((r) => r.open_orders > 0)) throw new ApiError(409, "open_order", "privacy.erase.openOrder");
  const batchJobs = await clientBatchJobs(env, client);
  if (batchJobs.some((j) => j.status === "queued" || j.status === "running"))
    throw new ApiError(409, "batch_running", "privacy.erase.batchRunning");

  const [kundlis, consultations, consents, notifications] = await Promise.all([
    count(env, "kundalis WHERE client_id = ?1", client.id),
    count(env, "consultations WHERE client_id = ?1", client.id),
    count(env, "client_consents WHERE client_id = ?1", client.id),
    count(env, `notifications WHERE ${NOTIFICATIONS}`, client.id),
  ]);
  const keys = [...new Set(reports.flatMap(reportKeys))];
  for (let i = 0; i < keys.length; i += 1000) await env.FILES.delete(keys.slice(i, i + 1000));
  await deleteJobFiles(env, batchJobs);

  const counts: ErasureCounts = {
    kundlis,
    consultations,
    consents,
    reports: reports.length,
    files: reports.filter((r) => r.status === "ready" && r.fileid).length,
    orders_redacted: reports.reduce((n, r) => n + r.orders, 0),
    notifications,
    batch_jobs: batchJobs.length,
  };
  const now = Date.now();
  const iso = new Date(now).toISOString();
  // Raw (docs/decisions/0026 rule 2), as count() above.
  const run = (sql: string, ...more: unknown[]) => env.DB.prepare(sql).bind(client.id, ...more);
  await env.DB.batch([
    run(`DELETE FROM notifications WHERE ${NOTIFICATIONS}`),
    run(
      `UPDATE orders SET report_name = '', recipient_name = '', phone = '', address = '', city = '', pincode = '',
         updated_at = ?2 WHERE job_id IN ${CLIENT_JOBS}`,
      iso,
    ),
    run(
      `UPDATE print_jobs SET name = '', file_name = '', input = '{}', fileid = '', file_size = 0, error = '',
         cleared = 1, updated_at = ?2 WHERE id IN ${CLIENT_JOBS} AND ${ORDERED}`,
      now,
    ),
    run(`DELETE FROM print_jobs WHERE id IN ${CLIENT_JOBS} AND NOT ${ORDERED}`),
    run(`DELETE FROM kundali_print WHERE kundali_id IN ${CLIENT_KUNDLIS}`),
    run(
      `DELETE FROM matchkundali_print WHERE boy_kundali_id IN ${CLIENT_KUNDLIS} OR girl_kundali_id IN ${CLIENT_KUNDLIS}`,
    ),
    run(`DELETE FROM report WHERE kundali_id IN ${CLIENT_KUNDLIS}`),
    // Their lists of Kundlis go with them (ON DELETE CASCADE). Raw (docs/decisions/0026 rule 1):
    // json_each, one bound list however many jobs (D1 binds at most 100).
    env.DB.prepare("DELETE FROM batch_match_jobs WHERE id IN (SELECT value FROM json_each(?))").bind(
      JSON.stringify(batchJobs.map((j) => j.id)),
    ),
    // Kundlis, consultations and consent records go with the client (ON DELETE CASCADE).
    run("DELETE FROM clients WHERE id = ?1"),
    auditStatement(
      env,
      {
        actor_uid: actorUid,
        owner_uid: client.user_id,
        action: "client.erase",
        subject_uid: client.uid,
        details: { ...counts },
      },
      iso,
    ),
  ]);
  return counts;
}
