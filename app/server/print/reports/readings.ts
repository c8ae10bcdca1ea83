/**
 * The two reading reports.
 *  - Phaladesh: the four sections of the Dasha tab's Phaladesh view (general nature by the
 *    Lagna, specified uniqueness by the birth nakshatra, physical characteristics by the Lagna,
 *    emotional characteristics by the Moon sign) and the running dasha.
 *  - Life Report: the same readings, then the areas of life (the sign and lord of each key
 *    house and where that lord sits), and the whole mahadasha timeline with what each brings.
 */
import type { Kundli } from "../../../../engine/kundli.ts";
import { signFrom, signLord } from "../../../../engine/zodiac.ts";
import { chartGrid, chartRowHeight } from "../pdf/chart";
import { MUTED } from "../pdf/writer";
import { birthPairs, cover, runningDasha } from "./common";
import { bodySign, type ReportContext, requireKundli } from "./context";

const AREA_HOUSES = [1, 2, 4, 5, 7, 10, 11] as const;

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

export function lifeReport(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  const { w, t } = ctx;
  cover(ctx, { subjects: [k.basic.name], details: birthPairs(ctx, k, false), charts: [ctx.chart(k, "lagna")] });
  glance(ctx, k, ["moon", "chalit", "D9", "D10"]);
  fourSections(ctx, k);

  w.heading(t("report.sections.lifeAreas"));
  const lagna = lagnaSign(k);
  for (const house of AREA_HOUSES) {
    const sign = signFrom(lagna, house);
    const lord = signLord(sign);
    const placed = k.planets.find((p) => p.planet === lord)!.house;
    w.subheading(t("report.areaTitle", { area: t(`report.areas.${house}`), n: house }), {
      keepWith: 45 * w.s,
    });
    w.paragraph(
      t("report.areaLine", {
        house: ctx.ordinal(house),
        sign: ctx.sign(sign),
        lord: ctx.planet(lord),
        placed: ctx.ordinal(placed),
      }),
      { colour: MUTED, after: 2 },
    );
    w.paragraph(t(`report.lordInHouse.${placed}`));
  }

  dashaNow(ctx, k);
  w.heading(t("report.sections.dashaTimeline"));
  const running = runningDasha(k, ctx.input.generatedAt);
  for (const md of k.dasha.periods) {
    const now = md === running.maha;
    w.subheading(
      `${ctx.planet(md.planet)}: ${ctx.date(md.start)} – ${ctx.date(md.end)}${now ? ` ${t("report.runningNow")}` : ""}`,
      {
        keepWith: 40 * w.s,
      },
    );
    w.paragraph(t(`report.mahadashas.${md.planet}`), { colour: now ? undefined : MUTED });
  }
}
