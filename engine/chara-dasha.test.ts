import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import {
  charaDasha,
  charaDirection,
  charaLord,
  charaSequence,
  charaSubPeriods,
  charaSubSigns,
  charaYears,
  type CharaPeriod,
} from "./chara-dasha.ts";
import { computeKundli } from "./kundli.ts";
import { expectChained } from "./testing/dasha-chain.ts";
import { pyjhoraDashaInput, pyjhoraIstMs, readCase } from "./testing/reference.ts";
import type { ChartBody, Graha, Sign } from "./types.ts";

const DAY = 86_400_000;
const YEAR = 365.25 * DAY;
const BIRTH = Date.UTC(1990, 5, 15, 3, 0);

/** A chart from [sign, degree] placements; Ketu opposite Rahu. Unplaced grahas share Gemini 1°…7°. */
function chart(ascendant: Sign, placed: Partial<Record<Exclude<Graha, "Ketu">, [Sign, number]>>) {
  const lon = (s: Sign, d: number) => (s - 1) * 30 + d;
  const out = { Ascendant: lon(ascendant, 10) } as Record<ChartBody, number>;
  const others: Exclude<Graha, "Ketu">[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu"];
  others.forEach((g, i) => {
    const p = placed[g];
    out[g] = p ? lon(p[0], p[1]) : lon(3, 1 + i);
  });
  out.Ketu = (out.Rahu + 180) % 360;
  return out;
}

describe("order of the signs (K.N. Rao: by the 9th from the lagna)", () => {
  it("direct for Aries, Leo, Virgo, Libra, Aquarius, Pisces lagnas; indirect for Taurus, Gemini, Cancer, Scorpio, Sagittarius, Capricorn", () => {
    // The table of K.N. Rao's school (S. Dhasmana, "An Introduction to Jaimini System", ch. 6-7).
    const direct = [1, 5, 6, 7, 11, 12];
    for (let s = 1; s <= 12; s++)
      expect(charaDirection(s), `sign ${s}`).toBe(direct.includes(s) ? "direct" : "indirect");
  });

  it("the dashas run from the lagna: Pisces (9th Scorpio, savya) Pi, Ar, Ta …; Capricorn (9th Virgo) Cp, Sg, Sc …", () => {
    expect(charaSequence(12)).toEqual([12, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]);
    expect(charaSequence(10)).toEqual([10, 9, 8, 7, 6, 5, 4, 3, 2, 1, 12, 11]);
  });

  it("antardashas from the next sign in the dasha sign's own direction, its own last: Leo Vi … Cn, Le; Capricorn Sg … Aq, Cp", () => {
    expect(charaSubSigns(5)).toEqual([6, 7, 8, 9, 10, 11, 12, 1, 2, 3, 4, 5]);
    expect(charaSubSigns(10)).toEqual([9, 8, 7, 6, 5, 4, 3, 2, 1, 12, 11, 10]);
    for (let s = 1; s <= 12; s++) {
      const subs = charaSubSigns(s);
      expect(new Set(subs).size).toBe(12);
      expect(subs.at(-1)).toBe(s);
    }
  });
});

describe("years of a sign (hand counts)", () => {
  it("savya signs count forward to the lord, apasavya backward, less one", () => {
    // Gemini (savya), Mercury in Cancer: Ge, Cn = 2, less 1.
    expect(charaYears(3, chart(1, { Mercury: [4, 5] })).years).toBe(1);
    // Cancer (apasavya), Moon in Gemini: Cn, Ge = 2, less 1; Moon in Leo: Cn, Ge, … Le = 12, less 1.
    expect(charaYears(4, chart(1, { Moon: [3, 5] })).years).toBe(1);
    expect(charaYears(4, chart(1, { Moon: [5, 5] })).years).toBe(11);
    // Pisces (apasavya), Jupiter in Capricorn: Pi, Aq, Cp = 3, less 1.
    expect(charaYears(12, chart(12, { Jupiter: [10, 5] })).years).toBe(2);
    // the 7th either way: 7, less 1
    expect(charaYears(2, chart(1, { Venus: [8, 5] })).years).toBe(6);
    expect(charaYears(5, chart(1, { Sun: [11, 5] })).years).toBe(6);
  });

  it("a lord in its own sign gives 12", () => {
    expect(charaYears(2, chart(1, { Venus: [2, 5] }))).toMatchObject({ lord: "Venus", years: 12 });
    expect(charaYears(10, chart(1, { Saturn: [10, 5] }))).toMatchObject({ lord: "Saturn", years: 12 });
  });

  it("no year added for an exalted lord, none taken for a debilitated one (K.N. Rao)", () => {
    // Aries, Mars exalted in Capricorn: Ar … Cp = 10, less 1 = 9 (not 10).
    expect(charaYears(1, chart(1, { Mars: [10, 28] })).years).toBe(9);
    // Aries, Mars debilitated in Cancer: Ar … Cn = 4, less 1 = 3 (not 2).
    expect(charaYears(1, chart(1, { Mars: [4, 28] })).years).toBe(3);
  });
});

describe("Scorpio and Aquarius: the lord counted to", () => {
  it("one lord in the sign: count to the other", () => {
    // Mars in Scorpio, Ketu in Taurus (opposite Rahu in Scorpio): Sc … Ta = 7, less 1.
    const a = chart(1, { Mars: [8, 3], Rahu: [8, 20] }); // Ketu in Taurus
    expect(charaLord(8, a)).toEqual({ lord: "Ketu", rule: "the other lord is in the sign" });
    expect(charaYears(8, a).years).toBe(6);
    // Ketu in Scorpio (Rahu in Taurus), Mars in Capricorn: Sc, Sg, Cp = 3, less 1.
    const b = chart(1, { Mars: [10, 3], Rahu: [2, 20] });
    expect(charaLord(8, b)).toEqual({ lord: "Mars", rule: "the other lord is in the sign" });
    expect(charaYears(8, b).years).toBe(2);
    // Aquarius (apasavya): Saturn in it, Rahu in Leo: Aq, Cp, Sg, Sc, Li, Vi, Le = 7, less 1.
    const c = chart(1, { Saturn: [11, 3], Rahu: [5, 20] });
    expect(charaYears(11, c)).toMatchObject({ lord: "Rahu", years: 6 });
    // Rahu in it, Saturn in Aries: Aq … Ar backward = 11, less 1.
    const d = chart(1, { Saturn: [1, 3], Rahu: [11, 20] });
    expect(charaYears(11, d)).toMatchObject({ lord: "Saturn", years: 10 });
  });

  it("both lords in the sign: 12", () => {
    const both = chart(1, { Saturn: [11, 3], Rahu: [11, 20] });
    expect(charaYears(11, both)).toMatchObject({ rule: "both lords in the sign", years: 12 });
  });

  it("neither in it: the one with more planets, else the one further advanced in its sign", () => {
    // Mars alone in Leo, Ketu with Saturn in Pisces (the Chennai chart): Ketu. Sc … Pi = 5, less 1.
    const more = chart(1, { Mars: [5, 25], Saturn: [12, 7], Rahu: [6, 10], Sun: [1, 1], Moon: [7, 1] });
    expect(charaLord(8, more)).toEqual({ lord: "Ketu", rule: "more planets with it" });
    expect(charaYears(8, more).years).toBe(4);
    // Each with one planet: Mars 20° Leo (with the Sun), Ketu 10° Pisces (with Saturn): Mars. Sc … Le = 10, less 1.
    const tie = chart(1, { Mars: [5, 20], Sun: [5, 2], Saturn: [12, 7], Rahu: [6, 10], Moon: [1, 1] });
    expect(charaLord(8, tie)).toEqual({ lord: "Mars", rule: "further advanced in its sign" });
    expect(charaYears(8, tie).years).toBe(9);
    // Both alone: Saturn 5° Aries, Rahu 25° Leo: Rahu.
    const alone = chart(1, { Saturn: [1, 5], Rahu: [5, 25], Sun: [9, 1], Moon: [9, 2], Mars: [9, 3] });
    expect(charaLord(11, alone)).toEqual({ lord: "Rahu", rule: "further advanced in its sign" });
  });
});

/** Chained (testing/dasha-chain.ts); the sub-signs in the sign's own order, a twelfth each. */
function checkChildren(periods: CharaPeriod[]) {
  expectChained(periods, {
    years: 144,
    each: (children, p) => {
      if (!p) return;
      expect(children.map((c) => c.sign)).toEqual(charaSubSigns(p.sign));
      for (const c of children) {
        expect(c.years).toBeCloseTo(p.years / 12, 12);
        expect((c.end - c.start) / (p.end - p.start)).toBeCloseTo(1 / 12, 9);
      }
    },
  });
}

describe("two cycles, periods and sub-periods (invariants)", () => {
  const charts = [
    chart(1, {}),
    chart(8, { Mars: [8, 3], Rahu: [11, 9], Saturn: [6, 4], Jupiter: [12, 2] }),
    chart(11, { Saturn: [11, 3], Rahu: [11, 9] }),
    chart(4, {
      Moon: [4, 1],
      Sun: [5, 2],
      Mercury: [6, 3],
      Venus: [7, 4],
      Mars: [8, 5],
      Jupiter: [9, 6],
      Saturn: [10, 7],
    }),
  ];

  it("start at birth, from the lagna; the second cycle gives 12 minus the first, a sign with 12 left out; 144 years in all", () => {
    for (const c of charts) {
      const d = charaDasha(c, BIRTH, { yearDays: 365.25, depth: 3 });
      const lagna = Math.floor(c.Ascendant / 30) + 1;
      expect(d.periods[0]!.start).toBe(BIRTH);
      const first = d.periods.slice(0, 12);
      expect(first.map((p) => p.sign)).toEqual(charaSequence(lagna));
      const second = d.periods.slice(12);
      const expected = first.filter((p) => p.years < 12).map((p) => ({ sign: p.sign, years: 12 - p.years }));
      expect(second.map((p) => ({ sign: p.sign, years: p.years }))).toEqual(expected);
      expect((d.periods.at(-1)!.end - BIRTH) / YEAR).toBeCloseTo(144, 9);
      for (const p of d.periods) expect((p.end - p.start) / YEAR).toBeCloseTo(p.years, 9);
      checkChildren(d.periods);
    }
  });

  it("levels: 1 has no sub-periods, a drill-down step gives the children the tree would have had", () => {
    const flat = charaDasha(charts[1]!, BIRTH, { yearDays: 365.25, depth: 1 });
    expect(flat.periods.every((p) => p.children === undefined)).toBe(true);
    const deep = charaDasha(charts[1]!, BIRTH, { yearDays: 365.25, depth: 3 });
    const { children, ...bare } = deep.periods[4]!.children![7]!;
    expect(charaSubPeriods(bare)).toEqual(children!.map(({ children: _, ...p }) => p));
  });
});

describe("cases/pyjhora-dashas-1996-12-07-chennai.json: PyJHora's chara_dhasa_test (K.N. Rao)", () => {
  const c = readCase("pyjhora-dashas-1996-12-07-chennai");
  let eph: Ephemeris;
  beforeAll(async () => {
    eph = await loadEphemerisNode();
  });

  it("first cycle: signs and years exact, starts within a day (sidereal year); second cycle: 12 minus the first", () => {
    const k = computeKundli(eph, pyjhoraDashaInput(1), { tzdata: "test", nowMs: Date.UTC(2026, 0, 1) });
    const chara = k.dashas!.chara;
    expect(chara).toMatchObject({ method: "K.N. Rao", direction: "indirect" });
    const want: { sign: number; start: string; years: number }[] = c.expected.chara.periods;
    expect(chara.periods.slice(0, 12).map((p) => [p.sign, p.years])).toEqual(want.map((p) => [p.sign, p.years]));
    want.forEach((w, i) => {
      const pyjhora = pyjhoraIstMs(w.start);
      expect(Math.abs(Date.parse(chara.periods[i]!.start) - pyjhora) / DAY, `sign ${w.sign}`).toBeLessThan(1);
    });
    // the lords counted to: Saturn for Capricorn; Ketu (with Saturn) over a lone Mars for Scorpio;
    // Saturn (with Ketu) over a lone Rahu for Aquarius
    const lords = Object.fromEntries(chara.periods.slice(0, 12).map((p) => [p.sign, p.lord]));
    expect([lords[10], lords[8], lords[11]]).toEqual(["Saturn", "Ketu", "Saturn"]);
    const second: { sign: number; years: number }[] = c.expected.chara.second_cycle_years.periods;
    expect(chara.periods.slice(12).map((p) => [p.sign, p.years])).toEqual(
      second.filter((p) => p.years > 0).map((p) => [p.sign, p.years]),
    );
  });
});
