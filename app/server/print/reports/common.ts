/**
 * Pieces several reports share: the branded cover, birth details with the calculation
 * receipt, the planet table, and the running dasha.
 */
import type { Kundli } from "#engine/kundli.ts";
import type { FormattedDashaPeriod } from "#engine/dasha.ts";
import { DEBILITATION_SIGN, EXALTATION_SIGN, SAPTA_GRAHAS, type SaptaGraha } from "#engine/data/grahas.ts";
import { weekdayOf } from "#engine/panchang.ts";
import { signLord } from "#engine/zodiac.ts";
import { drawChart, type ChartItem } from "../pdf/chart";
import { INK, MUTED } from "../pdf/writer";
import type { ReportContext } from "./context";

export interface CoverOptions {
  /** One or two names (a match has two). */
  subjects: readonly string[];
  details: readonly (readonly [string, string])[];
  /** Up to two charts, side by side under the details. */
  charts?: readonly ChartItem[];
  /** Key figures shown large in a row of tiles (a match's gunas, the numerology numbers). */
  tiles?: readonly { label: string; value: string }[];
}

/** Page 1: the brand band, the report's title, whom it is for, the details and the charts. */
export function cover(ctx: ReportContext, o: CoverOptions): void {
  const { w, t } = ctx;
  const { brand } = ctx.input;
  const s = w.s;
  // The logo sits on a white card at the band's right, so any logo reads on any brand colour.
  const logoBox = { width: 150 * s, height: 68 * s };
  const logoW = w.logoWidth(logoBox);
  const pad = 8 * s;
  const cardW = logoW ? logoW + 2 * pad : 0;
  const textWidth = logoW ? w.contentWidth - cardW - 16 * s : w.contentWidth;
  // The name, the address and the contact line each shrink a little, then wrap: nothing is cut,
  // and the band grows to hold them.
  const lines = [
    { text: brand.name, size: 24 * s, min: 14 * s, maxLines: 2, bold: true, after: 4 * s },
    ...(brand.tagline
      ? [{ text: brand.tagline, size: 11 * s, min: 9 * s, maxLines: 2, bold: false, after: 2 * s }]
      : []),
    ...(brand.contact ? [{ text: brand.contact, size: 10 * s, min: 9 * s, maxLines: 2, bold: false, after: 0 }] : []),
  ];
  const fitted = (l: (typeof lines)[number]) => ({
    size: l.size,
    min: Math.max(9, l.min),
    maxLines: l.maxLines,
    bold: l.bold,
    width: textWidth,
  });
  const heights = lines.map((l) => w.blockSize(l.text, fitted(l)).height + l.after);
  const textH = heights.reduce((a, b) => a + b, 0);
  const band = Math.max(112 * s, textH + 2 * 24 * s, logoW ? logoBox.height + 2 * pad + 2 * 14 * s : 0);
  w.doc.rect(0, 0, w.pageWidth, band).fill(w.brandFill);
  // A rule in the secondary colour closes the band.
  w.doc.rect(0, band, w.pageWidth, 3 * s).fill(w.accentFill);
  if (logoW) {
    const cardX = w.left + w.contentWidth - cardW;
    const cardY = (band - logoBox.height - 2 * pad) / 2;
    w.doc.roundedRect(cardX, cardY, cardW, logoBox.height + 2 * pad, 8 * s).fill("#FFFFFF");
    w.logo(cardX + pad, cardY + pad, { ...logoBox, width: logoW });
  }
  let y = (band - textH) / 2;
  lines.forEach((l, i) => {
    w.block(l.text, w.left, y, { ...fitted(l), colour: w.brandText });
    y += heights[i]!;
  });

  y = band + 30 * s;
  w.at(ctx.title(), w.left, y, {
    size: 28 * s,
    bold: true,
    colour: w.brandInk,
    width: w.contentWidth,
    align: "center",
  });
  y += 28 * s * 1.6;
  const forWhom = o.subjects.length > 1 ? "report.cover.preparedForPair" : "report.cover.preparedFor";
  w.at(t(forWhom), w.left, y, { size: Math.max(8, 10 * s), colour: MUTED, width: w.contentWidth, align: "center" });
  y += 10 * s * 1.6;
  const names = o.subjects.join(` ${t("report.cover.and")} `);
  w.at(names, w.left, y, { size: 19 * s, bold: true, width: w.contentWidth, align: "center" });
  w.y = y + 19 * s * 1.9;
  w.keyValues(o.details, { columns: 2 });
  if (o.tiles?.length) tiles(ctx, o.tiles);

  // The disclaimer and the date close the page; the charts take the room left between.
  const footTop = w.bottom - 64 * s;
  const charts = o.charts ?? [];
  if (charts.length) {
    const gap = 22 * s;
    const titleH = 16 * s;
    const room = footTop - w.y - titleH - 14 * s;
    const size = Math.min(room, (w.contentWidth - gap * (charts.length - 1)) / charts.length, 300 * s);
    const rowWidth = size * charts.length + gap * (charts.length - 1);
    const top = w.y + 6 * s;
    charts.forEach((chart, i) => {
      const x = w.left + (w.contentWidth - rowWidth) / 2 + i * (size + gap);
      w.at(chart.title, x, top, { size: Math.max(9, 9.5 * s), bold: true, width: size, align: "center" });
      drawChart(w, chart, x, top + titleH, size, { line: w.brandFill });
    });
  }
  w.at(t("report.cover.generatedOn", { date: ctx.reportDate }), w.left, footTop, {
    size: Math.max(8, 9.5 * s),
    colour: MUTED,
  });
  w.y = footTop + 16 * s;
  w.paragraph(t("report.cover.disclaimer"), { size: Math.max(7.5, 8 * s), colour: MUTED });
  w.newPage();
}

function tiles(ctx: ReportContext, items: readonly { label: string; value: string }[]): void {
  const { w } = ctx;
  const s = w.s;
  const gap = 14 * s;
  const width = Math.min(150 * s, (w.contentWidth - gap * (items.length - 1)) / items.length);
  const height = 92 * s;
  const x0 = w.left + (w.contentWidth - (width * items.length + gap * (items.length - 1))) / 2;
  const top = w.y + 10 * s;
  items.forEach((item, i) => {
    const x = x0 + i * (width + gap);
    w.doc.roundedRect(x, top, width, height, 8 * s).fill(w.brandTint);
    w.at(item.value, x, top + 12 * s, { size: 34 * s, bold: true, colour: w.brandInk, width, align: "center" });
    w.at(item.label, x + 4 * s, top + 62 * s, {
      size: Math.max(8, 9.5 * s),
      colour: INK,
      width: width - 8 * s,
      align: "center",
    });
  });
  w.y = top + height + 16 * s;
}

/** Name, date, time, place… for the cover (short) or the birth-details page (full). */
export function birthPairs(ctx: ReportContext, k: Kundli, full: boolean): [string, string][] {
  const { t } = ctx;
  const b = k.basic;
  const ascendant = k.planets.find((p) => p.planet === "Ascendant")!;
  const moon = k.planets.find((p) => p.planet === "Moon")!;
  const pairs: [string, string][] = [
    [t("report.fields.name"), b.name || "—"],
    [t("report.fields.gender"), t(`report.fields.${b.gender}`)],
    [t("report.fields.date"), ctx.date(b.date)],
    [t("report.fields.time"), b.time],
    // The calendar weekday of the civil date; the Vedic vara (sunrise to sunrise) is in the panchang.
    [t("report.fields.day"), t(`report.terms.weekdays.${weekdayOf(b.date)}`)],
    [t("report.fields.place"), b.place || "—"],
  ];
  if (!full) {
    pairs.push([t("report.fields.lagna"), ctx.sign(ascendant.sign)]);
    pairs.push([t("report.fields.rashi"), ctx.sign(moon.sign)]);
    pairs.push([t("report.fields.nakshatra"), `${ctx.nakshatra(moon.nakshatra)} (${moon.pada})`]);
    return pairs;
  }
  pairs.push(
    [t("report.fields.latitude"), ctx.coordinate(b.latitude, "N", "S")],
    [t("report.fields.longitude"), ctx.coordinate(b.longitude, "E", "W")],
    [t("report.fields.timezone"), b.timezone],
    [t("report.fields.utcOffset"), b.utcOffset],
    [
      t("report.fields.ayanamsa"),
      `${ctx.degreeSeconds(b.ayanamsa)} (${t(`report.receipt.ayanamsas.${b.ayanamsaName}`)})`,
    ],
    [t("report.fields.gmst"), b.greenwich_mean_sideral_time],
    [t("report.fields.lst"), b.local_apparent_sideral_time],
    [t("report.fields.sunrise"), ctx.clock(k.panchang.sunrise)],
    [t("report.fields.sunset"), ctx.clock(k.panchang.sunset)],
    [t("report.fields.lagna"), `${ctx.sign(ascendant.sign)} ${ctx.degree(ascendant.degree)}`],
    [t("report.fields.rashi"), ctx.sign(moon.sign)],
    [t("report.fields.nakshatra"), `${ctx.nakshatra(moon.nakshatra)} (${moon.pada})`],
  );
  return pairs;
}

export function familyPairs(ctx: ReportContext): [string, string][] {
  const f = ctx.input.family ?? {};
  const out: [string, string][] = [];
  if (f.fatherName) out.push([ctx.t("report.fields.fatherName"), f.fatherName]);
  if (f.motherName) out.push([ctx.t("report.fields.motherName"), f.motherName]);
  if (f.jati) out.push([ctx.t("report.fields.jati"), f.jati]);
  if (f.gotra) out.push([ctx.t("report.fields.gotra"), f.gotra]);
  return out;
}

/** The tzdata release in a receipt's description ("tzdata 2026c" → "2026c"), when it names one. */
export function tzdataRelease(description: string): string | null {
  return /\b(\d{4}[a-z])\b/.exec(description)?.[1] ?? null;
}

/**
 * The choices every number depends on, as an astrologer says them (conventions.md: printed on
 * every chart): "Lahiri ayanamsa, mean node, Sripati bhava; time zone data 2026c".
 */
export function calculationSummary(ctx: ReportContext, k: Kundli): string {
  const { t } = ctx;
  const r = k.receipt;
  const release = tzdataRelease(r.tzdata);
  const time =
    r.utcOffsetSource === "utcOffset"
      ? t("report.receipt.summary.offsetByHand", { offset: r.utcOffset })
      : release
        ? t("report.receipt.summary.tzdata", { release })
        : t("report.receipt.summary.tzdataBuiltIn");
  return t("report.receipt.summary.line", {
    ayanamsa: t(`report.receipt.summary.ayanamsas.${r.options.ayanamsa}`),
    node: t(`report.receipt.summary.nodes.${r.options.node}`),
    houses: t(`report.receipt.summary.houses.${r.options.houses}`),
    time,
  });
}

/** The choices in words, a sentence on the birth-details page. */
export function calculationLine(ctx: ReportContext, k: Kundli): void {
  const { w } = ctx;
  w.gap(4);
  w.paragraph(calculationSummary(ctx, k), { size: w.body * 0.92 });
}

/** The technical receipt (engine, ephemeris, tzdata as the runtime names it): a small appendix closing the report. */
export function receiptAppendix(ctx: ReportContext, k: Kundli): void {
  const { t, w } = ctx;
  const r = k.receipt;
  w.subheading(t("report.sections.receipt"));
  w.paragraph(t("report.receipt.intro"), { size: w.body * 0.85, colour: MUTED });
  const mode = r.ephemeris.mode === "moshier" ? "moshier" : "swiss";
  w.keyValues(
    [
      [t("report.receipt.engine"), r.engine],
      [
        t("report.receipt.ephemeris"),
        `${r.ephemeris.name} ${r.ephemeris.version}, ${t(`report.receipt.modes.${mode}`)}`,
      ],
      [t("report.receipt.ayanamsa"), t(`report.receipt.ayanamsas.${r.options.ayanamsa}`)],
      [t("report.receipt.node"), t(`report.receipt.nodes.${r.options.node}`)],
      [t("report.receipt.houses"), t(`report.receipt.houseSystems.${r.options.houses}`)],
      [t("report.receipt.sunrise"), t(`report.receipt.sunrises.${r.options.sunrise}`)],
      [t("report.receipt.dashaYear"), t("report.receipt.days", { days: r.options.dashaYear })],
      [t("report.receipt.tzdata"), r.tzdata],
      [t("report.receipt.offsetSource"), `${r.utcOffset}, ${t(`report.receipt.offsetSources.${r.utcOffsetSource}`)}`],
    ],
    { columns: 2 },
  );
}

function dignity(ctx: ReportContext, planet: string, sign: number): string[] {
  if (!(SAPTA_GRAHAS as readonly string[]).includes(planet)) return [];
  const g = planet as SaptaGraha;
  if (EXALTATION_SIGN[g] === sign) return [ctx.t("report.status.exalted")];
  if (DEBILITATION_SIGN[g] === sign) return [ctx.t("report.status.debilitated")];
  if (signLord(sign) === g) return [ctx.t("report.status.own")];
  return [];
}

/** The Nirayan planet table: sign, lord, degree, nakshatra, lord, pada, house, status. */
export function planetTable(ctx: ReportContext, k: Kundli): void {
  const { t, w } = ctx;
  const rows = k.planets.map((p) => {
    const status = [
      ...(p.retrograde && p.planet !== "Rahu" && p.planet !== "Ketu" ? [t("report.status.retrograde")] : []),
      ...(p.combust ? [t("report.status.combust")] : []),
      ...dignity(ctx, p.planet, p.sign),
    ];
    return [
      ctx.planet(p.planet),
      ctx.sign(p.sign),
      ctx.planet(signLord(p.sign)),
      ctx.degreeSeconds(p.degree),
      ctx.nakshatra(p.nakshatra),
      ctx.planet(p.nakshatraLord),
      String(p.pada),
      String(p.house),
      status.join(", "),
    ];
  });
  w.table({
    columns: [
      { header: t("report.columns.planet"), width: 1.15, bold: true },
      { header: t("report.columns.sign"), width: 1.05 },
      { header: t("report.columns.signLord"), width: 0.95 },
      { header: t("report.columns.degree"), width: 1, align: "right" },
      { header: t("report.columns.nakshatra"), width: 1.45 },
      { header: t("report.columns.nakshatraLord"), width: 0.95 },
      { header: t("report.columns.pada"), width: 0.55, align: "center" },
      { header: t("report.columns.house"), width: 0.65, align: "center" },
      { header: t("report.columns.status"), width: 1.2, wrap: true },
    ],
    rows,
    scale: 0.86,
  });
}

interface Running {
  maha?: FormattedDashaPeriod;
  antar?: FormattedDashaPeriod;
  pratyantar?: FormattedDashaPeriod;
}

function within(p: FormattedDashaPeriod, at: number): boolean {
  return Date.parse(p.start) <= at && at < Date.parse(p.end);
}

/** Mahadasha, antardasha and pratyantardasha running at `at` (epoch ms). */
export function runningDasha(k: Kundli, at: number): Running {
  const maha = k.dasha.periods.find((p) => within(p, at));
  const antar = maha?.children?.find((p) => within(p, at));
  const pratyantar = antar?.children?.find((p) => within(p, at));
  return { maha, antar, pratyantar };
}

/** How periodBoxes lays out one report's boxes; sizes in points, heights in lines of `lineH`. */
export interface PeriodBoxes {
  perRow: number;
  size: number;
  lineH: number;
  boxH: number;
  /** The filled head's height, and where the first sub-period's line starts. */
  headLines: number;
  firstLine: number;
  /** The share of the box's width the sub-period's lord takes; its end has the rest. */
  lordShare: number;
  /** Writes the head's text (the lord, its dates) on the fill. */
  head: (period: FormattedDashaPeriod, x: number, top: number, boxW: number) => void;
  /** The sub-period to tint: the one running. */
  current: (sub: FormattedDashaPeriod) => boolean;
  end: (sub: FormattedDashaPeriod) => string;
}

/**
 * Periods in boxes, `perRow` across, as printed Kundlis lay out the antardashas: a filled head,
 * then one line a sub-period (its lord, its end), the running one tinted, in a frame. The Janam
 * Kundli's antardashas and the Varshphal's Mudda sub-periods are drawn by this one grid.
 */
export function periodBoxes(ctx: ReportContext, periods: readonly FormattedDashaPeriod[], b: PeriodBoxes): void {
  const { w } = ctx;
  const gap = 10 * w.s;
  const boxW = (w.contentWidth - gap * (b.perRow - 1)) / b.perRow;
  for (let i = 0; i < periods.length; i += b.perRow) {
    w.ensure(b.boxH + gap);
    const top = w.y;
    periods.slice(i, i + b.perRow).forEach((period, j) => {
      const x = w.left + j * (boxW + gap);
      w.doc.rect(x, top, boxW, b.lineH * b.headLines).fill(w.brandFill);
      b.head(period, x, top, boxW);
      (period.children ?? []).forEach((sub, r) => {
        const y = top + b.lineH * (b.firstLine + r);
        if (b.current(sub)) w.doc.rect(x, y - b.lineH * 0.12, boxW, b.lineH).fill(w.brandTint);
        w.at(ctx.planet(sub.planet), x + 4 * w.s, y, { size: b.size, width: boxW * b.lordShare });
        w.at(b.end(sub), x + boxW * b.lordShare, y, {
          size: b.size,
          width: boxW * (1 - b.lordShare) - 4 * w.s,
          align: "right",
          colour: MUTED,
        });
      });
      w.doc
        .rect(x, top, boxW, b.boxH)
        .lineWidth(0.5 * w.s)
        .strokeColor(w.brandFill)
        .stroke();
    });
    w.y = top + b.boxH + gap;
  }
}
