import { describe, expect, it } from "vitest";
import { panchangHref, runningIndex, shiftDate } from "./format";

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
