/**
 * Shadbala against the two worked examples of B.V. Raman's method we have: Raman's own standard
 * horoscope ("Graha and Bhava Balas", Bangalore 1918) and V.P. Jain's (Delhi 1981), each in its
 * own settings, component by component. Tolerances follow the books' rounding (two decimals) and
 * their small differences of longitude (≤ 0.06°); wherever a book value cannot be matched the
 * test names why (a slip in the book, its tables, a transcription error), as docs/strength.md
 * does. The rules themselves are checked against hand arithmetic and the sky (retrograde
 * planets at opposition, conjunctions).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { computeKundli } from "./kundli.ts";
import { meanLongitudes, type PlanetShadbala } from "./shadbala.ts";
import { readCase } from "./testing/reference.ts";

type Row = Record<SaptaGraha, number>;
const KALA_PARTS = [
  "nathonnatha_bala",
  "paksha_bala",
  "tribhaga_bala",
  "abda_bala",
  "masa_bala",
  "vara_bala",
  "hora_bala",
  "ayana_bala",
] as const;
type BookKey =
  | (typeof KALA_PARTS)[number]
  | "uchcha_bala"
  | "saptavargaja_bala"
  | "ojayugma_bala"
  | "kendra_bala"
  | "drekkana_bala"
  | "sthana_bala_total"
  | "dig_bala"
  | "yuddha_bala"
  | "kaala_bala_total"
  | "cheshta_bala"
  | "naisargika_bala"
  | "drik_bala"
  | "total_shadbala"
  | "rupas";
const RAMAN = readCase("book-bvraman-shadbala-1918-10-16-bangalore");
const JAIN = readCase("book-vpjain-shadbala-1981-09-13-delhi");
const raman: Record<BookKey, Row> = RAMAN.expected.shadbala_virupas;
// Jain's case has no kendradi, drekkana or yuddha rows; the tests read none of them.
const jain: Record<BookKey, Row> = JAIN.expected.shadbala_virupas;

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

const strengthOf = (input: Record<string, unknown>) =>
  computeKundli(eph, { name: "x", gender: "male", include: ["strength"], ...input }, { tzdata: "test", nowMs: 0 })
    .strength!;

/**
 * Raman's chart. The case gives 14:22:16 IST; the book's angles, though, are those of 14:06:16
 * local mean time at 77°35′ E (= 14:25:56 IST, PyJHora's alternative form): its dig balas put
 * the Lagna at 298.4° and the MC at 216.6° (see "the book's birth moment" below), and its
 * nathonnata bala is that of 14:20:36 apparent solar time. The printed longitudes fit both
 * forms equally (≤ 0.06°). So every component is tested at 14:06:16 LMT.
 */
const ramanInput = {
  date: "1918-10-16",
  time: "14:06:16",
  utcOffset: "+05:10:20",
  place: { name: "Bangalore", latitude: 13, longitude: 77 + 35 / 60, timezone: "Asia/Kolkata" },
  options: { ayanamsa: "raman" },
};
const jainInput = {
  date: "1981-09-13",
  time: "01:30",
  utcOffset: "+05:30",
  place: { name: "Delhi", latitude: 28 + 39 / 60, longitude: 77 + 13 / 60, timezone: "Asia/Kolkata" },
  options: { ayanamsa: "lahiri" },
};

/** Expect every planet's `field` within its tolerance of the book's `row`. */
function expectRow(
  actual: Record<SaptaGraha, PlanetShadbala>,
  field: keyof PlanetShadbala,
  row: Row,
  tolerance: number | Partial<Row>,
  fallback = 0.1,
) {
  for (const p of SAPTA_GRAHAS) {
    const tol = typeof tolerance === "number" ? tolerance : (tolerance[p] ?? fallback);
    expect(
      Math.abs(actual[p][field] - row[p]),
      `${field} ${p}: ${actual[p][field]} vs book ${row[p]}`,
    ).toBeLessThanOrEqual(tol);
  }
}

/** The parts of kala bala counted, not measured (by the day's third, year, month, weekday, hour): exact. */
function expectCountedKalaParts(actual: Record<SaptaGraha, PlanetShadbala>, book: Record<BookKey, Row>) {
  for (const part of ["tribhaga", "abda", "masa", "vara", "hora"] as const)
    expectRow(actual, part, book[`${part}_bala`], 0);
}

/**
 * Chesta bala against a book's: every planet within its tolerance but Mercury, whose chesta
 * kendra differs from the book's by about `mercuryDegrees`, the amount by which the book's
 * tables' seeghrocha of Mercury runs ahead of its mean heliocentric longitude.
 */
function expectChesta(
  actual: Record<SaptaGraha, PlanetShadbala>,
  row: Row,
  tolerance: Omit<Row, "Mercury">,
  mercuryDegrees: number,
) {
  expectRow(actual, "chesta", row, { ...tolerance, Mercury: Number.POSITIVE_INFINITY });
  expect(Math.abs(3 * actual.Mercury.chesta - 3 * row.Mercury)).toBeCloseTo(mercuryDegrees, 0);
}

describe("Raman, Graha and Bhava Balas: the standard horoscope (Raman ayanamsa, 14:06:16 LMT)", () => {
  let s: Record<SaptaGraha, PlanetShadbala>;
  beforeAll(() => {
    s = strengthOf(ramanInput).shadbala;
  });

  it("the book's birth moment: its dig balas put the Lagna and MC where 14:06:16 LMT does", () => {
    const book = raman.dig_bala;
    const lon: Row = RAMAN.expected.longitudes_as_printed;
    const printed = Object.fromEntries(Object.entries(lon).map(([p, v]) => [p, (v as unknown as { deg: number }).deg]));
    // Saturn's is the arc from the Lagna, the Moon's and Venus's from the MC.
    const lagna = printed.Saturn! + 3 * book.Saturn; // 124.38 + 174.06
    const mcFromMoon = printed.Moon! - 3 * book.Moon; // 311.29 − 94.68
    const mcFromVenus = printed.Venus! + 3 * book.Venus; // 171.17 + 45.45
    const at = (time: string, utcOffset: string) =>
      computeKundli(eph, { name: "x", gender: "male", ...ramanInput, time, utcOffset }, { tzdata: "test" });
    const lmt = at("14:06:16", "+05:10:20");
    const ist = at("14:22:16", "+05:30");
    expect(Math.abs(lmt.planets[0]!.longitude - lagna)).toBeLessThan(0.1);
    expect(Math.abs(lmt.midheaven.longitude - mcFromMoon)).toBeLessThan(0.1);
    expect(Math.abs(lmt.midheaven.longitude - mcFromVenus)).toBeLessThan(0.1);
    // The IST form of the case is 16 minutes of sidereal time short of the book's angles.
    expect(Math.abs(ist.planets[0]!.longitude - lagna)).toBeGreaterThan(0.8);
    expect(Math.abs(ist.midheaven.longitude - mcFromMoon)).toBeGreaterThan(0.8);
  });

  it("uchcha bala within 0.1 (the book's Saturn 34.08 is a slip: its own sthana total needs 34.8)", () => {
    const book = raman.uchcha_bala;
    const st = raman.sthana_bala_total;
    // The book's sthana total of Saturn (177.3) is 34.8 + 97.5 + 15 + 30 + 0: uchcha 34.8 (its
    // printed 4°22′41″ Leo is 104.38° from 20° Aries: 34.79), not 34.08.
    const saturn = st.Saturn - raman.saptavargaja_bala.Saturn - raman.ojayugma_bala.Saturn;
    const saturnUchcha = saturn - raman.kendra_bala.Saturn - raman.drekkana_bala.Saturn;
    expect(saturnUchcha).toBeCloseTo(34.8, 6);
    // Mars: the book's 37.06 is itself 0.11 below a third of its printed arc (111.51°/3 = 37.17).
    expectRow(s, "uchcha", { ...book, Saturn: saturnUchcha }, 0.1);
  });

  it("saptavargaja (compound relations; moolatrikona in the rasi only), ojayugma, kendradi, drekkana: exact", () => {
    expectRow(s, "saptavargaja", raman.saptavargaja_bala, 0);
    expectRow(s, "ojayugma", raman.ojayugma_bala, 0);
    expectRow(s, "kendradi", raman.kendra_bala, 0);
    expectRow(s, "drekkana", raman.drekkana_bala, 0);
    expectRow(s, "sthana", raman.sthana_bala_total, 0.1);
  });

  it("dig bala within 0.1; the book's Mars 64.3 is its 192.9° arc not taken the short way (55.7)", () => {
    const book = raman.dig_bala;
    expect(book.Mars).toBeGreaterThan(60); // impossible: dig bala is at most 60
    expectRow(s, "dig", { ...book, Mars: (360 - 3 * book.Mars) / 3 }, 0.1);
    for (const p of SAPTA_GRAHAS) expect(s[p].dig).toBeLessThanOrEqual(60);
  });

  it("nathonnata and paksha within 0.05; Mercury malefic (with the Sun), the Moon's paksha doubled", () => {
    expectRow(s, "nathonnata", raman.nathonnatha_bala, 0.05);
    expectRow(s, "paksha", raman.paksha_bala, 0.05);
  });

  it("tribhaga (Saturn, 3rd third of the day), abda (Saturn), masa (Mercury), vara (Wednesday), hora (Moon): exact", () => {
    expectCountedKalaParts(s, raman);
  });

  // The book reads kranti from a table built on the parama kranti 24°: five planets agree within
  // 0.1 (the Sun's, doubled, 0.21). Saturn's kranti 13°00′ is the value for the modern obliquity
  // (24° gives 13°16′); Jupiter's 23°31′ is more than any obliquity under 24° allows at his
  // longitude (105.3° tropical: 22°34′ for 23°27′, 23°06′ for 24°).
  const AYANA_TOLERANCE: Partial<Row> = { Sun: 0.25, Saturn: 0.35, Jupiter: 0.55 };

  it("ayana bala within 0.1, except the book's table readings for the Sun, Saturn and Jupiter", () => {
    expectRow(s, "ayana", raman.ayana_bala, AYANA_TOLERANCE, 0.1);
  });

  it("yuddha: no war (no two of Mars … Saturn within 1°); the case's ±0.80 is not in the book's totals", () => {
    for (const p of SAPTA_GRAHAS) expect(s[p].yuddha).toBe(0);
    // The book's kala totals are the sums of its other eight kala parts, without the ±0.80 …
    for (const p of SAPTA_GRAHAS) {
      const sum = KALA_PARTS.reduce((acc, part) => acc + raman[part][p], 0);
      expect(sum).toBeCloseTo(raman.kaala_bala_total[p], 2);
    }
    // … which are V.P. Jain's chart's war (Mercury and Jupiter, 0°04′ apart), copied into this case.
    const jainKala = (p: SaptaGraha) =>
      KALA_PARTS.reduce((acc, part) => acc + jain[part][p], 0) - jain.kaala_bala_total[p];
    expect(jainKala("Mercury")).toBeCloseTo(-raman.yuddha_bala.Mercury, 2);
    expect(jainKala("Jupiter")).toBeCloseTo(-raman.yuddha_bala.Jupiter, 2);
  });

  it("kala bala: the sum of its parts, within the ayana tolerances of the book's", () => {
    const tol = Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, (AYANA_TOLERANCE[p] ?? 0.1) + 0.05])) as Row;
    expectRow(s, "kala", raman.kaala_bala_total, tol);
  });

  it("chesta bala: Mars and Saturn within 0.15, Jupiter 0.5, Venus 0.75; Mercury off by the book's tables", () => {
    // Modern (VSOP87) mean longitudes against Raman's tables of Hindu mean motions; Mercury's
    // ~13° (the same in V.P. Jain's chart, 63 years later: see there).
    expectChesta(s, raman.cheshta_bala, { Sun: 0, Moon: 0, Mars: 0.1, Saturn: 0.15, Jupiter: 0.5, Venus: 0.75 }, 12.9);
  });

  it("naisargika (60·n/7; the book truncates) and drik bala (Mercury's aspects malefic) within 0.05", () => {
    expectRow(s, "naisargika", raman.naisargika_bala, 0.02);
    expectRow(s, "drik", raman.drik_bala, 0.05);
  });

  it("totals: the sum of the six; against the book's within the components' tolerances", () => {
    for (const p of SAPTA_GRAHAS) {
      const r = s[p];
      expect(r.sthana + r.dig + r.kala + r.chesta + r.naisargika + r.drik).toBeCloseTo(r.total, 9);
      expect(r.totalRupas).toBeCloseTo(r.total / 60, 12);
      expect(r.ratio).toBeCloseTo(r.totalRupas / r.requiredRupas, 12);
    }
    // The book's totals are the sums of its six balas, but for two slips of addition: the Sun's
    // 424.24 is 0.70 short of its parts (424.94), Mars's 306.2 is 0.54 short (306.74).
    const parts = (p: SaptaGraha) =>
      raman.sthana_bala_total[p] +
      raman.dig_bala[p] +
      raman.kaala_bala_total[p] +
      raman.cheshta_bala[p] +
      raman.naisargika_bala[p] +
      raman.drik_bala[p];
    const slips: Partial<Row> = { Sun: 0.7, Mars: 0.54 };
    for (const p of SAPTA_GRAHAS) expect(parts(p) - raman.total_shadbala[p]).toBeCloseTo(slips[p] ?? 0, 1);
    // Ours against the book's parts, with its Mars dig bala taken the short way (55.7 for 64.3);
    // the tolerances add up those of the components (Mercury: the chesta tables, 4.3).
    const book = Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, parts(p)])) as Row;
    book.Mars += 55.7 - 64.3;
    expectRow(s, "total", book, {
      Sun: 0.3,
      Moon: 0.2,
      Mars: 0.3,
      Mercury: 4.5,
      Jupiter: 1.1,
      Venus: 0.9,
      Saturn: 0.6,
    });
  });

  it("required rupas (Sun 5, Moon 6, Mars 5, Mercury 7, Jupiter 6.5, Venus 5.5, Saturn 5)", () => {
    const required = SAPTA_GRAHAS.map((p) => s[p].requiredRupas);
    expect(required).toEqual([5, 6, 5, 7, 6.5, 5.5, 5]);
  });

  it("ishta and kashta phala: √(uchcha·chesta), √((60−uchcha)(60−chesta)) of the book's own components", () => {
    const u = { ...raman.uchcha_bala, Saturn: 34.8 };
    const c = raman.cheshta_bala;
    for (const p of ["Mars", "Jupiter", "Venus", "Saturn"] as const) {
      const tol = p === "Mars" || p === "Saturn" ? 0.15 : 0.6;
      expect(Math.abs(s[p].ishtaPhala - Math.sqrt(u[p] * c[p]))).toBeLessThan(tol);
      expect(Math.abs(s[p].kashtaPhala - Math.sqrt((60 - u[p]) * (60 - c[p])))).toBeLessThan(tol);
    }
    // The Sun's chesta is his (single) ayana bala, the Moon's her (single) paksha bala.
    expect(s.Sun.ishtaPhala).toBeCloseTo(Math.sqrt(s.Sun.uchcha * (s.Sun.ayana / 2)), 9);
    expect(s.Moon.kashtaPhala).toBeCloseTo(Math.sqrt((60 - s.Moon.uchcha) * (60 - s.Moon.paksha / 2)), 9);
    expect(Math.abs(s.Moon.ishtaPhala - Math.sqrt(raman.uchcha_bala.Moon * (raman.paksha_bala.Moon / 2)))).toBeLessThan(
      0.05,
    );
  });
});

describe("V.P. Jain, Text Book for Shadbala: the standard horoscope (Lahiri, Delhi 1981-09-13 01:30 IST)", () => {
  let s: Record<SaptaGraha, PlanetShadbala>;
  beforeAll(() => {
    s = strengthOf(jainInput).shadbala;
  });

  it("sthana: uchcha within 0.02; saptavargaja (Sun in Leo 26°, Mercury in Virgo 20°: moolatrikona) and ojayugma exact", () => {
    expectRow(s, "uchcha", jain.uchcha_bala, 0.02);
    expectRow(s, "saptavargaja", jain.saptavargaja_bala, 0.01); // Jupiter 58.125 printed 58.13
    expectRow(s, "ojayugma", jain.ojayugma_bala, 0);
    expectRow(s, "sthana", jain.sthana_bala_total, 0.02);
  });

  it("dig within 0.02, nathonnata within 0.05 (a night birth), paksha exact to 0.01", () => {
    expectRow(s, "dig", jain.dig_bala, 0.02);
    expectRow(s, "nathonnata", jain.nathonnatha_bala, 0.05);
    // Mercury shares Virgo with Jupiter and Saturn: one benefic, one malefic, so it stays benefic.
    expectRow(s, "paksha", jain.paksha_bala, 0.01);
  });

  it("tribhaga (Venus, 2nd third of the night), abda and masa (Mars), vara (Saturday: before sunrise), hora (Mercury): exact", () => {
    expectCountedKalaParts(s, jain);
  });

  it("ayana within 0.1 (Mars 0.25)", () => {
    expectRow(s, "ayana", jain.ayana_bala, { Mars: 0.25 }, 0.1);
  });

  it("yuddha: Mercury and Jupiter at war, Jupiter (north) wins; the book's ±0.80 within 0.05", () => {
    expect(s.Jupiter.yuddha).toBeGreaterThan(0);
    expect(s.Mercury.yuddha).toBeCloseTo(-s.Jupiter.yuddha, 12);
    expect(Math.abs(s.Jupiter.yuddha - 0.8)).toBeLessThan(0.05);
    for (const p of ["Sun", "Moon", "Mars", "Venus", "Saturn"] as const) expect(s[p].yuddha).toBe(0);
    expectRow(s, "kala", jain.kaala_bala_total, { Mars: 0.3 }, 0.15);
  });

  it("chesta: Mars and Jupiter within 0.25, Saturn 0.45, Venus 1.15; Mercury off by the same ~13° of seeghrocha", () => {
    expectChesta(s, jain.cheshta_bala, { Sun: 0, Moon: 0, Mars: 0.25, Jupiter: 0.25, Saturn: 0.45, Venus: 1.15 }, 13.1);
  });

  it("drik within 0.02 (Mercury's aspects benefic here) and the totals within their parts' tolerances", () => {
    expectRow(s, "drik", jain.drik_bala, 0.02);
    expectRow(s, "total", jain.total_shadbala, {
      Sun: 0.2,
      Moon: 0.2,
      Mars: 0.5,
      Mercury: 4.5,
      Jupiter: 0.5,
      Venus: 1.3,
      Saturn: 0.6,
    });
  });
});

describe("mean longitudes (Meeus table 31.A)", () => {
  it("Mercury on 2065-06-24.0 TD is 203.494701° (Meeus, example 31.a)", () => {
    expect(meanLongitudes(2475460.5).Mercury).toBeCloseTo(203.494701, 5);
  });

  it("move at 360°/sidereal period plus the precession (1.397°/century)", () => {
    // Sidereal periods in days: Mercury 87.9691, Venus 224.701, Earth 365.256363, Mars 686.980,
    // Jupiter 4332.59, Saturn 10759.22.
    const periods = {
      Mercury: 87.9691,
      Venus: 224.701,
      Sun: 365.256363,
      Mars: 686.98,
      Jupiter: 4332.59,
      Saturn: 10759.22,
    };
    const a = meanLongitudes(2451545);
    const b = meanLongitudes(2451545 + 1);
    for (const [body, period] of Object.entries(periods)) {
      const perDay = (((b[body as keyof typeof b] - a[body as keyof typeof a]) % 360) + 360) % 360;
      const perCentury = perDay * 36525;
      expect(Math.abs(perCentury - ((360 * 36525) / period + 1.397))).toBeLessThan(0.5);
    }
  });
});

describe("chesta bala in the sky: retrograde at opposition strongest, at conjunction with the Sun weakest", () => {
  const at = (date: string) =>
    strengthOf({
      date,
      time: "12:00",
      utcOffset: "+00:00",
      place: { name: "Greenwich", latitude: 51.48, longitude: 0, timezone: "Europe/London" },
    }).shadbala;

  it("superior planets: Mars 2003-08-28, Jupiter 2023-11-03, Saturn 2023-08-27 oppositions; Mars 2002-08-10 conjunction", () => {
    expect(at("2003-08-28").Mars.chesta).toBeGreaterThan(55);
    expect(at("2023-11-03").Jupiter.chesta).toBeGreaterThan(57);
    expect(at("2023-08-27").Saturn.chesta).toBeGreaterThan(57);
    expect(at("2002-08-10").Mars.chesta).toBeLessThan(5);
  });

  it("inferior planets: Venus 2020-06-03 and Mercury 2024-04-11 inferior conjunctions (retrograde); superior ones 2021-03-26, 2024-06-14", () => {
    expect(at("2020-06-03").Venus.chesta).toBeGreaterThan(55);
    expect(at("2024-04-11").Mercury.chesta).toBeGreaterThan(50);
    expect(at("2021-03-26").Venus.chesta).toBeLessThan(5);
    expect(at("2024-06-14").Mercury.chesta).toBeLessThan(8);
  });
});
