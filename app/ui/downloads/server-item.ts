/**
 * What GET /api/downloads answers per item (app/server/print/downloads.server.ts): the browser's
 * download item plus the job's state, which the panel needs for Retry and polling.
 */
import type { DownloadItem } from "~/client/downloads";

export type JobStatus = "queued" | "rendering" | "ready" | "failed" | "cancelled";

export interface ServerDownload extends DownloadItem {
  status: JobStatus;
  reportType?: string;
}

/** Still being made: the panel keeps polling while any item is in this state. */
export function isRunning(item: Pick<ServerDownload, "status">): boolean {
  return item.status === "queued" || item.status === "rendering";
}
