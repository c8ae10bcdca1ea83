import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { computeKundli } from "./kundli.ts";
import type { CyclePeriod } from "./nakshatra-dasha.ts";
import { expectChained } from "./testing/dasha-chain.ts";
import { pyjhoraDashaInput, pyjhoraIstMs, readCase } from "./testing/reference.ts";
import {
  YOGINI_CYCLE,
  YOGINI_PLANET,
  YOGINIS,
  yoginiDasha,
  yoginiOf,
  yoginiSubPeriods,
  type Yogini,
} from "./yogini.ts";

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const BIRTH = Date.UTC(2000, 0, 1, 6, 30);
const options = { yearDays: 365.25, depth: 2 };

describe("the eight yoginis", () => {
  it("have 1 to 8 years in the order Mangala … Sankata, 36 in all, each with her planet", () => {
    expect(YOGINIS.map((y) => [y, YOGINI_PLANET[y], YOGINI_CYCLE.years[y]])).toEqual([
      ["Mangala", "Moon", 1],
      ["Pingala", "Sun", 2],
      ["Dhanya", "Jupiter", 3],
      ["Bhramari", "Mars", 4],
      ["Bhadrika", "Mercury", 5],
      ["Ulka", "Saturn", 6],
      ["Siddha", "Venus", 7],
      ["Sankata", "Rahu", 8],
    ]);
    expect(YOGINIS.reduce((n, y) => n + YOGINI_CYCLE.years[y], 0)).toBe(36);
    expect(YOGINI_CYCLE.total).toBe(36);
  });

  it("rule at birth: (nakshatra + 3) mod 8, 0 being Sankata; the table PyJHora holds (by planet) agrees", () => {
    // PyJHora's yogini.py dhasa_adhipathi_dict: the birth nakshatras of each yogini, by her planet.
    const stars: Record<string, number[]> = {
      Moon: [6, 14, 22],
      Sun: [7, 15, 23],
      Jupiter: [8, 16, 24],
      Mars: [1, 9, 17, 25],
      Mercury: [2, 10, 18, 26],
      Saturn: [3, 11, 19, 27],
      Venus: [4, 12, 20],
      Rahu: [5, 13, 21],
    };
    for (let n = 1; n <= 27; n++) {
      const remainder = (n + 3) % 8;
      expect(yoginiOf(n), `nakshatra ${n}`).toBe(YOGINIS[remainder === 0 ? 7 : remainder - 1]);
      expect(stars[YOGINI_PLANET[yoginiOf(n)]], `nakshatra ${n}`).toContain(n);
    }
    // The books' reading of it: Ardra, Chitra and Shravana begin with Mangala; Ashwini with Bhramari.
    expect([6, 14, 22].map(yoginiOf)).toEqual(["Mangala", "Mangala", "Mangala"]);
    expect(yoginiOf(1)).toBe("Bhramari");
  });
});

describe("balance at birth (hand-checked arithmetic)", () => {
  it("Moon at 190°: Swati (186°40′–200°), a quarter crossed, Pingala's 2 years: 0.5 elapsed, 1.5 to run", () => {
    const d = yoginiDasha(190, BIRTH, options);
    expect(d.periods[0]!.lord).toBe("Pingala");
    expect(d.balanceYears).toBeCloseTo(1.5, 12);
    expect(d.periods[0]!.start).toBeCloseTo(BIRTH - 0.5 * YEAR, 3);
    expect(d.periods[0]!.end).toBeCloseTo(BIRTH + 1.5 * YEAR, 3);
  });

  it("Moon at 300°: Dhanishta (23rd, 293°20′–306°40′; 26 mod 8 = 2), half crossed, Pingala's 2 years: 1 elapsed", () => {
    const d = yoginiDasha(300, BIRTH, options);
    expect(d.periods[0]!.lord).toBe("Pingala");
    expect(d.balanceYears).toBeCloseTo(1, 12);
    expect(d.periods[0]!.start).toBeCloseTo(BIRTH - YEAR, 3);
  });

  it("Moon at 125°: Magha (10th, 120°–133°20′; 13 mod 8 = 5), 3/8 crossed, Bhadrika's 5 years: 1.875 elapsed", () => {
    const d = yoginiDasha(125, BIRTH, options);
    expect(d.periods[0]!.lord).toBe("Bhadrika");
    expect(d.balanceYears).toBeCloseTo(3.125, 12);
    expect(d.periods[0]!.start).toBeCloseTo(BIRTH - 1.875 * YEAR, 3);
  });

  it("at a nakshatra boundary: 80° begins Punarvasu (Pingala from birth, whole); just before it, Ardra ends (Mangala nearly done)", () => {
    const at = yoginiDasha(80, BIRTH, options);
    expect(at.periods[0]!.lord).toBe("Pingala");
    expect(at.balanceYears).toBe(2);
    expect(at.periods[0]!.start).toBe(BIRTH);
    const before = yoginiDasha(80 - 1e-9, BIRTH, options);
    expect(before.periods[0]!.lord).toBe("Mangala");
    expect(before.balanceYears).toBeLessThan(1e-9);
    expect(before.periods[1]!.lord).toBe("Pingala");
    expect(Math.abs(before.periods[1]!.start - BIRTH)).toBeLessThan(1000);
  });

  it("the dasha year option scales every instant from birth (360 days)", () => {
    const d = yoginiDasha(190, BIRTH, { yearDays: 360, depth: 1 });
    expect(d.periods[0]!.start).toBeCloseTo(BIRTH - 0.5 * 360 * DAY, 3);
    expect(d.periods[1]!.start).toBeCloseTo(BIRTH + 1.5 * 360 * DAY, 3);
  });
});

/** Chained (testing/dasha-chain.ts); each run of sub-periods from its parent's own yogini, each her share. */
function checkTree(periods: CyclePeriod<Yogini>[]) {
  expectChained(periods, {
    years: 108,
    each: (children, p) => {
      if (!p) return;
      const own = YOGINIS.indexOf(p.lord);
      expect(children.map((c) => c.lord)).toEqual(YOGINIS.map((_, k) => YOGINIS[(own + k) % 8]));
      for (const c of children) {
        expect(c.years).toBeCloseTo((p.years * YOGINI_CYCLE.years[c.lord]) / 36, 12);
        expect((c.end - c.start) / (p.end - p.start)).toBeCloseTo(YOGINI_CYCLE.years[c.lord] / 36, 9);
      }
    },
  });
}

describe("invariants", () => {
  const moons = [0, 13.3333, 45.5, 80, 123.456, 186.9594, 253.3334, 276.7, 299.99, 359.9999];

  it("three cycles of eight from the yogini at birth: 108 years that chain, hold birth in the first, and fill each level", () => {
    for (const moon of moons) {
      const d = yoginiDasha(moon, BIRTH, { yearDays: 365.25, depth: 3 });
      expect(d.periods).toHaveLength(24);
      const first = YOGINIS.indexOf(d.periods[0]!.lord);
      expect(d.periods.map((p) => p.lord)).toEqual(d.periods.map((_, i) => YOGINIS[(first + i) % 8]));
      expect(d.periods[0]!.start).toBeLessThanOrEqual(BIRTH);
      expect(d.periods[0]!.end).toBeGreaterThan(BIRTH);
      expect(d.periods[0]!.end - BIRTH).toBeCloseTo(d.balanceYears * YEAR, 2);
      // each cycle of 8 spans exactly 36 years
      for (const c of [0, 8, 16]) {
        expect((d.periods[c + 7]!.end - d.periods[c]!.start) / YEAR).toBeCloseTo(36, 9);
      }
      checkTree(d.periods);
    }
  });

  it("a drill-down step gives the children the tree would have had", () => {
    const deep = yoginiDasha(123.456, BIRTH, { yearDays: 365.25, depth: 3 });
    const ad = deep.periods[2]!.children![5]!;
    const { children, ...bare } = ad;
    expect(yoginiSubPeriods(bare)).toEqual(children!.map(({ children: _, ...p }) => p));
  });
});

describe("cases/pyjhora-dashas-1996-12-07-chennai.json: PyJHora's yogini_test", () => {
  const c = readCase("pyjhora-dashas-1996-12-07-chennai");
  let eph: Ephemeris;
  beforeAll(async () => {
    eph = await loadEphemerisNode();
  });

  it("24 mahadashas: yogini, planet and years exact; starts within a day with PyJHora's sidereal year", () => {
    const k = computeKundli(eph, pyjhoraDashaInput(1), { tzdata: "test", nowMs: Date.UTC(2026, 0, 1) });
    const ours = k.dashas!.yogini.periods;
    const want: { lord: string; planet: string; start: string; years: number }[] = c.expected.yogini.periods;
    expect(ours.map((p) => [p.lord, p.planet, p.years])).toEqual(want.map((p) => [p.lord, p.planet, p.years]));
    want.forEach((w, i) => {
      const pyjhora = pyjhoraIstMs(w.start);
      expect(Math.abs(Date.parse(ours[i]!.start) - pyjhora) / DAY, `${w.lord} ${w.start}`).toBeLessThan(1);
    });
  });
});
