/**
 * The downloads list (spec §3, §4): the browser's download item (app/client/downloads.ts keeps
 * the list), and what GET /api/downloads answers per item (app/server/print/downloads.server.ts):
 * the item plus the print job's state, which the panel needs for Retry and polling.
 */

export type JobStatus = "queued" | "rendering" | "ready" | "failed" | "cancelled";
/** What the print Worker is doing for a running job (app/server/print/jobs.server.ts stageOf). */
export type PrintStage = "waiting" | "calculating" | "drawing" | "storing";

export interface DownloadItem {
  /** The print job's id. */
  id: string;
  fileid: string;
  user_id: string;
  fileName: string;
  name: string;
  /** The report's title in its language, e.g. "Janam Kundli", "जन्म कुंडली". */
  type: string;
  paperSize: string;
  /** YYYY-MM-DD, local; defaults to today. */
  date: string;
  /** HH:MM, local; defaults to now. */
  time: string;
  /** Present once ready: GET it for a short-lived link to the PDF. */
  url?: string;
  is_opened: boolean;
  /** 0–100 while the job runs; absent when not known or once ready. */
  progress?: number;
  /** While the job runs: waiting in the queue, or the print Worker's stage. */
  stage?: PrintStage;
}

export interface ServerDownload extends DownloadItem {
  status: JobStatus;
  /** The report's key (app/shared/reports.ts), e.g. "janam-kundli". */
  reportType?: string;
  language?: string;
  chartStyle?: string;
}

/** Still being made: the panel keeps polling while any item is in this state. */
export function isRunning(item: Pick<ServerDownload, "status">): boolean {
  return item.status === "queued" || item.status === "rendering";
}
