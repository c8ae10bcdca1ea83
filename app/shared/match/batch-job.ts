/** A queued batch match as GET /api/match/batch/jobs/:id answers it (app/server/match/batch-job.server.ts). */
export interface BatchJobStatus {
  id: string;
  status: "queued" | "running" | "ready" | "failed";
  /** Candidates sent to the calc Worker, and those matched so far. */
  total: number;
  done: number;
}
