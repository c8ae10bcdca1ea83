/**
 * Jaimini karakas and arudhas against P.V.R. Narasimha Rao's book (ch. 8 and 9) and Jagannatha
 * Hora (testing/reference/cases/book-pvr-jaimini-karakas-arudhas.json), hand-worked rules, and
 * the section as a Kundli input asks for it.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import {
  KARAKAS_7,
  KARAKAS_8,
  arudhaOf,
  bhavaArudhas,
  charaKarakas,
  karakaDegree,
  placementsOf,
  rasiAspects,
  strongerCoLord,
  type Placement,
} from "./jaimini.ts";
import { computeKundli } from "./kundli.ts";
import { computeKundliJson } from "./kundli-json.ts";
import { readCase } from "./testing/reference.ts";
import { GRAHAS, type Graha, type Sign } from "./types.ts";
import { signFrom } from "./zodiac.ts";

const book = readCase("book-pvr-jaimini-karakas-arudhas");
const runtime = { tzdata: "test" };

/** Sidereal longitude of [sign 1..12, degrees, minutes]. */
const lon = ([sign, d, m]: number[]) => (sign! - 1) * 30 + d! + m! / 60;

/** The nine grahas in the given signs (every test places all nine), at 15° unless given. */
function placements(signs: Partial<Record<Graha, Sign>>, degrees: Partial<Record<Graha, number>> = {}) {
  const out = {} as Record<Graha, Placement>;
  for (const g of GRAHAS) {
    if (!signs[g]) throw new Error(`${g} has no sign`);
    out[g] = { sign: signs[g], degree: degrees[g] ?? 15 };
  }
  return out;
}

interface KarakaExample {
  ref: string;
  positions: Record<string, number[]>;
  order8: Graha[];
}

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("chara karakas", () => {
  const longitudesOf = (positions: Record<string, number[]>) => {
    const out = Object.fromEntries(GRAHAS.map((g) => [g, 0])) as Record<Graha, number>;
    for (const [p, v] of Object.entries(positions)) out[p as Graha] = lon(v);
    out.Ketu = (out.Rahu + 180) % 360;
    return out;
  };

  for (const example of book.expected.karakas as KarakaExample[]) {
    it(`${example.ref}: the eight karakas of the book, Rahu counted backwards`, () => {
      const ck = charaKarakas(longitudesOf(example.positions), 8);
      expect(Object.keys(ck.karakas)).toEqual([...KARAKAS_8]);
      expect(Object.values(ck.karakas)).toEqual(example.order8);
    });

    it(`${example.ref}: the seven karakas are the same ranking without Rahu`, () => {
      const ck = charaKarakas(longitudesOf(example.positions), 7);
      expect(Object.keys(ck.karakas)).toEqual([...KARAKAS_7]);
      expect(Object.values(ck.karakas)).toEqual(example.order8.filter((p) => p !== "Rahu"));
      expect(ck.degrees).not.toHaveProperty("Rahu");
    });
  }

  it("Example 28: Rahu at Cancer 1°43′ counts 28°17′ and becomes the Atmakaraka", () => {
    const ck = charaKarakas(longitudesOf(book.expected.karakas[0].positions), 8);
    expect(ck.degrees.Rahu).toBeCloseTo(28 + 17 / 60, 12);
    expect(ck.karakas.Atmakaraka).toBe("Rahu");
    expect(ck.karakas.Pitrikaraka).toBe("Mars");
  });

  it("ranks by minutes and seconds when the degrees are equal; an exact tie keeps the natural order", () => {
    const l = Object.fromEntries(GRAHAS.map((g, i) => [g, i * 30 + 1 + i / 100])) as Record<Graha, number>;
    l.Sun = 12 + 47 / 60 + 5 / 3600; // 12°47′05″
    l.Mars = 60 + 12 + 47 / 60 + 10 / 3600; // 12°47′10″
    l.Saturn = 180 + 12 + 48 / 60; // 12°48′
    expect(Object.values(charaKarakas(l, 7).karakas).slice(0, 3)).toEqual(["Saturn", "Mars", "Sun"]);
    l.Sun = 12.75; // 12°45′, and Mars exactly there too
    l.Mars = 60 + 12.75;
    expect(Object.values(charaKarakas(l, 7).karakas).slice(0, 3)).toEqual(["Saturn", "Sun", "Mars"]);
  });

  it("Rahu at 0° of a sign counts 30° (it has all the sign to travel) and at 29° counts 1°", () => {
    expect(karakaDegree("Rahu", 90)).toBe(30);
    expect(karakaDegree("Rahu", 119)).toBeCloseTo(1, 12);
    expect(karakaDegree("Moon", 119)).toBeCloseTo(29, 12);
  });
});

describe("rasi drishti", () => {
  it("movable signs aspect the fixed ones but the next, fixed the movable but the previous, dual the other duals", () => {
    const aspected = (s: Sign) => [...Array(12).keys()].map((i) => i + 1).filter((t) => rasiAspects(s, t));
    expect(aspected(1)).toEqual([5, 8, 11]); // Aries: Leo, Scorpio, Aquarius, not Taurus
    expect(aspected(2)).toEqual([4, 7, 10]); // Taurus: Cancer, Libra, Capricorn, not Aries
    expect(aspected(3)).toEqual([6, 9, 12]); // Gemini: Virgo, Sagittarius, Pisces
    expect(aspected(10)).toEqual([2, 5, 8]); // Capricorn: Taurus, Leo, Scorpio, not Aquarius
    for (let s = 1; s <= 12; s++) {
      expect(aspected(s)).toHaveLength(3);
      for (let t = 1; t <= 12; t++) expect(rasiAspects(s, t)).toBe(rasiAspects(t, s));
    }
  });
});

describe("arudhas", () => {
  it("counts from the house to the lord and as far again, with the 1st and 7th exceptions", () => {
    expect(arudhaOf(1, 3)).toBe(5); // Aries, Mars in Gemini (3rd): 3rd from Gemini = Leo
    expect(arudhaOf(1, 1)).toBe(10); // lord in the house: the house itself → 10th from it
    expect(arudhaOf(1, 7)).toBe(10); // lord in the 7th: 7th from Libra = Aries, the house → Capricorn
    expect(arudhaOf(1, 4)).toBe(4); // lord in the 4th: 4th from Cancer = Libra, the 7th → 10th from Libra = Cancer
    expect(arudhaOf(1, 10)).toBe(4); // lord in the 10th: 10th from Capricorn = Libra, the 7th → Cancer
    expect(arudhaOf(5, 12)).toBe(7); // Leo, Sun in Pisces (8th): 8th from Pisces = Libra
    // Whatever the lord, the arudha is never the house or the 7th from it.
    for (let h = 1; h <= 12; h++)
      for (let l = 1; l <= 12; l++) expect([h, signFrom(h, 7)]).not.toContain(arudhaOf(h, l));
  });

  for (const chart of book.expected.arudhas.filter((c: { placements?: object }) => c.placements) as {
    ref: string;
    placements: Record<string, Sign>;
    A1_to_A12: Sign[];
  }[]) {
    it(`${chart.ref}: A1–A12 of the book from the chart's placements`, () => {
      const { Ascendant, ...signs } = chart.placements;
      // Only signs are given; every co-lord question in these charts is settled by rule 2 (conjunctions).
      const arudhas = bhavaArudhas(Ascendant!, placements(signs));
      expect(Array.from({ length: 12 }, (_, i) => arudhas[`A${i + 1}` as "A1"])).toEqual(chart.A1_to_A12);
      expect(arudhas.UL).toBe(arudhas.A12);
    });
  }

  it("Chart 1: Mars (with Jupiter and Saturn) rules Scorpio over a lone Ketu; Saturn rules Aquarius over a lone Rahu", () => {
    const { Ascendant: _, ...signs } = book.expected.arudhas[0].placements as Record<string, Sign>;
    expect(strongerCoLord(8, placements(signs))).toEqual({ lord: "Mars", rule: "conjunctions" });
    expect(strongerCoLord(11, placements(signs))).toEqual({ lord: "Saturn", rule: "conjunctions" });
  });

  it("Chart 2: Rahu (with Ketu) rules Aquarius over a lone Saturn; Mars (with the Sun and Moon) rules Scorpio", () => {
    const { Ascendant: _, ...signs } = book.expected.arudhas[1].placements as Record<string, Sign>;
    expect(strongerCoLord(11, placements(signs))).toEqual({ lord: "Rahu", rule: "conjunctions" });
    expect(strongerCoLord(8, placements(signs))).toEqual({ lord: "Mars", rule: "conjunctions" });
  });
});

describe("the stronger co-lord of Scorpio and Aquarius, rule by rule", () => {
  // Parking: every graha a test does not place sits in its own sign far from the co-lords; each
  // test's placements are checked by the rule it expects to decide.
  const park: Partial<Record<Graha, Sign>> = {
    Sun: 5,
    Moon: 4,
    Mars: 1,
    Mercury: 6,
    Jupiter: 12,
    Venus: 7,
    Saturn: 10,
    Rahu: 3,
    Ketu: 9,
  };
  const at = (signs: Partial<Record<Graha, Sign>>, degrees: Partial<Record<Graha, number>> = {}) =>
    placements({ ...park, ...signs }, degrees);

  it("1. a co-lord in the sign it rules yields to the one elsewhere", () => {
    expect(strongerCoLord(8, at({ Mars: 8, Ketu: 2, Rahu: 8 }))).toEqual({ lord: "Ketu", rule: "other-in-sign" });
    // … even when the one in the sign has more company.
    expect(strongerCoLord(8, at({ Ketu: 8, Rahu: 2, Mars: 2, Sun: 8, Moon: 8 }))).toEqual({
      lord: "Mars",
      rule: "other-in-sign",
    });
    expect(strongerCoLord(11, at({ Saturn: 11, Rahu: 5, Ketu: 11 }))).toEqual({ lord: "Rahu", rule: "other-in-sign" });
  });

  it("2. else the one with more grahas in its sign (the Lagna does not count)", () => {
    expect(strongerCoLord(11, at({ Saturn: 2, Rahu: 8, Ketu: 2, Venus: 8, Sun: 8 }))).toEqual({
      lord: "Rahu",
      rule: "conjunctions",
    });
  });

  it("3. else the one conjoined with or aspected by more of Jupiter, Mercury and its dispositor", () => {
    // Saturn in Gemini, Rahu in Aries, each alone. Jupiter in Virgo aspects Gemini (dual to dual);
    // Saturn's dispositor Mercury sits in Sagittarius, which aspects Gemini: 2. Rahu's dispositor
    // Mars is in Leo, which aspects Aries: 1.
    const p = at({ Saturn: 3, Rahu: 1, Ketu: 7, Jupiter: 6, Mercury: 9, Mars: 5, Sun: 4, Venus: 2, Moon: 12 });
    expect(strongerCoLord(11, p)).toEqual({ lord: "Saturn", rule: "jupiter-mercury-dispositor" });
    // A planet in its own sign is not its own helper: Mars alone in Aries has none.
    const q = at({ Mars: 1, Ketu: 3, Rahu: 9, Jupiter: 4, Mercury: 4, Sun: 4, Moon: 7, Venus: 7, Saturn: 10 });
    // Ketu in Gemini: its dispositor Mercury (Cancer) is not in a dual sign; nor is Jupiter: 0 each.
    expect(strongerCoLord(8, q).rule).not.toBe("jupiter-mercury-dispositor");
  });

  it("4. else the exalted one (Mars in Capricorn; Ketu in Scorpio or Sagittarius)", () => {
    const p = at({ Mars: 10, Ketu: 3, Rahu: 9, Jupiter: 4, Mercury: 4, Sun: 4, Moon: 7, Venus: 7, Saturn: 1 });
    expect(strongerCoLord(8, p)).toEqual({ lord: "Mars", rule: "exaltation" });
  });

  it("5. else the one in the stronger kind of sign: dual over fixed over movable", () => {
    const p = at({ Mars: 1, Ketu: 3, Rahu: 9, Jupiter: 4, Mercury: 4, Sun: 4, Moon: 7, Venus: 7, Saturn: 10 });
    expect(strongerCoLord(8, p)).toEqual({ lord: "Ketu", rule: "sign-nature" });
  });

  it("6. else the one further advanced in its sign; 7. an exact tie keeps the classical lord", () => {
    // Mars in Aries with Rahu, Ketu in Libra with the Moon: one companion each, no helper, no
    // exaltation, both in movable signs.
    const signs = { Mars: 1, Rahu: 1, Ketu: 7, Moon: 7, Jupiter: 4, Mercury: 4, Sun: 4, Venus: 10, Saturn: 10 };
    const p = at(signs, { Mars: 12.5, Ketu: 12.75 });
    expect(strongerCoLord(8, p)).toEqual({ lord: "Ketu", rule: "degrees" });
    const q = at(signs, { Mars: 12.5, Ketu: 12.5 });
    expect(strongerCoLord(8, q)).toEqual({ lord: "Mars", rule: "classical" });
  });
});

describe("the jaimini section of a Kundli", () => {
  const chennai = book.expected.arudhas[2].birth;
  const input = (extra: object = {}) => ({
    name: "jaimini",
    gender: "male",
    date: chennai.date,
    time: chennai.time,
    utcOffset: chennai.utcOffset,
    place: { name: "Chennai", latitude: chennai.latitude, longitude: chennai.longitude, timezone: "Asia/Kolkata" },
    at: "2026-01-01T00:00:00+05:30",
    include: ["jaimini"],
    ...extra,
  });

  it("1996-12-07 Chennai: A1–A12 are Jagannatha Hora's; UL and upapada are A12", () => {
    const j = computeKundli(eph, input(), runtime).jaimini!;
    expect(Array.from({ length: 12 }, (_, i) => j.arudhas[`A${i + 1}` as "A1"])).toEqual(
      book.expected.arudhas[2].A1_to_A12,
    );
    expect(j.arudhas.UL).toBe(j.arudhas.A12);
    expect(j.upapada).toBe(j.arudhas.A12);
  });

  it("1996-12-07 Chennai: the karakas rank the degrees of the independent chart (PyJHora's D1, checked against JHora)", () => {
    // Degrees in sign from cases/pyjhora-lib-1996-12-07-chennai.json: Jupiter 25.83, Mars 25.54,
    // Venus 23.72, Sun 21.57, Rahu 10.55 (→ 19.45), Mercury 9.94, Moon 6.96, Saturn 6.81.
    const seven = computeKundli(eph, input(), runtime).jaimini!;
    expect(seven.karakaScheme).toBe(7);
    expect(Object.values(seven.karakas)).toEqual(["Jupiter", "Mars", "Venus", "Sun", "Mercury", "Moon", "Saturn"]);
    const eight = computeKundli(eph, input({ options: { karakas: 8 } }), runtime).jaimini!;
    expect(eight.karakaScheme).toBe(8);
    expect(eight.karakas).toEqual({
      Atmakaraka: "Jupiter",
      Amatyakaraka: "Mars",
      Bhratrikaraka: "Venus",
      Matrikaraka: "Sun",
      Pitrikaraka: "Rahu",
      Putrakaraka: "Mercury",
      Gnatikaraka: "Moon",
      Darakaraka: "Saturn",
    });
  });

  it("Chart 1's birth (2000-04-09 17:55, UTC−4): the engine's rasi chart is the book's, and so are its arudhas", () => {
    const c = book.expected.arudhas[0];
    const k = computeKundli(
      eph,
      input({
        date: c.birth.date,
        time: c.birth.time,
        utcOffset: c.birth.utcOffset,
        place: { name: "", latitude: c.birth.latitude, longitude: c.birth.longitude, timezone: "America/New_York" },
      }),
      runtime,
    );
    for (const p of k.planets) expect(p.sign, p.planet).toBe(c.placements[p.planet]);
    expect(Array.from({ length: 12 }, (_, i) => k.jaimini!.arudhas[`A${i + 1}` as "A1"])).toEqual(c.A1_to_A12);
    expect(k.jaimini!.coLords).toEqual([
      { sign: 8, lord: "Mars", rule: "conjunctions" },
      { sign: 11, lord: "Saturn", rule: "conjunctions" },
    ]);
  });

  it("takes the Kundli's own longitudes (its ayanamsa and node)", () => {
    const k = computeKundli(eph, input({ options: { ayanamsa: "raman", node: "true", karakas: 8 } }), runtime);
    const longitudes = Object.fromEntries(k.planets.map((p) => [p.planet, p.longitude])) as Record<Graha, number>;
    expect(k.jaimini!.karakas).toEqual(charaKarakas(longitudes, 8).karakas);
    expect(k.jaimini!.arudhas).toEqual(bhavaArudhas(k.planets[0]!.sign, placementsOf(longitudes)));
  });

  it("needs no moment: no `at` and no clock", () => {
    const { at: _, ...timeless } = input();
    expect(computeKundli(eph, timeless, runtime).jaimini).toEqual(computeKundli(eph, input(), runtime).jaimini);
  });

  it("refuses a karaka scheme other than 7 or 8, and echoes the one given in the options", () => {
    expect(() => computeKundli(eph, input({ options: { karakas: 9 } }), runtime)).toThrowError(
      expect.objectContaining({ code: "INVALID_FIELD", field: "options.karakas" }) as Error,
    );
    expect(computeKundli(eph, input({ options: { karakas: 8 } }), runtime).basic.options.karakas).toBe(8);
    expect(computeKundli(eph, input(), runtime).basic.options).not.toHaveProperty("karakas");
  });

  it("is plain JSON: the bytes the Worker sends are JSON.stringify of the Kundli", () => {
    for (const extra of [{}, { options: { karakas: 8 } }]) {
      const text = new TextDecoder().decode(computeKundliJson(eph, input(extra), runtime));
      expect(text).toBe(JSON.stringify(computeKundli(eph, input(extra), runtime)));
      expect(JSON.parse(text).jaimini).toEqual(computeKundli(eph, input(extra), runtime).jaimini);
    }
  });
});
