/**
 * The Phaladesh report.
 *  - Phaladesh: the four sections of the Dasha tab's Phaladesh view (general nature by the
 *    Lagna, specified uniqueness by the birth nakshatra, physical characteristics by the Lagna,
 *    emotional characteristics by the Moon sign);
 *  - every Mahadasha of the life read from the readings library through its lord's dignity,
 *    house and rulerships in this chart, the running one with its running Antardasha. These
 *    readings are the report's selection (phaladeshSelection): the astrologer may edit them.
 */
import type { Kundli } from "#engine/kundli.ts";
import type { Graha } from "#engine/types.ts";
import { chartGrid, chartRowHeight } from "../pdf/chart";
import { MUTED } from "../pdf/writer";
import { birthPairs, cover, runningDasha } from "./common";
import { bodySign, type ReportContext, type ReportTexts, requireKundli } from "./context";
import { placementFragments, printNote, printRecommendations, reading, selected, type ReadingSection } from "./library";

const YEAR_MS = 365.2425 * 86_400_000;

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

/** The four sections of the Phaladesh view. */
function fourSections(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const lagna = lagnaSign(k);
  const moon = moonOf(k);
  const heading = (text: string) => w.heading(text);
  const sub = (text: string) => w.subheading(text);
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

/** Age in whole years at an instant, never below zero (the first Mahadasha starts before birth). */
function age(k: Kundli, iso: string): number {
  return Math.max(0, Math.floor((Date.parse(iso) - k.dasha.birthMs) / YEAR_MS));
}

interface Period {
  planet: Graha;
  start: string;
  end: string;
}

/** The Mahadashas of a life as this report reads them, by library key; the running one with its running Antardasha. */
export function phaladeshPlan(
  ctx: ReportTexts,
  k: Kundli,
): { period: Period; now: boolean; key: string; antar?: { period: Period; key: string } }[] {
  const running = runningDasha(k, ctx.input.generatedAt);
  return k.dasha.periods.map((md) => {
    const now = running.maha?.planet === md.planet && running.maha.start === md.start;
    const ad = now ? running.antar : undefined;
    return {
      period: md,
      now,
      key: `mahadasha.${md.planet}`,
      ...(ad ? { antar: { period: ad, key: `antardasha.${md.planet}.${ad.planet}` } } : {}),
    };
  });
}

/** The Phaladesh's readings for this chart, as the draft screen shows them: one section, the Mahadashas of a life. */
export function phaladeshSelection(ctx: ReportTexts): ReadingSection[] {
  const plan = phaladeshPlan(ctx, requireKundli(ctx.input));
  // A lord's Mahadasha that comes round again within the 120 years is the same reading: offered once.
  const keys = [...new Set(plan.flatMap((md) => [md.key, ...(md.antar ? [md.antar.key] : [])]))];
  return [
    {
      id: "lifeDashas",
      title: ctx.t("report.edits.sections.lifeDashas"),
      readings: keys.map((key) => selected(ctx, key)),
    },
  ];
}

/**
 * Every Mahadasha of the life, each read through its lord in this chart (library.ts): the
 * library's reading of the period, then the lord's dignity, house and rulerships. The running
 * one also reads its running Antardasha.
 */
function lifeDashas(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  // A lord's placement is said once: the running Antardasha's lord has a Mahadasha of its own.
  const said = new Set<string>();
  const unsaid = (fragments: string[]) => fragments.filter((f) => !said.has(f) && said.add(f));
  w.heading(t("report.sections.lifeDashas"));
  w.paragraph(t("report.phaladesh.intro", { date: ctx.reportDate }), { colour: MUTED });
  for (const { period: md, now, key, antar } of phaladeshPlan(ctx, k)) {
    const title = t("report.phaladesh.title", {
      planet: ctx.planet(md.planet),
      start: ctx.date(md.start),
      end: ctx.date(md.end),
      from: age(k, md.start),
      to: age(k, md.end),
    });
    w.subheading(now ? `${title} · ${t("report.phaladesh.running")}` : title, { keepWith: 110 * w.s });
    reading(ctx, key);
    const fresh = unsaid(placementFragments(ctx, k, md.planet));
    if (fresh.length) w.paragraph(`${t("report.life.fromYourChart")}: ${fresh.join(" ")}`);
    if (antar) {
      const ad = antar.period;
      w.paragraph(
        t("report.phaladesh.antarTitle", {
          md: ctx.planet(md.planet),
          ad: ctx.planet(ad.planet),
          start: ctx.date(ad.start),
          end: ctx.date(ad.end),
        }),
        { bold: true, keepWith: w.body * 2.6 },
      );
      reading(ctx, antar.key);
      // The sub-period lord's own placement, and its bond with the Mahadasha lord.
      const own = unsaid(placementFragments(ctx, k, ad.planet, md.planet));
      if (own.length) w.paragraph(own.join(" "));
    }
  }
}

export function phaladesh(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  cover(ctx, { subjects: [k.basic.name], details: birthPairs(ctx, k, false), charts: [ctx.chart(k, "lagna")] });
  glance(ctx, k, ["moon", "D9"]);
  fourSections(ctx, k);
  lifeDashas(ctx, k);
  printNote(ctx, "lifeDashas");
  printRecommendations(ctx);
}
