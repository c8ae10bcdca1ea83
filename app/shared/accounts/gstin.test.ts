import { describe, expect, it } from "vitest";
import { gstinCheckCharacter, isValidGstin } from "./gstin";

// Published GSTINs of large companies (their check characters were not computed by this code).
const REAL = ["27AAPFU0939F1ZV", "29AAGCB7383J1Z4", "33AAACH7409R1Z8", "24AAACC1206D1ZM"];

describe("GSTIN", () => {
  it.each(REAL)("accepts %s", (gstin) => {
    expect(isValidGstin(gstin)).toBe(true);
    expect(gstinCheckCharacter(gstin.slice(0, 14))).toBe(gstin[14]);
  });

  it("refuses every other check character", () => {
    const [base] = REAL;
    for (const c of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ") {
      if (c !== base![14]) expect(isValidGstin(base!.slice(0, 14) + c)).toBe(false);
    }
  });

  it("notices a single changed character or two swapped ones", () => {
    expect(isValidGstin("27AAPFU0939F1ZV".replace("0939", "0989"))).toBe(false);
    expect(isValidGstin("27AAPFU0399F1ZV")).toBe(false);
  });

  it.each([
    ["too short", "27AAPFU0939F1Z"],
    ["lower case", "27aapfu0939f1zv"],
    ["no Z in the 14th place", "27AAPFU0939F1YV"],
    ["entity number 0", "27AAPFU0939F0ZV"],
    ["a PAN with a digit where a letter belongs", "27AAPF10939F1ZV"],
    ["state code 00", "00AAPFU0939F1ZV"],
    ["state code 40", "40AAPFU0939F1ZV"],
    ["spaces", "27 AAPFU0939F1ZV"],
  ])("refuses %s", (_label, gstin) => {
    expect(isValidGstin(gstin)).toBe(false);
  });

  it("accepts the special state codes 97 and 99 when the check character fits", () => {
    const body = "97AAPFU0939F1Z";
    expect(isValidGstin(body + gstinCheckCharacter(body))).toBe(true);
  });
});
