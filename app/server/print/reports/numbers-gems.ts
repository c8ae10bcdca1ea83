/**
 * Numerology (engine/numerology.ts) and Gemstone (engine/gemstones.ts) reports: the engine does
 * the arithmetic and the rules; this module lays them out with their explanations. The Gemstone
 * report reads the rule behind each finding from the library (gemRules: why a role's stone, why
 * a malefic lord's stone is avoided, how Rahu's and Ketu's stones are judged), and with each
 * stone it names what tradition says of it (the library's remedies). Those readings are the
 * report's selection (gemstoneSelection): the astrologer may edit them.
 */
import { gemstones, STONES, type GemRecommendation, type StoneFacts } from "#engine/gemstones.ts";
import type { Kundli } from "#engine/kundli.ts";
import type { Graha } from "#engine/types.ts";
import { LUCKY_BY_ROOT, numerology, type NameNumber } from "#engine/numerology.ts";
import { signLord } from "#engine/zodiac.ts";
import { birthPairs, cover } from "./common";
import { type ReportContext, type ReportTexts, requireKundli, signsOf } from "./context";
import {
  planetOf,
  printNote,
  printRecommendations,
  printText,
  reading,
  readingText,
  selected,
  type ReadingSection,
  type SelectedReading,
} from "./library";

export function numerologyReport(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  const { w, t } = ctx;
  const n = numerology(k.basic.name, k.basic.date);
  cover(ctx, {
    subjects: [k.basic.name],
    details: birthPairs(ctx, k, false).slice(0, 6),
    tiles: [
      { label: t("report.numerology.root"), value: String(n.root) },
      { label: t("report.numerology.destiny"), value: String(n.destiny) },
      ...(n.name.chaldean
        ? [{ label: t("report.numerology.nameChaldean"), value: String(n.name.chaldean.number) }]
        : []),
    ],
  });
  w.heading(t("report.sections.numbers"));
  w.paragraph(t("report.numerology.intro"));
  const planet = (p: Parameters<typeof ctx.planet>[0]) => t("report.numerology.ruledBy", { planet: ctx.planet(p) });
  w.keyValues(
    [
      [t("report.numerology.root"), `${n.root} · ${planet(n.planets.root)}`],
      [
        t("report.numerology.destiny"),
        `${t("report.numerology.compound", { compound: n.destinyCompound, number: n.destiny })} · ${planet(n.planets.destiny)}`,
      ],
    ],
    { columns: 1 },
  );
  w.subheading(t("report.numerology.root"));
  w.paragraph(t(`report.numerology.numbers.${n.root}`));
  w.subheading(t("report.numerology.destiny"));
  w.paragraph(
    n.destiny === n.root
      ? t("report.numerology.sameNumber", { number: n.destiny })
      : t(`report.numerology.numbers.${n.destiny}`),
  );
  w.paragraph(t("report.numerology.destinyLine", { number: n.destiny }));

  w.heading(t("report.sections.nameNumbers"));
  const systems: [string, NameNumber | null][] = [
    [t("report.numerology.nameChaldean"), n.name.chaldean],
    [t("report.numerology.namePythagorean"), n.name.pythagorean],
  ];
  if (!n.name.chaldean) {
    w.paragraph(t("report.numerology.noLatinName"));
  } else {
    w.table({
      columns: [
        { header: t("report.columns.system"), width: 1.5, bold: true, wrap: true },
        { header: t("report.columns.letters"), width: 3.2, wrap: true },
        { header: t("report.columns.number"), width: 1, align: "center" },
      ],
      rows: systems.map(([label, nn]) => [
        label,
        nn ? nn.letters.map((l) => `${l.letter}${l.value}`).join(" ") : "—",
        nn ? t("report.numerology.compound", { compound: nn.compound, number: nn.number }) : "—",
      ]),
    });
    const friendly = LUCKY_BY_ROOT[n.root]!.numbers;
    const nameNo = n.name.chaldean.number;
    w.callout(
      friendly.includes(nameNo)
        ? t("report.numerology.nameHarmony", { name: nameNo, root: n.root })
        : t("report.numerology.nameNeutral", { name: nameNo, root: n.root, suggest: friendly.join(", ") }),
      // The name number's reading, unless the root or destiny number already gave it.
      nameNo === n.root || nameNo === n.destiny ? "" : t(`report.numerology.numbers.${nameNo}`),
      { tone: friendly.includes(nameNo) ? "good" : "brand" },
    );
  }

  w.heading(t("report.sections.lucky"));
  w.keyValues(
    [
      [t("report.numerology.luckyNumbers"), n.lucky.numbers.join(", ")],
      [t("report.numerology.luckyDays"), n.lucky.days.map((d) => t(`report.terms.weekdays.${d}`)).join(", ")],
      [t("report.numerology.luckyColours"), n.lucky.colours.map((c) => t(`report.colours.${c}`)).join(", ")],
    ],
    { columns: 1 },
  );
  w.paragraph(t("report.numerology.luckyNote"));
}

function stoneName(ctx: ReportContext, s: StoneFacts): string {
  return ctx.t(`report.gems.stones.${s.stone}`);
}

function wearing(ctx: ReportContext, s: StoneFacts): void {
  const { w, t } = ctx;
  w.paragraph(
    t("report.gems.howTo", {
      metal: t(`report.gems.metals.${s.metal}`),
      finger: t(`report.gems.fingers.${s.finger}`),
      day: t(`report.terms.weekdays.${s.day}`),
      min: s.weightRatti[0],
      max: s.weightRatti[1],
      substitute: t(`report.gems.substitutes.${s.substitute}`),
    }),
  );
  w.paragraph(t("report.gems.mantra", { mantra: s.mantra }));
}

const traditionKey = (planet: Graha) => `remedies.${planet}.gemstone`;

function traditionRule(ctx: ReportTexts, planet: Graha): string {
  return ctx.t("report.gems.tradition", { planet: ctx.planet(planet) });
}

/** What tradition says of a planet's stone: the library's remedy text (or the astrologer's), where and when it is worn or avoided. */
function tradition(ctx: ReportContext, planet: Graha): void {
  const text = readingText(ctx, traditionKey(planet));
  if (text !== null) printText(ctx, text, { prefix: traditionRule(ctx, planet) });
}

/** The Gemstone report's sections that read the library, in the order they print (their ids name the astrologer's notes). */
const GEM_SECTIONS = ["gemstones", "avoidStones", "nodeStones"] as const;

/** The Gemstone report's readings for this chart, by section, as the draft screen shows them. */
export function gemstoneSelection(ctx: ReportTexts): ReadingSection[] {
  const g = gemstones(signsOf(requireKundli(ctx.input)));
  const stone = (planet: Graha) => selected(ctx, traditionKey(planet), traditionRule(ctx, planet));
  const keys: Record<(typeof GEM_SECTIONS)[number], SelectedReading[]> = {
    gemstones: g.recommendations.flatMap((r) => [selected(ctx, `gemRules.${r.role}`), stone(r.lord)]),
    avoidStones: [selected(ctx, "gemRules.malefic"), ...g.avoid.map((a) => stone(a.lord))],
    nodeStones: [selected(ctx, "gemRules.nodes"), stone("Rahu"), stone("Ketu")],
  };
  return GEM_SECTIONS.map((id) => ({ id, title: ctx.t(`report.sections.${id}`), readings: keys[id] }));
}

function recommendation(ctx: ReportContext, r: GemRecommendation): void {
  const { w, t } = ctx;
  const lord = ctx.planet(r.lord);
  w.subheading(`${t(`report.gems.roles.${r.role}`)}: ${stoneName(ctx, r)}`, { keepWith: 110 * w.s });
  // The rule that makes it this role's stone, then this chart's facts.
  reading(ctx, `gemRules.${r.role}`);
  w.paragraph(
    t("report.gems.why", {
      stone: stoneName(ctx, r),
      lord,
      house: ctx.ordinal(r.house),
      sign: ctx.sign(r.sign),
      placed: ctx.ordinal(r.lordHouse),
    }),
  );
  wearing(ctx, r);
  tradition(ctx, r.lord);
  if (r.notWith.length) {
    w.paragraph(t("report.gems.notWith", { stones: r.notWith.map((s) => t(`report.gems.stones.${s}`)).join(", ") }));
  }
  if (r.cautions.length === 0) {
    w.callout(t("report.gems.noCautions", { stone: stoneName(ctx, r) }), "", { tone: "good" });
  } else {
    const dusthanas = r.alsoRules.filter((h) => [6, 8, 12].includes(h));
    const lines = r.cautions.map((c) =>
      t(`report.gems.cautions.${c}`, {
        lord,
        houses: dusthanas.map((h) => ctx.ordinal(h)).join(", "),
        placed: ctx.ordinal(r.lordHouse),
      }),
    );
    w.callout(lines[0]!, lines.slice(1).join(" "), { tone: "warn" });
  }
}

export function gemstoneReport(ctx: ReportContext): void {
  const k = requireKundli(ctx.input);
  const { w, t } = ctx;
  const g = gemstones(signsOf(k));
  cover(ctx, { subjects: [k.basic.name], details: birthPairs(ctx, k, false), charts: [ctx.chart(k, "lagna")] });
  w.heading(t("report.sections.gemstones"));
  w.paragraph(t("report.gems.intro"));
  w.table({
    columns: [
      { header: t("report.columns.role"), width: 1.6, bold: true, wrap: true },
      { header: t("report.columns.stone"), width: 1.6, wrap: true },
      { header: t("report.columns.lord"), width: 1.1 },
      { header: t("report.columns.house"), width: 0.7, align: "center" },
    ],
    rows: g.recommendations.map((r) => [
      t(`report.gems.roles.${r.role}`),
      stoneName(ctx, r),
      ctx.planet(r.lord),
      String(r.house),
    ]),
  });
  for (const r of g.recommendations) recommendation(ctx, r);
  printNote(ctx, "gemstones");

  w.heading(t("report.sections.avoidStones"));
  reading(ctx, "gemRules.malefic");
  if (g.avoid.length === 0) {
    w.paragraph(t("report.gems.noAvoid"));
  } else {
    w.paragraph(t("report.gems.avoidIntro"));
    for (const a of g.avoid) {
      w.bullet(
        t("report.gems.avoidLine", {
          stone: stoneName(ctx, a),
          lord: ctx.planet(a.lord),
          // Every house the planet rules, the dusthanas marked: Saturn rules the 6th and the 7th for Leo.
          houses: ctx.houseList(a.houses, (h) => a.rules.includes(h)),
        }),
      );
    }
    for (const a of g.avoid) tradition(ctx, a.lord);
  }
  printNote(ctx, "avoidStones");
  nodeStones(ctx, k);
  printNote(ctx, "nodeStones");
  const general = ctx.list("report.gems.general");
  w.heading(t("report.sections.wearing"), { keepWith: Math.min(w.bulletsHeight(general), 300 * w.s) });
  w.bullets(general);
  printRecommendations(ctx);
}

/**
 * Rahu's and Ketu's stones, never chosen by rulership: the rule, each node's house and dispositor
 * in this chart, and whether its house is one where tradition would consider the stone.
 */
function nodeStones(ctx: ReportContext, k: Kundli): void {
  const { w, t } = ctx;
  w.heading(t("report.sections.nodeStones"), { keepWith: 160 * w.s });
  reading(ctx, "gemRules.nodes");
  for (const node of ["Rahu", "Ketu"] as const) {
    const p = planetOf(k, node);
    const lord = signLord(p.sign);
    const stone = stoneName(ctx, STONES[node]);
    w.subheading(`${ctx.planet(node)}: ${stone}`, { keepWith: 60 * w.s });
    w.paragraph(
      t("report.gems.nodeFact", {
        planet: ctx.planet(node),
        house: ctx.ordinal(p.house),
        sign: ctx.sign(p.sign),
        lord: ctx.planet(lord),
        placed: ctx.ordinal(planetOf(k, lord).house),
      }),
    );
    const upachaya = [3, 6, 11].includes(p.house);
    w.callout(
      t(upachaya ? "report.gems.nodeUpachaya" : "report.gems.nodeOther", {
        house: ctx.ordinal(p.house),
        stone,
        lord: ctx.planet(lord),
      }),
      "",
      { tone: upachaya ? "brand" : "warn" },
    );
    tradition(ctx, node);
  }
}
