import type { TFunction } from "i18next";
import type { Kundli } from "#engine/kundli";
import { chartOf, type ChartData, type ChartKind } from "#app/chart/chart-data";

/**
 * Every chart of the Charts tab: the four rasi-based charts, the sixteen of the Shodashvarga in
 * the spec's order, then the extra divisions (D5, D6, D8, D11, D81, D108, D144).
 */
export const KUNDLI_CHART_KINDS = [
  "lagna",
  "chalit",
  "sun",
  "moon",
  "D2",
  "D3",
  "D4",
  "D7",
  "D9",
  "D10",
  "D12",
  "D16",
  "D20",
  "D24",
  "D27",
  "D30",
  "D40",
  "D45",
  "D60",
  "D5",
  "D6",
  "D8",
  "D11",
  "D81",
  "D108",
  "D144",
] as const;
export type KundliChartKind = (typeof KUNDLI_CHART_KINDS)[number];

export function chartTitle(t: TFunction, kind: KundliChartKind): string {
  return kind.startsWith("D") ? t(`astro.vargas.${kind}`) : t(`kundli.charts.kinds.${kind}`);
}

/**
 * The chart data of one kind. chart-data.ts's chartOf reads any division present in `vargas`
 * the same way; its ChartKind type lists only the spec's nineteen, hence the widening here.
 */
export function kundliChart(kundli: Pick<Kundli, "planets" | "vargas" | "chalit">, kind: KundliChartKind): ChartData {
  return chartOf(kundli, kind as ChartKind);
}
