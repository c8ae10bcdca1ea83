/**
 * Which readings each report prints for a chart, as data, without drawing a page: the draft an
 * astrologer edits before printing (issue 16). A report built from the readings library registers
 * its selection here; the report's builder prints from the same selection, so what the astrologer
 * saw is what prints.
 */
import type { TFunction } from "i18next";
import { ReportTexts, type PrintType, type ReportInput } from "./context";
import type { ReadingSection } from "./library";
import { doshaSelection } from "./dosha";
import { janamSelection } from "./janam-kundli";
import { lifeSelection } from "./life";
import { gemstoneSelection } from "./numbers-gems";
import { phaladeshSelection } from "./readings";

export type { ReadingSection, SelectedReading } from "./library";

const SELECTIONS: Readonly<Partial<Record<PrintType, (ctx: ReportTexts) => ReadingSection[]>>> = {
  "janam-kundli": janamSelection,
  "life-report": lifeSelection,
  phaladesh: phaladeshSelection,
  dosha: doshaSelection,
  gemstone: gemstoneSelection,
};

/** The report's sections and their readings for this input; null for a report that reads nothing from the library. */
export function selectReadings(input: ReportInput, t: TFunction): ReadingSection[] | null {
  const select = SELECTIONS[input.type];
  return select ? select(new ReportTexts(t, input)) : null;
}
