/**
 * The readings library (app/i18n/print/<lang>/library/) as the reports read it, and the chart
 * facts that choose its readings: a graha's dignity, the houses it rules, the bond of two dasha
 * lords. Every report takes its library text through `libraryText`, the one lookup: an
 * astrologer's own text for a reading (edit before printing) replaces the library's there
 * (docs/decisions/0024-report-readings-lookup-and-gates.md).
 */
import { KENDRAS, SAPTA_GRAHAS, type SaptaGraha } from "../../../../engine/data/grahas.ts";
import type { Kundli, KundliPlanet } from "../../../../engine/kundli.ts";
import { naisargika } from "../../../../engine/maitri.ts";
import type { Graha } from "../../../../engine/types.ts";
import { signFrom, signLord } from "../../../../engine/zodiac.ts";
import { MUTED } from "../pdf/writer";
import { bodySign, type ReportContext } from "./context";

/**
 * A text of the library by its path under `library` ("grahaInSign.Saturn.7.rule",
 * "placement.rules.10"), interpolated with `vars`.
 */
export function libraryText(ctx: ReportContext, path: string, vars?: Record<string, unknown>): string {
  return ctx.t(`library.${path}`, vars);
}

/** A reading as every report prints it: its rule line, muted, above its text. */
export function reading(ctx: ReportContext, key: string): void {
  const { w } = ctx;
  w.paragraph(libraryText(ctx, `${key}.rule`), { colour: MUTED, size: w.small, after: 1.5, keepWith: w.body * 2.8 });
  w.paragraph(libraryText(ctx, `${key}.text`));
}

/** A yoga's or dosha's reading with what weakens it, under its own title. */
export function weakenable(ctx: ReportContext, key: string, title: string): void {
  const { w } = ctx;
  w.subheading(title, { keepWith: 80 * w.s });
  reading(ctx, key);
  weakenedBy(ctx, key);
}

/** What weakens a yoga or dosha, muted under its reading. */
export function weakenedBy(ctx: ReportContext, key: string): void {
  ctx.w.paragraph(`${ctx.t("report.life.weakenedBy")}: ${libraryText(ctx, `${key}.weakenedBy`)}`, { colour: MUTED });
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
