/**
 * The readings library (app/i18n/print/<lang>/library/) as the reports read it, and the chart
 * facts that choose its readings: a graha's dignity, the houses it rules, the bond of two dasha
 * lords. Every report takes its library text through `libraryText`, the one lookup, and there the
 * astrologer's edits of a reading (edit before printing, reports/edits.ts) replace the library's
 * text by library key (docs/decisions/0024-report-readings-lookup-and-gates.md, 0025).
 */
import { KENDRAS, SAPTA_GRAHAS, type SaptaGraha } from "#engine/data/grahas.ts";
import type { Kundli, KundliPlanet } from "#engine/kundli.ts";
import { naisargika } from "#engine/maitri.ts";
import type { Graha } from "#engine/types.ts";
import { signFrom, signLord } from "#engine/zodiac.ts";
import { MUTED } from "../pdf/writer";
import { bodySign, type ReportContext, type ReportTexts } from "./context";
import { paragraphsOf } from "./edits";

/** The library's own text at `path`, whatever the astrologer wrote. */
function fromLibrary(ctx: ReportTexts, path: string, vars?: Record<string, unknown>): string {
  return ctx.t(`library.${path}`, vars);
}

/**
 * A text of the library by its path under `library` ("grahaInSign.Saturn.7.rule",
 * "placement.rules.10"), interpolated with `vars`. A reading's text ("grahaInSign.Saturn.7.text")
 * is the astrologer's when they rewrote that reading (never interpolated), "" when they removed
 * it (a report that prints readings asks `isRemoved` first). A reading whose text is its key's own
 * string (a pada, a remedy) is asked for as `<key>.text` too (readingText). Rules, what weakens a
 * yoga and the placement fragments are not editable: they always come from the library.
 */
export function libraryText(ctx: ReportTexts, path: string, vars?: Record<string, unknown>): string {
  const edited = ctx.input.edits?.readings;
  const key = path.endsWith(".text") ? path.slice(0, -".text".length) : undefined;
  if (key !== undefined && edited && Object.hasOwn(edited, key)) return edited[key] ?? "";
  return fromLibrary(ctx, path, vars);
}

/** Whether the astrologer removed this reading from the report. */
export function isRemoved(ctx: ReportTexts, key: string): boolean {
  const edited = ctx.input.edits?.readings;
  return !!edited && Object.hasOwn(edited, key) && edited[key] === null;
}

/** The library's rule line of a reading; "" when it has none (a pada, a remedy). */
export function libraryRule(ctx: ReportTexts, key: string): string {
  return fromLibrary(ctx, `${key}.rule`, { defaultValue: "" });
}

/** What prints for a reading: its `text` (or the key's own string: a pada, a remedy), edits applied; null when removed. */
export function readingText(ctx: ReportTexts, key: string): string | null {
  if (isRemoved(ctx, key)) return null;
  return libraryText(ctx, `${key}.text`, { defaultValue: "" }) || fromLibrary(ctx, key);
}

/** Text that may hold the astrologer's paragraphs (blank lines between them), one paragraph each. */
export function printText(ctx: ReportContext, text: string, o: { prefix?: string } = {}): void {
  paragraphsOf(text).forEach((p, i) => ctx.w.paragraph(i === 0 && o.prefix ? `${o.prefix}: ${p}` : p));
}

/** A reading as every report prints it: its rule line, muted, above its text. Nothing when the astrologer removed it. */
export function reading(ctx: ReportContext, key: string, o: { rule?: string } = {}): void {
  const { w } = ctx;
  const text = readingText(ctx, key);
  if (text === null) return;
  w.paragraph(o.rule ?? libraryRule(ctx, key), { colour: MUTED, size: w.small, after: 1.5, keepWith: w.body * 2.8 });
  printText(ctx, text);
}

/** A yoga's or dosha's reading with what weakens it, under its own title; nothing at all when the astrologer removed it. */
export function weakenable(ctx: ReportContext, key: string, title: string): void {
  if (isRemoved(ctx, key)) return;
  ctx.w.subheading(title, { keepWith: 80 * ctx.w.s });
  reading(ctx, key);
  weakenedBy(ctx, key);
}

/** What weakens a yoga or dosha, muted under its reading; nothing when the astrologer removed the reading. */
export function weakenedBy(ctx: ReportContext, key: string): void {
  if (isRemoved(ctx, key)) return;
  ctx.w.paragraph(`${ctx.t("report.life.weakenedBy")}: ${libraryText(ctx, `${key}.weakenedBy`)}`, { colour: MUTED });
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

/** The rule line of a nakshatra pada's reading (the library has none of its own). */
export function padaRule(ctx: ReportTexts, nakshatra: number, pada: number): string {
  return ctx.t("report.life.padaRule", { nakshatra: ctx.nakshatra(nakshatra), pada });
}

export function selected(ctx: ReportTexts, key: string, rule = libraryRule(ctx, key)): SelectedReading {
  return { key, rule, text: fromLibrary(ctx, `${key}.text`, { defaultValue: "" }) || fromLibrary(ctx, key) };
}

export const HOUSE_KINDS = {
  kendra: KENDRAS,
  trikona: [1, 5, 9],
  dusthana: [6, 8, 12],
  upachaya: [3, 6, 10, 11],
  maraka: [2, 7],
} as const satisfies Record<string, readonly number[]>;

export type Dignity = "exalted" | "own" | "moolatrikona" | "friendly" | "neutral" | "enemy" | "debilitated";

const isSapta = (g: Graha): g is SaptaGraha => (SAPTA_GRAHAS as readonly Graha[]).includes(g);

export function planetOf(k: Kundli, g: Graha): KundliPlanet {
  return k.planets.find((p) => p.planet === g)!;
}

/** The graha's dignity in the birth chart (the engine's D1 standing, compound relations); none for the nodes. */
export function dignityOf(k: Kundli, g: Graha): Dignity | undefined {
  if (!isSapta(g)) return undefined;
  const d = k.shodashvarga.dignities[g].D1;
  if (d.exalted) return "exalted";
  if (d.debilitated) return "debilitated";
  if (d.moolatrikona) return "moolatrikona";
  if (d.ownSign) return "own";
  if (d.standing === "friend" || d.standing === "greatFriend") return "friendly";
  if (d.standing === "enemy" || d.standing === "greatEnemy") return "enemy";
  return "neutral";
}

/** The houses (from the Lagna) whose sign the graha rules. */
export function housesRuled(k: Kundli, g: Graha): number[] {
  const lagna = bodySign(k, "Ascendant");
  return Array.from({ length: 12 }, (_, i) => i + 1).filter((h) => signLord(signFrom(lagna, h)) === g);
}

/** The two dasha lords' natural bond, both ways: friends only when each counts the other a friend. */
export function relationOf(a: Graha, b: Graha): "friends" | "neutral" | "enemies" {
  const both = [naisargika(a, b), naisargika(b, a)];
  if (both.includes("enemy")) return "enemies";
  return both.every((r) => r === "friend") ? "friends" : "neutral";
}

/**
 * What the chart says of a dasha lord, in the order it is read: its dignity, the kinds of house
 * it sits in, the houses it rules, and (under another Mahadasha lord) the bond of the two.
 */
export function placementFragments(ctx: ReportContext, k: Kundli, lordOf: Graha, maha?: Graha): string[] {
  const lord = ctx.planet(lordOf);
  const key = (part: string) => libraryText(ctx, `placement.${part}`, { lord });
  const dignity = dignityOf(k, lordOf);
  const house = planetOf(k, lordOf).house;
  return [
    ...(dignity ? [key(`dignity.${dignity}`)] : []),
    ...Object.entries(HOUSE_KINDS)
      .filter(([, houses]) => (houses as readonly number[]).includes(house))
      .map(([kind]) => key(`houseKind.${kind}`)),
    ...housesRuled(k, lordOf).map((h) => key(`rules.${h}`)),
    ...(maha === undefined || maha === lordOf ? [] : [key(`relation.${relationOf(maha, lordOf)}`)]),
  ];
}
