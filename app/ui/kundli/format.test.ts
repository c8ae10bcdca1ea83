import { describe, expect, it } from "vitest";
import {
  formatCivilDate,
  formatCoordinate,
  formatDateParts,
  formatDegreeInSign,
  formatDms,
  formatTimeParts,
  localParts,
  offsetSeconds,
} from "./format";

describe("formatDms", () => {
  it("writes degrees, minutes and seconds, truncated", () => {
    expect(formatDms(12.5822)).toBe("12°34′55″");
    expect(formatDms(12.5)).toBe("12°30′00″");
    expect(formatDms(0)).toBe("0°00′00″");
    expect(formatDms(29.99999999)).toBe("29°59′59″");
  });
  it("keeps the sign of a negative angle", () => {
    expect(formatDms(-3.25)).toBe("-3°15′00″");
  });
  it("gives the degree inside the sign of a longitude", () => {
    expect(formatDegreeInSign(271.1234)).toBe("1°07′24″");
    expect(formatDegreeInSign(359.999)).toBe("29°59′56″");
  });
  it("names the hemisphere", () => {
    expect(formatCoordinate(25.3176, "lat")).toBe("25°19′03″ N");
    expect(formatCoordinate(-74.006, "lon")).toBe("74°00′21″ W");
  });
});

describe("times at the birth place", () => {
  it("reads offsets with and without seconds", () => {
    expect(offsetSeconds("+05:30")).toBe(19800);
    expect(offsetSeconds("-03:30")).toBe(-12600);
    expect(offsetSeconds("+10:12:06")).toBe(36726);
    expect(offsetSeconds("5:30")).toBeNull();
  });
  it("shows an instant as the place's clock", () => {
    const p = localParts("1990-01-15T08:17:40+05:30", 19800);
    expect(formatDateParts(p)).toBe("15-01-1990");
    expect(formatTimeParts(p)).toBe("08:17:40");
  });
  it("shifts a UTC instant (local mean time) by the offset", () => {
    const p = localParts("2017-12-08T13:22:15Z", offsetSeconds("+10:12:06")!);
    expect(formatDateParts(p)).toBe("08-12-2017");
    expect(formatTimeParts(p)).toBe("23:34:21");
  });
  it("shows a missing instant as a dash", () => {
    expect(formatDateParts(localParts(null, 0))).toBe("—");
  });
  it("writes civil dates day first", () => {
    expect(formatCivilDate("1990-01-15")).toBe("15-01-1990");
  });
});
