/**
 * The downloads list of spec §3/§4 over print_jobs, and who may fetch a report's file: its
 * owner, or a manager of the owner's organization (access.server.ts's rules). Anyone else gets
 * the same 404 as for a job that does not exist.
 */
import { mayActFor, type Actor } from "~/server/accounts/access.server";
import { ApiError } from "~/server/http.server";
import { resources } from "~/i18n/resources";
import { getJob, stageOf, type PrintJob, type PrintStage } from "./jobs.server";
import { translator } from "./translate";

/** Spec §3's download item, plus the job's state for the screens (Retry on a failed item). */
export interface DownloadItem {
  id: string;
  fileid: string;
  user_id: string;
  fileName: string;
  name: string;
  /** The report's title in its language, e.g. "Janam Kundli", "जन्म कुंडली". */
  type: string;
  reportType: string;
  paperSize: string;
  language: string;
  chartStyle: string;
  /** YYYY-MM-DD */
  date: string;
  /** HH:MM */
  time: string;
  /** Present once ready: GET it for a short-lived link to the PDF. */
  url?: string;
  is_opened: boolean;
  /** 0–100 while queued or rendering; absent once ready or failed. */
  progress?: number;
  /** While queued or rendering: what the print Worker is doing (jobs.server.ts stageOf). */
  stage?: PrintStage;
  status: "queued" | "rendering" | "ready" | "failed" | "cancelled";
}

export function fileRoute(jobId: string): string {
  return `/api/downloads/${encodeURIComponent(jobId)}/file`;
}

export function toDownloadItem(job: PrintJob): DownloadItem {
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
