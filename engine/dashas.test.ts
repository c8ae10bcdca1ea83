/**
 * The `dashas` section through the whole Kundli (calc-cli-v2.md): its shape and levels, instants
 * written in the birth's offset that chain as strings, the JSON bytes, and births in a DST zone, in
 * the southern hemisphere with a local-mean-time offset, and at a nakshatra boundary.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { ASHTOTTARI_CYCLE, ashtottariLordOf } from "./ashtottari.ts";
import { sunMoonAt } from "./astro.ts";
import { computeKundli, type Kundli } from "./kundli.ts";
import { computeKundliJson } from "./kundli-json.ts";
import { julianDayFromMs } from "./time.ts";
import { CalcError } from "./types.ts";
import { expectChained } from "./testing/dasha-chain.ts";
import { chartExamples, parseInstant as ms } from "./testing/reference.ts";
import { YOGINIS } from "./yogini.ts";

const runtime = { tzdata: "test", nowMs: Date.UTC(2026, 0, 1) };
const births = chartExamples().map((e) => e.input);

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

const jaipur = {
  name: "Dashas",
  gender: "female",
  date: "1990-08-15",
  time: "06:30",
  place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
  include: ["dashas"],
};

describe("the section", () => {
  it("has the contract's fields: yogini lord/planet, ashtottari applicable/rule, chara method/sign", () => {
    const d = computeKundli(eph, jaipur, runtime).dashas!;
    expect(Object.keys(d)).toEqual(["yogini", "ashtottari", "chara"]);
    expect(Object.keys(d.yogini.periods[0]!)).toEqual(["lord", "planet", "start", "end", "years", "children"]);
    expect(d.ashtottari).toMatchObject({
      applicable: expect.any(Boolean),
      rule: "Rahu in a kendra or trikona from the lagna lord, not in the lagna",
    });
    expect(Object.keys(d.ashtottari.periods[0]!)).toEqual(["planet", "start", "end", "years", "children"]);
    expect(d.chara.method).toBe("K.N. Rao");
    expect(Object.keys(d.chara.periods[0]!)).toEqual(["sign", "lord", "start", "end", "years", "children"]);
    expect(Object.keys(d.chara.periods[0]!.children![0]!)).toEqual(["sign", "start", "end", "years"]);
    // the v1 Kundli is the same with or without the section
    const { dashas: _, ...rest } = computeKundli(eph, jaipur, runtime);
    expect(rest).toEqual(computeKundli(eph, { ...jaipur, include: undefined }, runtime));
  });

  it("two levels by default, one to three on request (dashasLevels), chained at every level", () => {
    for (const levels of [undefined, 1, 2, 3]) {
      const d = computeKundli(eph, { ...jaipur, dashasLevels: levels }, runtime).dashas!;
      const chained = { levels: levels ?? 2, ms };
      expectChained(d.yogini.periods, chained);
      expectChained(d.ashtottari.periods, chained);
      expectChained(d.chara.periods, chained);
      expect(d.yogini.periods).toHaveLength(24);
      expect(d.ashtottari.periods).toHaveLength(8);
    }
  });

  it("refuses levels outside 1–3, naming the field", () => {
    for (const dashasLevels of [0, 4, 2.5, "2"]) {
      let error: unknown;
      try {
        computeKundli(eph, { ...jaipur, dashasLevels }, runtime);
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(CalcError);
      expect((error as CalcError).code).toBe("INVALID_FIELD");
      expect((error as CalcError).field).toBe("dashasLevels");
    }
  });

  it("is the same in the JSON bytes the Worker sends (JSON.stringify of the Kundli)", () => {
    for (const change of [{}, { dashasLevels: 3, dashaLevels: 3 }, { utcOffset: "-09:30" }]) {
      const input = { ...jaipur, ...change };
      const json = new TextDecoder().decode(computeKundliJson(eph, input, runtime));
      expect(json).toBe(JSON.stringify(computeKundli(eph, input, runtime)));
    }
  });
});

describe("births", () => {
  const check = (k: Kundli) => {
    const d = k.dashas!;
    const birth = ms(k.basic.utc);
    // an offset with seconds (local mean time) has no ISO 8601 form: such instants are in UTC
    const offset = k.basic.utcOffset.length > 6 ? "Z" : k.basic.utcOffset;
    // every instant in the birth's offset, as every v1 time
    for (const p of [...d.yogini.periods, ...d.ashtottari.periods, ...d.chara.periods]) {
      expect(p.start.endsWith(offset) && p.end.endsWith(offset), p.start).toBe(true);
    }
    // the period running at birth begins the list, at its true start
    for (const first of [d.yogini.periods[0]!, d.ashtottari.periods[0]!]) {
      expect(ms(first.start)).toBeLessThanOrEqual(birth);
      expect(ms(first.end)).toBeGreaterThan(birth);
    }
    expect(ms(d.chara.periods[0]!.start)).toBe(birth);
    // the balance from the Moon, worked out here from its longitude
    const moon = k.planets.find((p) => p.planet === "Moon")!.longitude;
    const units = (moon * 27) / 360;
    const nakshatra = Math.floor(units) + 1;
    const remainder = (nakshatra + 3) % 8;
    const yogini = YOGINIS[remainder === 0 ? 7 : remainder - 1]!;
    expect(d.yogini.periods[0]!.lord).toBe(yogini);
    const yYears = d.yogini.periods[0]!.years;
    expect(d.yogini.balanceYears).toBeCloseTo((1 - (units - Math.floor(units))) * yYears, 9);
    const lord = ashtottariLordOf(moon).lord;
    expect(d.ashtottari.periods[0]!.planet).toBe(lord);
    expect(d.ashtottari.periods[0]!.years).toBe(ASHTOTTARI_CYCLE.years[lord]);
    // the dasha year of the options: balance (years) after birth to the end of the first period, within a second
    const yearMs = k.basic.options.dashaYear * 86_400_000;
    expect(Math.abs(ms(d.yogini.periods[0]!.end) - birth - d.yogini.balanceYears * yearMs)).toBeLessThanOrEqual(1000);
  };

  it("every reference birth (southern hemisphere, local mean time, zones of India and beyond, true node)", () => {
    for (const birth of births) check(computeKundli(eph, { ...birth, include: ["dashas"] }, runtime));
  });

  it("a DST zone: New York in July writes -04:00 throughout (the birth's offset), in January -05:00", () => {
    const nyc = {
      name: "NYC",
      gender: "male",
      time: "14:00",
      place: { name: "New York", latitude: 40.7128, longitude: -74.006, timezone: "America/New_York" },
      include: ["dashas"],
    };
    const summer = computeKundli(eph, { ...nyc, date: "1990-07-04" }, runtime);
    expect(summer.basic.utcOffset).toBe("-04:00");
    check(summer);
    const winter = computeKundli(eph, { ...nyc, date: "1990-01-04", options: { dashaYear: 360 } }, runtime);
    expect(winter.basic.utcOffset).toBe("-05:00");
    check(winter);
  });

  it("a Moon at a nakshatra boundary: a second after it enters Punarvasu, Pingala from birth; a second before, Mangala ending", () => {
    // The instant the Moon reaches 80° (Punarvasu) in January 2000, by bisection on the engine's own Moon.
    const moonAt = (t: number) => sunMoonAt(eph, "lahiri")(julianDayFromMs(t)).moon;
    const inPunarvasu = (t: number) => moonAt(t) >= 80 && moonAt(t) < 80 + 40 / 3;
    let lo = Date.UTC(2000, 0, 1);
    while (!inPunarvasu(lo + 6 * 3_600_000)) lo += 6 * 3_600_000;
    let hi = lo + 6 * 3_600_000;
    while (hi - lo > 100) {
      const mid = (lo + hi) / 2;
      if (inPunarvasu(mid)) hi = mid;
      else lo = mid;
    }
    const at = (t: number) => {
      const iso = new Date(Math.round(t / 1000) * 1000).toISOString();
      return computeKundli(
        eph,
        {
          name: "Edge",
          gender: "male",
          date: iso.slice(0, 10),
          time: iso.slice(11, 19),
          utcOffset: "+00:00",
          place: { name: "Greenwich", latitude: 51.48, longitude: 0, timezone: "Europe/London" },
          include: ["dashas"],
        },
        runtime,
      );
    };
    const after = at(hi + 1000);
    const before = at(lo - 1000);
    check(after);
    check(before);
    // Within 2 s of the boundary the Moon (~0.55″ a second) is ≤ 1.1″ from it: 1.1″ of a nakshatra's
    // 48,000″ is ≤ 24 minutes of Pingala's 2 years and ≤ 12 of Mangala's 1 year.
    expect(after.dashas!.yogini.periods[0]!.lord).toBe("Pingala");
    expect(ms(after.basic.utc) - ms(after.dashas!.yogini.periods[0]!.start)).toBeLessThan(25 * 60_000);
    expect(before.dashas!.yogini.periods[0]!.lord).toBe("Mangala");
    expect(ms(before.dashas!.yogini.periods[0]!.end) - ms(before.basic.utc)).toBeLessThan(13 * 60_000);
    // Ardra and Punarvasu are both in the Ashtottari Sun's group (Ardra … Ashlesha): Sun on both sides
    expect(after.dashas!.ashtottari.periods[0]!.planet).toBe("Sun");
    expect(before.dashas!.ashtottari.periods[0]!.planet).toBe("Sun");
  });
});
