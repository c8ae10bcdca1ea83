/**
 * The downloads list of spec §3/§4 over print_jobs, and who may fetch a report's file: its
 * owner, or a manager of the owner's organization (access.server.ts's rules). Anyone else gets
 * the same 404 as for a job that does not exist.
 */
import { mayActFor, type Actor } from "#app/server/accounts/access.server";
import { ApiError } from "#app/server/http.server";
import { resources } from "#app/i18n/resources";
import type { ServerDownload } from "#app/shared/downloads";
import { getJob, stageOf, type PrintJob } from "./jobs.server";
import { translator } from "./translate";

export function fileRoute(jobId: string): string {
  return `/api/downloads/${encodeURIComponent(jobId)}/file`;
}

export function toDownloadItem(job: PrintJob): ServerDownload {
  const t = translator(resources, job.language);
  const ready = job.status === "ready";
  const running = job.status === "queued" || job.status === "rendering";
  return {
    id: job.id,
    fileid: ready ? job.fileid : "",
    user_id: job.user_id,
    fileName: job.file_name,
    name: job.name,
    type: t(`report.types.${job.report_type}`),
    reportType: job.report_type,
    paperSize: job.paper_size,
    language: job.language,
    chartStyle: job.chart_style,
    date: job.date,
    time: job.time,
    ...(ready ? { url: fileRoute(job.id) } : {}),
    is_opened: job.is_opened === 1,
    ...(running ? { progress: job.progress, stage: stageOf(job) } : {}),
    status: job.status,
  };
}

/** A ready report the actor may open, or 404 revealing nothing. */
export async function reachableReport(env: Env, actor: Actor, jobId: string): Promise<PrintJob> {
  const job = await getJob(env, jobId);
  const allowed =
    job && job.status === "ready" && job.cleared === 0 && job.fileid && (await mayActFor(env, actor, job.user_id));
  if (!job || !allowed) throw new ApiError(404, "not_found", "print.errors.downloadNotFound");
  return job;
}
