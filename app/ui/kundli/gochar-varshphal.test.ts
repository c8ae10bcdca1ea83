/**
 * The Gochar and Varshphal tabs: their arithmetic (the Sade Sati band, the running period, the
 * decades, the years the engine casts, the Mudda rows) and their words: one key set with the same
 * placeholders in English and Hindi, and real Kundlis (the reference births) rendered in both
 * languages without a missing key or an unfilled {{placeholder}}.
 */

import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node";
import type { SadeSatiPeriodOut } from "#engine/gochar";
import { computeKundli, type Kundli } from "#engine/kundli";
import { readExamples } from "#engine/testing/reference";
import { leafKeys, resources } from "#app/i18n/resources";
import { renderWith, strictI18n } from "#app/i18n/testing";
import { BAND_MS, bandFraction, decadeTicks, gocharChart, nextPeriod, runningPeriod, sadeSatiBand } from "./gochar";
import { GocharView } from "./tabs/gochar-tab";
import { VarshphalView } from "./tabs/varshphal-tab";
import { muddaRows, runningRow, varshphalYears, yearAt } from "./varshphal";

const period = (phase: SadeSatiPeriodOut["phase"], start: string, end: string | null): SadeSatiPeriodOut => ({
  phase,
  sign: 12,
  start,
  end,
});

describe("the Sade Sati band", () => {
  const birth = Date.parse("1990-01-15T06:35:09Z");
  const periods = [
    period("dhaiya-8th", "1987-10-01T00:00:00+05:30", "1990-06-01T00:00:00+05:30"),
    period("rising", "2004-09-06T04:34:34+05:30", "2005-01-13T15:03:47+05:30"),
    period("peak", "2005-01-13T15:03:47+05:30", "2007-07-16T04:46:21+05:30"),
    period("setting", "2087-01-01T00:00:00+05:30", "2092-01-01T00:00:00+05:30"),
  ];

  it("places each period between birth (0) and 100 years (1), cut at both ends", () => {
    const band = sadeSatiBand(periods, birth);
    expect(band.map((s) => s.phase)).toEqual(["dhaiya-8th", "rising", "peak", "setting"]);
    expect(band[0]!.from).toBe(0);
    expect(band[0]!.to).toBeCloseTo(bandFraction(Date.parse("1990-06-01T00:00:00+05:30"), birth), 12);
    expect(band.at(-1)!.to).toBe(1);
    // Consecutive periods share their boundary on the band too.
    expect(band[1]!.to).toBe(band[2]!.from);
    // 100 Julian years, as the engine's span.
    expect(BAND_MS).toBe(36_525 * 86_400_000);
    // A period wholly before birth is not drawn.
    expect(sadeSatiBand([period("peak", "1980-01-01T00:00:00Z", "1982-01-01T00:00:00Z")], birth)).toEqual([]);
  });

  it("finds the running period and the next one; a boundary instant belongs to the later", () => {
    expect(runningPeriod(periods, Date.parse("2006-01-01T00:00:00Z"))).toBe(2);
    expect(runningPeriod(periods, Date.parse("2005-01-13T15:03:47+05:30"))).toBe(2);
    expect(runningPeriod(periods, Date.parse("2020-01-01T00:00:00Z"))).toBe(-1);
    expect(nextPeriod(periods, Date.parse("2020-01-01T00:00:00Z"))).toBe(3);
    expect(nextPeriod(periods, Date.parse("2095-01-01T00:00:00Z"))).toBe(-1);
    // A period beyond the ephemeris (end null) runs on.
    expect(runningPeriod([period("peak", "2990-01-01T00:00:00Z", null)], Date.parse("2999-12-31T00:00:00Z"))).toBe(0);
  });

  it("marks the decades with their years at the birth place", () => {
    const ticks = decadeTicks(birth, 19_800);
    expect(ticks.map((t) => t.age)).toEqual([0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100]);
    expect(ticks.map((t) => t.year)).toEqual([1990, 2000, 2010, 2020, 2030, 2040, 2050, 2060, 2070, 2080, 2090]);
    // At the birthdays, which drift a day from the band's Julian years across a century.
    expect(ticks[0]!.fraction).toBe(0);
    expect(ticks[5]!.fraction).toBeCloseTo(0.5, 4);
    expect(ticks[10]!.fraction).toBeLessThanOrEqual(1);
    // Born on 1 January at the place (31 December in UTC): the birthdays' years are the place's.
    expect(decadeTicks(Date.parse("1999-12-31T19:00:00Z"), 19_800).map((t) => t.year)[1]).toBe(2010);
  });
});

describe("the Varshphal years", () => {
  it("run from the year of birth to the last whose year of life ends before 3000", () => {
    expect(varshphalYears(Date.parse("1990-01-15T06:35:09Z"), 1990)).toEqual({ min: 1990, max: 2998 });
    // A birthday in late December: the year of life of 2998 would end after the ephemeris.
    expect(varshphalYears(Date.parse("1990-12-30T06:00:00Z"), 1990).max).toBe(2997);
    expect(yearAt(Date.parse("2026-12-31T20:00:00Z"), 19_800)).toBe(2027);
  });

  it("list the nine Mudda periods, then the first lord again to the next return", () => {
    const v = {
      nextSolarReturn: "2027-01-15T23:43:49+05:30",
      muddaDasha: [
        { planet: "Venus" as const, start: "2025-12-11T22:37:24+05:30", end: "2026-02-10T19:37:58+05:30" },
        { planet: "Ketu" as const, start: "2026-11-20T21:19:35+05:30", end: "2026-12-12T04:40:47+05:30" },
      ],
    };
    const rows = muddaRows(v);
    expect(rows.map((r) => [r.planet, r.tail ?? false])).toEqual([
      ["Venus", false],
      ["Ketu", false],
      ["Venus", true],
    ]);
    expect(rows[2]).toMatchObject({ start: "2026-12-12T04:40:47+05:30", end: "2027-01-15T23:43:49+05:30" });
    expect(runningRow(rows, Date.parse("2026-12-20T00:00:00Z"))).toBe(2);
    expect(runningRow(rows, Date.parse("2026-01-01T00:00:00Z"))).toBe(0);
  });
});

type Tree = { [key: string]: string | Tree };
const tree = (lng: "en" | "hi") => resources[lng].translation as unknown as Record<string, Tree>;
const leaf = (t: Tree, dotted: string): string =>
  dotted.split(".").reduce<string | Tree>((node, part) => (node as Tree)[part]!, t) as string;
const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each(["gochar", "varshphal"] as const)("the words of %s", (area) => {
  it("have one key set and the same placeholders in both languages, Devanagari in Hindi", () => {
    const en = tree("en")[area]!;
    const hi = tree("hi")[area]!;
    expect(leafKeys(hi).sort()).toEqual(leafKeys(en).sort());
    for (const key of leafKeys(en)) {
      expect(leaf(en, key).trim(), key).not.toBe("");
      expect(placeholders(leaf(hi, key)), key).toEqual(placeholders(leaf(en, key)));
      if (leaf(hi, key).split(/\s+/).length > 3) expect(leaf(hi, key), key).toMatch(/[\u0900-\u097F]/);
    }
    for (const lng of ["en", "hi"] as const) expect(leaf(tree(lng).kundli!, `tabs.${area}`)).toBeTruthy();
  });
});

const AT = "2023-06-01T12:00:00+05:30";
let kundlis: Kundli[] = [];
beforeAll(async () => {
  const eph = await loadEphemerisNode();
  kundlis = readExamples("charts")
    .slice(0, 10)
    .map((e: { input: { date: string } }) =>
      computeKundli(
        eph,
        { ...e.input, include: ["transit", "varshphal"], at: AT, year: Number(e.input.date.slice(0, 4)) + 30 },
        { tzdata: "test" },
      ),
    );
});

describe("the Gochar chart", () => {
  it("draws the natal chart from the Lagna or the Moon with the nine transiting grahas over it", () => {
    for (const kundli of kundlis) {
      const transit = kundli.transit!;
      const lagna = gocharChart(kundli, transit, "lagna");
      expect(lagna.ascendantSign).toBe(kundli.planets[0]!.sign);
      expect(lagna.bodies).toHaveLength(10);
      expect(lagna.transits!.map((b) => b.body)).toEqual(transit.planets.map((p) => p.planet));
      expect(gocharChart(kundli, transit, "moon").ascendantSign).toBe(
        kundli.planets.find((p) => p.planet === "Moon")!.sign,
      );
      // The engine counts houses the way the chart draws them.
      for (const p of transit.planets) expect(p.houseFromLagna).toBe(((p.sign - lagna.ascendantSign + 12) % 12) + 1);
    }
  });
});

describe.each(["en", "hi"] as const)("the tabs render without a missing word (%s)", (lng) => {
  const now = Date.parse("2026-11-25T12:00:00Z");
  it("Gochar", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis) {
      const html = renderWith(i, createElement(GocharView, { kundli, transit: kundli.transit!, onAt: () => {}, now }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      // Two charts, the planets' table, the band and the periods' table.
      expect(html.match(/role="img"/g)!.length).toBeGreaterThanOrEqual(3);
      expect(html).toContain("data-sade-sati-band");
      expect(html.match(/data-phase=/g)!.length).toBe(kundli.transit!.sadeSati.length);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("Varshphal", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const kundli of kundlis) {
      const html = renderWith(i, createElement(VarshphalView, { kundli, varshphal: kundli.varshphal!, now }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain(`data-year-lord="${kundli.varshphal!.yearLord}"`);
      expect(html.match(/data-mudda=/g)!.length).toBeGreaterThanOrEqual(9);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
