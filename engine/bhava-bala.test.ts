/**
 * Bhava bala (Raman, Graha and Bhava Balas ch. IX): the lord's shadbala, the dig bala by the kind
 * of sign of the bhava's middle, and the aspects on the middle. Neither book case prints Bhava
 * bala, so the parts are checked by hand on Raman's chart and on built cases.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { bhavaDigBala, bhavaDrishtiBala, strongestHouse } from "./bhava-bala.ts";
import { SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { computeKundli, type Kundli } from "./kundli.ts";
import { planetNature } from "./shadbala-drik.ts";
import { signLord } from "./zodiac.ts";

type Row = Record<SaptaGraha, number>;
const row = (values: number[]) => Object.fromEntries(SAPTA_GRAHAS.map((p, i) => [p, values[i]!])) as Row;

describe("bhava dig bala", () => {
  it("strongest house by the sign of the middle: human 1st, watery 4th, Scorpio 7th, four-footed 10th", () => {
    const at = (sign: number, degree: number) => strongestHouse((sign - 1) * 30 + degree);
    expect([3, 6, 7, 11].map((s) => at(s, 10))).toEqual([1, 1, 1, 1]); // Gemini, Virgo, Libra, Aquarius
    expect([4, 12].map((s) => at(s, 10))).toEqual([4, 4]); // Cancer, Pisces
    expect(at(8, 10)).toBe(7); // Scorpio
    expect([1, 2, 5].map((s) => at(s, 10))).toEqual([10, 10, 10]); // Aries, Taurus, Leo
    // Sagittarius: human, then four-footed from 15°; Capricorn: four-footed, then watery.
    expect([at(9, 14.9), at(9, 15), at(10, 14.9), at(10, 15)]).toEqual([1, 10, 10, 4]);
  });

  it("60 in the strongest house, 10 less for each house away, 0 opposite", () => {
    const gemini = 65; // strongest in the 1st
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((h) => bhavaDigBala(h, gemini))).toEqual([
      60, 50, 40, 30, 20, 10, 0, 10, 20, 30, 40, 50,
    ]);
  });
});

describe("bhava drishti bala", () => {
  // Madhya at 100°; every planet 1–20° behind it (no aspect) except the one moved.
  const quiet = row([90, 95, 85, 99, 81, 92, 88]);
  const nature = planetNature(quiet, { rahu: 200, ketu: 20 });

  it("Jupiter's and Mercury's aspects count in full, the others' a quarter; benefics add, malefics subtract", () => {
    expect(bhavaDrishtiBala(100, { ...quiet, Jupiter: 280 }, nature)).toBe(60);
    expect(bhavaDrishtiBala(100, { ...quiet, Venus: 280 }, nature)).toBe(15);
    expect(bhavaDrishtiBala(100, { ...quiet, Saturn: 280 }, nature)).toBe(-15);
    expect(bhavaDrishtiBala(100, { ...quiet, Mars: 20 }, nature)).toBe(-35 / 4); // 80°: 35
    expect(bhavaDrishtiBala(100, { ...quiet, Mars: 0 }, nature)).toBe(-(40 + 15) / 4); // 100°: 40 and his 4th-house 15
  });

  it("Mercury's sign follows its company: with the Sun it subtracts in full", () => {
    const withSun = { ...quiet, Mercury: 280, Sun: 285 };
    const n = planetNature(withSun, { rahu: 200, ketu: 20 });
    expect(n.mercuryMalefic).toBe(true);
    // Mercury 180° away: 60 in full; the Sun 175° away: 2·(175 − 150) = 50, a quarter.
    expect(bhavaDrishtiBala(100, withSun, n)).toBe(-60 - 50 / 4);
  });
});

describe("Raman's standard horoscope (14:06:16 LMT, Raman ayanamsa, Sripati bhavas)", () => {
  let eph: Ephemeris;
  let k: Kundli;
  beforeAll(async () => {
    eph = await loadEphemerisNode();
    k = computeKundli(
      eph,
      {
        name: "x",
        gender: "male",
        date: "1918-10-16",
        time: "14:06:16",
        utcOffset: "+05:10:20",
        place: { name: "Bangalore", latitude: 13, longitude: 77 + 35 / 60, timezone: "Asia/Kolkata" },
        options: { ayanamsa: "raman" },
        include: ["strength"],
      },
      { tzdata: "test", nowMs: 0 },
    );
  });

  it("adhipati is the shadbala of the lord of the sign of the bhava's middle", () => {
    const rows = k.strength!.bhavaBala;
    expect(rows.map((r) => r.house)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    for (const r of rows) {
      const madhya = k.bhava[r.house - 1]!.madhya;
      expect(r.lord).toBe(signLord(Math.floor(madhya / 30) + 1));
      expect(r.adhipati).toBe(k.strength!.shadbala[r.lord].total);
    }
  });

  it("dig by hand from the bhava middles", () => {
    // Middles: 1 Cp 28° (watery half: strong in the 4th, 3 away) 30; 2 Pi 1° (watery, 2 away) 40;
    // 3 Ar 4° (four-footed: 10th, 5 away) 10; 4 Ta 7° (10th, 6 away) 0; 5 Ge 4° (human: 1st, 4
    // away) 20; 6 Cn 1° (4th, 2 away) 40; 7 Cn 28° (4th, 3 away) 30; 8 Vi 1° (1st, 5 away) 10;
    // 9 Li 4° (1st, 4 away) 20; 10 Sc 7° (7th, 3 away) 30; 11 Sg 4° (human half: 1st, 2 away) 40;
    // 12 Cp 1° (four-footed half: 10th, 2 away) 40.
    expect(k.strength!.bhavaBala.map((r) => r.dig)).toEqual([30, 40, 10, 0, 20, 40, 30, 10, 20, 30, 40, 40]);
  });

  it("total = adhipati + dig + drishti; rupas = total / 60", () => {
    for (const r of k.strength!.bhavaBala) {
      expect(r.total).toBeCloseTo(r.adhipati + r.dig + r.drishti, 9);
      expect(r.totalRupas).toBeCloseTo(r.total / 60, 12);
    }
  });
});
