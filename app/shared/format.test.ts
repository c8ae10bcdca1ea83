import { describe, expect, it } from "vitest";
import { formatCount, formatRupees } from "./format";

describe("formatRupees", () => {
  it("shows an empty wallet as ₹0", () => {
    expect(formatRupees(0, "en")).toBe("₹0");
    expect(formatRupees(0, "hi")).toBe("₹0");
  });
  it("groups in lakhs and crores", () => {
    expect(formatRupees(12_345_600, "en")).toBe("₹1,23,456");
    expect(formatRupees(1_234_567_800, "hi")).toBe("₹1,23,45,678");
  });
  it("keeps paise when there are any", () => {
    expect(formatRupees(150_050, "en")).toBe("₹1,500.50");
  });
});

describe("formatCount", () => {
  it("groups counts the Indian way", () => {
    expect(formatCount(123456, "en")).toBe("1,23,456");
    expect(formatCount(3, "hi")).toBe("3");
  });
});
