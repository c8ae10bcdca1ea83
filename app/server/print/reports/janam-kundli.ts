/**
 * The full Janam Kundli: cover, birth details with the calculation choices, avakhada and
 * panchang, all nineteen charts, planet and bhava tables, Vimshottari to antardasha (with the
 * pratyantardashas of the running mahadasha), and when the calculation included them (calc-cli-v2)
 * the Yogini dasha, the Sade Sati timeline, the KP cusps and Shadbala; then ashtakavarga, shodashvarga and vimshopaka,
 * maitri, yogas, a short section of readings from the library (the Lagna, the Moon's nakshatra,
 * the Lagna lord, the planets in their strongest or weakest signs: the report's selection,
 * janamSelection, which the astrologer may edit) and the doshas; the technical receipt closes it
 * as a small appendix.
 */
import { ASHTAKAVARGA_CONTRIBUTORS } from "#engine/ashtakavarga.ts";
import { SAPTA_GRAHAS } from "#engine/data/grahas.ts";
import { weekdayOf } from "#engine/panchang.ts";
import type { Kundli } from "#engine/kundli.ts";
import { SHODASHVARGA_NAMES, VIMSHOPAKA_SCHEMES, type VimshopakaScheme } from "#engine/shodashvarga.ts";
import { CHART_BODIES, GRAHAS } from "#engine/types.ts";
import { signFrom, signLord } from "#engine/zodiac.ts";
import { CHART_KINDS } from "#app/chart/chart-data";
import { chartGrid, chartRowHeight } from "../pdf/chart";
import { MIN_TABLE, MUTED } from "../pdf/writer";
import {
  birthPairs,
  calculationLine,
  cover,
  familyPairs,
  periodBoxes,
  planetTable,
  receiptAppendix,
  runningDasha,
} from "./common";
import { bodySign, type ReportContext, type ReportTexts, requireKundli } from "./context";
import { doshaSummary } from "./dosha";
import { kpPage } from "./kp";
import {
  dignityOf,
  padaRule,
  planetOf,
  printNote,
  printRecommendations,
  printText,
  reading,
  readingText,
  selected,
  type ReadingSection,
} from "./library";
import { sadeSatiPage } from "./sade-sati";
import { shadbalaPage } from "./shadbala";
import { yoginiPage } from "./yogini";
import { yogaSection } from "./yogas";

export function janamKundli(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  cover(ctx, { subjects: [k.basic.name], details: birthPairs(ctx, k, false), charts: [ctx.chart(k, "lagna")] });
  ctx.w.contentsPageHere(ctx.t("report.sections.contents"));
  birthPage(ctx, k);
  avakhadaPanchang(ctx, k);
  charts(ctx, k);
  planetsAndBhava(ctx, k);
  sayanAndDrishti(ctx, k);
  dasha(ctx, k);
  // The calc-cli-v2 sections, each printed when the consumer asked for it (consumer.server.ts).
  if (k.dashas) yoginiPage(ctx, k.dashas.yogini);
  if (k.transit) sadeSatiPage(ctx, k, k.transit);
  if (k.kp) kpPage(ctx, k.kp);
  if (k.strength) shadbalaPage(ctx, k.strength);
  ashtakavarga(ctx, k);
  shodashvarga(ctx, k);
  maitriAndYogas(ctx, k);
  readingsSection(ctx, k);
  printNote(ctx, "readings");
  ctx.w.heading(ctx.t("report.sections.doshas"));
  doshaSummary(ctx, k);
  printRecommendations(ctx);
  receiptAppendix(ctx, k);
}

function birthPage(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.birthDetails"));
  w.keyValues(birthPairs(ctx, k, true), { columns: 2 });
  calculationLine(ctx, k);
  const family = familyPairs(ctx);
  if (family.length) {
    w.subheading(t("report.sections.parents"));
    w.keyValues(family, { columns: 2 });
  }
}

function avakhadaPanchang(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const a = k.avakhada;
  const p = k.panchang;
  w.heading(t("report.sections.avakhada"), { keepWith: 180 * w.s });
  const letter = ctx.input.language === "hi" ? a.nameAlphabetDevanagari : a.nameAlphabet;
  w.keyValues(
    [
      [t("report.fields.varna"), t(`report.terms.varna.${a.varna}`)],
      [t("report.fields.vashya"), t(`report.terms.vashya.${a.vashya}`)],
      [t("report.fields.yoni"), t(`report.terms.yoni.${a.yoni}`)],
      [t("report.fields.gan"), t(`report.terms.gana.${a.gan}`)],
      [t("report.fields.nadi"), t(`report.terms.nadi.${a.nadi}`)],
      [t("report.fields.rashi"), ctx.sign(a.rashi)],
      [t("report.fields.rashiLord"), ctx.planet(a.rashiLord)],
      [t("report.fields.lagna"), ctx.sign(a.lagna)],
      [t("report.fields.karana"), t(`report.terms.karanas.${p.karanaName}`)],
      [t("report.fields.yunja"), t(`report.terms.yunja.${a.yunja}`)],
      [t("report.fields.tatva"), t(`report.terms.tatva.${a.tatva}`)],
      [t("report.fields.nameAlphabet"), letter],
      [t("report.fields.paya"), t(`report.terms.paya.${a.paya}`)],
      [t("report.fields.payaByMoonHouse"), t(`report.terms.paya.${a.payaByMoonHouse}`)],
    ],
    { columns: 2 },
  );
  w.heading(t("report.sections.panchang"), { keepWith: 150 * w.s });
  w.keyValues(
    [
      [t("report.fields.tithi"), t(`report.terms.tithis.${p.tithi}`)],
      [t("report.fields.tithiStart"), ctx.dateTime(p.tithi_start_time)],
      [t("report.fields.tithiEnd"), ctx.dateTime(p.tithi_end_time)],
      [t("report.fields.vara"), t(`report.terms.weekdays.${p.vara}`)],
      [t("report.fields.nakshatra"), ctx.nakshatra(p.nakshatra)],
      [t("report.fields.yoga"), t(`report.terms.yogas.${p.yoga}`)],
      [t("report.fields.karana"), t(`report.terms.karanas.${p.karanaName}`)],
      [t("report.fields.sunrise"), ctx.clock(p.sunrise)],
      [t("report.fields.sunset"), ctx.clock(p.sunset)],
      [t("report.fields.mangalDosh"), ctx.yesNo(p.mangal_dosh)],
      [t("report.fields.sarpDosh"), ctx.yesNo(p.sarp_dosh)],
    ],
    { columns: 2 },
  );
  // The vara runs sunrise to sunrise: before sunrise it is still the previous calendar day's.
  const weekday = (n: number) => t(`report.terms.weekdays.${n}`);
  w.paragraph(
    p.birthBeforeSunrise
      ? t("report.varaBeforeSunrise", {
          time: k.basic.time,
          sunrise: ctx.clock(p.sunrise),
          vara: weekday(p.vara),
          day: weekday(weekdayOf(k.basic.date)),
        })
      : t("report.varaNote"),
    { size: w.body * 0.88, colour: MUTED },
  );
}

function charts(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const line = w.brandFill;
  w.heading(t("report.sections.mainCharts"), { keepWith: chartRowHeight(w, { perRow: 2 }) });
  chartGrid(w, [ctx.chart(k, "lagna"), ctx.chart(k, "D9"), ctx.chart(k, "moon"), ctx.chart(k, "chalit")], {
    perRow: 2,
    line,
  });
  // The other vargas in D-number order (the Sun chart first, like the Moon chart a chart of the rasi).
  const dNumber = (kind: string) => (/^D(\d+)$/.exec(kind) ? Number(kind.slice(1)) : 0);
  const rest = CHART_KINDS.filter((kind) => !["lagna", "D9", "moon", "chalit"].includes(kind))
    .sort((a, b) => dNumber(a) - dNumber(b))
    .map((kind) => ctx.chart(k, kind));
  w.heading(t("report.sections.divisional"), { keepWith: chartRowHeight(w, { perRow: 2 }) });
  // Two across on A4 and Letter: three would print their labels under 7 pt.
  chartGrid(w, rest, { perRow: 2, line });
}

function planetsAndBhava(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.planets"), { keepWith: 200 * w.s });
  planetTable(ctx, k);
  w.heading(t("report.sections.bhava"));
  const at = (lon: number) => `${ctx.sign(Math.floor(lon / 30) + 1)} ${ctx.degree(lon % 30)}`;
  w.table({
    columns: [
      { header: t("report.columns.house"), width: 0.6, align: "center", bold: true },
      { header: t("report.columns.sandhi"), width: 1.6 },
      { header: t("report.columns.madhya"), width: 1.6 },
      { header: t("report.columns.planet"), width: 2.2, wrap: true },
    ],
    rows: k.bhava.map((b) => [
      String(b.house),
      at(b.sandhi),
      at(b.madhya),
      CHART_BODIES.filter((body) => k.chalit[body] === b.house)
        .map((body) => ctx.planet(body))
        .join(", "),
    ]),
    scale: 0.9,
  });
}

function sayanAndDrishti(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.sayan"), { keepWith: 200 * w.s });
  w.table({
    columns: [
      { header: t("report.columns.planet"), width: 1.2, bold: true },
      { header: t("report.columns.sign"), width: 1.2 },
      { header: t("report.columns.degree"), width: 1, align: "right" },
      { header: t("report.columns.longitude"), width: 1, align: "right" },
    ],
    rows: k.planets.map((p) => {
      const lon = p.tropicalLongitude;
      return [
        ctx.planet(p.planet),
        ctx.sign(Math.floor(lon / 30) + 1),
        ctx.degreeSeconds(lon % 30),
        ctx.degreeSeconds(lon),
      ];
    }),
    width: w.contentWidth * 0.8,
    x: w.left + w.contentWidth * 0.1,
  });
  w.heading(t("report.sections.drishti"));
  // The aspects Rahu and Ketu are given differ by convention: say which this Kundli follows.
  w.paragraph(t(`kundli.drishti.rule.${k.drishti.nodes}`), { colour: MUTED, size: w.small });
  w.table({
    columns: [
      { header: t("report.columns.planet"), width: 1.1, bold: true },
      { header: t("report.columns.aspectsHouses"), width: 1.2 },
      { header: t("report.columns.aspectsBodies"), width: 2.2, wrap: true },
    ],
    rows: GRAHAS.map((g) => {
      const d = k.drishti.of[g];
      return [ctx.planet(g), d.houses.join(", "), d.bodies.map((b) => ctx.planet(b)).join(", ") || "—"];
    }),
  });
  w.heading(t("report.sections.conjunctions"));
  if (k.conjunctions.length === 0) w.paragraph(t("report.none"));
  for (const c of k.conjunctions) w.bullet(`${ctx.sign(c.sign)}: ${c.planets.map((p) => ctx.planet(p)).join(", ")}`);
}

function dasha(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const now = ctx.input.generatedAt;
  const running = runningDasha(k, now);
  w.heading(t("report.sections.dasha"), { keepWith: 220 * w.s });
  const balance = k.dasha.balanceYears;
  const years = Math.floor(balance);
  const months = Math.floor((balance - years) * 12);
  const first = k.dasha.periods[0];
  if (first) {
    w.paragraph(
      `${t("report.fields.balance")}: ${t("report.balanceValue", { planet: ctx.planet(first.planet), years, months })}`,
      {
        bold: true,
      },
    );
  }
  w.table({
    caption: t("report.sections.mahadasha"),
    columns: [
      { header: t("report.columns.planet"), width: 1.2, bold: true },
      { header: t("report.columns.start"), width: 1, align: "center" },
      { header: t("report.columns.end"), width: 1, align: "center" },
    ],
    rows: k.dasha.periods.map((p) => [ctx.planet(p.planet), ctx.date(p.start), ctx.date(p.end)]),
    highlight: new Set(k.dasha.periods.flatMap((p, i) => (p === running.maha ? [i] : []))),
    width: w.contentWidth * 0.7,
    x: w.left + w.contentWidth * 0.15,
  });

  w.subheading(t("report.sections.running"));
  if (running.maha) {
    w.paragraph(t("report.dashaNow", { date: ctx.reportDate }));
    const levels: [string, typeof running.maha | undefined][] = [
      [t("report.levels.mahadasha"), running.maha],
      [t("report.levels.antardasha"), running.antar],
      [t("report.levels.pratyantardasha"), running.pratyantar],
    ];
    w.table({
      columns: [
        { header: t("report.columns.level"), width: 1.4 },
        { header: t("report.columns.planet"), width: 1, bold: true },
        { header: t("report.columns.start"), width: 1, align: "center" },
        { header: t("report.columns.end"), width: 1, align: "center" },
      ],
      rows: levels
        .filter(([, p]) => p)
        .map(([label, p]) => [label, ctx.planet(p!.planet), ctx.date(p!.start), ctx.date(p!.end)]),
    });
    if (running.antar?.children) {
      w.table({
        caption: t("report.sections.pratyantar"),
        columns: [
          { header: t("report.columns.planet"), width: 1.2, bold: true },
          { header: t("report.columns.start"), width: 1, align: "center" },
          { header: t("report.columns.end"), width: 1, align: "center" },
        ],
        rows: running.antar.children.map((p) => [ctx.planet(p.planet), ctx.date(p.start), ctx.date(p.end)]),
        highlight: new Set(running.antar.children.flatMap((p, i) => (p === running.pratyantar ? [i] : []))),
        width: w.contentWidth * 0.7,
        x: w.left + w.contentWidth * 0.15,
      });
    }
  } else {
    w.paragraph(t("report.dashaNotRunning"));
  }

  // Antardashas of every mahadasha, three boxes across (two on A5), as printed Kundlis lay them out.
  const size = Math.max(MIN_TABLE, w.body * 0.82);
  const lineH = size * 1.55;
  const boxH = lineH * 11 + 6 * w.s;
  w.heading(t("report.sections.antardasha"), { keepWith: boxH });
  periodBoxes(ctx, k.dasha.periods, {
    perRow: w.contentWidth > 450 ? 3 : 2,
    size,
    lineH,
    boxH,
    headLines: 1.25,
    firstLine: 1.35,
    lordShare: 0.4,
    head: (md, x, top, boxW) =>
      w.at(`${ctx.planet(md.planet)}  ${ctx.date(md.start)} – ${ctx.date(md.end)}`, x + 4 * w.s, top + lineH * 0.18, {
        size,
        bold: true,
        colour: w.brandText,
        width: boxW - 8 * w.s,
      }),
    current: (ad) => ad === running.antar,
    end: (ad) => ctx.date(ad.end),
  });
  w.paragraph(t("report.antardashaNote"), { size, colour: MUTED });

  // Pratyantardashas of the running mahadasha: the near years in detail.
  if (running.maha?.children?.some((ad) => ad.children?.length)) {
    w.heading(`${t("report.sections.pratyantardasha")} · ${ctx.planet(running.maha.planet)}`);
    for (const ad of running.maha.children) {
      if (!ad.children) continue;
      w.table({
        caption: `${ctx.planet(running.maha.planet)} / ${ctx.planet(ad.planet)}  (${ctx.date(ad.start)} – ${ctx.date(ad.end)})`,
        columns: [
          { header: t("report.columns.planet"), width: 1.2, bold: true },
          { header: t("report.columns.start"), width: 1, align: "center" },
          { header: t("report.columns.end"), width: 1, align: "center" },
        ],
        rows: ad.children.map((p) => [ctx.planet(p.planet), ctx.date(p.start), ctx.date(p.end)]),
        highlight: new Set(ad.children.flatMap((p, i) => (p === running.pratyantar ? [i] : []))),
        width: w.contentWidth * 0.62,
        x: w.left + w.contentWidth * 0.19,
        scale: 0.82,
      });
    }
  }
}

function signColumns(ctx: ReportContext, first: string, firstWidth = 1.5) {
  return [
    { header: first, width: firstWidth, bold: true },
    ...Array.from({ length: 12 }, (_, i) => ({
      header: ctx.t(`report.terms.signShort.${i + 1}`),
      width: 0.62,
      align: "center" as const,
    })),
    { header: ctx.t("report.columns.total"), width: 0.75, align: "center" as const, bold: true },
  ];
}

function withTotal(row: readonly number[]): string[] {
  return [...row.map(String), String(row.reduce((a, b) => a + b, 0))];
}

function ashtakavarga(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const a = k.ashtakavarga;
  w.heading(t("report.sections.ashtakavarga"), { keepWith: 200 * w.s });
  w.table({
    caption: t("report.sections.bav"),
    columns: signColumns(ctx, t("report.columns.planet")),
    rows: [
      ...SAPTA_GRAHAS.map((g) => [ctx.planet(g), ...withTotal(a.bav[g])]),
      [ctx.planet("Ascendant"), ...withTotal(a.bavAscendant)],
      [t("report.savShort"), ...withTotal(a.sav)],
    ],
    highlight: new Set([SAPTA_GRAHAS.length + 1]),
    scale: 0.82,
  });
  const asc = k.planets.find((p) => p.planet === "Ascendant")!.sign;
  w.table({
    caption: t("report.sections.sav"),
    columns: [
      { header: t("report.columns.house"), width: 1.5, bold: true },
      ...Array.from({ length: 12 }, (_, i) => ({ header: String(i + 1), width: 0.62, align: "center" as const })),
      { header: t("report.columns.total"), width: 0.75, align: "center" as const, bold: true },
    ],
    rows: [
      [
        t("report.columns.sign"),
        ...Array.from({ length: 12 }, (_, i) => t(`report.terms.signShort.${signFrom(asc, i + 1)}`)),
        "",
      ],
      [t("report.savShort"), ...withTotal(Array.from({ length: 12 }, (_, i) => a.sav[signFrom(asc, i + 1) - 1]!))],
    ],
    scale: 0.82,
  });
  w.table({
    caption: t("report.sections.shodhana"),
    columns: signColumns(ctx, "", 2),
    rows: [
      [t("report.shodhanaTrikona"), ...withTotal(a.combined.trikonaShodhita)],
      [t("report.shodhanaEkadhipatya"), ...withTotal(a.combined.ekadhipatyaShodhita)],
    ],
    scale: 0.82,
  });
  w.table({
    caption: t("report.sections.pinda"),
    columns: [
      { header: t("report.columns.graha"), width: 1.4, bold: true },
      { header: t("report.columns.rashiPinda"), width: 1, align: "center" },
      { header: t("report.columns.grahaPinda"), width: 1, align: "center" },
      { header: t("report.columns.shodhyaPinda"), width: 1, align: "center", bold: true },
    ],
    rows: SAPTA_GRAHAS.map((g) => [
      ctx.planet(g),
      String(a.pinda[g].rashi),
      String(a.pinda[g].graha),
      String(a.pinda[g].shodhya),
    ]),
    width: w.contentWidth * 0.75,
    x: w.left + w.contentWidth * 0.125,
    scale: 0.86,
  });
  // Prastara: which contributor gives each planet its bindus, sign by sign.
  w.heading(t("report.sections.prastara"), { keepWith: 200 * w.s });
  for (const g of SAPTA_GRAHAS) {
    w.table({
      caption: ctx.planet(g),
      columns: signColumns(ctx, t("report.columns.planet")),
      rows: [
        ...ASHTAKAVARGA_CONTRIBUTORS.map((c) => [ctx.planet(c), ...withTotal(a.prastara[g][c])]),
        [t("report.columns.total"), ...withTotal(a.bav[g])],
      ],
      highlight: new Set([ASHTAKAVARGA_CONTRIBUTORS.length]),
      scale: 0.74,
    });
  }
}

function shodashvarga(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.shodashvarga"), { keepWith: 200 * w.s });
  w.table({
    columns: [
      { header: t("report.columns.body"), width: 1.1, bold: true },
      ...SHODASHVARGA_NAMES.map((v) => ({ header: v, width: 0.55, align: "center" as const })),
    ],
    rows: CHART_BODIES.map((body) => {
      const row = k.shodashvarga.table[body];
      const name = ctx.planet(body) + (row.vargottama ? " *" : "");
      return [name, ...SHODASHVARGA_NAMES.map((v) => String(row.signs[v]))];
    }),
    scale: 0.8,
  });
  // The legend only when a row carries its star.
  if (CHART_BODIES.some((body) => k.shodashvarga.table[body].vargottama)) {
    w.paragraph(`* ${t("report.status.vargottama")}`, { size: Math.max(MIN_TABLE, w.body * 0.8), colour: MUTED });
  }
  const schemes = Object.keys(VIMSHOPAKA_SCHEMES) as VimshopakaScheme[];
  w.table({
    caption: t("report.sections.vimshopaka"),
    columns: [
      { header: t("report.columns.planet"), width: 1.3, bold: true },
      ...schemes.map((s) => ({ header: t(`report.terms.schemes.${s}`), width: 1, align: "center" as const })),
    ],
    rows: SAPTA_GRAHAS.map((g) => [
      ctx.planet(g),
      ...schemes.map((s) => k.shodashvarga.vimshopaka[g][s].score.toFixed(1)),
    ]),
    scale: 0.86,
  });
  w.table({
    caption: t("report.sections.taraChakra"),
    columns: [
      { header: "#", width: 0.4, align: "center" },
      { header: t("report.columns.tara"), width: 1.1, bold: true },
      { header: t("report.columns.nakshatras"), width: 3.2 },
    ],
    rows: k.shodashvarga.taraChakra.map((row) => [
      String(row.number),
      t(`report.terms.taras.${row.tara}`),
      row.nakshatras.map((n) => ctx.nakshatra(n)).join(", "),
    ]),
    scale: 0.86,
  });
}

function maitriAndYogas(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const relationTable = (caption: string, table: Record<string, Partial<Record<string, string>>>) =>
    w.table({
      caption,
      columns: [
        { header: "", width: 1.2, bold: true },
        ...GRAHAS.map((g) => ({ header: ctx.labels.abbreviations[g], width: 0.7, align: "center" as const })),
      ],
      rows: GRAHAS.map((of) => [
        ctx.planet(of),
        ...GRAHAS.map((to) => {
          const r = table[of]?.[to];
          return of === to ? "—" : r ? t(`report.terms.relationShort.${r}`) : "";
        }),
      ]),
      scale: 0.8,
    });
  w.heading(t("report.sections.maitri"), { keepWith: 200 * w.s });
  relationTable(t("report.sections.naisargika"), k.maitri.naisargika);
  relationTable(t("report.sections.tatkalika"), k.maitri.tatkalika);
  relationTable(t("report.sections.maitri"), k.maitri.panchadha);
  const legend = (["greatFriend", "friend", "neutral", "enemy", "greatEnemy"] as const)
    .map((r) => `${t(`report.terms.relationShort.${r}`)} = ${t(`report.terms.relations.${r}`)}`)
    .join(" · ");
  w.paragraph(legend, { size: Math.max(MIN_TABLE, w.body * 0.8), colour: MUTED });

  yogaSection(ctx, k);
}

/** Dignities that make a graha's sign worth reading in a short section: the extremes. */
const NOTABLE = ["exalted", "moolatrikona", "own", "debilitated"] as const;

/**
 * What the readings section reads for this chart, by library key: the Lagna, the Moon's nakshatra
 * and pada, the Lagna lord's house, and up to three planets in their strongest or weakest signs
 * (the Moon's sign when none is). The builder prints from it and the draft screen shows it.
 */
function readingsPlan(k: Kundli) {
  const lagna = bodySign(k, "Ascendant");
  const moon = planetOf(k, "Moon");
  const lord = signLord(lagna);
  const placed = planetOf(k, lord).house;
  const rank = (g: (typeof SAPTA_GRAHAS)[number]) => NOTABLE.indexOf(dignityOf(k, g) as (typeof NOTABLE)[number]);
  const notable = SAPTA_GRAHAS.filter((g) => rank(g) >= 0).sort((a, b) => rank(a) - rank(b));
  return {
    lagna: { sign: lagna, key: `lagna.${lagna}` },
    moon: {
      nakshatra: moon.nakshatra,
      pada: moon.pada,
      key: `moonNakshatra.${moon.nakshatra}`,
      padaKey: `moonNakshatra.${moon.nakshatra}.padas.${moon.pada}`,
    },
    lord: { lord, placed, key: `lordInHouse.1.${placed}` },
    grahas: (notable.length ? notable.slice(0, 3) : (["Moon"] as const)).map((g) => {
      const p = planetOf(k, g);
      return { graha: g, sign: p.sign, house: p.house, key: `grahaInSign.${g}.${p.sign}` };
    }),
  };
}

/** The Janam Kundli's readings for this chart, as the draft screen shows them: its one readings section. */
export function janamSelection(ctx: ReportTexts): ReadingSection[] {
  const plan = readingsPlan(requireKundli(ctx.input));
  return [
    {
      id: "readings",
      title: ctx.t("report.sections.readings"),
      readings: [
        selected(ctx, plan.lagna.key),
        selected(ctx, plan.moon.key),
        selected(ctx, plan.moon.padaKey, padaRule(ctx, plan.moon.nakshatra, plan.moon.pada)),
        selected(ctx, plan.lord.key),
        ...plan.grahas.map((g) => selected(ctx, g.key)),
      ],
    },
  ];
}

/** The readings section (readingsPlan), each reading under its own title. */
function readingsSection(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  const plan = readingsPlan(k);
  w.heading(t("report.sections.readings"));
  w.paragraph(t("report.readings.intro"), { colour: MUTED });
  w.subheading(t("report.sections.lagnaReading", { sign: ctx.sign(plan.lagna.sign) }), { keepWith: 80 * w.s });
  reading(ctx, plan.lagna.key);
  const { nakshatra, pada } = plan.moon;
  w.subheading(t("report.life.nakshatraTitle", { nakshatra: ctx.nakshatra(nakshatra), pada }), {
    keepWith: 80 * w.s,
  });
  reading(ctx, plan.moon.key);
  // The pada's reading follows the nakshatra's without a rule line of its own.
  const padaText = readingText(ctx, plan.moon.padaKey);
  if (padaText !== null) printText(ctx, padaText);
  w.subheading(
    t("report.readings.lagnaLord", { lord: ctx.planet(plan.lord.lord), placed: ctx.ordinal(plan.lord.placed) }),
    {
      keepWith: 80 * w.s,
    },
  );
  reading(ctx, plan.lord.key);
  for (const g of plan.grahas) {
    w.subheading(
      t("report.life.grahaTitle", { planet: ctx.planet(g.graha), sign: ctx.sign(g.sign), house: ctx.ordinal(g.house) }),
      { keepWith: 80 * w.s },
    );
    reading(ctx, g.key);
  }
}
