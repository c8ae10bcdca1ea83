/**
 * The whole Kundli against the independent oracle of testing/reference/examples/charts.jsonl
 * (native Swiss Ephemeris 2.10.03, Moshier, Lahiri, mean node, rules written from conventions.md).
 * Tolerances are the reference README's: longitudes ≤ 1″; signs, nakshatras, padas, vargas,
 * panchang elements, BAV/SAV exact; dasha starts ≤ 1 day (we hold ourselves to 60 s);
 * sunrise/sunset ≤ 60 s.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { computeKundli, type Kundli } from "./kundli.ts";
import { parseKundliInput } from "./input.ts";
import { CalcError } from "./types.ts";
import { chartExamples, parseInstant as ms } from "./testing/reference.ts";

const examples = chartExamples();

const ARCSEC = 1 / 3600;
let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe.each(examples)("$id", (example) => {
  let k: Kundli;
  beforeAll(() => {
    k = computeKundli(eph, example.input, { tzdata: "test" });
  });
  const e = example.expected;

  it("basic: julian day, ayanamsa, offset, options", () => {
    expect(k.basic.julianDayUT).toBeCloseTo(e.basic.julianDayUT, 8);
    expect(Math.abs(k.basic.ayanamsa - e.basic.ayanamsa)).toBeLessThan(ARCSEC / 10);
    expect(k.basic.utcOffset).toBe(e.basic.utcOffset);
    expect(k.basic.options).toEqual(e.basic.options);
  });

  it("planets: longitude within 1″, sign, nakshatra, pada, house, retrograde exact", () => {
    for (const want of e.planets) {
      const got = k.planets.find((p) => p.planet === want.planet)!;
      expect(Math.abs(got.longitude - want.longitude), want.planet).toBeLessThan(ARCSEC);
      expect([got.sign, got.nakshatra, got.pada, got.house, got.retrograde], want.planet).toEqual([
        want.sign,
        want.nakshatra,
        want.pada,
        want.house,
        want.retrograde,
      ]);
    }
  });

  it("every varga sign", () => {
    for (const [chart, bodies] of Object.entries(e.vargas)) {
      expect(k.vargas[chart as keyof Kundli["vargas"]], chart).toMatchObject(bodies);
    }
  });

  it("bhava madhya and sandhi within 1″", () => {
    e.bhava.forEach((want, i) => {
      expect(Math.abs(k.bhava[i]!.madhya - want.madhya)).toBeLessThan(ARCSEC);
      expect(Math.abs(k.bhava[i]!.sandhi - want.sandhi)).toBeLessThan(ARCSEC);
    });
  });

  it("dasha: mahadasha and antardasha starts within 60 s", () => {
    expect(k.dasha.balanceYears).toBeCloseTo(e.dasha.balanceYears, 5);
    e.dasha.periods.forEach((want, i) => {
      const got = k.dasha.periods[i]!;
      expect(got.planet).toBe(want.planet);
      expect(Math.abs(ms(got.start) - ms(want.start))).toBeLessThan(60_000);
      want.children!.forEach((child, j) => {
        expect(got.children![j]!.planet).toBe(child.planet);
        expect(Math.abs(ms(got.children![j]!.start) - ms(child.start))).toBeLessThan(60_000);
      });
    });
  });

  it("panchang: elements exact, times within 60 s", () => {
    const p = e.panchang;
    expect(k.panchang).toMatchObject({
      tithi: p.tithi,
      vara: p.vara,
      yoga: p.yoga,
      nakshatra: p.nakshatra,
      karana: p.karana,
      mangal_dosh: p.mangal_dosh,
    });
    for (const key of ["tithi_start_time", "tithi_end_time", "sunrise", "sunset"] as const) {
      expect(Math.abs(ms(k.panchang[key]!) - ms(p[key] as string)), key).toBeLessThan(60_000);
    }
  });

  it("avakhada", () => {
    const { paya: _paya, ...rest } = e.avakhada;
    expect(k.avakhada).toMatchObject(rest);
  });

  it("ashtakavarga: every BAV and SAV number", () => {
    expect(k.ashtakavarga.bav).toEqual(e.ashtakavarga.bav);
    expect(k.ashtakavarga.sav).toEqual(e.ashtakavarga.sav);
  });
});

describe("refusals", () => {
  const base = examples[0]!.input;
  it.each([
    [{ ...base, time: "25:00" }, "INVALID_TIME", "time"],
    [{ ...base, date: "2023-02-29" }, "INVALID_DATE", "date"],
    [{ ...base, date: "3100-01-01" }, "DATE_OUT_OF_RANGE", "date"],
    [{ ...base, place: { ...(base.place as object), timezone: "Mars/Olympus" } }, "INVALID_TIMEZONE", "place.timezone"],
    [{ ...base, place: { ...(base.place as object), latitude: 91 } }, "INVALID_LATITUDE", "place.latitude"],
    [{ ...base, gender: "other" }, "INVALID_FIELD", "gender"],
    [{ ...base, options: { ayanamsa: "fagan" } }, "INVALID_FIELD", "options.ayanamsa"],
  ])("%#: %s", (input, code, field) => {
    try {
      computeKundli(eph, input, { tzdata: "test" });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(CalcError);
      expect((error as CalcError).code).toBe(code);
      expect((error as CalcError).field).toBe(field);
    }
  });
});

describe("include (calc-cli-v2.md): sections asked for by name", () => {
  const birth = {
    name: "Include",
    gender: "female",
    date: "1990-08-15",
    time: "06:30",
    place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
  };
  const refused = (raw: unknown) => {
    try {
      parseKundliInput(raw);
    } catch (error) {
      return { code: (error as CalcError).code, field: (error as CalcError).field };
    }
    return null;
  };

  it("refuses unknown sections, bad moments and years, naming the field", () => {
    expect(refused({ ...birth, include: ["horoscope"] })).toEqual({ code: "INVALID_FIELD", field: "include.0" });
    expect(refused({ ...birth, include: "strength" })).toEqual({ code: "INVALID_FIELD", field: "include" });
    expect(refused({ ...birth, at: "2026-11-24 12:00" })).toEqual({ code: "INVALID_FIELD", field: "at" });
    expect(refused({ ...birth, at: "2026-13-24T12:00:00+05:30" })).toEqual({ code: "INVALID_FIELD", field: "at" });
    expect(refused({ ...birth, year: 2027.5 })).toEqual({ code: "INVALID_FIELD", field: "year" });
    // A field that is there with the wrong type is invalid, not "required".
    expect(refused({ ...birth, place: { ...birth.place, latitude: "26.9" } })).toEqual({
      code: "INVALID_FIELD",
      field: "place.latitude",
    });
    expect(refused({ ...birth, place: { ...birth.place, latitude: undefined } })).toEqual({
      code: "MISSING_FIELD",
      field: "place.latitude",
    });
  });

  it("keeps each section once, and the v1 Kundli is unchanged without include", () => {
    expect(parseKundliInput({ ...birth, include: ["kp", "kp"], at: "2026-11-24T12:00:00+05:30" })).toMatchObject({
      include: ["kp"],
      at: "2026-11-24T12:00:00+05:30",
    });
    expect(parseKundliInput(birth)).not.toHaveProperty("include");
  });
});
