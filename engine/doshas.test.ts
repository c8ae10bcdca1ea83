import { describe, expect, it } from "vitest";
import { kaalSarp, mangalDosh, pitraDosh, sadeSati } from "./doshas.ts";
import { chartExamples, longitudesOf } from "./testing/reference.ts";
import type { ChartBody, Graha, Sign } from "./types.ts";
import { signOf } from "./zodiac.ts";

describe("Mangal dosh: examples/charts.jsonl panchang.mangal_dosh", () => {
  for (const chart of chartExamples()) {
    it(chart.id, () => {
      const lon = longitudesOf(chart);
      const result = mangalDosh({
        marsSign: signOf(lon.Mars),
        ascendantSign: signOf(lon.Ascendant),
        moonSign: signOf(lon.Moon),
        venusSign: signOf(lon.Venus),
      });
      expect(result.present).toBe(chart.expected.panchang.mangal_dosh);
      expect(result.fromAscendant.house).toBe(chart.expected.planets.find((p) => p.planet === "Mars")!.house);
    });
  }
});

describe("Mangal dosh rule", () => {
  it("houses 1, 2, 4, 7, 8, 12 from the Ascendant; Moon and Venus shown beside", () => {
    const houses = Array.from({ length: 12 }, (_, i) => mangalDosh({ ascendantSign: 1, marsSign: i + 1 }).present);
    expect(houses).toEqual([true, true, false, true, false, false, true, true, false, false, false, true]);
    const r = mangalDosh({ ascendantSign: 1, marsSign: 3, moonSign: 2, venusSign: 12 });
    expect(r.present).toBe(false);
    expect(r.fromMoon).toEqual({ reference: "Moon", house: 2, present: true });
    expect(r.fromVenus).toEqual({ reference: "Venus", house: 4, present: true });
  });
});

describe("Kaal Sarp", () => {
  // Rahu at 100 (Cancer), Ketu at 280 (Capricorn).
  const base = {
    Rahu: 100,
    Ketu: 280,
    Sun: 110,
    Moon: 150,
    Mars: 170,
    Mercury: 200,
    Jupiter: 230,
    Venus: 250,
    Saturn: 270,
  } as Record<Graha, number>;
  it("all seven from Rahu forward to Ketu: present, type by Rahu's house", () => {
    const r = kaalSarp(base, 1); // Rahu in Cancer = 4th from Aries
    expect(r).toMatchObject({
      present: true,
      type: "shankhpal",
      rahuHouse: 4,
      side: "rahuToKetu",
      partial: false,
      outside: [],
    });
  });
  it("all seven on the other half: present, side ketuToRahu", () => {
    const other = { ...base, Sun: 290, Moon: 320, Mars: 350, Mercury: 10, Jupiter: 40, Venus: 60, Saturn: 90 };
    expect(kaalSarp(other, 4)).toMatchObject({ present: true, type: "anant", side: "ketuToRahu" });
  });
  it("one planet out: not present, partial, names it", () => {
    const r = kaalSarp({ ...base, Moon: 20 }, 1);
    expect(r).toMatchObject({ present: false, partial: true, outside: ["Moon"], side: null });
  });
  it("by longitude a planet just behind Rahu in its sign is out; by sign it is on the axis", () => {
    const behind = { ...base, Saturn: 95 };
    expect(kaalSarp(behind, 1).present).toBe(false);
    expect(kaalSarp(behind, 1, "sign").present).toBe(true);
  });
});

describe("Sade Sati", () => {
  it("12th, 1st, 2nd from the natal Moon; dhaiya in the 4th and 8th", () => {
    const moon = 5;
    const rows = Array.from({ length: 12 }, (_, i) => sadeSati(moon, ((moon - 1 + i) % 12) + 1));
    expect(rows.map((r) => r.phase)).toEqual([
      "peak",
      "setting",
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      null,
      "rising",
    ]);
    expect(rows.map((r) => r.active).filter(Boolean)).toHaveLength(3);
    expect(rows[3]!.dhaiya).toBe("kantaka");
    expect(rows[7]!.dhaiya).toBe("ashtama");
    expect(sadeSati(1, 12)).toEqual({ active: true, phase: "rising", houseFromMoon: 12, dhaiya: null });
  });
});

describe("Pitra dosh", () => {
  const chart = (over: Partial<Record<ChartBody, Sign>>): Record<ChartBody, Sign> => ({
    Ascendant: 1,
    Sun: 2,
    Moon: 3,
    Mars: 4,
    Mercury: 2,
    Jupiter: 6,
    Venus: 3,
    Saturn: 8,
    Rahu: 11,
    Ketu: 5,
    ...over,
  });
  it("none of the rules", () => expect(pitraDosh(chart({}))).toEqual({ present: false, fired: [] }));
  it("Sun with Rahu", () => {
    expect(pitraDosh(chart({ Sun: 11 })).fired).toEqual([{ rule: "sunWithRahu", planets: ["Sun", "Rahu"] }]);
  });
  it("Saturn in the 9th; 9th lord (Jupiter for Aries) with Rahu", () => {
    expect(pitraDosh(chart({ Saturn: 9 })).fired.map((f) => f.rule)).toEqual(["saturnInNinth"]);
    expect(pitraDosh(chart({ Jupiter: 11 })).fired).toEqual([
      { rule: "ninthLordWithRahu", planets: ["Jupiter", "Rahu"] },
    ]);
    expect(pitraDosh(chart({ Rahu: 9, Ketu: 3 })).fired.map((f) => f.rule)).toEqual(["rahuInNinth"]);
  });
});
