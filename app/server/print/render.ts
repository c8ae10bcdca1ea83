/**
 * One report in, one PDF out. Pure apart from pdfkit: the fonts and the translation function
 * come in as parameters, so the same code runs in the print consumer (workerd), in unit tests
 * and in the benchmark (Node).
 */
import type { TFunction } from "i18next";
import { normalizeBrand } from "./pdf/brand";
import { decodeLogo } from "./pdf/logo";
import { ReportWriter, type Fonts, type TranscriptLine } from "./pdf/writer";
import { ReportContext, reportTitle, type PrintType, type ReportInput, type ReportType } from "./reports/context";
import { doshaReport } from "./reports/dosha";
import { janamKundli } from "./reports/janam-kundli";
import { matchmakingReport } from "./reports/matchmaking";
import { gemstoneReport, numerologyReport } from "./reports/numbers-gems";
import { MIN_TEXT, panchangReport } from "./reports/panchang";
import { LIFE_REPORT_BODY, lifeReport } from "./reports/life";
import { phaladesh } from "./reports/readings";
import { varshphalReport } from "./reports/varshphal";

export type { PrintType, ReportInput, ReportType };

const BUILDERS: Readonly<Record<PrintType, (ctx: ReportContext) => void>> = {
  "janam-kundli": janamKundli,
  "life-report": lifeReport,
  phaladesh,
  matchmaking: matchmakingReport,
  numerology: numerologyReport,
  gemstone: gemstoneReport,
  dosha: doshaReport,
  varshphal: varshphalReport,
  panchang: panchangReport,
};

/** Whom a report is about, as its header and file name print it. */
export function reportSubject(input: ReportInput, t: TFunction): string {
  if (input.type === "matchmaking" && input.match) {
    return `${input.match.boy.basic.name} ${t("report.cover.and")} ${input.match.girl.basic.name}`;
  }
  if (input.type === "panchang" && input.panchang) {
    const [year, month, day] = input.panchang.date.split("-");
    return t("print.panchangName", { place: input.panchang.place.name, date: `${day}-${month}-${year}` });
  }
  return input.kundli?.basic.name ?? "";
}

export async function renderReport(
  input: ReportInput,
  deps: {
    fonts: Fonts;
    t: TFunction;
    creationDate?: Date;
    /** Tests: the smallest size of each kind of text drawn (writer.ts `printed`). */
    printed?: ReportWriter["printed"];
    /** Tests: what the report says, headings marked (writer.ts). */
    transcript?: TranscriptLine[];
  },
): Promise<Uint8Array> {
  const { t } = deps;
  const brand = normalizeBrand(input.brand);
  const w = new ReportWriter({
    paperSize: input.paperSize,
    fonts: deps.fonts,
    brand,
    title: reportTitle(input, t),
    subject: reportSubject(input, t),
    pageLabel: (page, total) => t("report.page", { page, total }),
    language: input.language,
    creationDate: deps.creationDate,
    logo: decodeLogo(input.logo),
    transcript: deps.transcript,
    // The one-page Panchang keeps every word at 7 pt or more, its footer included.
    ...(input.type === "panchang" ? { minText: MIN_TEXT } : {}),
    // The Life Report is read, not consulted: its readings print larger.
    ...(input.type === "life-report" ? { body: LIFE_REPORT_BODY } : {}),
  });
  BUILDERS[input.type](new ReportContext(w, t, { ...input, brand }));
  const pdf = await w.finish();
  if (deps.printed) Object.assign(deps.printed, w.printed);
  return pdf;
}
