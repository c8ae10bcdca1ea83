/**
 * The reports printed from a client's saved Kundlis: every print job whose request row
 * (kundali_print, matchkundali_print; migrations/0004, 0005) names one of the client's Kundlis by
 * uid, whoever printed it (a manager's print of a member's Kundli is the manager's job). A report
 * printed from birth details typed in, not from a saved Kundli, names no Kundli and is not found.
 *
 * The same SQL selects them for reading (export) and inside erasure's batch, where every
 * statement must see the rows before the request rows are deleted; `?1` is the client's id.
 */

/** The uids of the client's Kundlis. */
export const CLIENT_KUNDLIS = "(SELECT uid FROM kundalis WHERE client_id = ?1)";

/** Request rows naming a Kundli of the client; `whole`: every person in the report is the client's. */
const REQUESTS = `
  SELECT 'kundli' AS kind, uid, 1 AS whole FROM kundali_print WHERE kundali_id IN ${CLIENT_KUNDLIS}
  UNION ALL
  SELECT 'match' AS kind, uid,
    (boy_kundali_id IN ${CLIENT_KUNDLIS} AND girl_kundali_id IN ${CLIENT_KUNDLIS}) AS whole
  FROM matchkundali_print
  WHERE boy_kundali_id IN ${CLIENT_KUNDLIS} OR girl_kundali_id IN ${CLIENT_KUNDLIS}`;

/** The ids of the client's print jobs, as a subquery. */
export const CLIENT_JOBS = `(SELECT j.id FROM print_jobs j JOIN (${REQUESTS}) r ON j.kind = r.kind AND j.print_uid = r.uid)`;

/** Orders not yet shipped or closed: erasing their report would leave the print house nothing to print. */
export const OPEN_ORDER = "o.status IN ('placed', 'paid', 'printing')";

export interface ClientReport {
  id: string;
  user_id: string;
  kind: "kundli" | "match";
  report_type: string;
  language: "en" | "hi";
  status: "queued" | "rendering" | "ready" | "failed" | "cancelled";
  name: string;
  file_name: string;
  fileid: string;
  file_size: number;
  cleared: number;
  created_at: number;
  finished_at: number | null;
  /** 1 when every person in the report is one of the client's Kundlis (a match of two of them). */
  whole: number;
  /** Orders of a printed copy of it, and how many of them are still open. */
  orders: number;
  open_orders: number;
}

export async function clientReports(env: Env, clientId: number): Promise<ClientReport[]> {
  // Raw (docs/decisions/0026 rule 2): the same table of SQL as erasure's batch (erase.server.ts).
  const { results } = await env.DB.prepare(
    `SELECT j.id, j.user_id, j.kind, j.report_type, j.language, j.status, j.name, j.file_name, j.fileid,
       j.file_size, j.cleared, j.created_at, j.finished_at, r.whole,
       (SELECT COUNT(*) FROM orders o WHERE o.job_id = j.id) AS orders,
       (SELECT COUNT(*) FROM orders o WHERE o.job_id = j.id AND ${OPEN_ORDER}) AS open_orders
     FROM print_jobs j JOIN (${REQUESTS}) r ON j.kind = r.kind AND j.print_uid = r.uid
     ORDER BY j.created_at, j.id`,
  )
    .bind(clientId)
    .all<ClientReport>();
  return results;
}

/** Where a job's PDF is or would be in R2: its recorded key, and the key the print Worker writes (consumer.server.ts reportKey). */
export function reportKeys(job: Pick<ClientReport, "id" | "user_id" | "fileid">): string[] {
  const written = `reports/${job.user_id}/${job.id}.pdf`;
  return job.fileid && job.fileid !== written ? [job.fileid, written] : [written];
}
