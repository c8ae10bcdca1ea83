/**
 * What checking or running a client import answers (app/server/clients/import.server.ts), and
 * what the import screen lists (app/ui/clients/import-report.tsx): a summary and one result a row.
 */

export type RowStatus = "ready" | "written" | "duplicate" | "error";

export interface RowResult {
  /** The CSV line (the header is line 1) or the file's position (1, 2, …) in an upload. */
  row: number;
  status: RowStatus;
  name: string;
  kundli_name?: string;
  file?: string;
  field?: string;
  messageKey?: string;
  params?: Record<string, unknown>;
}

export interface ImportReport {
  rows: number;
  /** Rows that would be written (preview) or were. */
  ready: number;
  written: number;
  duplicates: number;
  failed: number;
  /** Kundlis among the ready rows: each is saved, and paid for, as New Kundli saves one. */
  kundlis: number;
  results: RowResult[];
}
