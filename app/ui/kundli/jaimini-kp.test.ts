/**
 * The Jaimini and KP tabs in English and Hindi: their areas have one key set, every word the
 * engine's sections can name has a translation, and real Kundlis (the reference births) render
 * both views without a missing key or an unfilled {{placeholder}}.
 */

import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node";
import { KARAKAS_8, type CoLordRule } from "#engine/jaimini";
import { computeKundli, type Kundli } from "#engine/kundli";
import { readExamples } from "#engine/testing/reference";
import { leafKeys, resources, type Tree } from "#app/i18n/resources";
import { renderWith, strictI18n } from "#app/i18n/testing";
import { JaiminiView } from "./tabs/jaimini-tab";
import { KpView } from "./tabs/kp-tab";

const AREAS = ["jaimini", "kp"] as const;
const area = (lng: "en" | "hi", name: string) => (resources[lng].translation as unknown as Record<string, Tree>)[name]!;
const leaf = (tree: Tree, dotted: string) =>
  dotted.split(".").reduce<string | Tree | undefined>((n, k) => (typeof n === "object" ? n[k] : undefined), tree);
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(AREAS)("the %s area", (name) => {
  it("has one key set in both languages, the same placeholders, no empty text, Hindi in Devanagari", () => {
    const en = area("en", name);
    const hi = area("hi", name);
    expect(leafKeys(hi).sort()).toEqual(leafKeys(en).sort());
    for (const key of leafKeys(en)) {
      const english = leaf(en, key) as string;
      const hindi = leaf(hi, key) as string;
      expect(english.trim(), key).not.toBe("");
      expect(hindi.trim(), key).not.toBe("");
      expect(placeholders(hindi), key).toEqual(placeholders(english));
      if (hindi.split(/\s+/).length > 3) expect(hindi, key).toMatch(/[\u0900-\u097F]/);
    }
  });
});

it.each(["en", "hi"] as const)("every word of the sections has a translation (%s)", (lng) => {
  const rules: CoLordRule[] = [
    "other-in-sign",
    "conjunctions",
    "jupiter-mercury-dispositor",
    "exaltation",
    "sign-nature",
    "degrees",
    "classical",
  ];
  const missing: string[] = [];
  const i = strictI18n(lng, missing);
  for (const key of [
    ...KARAKAS_8.flatMap((k) => [`jaimini.karakas.names.${k}`, `jaimini.karakas.meanings.${k}`]),
    ...rules.map((r) => `jaimini.coLords.rules.${r}`),
    ...Array.from({ length: 12 }, (_, h) => [
      `jaimini.arudhas.names.A${h + 1}`,
      `jaimini.arudhas.labels.A${h + 1}`,
    ]).flat(),
    ...["mean", "true"].map((n) => `astro.node.${n}`),
  ])
    i.t(key);
  expect(missing).toEqual([]);
});

const charts = readExamples("charts")
  .slice(0, 24)
  .map((e: { input: object }) => e.input);
let kundlis: Kundli[] = [];
beforeAll(async () => {
  const eph = await loadEphemerisNode();
  kundlis = charts.flatMap((input, n) =>
    [7, 8].map((karakas) =>
      computeKundli(
        eph,
        {
          ...input,
          options: { ...(input as { options?: object }).options, karakas },
          include: ["jaimini", "kp"],
          at: `20${10 + (n % 15)}-0${1 + (n % 9)}-1${n % 10}T0${n % 10}:30:00+05:30`,
        },
        { tzdata: "test" },
      ),
    ),
  );
});

describe.each(["en", "hi"] as const)("the views render every reference birth (%s)", (lng) => {
  it("Jaimini, both schemes", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis) {
      const jaimini = kundli.jaimini!;
      const html = renderWith(
        i,
        createElement(JaiminiView, { kundli, jaimini, scheme: jaimini.karakaScheme, onScheme: () => {} }),
      );
      expect(html).not.toMatch(/\{\{|\}\}/);
      // every karaka has its row; the twelve padas are in the table and drawn in the chart
      expect((html.match(/data-karaka-degree=/g) ?? []).length).toBe(jaimini.karakaScheme);
      expect((html.match(/data-arudha=/g) ?? []).length).toBe(12);
      expect((html.match(/data-mark=/g) ?? []).length).toBe(12);
      expect((html.match(/data-co-lord=/g) ?? []).length).toBe(2);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("KP", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis.filter((_, n) => n % 2 === 0)) {
      const html = renderWith(i, createElement(KpView, { kundli, kp: kundli.kp!, onAt: () => {} }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      // four lords for each of 12 cusps and 9 planets
      expect((html.match(/data-lord="(Sun|Moon|Mars|Mercury|Jupiter|Venus|Saturn|Rahu|Ketu)"/g) ?? []).length).toBe(
        4 * 21,
      );
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
