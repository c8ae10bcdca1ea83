import { describe, expect, it } from "vitest";
import { sudarshanChakra } from "./sudarshan.ts";
import { ARIES_LAGNA_SIGNS } from "./testing/charts.ts";

const signs = ARIES_LAGNA_SIGNS;

describe("Sudarshan chakra", () => {
  const chakra = sudarshanChakra(signs);
  it("three rings of twelve houses from the Lagna, the Moon and the Sun", () => {
    expect(chakra.lagna.houses.map((h) => h.sign)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(chakra.moon.houses.map((h) => h.sign)).toEqual([4, 5, 6, 7, 8, 9, 10, 11, 12, 1, 2, 3]);
    expect(chakra.sun.houses.map((h) => h.sign)).toEqual([2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 1]);
  });
  it("planets in each house", () => {
    expect(chakra.lagna.houses[0]!.bodies).toEqual(["Ascendant", "Mars"]);
    expect(chakra.moon.houses[0]!.bodies).toEqual(["Moon"]);
    expect(chakra.moon.houses[6]!.bodies).toEqual(["Saturn"]); // Capricorn, 7th from the Cancer Moon
    expect(chakra.sun.houses[0]!.bodies).toEqual(["Sun", "Mercury"]);
    expect(chakra.sun.houses[11]!.bodies).toEqual(["Ascendant", "Mars"]);
  });
  it("every body appears exactly once in each ring", () => {
    for (const ring of [chakra.lagna, chakra.moon, chakra.sun]) {
      expect(ring.houses.flatMap((h) => h.bodies).sort()).toEqual(Object.keys(signs).sort());
    }
  });
});
