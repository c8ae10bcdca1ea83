/**
 * Every word the Kundli and matchmaking screens show exists in English and in Hindi: the areas
 * astro, kundli, match and phaladesh have one key set, every enumeration the engine emits has a
 * word, and real Kundlis and matches (the reference births, engine/testing/reference) render every tab in both
 * languages without one missing key or an unfilled {{placeholder}}.
 */

import { createElement, type ComponentType } from "react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node";
import { KOOTAS, TARA_NAMES } from "#engine/ashtakoot";
import { MAX_POINTS, TIERS, YONI_ORDER } from "#engine/data/ashtakoot";
import { KAAL_SARP_TYPES, PITRA_DOSH_RULES } from "#engine/doshas";
import { computeKundli, type Kundli } from "#engine/kundli";
import { computeMatch, type Match } from "#engine/match";
import { readExamples } from "#engine/testing/reference";
import { karanaName } from "#engine/panchang";
import { TARAS, VIMSHOPAKA_SCHEMES } from "#engine/shodashvarga";
import { VARGA_DIVISIONS } from "#engine/vargas";
import { YOGA_RULES } from "#engine/yogas";
import { YOGINIS } from "#engine/yogini";
import { NAKSHATRAS } from "#engine/zodiac";
import { resources, leafKeys } from "#app/i18n/resources";
import { renderWith, strictI18n } from "#app/i18n/testing";
import { MatchView } from "../match/match-view";
import { PhaladeshView } from "./phaladesh-view";
import { DASHA_SYSTEMS } from "./dasha";
import { OPTION_CHOICES, optionLabel, Receipt } from "./receipt";
import { kundliInputOf } from "./section";
import AshtakvargaTab from "./tabs/ashtakvarga-tab";
import BasicTab from "./tabs/basic-tab";
import ChartsTab from "./tabs/charts-tab";
import DashaTab, { SectionSystem } from "./tabs/dasha-tab";
import MaitriTab from "./tabs/maitri-tab";
import NirayanTab from "./tabs/nirayan-tab";
import SayanTab from "./tabs/sayan-tab";
import ShodashvargaTab from "./tabs/shodashvarga-tab";
import SudarshanTab from "./tabs/sudarshan-tab";

const AREAS = ["astro", "kundli", "match", "phaladesh", "dashas"] as const;
type Tree = { [key: string]: string | Tree };
const tree = (lng: "en" | "hi") => resources[lng].translation as unknown as Record<string, Tree>;

describe("one key set in both languages", () => {
  it.each(AREAS)("%s", (area) => {
    const en = leafKeys(tree("en")[area]!).sort();
    const hi = leafKeys(tree("hi")[area]!).sort();
    expect(en.length).toBeGreaterThan(10);
    expect(hi).toEqual(en);
  });

  it("no empty strings", () => {
    for (const lng of ["en", "hi"] as const) {
      for (const area of AREAS) {
        const walk = (t: Tree, path: string) => {
          for (const [k, v] of Object.entries(t)) {
            if (typeof v === "string") expect(v.trim(), `${lng} ${path}.${k}`).not.toBe("");
            else walk(v, `${path}.${k}`);
          }
        };
        walk(tree(lng)[area]!, area);
      }
    }
  });
});

describe("every enumeration the engine emits has a word", () => {
  const keys: string[] = [
    ...Array.from({ length: 12 }, (_, i) => [`astro.signs.${i + 1}`, `astro.signsShort.${i + 1}`]).flat(),
    ...NAKSHATRAS.map((_, i) => `astro.nakshatras.${i + 1}`),
    ...Array.from({ length: 30 }, (_, i) => `astro.tithis.${i + 1}`),
    ...Array.from({ length: 7 }, (_, i) => `astro.varas.${i + 1}`),
    ...Array.from({ length: 27 }, (_, i) => `astro.yogas.${i + 1}`),
    ...Array.from({ length: 60 }, (_, i) => `astro.karanas.${karanaName(i + 1)}`),
    ...["brahmin", "kshatriya", "vaishya", "shudra"].map((v) => `astro.varna.${v}`),
    ...["chatushpada", "manava", "jalachara", "vanachara", "keeta"].map((v) => `astro.vashya.${v}`),
    ...YONI_ORDER.map((v) => `astro.yoni.${v}`),
    ...NAKSHATRAS.flatMap((n) => [`astro.yoni.${n.yoni}`, `astro.gan.${n.gana}`, `astro.nadi.${n.nadi}`]),
    ...["fire", "earth", "air", "water"].map((v) => `astro.tatva.${v}`),
    ...["gold", "silver", "copper", "iron"].map((v) => `astro.paya.${v}`),
    ...["purva", "madhya", "para"].map((v) => `astro.yunja.${v}`),
    ...[...TARAS, ...TARA_NAMES].map((v) => `astro.taras.${v}`),
    ...["friend", "neutral", "enemy", "greatFriend", "greatEnemy", "own"].map((v) => `astro.relations.${v}`),
    ...VARGA_DIVISIONS.map((d) => `astro.vargas.D${d}`),
    ...Object.keys(VIMSHOPAKA_SCHEMES).map((s) => `astro.vimshopakaSchemes.${s}`),
    ...KAAL_SARP_TYPES.map((v) => `astro.kaalSarpTypes.${v}`),
    ...Object.keys(PITRA_DOSH_RULES).map((r) => `kundli.pitraRules.${r}`),
    ...Object.keys(YOGA_RULES).flatMap((y) => [`kundli.yogas.${y}.name`, `kundli.yogas.${y}.rule`]),
    ...["debilitationLordInKendra", "exaltationLordInKendra", "exaltedInSignInKendra"].map(
      (r) => `kundli.yogas.neechaBhangaRaja.rules.${r}`,
    ),
    ...["5-7-9", "7", "none"].map((n) => `kundli.drishti.rule.${n}`),
    ...["moshier", "swiss", "jpl", "mixed"].map((m) => `kundli.receipt.mode.${m}`),
    ...[1, 2, 3, 4].map((l) => `astro.dashaLevels.${l}`),
    ...YOGINIS.map((y) => `dashas.yoginis.${y}`),
    ...DASHA_SYSTEMS.flatMap((s) => [`dashas.system.${s}`, `dashas.captionTop.${s}`]),
    ...["direct", "indirect"].map((d) => `dashas.chara.${d}`),
    ...Array.from({ length: 12 }, (_, i) => `astro.houseOrdinal.${i + 1}`),
    ...KOOTAS.flatMap((k) => [
      `match.koota.${k}.name`,
      `match.koota.${k}.area`,
      `match.koota.${k}.description`,
      ...["full", "partial", "none"].map((m) => `match.koota.${k}.meaning.${m}`),
    ]),
    ...TIERS.flatMap((t) => [`match.tiers.${t.tier}.title`, `match.tiers.${t.tier}.message`]),
    ...[
      "sameSignLord",
      "signLordsMutualFriends",
      "sameSignDifferentNakshatra",
      "sameNakshatraDifferentSign",
      "sameNakshatraDifferentPada",
      "bothManglik",
    ].map((c) => `match.cancellations.${c}`),
    ...["Ascendant", "Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"].map(
      (p) => `astro.planets.${p}`,
    ),
    ...Array.from({ length: 12 }, (_, i) => [
      `phaladesh.lagna.${i + 1}.nature`,
      `phaladesh.lagna.${i + 1}.physical`,
      `phaladesh.moon.${i + 1}`,
    ]).flat(),
    ...NAKSHATRAS.map((_, i) => `phaladesh.nakshatra.${i + 1}`),
    ...["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"].map(
      (p) => `phaladesh.mahadasha.${p}`,
    ),
  ];

  it.each(["en", "hi"] as const)("%s", (lng) => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const key of new Set(keys)) i.t(key);
    for (const [name, values] of Object.entries(OPTION_CHOICES))
      for (const v of values) optionLabel(i.t, name as keyof typeof OPTION_CHOICES, v);
    expect(missing).toEqual([]);
    // the points of each koota are the tables' own
    expect(KOOTAS.map((k) => MAX_POINTS[k]).reduce((a, b) => a + b, 0)).toBe(36);
  });
});

// Births that between them give many lagnas, Moon signs, yogas, doshas and both kinds of offset.
const charts = readExamples("charts")
  .slice(0, 24)
  .map((e: { input: unknown }) => e.input);
const pairs = readExamples("pairs")
  .slice(0, 8)
  .map((e: { input: unknown }) => e.input);

let kundlis: Kundli[] = [];
let matches: Match[] = [];
let eph: Awaited<ReturnType<typeof loadEphemerisNode>>;
beforeAll(async () => {
  eph = await loadEphemerisNode();
  kundlis = charts.map((input) => computeKundli(eph, input, { tzdata: "test" }));
  matches = pairs.map((input) => computeMatch(eph, input, { tzdata: "test" }));
});

const TABS: [string, ComponentType<{ kundli: Kundli }>][] = [
  ["basic", BasicTab],
  ["charts", ChartsTab],
  ["dasha", DashaTab],
  ["phaladesh", PhaladeshView],
  ["sudarshan", SudarshanTab],
  ["nirayan", NirayanTab],
  ["sayan", SayanTab],
  ["maitri", MaitriTab],
  ["shodashvarga", ShodashvargaTab],
  ["ashtakvarga", AshtakvargaTab],
];

describe.each(["en", "hi"] as const)("screens render without a missing word (%s)", (lng) => {
  it.each(TABS)("tab %s", (_name, Tab) => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis) {
      const html = renderWith(i, createElement(Tab, { kundli }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html.length).toBeGreaterThan(200);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it.each(["yogini", "ashtottari", "chara"] as const)("dasha system %s (the dashas section)", (system) => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis) {
      const withSection = computeKundli(eph, { ...kundliInputOf(kundli), include: ["dashas"] }, { tzdata: "test" });
      const html = renderWith(i, createElement(SectionSystem, { kundli, system, section: withSection.dashas! }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain("<table");
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("the calculation receipt", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis.slice(0, 4)) {
      const Stub = createRoutesStub([{ path: "/", Component: () => createElement(Receipt, { kundli, tab: "basic" }) }]);
      const html = renderWith(i, createElement(Stub, { initialEntries: ["/"] }));
      expect(html).toContain(kundli.receipt.engine);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("matchmaking", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const match of matches) {
      const html = renderWith(i, createElement(MatchView, { match }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain(`${match.ashtakoot.total.received}/36`);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
