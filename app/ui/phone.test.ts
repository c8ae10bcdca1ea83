import { describe, expect, it } from "vitest";
import { formatPhone, readPhone } from "./phone";

describe("readPhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["98765 43210", "+919876543210"],
    ["098765-43210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["+1 (415) 555-2671", "+14155552671"],
  ])("reads %s as %s", (input, e164) => {
    expect(readPhone(input)).toEqual({ ok: true, e164 });
  });

  it("asks for a number when nothing is typed", () => {
    expect(readPhone("   ")).toEqual({ ok: false, problem: "empty" });
  });

  it.each(["12345", "5876543210", "+91 5876543210", "+91 98765 4321", "98765abcde"])(
    "points %s at the Indian mobile form",
    (input) => {
      expect(readPhone(input)).toEqual({ ok: false, problem: "invalidIndian" });
    },
  );

  it.each(["+0 123 456 789", "+12", "+1234567890123456", "0044 12"])("points %s at the international form", (input) => {
    expect(readPhone(input)).toEqual({ ok: false, problem: "invalid" });
  });
});

describe("formatPhone", () => {
  it("groups Indian numbers 5 + 5", () => {
    expect(formatPhone("+919876543210")).toBe("+91 98765 43210");
  });
  it("leaves other countries as they are", () => {
    expect(formatPhone("+14155552671")).toBe("+14155552671");
  });
});
