import { describe, expect, it } from "vitest";

import {
  NAKSHATRAS,
  SIGNS,
  VIMSHOTTARI_ORDER,
  VIMSHOTTARI_YEARS,
  degreeInSign,
  houseFrom,
  modalityOf,
  nakshatraLord,
  nakshatraOf,
  nakshatraProgress,
  normalizeDegrees,
  padaOf,
  planetPosition,
  signFrom,
  signLord,
  signOf,
  tatvaOf,
  varnaOf,
  vashyaOf,
} from "./zodiac.ts";
import { chartExamples, readAshtakootTables } from "./testing/reference.ts";

const tables = readAshtakootTables();
const charts = chartExamples();

describe("boundaries", () => {
  it("normalizes longitudes into [0, 360)", () => {
    expect(normalizeDegrees(360)).toBe(0);
    expect(normalizeDegrees(720.5)).toBe(0.5);
    expect(normalizeDegrees(-30)).toBe(330);
    expect(normalizeDegrees(-1e-17)).toBe(0); // 360 - 1e-17 rounds to 360
    expect(normalizeDegrees(0)).toBe(0);
  });

  it("keeps a longitude just below a sign edge in its sign", () => {
    expect(signOf(29.9999999)).toBe(1);
    expect(signOf(29.999999999999996)).toBe(1);
    expect(signOf(30)).toBe(2);
    expect(signOf(359.9999999)).toBe(12);
    expect(signOf(360)).toBe(1);
    expect(signOf(-0.0000001)).toBe(12);
    for (let s = 1; s <= 12; s++) {
      const edge = (s - 1) * 30;
      expect(signOf(edge)).toBe(s);
      expect(signOf(edge + 29.9999999)).toBe(s);
      expect(degreeInSign(edge)).toBe(0);
      expect(degreeInSign(edge + 12.5)).toBe(12.5);
    }
    expect(degreeInSign(29.9999999)).toBeCloseTo(29.9999999, 12);
  });

  it("puts nakshatra and pada edges in the part that begins there", () => {
    for (let n = 1; n <= 27; n++) {
      const start = ((n - 1) * 40) / 3;
      expect(nakshatraOf(start + 1e-9)).toBe(n);
      expect(nakshatraOf(start + 40 / 3 - 1e-9)).toBe(n);
      expect(padaOf(start + 1e-9)).toBe(1);
      expect(padaOf(start + 40 / 3 - 1e-9)).toBe(4);
    }
    // Edges that are exact in binary: 40° (Rohini), 120° (Magha), 240° (Mula), 10° (Ashwini pada 4).
    expect(nakshatraOf(40)).toBe(4);
    expect(nakshatraOf(39.9999999)).toBe(3);
    expect(nakshatraOf(120)).toBe(10);
    expect(nakshatraOf(240)).toBe(19);
    expect(nakshatraOf(360)).toBe(1);
    expect(nakshatraOf(359.9999999)).toBe(27);
    expect(padaOf(10)).toBe(4);
    expect(padaOf(9.9999999)).toBe(3);
    expect(padaOf(40)).toBe(1);
    expect(padaOf(359.9999999)).toBe(4);
  });

  it("measures progress through the nakshatra", () => {
    expect(nakshatraProgress(0)).toBe(0);
    expect(nakshatraProgress(20)).toBeCloseTo(0.5, 12);
    expect(nakshatraProgress(40)).toBe(0);
    expect(nakshatraProgress(39.99999999)).toBeLessThan(1);
    expect(nakshatraProgress(39.99999999)).toBeGreaterThan(0.999999);
  });
});

describe("counting signs", () => {
  it("counts the sign itself as the first", () => {
    expect(signFrom(1, 1)).toBe(1);
    expect(signFrom(1, 5)).toBe(5);
    expect(signFrom(11, 5)).toBe(3);
    expect(signFrom(12, 13)).toBe(12);
    expect(houseFrom(5, 5)).toBe(1);
    expect(houseFrom(5, 4)).toBe(12);
    expect(houseFrom(12, 1)).toBe(2);
    for (let a = 1; a <= 12; a++) for (let h = 1; h <= 12; h++) expect(houseFrom(a, signFrom(a, h))).toBe(h);
  });
});

describe("tables equal ashtakoot-tables.json", () => {
  it("signs", () => {
    expect(tables.signs).toHaveLength(12);
    for (const row of tables.signs) {
      const s: number = row.n;
      expect(SIGNS[s - 1]!.key).toBe(row.key);
      expect(signLord(s)).toBe(row.lord);
      expect(varnaOf(s)).toBe(row.varna);
      expect(tatvaOf(s)).toBe(row.tatva);
      expect(modalityOf(s)).toBe(row.modality);
      expect(s % 2 === 1 ? "odd" : "even").toBe(row.oddEven);
      for (const seg of row.vashya as { fromDeg: number; toDeg: number; group: string }[]) {
        expect(vashyaOf((s - 1) * 30 + seg.fromDeg)).toBe(seg.group);
        expect(vashyaOf((s - 1) * 30 + seg.toDeg - 1e-9)).toBe(seg.group);
      }
    }
  });

  it("vashya splits Sagittarius and Capricorn at exactly 15°", () => {
    expect(vashyaOf(240 + 15)).toBe("chatushpada");
    expect(vashyaOf(240 + 14.9999999)).toBe("manava");
    expect(vashyaOf(270 + 15)).toBe("jalachara");
    expect(vashyaOf(270 + 14.9999999)).toBe("chatushpada");
  });

  it("nakshatras", () => {
    expect(tables.nakshatras).toHaveLength(27);
    for (const row of tables.nakshatras) {
      const n: number = row.n;
      const mine = NAKSHATRAS[n - 1]!;
      expect(mine.key).toBe(String(row.name).toLowerCase().replaceAll(" ", "-"));
      expect(nakshatraLord(n)).toBe(row.lord);
      expect(VIMSHOTTARI_YEARS[nakshatraLord(n)]).toBe(row.vimshottariYears);
      expect(mine.yoni).toBe(row.yoni);
      expect(mine.gana).toBe(row.gana);
      expect(mine.nadi).toBe(row.nadi);
      expect(mine.syllables).toEqual(row.syllables.latin);
      expect(mine.syllablesDevanagari).toEqual(row.syllables.devanagari);
      expect(nakshatraOf(row.startDeg + 1e-5)).toBe(n);
    }
  });

  it("Vimshottari order and years", () => {
    expect(VIMSHOTTARI_ORDER).toEqual(tables.vimshottari.order);
    expect(VIMSHOTTARI_YEARS).toEqual(tables.vimshottari.years);
    expect(Object.values(VIMSHOTTARI_YEARS).reduce((a, b) => a + b, 0)).toBe(120);
  });
});

describe("planet rows of charts.jsonl", () => {
  for (const chart of charts) {
    it(chart.id, () => {
      const ascendant = chart.expected.planets.find((p) => p.planet === "Ascendant")!;
      for (const expected of chart.expected.planets) {
        const row = planetPosition({
          planet: expected.planet,
          longitude: expected.longitude,
          tropicalLongitude: expected.tropicalLongitude,
          speed: expected.speed,
          ascendantSign: signOf(ascendant.longitude),
        });
        const { degree, ...rest } = row;
        const { degree: expectedDegree, ...expectedRest } = expected;
        expect(rest, expected.planet).toEqual(expectedRest);
        expect(degree).toBeCloseTo(expectedDegree, 8);
      }
    });
  }
});
