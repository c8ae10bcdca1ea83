import { describe, expect, it } from "vitest";
import { hmacSha256Hex, randomDigits, randomToken, sha256Hex, timingSafeEqual } from "./crypto.server";

describe("crypto helpers", () => {
  it("hash with the standard algorithms (FIPS 180-2 and RFC 4231 vectors)", async () => {
    expect(await sha256Hex("abc")).toBe("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    expect(await hmacSha256Hex("Jefe", "what do ya want for nothing?")).toBe(
      "5bdcc146bf60754e6a042426089575c75a003f089d2739839dec58b964ec3843",
    );
  });

  it("make 6-digit codes with leading zeros and every digit in every place", () => {
    const codes = Array.from({ length: 4000 }, () => randomDigits(6));
    expect(codes.every((c) => /^\d{6}$/.test(c))).toBe(true);
    for (let place = 0; place < 6; place++) {
      const digits = new Set(codes.map((c) => c[place]));
      expect(digits.size).toBe(10);
    }
    // Roughly uniform: each digit of the first place appears 400 ± a generous margin.
    const first = new Map<string, number>();
    for (const c of codes) first.set(c[0]!, (first.get(c[0]!) ?? 0) + 1);
    for (const n of first.values()) expect(n).toBeGreaterThan(250);
    expect(new Set(codes).size).toBeGreaterThan(3950);
  });

  it("make 256-bit tokens as 43 base64url characters, all different", () => {
    const tokens = Array.from({ length: 200 }, () => randomToken());
    expect(tokens.every((t) => /^[A-Za-z0-9_-]{43}$/.test(t))).toBe(true);
    expect(new Set(tokens).size).toBe(200);
    expect(randomToken(16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
  });

  it("compare strings exactly", () => {
    expect(timingSafeEqual("abc123", "abc123")).toBe(true);
    expect(timingSafeEqual("abc123", "abc124")).toBe(false);
    expect(timingSafeEqual("abc123", "abc12")).toBe(false);
    expect(timingSafeEqual("", "")).toBe(true);
    expect(timingSafeEqual("", "a")).toBe(false);
    expect(timingSafeEqual("a", "")).toBe(false);
  });
});
