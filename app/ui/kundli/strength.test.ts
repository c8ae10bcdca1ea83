/**
 * The Strength tab: its helpers (ranks, scale, numbers), its words in both languages, and the
 * view rendered for real Kundlis (the reference births with their `strength` section) in English
 * and Hindi without a missing key, with seven bars, the required marks and twelve houses.
 */

import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node";
import { computeKundli, type Kundli } from "#engine/kundli";
import { readExamples } from "#engine/testing/reference";
import { leafKeys, resources, type Tree } from "#app/i18n/resources";
import { renderWith, strictI18n } from "#app/i18n/testing";
import { chartEnd, fixed2, formatRatio, meetsRequired, ranks, rupas } from "./strength";
import { StrengthView } from "./strength-view";

describe("helpers", () => {
  it("ranks strongest first; equal shown values share a rank", () => {
    expect(ranks([1.39, 1.24, 1.12, 0.93, 1.23, 1.45, 0.85])).toEqual([2, 3, 5, 6, 4, 1, 7]);
    expect(ranks([2, 1.001, 1.004, 0.5])).toEqual([1, 2, 2, 4]);
  });

  it("ends the chart at a whole rupa a little past the longest bar or mark", () => {
    expect(chartEnd([8.0, 6.5, 5])).toBe(9);
    expect(chartEnd([7.7, 7])).toBe(8);
    expect(chartEnd([7.99, 7])).toBe(9);
    expect(chartEnd([0])).toBe(1);
  });

  it("prints two decimals, required rupas as the books do, and never a shortfall as 1.00", () => {
    expect(fixed2(-0.001)).toBe("0.00");
    expect(fixed2(-12)).toBe("-12.00");
    expect(fixed2(25.714285)).toBe("25.71");
    expect(rupas(6.5)).toBe("6.5");
    expect(rupas(5)).toBe("5");
    expect(formatRatio(1.3925)).toBe("1.39");
    expect(formatRatio(0.9996)).toBe("0.999");
    expect(formatRatio(0.994)).toBe("0.99");
    expect(formatRatio(1)).toBe("1.00");
    expect(meetsRequired(1)).toBe(true);
    expect(meetsRequired(0.9996)).toBe(false);
  });
});

const en = resources.en.translation as unknown as Record<string, Tree>;
const hi = resources.hi.translation as unknown as Record<string, Tree>;

describe("the words of the Strength tab", () => {
  it("has one key set in English and Hindi, the same placeholders and tags, nothing empty", () => {
    const keys = leafKeys(en.strength!).sort();
    expect(leafKeys(hi.strength!).sort()).toEqual(keys);
    const leaf = (tree: Tree, key: string) => key.split(".").reduce<Tree | string>((n, k) => (n as Tree)[k]!, tree);
    const marks = (text: string) => [...text.matchAll(/\{\{\s*\w+\s*\}\}|<\/?\w+>/g)].map((m) => m[0]).sort();
    for (const key of keys) {
      const e = leaf(en.strength!, key) as string;
      const h = leaf(hi.strength!, key) as string;
      expect(e.trim(), key).not.toBe("");
      expect(marks(h), key).toEqual(marks(e));
      // Hindi in Devanagari (a book's English title may stand inside it)
      expect(h, key).toMatch(/[\u0900-\u097F]/);
    }
    expect(en.kundli!.tabs).toHaveProperty("strength");
    expect(hi.kundli!.tabs).toHaveProperty("strength");
  });
});

let kundlis: Kundli[] = [];
beforeAll(async () => {
  const eph = await loadEphemerisNode();
  kundlis = readExamples("charts")
    .slice(0, 8)
    .map((e: { input: object }) =>
      computeKundli(eph, { ...e.input, include: ["strength"] }, { tzdata: "test", nowMs: 0 }),
    );
});

describe.each(["en", "hi"] as const)("the view renders without a missing word (%s)", (lng) => {
  it("for the reference births", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis) {
      const strength = kundli.strength!;
      const html = renderWith(i, createElement(StrengthView, { strength }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      // seven bars with their required marks, and twelve houses
      expect(html.match(/data-planet="/g)).toHaveLength(7);
      expect(html.match(/data-required="/g)).toHaveLength(7);
      expect(html).toContain('data-required="6.5"');
      expect(html).toContain(fixed2(strength.shadbala.Moon.total));
      for (const row of strength.bhavaBala) expect(html).toContain(fixed2(row.total));
      expect(strength.bhavaBala).toHaveLength(12);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
