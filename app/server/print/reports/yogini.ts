/**
 * The Janam Kundli's Yogini dasha page (the calc-cli-v2 `dashas` section): the mahadashas with
 * the running one shaded, then the antardashas of the running mahadasha. Rules: docs/dashas.md.
 */
import type { DashasSection, YoginiPeriodJson } from "#engine/dashas.ts";
import { MUTED } from "../pdf/writer";
import type { ReportContext } from "./context";

type Yogini = DashasSection["yogini"];

/** The period running at `at` (epoch ms), if any. */
export function runningPeriod<P extends { start: string; end: string }>(
  periods: readonly P[],
  at: number,
): P | undefined {
  return periods.find((p) => Date.parse(p.start) <= at && at < Date.parse(p.end));
}

const years = (n: number) => (Number.isInteger(n) ? String(n) : n.toFixed(2));

export function yoginiPage(ctx: ReportContext, yogini: Yogini): void {
  const { w, t } = ctx;
  const name = (p: YoginiPeriodJson) => t(`report.yogini.names.${p.lord}`);
  const both = (p: YoginiPeriodJson) =>
    t("report.yogini.withPlanet", { yogini: name(p), planet: ctx.planet(p.planet) });
  const now = ctx.input.generatedAt;
  const maha = runningPeriod(yogini.periods, now);
  const antar = maha?.children && runningPeriod(maha.children, now);

  w.heading(t("report.yogini.title"), { keepWith: 220 * w.s });
  const first = yogini.periods[0];
  if (first) {
    const whole = Math.floor(yogini.balanceYears);
    const months = Math.floor((yogini.balanceYears - whole) * 12);
    w.paragraph(
      `${t("report.yogini.balance")}: ${t("report.balanceValue", { planet: both(first), years: whole, months })}`,
      { bold: true },
    );
  }
  w.paragraph(t("report.yogini.about"), { size: w.body * 0.86, colour: MUTED });
  if (maha) {
    w.paragraph(
      t("report.yogini.running", {
        date: ctx.reportDate,
        maha: both(maha),
        antar: antar ? both(antar) : "—",
      }),
    );
  } else {
    w.paragraph(t("report.yoginiNotRunning"));
  }

  const columns = [
    { header: t("report.yogini.columns.yogini"), width: 1.1, bold: true },
    { header: t("report.yogini.columns.planet"), width: 1 },
    { header: t("report.columns.start"), width: 1, align: "center" as const },
    { header: t("report.columns.end"), width: 1, align: "center" as const },
    { header: t("report.yogini.columns.years"), width: 0.6, align: "right" as const },
  ];
  const table = (caption: string, periods: readonly YoginiPeriodJson[], running: YoginiPeriodJson | undefined) =>
    w.table({
      caption,
      columns,
      rows: periods.map((p) => [name(p), ctx.planet(p.planet), ctx.date(p.start), ctx.date(p.end), years(p.years)]),
      highlight: new Set(periods.flatMap((p, i) => (p === running ? [i] : []))),
      width: w.contentWidth * 0.78,
      x: w.left + w.contentWidth * 0.11,
      scale: 0.8,
    });
  table(t("report.yogini.mahadashas"), yogini.periods, maha);
  if (maha?.children?.length) {
    table(
      t("report.yogini.antardashas", { yogini: name(maha), planet: ctx.planet(maha.planet) }),
      maha.children,
      antar,
    );
  }
}
