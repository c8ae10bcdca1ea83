import { describe, expect, it } from "vitest";
import enChart from "../i18n/en/chart.json";
import hiChart from "../i18n/hi/chart.json";
import { leafKeys } from "../i18n/resources";
import { CHART_KINDS, chartOf, formatDegree, houseOfSign, signOfHouse } from "./chart-data";
import { DELHI_1984 } from "./test-fixtures";

describe("houses and signs", () => {
  it("count houses from the lagna's sign, wrapping past Pisces", () => {
    expect(houseOfSign(7, 7)).toBe(1);
    expect(houseOfSign(6, 7)).toBe(12);
    expect(houseOfSign(1, 7)).toBe(7);
    expect(signOfHouse(12, 1)).toBe(12);
    expect(signOfHouse(2, 12)).toBe(1);
    for (let lagna = 1; lagna <= 12; lagna++) {
      for (let house = 1; house <= 12; house++) expect(houseOfSign(signOfHouse(house, lagna), lagna)).toBe(house);
    }
  });

  it("formats degrees as almanacs do: truncated minutes, two digits", () => {
    expect(formatDegree(12.5666)).toBe("12°33′");
    expect(formatDegree(0)).toBe("0°00′");
    expect(formatDegree(4.0999)).toBe("4°05′");
    expect(formatDegree(29.99999)).toBe("29°59′");
    expect(formatDegree(7.25)).toBe("7°15′");
  });
});

describe("chartOf", () => {
  it("draws the birth chart from the planets, with degrees and marks", () => {
    const chart = chartOf(DELHI_1984, "lagna");
    expect(chart.ascendantSign).toBe(7);
    expect(chart.bodies).toHaveLength(10);
    expect(chart.bodies.find((b) => b.body === "Saturn")).toEqual({
      body: "Saturn",
      sign: 7,
      degree: 24.68,
      retrograde: false,
      combust: true,
    });
  });

  it("draws the Chalit chart by bhava", () => {
    const chart = chartOf(DELHI_1984, "chalit");
    expect(chart.bodies.find((b) => b.body === "Moon")!.house).toBe(6);
    expect(chart.bodies.find((b) => b.body === "Ascendant")!.house).toBe(1);
    // The engine's `chalit` map serves when the planets carry no bhava.
    const chalit = Object.fromEntries(DELHI_1984.planets.map((p) => [p.planet, p.planet === "Moon" ? 7 : p.bhava]));
    const withMap = chartOf(
      { ...DELHI_1984, planets: DELHI_1984.planets.map(({ bhava: _, ...p }) => p), chalit },
      "chalit",
    );
    expect(withMap.bodies.find((b) => b.body === "Moon")!.house).toBe(7);
    expect(() =>
      chartOf({ ...DELHI_1984, planets: DELHI_1984.planets.map(({ bhava: _, ...p }) => p) }, "chalit"),
    ).toThrow(RangeError);
  });

  it("takes the Sun's or the Moon's sign as lagna for the Sun and Moon charts", () => {
    expect(chartOf(DELHI_1984, "sun").ascendantSign).toBe(7);
    const moon = chartOf(DELHI_1984, "moon");
    expect(moon.ascendantSign).toBe(12);
    // The birth Ascendant stays in its own sign, one more point in the chart.
    expect(moon.bodies.find((b) => b.body === "Ascendant")!.sign).toBe(7);
  });

  it("draws divisional charts from the vargas, without degrees but with marks", () => {
    const d9 = chartOf(DELHI_1984, "D9");
    expect(d9.ascendantSign).toBe(10);
    expect(d9.bodies.find((b) => b.body === "Saturn")).toEqual({
      body: "Saturn",
      sign: 2,
      retrograde: false,
      combust: true,
    });
    expect(d9.bodies.every((b) => b.degree === undefined)).toBe(true);
    expect(() => chartOf(DELHI_1984, "D60")).toThrow(RangeError);
  });
});

describe("chart translations", () => {
  it("have the same keys in English and Hindi, and a title for every chart kind", () => {
    expect(leafKeys(hiChart).sort()).toEqual(leafKeys(enChart).sort());
    for (const kind of CHART_KINDS) {
      expect(enChart.kinds[kind]).toBeTruthy();
      expect(hiChart.kinds[kind]).toBeTruthy();
    }
    expect(Object.values(hiChart.abbreviations).every((a) => /^[\u0900-\u097F]+$/.test(a))).toBe(true);
  });
});
