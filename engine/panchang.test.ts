import { describe, expect, it } from "vitest";
import {
  type SunMoonAt,
  elongation,
  karanaName,
  karanaOf,
  nakshatraSpan,
  newMoonsAround,
  panchang,
  tithiOf,
  tithiSpan,
  varaOf,
  weekdayOf,
  yogaAngle,
  yogaOf,
  yogaSpan,
} from "./panchang.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { sunMoonAt as astroSunMoonAt } from "./astro.ts";
import { instantFormatter, julianDayFromMs, msFromJulianDay } from "./time.ts";

import { SIGNS, nakshatraOf, normalizeDegrees } from "./zodiac.ts";
import { chartExamples, type ChartExample, parseInstant, readCase } from "./testing/reference.ts";

const charts = chartExamples();

const longitudeOf = (chart: ChartExample, planet: string) =>
  chart.expected.planets.find((p) => p.planet === planet)!.longitude;

describe("charts.jsonl: elements from the expected Sun and Moon", () => {
  for (const chart of charts) {
    it(chart.id, () => {
      const sun = longitudeOf(chart, "Sun");
      const moon = longitudeOf(chart, "Moon");
      const want = chart.expected.panchang;
      expect(tithiOf(sun, moon)).toBe(want.tithi);
      expect(yogaOf(sun, moon)).toBe(want.yoga);
      expect(karanaOf(sun, moon)).toBe(want.karana);
      expect(karanaName(karanaOf(sun, moon))).toBe(want.karanaName);
      expect(nakshatraOf(moon)).toBe(want.nakshatra);
      const birth = parseInstant(chart.expected.basic.utc);
      const sunrise = parseInstant(want.sunrise);
      expect(varaOf(chart.input.date, birth, sunrise)).toBe(want.vara);
      expect(birth < sunrise).toBe(want.birthBeforeSunrise);
    });
  }
});

describe("P.V.R. Narasimha Rao's book, chapter 1 arithmetic", () => {
  const book = readCase("book-pvr-ch1-tithi-yoga-arithmetic");
  const signs = Object.fromEntries(SIGNS.map((s, i) => [s.key, i + 1]));
  const parse = (text: string) => {
    const m = /^(\w+) (\d+)°(\d+)'$/.exec(text)!;
    return (signs[m[1]!.toLowerCase()]! - 1) * 30 + Number(m[2]) + Number(m[3]) / 60;
  };
  for (const c of book.cases) {
    it(c.ref, () => {
      const sun = parse(c.input.Sun);
      const moon = parse(c.input.Moon);
      if (c.expected.tithi_number_1_to_30) expect(tithiOf(sun, moon)).toBe(c.expected.tithi_number_1_to_30);
      if (c.expected.yoga_number_1_to_27) expect(yogaOf(sun, moon)).toBe(c.expected.yoga_number_1_to_27);
    });
  }
});

describe("element arithmetic", () => {
  it("counts tithis from the new moon, edges opening the next tithi", () => {
    expect(tithiOf(100, 100)).toBe(1);
    expect(tithiOf(100, 111.9999999)).toBe(1);
    expect(tithiOf(100, 112)).toBe(2);
    expect(tithiOf(100, 280)).toBe(16); // full moon: Krishna Pratipada begins
    expect(tithiOf(100, 279.9999999)).toBe(15);
    expect(tithiOf(350, 339.9999999)).toBe(30);
    expect(tithiOf(10, 0)).toBe(30);
    expect(elongation(350, 10)).toBe(20);
  });

  it("counts yogas over Sun + Moon", () => {
    expect(yogaOf(0, 0)).toBe(1);
    expect(yogaOf(20, 20)).toBe(4); // 40° opens the 4th
    expect(yogaOf(180, 179.9999999)).toBe(27);
    expect(yogaOf(200, 200)).toBe(4); // 400° wraps to 40°
    expect(yogaAngle(200, 200)).toBe(40);
  });

  it("names the 60 karanas: Kimstughna, eight cycles of the seven movable ones, then three fixed", () => {
    const names = Array.from({ length: 60 }, (_, i) => karanaName(i + 1));
    expect(names[0]).toBe("kimstughna");
    expect(names.slice(1, 8)).toEqual(["bava", "balava", "kaulava", "taitila", "garaja", "vanija", "vishti"]);
    expect(names.slice(50, 57)).toEqual(names.slice(1, 8));
    expect(names.slice(57)).toEqual(["shakuni", "chatushpada", "naga"]);
    expect(names.filter((n) => n === "vishti")).toHaveLength(8);
    expect(karanaOf(0, 5.9999999)).toBe(1);
    expect(karanaOf(0, 6)).toBe(2);
    expect(karanaOf(0, 359.9999999)).toBe(60);
    expect(() => karanaName(0)).toThrow(RangeError);
    expect(() => karanaName(61)).toThrow(RangeError);
  });

  it("takes the weekday of the civil date, one earlier before sunrise", () => {
    expect(weekdayOf("1970-01-01")).toBe(5); // Thursday
    expect(weekdayOf("2024-07-17")).toBe(4); // Wednesday
    expect(weekdayOf("1904-05-11")).toBe(4);
    expect(weekdayOf("0099-03-01")).toBe(weekdayOf("0099-03-08"));
    const sunrise = Date.UTC(2024, 6, 17, 0, 30);
    expect(varaOf("2024-07-17", sunrise - 1, sunrise)).toBe(3);
    expect(varaOf("2024-07-17", sunrise, sunrise)).toBe(4);
    expect(varaOf("2024-07-21", sunrise - 1, sunrise + 4 * 86_400_000)).toBe(7); // Sunday before sunrise → Saturday
    expect(varaOf("2024-07-17", sunrise - 1, null)).toBe(4);
  });
});

// A made-up ephemeris with known answers: uniform motion plus a wobble, so the root search
// cannot rely on linearity.
const epochJd = 2451545;
const synthetic: SunMoonAt = (jd) => {
  const t = jd - epochJd;
  return {
    sun: normalizeDegrees(280 + 0.9856 * t + 1.9 * Math.sin(t / 58)),
    moon: normalizeDegrees(218 + 13.1764 * t + 6.3 * Math.sin(t * 0.228)),
  };
};

describe("root search on a synthetic ephemeris", () => {
  const angleOf = {
    tithi: (jd: number) => elongation(synthetic(jd).sun, synthetic(jd).moon),
    yoga: (jd: number) => yogaAngle(synthetic(jd).sun, synthetic(jd).moon),
    nakshatra: (jd: number) => synthetic(jd).moon,
  };
  const parts = { tithi: 30, yoga: 27, nakshatra: 27 };
  const spans = { tithi: tithiSpan, yoga: yogaSpan, nakshatra: nakshatraSpan };

  for (const element of ["tithi", "yoga", "nakshatra"] as const) {
    it(`${element}: start and end sit on the element's edges, around birth`, () => {
      for (let i = 0; i < 200; i++) {
        const birth = msFromJulianDay(epochJd + i * 0.37 + 0.011);
        const { start, end } = spans[element](birth, synthetic);
        expect(start).toBeLessThanOrEqual(birth);
        expect(end).toBeGreaterThan(birth);
        const width = 360 / parts[element];
        const index = Math.floor((angleOf[element](julianDayFromMs(birth)) * parts[element]) / 360);
        const off = (a: number, target: number) => normalizeDegrees(a - target + 180) - 180;
        // 1e-7° of lunar motion is about a millisecond.
        expect(Math.abs(off(angleOf[element](julianDayFromMs(start)), index * width))).toBeLessThan(1e-7);
        expect(Math.abs(off(angleOf[element](julianDayFromMs(end)), (index + 1) * width))).toBeLessThan(1e-7);
        // One element lasts most of a day.
        expect((end - start) / 86_400_000).toBeGreaterThan(0.6);
        expect((end - start) / 86_400_000).toBeLessThan(1.5);
      }
    });
  }

  it("consecutive elements share their edge", () => {
    const first = tithiSpan(msFromJulianDay(epochJd + 3.2), synthetic);
    const before = tithiSpan(first.end - 1000, synthetic);
    const next = tithiSpan(first.end + 1000, synthetic);
    expect(Math.abs(before.end - first.end)).toBeLessThan(5);
    expect(Math.abs(next.start - first.end)).toBeLessThan(5);
    expect(next.end).toBeGreaterThan(first.end + 0.5 * 86_400_000);
  });
});

describe("panchang block", () => {
  it("has the contract's fields, formatted by the given formatter", () => {
    const birth = msFromJulianDay(epochJd + 10.3);
    const block = panchang({
      birthMs: birth,
      civilDate: "2000-01-11",
      sunriseMs: birth + 3_600_000,
      sunsetMs: birth + 13 * 3_600_000,
      sunMoonAt: synthetic,
      format: instantFormatter(19800),
    });
    expect(Object.keys(block).sort()).toEqual(
      [
        "birthBeforeSunrise",
        "karana",
        "karanaName",
        "nakshatra",
        "sunrise",
        "sunset",
        "tithi",
        "tithi_end_time",
        "tithi_start_time",
        "vara",
        "yoga",
      ].sort(),
    );
    expect(block.birthBeforeSunrise).toBe(true);
    expect(block.vara).toBe(weekdayOf("2000-01-11") - 1);
    expect(block.sunrise).toMatch(/\+05:30$/);
    expect(parseInstant(block.tithi_start_time)).toBeLessThanOrEqual(Math.round(birth / 1000) * 1000);
    const none = panchang({
      birthMs: birth,
      civilDate: "2000-01-11",
      sunriseMs: null,
      sunsetMs: null,
      sunMoonAt: synthetic,
      format: String,
    });
    expect(none.sunrise).toBeNull();
    expect(none.birthBeforeSunrise).toBe(false);
  });
});

// ---------------------------------------------------------------------------------------------
// Against the real ephemeris: astro.ts's Sun/Moon function over Swiss Ephemeris (swe.wasm,
// Moshier, apparent positions), Lahiri — what the shells pass and what the reference oracle used.

const sunMoonAt: SunMoonAt = astroSunMoonAt(await loadEphemerisNode(), "lahiri");

describe("charts.jsonl: tithi start and end, and the whole block, with the ephemeris", () => {
  for (const chart of charts) {
    it(chart.id, () => {
      const want = chart.expected.panchang;
      const birth = parseInstant(chart.expected.basic.utc);
      const { start, end } = tithiSpan(birth, sunMoonAt);
      // The oracle prints whole seconds; the contract allows 60 s. We hold ourselves to 2 s.
      expect(Math.abs(start - parseInstant(want.tithi_start_time)) / 1000, "start, seconds").toBeLessThanOrEqual(2);
      expect(Math.abs(end - parseInstant(want.tithi_end_time)) / 1000, "end, seconds").toBeLessThanOrEqual(2);

      const offset = /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(chart.expected.basic.utcOffset)!;
      const offsetSeconds = (offset[1] === "-" ? -1 : 1) * (+offset[2]! * 3600 + +offset[3]! * 60 + +(offset[4] ?? 0));
      const block = panchang({
        birthMs: birth,
        civilDate: chart.input.date,
        sunriseMs: parseInstant(want.sunrise),
        sunsetMs: parseInstant(want.sunset),
        sunMoonAt,
        format: instantFormatter(offsetSeconds),
      });
      expect(block.tithi).toBe(want.tithi);
      expect(block.vara).toBe(want.vara);
      expect(block.yoga).toBe(want.yoga);
      expect(block.nakshatra).toBe(want.nakshatra);
      expect(block.karana).toBe(want.karana);
      expect(block.karanaName).toBe(want.karanaName);
      expect(block.birthBeforeSunrise).toBe(want.birthBeforeSunrise);
      expect(parseInstant(block.sunrise!)).toBe(parseInstant(want.sunrise));
      expect(parseInstant(block.sunset!)).toBe(parseInstant(want.sunset));
      expect(Math.abs(parseInstant(block.tithi_start_time) - parseInstant(want.tithi_start_time))).toBeLessThanOrEqual(
        2000,
      );
      expect(Math.abs(parseInstant(block.tithi_end_time) - parseInstant(want.tithi_end_time))).toBeLessThanOrEqual(
        2000,
      );
    });
  }
});

describe("drik-panchanga end times (Bangalore, +05:30)", () => {
  const drik = readCase("drikpanchanga-panchang-set-shared");
  /** "27:07:09" on a civil date at +05:30 → instant (hours past 24 run into the next day). */
  const localInstant = (date: string, clock: string) => {
    const [y, mo, d] = date.split("-").map(Number);
    const [h, mi, s] = clock.split(":").map(Number);
    return Date.UTC(y!, mo! - 1, d!) + ((h! * 60 + mi!) * 60 + s!) * 1000 - 5.5 * 3_600_000;
  };
  const spanOf = { tithi: tithiSpan, nakshatra: nakshatraSpan, yoga: yogaSpan };
  const numberAt = {
    tithi: (ms: number) => {
      const p = sunMoonAt(julianDayFromMs(ms));
      return tithiOf(p.sun, p.moon);
    },
    nakshatra: (ms: number) => nakshatraOf(sunMoonAt(julianDayFromMs(ms)).moon),
    yoga: (ms: number) => {
      const p = sunMoonAt(julianDayFromMs(ms));
      return yogaOf(p.sun, p.moon);
    },
  };
  // The researcher's own Swiss Ephemeris bisection for the same ends (the case file's
  // "verification", printed to the second, ephemeris mode not stated). We agree to 0.6 s on the
  // 2009/2013 ends and to 1.6 s on the 1985 ones (nakshatra 24, yoga 1): about 1″ of lunar
  // motion, the size of the difference between Moshier's Moon and the .se1 files.
  const swissEph: Record<string, string> = {
    "2009-07-15 tithi 23": "27:07:39",
    "2013-01-18 tithi 7": "16:24:20",
    "2009-07-15 nakshatra 27": "17:06:38",
    "2013-01-18 nakshatra 27": "19:23:10",
    "1985-06-09 nakshatra 24": "26:32:44",
    "1985-06-09 yoga 1": "22:59:46",
    "2013-01-18 yoga 21": "29:10:57",
  };

  for (const c of drik.cases) {
    for (const element of ["tithi", "nakshatra", "yoga"] as const) {
      const entries = c.expected[element];
      if (!entries) continue;
      for (const entry of Array.isArray(entries) ? entries : [entries]) {
        it(`${c.date} ${element} ${entry.number} ends ${entry.ends}`, () => {
          const ends = localInstant(c.date, entry.ends);
          // An hour before its printed end the element must be in force; its end found from there.
          const probe = ends - 3_600_000;
          expect(numberAt[element](probe)).toBe(entry.number);
          const { end } = spanOf[element](probe, sunMoonAt);
          // Case tolerance ±1 min (the program's numbers run 8–30 s early against Swiss Ephemeris).
          expect(Math.abs(end - ends) / 1000, "seconds from drik-panchanga").toBeLessThanOrEqual(60);
          const own = swissEph[`${c.date} ${element} ${entry.number}`];
          if (own)
            expect(
              Math.abs(end - localInstant(c.date, own)) / 1000,
              "seconds from Swiss Ephemeris",
            ).toBeLessThanOrEqual(2);
        });
      }
    }
  }

  it("2013-01-18: the elements at the printed sunrise (disc centre, refraction)", () => {
    const sunrise = localInstant("2013-01-18", drik.cases[0].expected.sunrise);
    expect(numberAt.tithi(sunrise)).toBe(7);
    expect(numberAt.nakshatra(sunrise)).toBe(27);
    expect(numberAt.yoga(sunrise)).toBe(21);
    expect(weekdayOf("2013-01-18") - 1).toBe(drik.cases[0].expected.vaara); // the file counts Sunday = 0
  });

  it("2013-02-03: tithi 23 is kshaya, beginning after sunrise and ending before the next", () => {
    const t23 = tithiSpan(localInstant("2013-02-03", "12:00:00"), sunMoonAt);
    expect(Math.abs(t23.start - localInstant("2013-02-03", "08:13:52")) / 1000).toBeLessThanOrEqual(60);
    expect(Math.abs(t23.end - localInstant("2013-02-03", "30:33:06")) / 1000).toBeLessThanOrEqual(60);
  });
});

describe("new moons (cases/new-moons-2019.json): the month's edges, found from either side", () => {
  const table = readCase("new-moons-2019");
  const DAY = 86_400_000;
  for (const text of table.newMoons as string[]) {
    it(text, () => {
      const want = Date.parse(`${text}:00${table.utcOffset}`);
      const before = newMoonsAround(want - 3 * DAY, sunMoonAt);
      const after = newMoonsAround(want + 3 * DAY, sunMoonAt);
      expect(Math.abs(before.next - want) / 1000).toBeLessThanOrEqual(table.toleranceSeconds);
      expect(Math.abs(after.previous - before.next)).toBeLessThan(1); // ms
      // The neighbours are a lunation away on either side (29.27–29.83 days).
      expect((before.next - before.previous) / DAY).toBeGreaterThan(29.2);
      expect((after.next - after.previous) / DAY).toBeLessThan(29.9);
    });
  }
});
