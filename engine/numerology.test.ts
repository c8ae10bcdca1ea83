import { describe, expect, it } from "vitest";
import { countedLetters, nameNumber, numerology, reduceToDigit } from "./numerology.ts";

describe("reduceToDigit", () => {
  it("sums digits until one is left", () => {
    expect(reduceToDigit(0)).toBe(0);
    expect(reduceToDigit(9)).toBe(9);
    expect(reduceToDigit(28)).toBe(1);
    expect(reduceToDigit(1990)).toBe(1);
    expect(reduceToDigit(99999)).toBe(9);
  });
  it("refuses what is not a whole number", () => {
    expect(() => reduceToDigit(-1)).toThrow(RangeError);
    expect(() => reduceToDigit(2.5)).toThrow(RangeError);
  });
});

describe("name numbers", () => {
  it("counts Latin letters only, accents folded", () => {
    expect(countedLetters("Asha  Verma-Ji.")).toEqual([..."ASHAVERMAJI"]);
    expect(countedLetters("José")).toEqual([..."JOSE"]);
    expect(countedLetters("आशा")).toEqual([]);
  });
  it("Chaldean: A1 S3 H5 A1 V6 E5 R2 M4 A1 = 28 → 1", () => {
    const n = nameNumber("Asha Verma", "chaldean")!;
    expect(n.letters.map((l) => l.value)).toEqual([1, 3, 5, 1, 6, 5, 2, 4, 1]);
    expect(n).toMatchObject({ compound: 28, number: 1 });
  });
  it("Pythagorean: A1 S1 H8 A1 V4 E5 R9 M4 A1 = 34 → 7", () => {
    const n = nameNumber("asha verma", "pythagorean")!;
    expect(n.letters.map((l) => l.value)).toEqual([1, 1, 8, 1, 4, 5, 9, 4, 1]);
    expect(n).toMatchObject({ compound: 34, number: 7 });
  });
  it("no letter is 9 in Chaldean; I and R are 9 in Pythagorean", () => {
    const all = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
    expect(nameNumber(all, "chaldean")!.letters.some((l) => l.value === 9)).toBe(false);
    expect(nameNumber("IR", "pythagorean")!.letters.map((l) => l.value)).toEqual([9, 9]);
  });
  it("is null for a name written only in Devanagari", () => {
    expect(nameNumber("आशा वर्मा", "chaldean")).toBeNull();
  });
});

describe("numerology", () => {
  it("root from the day, destiny from every digit of the date", () => {
    const n = numerology("Asha Verma", "1990-08-15");
    expect(n.root).toBe(6); // 1 + 5
    expect(n.destinyCompound).toBe(33); // 1+5 + 0+8 + 1+9+9+0
    expect(n.destiny).toBe(6);
    expect(n.planets).toEqual({ root: "Venus", destiny: "Venus", name: "Sun" });
  });
  it("lucky numbers: the root's friends, then the destiny number if new", () => {
    const n = numerology("Ravi", "1942-10-11");
    expect(n.root).toBe(2);
    expect(n.destiny).toBe(1); // 1+1+1+0+1+9+4+2 = 19 → 1
    expect(n.lucky.numbers).toEqual([2, 1, 7]);
    const m = numerology("Ravi", "2001-01-28"); // root 1, destiny 2+8+1+2+1 = 14 → 5
    expect(m.lucky.numbers).toEqual([1, 2, 4, 7, 5]);
    expect(m.lucky.days).toEqual([1, 2]);
    expect(m.lucky.colours).toContain("gold");
  });
  it("refuses a date that does not exist", () => {
    expect(() => numerology("A", "2001-02-29")).toThrow(RangeError);
    expect(() => numerology("A", "15-08-1990")).toThrow(RangeError);
  });
});
