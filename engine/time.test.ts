import { describe, expect, it } from "vitest";
import {
  formatInstant,
  formatUtcOffset,
  instantFormatter,
  instantStyle,
  writeInstant,
  julianDayFromMs,
  msFromJulianDay,
  parseUtcOffset,
  resolveBirthTime,
  validateCoordinates,
  zoneOffsetSeconds,
} from "./time.ts";
import { CalcError } from "./types.ts";
import { chartExamples } from "./testing/reference.ts";

const charts = chartExamples();

const at = (date: string, time: string, timezone: string, utcOffset?: string) =>
  resolveBirthTime({ date, time, timezone, utcOffset });

/** The CalcError `f` throws (fails the test if it throws something else or nothing). */
function calcError(f: () => unknown): CalcError {
  try {
    f();
  } catch (e) {
    expect(e).toBeInstanceOf(CalcError);
    return e as CalcError;
  }
  throw new Error("expected a CalcError");
}

describe("Asia/Kolkata history from tzdata (Intl)", () => {
  it.each([
    ["1900-01-01", "12:00", "+05:21:10", "1900-01-01T06:38:50.000Z"], // Howrah mean time
    ["1904-05-11", "06:35", "+05:21:10", "1904-05-11T01:13:50.000Z"],
    ["1935-05-02", "05:04:13", "+05:30", "1935-05-01T23:34:13.000Z"],
    ["1941-12-01", "12:00", "+06:30", "1941-12-01T05:30:00.000Z"], // war time from 1941-10-01
    ["1942-07-01", "12:00", "+05:30", "1942-07-01T06:30:00.000Z"], // back to IST 1942-05-15 .. 1942-09-01
    ["1943-06-01", "12:00", "+06:30", "1943-06-01T05:30:00.000Z"], // war time 1942-09-01 .. 1945-10-15
    ["1945-10-14", "12:00", "+06:30", "1945-10-14T05:30:00.000Z"],
    ["1945-10-16", "12:00", "+05:30", "1945-10-16T06:30:00.000Z"],
    ["2024-07-17", "05:54:29", "+05:30", "2024-07-17T00:24:29.000Z"],
  ])("%s %s is %s", (date, time, offset, utc) => {
    const r = at(date, time, "Asia/Kolkata");
    expect(r.utcOffset).toBe(offset);
    expect(r.utcOffsetSource).toBe("zone");
    expect(r.utc).toBe(utc);
    expect(r.warnings).toEqual([]);
  });

  it("accepts the old alias Asia/Calcutta", () => {
    expect(at("1910-01-13", "15:43", "Asia/Calcutta").utc).toBe("1910-01-13T10:13:00.000Z");
  });

  it("gives an offset with seconds as seconds east of Greenwich", () => {
    expect(zoneOffsetSeconds("Asia/Kolkata", Date.UTC(1900, 0, 1))).toBe(5 * 3600 + 21 * 60 + 10);
  });

  it("reads the zone's clock in 1 BC (year 0) too: the midnight of 0001-01-01 is in it at UTC", () => {
    // Intl numbers years by era (year 0 is "1 BC"); read as year 1, the offset came out a year long.
    const lmt = 5 * 3600 + 53 * 60 + 28; // Kolkata's local mean time before 1854, tzdata's first offset
    const yearZero = new Date(0).setUTCFullYear(0, 11, 31);
    expect(zoneOffsetSeconds("Asia/Kolkata", yearZero)).toBe(lmt);
    const r = at("0001-01-01", "00:00", "Asia/Kolkata");
    expect(r.utcOffset).toBe("+05:53:28");
    expect(r.utc).toBe("0000-12-31T18:06:32.000Z");
    expect(r.nextLocalMidnightJulianDayUT - r.localMidnightJulianDayUT).toBe(1);
  });
});

describe("explicit utcOffset overrides the zone", () => {
  it("war-time birth given in IST", () => {
    const r = at("1945-04-08", "04:57", "Asia/Kolkata", "+05:30");
    expect(r.utcOffset).toBe("+05:30");
    expect(r.utcOffsetSource).toBe("utcOffset");
    expect(r.utc).toBe("1945-04-07T23:27:00.000Z");
  });

  it("local mean time with seconds", () => {
    const r = at("2017-12-08", "23:34:21", "Australia/Brisbane", "+10:12:06");
    expect(r.offsetSeconds).toBe(36726);
    expect(r.utcOffset).toBe("+10:12:06");
    expect(r.utc).toBe("2017-12-08T13:22:15.000Z");
    // the civil date starts at 00:00 of the same offset
    // (a JD near 2.46e6 holds time to about 40 µs, hence the 1 ms tolerance)
    expect(Math.abs(msFromJulianDay(r.localMidnightJulianDayUT) - (Date.UTC(2017, 11, 8) - 36726_000))).toBeLessThan(1);
    expect(r.nextLocalMidnightJulianDayUT - r.localMidnightJulianDayUT).toBeCloseTo(1, 8);
  });

  it("negative offsets, with and without seconds", () => {
    expect(parseUtcOffset("-05:00")).toBe(-18000);
    expect(parseUtcOffset("-00:30")).toBe(-1800);
    expect(parseUtcOffset("+05:21:10")).toBe(19270);
    expect(formatUtcOffset(-18000)).toBe("-05:00");
    expect(formatUtcOffset(-1800)).toBe("-00:30");
    expect(formatUtcOffset(0)).toBe("+00:00");
    expect(formatUtcOffset(19270)).toBe("+05:21:10");
  });
});

describe("America/New_York daylight saving edges", () => {
  it("winter and summer offsets (the contract's example JD)", () => {
    const r = at("1990-01-15", "12:00", "America/New_York");
    expect(r.utcOffset).toBe("-05:00");
    expect(r.julianDayUT).toBeCloseTo(2447907.2083333, 7);
    expect(at("2023-07-01", "12:00", "America/New_York").utcOffset).toBe("-04:00");
  });

  it("a clock time in the spring-forward gap is shifted forward by the gap, with a warning", () => {
    const r = at("2023-03-12", "02:30", "America/New_York");
    expect(r.utc).toBe("2023-03-12T07:30:00.000Z"); // 02:30 EST = 03:30 EDT
    expect(r.utcOffset).toBe("-04:00");
    expect(r.localDateTime).toBe("2023-03-12T03:30:00");
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ code: "NONEXISTENT_LOCAL_TIME", field: "time" });
    expect(r.warnings[0]!.message).toContain("03:30:00 -04:00");
  });

  it("the last minute before the gap and the first after it are ordinary", () => {
    expect(at("2023-03-12", "01:59:59", "America/New_York")).toMatchObject({
      utc: "2023-03-12T06:59:59.000Z",
      warnings: [],
    });
    expect(at("2023-03-12", "03:00", "America/New_York")).toMatchObject({
      utc: "2023-03-12T07:00:00.000Z",
      warnings: [],
    });
  });

  it("a clock time that occurs twice takes the first (earlier) instant, with a warning", () => {
    const r = at("2023-11-05", "01:30", "America/New_York");
    expect(r.utc).toBe("2023-11-05T05:30:00.000Z"); // 01:30 EDT, not 01:30 EST (06:30Z)
    expect(r.utcOffset).toBe("-04:00");
    expect(r.warnings).toHaveLength(1);
    expect(r.warnings[0]).toMatchObject({ code: "AMBIGUOUS_LOCAL_TIME", field: "time" });
    expect(r.warnings[0]!.message).toContain("-05:00");
  });

  it("an explicit offset picks the second occurrence without a warning", () => {
    const r = at("2023-11-05", "01:30", "America/New_York", "-05:00");
    expect(r.utc).toBe("2023-11-05T06:30:00.000Z");
    expect(r.warnings).toEqual([]);
  });

  it("just outside the repeated hour is ordinary", () => {
    expect(at("2023-11-05", "00:59:59", "America/New_York")).toMatchObject({ utcOffset: "-04:00", warnings: [] });
    expect(at("2023-11-05", "02:00", "America/New_York")).toMatchObject({ utcOffset: "-05:00", warnings: [] });
  });

  it("the civil day of a DST change has 23 or 25 hours", () => {
    const spring = at("2023-03-12", "12:00", "America/New_York");
    expect((spring.nextLocalMidnightJulianDayUT - spring.localMidnightJulianDayUT) * 24).toBeCloseTo(23, 6);
    const autumn = at("2023-11-05", "12:00", "America/New_York");
    expect((autumn.nextLocalMidnightJulianDayUT - autumn.localMidnightJulianDayUT) * 24).toBeCloseTo(25, 6);
    expect(msFromJulianDay(autumn.localMidnightJulianDayUT)).toBeCloseTo(Date.UTC(2023, 10, 5, 4), -1);
  });

  it("a whole skipped day (Samoa, 2011-12-30) moves forward by 24 h", () => {
    const r = at("2011-12-30", "12:00", "Pacific/Apia");
    expect(r.localDateTime).toBe("2011-12-31T12:00:00");
    expect(r.utcOffset).toBe("+14:00");
    expect(r.warnings[0]!.code).toBe("NONEXISTENT_LOCAL_TIME");
  });
});

describe("the reference births (examples/charts.jsonl)", () => {
  it.each(charts.map((c) => [c.id, c] as const))("%s: offset, UTC instant and julianDayUT", (_id, c) => {
    const r = resolveBirthTime({ ...c.input, timezone: c.input.place.timezone });
    expect(r.utcOffset).toBe(c.expected.basic.utcOffset);
    // The oracle names the zone source "tzdata"; our API says "zone" (see the report).
    expect(r.utcOffsetSource).toBe(
      c.expected.basic.utcOffsetSource === "tzdata" ? "zone" : c.expected.basic.utcOffsetSource,
    );
    expect(r.utc).toBe(c.expected.basic.utc);
    expect(Math.abs(r.julianDayUT - c.expected.basic.julianDayUT) * 86400).toBeLessThan(0.001);
  });
});

describe("Julian day and ISO 8601 output", () => {
  it("JD of the Unix epoch and of J2000.0 (UT)", () => {
    expect(julianDayFromMs(0)).toBe(2440587.5);
    expect(julianDayFromMs(Date.UTC(2000, 0, 1, 12))).toBe(2451545);
    expect(msFromJulianDay(2451545)).toBe(Date.UTC(2000, 0, 1, 12));
  });

  it("formats with the birth offset, to the rounded second", () => {
    expect(formatInstant(Date.UTC(1990, 0, 15, 12, 12, 31), -18000)).toBe("1990-01-15T07:12:31-05:00");
    expect(formatInstant(Date.UTC(1990, 0, 15, 12, 12, 31, 600), -18000)).toBe("1990-01-15T07:12:32-05:00");
    expect(formatInstant(Date.UTC(2024, 6, 17, 0, 24, 29), 19800)).toBe("2024-07-17T05:54:29+05:30");
    expect(formatInstant(Date.UTC(2024, 6, 16, 20), 19800)).toBe("2024-07-17T01:30:00+05:30");
  });

  it("gives the time in UTC with Z when the offset has seconds", () => {
    expect(formatInstant(Date.UTC(2017, 11, 7, 18, 45, 12), 36726)).toBe("2017-12-07T18:45:12Z");
    expect(formatInstant(Date.UTC(1904, 4, 11, 1, 13, 50), 19270)).toBe("1904-05-11T01:13:50Z");
  });
});

describe("validation", () => {
  it.each([
    ["2023-02-29", "INVALID_DATE", "2023-02-29 does not exist"],
    ["2023-13-01", "INVALID_DATE", "month 13"],
    ["2023-04-31", "INVALID_DATE", "does not exist"],
    ["15-01-1990", "INVALID_DATE", "YYYY-MM-DD"],
    ["0000-01-01", "INVALID_DATE", "out of range"],
  ])("date %s", (date, code, message) => {
    const e = calcError(() => at(date, "12:00", "Asia/Kolkata"));
    expect(e).toMatchObject({ code, field: "date" });
    expect(e.message).toContain(message);
  });

  it("accepts 29 February in leap years (2024, 2000) only", () => {
    expect(at("2024-02-29", "12:00", "UTC").utc).toBe("2024-02-29T12:00:00.000Z");
    expect(at("2000-02-29", "12:00", "UTC").utc).toBe("2000-02-29T12:00:00.000Z");
    expect(calcError(() => at("1900-02-29", "12:00", "UTC")).code).toBe("INVALID_DATE");
  });

  it.each([
    ["25:00", "hour 25"],
    ["24:00", "hour 24"],
    ["12:60", "minute 60"],
    ["12:00:60", "second 60"],
    ["7:05", "HH:MM"],
    ["12:00 PM", "HH:MM"],
  ])("time %s", (time, message) => {
    const e = calcError(() => at("2020-01-01", time, "Asia/Kolkata"));
    expect(e).toMatchObject({ code: "INVALID_TIME", field: "time" });
    expect(e.message).toContain(message);
  });

  it("unknown or empty time zone", () => {
    expect(calcError(() => at("2020-01-01", "12:00", "Mars/Olympus_Mons"))).toMatchObject({
      code: "INVALID_TIMEZONE",
      field: "place.timezone",
      message: 'unknown time zone "Mars/Olympus_Mons"',
    });
    expect(calcError(() => at("2020-01-01", "12:00", "")).code).toBe("INVALID_TIMEZONE");
    // the zone is checked even when utcOffset overrides it
    expect(calcError(() => at("2020-01-01", "12:00", "Nowhere/City", "+05:30")).code).toBe("INVALID_TIMEZONE");
  });

  it.each(["+5:30", "05:30", "+05:60", "+05:30:60", "+19:00", "IST"])("utcOffset %s", (offset) => {
    expect(calcError(() => at("2020-01-01", "12:00", "Asia/Kolkata", offset))).toMatchObject({
      code: "INVALID_UTC_OFFSET",
      field: "utcOffset",
    });
  });

  it("latitude and longitude ranges", () => {
    expect(() => validateCoordinates(90, -180)).not.toThrow();
    expect(() => validateCoordinates(-90, 180)).not.toThrow();
    expect(calcError(() => validateCoordinates(90.5, 0))).toMatchObject({
      code: "INVALID_LATITUDE",
      field: "place.latitude",
    });
    expect(calcError(() => validateCoordinates(-91, 0))).toMatchObject({
      code: "INVALID_LATITUDE",
      field: "place.latitude",
    });
    expect(calcError(() => validateCoordinates(0, 180.01))).toMatchObject({
      code: "INVALID_LONGITUDE",
      field: "place.longitude",
    });
    expect(calcError(() => validateCoordinates(0, Number.NaN))).toMatchObject({ code: "INVALID_LONGITUDE" });
    expect(calcError(() => validateCoordinates("12.9", 77))).toMatchObject({ code: "INVALID_LATITUDE" });
  });
});

describe("instantFormatter and writeInstant (the fast paths) equal formatInstant", () => {
  const bytes = new Uint8Array(64);
  const decoder = new TextDecoder();
  it.each([19800, -18000, 0, 36726, 20070, -3600 * 11, 45 * 60])(
    "offset %i s, over 400 years of instants",
    (offset) => {
      const format = instantFormatter(offset);
      const style = instantStyle(offset);
      for (let ms = Date.UTC(1800, 0, 1); ms < Date.UTC(2200, 0, 1); ms += 86_400_000 * 37.3 + 12_345.6) {
        const expected = formatInstant(ms, offset);
        expect(format(ms)).toBe(expected);
        expect(decoder.decode(bytes.subarray(3, writeInstant(bytes, 3, ms, style)))).toBe(expected);
      }
    },
  );

  it("at the edges: the ends of years 0000 and 9999, half seconds, and beyond (left to formatInstant)", () => {
    const style = instantStyle(19800);
    const format = instantFormatter(19800);
    // Date.UTC reads years 0–99 as 1900–1999, so the year is set apart.
    const utc = (year: number, ...rest: [number, number, number?, number?, number?]) =>
      new Date(Date.UTC(2000, ...rest)).setUTCFullYear(year);
    const edges = [
      utc(0, 0, 1) - 19_800_000, // 0000-01-01T00:00:00 local
      utc(0, 0, 1) - 19_800_000 - 1000, // the second before: year -000001
      utc(9999, 11, 31, 23, 59, 59) - 19_800_000,
      utc(9999, 11, 31, 23, 59, 59) - 19_800_000 + 1000, // +010000
      Date.UTC(2000, 1, 29, 12, 0, 0, 500), // rounds up
      Date.UTC(2000, 1, 29, 12, 0, 0, 499.999), // rounds down
      Date.UTC(1999, 11, 31, 18, 29, 59, 600), // rounds into the next year, local time
    ];
    for (const ms of edges) {
      const expected = formatInstant(ms, 19800);
      expect(format(ms)).toBe(expected);
      expect(decoder.decode(bytes.subarray(0, writeInstant(bytes, 0, ms, style)))).toBe(expected);
    }
    expect(format(Date.UTC(1999, 11, 31, 18, 29, 59, 600))).toBe("2000-01-01T00:00:00+05:30");
  });
});
