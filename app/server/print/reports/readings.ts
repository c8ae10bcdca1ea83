/**
 * The Phaladesh report.
 *  - Phaladesh: the four sections of the Dasha tab's Phaladesh view (general nature by the
 *    Lagna, specified uniqueness by the birth nakshatra, physical characteristics by the Lagna,
 *    emotional characteristics by the Moon sign) and the running dasha.
 *  (The Life Report reads from the readings library: life.ts.)
 */
import type { Kundli } from "../../../../engine/kundli.ts";
import { chartGrid, chartRowHeight } from "../pdf/chart";
import { birthPairs, cover, runningDasha } from "./common";
import { bodySign, type ReportContext, requireKundli } from "./context";

/**
 * The Kundli screens' Phaladesh texts (app/i18n/en/phaladesh.json and hi/) when they exist, so that the
 * printed Phaladesh reads as the screen does; this report's own texts otherwise.
 */
function screenText(ctx: ReportContext, screenKey: string, ownKey: string): string {
  return ctx.t(screenKey, { defaultValue: "" }) || ctx.t(ownKey);
}

function lagnaSign(k: Kundli): number {
  return bodySign(k, "Ascendant");
}

function moonOf(k: Kundli) {
  return k.planets.find((p) => p.planet === "Moon")!;
}

/** The charts after the cover: not the cover's Lagna chart and details again, the charts it has no room for. */
function glance(ctx: ReportContext, k: Kundli, kinds: readonly ("moon" | "chalit" | "D9" | "D10")[]): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.summary"), { keepWith: chartRowHeight(w, { perRow: 2, maxSize: 240 * w.s }) });
  chartGrid(
    w,
    kinds.map((kind) => ctx.chart(k, kind)),
    { perRow: 2, maxSize: 240 * w.s, line: w.brandFill },
  );
}

/** The four sections of the Phaladesh view; under one heading when `headings` is false. */
export function fourSections(ctx: ReportContext, k: Kundli, o: { headings?: boolean } = {}): void {
  const { w, t } = ctx;
  const lagna = lagnaSign(k);
  const moon = moonOf(k);
  const heading = (text: string) => (o.headings === false ? w.subheading(text) : w.heading(text));
  const sub = (text: string) => (o.headings === false ? undefined : w.subheading(text));
  heading(t("report.sections.lagnaReading", { sign: ctx.sign(lagna) }));
  sub(t("report.sections.generalNature"));
  w.paragraph(screenText(ctx, `phaladesh.lagna.${lagna}.nature`, `report.lagnas.${lagna}.general`));
  sub(t("report.sections.physical"));
  w.paragraph(screenText(ctx, `phaladesh.lagna.${lagna}.physical`, `report.lagnas.${lagna}.physical`));
  heading(t("report.sections.nakshatraReading", { nakshatra: ctx.nakshatra(moon.nakshatra) }));
  sub(t("report.sections.uniqueness"));
  w.paragraph(screenText(ctx, `phaladesh.nakshatra.${moon.nakshatra}`, `report.nakshatras.${moon.nakshatra}`));
  heading(t("report.sections.moonReading", { sign: ctx.sign(moon.sign) }));
  sub(t("report.sections.emotional"));
  w.paragraph(screenText(ctx, `phaladesh.moon.${moon.sign}`, `report.moonSigns.${moon.sign}`));
}

function dashaNow(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const running = runningDasha(k, ctx.input.generatedAt);
  if (!running.maha) {
    w.paragraph(t("report.dashaNotRunning"));
    return;
  }
  w.heading(
    t("report.sections.dashaReading", {
      md: ctx.planet(running.maha.planet),
      ad: running.antar ? ctx.planet(running.antar.planet) : "—",
    }),
  );
  w.paragraph(`${ctx.planet(running.maha.planet)}: ${ctx.date(running.maha.start)} – ${ctx.date(running.maha.end)}`, {
    bold: true,
    keepWith: w.body * 2.6,
  });
  w.paragraph(
    screenText(ctx, `phaladesh.mahadasha.${running.maha.planet}`, `report.mahadashas.${running.maha.planet}`),
  );
  if (running.antar) {
    w.paragraph(
      `${ctx.planet(running.maha.planet)} / ${ctx.planet(running.antar.planet)}: ${ctx.date(running.antar.start)} – ${ctx.date(running.antar.end)}`,
      { bold: true, keepWith: w.body * 2.6 },
    );
    w.paragraph(t(`report.antardashas.${running.antar.planet}`));
  }
}

export function phaladesh(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  cover(ctx, { subjects: [k.basic.name], details: birthPairs(ctx, k, false), charts: [ctx.chart(k, "lagna")] });
  glance(ctx, k, ["moon", "D9"]);
  fourSections(ctx, k);
  dashaNow(ctx, k);
}
