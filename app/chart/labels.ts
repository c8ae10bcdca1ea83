import type { TFunction } from "i18next";
import type { ChartBody, Sign } from "#engine/types";
import { CHART_BODIES } from "#engine/types";
import { formatDegree, type ChartStyle } from "./chart-data";
import type { BodyLabel, ChartLabels, ChartLayout } from "./layout";

/**
 * The chart's words from the `chart` translations, for the screen (react-i18next's `t`) and for
 * the PDF renderer (the server's i18next instance) alike.
 *
 * Conventions, the ones common to Indian Kundli software and printed Hindi Kundlis: two-letter
 * English names (Su Mo Ma Me Ju Ve Sa Ra Ke, "Asc" for the Ascendant), one-syllable Hindi names
 * (सू चं मं बु गु शु श रा के, ल for लग्न); a retrograde graha gets "(R)" / "(व)" for वक्री and a
 * combust one "(C)" / "(अ)" for अस्त, right after its name ("Ma(R)", "बु(अ)"). Rahu and Ketu are
 * not marked retrograde: they nearly always are. (AstroSage's own pages could not be consulted
 * from here; see docs/decisions/ for the record of this choice.)
 */
export function chartLabels(t: TFunction): ChartLabels {
  const abbreviations = Object.fromEntries(CHART_BODIES.map((b) => [b, t(`chart.abbreviations.${b}`)])) as Record<
    ChartBody,
    string
  >;
  return { abbreviations, retrograde: t("chart.marks.retrograde"), combust: t("chart.marks.combust") };
}

export function signName(t: TFunction, sign: Sign): string {
  return t(`chart.signs.${sign}`);
}

/** A body in words, for tooltips and screen readers: "Mars 12°34′, retrograde, combust". */
export function describeBody(
  t: TFunction,
  label: Pick<BodyLabel, "body" | "degree" | "retrograde" | "combust">,
): string {
  const parts = [
    label.degree === undefined
      ? t(`chart.bodies.${label.body}`)
      : `${t(`chart.bodies.${label.body}`)} ${formatDegree(label.degree)}`,
  ];
  if (label.retrograde) parts.push(t("chart.states.retrograde"));
  if (label.combust) parts.push(t("chart.states.combust"));
  return parts.join(", ");
}

/** Accessible name of a chart: "Navamsa (D9), North Indian style chart, lagna Leo". */
export function chartName(t: TFunction, title: string, style: ChartStyle, ascendantSign: Sign): string {
  return t("chart.a11y.name", { title, style: t(`chart.styles.${style}`), sign: signName(t, ascendantSign) });
}

/**
 * One row per house, 1..12: the reading order of the hidden table and of text exports. A chart
 * with transits passes its own `describe`, which tells a transiting body from a natal one.
 */
export function houseRows(
  t: TFunction,
  layout: ChartLayout,
  describe: (label: BodyLabel) => string = (label) => describeBody(t, label),
): { house: number; sign: string; bodies: string }[] {
  return layout.houses.map((h) => {
    const bodies = [
      ...layout.bodies.filter((b) => b.house === h.house).map(describe),
      ...layout.marks.filter((m) => m.house === h.house).map((m) => m.description),
    ];
    return {
      house: h.house,
      sign: signName(t, h.sign),
      bodies: bodies.length ? bodies.join("; ") : t("chart.a11y.noBodies"),
    };
  });
}
