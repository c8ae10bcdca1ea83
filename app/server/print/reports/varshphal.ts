/**
 * The Varshphal: one year of life from the Tajaka annual chart (engine/varshphal.ts, the
 * calc-cli-v2 `varshphal` section; the rules in docs/gochar-varshphal.md). Cover, the solar
 * return with the annual chart, its planets, the Muntha and its lord, the year lord with the five
 * office-bearers and their Pancha-vargiya bala, and the Mudda dasha with its sub-periods.
 */
import type { FormattedDashaPeriod } from "#engine/dasha.ts";
import { SAPTA_GRAHAS } from "#engine/data/grahas.ts";
import type { Kundli } from "#engine/kundli.ts";
import type { ChartBody } from "#engine/types.ts";
import type { OfficeBearers, Varshphal } from "#engine/varshphal.ts";
import { chartOf } from "#app/chart/chart-data";
import { drawChart, type ChartItem } from "../pdf/chart";
import { MUTED } from "../pdf/writer";
import { birthPairs, cover, periodBoxes, planetTable } from "./common";
import { requireKundli, type ReportContext } from "./context";

const OFFICES = ["munthaLord", "janmaLagnaLord", "varshaLagnaLord", "triRashiLord", "dinaRatriLord"] as const;

/**
 * The Tajika aspect on the Lagna from a house (engine/varshphal.ts TAJIKA_ASPECT_HOUSES):
 * friendly from the 3rd/11th and 5th/9th, inimical from the 1st, 4th/10th and 7th, none from the
 * 2nd, 6th, 8th and 12th.
 */
export function tajikaAspect(house: number): "friendly" | "inimical" | "none" {
  if ([3, 5, 9, 11].includes(house)) return "friendly";
  if ([1, 4, 7, 10].includes(house)) return "inimical";
  return "none";
}

export function requireVarshphal(k: Kundli): Varshphal {
  if (!k.varshphal) throw new Error("a Varshphal needs the Kundli's varshphal section (include: varshphal)");
  return k.varshphal;
}

export function varshphalReport(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  const v = requireVarshphal(k);
  const { t } = ctx;
  cover(ctx, {
    subjects: [k.basic.name],
    details: birthPairs(ctx, k, false),
    tiles: [
      { label: t("varshphalReport.cover.year"), value: String(v.year) },
      { label: t("varshphalReport.cover.yearLord"), value: ctx.planet(v.yearLord) },
      { label: t("varshphalReport.cover.muntha"), value: ctx.sign(v.muntha.sign) },
    ],
    charts: [annualChart(ctx, v)],
  });
  solarReturn(ctx, k, v);
  planetsAndBala(ctx, k, v);
  munthaAndYearLord(ctx, k, v);
  mudda(ctx, v);
}

/** The annual chart in the job's chart style, the Muntha marked in its house. */
function annualChart(ctx: ReportContext, v: Varshphal): ChartItem {
  const { t } = ctx;
  const data = chartOf({ planets: v.planets, vargas: {} }, "lagna");
  const title = t("varshphalReport.sections.annualChart", { year: v.year });
  const muntha = {
    key: "Muntha",
    sign: v.muntha.sign,
    text: t("varshphalReport.chart.munthaMark"),
    description: t("varshphalReport.fields.muntha"),
  };
  return {
    title,
    data: { ...data, marks: [muntha] },
    options: { style: ctx.style, labels: ctx.labels, title },
  };
}

/** "2000-03-08T04:41:12+05:30" → "08-03-2000 04:41:12": the return is known to the second. */
function dateTimeSeconds(iso: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/.exec(iso);
  return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}:${m[6]}` : iso;
}

function planetRow(v: Varshphal, body: ChartBody) {
  const row = v.planets.find((p) => p.planet === body);
  if (!row) throw new Error(`the annual chart has no ${body}`);
  return row;
}

function solarReturn(ctx: ReportContext, k: Kundli, v: Varshphal): void {
  const { w, t } = ctx;
  const f = (key: string, o?: Record<string, unknown>) => t(`varshphalReport.fields.${key}`, o);
  const natalLagna = k.planets.find((p) => p.planet === "Ascendant")!;
  const munthaLord = planetRow(v, v.munthaLord);
  w.heading(t("varshphalReport.sections.solarReturn"));
  w.paragraph(t("varshphalReport.solarReturnIntro"), { size: w.body * 0.9, colour: MUTED });
  w.keyValues(
    [
      [f("year"), String(v.year)],
      [
        f("yearOfLife"),
        v.completedYears === 0
          ? f("birthItself")
          : f("yearOfLifeValue", { n: v.completedYears + 1, completed: v.completedYears }),
      ],
      [f("solarReturn"), dateTimeSeconds(v.solarReturn)],
      [f("nextReturn"), dateTimeSeconds(v.nextSolarReturn)],
      [f("returnBy"), f(v.dayReturn ? "day" : "night")],
      [f("varshaLagna"), `${ctx.sign(v.ascendant.sign)} ${ctx.degree(v.ascendant.degree)}`],
      [f("janmaLagna"), `${ctx.sign(natalLagna.sign)} ${ctx.degree(natalLagna.degree)}`],
      [f("muntha"), f("munthaValue", { sign: ctx.sign(v.muntha.sign), house: ctx.ordinal(v.muntha.house) })],
      [
        f("munthaLord"),
        f("munthaLordValue", {
          planet: ctx.planet(v.munthaLord),
          sign: ctx.sign(munthaLord.sign),
          house: ctx.ordinal(munthaLord.house),
        }),
      ],
      [f("yearLord"), ctx.planet(v.yearLord)],
    ],
    { columns: 2 },
  );
  w.paragraph(f("offset", { offset: k.basic.utcOffset }), { size: w.body * 0.85, colour: MUTED });

  // The annual chart, as large as the page allows, centred.
  const chart = annualChart(ctx, v);
  const titleSize = Math.max(7, 10.5 * w.s);
  const noteSize = Math.max(7, 8.5 * w.s);
  const size = Math.min(w.contentWidth * 0.72, 330 * w.s, w.remaining - titleSize * 2 - noteSize * 2.5);
  if (size < 180 * w.s) w.newPage();
  const side = Math.min(w.contentWidth * 0.72, 330 * w.s, w.remaining - titleSize * 2 - noteSize * 2.5);
  const x = w.left + (w.contentWidth - side) / 2;
  const top = w.y + 4 * w.s;
  w.at(chart.title, w.left, top, { size: titleSize, bold: true, width: w.contentWidth, align: "center" });
  drawChart(w, chart, x, top + titleSize * 1.7, side, { line: w.brandFill });
  w.y = top + titleSize * 1.7 + side + 6 * w.s;
  w.at(t("varshphalReport.chart.munthaNote"), w.left, w.y, {
    size: noteSize,
    colour: MUTED,
    width: w.contentWidth,
    align: "center",
  });
  w.y += noteSize * 2;
}

function bala(value: number): string {
  return value.toFixed(2);
}

/** The annual chart's planets, and the Pancha-vargiya bala of the seven. */
function planetsAndBala(ctx: ReportContext, k: Kundli, v: Varshphal): void {
  const { w, t } = ctx;
  const c = (key: string) => t(`varshphalReport.columns.${key}`);
  w.heading(t("varshphalReport.sections.planets"), { keepWith: 220 * w.s });
  planetTable(ctx, { ...k, planets: v.planets });

  w.heading(t("varshphalReport.sections.bala"));
  const holders = new Set<string>(Object.values(v.officeBearers));
  w.table({
    columns: [
      { header: c("planet"), width: 1.25, bold: true },
      ...(["kshetra", "uchcha", "hadda", "drekkana", "navamsa"] as const).map((key) => ({
        header: c(key),
        width: 1,
        align: "right" as const,
      })),
      { header: c("total"), width: 1, align: "right", bold: true },
    ],
    rows: SAPTA_GRAHAS.map((p) => {
      const b = v.panchaVargiyaBala[p];
      return [
        `${ctx.planet(p)}${holders.has(p) ? " *" : ""}`,
        bala(b.kshetra),
        bala(b.uchcha),
        bala(b.hadda),
        bala(b.drekkana),
        bala(b.navamsa),
        bala(b.total),
      ];
    }),
    highlight: new Set(SAPTA_GRAHAS.flatMap((p, i) => (p === v.yearLord ? [i] : []))),
    scale: 0.86,
  });
  w.paragraph(t("varshphalReport.balaNote"), { size: w.body * 0.82, colour: MUTED });
}

function muntha(ctx: ReportContext, k: Kundli, v: Varshphal): void {
  const { w, t } = ctx;
  w.heading(t("varshphalReport.sections.muntha"));
  w.paragraph(t("varshphalReport.munthaIntro"), { size: w.body * 0.9, colour: MUTED });
  const natal = k.planets.find((p) => p.planet === "Ascendant")!.sign;
  w.paragraph(
    t("varshphalReport.munthaText", {
      natal: ctx.sign(natal),
      completed: v.completedYears,
      sign: ctx.sign(v.muntha.sign),
      house: ctx.ordinal(v.muntha.house),
      lagna: ctx.sign(v.ascendant.sign),
    }),
  );
  const lord = planetRow(v, v.munthaLord);
  w.paragraph(
    t("varshphalReport.munthaLordText", {
      planet: ctx.planet(v.munthaLord),
      sign: ctx.sign(lord.sign),
      house: ctx.ordinal(lord.house),
      bala: bala(v.panchaVargiyaBala[v.munthaLord].total),
    }),
  );
}

function officeName(ctx: ReportContext, v: Varshphal, office: keyof OfficeBearers): string {
  if (office === "dinaRatriLord")
    return ctx.t(`varshphalReport.offices.dinaRatriLord.${v.dayReturn ? "day" : "night"}`);
  return ctx.t(`varshphalReport.offices.${office}`);
}

/** The sentence that says why the year lord is the year lord. */
export function yearLordReason(ctx: ReportContext, v: Varshphal): string {
  const planet = ctx.planet(v.yearLord);
  const total = bala(v.panchaVargiyaBala[v.yearLord].total);
  if (v.yearLordRule === "strongest-aspecting" && v.aspectingLagna.length === 1)
    return ctx.t("varshphalReport.rule.onlyAspecting", { planet, bala: total });
  return ctx.t(`varshphalReport.rule.${v.yearLordRule}`, {
    planet,
    bala: total,
    aspecting: v.aspectingLagna.map((p) => ctx.planet(p)).join(", "),
  });
}

/** The Muntha and its lord, then the year lord: why, the five office-bearers and their aspects. */
function munthaAndYearLord(ctx: ReportContext, k: Kundli, v: Varshphal): void {
  const { w, t } = ctx;
  const c = (key: string) => t(`varshphalReport.columns.${key}`);
  muntha(ctx, k, v);
  w.heading(t("varshphalReport.sections.yearLord"));
  w.callout(`${t("varshphalReport.fields.yearLord")}: ${ctx.planet(v.yearLord)}`, yearLordReason(ctx, v));

  const rows = OFFICES.map((office) => {
    const planet = v.officeBearers[office];
    const house = planetRow(v, planet).house;
    return {
      planet,
      cells: [
        officeName(ctx, v, office),
        ctx.planet(planet),
        ctx.ordinal(house),
        t(`varshphalReport.aspects.${tajikaAspect(house)}`, { house: ctx.ordinal(house) }),
        bala(v.panchaVargiyaBala[planet].total),
      ],
    };
  });
  w.table({
    caption: t("varshphalReport.sections.offices"),
    columns: [
      { header: c("office"), width: 2.1, wrap: true },
      { header: c("planet"), width: 1, bold: true },
      { header: c("house"), width: 1.1, align: "center", wrap: true },
      { header: c("aspect"), width: 1.5, wrap: true },
      { header: c("bala"), width: 0.9, align: "right" },
    ],
    rows: rows.map((r) => r.cells),
    highlight: new Set(rows.flatMap((r, i) => (r.planet === v.yearLord ? [i] : []))),
  });

  w.paragraph(t("varshphalReport.yearLordNote"), { size: w.body * 0.82, colour: MUTED });
}

function within(p: { start: string; end: string }, at: number): boolean {
  return Date.parse(p.start) <= at && at < Date.parse(p.end);
}

function days(p: { start: string; end: string }): string {
  return ((Date.parse(p.end) - Date.parse(p.start)) / 86_400_000).toFixed(1);
}

function mudda(ctx: ReportContext, v: Varshphal): void {
  const { w, t } = ctx;
  const c = (key: string) => t(`varshphalReport.columns.${key}`);
  const now = ctx.input.generatedAt;
  const periods = v.muddaDasha;
  w.heading(t("varshphalReport.sections.mudda"), { keepWith: 220 * w.s });
  w.paragraph(t("varshphalReport.muddaIntro"), { size: w.body * 0.9, colour: MUTED });

  // The nine periods, then the first lord again from the ninth's end to the next return.
  const last = periods[periods.length - 1];
  const tail =
    last && periods[0] && Date.parse(last.end) < Date.parse(v.nextSolarReturn)
      ? { planet: periods[0].planet, start: last.end, end: v.nextSolarReturn }
      : undefined;
  const rows: { period: { start: string; end: string }; cells: string[] }[] = periods.map((p) => ({
    period: p,
    cells: [ctx.planet(p.planet), ctx.dateTime(p.start), ctx.dateTime(p.end), days(p)],
  }));
  if (tail) {
    rows.push({
      period: tail,
      cells: [
        t("varshphalReport.again", { planet: ctx.planet(tail.planet) }),
        ctx.dateTime(tail.start),
        ctx.dateTime(tail.end),
        days(tail),
      ],
    });
  }
  const running = rows.findIndex((r) => within(r.period, now));
  w.table({
    caption: t("varshphalReport.sections.muddaPeriods", { year: v.year }),
    columns: [
      { header: c("planet"), width: 1.6, bold: true, wrap: true },
      { header: c("start"), width: 1.3, align: "center" },
      { header: c("end"), width: 1.3, align: "center" },
      { header: c("days"), width: 0.6, align: "right" },
    ],
    rows: rows.map((r) => r.cells),
    highlight: new Set(running >= 0 ? [running] : []),
    width: w.contentWidth * 0.86,
    x: w.left + w.contentWidth * 0.07,
  });
  const notes = [t("varshphalReport.timesNote")];
  if (running >= 0) notes.unshift(t("varshphalReport.running", { date: ctx.reportDate }));
  w.paragraph(notes.join(" "), { size: w.body * 0.82, colour: MUTED });

  if (periods.some((p) => p.children?.length)) subPeriods(ctx, periods, now);
}

/** The nine sub-periods of each period in boxes, as the Janam Kundli lays out its antardashas. */
function subPeriods(ctx: ReportContext, periods: readonly FormattedDashaPeriod[], now: number): void {
  const { w, t } = ctx;
  const size = Math.max(7, w.body * 0.8);
  const lineH = size * 1.55;
  const rowsIn = Math.max(...periods.map((p) => p.children?.length ?? 0));
  const boxH = lineH * (rowsIn + 2.4) + 6 * w.s;
  w.subheading(t("varshphalReport.sections.muddaSub"), { keepWith: boxH + 10 * w.s });
  periodBoxes(ctx, periods, {
    perRow: w.contentWidth > 400 ? 3 : 2,
    size,
    lineH,
    boxH,
    headLines: 2.3,
    firstLine: 2.45,
    lordShare: 0.38,
    head: (p, x, top, boxW) => {
      w.at(ctx.planet(p.planet), x + 4 * w.s, top + lineH * 0.15, {
        size,
        bold: true,
        colour: w.brandText,
        width: boxW - 8 * w.s,
      });
      w.at(`${ctx.dateTime(p.start)} – ${ctx.dateTime(p.end)}`, x + 4 * w.s, top + lineH * 1.1, {
        size,
        colour: w.brandText,
        width: boxW - 8 * w.s,
      });
    },
    current: (sub) => within(sub, now),
    end: (sub) => ctx.dateTime(sub.end),
  });
  w.paragraph(t("varshphalReport.subNote"), { size, colour: MUTED });
}
