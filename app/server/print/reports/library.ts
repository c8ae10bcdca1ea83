/**
 * Readings from the library (app/i18n/print/<lang>/library/), as every report prints them, with
 * the astrologer's edits applied (reports/edits.ts). The one place a report looks a reading up,
 * so that any report built from the library takes edits, notes and recommendations the same way.
 */
import { MUTED } from "../pdf/writer";
import type { ReportContext, ReportTexts } from "./context";
import { paragraphsOf } from "./edits";

/** The library's rule line of a reading; "" when it has none (a pada, a remedy). */
export function libraryRule(ctx: ReportTexts, key: string): string {
  return ctx.t(`library.${key}.rule`, { defaultValue: "" });
}

/** The library's text of a reading: its `text`, or the key's own string (a pada, a remedy). */
export function libraryText(ctx: ReportTexts, key: string): string {
  return ctx.t(`library.${key}.text`, { defaultValue: "" }) || ctx.t(`library.${key}`);
}

/** What prints for a reading: the astrologer's text when they rewrote it, null when they removed it, else `library`. */
export function readingText(ctx: ReportTexts, key: string, library: string): string | null {
  const edited = ctx.input.edits?.readings;
  return edited && Object.hasOwn(edited, key) ? (edited[key] ?? null) : library;
}

export function isRemoved(ctx: ReportTexts, key: string): boolean {
  return readingText(ctx, key, "") === null;
}

/** Text that may hold the astrologer's paragraphs (blank lines between them), one paragraph each. */
export function printText(ctx: ReportContext, text: string, o: { prefix?: string } = {}): void {
  paragraphsOf(text).forEach((p, i) => ctx.w.paragraph(i === 0 && o.prefix ? `${o.prefix}: ${p}` : p));
}

/** A reading: the rule line, muted, above its text. Nothing when the astrologer removed it. */
export function printReading(ctx: ReportContext, key: string, o: { rule?: string } = {}): void {
  const { w } = ctx;
  const text = readingText(ctx, key, libraryText(ctx, key));
  if (text === null) return;
  w.paragraph(o.rule ?? libraryRule(ctx, key), { colour: MUTED, size: w.small, after: 1.5, keepWith: w.body * 2.8 });
  printText(ctx, text);
}

/** The astrologer's note at the end of a section, when they wrote one. */
export function printNote(ctx: ReportContext, section: string): void {
  const note = ctx.input.edits?.notes[section];
  if (!note) return;
  ctx.w.subheading(ctx.t("report.edits.note"), { keepWith: ctx.w.body * 3 });
  printText(ctx, note);
}

/** The astrologer's recommendations, when they wrote them: the report's last section. */
export function printRecommendations(ctx: ReportContext): void {
  const text = ctx.input.edits?.recommendations;
  if (!text) return;
  ctx.w.heading(ctx.t("report.edits.recommendations"));
  printText(ctx, text);
}

/** A reading as a report selects it for a chart: what the draft screen shows and the astrologer edits. */
export interface SelectedReading {
  /** The library key ("grahaInHouse.Saturn.7"): the astrologer's own text for it is kept under this key. */
  key: string;
  rule: string;
  /** The library's text. */
  text: string;
}

/** A part of a report and the readings it prints, in order; `id` names it for the astrologer's note. */
export interface ReadingSection {
  id: string;
  title: string;
  readings: SelectedReading[];
}

export function selected(ctx: ReportTexts, key: string, rule = libraryRule(ctx, key)): SelectedReading {
  return { key, rule, text: libraryText(ctx, key) };
}
