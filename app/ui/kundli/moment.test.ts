import { describe, expect, it } from "vitest";
import { formatOffset, instantOfPlaceClock, isoAt, placeClock, placeClockFields, zoneOffsetAt } from "./moment";

describe("the place's clock", () => {
  it("knows a zone's offset at an instant, with summer time", () => {
    expect(zoneOffsetAt("Asia/Kolkata", Date.parse("2026-05-12T04:30:00Z"))).toBe(19_800);
    expect(zoneOffsetAt("America/New_York", Date.parse("2026-07-01T12:00:00Z"))).toBe(-4 * 3600);
    expect(zoneOffsetAt("America/New_York", Date.parse("2026-01-01T12:00:00Z"))).toBe(-5 * 3600);
    expect(zoneOffsetAt("Not/AZone", 0)).toBeNull();
  });

  it("reads a typed clock time as that instant, in the zone's offset then", () => {
    expect(instantOfPlaceClock("2026-05-12T10:00", "Asia/Kolkata", 0)).toEqual({
      ms: Date.parse("2026-05-12T04:30:00Z"),
      offset: 19_800,
    });
    // New York in summer is -04:00 even for a winter birth.
    expect(instantOfPlaceClock("2026-07-01T08:15:30", "America/New_York", -5 * 3600)).toEqual({
      ms: Date.parse("2026-07-01T12:15:30Z"),
      offset: -4 * 3600,
    });
    // The hour repeated in autumn: the first of the two (still summer time).
    expect(instantOfPlaceClock("2026-11-01T01:30", "America/New_York", 0)!.offset).toBe(-4 * 3600);
    // An unknown zone: the birth's offset.
    expect(instantOfPlaceClock("2026-05-12T10:00", "Not/AZone", 19_800)!.ms).toBe(Date.parse("2026-05-12T04:30:00Z"));
    for (const bad of ["", "2026-02-30T10:00", "2026-05-12 10:00", "2026-05-12T25:00"])
      expect(instantOfPlaceClock(bad, "Asia/Kolkata", 19_800), bad).toBeNull();
  });

  it("writes the instant as the engine's `at` takes it", () => {
    const ms = Date.parse("2026-05-12T04:30:05Z");
    expect(isoAt(ms, 19_800)).toBe("2026-05-12T10:00:05+05:30");
    expect(isoAt(ms, -4 * 3600)).toBe("2026-05-12T00:30:05-04:00");
    // local mean time (seconds in the offset) goes as UTC
    expect(isoAt(ms, 21_200)).toBe("2026-05-12T04:30:05Z");
    expect(formatOffset(19_800)).toBe("+05:30");
    expect(formatOffset(-12_600)).toBe("-03:30");
    expect(formatOffset(21_200)).toBe("+05:53:20");
  });

  it("gives the date and time fields' values, which read back as the same minute", () => {
    const { parts, offset } = placeClock(Date.parse("2026-05-12T04:30:59Z"), "Asia/Kolkata", 0);
    expect(offset).toBe(19_800);
    const fields = placeClockFields(parts);
    expect(fields).toEqual({ date: "2026-05-12", time: "10:00" });
    expect(instantOfPlaceClock(`${fields.date}T${fields.time}`, "Asia/Kolkata", 0)?.ms).toBe(
      Date.parse("2026-05-12T04:30:00Z"),
    );
    // A year before 1000 keeps its four digits (a date field wants them).
    expect(placeClockFields(placeClock(Date.UTC(800, 0, 2, 12), "UTC", 0).parts).date).toBe("0800-01-02");
  });
});
