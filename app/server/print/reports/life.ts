/**
 * The Life Report (issue 16): the readings library (app/i18n/print/<lang>/library/) chosen by this
 * chart. A contents page, then the Lagna, the Moon's nakshatra and pada, each graha in its sign
 * and house, the lords of the twelve houses, the yogas and doshas found, the Mahadashas and
 * Antardashas of the next twenty years, and remedies for the dasha lords and the weak planets.
 * Every reading prints its rule line above its text. No sentence is printed twice: a placement
 * fragment already said of a lord is left out of its later sub-periods.
 */
import { gemstones } from "#engine/gemstones.ts";
import type { Kundli } from "#engine/kundli.ts";
import { GRAHAS, type Graha, type Sign } from "#engine/types.ts";
import { signFrom, signLord } from "#engine/zodiac.ts";
import { chartGrid, chartRowHeight } from "../pdf/chart";
import { MUTED } from "../pdf/writer";
import { birthPairs, cover, planetTable, runningDasha } from "./common";
import { bodySign, type ReportContext, type ReportTexts, requireKundli, signsOf } from "./context";
import { doshasFound, type DoshaId } from "./dosha";
import {
  dignityOf,
  HOUSE_KINDS,
  housesRuled,
  isRemoved,
  padaRule,
  placementFragments,
  planetOf,
  printNote,
  printRecommendations,
  printText,
  reading,
  readingText,
  selected,
  weakenable,
  type ReadingSection,
  type SelectedReading,
} from "./library";

/** Body text of the Life Report on A4 (points): a report read at length, by clients of every age. */
export const LIFE_REPORT_BODY = 12;
/** How far ahead the dasha section reads. */
const DASHA_YEARS = 20;
const YEAR_MS = 365.2425 * 86_400_000;

const REMEDY_KINDS = ["gemstone", "mantra", "charity", "fasting", "colour", "day"] as const;

/**
 * A new chapter on a new page, but only when the page it leaves is at least 45 % filled: no page
 * of the report is left more than 60 % empty.
 */
function chapter(ctx: ReportContext): void {
  const { w } = ctx;
  const page = w.bottom - w.margin.top;
  if (w.y - w.margin.top >= 0.45 * page) w.newPage();
}

interface Period {
  planet: Graha;
  start: string;
  end: string;
  children?: Period[];
}

/**
 * What the Life Report reads for this chart, each reading by its library key: the one selection
 * the builder prints from and the draft screen shows (lifeSelection).
 */
export interface LifePlan {
  lagna: { sign: Sign; key: string };
  nakshatra: { nakshatra: number; pada: number; key: string; padaKey: string };
  grahas: { graha: Graha; signKey: string; houseKey: string }[];
  lords: { house: number; lord: Graha; placed: number; key: string }[];
  yogas: { id: string; key: string }[];
  doshas: { id: DoshaId; key: string }[];
  dashas: { period: Period; key: string; antars: { period: Period; key: string }[] }[];
  remedies: { graha: Graha; why: string[]; keys: { kind: (typeof REMEDY_KINDS)[number]; key: string }[] }[];
}

export function lifePlan(ctx: ReportTexts, k: Kundli): LifePlan {
  const lagna = bodySign(k, "Ascendant");
  const moon = planetOf(k, "Moon");
  const from = ctx.input.generatedAt;
  const to = from + DASHA_YEARS * YEAR_MS;
  const overlaps = (p: { start: string; end: string }) => Date.parse(p.end) > from && Date.parse(p.start) < to;
  return {
    lagna: { sign: lagna, key: `lagna.${lagna}` },
    nakshatra: {
      nakshatra: moon.nakshatra,
      pada: moon.pada,
      key: `moonNakshatra.${moon.nakshatra}`,
      padaKey: `moonNakshatra.${moon.nakshatra}.padas.${moon.pada}`,
    },
    grahas: GRAHAS.map((g) => {
      const p = planetOf(k, g);
      return { graha: g, signKey: `grahaInSign.${g}.${p.sign}`, houseKey: `grahaInHouse.${g}.${p.house}` };
    }),
    lords: Array.from({ length: 12 }, (_, i) => {
      const house = i + 1;
      const lord = signLord(signFrom(lagna, house));
      const placed = planetOf(k, lord).house;
      return { house, lord, placed, key: `lordInHouse.${house}.${placed}` };
    }),
    // One reading per yoga (Neecha Bhanga fires once per rule); Kaal Sarp is read with the doshas.
    yogas: [...new Set(k.yogas.map((y) => y.id))]
      .filter((id) => id !== "kaalSarp")
      .map((id) => ({ id, key: `yogas.${id}` })),
    doshas: doshasFound(ctx, k).map((id) => ({ id, key: `doshas.${id}` })),
    dashas: (k.dasha.periods as Period[]).filter(overlaps).map((md) => ({
      period: md,
      key: `mahadasha.${md.planet}`,
      antars: (md.children ?? [])
        .filter(overlaps)
        .map((ad) => ({ period: ad, key: `antardasha.${md.planet}.${ad.planet}` })),
    })),
    remedies: [...remedyPlanets(ctx, k)].map(([graha, why]) => ({
      graha,
      why,
      keys: REMEDY_KINDS.map((kind) => ({ kind, key: `remedies.${graha}.${kind}` })),
    })),
  };
}

/** The Life Report's readings for this chart, by section, as the draft screen shows them. */
export function lifeSelection(ctx: ReportTexts): ReadingSection[] {
  const { t } = ctx;
  const plan = lifePlan(ctx, requireKundli(ctx.input));
  const { nakshatra, pada } = plan.nakshatra;
  const section = (id: LifeSection, readings: SelectedReading[]): ReadingSection => ({
    id,
    title: t(`report.edits.sections.${id}`),
    readings,
  });
  return [
    section("lagnaMoon", [
      selected(ctx, plan.lagna.key),
      selected(ctx, plan.nakshatra.key),
      selected(ctx, plan.nakshatra.padaKey, padaRule(ctx, nakshatra, pada)),
    ]),
    section(
      "grahas",
      plan.grahas.flatMap((g) => [selected(ctx, g.signKey), selected(ctx, g.houseKey)]),
    ),
    section(
      "houseLords",
      plan.lords.map((l) => selected(ctx, l.key)),
    ),
    section(
      "yogas",
      plan.yogas.map((y) => selected(ctx, y.key)),
    ),
    section(
      "doshas",
      plan.doshas.map((d) => selected(ctx, d.key)),
    ),
    section(
      "dashas",
      plan.dashas.flatMap((md) => [selected(ctx, md.key), ...md.antars.map((ad) => selected(ctx, ad.key))]),
    ),
    section(
      "remedies",
      plan.remedies.flatMap((r) =>
        r.keys.map(({ kind, key }) =>
          selected(ctx, key, `${ctx.planet(r.graha)}: ${t(`report.life.remedyKinds.${kind}`)}`),
        ),
      ),
    ),
  ];
}

/** The parts of the Life Report an astrologer may add a note to, in the order they print. */
export const LIFE_SECTIONS = ["lagnaMoon", "grahas", "houseLords", "yogas", "doshas", "dashas", "remedies"] as const;
type LifeSection = (typeof LIFE_SECTIONS)[number];

export function lifeReport(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  const plan = lifePlan(ctx, k);
  cover(ctx, { subjects: [k.basic.name], details: birthPairs(ctx, k, false), charts: [ctx.chart(k, "lagna")] });
  ctx.w.contentsPageHere(ctx.t("report.sections.contents"));
  glance(ctx, k);
  lagnaAndMoon(ctx, plan);
  printNote(ctx, "lagnaMoon");
  grahas(ctx, k, plan);
  printNote(ctx, "grahas");
  houseLords(ctx, plan);
  printNote(ctx, "houseLords");
  yogas(ctx, plan);
  printNote(ctx, "yogas");
  doshas(ctx, plan);
  printNote(ctx, "doshas");
  dashas(ctx, k, plan);
  printNote(ctx, "dashas");
  remedies(ctx, k, plan);
  printRecommendations(ctx);
}

function glance(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.summary"), { keepWith: chartRowHeight(w, { perRow: 2, maxSize: 240 * w.s }) });
  chartGrid(
    w,
    (["moon", "chalit", "D9", "D10"] as const).map((kind) => ctx.chart(k, kind)),
    { perRow: 2, maxSize: 240 * w.s, line: w.brandFill },
  );
  w.heading(t("report.sections.planets"));
  planetTable(ctx, k);
}

function lagnaAndMoon(ctx: ReportContext, plan: LifePlan): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.lagnaReading", { sign: ctx.sign(plan.lagna.sign) }));
  reading(ctx, plan.lagna.key);
  const { nakshatra, pada } = plan.nakshatra;
  w.heading(t("report.life.nakshatraTitle", { nakshatra: ctx.nakshatra(nakshatra), pada }));
  reading(ctx, plan.nakshatra.key);
  reading(ctx, plan.nakshatra.padaKey, { rule: padaRule(ctx, nakshatra, pada) });
}

/** Each graha on a page of its own: its facts, then its sign and its house read. */
function grahas(ctx: ReportContext, k: Kundli, plan: LifePlan): void {
  const { w, t } = ctx;
  for (const { graha: g, signKey, houseKey } of plan.grahas) {
    const p = planetOf(k, g);
    chapter(ctx);
    w.heading(
      t("report.life.grahaTitle", { planet: ctx.planet(g), sign: ctx.sign(p.sign), house: ctx.ordinal(p.house) }),
    );
    const dignity = dignityOf(k, g);
    const status = [
      ...(dignity ? [t(`report.life.dignities.${dignity}`)] : []),
      ...(p.retrograde && g !== "Rahu" && g !== "Ketu" ? [t("report.status.retrograde")] : []),
      ...(p.combust ? [t("report.status.combust")] : []),
    ];
    const ruled = housesRuled(k, g);
    w.keyValues([
      [t("report.columns.degree"), `${ctx.sign(p.sign)} ${ctx.degree(p.degree)}`],
      [t("report.columns.nakshatra"), `${ctx.nakshatra(p.nakshatra)} (${p.pada})`],
      [t("report.columns.house"), ctx.ordinal(p.house)],
      [t("report.life.rulesHouses"), ruled.length ? ruled.map((h) => ctx.ordinal(h)).join(", ") : "—"],
      [t("report.columns.status"), status.join(", ") || "—"],
      [t("report.columns.nakshatraLord"), ctx.planet(p.nakshatraLord)],
      [t("report.life.aspects"), k.drishti.of[g].houses.map((h) => ctx.ordinal(h)).join(", ") || "—"],
    ]);
    if (g === "Rahu" || g === "Ketu") {
      // The nodes' aspects are a convention, not BPHS: say which one this Kundli follows.
      const houses = k.drishti.of[g].houses;
      w.paragraph(
        t(`report.life.nodeAspects.${k.drishti.nodes}`, {
          planet: ctx.planet(g),
          houses: houses.length ? ctx.houseList(houses) : "",
        }),
        { colour: MUTED, size: w.small },
      );
    }
    reading(ctx, signKey);
    reading(ctx, houseKey);
  }
}

function houseLords(ctx: ReportContext, plan: LifePlan): void {
  const { w, t } = ctx;
  chapter(ctx);
  w.heading(t("report.life.houseLords"));
  w.paragraph(t("report.life.houseLordsIntro"));
  for (const { house, lord, placed, key } of plan.lords) {
    // A lord whose reading the astrologer removed is left out, title and all.
    if (isRemoved(ctx, key)) continue;
    w.subheading(
      t("report.life.lordTitle", { house: ctx.ordinal(house), lord: ctx.planet(lord), placed: ctx.ordinal(placed) }),
      { keepWith: 70 * w.s },
    );
    reading(ctx, key);
  }
}

function yogas(ctx: ReportContext, plan: LifePlan): void {
  const { w, t } = ctx;
  chapter(ctx);
  w.heading(t("report.sections.yogas"));
  if (plan.yogas.length === 0) w.paragraph(t("report.noYogas"));
  for (const { id, key } of plan.yogas) weakenable(ctx, key, t(`report.yogaNames.${id}`));
}

function doshas(ctx: ReportContext, plan: LifePlan): void {
  const { w, t } = ctx;
  chapter(ctx);
  w.heading(t("report.sections.doshas"));
  if (plan.doshas.length === 0) w.paragraph(t("report.life.noDoshas"));
  for (const { id, key } of plan.doshas)
    weakenable(ctx, key, t(id === "dhaiya" ? "report.life.dhaiya" : `report.sections.${id}`));
}

function dashas(ctx: ReportContext, k: Kundli, plan: LifePlan): void {
  const { w, t } = ctx;
  const to = ctx.input.generatedAt + DASHA_YEARS * YEAR_MS;
  const said = new Set<string>();
  let first = true;
  for (const { period: md, key, antars } of plan.dashas) {
    chapter(ctx);
    w.heading(
      t("report.life.dashaTitle", { planet: ctx.planet(md.planet), start: ctx.date(md.start), end: ctx.date(md.end) }),
    );
    if (first) {
      w.paragraph(t("report.life.dashaIntro", { from: ctx.reportDate, to: ctx.date(new Date(to).toISOString()) }), {
        colour: MUTED,
      });
      first = false;
    }
    reading(ctx, key);
    for (const { period: ad, key: antarKey } of antars) {
      w.subheading(
        t("report.life.antarTitle", {
          md: ctx.planet(md.planet),
          ad: ctx.planet(ad.planet),
          start: ctx.date(ad.start),
          end: ctx.date(ad.end),
        }),
        { keepWith: 80 * w.s },
      );
      reading(ctx, antarKey);
      const fresh = placementFragments(ctx, k, ad.planet, md.planet).filter((f) => !said.has(f));
      for (const f of fresh) said.add(f);
      if (fresh.length) w.paragraph(`${t("report.life.fromYourChart")}: ${fresh.join(" ")}`);
      if (ad.children?.length) pratyantars(ctx, ad.children);
    }
  }
}

/** The sub-sub-periods of an Antardasha, for timing within it. */
function pratyantars(ctx: ReportContext, periods: readonly { planet: Graha; start: string; end: string }[]): void {
  const { w, t } = ctx;
  w.table({
    caption: t("report.sections.pratyantardasha"),
    columns: [
      { header: t("report.columns.planet"), width: 1.2, bold: true },
      { header: t("report.columns.start"), width: 1, align: "center" },
      { header: t("report.columns.end"), width: 1, align: "center" },
    ],
    rows: periods.map((p) => [ctx.planet(p.planet), ctx.date(p.start), ctx.date(p.end)]),
    width: w.contentWidth * 0.7,
    x: w.left + w.contentWidth * 0.15,
  });
}

/** The planets that want remedies, each with why: the running dasha lords, then weak and afflicted ones. */
export function remedyPlanets(ctx: ReportTexts, k: Kundli): Map<Graha, string[]> {
  const out = new Map<Graha, string[]>();
  const add = (g: Graha, why: string) => out.set(g, [...(out.get(g) ?? []), why]);
  const running = runningDasha(k, ctx.input.generatedAt);
  if (running.maha) add(running.maha.planet, "maha");
  if (running.antar) add(running.antar.planet, "antar");
  for (const g of GRAHAS) {
    const dignity = dignityOf(k, g);
    if (dignity === "debilitated") add(g, "debilitated");
    if (dignity === "enemy") add(g, "enemy");
    if (planetOf(k, g).combust) add(g, "combust");
    // A dusthana afflicts a planet without the strength of its own or exaltation sign.
    const strong = dignity === "exalted" || dignity === "own" || dignity === "moolatrikona";
    if (!strong && HOUSE_KINDS.dusthana.includes(planetOf(k, g).house as 6 | 8 | 12)) add(g, "dusthana");
  }
  const dosha = { mangal: "Mars", kaalSarp: "Rahu", sadeSati: "Saturn", dhaiya: "Saturn", pitra: "Sun" } as const;
  for (const d of doshasFound(ctx, k)) add(dosha[d], d === "dhaiya" ? "sadeSati" : d);
  return out;
}

function remedies(ctx: ReportContext, k: Kundli, plan: LifePlan): void {
  const { w, t } = ctx;
  chapter(ctx);
  w.heading(t("report.sections.remedies"));
  w.paragraph(t("report.life.remediesIntro"));
  const maleficLords = new Set<Graha>(gemstones(signsOf(k)).avoid.map((a) => a.lord));
  for (const { graha, why, keys } of plan.remedies) {
    const kept = keys.filter(({ key }) => !isRemoved(ctx, key));
    if (kept.length === 0) continue;
    chapter(ctx);
    w.subheading(
      t("report.life.remedyTitle", {
        planet: ctx.planet(graha),
        why: [...new Set(why)].map((r) => t(`report.life.why.${r}`)).join(", "),
      }),
      { keepWith: 80 * w.s },
    );
    for (const { kind, key } of kept) {
      printText(ctx, readingText(ctx, key)!, { prefix: t(`report.life.remedyKinds.${kind}`) });
    }
    // The classical cautions on the stone, for this chart: a functional malefic's, and the nodes'.
    const caution =
      graha === "Rahu" || graha === "Ketu" ? "gemNodes" : maleficLords.has(graha) ? "gemMalefic" : undefined;
    if (caution) w.callout(t(`report.life.${caution}`, { planet: ctx.planet(graha) }), "", { tone: "warn" });
  }
  printNote(ctx, "remedies");
  // The gemstone report's cautions on wearing a stone.
  const general = ctx.list("report.gems.general");
  w.heading(t("report.sections.wearing"), { keepWith: Math.min(w.bulletsHeight(general), 300 * w.s) });
  w.bullets(general);
}
