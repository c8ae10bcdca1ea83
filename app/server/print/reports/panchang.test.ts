import { describe, expect, it } from "vitest";
import { panchangTime } from "./panchang";

// A Panchang day at Varanasi under India's own offset, and one in 1890, when Madras time (local
// mean time, +05:21:10) was in force and the day panchang writes its times in UTC.
const modern = { date: "2025-11-22", receipt: { utcOffset: "+05:30" } };
const madras = { date: "1890-01-01", receipt: { utcOffset: "+05:21:10" } };

describe("panchangTime", () => {
  it("prints the place's clock as written, with the date when the time falls on another day", () => {
    expect(panchangTime("2025-11-22T06:49:18+05:30", modern)).toBe("06:49");
    expect(panchangTime("2025-11-23T01:05:40+05:30", modern)).toBe("23-11 01:05");
    expect(panchangTime("2025-11-23T01:05:40+05:30", modern, false)).toBe("01:05");
  });

  it("shifts a local-mean-time instant (written in UTC) by the day's offset, as the screen does", () => {
    // 00:30 UTC + 5 h 21 m 10 s = 05:51:10 at Madras time, on the same date.
    expect(panchangTime("1890-01-01T00:30:00Z", madras)).toBe("05:51");
    // 20:00 UTC on 31 December is 01:21 on 1 January at the place.
    expect(panchangTime("1889-12-31T20:00:00Z", madras)).toBe("01:21");
    expect(panchangTime("1890-01-01T20:00:00Z", madras)).toBe("02-01 01:21");
  });

  it("prints a dash for a missing time", () => {
    expect(panchangTime(null, modern)).toBe("—");
  });
});
