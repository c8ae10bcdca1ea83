/**
 * The batch match's table as a PDF (issue 15), drawn by the print Worker over RPC like an
 * invoice: the astrologer waits for it, and it is the table already on the screen, not a report
 * to queue (docs/decisions/0021-batch-matching.md). The columns are the screen's
 * (app/ui/match/batch-table.ts).
 */
import { printResources } from "#app/i18n/print-resources";
import { reportFonts } from "#app/server/print/fonts.server";
import { normalizeBrand, type Brand } from "#app/server/print/pdf/brand";
import { decodeLogo } from "#app/server/print/pdf/logo";
import { ReportWriter, type Fonts } from "#app/server/print/pdf/writer";
import { translator } from "#app/server/print/translate";
import { formatDate } from "#app/shared/format";
import { batchColumns, type BatchAnswer } from "#app/shared/match/batch-table";

export interface BatchPdfOptions {
  language: "en" | "hi";
  brand: Partial<Brand>;
  logo?: Uint8Array;
  /** When the batch was run, printed under the title; tests fix it. */
  date?: Date;
  /** Tests: fonts prepared in Node. */
  fonts?: Fonts;
}

export async function batchMatchPdf(answer: BatchAnswer, o: BatchPdfOptions): Promise<Uint8Array> {
  const t = translator(printResources, o.language);
  const date = o.date ?? new Date();
  const title = t("batch.pdf.title", { name: answer.profile.name });
  const w = new ReportWriter({
    paperSize: "A4",
    fonts: o.fonts ?? reportFonts(),
    brand: normalizeBrand(o.brand),
    title,
    subject: answer.profile.name,
    pageLabel: (page, total) => t("report.page", { page, total }),
    language: o.language,
    creationDate: date,
    logo: decodeLogo(o.logo),
  });
  w.heading(title);
  const when = formatDate(date, o.language, { dateStyle: "long", timeZone: "Asia/Kolkata" });
  w.keyValues(
    [
      [t(`batch.pdf.profile.${answer.side}`), answer.profile.name],
      [t("batch.pdf.candidates"), String(answer.rows.length + answer.rejected.length)],
      [t("batch.pdf.matched"), String(answer.rows.length)],
      [t("batch.pdf.date"), when],
    ],
    { columns: 2 },
  );
  const columns = batchColumns(t, answer).filter((c) => c.key !== "source");
  w.table({
    columns: columns.map((c) => ({
      header: c.header,
      width: c.key === "name" ? 5 : c.key === "tier" ? 4 : c.numeric ? 1.6 : 3.5,
      align: c.numeric ? ("right" as const) : ("left" as const),
      wrap: !c.numeric,
      bold: c.key === "total",
    })),
    rows: answer.rows.map((r) => columns.map((c) => c.cell(r))),
    scale: 0.8,
    // Split across the page, each part keeps the rank and the candidate's name.
    keep: 2,
  });
  if (answer.rejected.length) {
    w.subheading(t("batch.rejected.title", { count: answer.rejected.length }));
    w.table({
      columns: [
        { header: t("batch.rejected.where"), width: 2 },
        { header: t("batch.rejected.column"), width: 2 },
        { header: t("batch.rejected.message"), width: 8, wrap: true },
      ],
      rows: answer.rejected.map((r) => [
        r.line !== undefined ? t("batch.table.line", { line: r.line }) : t("batch.table.saved", { id: r.kundliId }),
        r.column,
        r.message,
      ]),
      scale: 0.8,
    });
  }
  w.paragraph(t("match.results.note"), { size: w.body * 0.85 });
  return w.finish();
}
