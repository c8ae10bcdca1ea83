/**
 * KP against independent values: two published 249-sub tables (PyJHora's horary table and
 * VedicAstro's CSV typed from a printed table), the sub table and worked horoscope of Bansal's
 * book, AstroSage's KP chart of the KP Learning tutorial (testing/reference/cases/), hand-worked
 * arithmetic and a hand-built chart for the significators; invariants for the rest.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SEFLG, type Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { ayanamsaAt } from "./astro.ts";
import { KP_SUBS, kpHouseOf, kpLords, kpSignificators, rulingPlanetsOf } from "./kp.ts";
import { computeKundli } from "./kundli.ts";
import { computeKundliJson } from "./kundli-json.ts";
import { julianDayFromMs } from "./time.ts";
import { readCase, readCaseText } from "./testing/reference.ts";
import { GRAHAS, type Graha } from "./types.ts";
import { SIGNS, VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, normalizeDegrees, signLord } from "./zodiac.ts";

const runtime = { tzdata: "test" };
const ARCMIN = 1 / 60;
const ARCSEC = 1 / 3600;
/** PyJHora's planet numbers. */
const PLANET_ID: readonly Graha[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"];
/** "DD:MM:SS" (a trailing ":" as typed in the CSV is ignored) → degrees. */
const dms = (text: string) => {
  const [d, m, s] = text.replace(/:$/, "").split(":").map(Number);
  return d! + m! / 60 + s! / 3600;
};
/** A KP sub's start or end in whole arcseconds within its sign. */
const secondsInSign = (longitude: number, sign: number) => Math.round((longitude - (sign - 1) * 30) * 3600);

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("the 249 subs", () => {
  // The two tables below are one typed table: PyJHora's decimals carry the same four slips as
  // VedicAstro's CSV. What checks them independently of each other is the table itself: a sign's
  // rows repeat in its two trine signs (Ashwini, Magha and Mula each open a sign, and so on), so a
  // slip shows as one copy out of three that disagrees with the other two.
  const SLIPPED_ROWS = [75, 76, 171, 172, 201, 202, 212, 213];

  it("are the printed table (VedicAstro's CSV) to the second, but for four typing slips the table contradicts itself", () => {
    const rows = readCaseText("vedicastro-kp-sub-table.csv").trim().split("\n").slice(1);
    expect(rows).toHaveLength(249);
    const parsed = rows.map((row) => {
      const [sign, , from, to, signLord, starLord, subLord] = row.split(",");
      return {
        sign: SIGNS.findIndex((s) => s.key === sign!.toLowerCase()) + 1,
        lords: [signLord, starLord, subLord],
        seconds: [Math.round(dms(from!) * 3600), Math.round(dms(to!) * 3600)],
      };
    });
    const differ: Record<number, string> = {};
    parsed.forEach((row, i) => {
      const sub = KP_SUBS[i]!;
      expect([row.sign, ...row.lords], `row ${i + 1}`).toEqual([sub.sign, sub.signLord, sub.starLord, sub.subLord]);
      const ours = [secondsInSign(sub.start, sub.sign), secondsInSign(sub.end, sub.sign)];
      if (row.seconds[0] !== ours[0] || row.seconds[1] !== ours[1])
        differ[i + 1] = rows[i]!.split(",").slice(2, 4).join("-");
    });
    // Each slip is one boundary typed wrong, so two rows.
    expect(differ).toEqual({
      75: "16:40:00-18:33:21", // Ashlesha's Mercury sub ends 18°33′20″
      76: "18:33:21-19:20:00",
      171: "04:46:40-05:53:20", // Mula's Mars sub ends 5°33′20″
      172: "05:53:20-07:33:20",
      201: "19:40:00-20:46:40", // Shravana's Ketu sub ends 20°26′40″
      202: "20:46:40-22:40:00",
      212: "05:33:20-06:40:20", // Shatabhisha begins at 6°40′00″ of Aquarius
      213: "06:40:20-08:40:00",
    });
    // The table against itself: the same row in the two trine signs agrees with us every time.
    const bySign = (sign: number) => parsed.filter((r) => r.sign === sign);
    for (const i of SLIPPED_ROWS) {
      const row = parsed[i - 1]!;
      const k = bySign(row.sign).indexOf(row);
      const trines = [row.sign + 4, row.sign + 8].map((s) => ((s - 1) % 12) + 1);
      const sub = KP_SUBS[i - 1]!;
      for (const t of trines)
        expect(bySign(t)[k]!.seconds, `row ${i}, sign ${t}`).toEqual([
          secondsInSign(sub.start, sub.sign),
          secondsInSign(sub.end, sub.sign),
        ]);
    }
  });

  it("are PyJHora's table, row by row (lords, signs, nakshatras; boundaries but for the same four slips)", () => {
    const table: Record<string, [number, number, number, number, number, number, number]> =
      readCase("pyjhora-kp-249-table").expected;
    expect(Object.keys(table)).toHaveLength(249);
    expect(KP_SUBS).toHaveLength(249);
    const differ: number[] = [];
    for (const sub of KP_SUBS) {
      const [sign, nakshatra, start, end, signLord, starLord, subLord] = table[String(sub.number)]!;
      const at = `sub ${sub.number}`;
      expect(sub.sign, at).toBe(sign + 1);
      expect(sub.nakshatra, at).toBe(nakshatra + 1);
      expect([sub.signLord, sub.starLord, sub.subLord], at).toEqual([
        PLANET_ID[signLord],
        PLANET_ID[starLord],
        PLANET_ID[subLord],
      ]);
      const offset = (sub.sign - 1) * 30;
      if (Math.abs(sub.start - offset - start) > 1e-9 || Math.abs(sub.end - offset - end) > 1e-9)
        differ.push(sub.number);
    }
    expect(differ).toEqual(SLIPPED_ROWS);
  });

  it("open with Bansal's Ashwini table: Ketu 0°0′–0°46′40″, Venus to 3°0′, … Mercury 11°26′40″–13°20′", () => {
    const rows: [Graha, string, string][] = readCase("book-bansal-kp-1935-guna").expected.subTableAshwini;
    const text = (x: number) => {
      const s = Math.round(x * 3600);
      return `${Math.floor(s / 3600)}°${String(Math.floor(s / 60) % 60).padStart(2, "0")}'${String(s % 60).padStart(2, "0")}"`;
    };
    expect(KP_SUBS.slice(0, 9).map((s) => [s.subLord, text(s.start), text(s.end)])).toEqual(rows);
  });

  it("tile the zodiac: nine per nakshatra in Vimshottari order and proportion, six split by a sign boundary", () => {
    expect(KP_SUBS[0]!.start).toBe(0);
    expect(KP_SUBS[248]!.end).toBe(360);
    for (let i = 1; i < 249; i++) expect(KP_SUBS[i]!.start).toBe(KP_SUBS[i - 1]!.end);
    for (let n = 1; n <= 27; n++) {
      const parts = KP_SUBS.filter((s) => s.nakshatra === n);
      const lords = parts.map((s) => s.subLord).filter((lord, i, all) => lord !== all[i - 1]);
      const first = VIMSHOTTARI_ORDER.indexOf(VIMSHOTTARI_ORDER[(n - 1) % 9]!);
      expect(lords).toEqual([...VIMSHOTTARI_ORDER.slice(first), ...VIMSHOTTARI_ORDER.slice(0, first)]);
      for (const lord of lords) {
        const span = parts.filter((s) => s.subLord === lord).reduce((a, s) => a + s.end - s.start, 0);
        expect(span * 120).toBeCloseTo((40 / 3) * VIMSHOTTARI_YEARS[lord], 9); // 13°20′ × years / 120
      }
    }
    const straddling = KP_SUBS.filter((s, i) => i > 0 && s.subLord === KP_SUBS[i - 1]!.subLord);
    expect(straddling.map((s) => [s.start, s.subLord])).toEqual([
      [30, "Rahu"],
      [90, "Moon"],
      [150, "Rahu"],
      [210, "Moon"],
      [270, "Rahu"],
      [330, "Moon"],
    ]);
    for (const s of KP_SUBS) expect(Math.floor(s.start / 30) + 1).toBe(s.sign); // no part crosses a sign
  });
});

describe("kpLords", () => {
  it("gives each sub's lords and number anywhere inside it; a boundary belongs to the part it begins", () => {
    for (const sub of KP_SUBS) {
      for (const x of [sub.start, (sub.start + sub.end) / 2, sub.end - 1e-7]) {
        const l = kpLords(x);
        expect([l.sub, l.sign, l.nakshatra, l.signLord, l.starLord, l.subLord], `${x}`).toEqual([
          sub.number,
          sub.sign,
          sub.nakshatra,
          sub.signLord,
          sub.starLord,
          sub.subLord,
        ]);
      }
    }
    // A boundary typed in degrees, minutes and seconds (not exact in binary) still lands on it.
    expect(kpLords(dms("00:46:40")).subLord).toBe("Venus");
    expect(kpLords(dms("00:46:40") - 0.5 * ARCSEC).subLord).toBe("Ketu");
    expect(kpLords(359.9999999999).sub).toBe(249);
    expect(kpLords(-0.5).sub).toBe(249); // normalized
  });

  it("divides a sub again from its own lord: Aries' Ketu sub by hand", () => {
    // Ketu sub = 840 units of 1/18′; its sub-subs are 7·y units: Ketu 49 (to 2′43⅓″), Venus 140
    // (to 10′30″), Sun 42 (to 12′50″), Moon 70 (to 16′43⅓″), Mars 49 (to 19′26⅔″), Rahu 126 (to
    // 26′26⅔″), Jupiter 112 (to 32′40″), Saturn 133 (to 40′3⅓″), Mercury 119 (to 46′40″).
    const at = (m: number, s: number) => kpLords((m * 60 + s) * ARCSEC).subSubLord;
    expect([at(0, 1), at(2, 43), at(2, 44), at(10, 29), at(10, 31), at(12, 51), at(16, 44)]).toEqual([
      "Ketu",
      "Ketu",
      "Venus",
      "Venus",
      "Sun",
      "Moon",
      "Mars",
    ]);
    expect([at(19, 27), at(26, 27), at(32, 41), at(40, 4), at(46, 39)]).toEqual([
      "Rahu",
      "Jupiter",
      "Saturn",
      "Mercury",
      "Mercury",
    ]);
    expect(kpLords(40 * ARCMIN + 3 * ARCSEC).subSubLord).toBe("Saturn"); // 40′3″ < 40′3⅓″
  });

  it("starts every whole sub's sub-subs with the sub's lord and ends them with the lord before it", () => {
    for (const sub of KP_SUBS) {
      const whole = Math.abs(((sub.end - sub.start) * 120) / (40 / 3) - VIMSHOTTARI_YEARS[sub.subLord]) < 1e-9;
      if (!whole) continue; // the halves of a straddling sub
      const before = VIMSHOTTARI_ORDER[(VIMSHOTTARI_ORDER.indexOf(sub.subLord) + 8) % 9];
      expect(kpLords(sub.start + 1e-9).subSubLord).toBe(sub.subLord);
      expect(kpLords(sub.end - 1e-9).subSubLord).toBe(before);
    }
  });

  it("gives the star and sub lords Bansal's book prints for its nine planets and three cusps", () => {
    const c = readCase("book-bansal-kp-1935-guna").expected;
    const lon = ([s, d, m]: number[]) => s! * 30 + d! + m! / 60;
    for (const [planet, row] of Object.entries(c.planets) as [
      string,
      { longitude: number[]; starLord: Graha; subLord: Graha },
    ][]) {
      const l = kpLords(lon(row.longitude));
      expect([l.starLord, l.subLord], planet).toEqual([row.starLord, row.subLord]);
    }
    for (const [house, row] of Object.entries(c.cusps) as [
      string,
      { longitude: number[]; signLord: Graha; starLord: Graha; subLord: Graha },
    ][]) {
      const l = kpLords(lon(row.longitude));
      expect([l.signLord, l.starLord, l.subLord], `cusp ${house}`).toEqual([row.signLord, row.starLord, row.subLord]);
    }
  });
});

describe("significators", () => {
  // A hand-built chart: Gemini holds cusps 3 and 4 and Sagittarius cusps 9 and 10, so Cancer and
  // Capricorn hold none (the Moon owns no house, Mercury and Jupiter own three each).
  const cusps = [10, 40, 62, 88, 125, 160, 190, 220, 242, 268, 305, 340];
  // star lords: Sun 100 Pushya (Saturn), Moon 45 Rohini (Moon), Mars 205 Vishakha (Jupiter),
  // Mercury 110 Ashlesha (Mercury), Jupiter 290 Shravana (Moon), Venus 70 Ardra (Rahu),
  // Saturn 350 Revati (Mercury), Rahu 250 Mula (Ketu), Ketu 70 Ardra (Rahu).
  const longitudes: Record<Graha, number> = {
    Sun: 100,
    Moon: 45,
    Mars: 205,
    Mercury: 110,
    Jupiter: 290,
    Venus: 70,
    Saturn: 350,
    Rahu: 250,
    Ketu: 70,
  };

  it("house of a longitude: from its cusp up to the next, across 0°", () => {
    expect(GRAHAS.map((g) => kpHouseOf(longitudes[g], cusps))).toEqual([4, 2, 7, 4, 10, 3, 12, 9, 3]);
    expect([kpHouseOf(40, cusps), kpHouseOf(39.999, cusps), kpHouseOf(5, cusps), kpHouseOf(10, cusps)]).toEqual([
      2, 1, 12, 1,
    ]);
  });

  it("four levels: star lord's house, own house, star lord's houses owned, own houses owned; nodes own through their agents", () => {
    // Owners by cusp sign: Mars 1, 8; Venus 2, 7; Mercury 3, 4, 6; Sun 5; Jupiter 9, 10, 12;
    // Saturn 11; Moon none. Rahu (Sagittarius, alone) is Jupiter's agent: 9, 10, 12. Ketu
    // (Gemini, with Venus) is Mercury's and Venus's: 2, 3, 4, 6, 7.
    expect(kpSignificators(longitudes, cusps)).toEqual({
      Sun: { levels: [[12], [4], [11], [5]] },
      Moon: { levels: [[2], [2], [], []] },
      Mars: { levels: [[10], [7], [9, 10, 12], [1, 8]] },
      Mercury: { levels: [[4], [4], [3, 4, 6], [3, 4, 6]] },
      Jupiter: { levels: [[2], [10], [], [9, 10, 12]] },
      Venus: { levels: [[9], [3], [9, 10, 12], [2, 7]] },
      Saturn: { levels: [[4], [12], [3, 4, 6], [11]] },
      Rahu: { levels: [[3], [9], [2, 3, 4, 6, 7], [9, 10, 12]], agentOf: ["Jupiter"] },
      Ketu: { levels: [[9], [3], [9, 10, 12], [2, 3, 4, 6, 7]], agentOf: ["Mercury", "Venus"] },
    });
  });
});

describe("ruling planets", () => {
  const agra = { name: "Agra", latitude: 27.1767, longitude: 78.0081, timezone: "Asia/Kolkata" };
  const kundliAt = (at: string, place = agra, extra: object = {}) =>
    computeKundli(
      eph,
      { name: "rp", gender: "male", date: "1990-01-01", time: "12:00", place, at, include: ["kp"], ...extra },
      runtime,
    ).kp!.rulingPlanets;

  it("the Vedic day runs from sunrise: 4:00 a.m. on Friday 2011-02-11 at Agra is Thursday's (KP Learning)", () => {
    const example = readCase("astrosage-kp-tutorial-2009-agra").expected.vedicDay;
    const rp = kundliAt(example.at);
    expect(rp.dayLord).toBe(example.dayLord);
    expect(rp.vara).toBe(5);
    expect(kundliAt("2011-02-11T09:00:00+05:30").dayLord).toBe("Venus");
  });

  it("changes the day lord at the place's sunrise, on its civil date in its zone (New York in summer time)", () => {
    const place = { name: "New York", latitude: 40.7128, longitude: -74.006, timezone: "America/New_York" };
    // The sunrise of Wednesday 2024-07-17 at New York as the v1 panchang finds it (same convention).
    const day = computeKundli(eph, { name: "", gender: "male", date: "2024-07-17", time: "12:00", place }, runtime);
    const sunrise = Date.parse(day.panchang.sunrise!);
    const iso = (ms: number) => new Date(ms).toISOString();
    expect(kundliAt(iso(sunrise - 30_000), place).dayLord).toBe("Mars"); // still Tuesday's night
    expect(kundliAt(iso(sunrise + 30_000), place).dayLord).toBe("Mercury");
    // 23:30 local is already the next UTC date: still Wednesday there.
    expect(kundliAt("2024-07-17T23:30:00-04:00", place).dayLord).toBe("Mercury");
  });

  it("lagna and Moon lords are those of the v1 Kundli cast for that moment and place with the KP ayanamsa", () => {
    for (const at of ["2026-11-24T12:00:00+05:30", "2003-03-01T02:10:00+05:30", "2019-06-30T18:45:00+05:30"]) {
      const rp = kundliAt(at);
      const local = new Date(Date.parse(at) + 5.5 * 3600_000).toISOString();
      const k = computeKundli(
        eph,
        {
          name: "",
          gender: "male",
          date: local.slice(0, 10),
          time: local.slice(11, 19),
          place: agra,
          options: { ayanamsa: "kp" },
        },
        runtime,
      );
      const asc = k.planets[0]!;
      const moon = k.planets.find((p) => p.planet === "Moon")!;
      expect([rp.lagnaSignLord, rp.lagnaStarLord, rp.moonSignLord, rp.moonStarLord], at).toEqual([
        signLord(asc.sign),
        asc.nakshatraLord,
        signLord(moon.sign),
        moon.nakshatraLord,
      ]);
      expect(rp.at).toBe(at); // written in the birth's offset, here the same +05:30
    }
  });

  it("names Rahu or Ketu when it sits in a ruling planet's sign or with a ruling planet", () => {
    const chart = (asc: number, moon: number, rahu: number, others: Partial<Record<Graha, number>> = {}) => ({
      ascendant: { longitude: asc, tropicalLongitude: 0 },
      planets: Object.fromEntries(
        GRAHAS.map((g) => {
          const longitude =
            g === "Moon" ? moon : g === "Rahu" ? rahu : g === "Ketu" ? normalizeDegrees(rahu + 180) : (others[g] ?? 0);
          return [g, { longitude }];
        }),
      ) as never,
    });
    // Lagna 5° Aries (Mars, Ketu), Moon 5° Taurus (Venus, Sun), Thursday (Jupiter). Rahu in
    // Sagittarius (Jupiter's) and Ketu in Gemini with the Sun: both agents.
    const rp = rulingPlanetsOf(chart(5, 35, 250, { Sun: 70, Jupiter: 200, Mars: 100, Venus: 150 }), 5, "x");
    expect([rp.dayLord, rp.lagnaSignLord, rp.lagnaStarLord, rp.moonSignLord, rp.moonStarLord]).toEqual([
      "Jupiter",
      "Mars",
      "Ketu",
      "Venus",
      "Sun",
    ]);
    expect(rp.nodeAgents).toEqual([
      { node: "Rahu", represents: ["Jupiter"] },
      { node: "Ketu", represents: ["Sun"] },
    ]);
    // Rahu in Libra (Venus's sign), Ketu in Aries (Mars's sign, with nobody).
    const rp2 = rulingPlanetsOf(chart(5, 35, 190, { Sun: 70, Jupiter: 100, Mars: 100, Venus: 150 }), 5, "x");
    expect(rp2.nodeAgents).toEqual([
      { node: "Rahu", represents: ["Venus"] },
      { node: "Ketu", represents: ["Mars"] },
    ]);
  });
});

describe("the kp section of a Kundli", () => {
  const birth = (extra: object = {}) => ({
    name: "kp",
    gender: "female",
    date: "1996-12-07",
    time: "10:34",
    utcOffset: "+05:30",
    place: { name: "Chennai", latitude: 13.0878, longitude: 80.2785, timezone: "Asia/Kolkata" },
    at: "2026-11-24T12:00:00+05:30",
    include: ["kp"],
    ...extra,
  });

  it("uses the KP ayanamsa and Placidus whatever the Kundli's options, and the Kundli's node", () => {
    for (const options of [{}, { ayanamsa: "raman", houses: "equal" }, { ayanamsa: "lahiri", node: "true" }]) {
      const k = computeKundli(eph, birth({ options }), runtime);
      const ref = computeKundli(
        eph,
        birth({ options: { ...options, ayanamsa: "kp", houses: "placidus" }, include: [] }),
        runtime,
      );
      const kp = k.kp!;
      expect(kp.ayanamsa).toBe(ref.basic.ayanamsa);
      expect([kp.ayanamsaName, kp.houseSystem, kp.node]).toEqual(["kp", "placidus", ref.basic.options.node]);
      expect(kp.cusps.map((c) => c.longitude)).toEqual(ref.bhava.map((b) => b.sandhi));
      for (const p of kp.planets) {
        const r = ref.planets.find((q) => q.planet === p.planet)!;
        expect([p.longitude, p.sign, p.nakshatra, p.starLord, p.retrograde], p.planet).toEqual([
          r.longitude,
          r.sign,
          r.nakshatra,
          r.nakshatraLord,
          r.retrograde,
        ]);
        expect(p.house, p.planet).toBe(r.bhava); // Placidus bhavas begin at their cusps
      }
      expect(kp.cusps[0]!.longitude).toBeCloseTo(ref.planets[0]!.longitude, 10);
      expect(kp.cusps[9]!.longitude).toBeCloseTo(ref.midheaven.longitude, 10);
    }
  });

  it("Bansal's horoscope: the book's longitudes are Lahiri with the true node (within its 0.5′ rounding); KP's lords agree", () => {
    const c = readCase("book-bansal-kp-1935-guna");
    const input = {
      ...birth(),
      date: c.birth.date,
      time: c.birth.time,
      utcOffset: c.birth.utcOffset,
      place: { name: "Guna", latitude: c.birth.latitude, longitude: c.birth.longitude, timezone: "Asia/Kolkata" },
    };
    const lahiri = computeKundli(eph, { ...input, options: { node: "true", houses: "placidus" } }, runtime);
    const lon = ([s, d, m]: number[]) => s! * 30 + d! + m! / 60;
    for (const [planet, row] of Object.entries(c.expected.planets) as [string, { longitude: number[] }][]) {
      const p = lahiri.planets.find((q) => q.planet === planet)!;
      expect(Math.abs(p.longitude - lon(row.longitude)), planet).toBeLessThan(0.5 * ARCMIN + ARCSEC);
    }
    for (const [house, row] of Object.entries(c.expected.cusps) as [string, { longitude: number[] }][])
      expect(Math.abs(lahiri.bhava[Number(house) - 1]!.sandhi - lon(row.longitude)), house).toBeLessThan(0.5 * ARCMIN);
    // The KP section's ayanamsa is 5.8′ less; no planet or cusp is that close to a sub boundary,
    // so its lords are still the book's.
    const kp = computeKundli(eph, { ...input, options: { node: "true" } }, runtime).kp!;
    expect(lahiri.basic.ayanamsa - kp.ayanamsa).toBeCloseTo(5.81 * ARCMIN, 3);
    for (const p of kp.planets) {
      const row = c.expected.planets[p.planet];
      expect([p.starLord, p.subLord], p.planet).toEqual([row.starLord, row.subLord]);
      if (row.retrograde) expect(p.retrograde, p.planet).toBe(true);
    }
    for (const house of ["1", "2", "3"])
      expect(kp.cusps[Number(house) - 1]).toMatchObject({
        signLord: c.expected.cusps[house].signLord,
        starLord: c.expected.cusps[house].starLord,
        subLord: c.expected.cusps[house].subLord,
      });
  });

  it("AstroSage's KP tutorial chart: the same chart, shifted by the KP-new (VP291) ayanamsa AstroSage uses", () => {
    const c = readCase("astrosage-kp-tutorial-2009-agra");
    const k = computeKundli(
      eph,
      {
        ...birth(),
        date: c.birth.date,
        time: c.birth.time,
        utcOffset: c.birth.utcOffset,
        place: { name: "Agra", latitude: c.birth.latitude, longitude: c.birth.longitude, timezone: "Asia/Kolkata" },
      },
      runtime,
    ).kp!;
    // The difference of the two ayanamsas at the birth (Swiss Ephemeris' SE_SIDM_KRISHNAMURTI_VP291 = 45).
    const jd = julianDayFromMs(Date.parse("2009-01-13T06:30:00Z"));
    eph.setSidMode(45);
    const shift = eph.ayanamsaExUt(jd, SEFLG.MOSEPH).ayanamsa - ayanamsaAt(eph, jd, "kp");
    expect(shift * 3600).toBeCloseTo(72.4, 0); // 1′12″
    const theirs = (sign: number, [d, m, s]: number[]) => (sign - 1) * 30 + d! + m! / 60 + s! / 3600;
    const ketu = k.planets.find((p) => p.planet === "Ketu")!;
    expect(Math.abs(ketu.longitude - shift - theirs(c.expected.Ketu.sign, c.expected.Ketu.dms))).toBeLessThan(
      2 * ARCSEC,
    );
    expect(ketu.house).toBe(c.expected.Ketu.house);
    for (const [house, cusp] of Object.entries(c.expected.cusps) as [string, { sign: number; dms: number[] }][]) {
      const ours = k.cusps[Number(house) - 1]!.longitude - shift;
      expect(Math.abs(ours - theirs(cusp.sign, cusp.dms)), `cusp ${house}`).toBeLessThan(ARCMIN); // place unknown
    }
  });

  it("holds its shape south of the equator, in a summer-time zone, and warns beyond the polar circle", () => {
    const cases = [
      {
        place: { name: "Sydney", latitude: -33.8688, longitude: 151.2093, timezone: "Australia/Sydney" },
        date: "1985-01-20",
      },
      {
        place: { name: "New York", latitude: 40.7128, longitude: -74.006, timezone: "America/New_York" },
        date: "2001-07-04",
      },
      { place: { name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timezone: "Europe/Oslo" }, date: "1990-12-21" },
    ];
    for (const { place, date } of cases) {
      const input = { ...birth(), place, date, utcOffset: undefined };
      const k = computeKundli(eph, input, runtime);
      const kp = k.kp!;
      expect(kp.cusps).toHaveLength(12);
      expect(kp.planets.map((p) => p.planet)).toEqual([...GRAHAS]);
      for (let i = 0; i < 6; i++)
        expect(normalizeDegrees(kp.cusps[i + 6]!.longitude - kp.cusps[i]!.longitude)).toBeCloseTo(180, 8);
      for (const p of kp.planets)
        expect(p.house).toBe(
          kpHouseOf(
            p.longitude,
            kp.cusps.map((c) => c.longitude),
          ),
        );
      for (const g of GRAHAS)
        expect(kp.significators[g].levels[1]).toEqual([kp.planets.find((p) => p.planet === g)!.house]);
      expect("warning" in kp).toBe(place.latitude > 66.6);
      const text = new TextDecoder().decode(computeKundliJson(eph, input, runtime));
      expect(text).toBe(JSON.stringify(k));
      expect(JSON.parse(text).kp).toEqual(kp);
    }
  });

  it("leaves the ephemeris in the Kundli's own sidereal mode", () => {
    computeKundli(eph, birth({ options: { ayanamsa: "raman" } }), runtime);
    const jd = julianDayFromMs(Date.parse("2000-01-01T00:00:00Z"));
    expect(eph.ayanamsaExUt(jd, SEFLG.MOSEPH).ayanamsa).toBe(ayanamsaAt(eph, jd, "raman"));
  });

  it("refuses an `at` beyond the ephemeris, naming the field", () => {
    for (const at of ["3001-01-01T00:00:00Z", "0000-06-01T00:00:00Z"])
      expect(() => computeKundli(eph, birth({ at }), runtime)).toThrowError(
        expect.objectContaining({ code: "DATE_OUT_OF_RANGE", field: "at" }) as Error,
      );
  });
});
