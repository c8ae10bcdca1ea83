import { describe, expect, it } from "vitest";
import { normalizePhone } from "./phone";

describe("normalizePhone", () => {
  it.each([
    ["9876543210", "+919876543210"],
    ["6000000000", "+916000000000"],
    ["98765 43210", "+919876543210"],
    ["98765-43210", "+919876543210"],
    ["(98765) 43.210", "+919876543210"],
    ["09876543210", "+919876543210"],
    ["919876543210", "+919876543210"],
    ["+919876543210", "+919876543210"],
    ["+91 98765 43210", "+919876543210"],
    ["+91-98765-43210", "+919876543210"],
    ["0091 98765 43210", "+919876543210"],
    ["  9876543210  ", "+919876543210"],
    ["+1 (415) 555-2671", "+14155552671"],
    ["+44 7700 900123", "+447700900123"],
    ["0044 7700 900123", "+447700900123"],
    ["+971 50 123 4567", "+971501234567"],
    ["+977 98 1234 5678", "+9779812345678"],
  ])("reads %j as %s", (input, expected) => {
    expect(normalizePhone(input)).toBe(expected);
  });

  it.each([
    "",
    "   ",
    "12345",
    "5876543210", // Indian numbers start 6–9
    "987654321", // 9 digits
    "98765432101", // 11 digits without the trunk 0
    "+91 5876543210", // +91 needs a mobile number
    "+91 98765 4321", // too short
    "+91 0987654321",
    "+0 123 456 789", // no country code starts with 0
    "+1234567890123456", // 16 digits
    "+12345", // too short for any country
    "98765 4321x",
    "+91 98765 43210 ext 5",
    "++919876543210",
    "9876543210+",
    "९८७६५४३२१०", // Devanagari digits are not sent by phones' dialers; refuse rather than guess
    "+" + "1".repeat(40),
  ])("refuses %j", (input) => {
    expect(normalizePhone(input)).toBeNull();
  });
});
