/**
 * The batch match's table as text: one set of columns and cell texts for the screen, the CSV
 * export and the PDF, so that the three say the same.
 */
import type { TFunction } from "i18next";
import type { BatchRow, BatchSide } from "#engine/match-batch";
import { toCsv } from "../csv";

/** What POST /api/match/batch answers (app/server/match/batch.server.ts). */
export interface BatchAnswerRow extends BatchRow {
  rank: number;
  /** The saved candidate's id, or the CSV line the birth came from. */
  kundliId?: number;
  line?: number;
  /** The full match on the matchmaking screen. */
  link: string;
}

export interface BatchRejection {
  kundliId?: number;
  line?: number;
  /** The CSV column, or the contract's field, at fault. */
  column: string;
  code: string;
  message: string;
}

export interface BatchAnswer {
  side: BatchSide;
  profile: { id: number; name: string };
  rows: BatchAnswerRow[];
  rejected: BatchRejection[];
}

export const KOOTA_ORDER = ["varna", "vashya", "tara", "yoni", "grahaMaitri", "gana", "bhakoot", "nadi"] as const;

/** A dosha cell: absent, present, or present and cancelled (with the rules that cancel it). */
function doshaCell(t: TFunction, d: { present: boolean; cancelledBy: string[] }): string {
  if (!d.present) return t("match.results.absent");
  if (d.cancelledBy.length === 0) return t("match.results.present");
  return d.cancelledBy
    .map((c) => t("match.results.cancelledBecause", { reason: t(`match.cancellations.${c}`) }))
    .join("; ");
}

function mangalCell(t: TFunction, row: BatchAnswerRow, side: "boy" | "girl"): string {
  if (!row.mangal[side]) return t("match.results.absent");
  return row.mangal.cancelledBy.length
    ? doshaCell(t, { present: true, cancelledBy: row.mangal.cancelledBy })
    : t("match.results.present");
}

/** Points as the match screen prints them (halves as .5). */
export const points = (n: number) => String(n);

export interface BatchColumn {
  key: string;
  header: string;
  cell: (row: BatchAnswerRow) => string;
  /** Numbers: right-aligned. */
  numeric?: boolean;
}

/** The columns for a batch whose profile is `side`: the candidates are the other partner. */
export function batchColumns(t: TFunction, answer: Pick<BatchAnswer, "side">): BatchColumn[] {
  const other = answer.side === "boy" ? "girl" : "boy";
  return [
    { key: "rank", header: t("batch.table.rank"), cell: (r) => String(r.rank), numeric: true },
    { key: "name", header: t(`batch.table.name.${other}`), cell: (r) => r.name },
    {
      key: "source",
      header: t("batch.table.source"),
      cell: (r) =>
        r.kundliId !== undefined ? t("batch.table.saved", { id: r.kundliId }) : t("batch.table.line", { line: r.line }),
    },
    { key: "total", header: t("batch.table.total"), cell: (r) => points(r.total), numeric: true },
    { key: "tier", header: t("batch.table.tier"), cell: (r) => t(`match.tiers.${r.tier}.title`) },
    ...KOOTA_ORDER.map((k) => ({
      key: k,
      header: t(`match.koota.${k}.name`),
      cell: (r: BatchAnswerRow) => points(r.kootas[k]),
      numeric: true,
    })),
    { key: "mangalBoy", header: t("batch.table.mangal.boy"), cell: (r) => mangalCell(t, r, "boy") },
    { key: "mangalGirl", header: t("batch.table.mangal.girl"), cell: (r) => mangalCell(t, r, "girl") },
    { key: "bhakootDosha", header: t("match.results.bhakoot"), cell: (r) => doshaCell(t, r.bhakoot) },
    { key: "nadiDosha", header: t("match.results.nadi"), cell: (r) => doshaCell(t, r.nadi) },
  ];
}

/** The table as CSV, with the header row: what the export downloads. */
export function batchCsv(t: TFunction, answer: BatchAnswer): string {
  const columns = batchColumns(t, answer);
  return toCsv([columns.map((c) => c.header), ...answer.rows.map((r) => columns.map((c) => c.cell(r)))]);
}
