import { describe, expect, it } from "vitest";
import { formatRupees } from "#app/shared/format";
import { rupeesToPaise } from "./amount";

describe("rupeesToPaise", () => {
  it("reads rupees and paise as integers, never floats", () => {
    expect(rupeesToPaise("500")).toBe(50_000);
    expect(rupeesToPaise("0.29")).toBe(29); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(rupeesToPaise("500.5")).toBe(50_050);
    expect(rupeesToPaise("₹1,25,000.00")).toBe(12_500_000);
  });
  it("refuses what is not an amount", () => {
    for (const text of ["", "-5", "1e3", "10.123", "abc", "5.", "1234567890"]) expect(rupeesToPaise(text)).toBeNull();
  });
  it("shows exact amounts with Indian grouping and paise", () => {
    expect(formatRupees(12_500_000, "en", { exact: true })).toBe("₹1,25,000.00");
    expect(formatRupees(12_500_000, "en")).toBe("₹1,25,000");
  });
});
