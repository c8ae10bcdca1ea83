/**
 * One client as a ZIP (DPDP Act 2023, s. 11: a summary of the data and its processing): the
 * client, every Kundli, consultation and consent record in `client.json`, and the PDFs printed
 * from the client's Kundlis under `reports/`. A match report is included only when both people
 * in it are this client's Kundlis; one with someone else's birth details is left out (and erased
 * with the client all the same, erase.server.ts).
 *
 * The ZIP is streamed (zip.server.ts, fflate), entries stored: PDFs are compressed already and the JSON
 * is small. Each PDF is read from R2 chunk by chunk and each chunk written when the reader takes
 * it, so memory holds a chunk, not the archive.
 */
import { clientDetail } from "#app/server/accounts/clients.server";
import type { OwnedRow } from "#app/server/accounts/records.server";
import { nowIso } from "#app/server/accounts/records.server";
import { writeAudit } from "./audit.server";
import { clientReports, type ClientReport } from "./client-reports.server";
import { listConsents } from "./consents.server";
import { ZipWriter } from "./zip.server";

export const EXPORT_FORMAT = "kundli-studio/client-export@1";

/** reports/2026-11-25-janam-kundli-en-1a2b3c4d.pdf: ASCII, unique, sortable by date. */
export function reportEntryName(job: Pick<ClientReport, "id" | "report_type" | "language" | "created_at">): string {
  const day = new Date(job.created_at).toISOString().slice(0, 10);
  return `reports/${day}-${job.report_type}-${job.language}-${job.id.slice(0, 8)}.pdf`;
}

/** The archive's file name: the client's name in ASCII letters if it has any, else the uid's start. */
export function exportFileName(client: { uid: string; name: string }, date = nowIso()): string {
  const slug = client.name
    .normalize("NFKD")
    .replace(/[^\x20-\x7E]/g, "")
    .replace(/[^A-Za-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")
    .toLowerCase()
    .slice(0, 40);
  return `client-${slug || client.uid.slice(0, 8)}-${date.slice(0, 10)}.zip`;
}

/** Everything kept about the client, and the response that streams it; the export is audit-logged. */
export async function exportClient(env: Env, actorUid: string, client: OwnedRow): Promise<Response> {
  const [detail, consents, reports] = await Promise.all([
    clientDetail(env, client.id),
    listConsents(env, client.id),
    clientReports(env, client.id),
  ]);
  const files = reports.filter((r) => r.status === "ready" && r.cleared === 0 && r.fileid && r.whole === 1);
  const manifest = {
    format: EXPORT_FORMAT,
    exported_at: nowIso(),
    exported_by: actorUid,
    client: detail.client,
    kundlis: detail.kundlis,
    consultations: detail.consultations,
    consents,
    reports: files.map((r) => ({
      id: r.id,
      name: r.name,
      report_type: r.report_type,
      language: r.language,
      created_at: new Date(r.created_at).toISOString(),
      file: reportEntryName(r),
    })),
  };
  await writeAudit(env, {
    actor_uid: actorUid,
    owner_uid: client.user_id,
    action: "client.export",
    subject_uid: client.uid,
    details: {
      kundlis: detail.kundlis.length,
      consultations: detail.consultations.length,
      consents: consents.length,
      reports: files.length,
    },
  });

  const { readable, writable } = new TransformStream<Uint8Array, Uint8Array>();
  void writeZip(env, writable, JSON.stringify(manifest, null, 2), files);
  const name = exportFileName(detail.client);
  return new Response(readable, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${name}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
}

/** Writes the archive into `writable`, waiting for the reader after each piece; aborts it on failure. */
async function writeZip(
  env: Env,
  writable: WritableStream<Uint8Array>,
  manifest: string,
  files: ClientReport[],
): Promise<void> {
  const writer = writable.getWriter();
  const zip = new ZipWriter((chunk) => writer.write(chunk));
  try {
    await zip.add("client.json", Date.now(), new TextEncoder().encode(manifest));
    for (const job of files) {
      const object = await env.FILES.get(job.fileid);
      // A file gone from R2 (cleared meanwhile) is left out; client.json still lists the report.
      if (object) await zip.add(reportEntryName(job), job.finished_at ?? job.created_at, object.body);
    }
    await zip.end();
    await writer.close();
  } catch (error) {
    console.error("client export failed", error instanceof Error ? error.message : String(error));
    await writer.abort(error).catch(() => {});
  }
}
