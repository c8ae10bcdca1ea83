import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { sunMoonAt } from "./astro.ts";
import {
  ASHTOTTARI_CYCLE,
  ASHTOTTARI_GROUPS,
  ashtottariApplicability,
  ashtottariDasha,
  ashtottariLordOf,
  ashtottariSubPeriods,
  type AshtottariLord,
} from "./ashtottari.ts";
import { computeKundli } from "./kundli.ts";
import type { CyclePeriod } from "./nakshatra-dasha.ts";
import { expectChained } from "./testing/dasha-chain.ts";
import { birthMs, pyjhoraDashaInput, pyjhoraIstMs, readCase } from "./testing/reference.ts";
import { julianDayFromMs } from "./time.ts";
import type { Graha, Sign } from "./types.ts";

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const BIRTH = Date.UTC(2000, 0, 1, 6, 30);
const options = { yearDays: 365.25, depth: 2 };
const ORDER = ASHTOTTARI_CYCLE.order;

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("the eight lords and their nakshatras", () => {
  it("Sun 6, Moon 15, Mars 8, Mercury 17, Saturn 10, Jupiter 19, Rahu 12, Venus 21: 108 years, no Ketu", () => {
    expect(ORDER.map((l) => [l, ASHTOTTARI_CYCLE.years[l]])).toEqual([
      ["Sun", 6],
      ["Moon", 15],
      ["Mars", 8],
      ["Mercury", 17],
      ["Saturn", 10],
      ["Jupiter", 19],
      ["Rahu", 12],
      ["Venus", 21],
    ]);
    expect(ORDER.reduce((n, l) => n + ASHTOTTARI_CYCLE.years[l], 0)).toBe(108);
  });

  it("from Ardra, groups of 4 and 3 nakshatras in turn (Abhijit the 4th of Saturn's), covering the 27 once", () => {
    // Counted with Abhijit among 28 stars: 4, 3, 4, 3, 4, 3, 4, 3 from Ardra.
    const withAbhijit = ORDER.map((l) => ASHTOTTARI_GROUPS[l].count + (l === "Saturn" ? 1 : 0));
    expect(withAbhijit).toEqual([4, 3, 4, 3, 4, 3, 4, 3]);
    const lordOf = new Map<number, AshtottariLord>();
    let next = 6; // Ardra
    for (const lord of ORDER) {
      expect(ASHTOTTARI_GROUPS[lord].first, lord).toBe(next);
      for (let i = 0; i < ASHTOTTARI_GROUPS[lord].count; i++) lordOf.set(((next - 1 + i) % 27) + 1, lord);
      next = ((next - 1 + ASHTOTTARI_GROUPS[lord].count) % 27) + 1;
    }
    expect(next).toBe(6);
    expect(lordOf.size).toBe(27);
    // The table of the books (and PyJHora's ashtottari_adhipathi_dict_seed): a few by name.
    expect(lordOf.get(15)).toBe("Mars"); // Swati
    expect(lordOf.get(21)).toBe("Saturn"); // Uttara Ashadha
    expect(lordOf.get(22)).toBe("Saturn"); // Shravana
    expect(lordOf.get(1)).toBe("Rahu"); // Ashwini
    expect(lordOf.get(5)).toBe("Venus"); // Mrigashira
    for (let n = 1; n <= 27; n++) {
      expect(ashtottariLordOf(((n - 1) * 40) / 3 + 1).lord, `nakshatra ${n}`).toBe(lordOf.get(n));
    }
  });
});

describe("balance at birth (hand-checked arithmetic)", () => {
  it("Moon at 190°: Swati, the 3rd of Mars's 4 (Hasta from 160°): (2 + 1/4)/4 of 8 years = 4.5 elapsed", () => {
    const d = ashtottariDasha(190, BIRTH, options);
    expect(d.periods[0]!.lord).toBe("Mars");
    expect(d.balanceYears).toBeCloseTo(3.5, 12);
    expect(d.periods[0]!.start).toBeCloseTo(BIRTH - 4.5 * YEAR, 3);
  });

  it("Rahu's group runs over Aries: 5° is Ashwini, its 3rd: (2 + 3/8)/4 of 12 years = 7.125 elapsed", () => {
    const d = ashtottariDasha(5, BIRTH, options);
    expect(d.periods[0]!.lord).toBe("Rahu");
    expect(d.balanceYears).toBeCloseTo(4.875, 12);
    expect(d.periods[0]!.start).toBeCloseTo(BIRTH - 7.125 * YEAR, 3);
  });

  it("Saturn's arc is 253°20′–293°20′ with Abhijit inside it: at 276°40′ (Abhijit begins) 7/12 of 10 years have passed", () => {
    const d = ashtottariDasha(276 + 2 / 3, BIRTH, options);
    expect(d.periods[0]!.lord).toBe("Saturn");
    expect(d.balanceYears).toBeCloseTo(10 - 70 / 12, 9);
  });

  it("at a group's boundary: 66°40′ begins Ardra (the Sun's 6 years whole, from birth); just before it Venus ends", () => {
    const at = ashtottariDasha(200 / 3, BIRTH, options);
    expect(at.periods[0]!.lord).toBe("Sun");
    // 200/3 is not exact in binary: the Moon is a few 1e-14° into Ardra
    expect(at.balanceYears).toBeCloseTo(6, 12);
    expect(Math.abs(at.periods[0]!.start - BIRTH)).toBeLessThan(1);
    const before = ashtottariDasha(200 / 3 - 1e-9, BIRTH, options);
    expect(before.periods[0]!.lord).toBe("Venus");
    expect(before.balanceYears).toBeLessThan(1e-8);
  });
});

/** Chained (testing/dasha-chain.ts); each run of sub-periods from its parent's own lord, each its share. */
function checkTree(periods: CyclePeriod<AshtottariLord>[]) {
  expectChained(periods, {
    years: 108,
    each: (children, p) => {
      if (!p) return;
      const own = ORDER.indexOf(p.lord);
      expect(children.map((c) => c.lord)).toEqual(ORDER.map((_, k) => ORDER[(own + k) % 8]));
      for (const c of children) expect(c.years).toBeCloseTo((p.years * ASHTOTTARI_CYCLE.years[c.lord]) / 108, 12);
    },
  });
}

describe("invariants", () => {
  it("one 108-year cycle of eight from the lord at birth, holding birth in the first, chained and filled at each level", () => {
    for (const moon of [0, 13.3333, 45.5, 66.6667, 123.456, 186.9594, 253.3334, 276.7, 299.99, 359.9999]) {
      const d = ashtottariDasha(moon, BIRTH, { yearDays: 365.25, depth: 3 });
      expect(d.periods).toHaveLength(8);
      expect(d.periods[0]!.start).toBeLessThanOrEqual(BIRTH);
      expect(d.periods[0]!.end).toBeGreaterThan(BIRTH);
      expect((d.periods[0]!.end - BIRTH) / YEAR).toBeCloseTo(d.balanceYears, 9);
      expect((d.periods[7]!.end - d.periods[0]!.start) / YEAR).toBeCloseTo(108, 9);
      checkTree(d.periods);
    }
  });

  it("a drill-down step gives the children the tree would have had", () => {
    const deep = ashtottariDasha(123.456, BIRTH, { yearDays: 365.25, depth: 3 });
    const { children, ...bare } = deep.periods[3]!.children![6]!;
    expect(ashtottariSubPeriods(bare)).toEqual(children!.map(({ children: _, ...p }) => p));
  });
});

describe("applicability: Rahu in a kendra or trikona from the lagna lord, not in the lagna", () => {
  const chart = (ascendant: Sign, placed: Partial<Record<Graha, Sign>>) =>
    ({
      Ascendant: ascendant,
      Sun: 1,
      Moon: 1,
      Mars: 1,
      Mercury: 1,
      Jupiter: 1,
      Venus: 1,
      Saturn: 1,
      Rahu: 1,
      Ketu: 7,
      ...placed,
    }) as Record<"Ascendant" | Graha, Sign>;

  it("counts Rahu by sign from the lagna lord: 1, 4, 5, 7, 9, 10 hold; 2, 3, 6, 8, 11, 12 do not", () => {
    // Aries lagna, Mars in Cancer: Rahu in Cancer is its 1st, Libra its 4th, Scorpio its 5th ...
    for (let house = 1; house <= 12; house++) {
      const rahu = ((4 - 1 + house - 1) % 12) + 1;
      const a = ashtottariApplicability(chart(1, { Mars: 4, Rahu: rahu }));
      expect(a.lagnaLord).toBe("Mars");
      expect(a.rahuFromLagnaLord).toBe(house);
      expect(a.applicable, `house ${house} from Mars`).toBe(rahu !== 1 && [1, 4, 5, 7, 9, 10].includes(house));
    }
  });

  it("never with Rahu in the lagna, even in a kendra from a lagna lord in the 4th, 7th or 10th", () => {
    for (const mars of [4, 7, 10, 1]) {
      const a = ashtottariApplicability(chart(1, { Mars: mars, Rahu: 1 }));
      expect(a.rahuFromLagna).toBe(1);
      expect(a.applicable).toBe(false);
    }
  });

  it("the lagna lord of Scorpio is Mars and of Aquarius Saturn (not the nodes)", () => {
    expect(ashtottariApplicability(chart(8, { Mars: 2, Rahu: 5 })).lagnaLord).toBe("Mars");
    expect(ashtottariApplicability(chart(11, { Saturn: 2, Rahu: 5 })).lagnaLord).toBe("Saturn");
  });
});

describe("cases/book-pvr-ashtottari-examples.json: P.V.R. Narasimha Rao's book, examples 60–62", () => {
  const book = readCase("book-pvr-ashtottari-examples");
  const moonAt = (ms: number) => sunMoonAt(eph, "lahiri")(julianDayFromMs(ms)).moon;
  /** The decimal year of an instant (for the book's "during 1980–1995"). */
  const yearOf = (ms: number) => new Date(ms).getUTCFullYear();

  for (const c of book.cases) {
    it(`${c.ref}: the lord at birth${c.expected.mahadasha_during ? " and the dasha the book dates" : ""}`, () => {
      const birth = birthMs(c.birth);
      const d = ashtottariDasha(moonAt(birth), birth, { yearDays: 365.25, depth: 2 });
      expect(d.periods[0]!.lord).toBe(c.expected.mahadasha_at_birth);
      const during = c.expected.mahadasha_during;
      if (during) {
        const md = d.periods.find((p) => p.lord === during.planet)!;
        expect(yearOf(md.start)).toBe(during.from_year);
        if (during.to_year) expect(yearOf(md.end)).toBe(during.to_year);
      }
    });
  }

  it("Example 61 tells the Abhijit rules apart: Saturn's years spread evenly over its 40° arc give Moon 1980–1995", () => {
    // The other reading gives Abhijit (276°40′–280°53′20″) a quarter of Saturn's 10 years, and
    // Uttara Ashadha's first three padas (266°40′–276°40′) another: then the Moon dasha would be 1981–1996.
    const c = book.cases.find((k: { ref: string }) => k.ref.startsWith("Example 61"))!;
    const birth = birthMs(c.birth);
    const moon = moonAt(birth);
    expect(moon).toBeGreaterThan(266 + 2 / 3);
    expect(moon).toBeLessThan(276 + 2 / 3); // Uttara Ashadha, before Abhijit
    const quarterRuleElapsed = 2.5 + ((moon - (266 + 2 / 3)) / 10) * 2.5;
    const moonStart = birth + (10 - quarterRuleElapsed + 19 + 12 + 21 + 6) * YEAR;
    expect(yearOf(moonStart)).toBe(1981);
    const ours = ashtottariDasha(moon, birth, options).periods.find((p) => p.lord === "Moon")!;
    expect(yearOf(ours.start)).toBe(1980);
  });

  it("Example 60: Rahu–Moon runs on 20 Dec 1998; Rahu–Moon and Rahu–Mars begin within a day of PyJHora's instants (its sidereal year)", () => {
    const c = book.cases[0];
    const birth = birthMs(c.birth);
    const d = ashtottariDasha(moonAt(birth), birth, { yearDays: 365.256363, depth: 2 });
    const on = Date.parse(`${c.expected.running_on.date}T12:00:00+05:30`);
    const md = d.periods.find((p) => p.start <= on && on < p.end)!;
    const ad = md.children!.find((p) => p.start <= on && on < p.end)!;
    expect([md.lord, ad.lord]).toEqual([c.expected.running_on.mahadasha, c.expected.running_on.antardasha]);
    for (const want of c.expected.antardashas_pyjhora.periods) {
      const ours = d.periods.find((p) => p.lord === want.mahadasha)!.children!.find((p) => p.lord === want.antardasha)!;
      const pyjhora = pyjhoraIstMs(want.start);
      expect(Math.abs(ours.start - pyjhora) / DAY, want.antardasha).toBeLessThan(1);
    }
  });
});

describe("cases/pyjhora-dashas-1996-12-07-chennai.json: PyJHora's _ashtothari_test_4 and _6", () => {
  const c = readCase("pyjhora-dashas-1996-12-07-chennai");

  it("Mars at birth, the eight lords in order, starts within a day (sidereal year); applicable (Rahu 7th from Saturn)", () => {
    const k = computeKundli(eph, pyjhoraDashaInput(), { tzdata: "test", nowMs: Date.UTC(2026, 0, 1) });
    const a = k.dashas!.ashtottari;
    const want: { planet: string; start: string }[] = c.expected.ashtottari.periods;
    expect(a.periods.map((p) => p.planet)).toEqual(want.map((p) => p.planet));
    want.forEach((w, i) => {
      const pyjhora = pyjhoraIstMs(w.start);
      expect(Math.abs(Date.parse(a.periods[i]!.start) - pyjhora) / DAY, w.planet).toBeLessThan(1);
    });
    expect(a.periods[0]!.children!.map((p) => p.planet)).toEqual(c.expected.ashtottari.antardasha_order_of_mars.order);
    // Capricorn lagna, Saturn in Pisces, Rahu in Virgo: 7th from Saturn, 9th from the lagna.
    expect(a).toMatchObject({ applicable: true, lagnaLord: "Saturn", rahuFromLagnaLord: 7, rahuFromLagna: 9 });
  });
});
