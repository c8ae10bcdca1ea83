import { describe, expect, it } from "vitest";
import { CHOGHADIYA_QUALITY, placeClock } from "./panchang";

describe("choghadiya", () => {
  it("colours Amrita, Shubha, Labha good, Chara neutral, Udvega, Kala, Roga bad", () => {
    expect(CHOGHADIYA_QUALITY).toEqual({
      amrita: "good",
      shubha: "good",
      labha: "good",
      chara: "neutral",
      udvega: "bad",
      kala: "bad",
      roga: "bad",
    });
  });
});

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
