import { describe, expect, it } from "vitest";
import { panchangHref, placeClock, runningIndex, shiftDate } from "./format";

describe("placeClock", () => {
  it("reads the place's clock as the time is written, with its own offset", () => {
    expect(placeClock("2025-11-22T06:49:18+05:30", "+05:30")).toEqual({ date: "2025-11-22", time: "06:49:18" });
    // a night across a DST change: each time carries the offset in force then
    expect(placeClock("2026-03-08T03:10:00-04:00", "-05:00")).toEqual({ date: "2026-03-08", time: "03:10:00" });
  });

  it("shifts a time written in UTC (local mean time) by the day's offset", () => {
    expect(placeClock("1890-01-01T00:30:00Z", "+05:21:10")).toEqual({ date: "1890-01-01", time: "05:51:10" });
  });

  it("is null for a missing or unreadable time", () => {
    expect(placeClock(null, "+05:30")).toBeNull();
    expect(placeClock("soon", "+05:30")).toBeNull();
  });
});

describe("dates", () => {
  it("steps a civil date across months, leap days and years", () => {
    expect(shiftDate("2025-11-22", 1)).toBe("2025-11-23");
    expect(shiftDate("2024-02-28", 1)).toBe("2024-02-29");
    expect(shiftDate("2025-01-01", -1)).toBe("2024-12-31");
    expect(shiftDate("0100-03-01", -1)).toBe("0100-02-28");
  });

  it("links keep the date and place", () => {
    expect(panchangHref("2025-11-22", 1261481)).toBe("/main/panchang?date=2025-11-22&place=1261481");
    expect(panchangHref(null, 1261481)).toBe("/main/panchang?place=1261481");
    expect(panchangHref(null, null)).toBe("/main/panchang");
  });
});

describe("choghadiya and hora", () => {
  it("marks the span running now, none before or after, none without a clock", () => {
    const spans = [
      { start: "2025-11-22T06:49:18+05:30", end: "2025-11-22T08:08:45+05:30" },
      { start: "2025-11-22T08:08:45+05:30", end: "2025-11-22T09:28:12+05:30" },
    ];
    expect(runningIndex(spans, Date.parse("2025-11-22T08:08:45+05:30"))).toBe(1);
    expect(runningIndex(spans, Date.parse("2025-11-22T07:00:00+05:30"))).toBe(0);
    expect(runningIndex(spans, Date.parse("2025-11-22T06:00:00+05:30"))).toBe(-1);
    expect(runningIndex(spans, Date.parse("2025-11-22T09:28:12+05:30"))).toBe(-1);
    expect(runningIndex(spans, null)).toBe(-1);
  });
});
