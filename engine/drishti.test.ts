import { describe, expect, it } from "vitest";
import { aspects, drishtiHouses, grahaDrishti } from "./drishti.ts";
import { ARIES_LAGNA_SIGNS } from "./testing/charts.ts";

const signs = ARIES_LAGNA_SIGNS;

describe("graha drishti", () => {
  it("aspect houses: 7th for all; Mars 4, 8; Jupiter 5, 9; Saturn 3, 10", () => {
    expect(drishtiHouses("Sun")).toEqual([7]);
    expect(drishtiHouses("Moon")).toEqual([7]);
    expect(drishtiHouses("Mercury")).toEqual([7]);
    expect(drishtiHouses("Venus")).toEqual([7]);
    expect(drishtiHouses("Mars")).toEqual([4, 7, 8]);
    expect(drishtiHouses("Jupiter")).toEqual([5, 7, 9]);
    expect(drishtiHouses("Saturn")).toEqual([3, 7, 10]);
  });
  it("nodes: 5, 7, 9 by default; 7 only or none as options", () => {
    expect(drishtiHouses("Rahu")).toEqual([5, 7, 9]);
    expect(drishtiHouses("Ketu", "7")).toEqual([7]);
    expect(drishtiHouses("Rahu", "none")).toEqual([]);
  });
  const table = grahaDrishti(signs);
  it("Mars in Aries aspects Cancer, Libra, Scorpio (houses 4, 7, 8) and the Moon", () => {
    expect(table.of.Mars).toEqual({ aspects: [4, 7, 8], signs: [4, 7, 8], houses: [4, 7, 8], bodies: ["Moon"] });
  });
  it("Jupiter in Leo aspects Sagittarius, Aquarius, Aries: the Lagna and Mars", () => {
    expect(table.of.Jupiter.signs).toEqual([9, 11, 1]);
    expect(table.of.Jupiter.bodies).toEqual(["Ascendant", "Mars"]);
  });
  it("Saturn in Capricorn aspects Pisces, Cancer, Libra: Moon and Ketu", () => {
    expect(table.of.Saturn.signs).toEqual([12, 4, 7]);
    expect(table.of.Saturn.bodies).toEqual(["Moon", "Ketu"]);
  });
  it("reverse view: who aspects each body and each house", () => {
    // Ketu in Pisces aspects Cancer by its 5th (default node aspects 5, 7, 9).
    expect(table.aspectedBy.Moon).toEqual(["Mars", "Saturn", "Ketu"]);
    expect(grahaDrishti(signs, "7").aspectedBy.Moon).toEqual(["Mars", "Saturn"]);
    expect(table.aspectedBy.Ascendant).toEqual(["Jupiter"]);
    expect(table.houseAspectedBy[0]).toEqual(["Jupiter"]);
    // Rahu in Virgo (house 6) aspects houses 10, 12, 2 with the default 5-7-9.
    expect(table.of.Rahu.houses).toEqual([10, 12, 2]);
    expect(grahaDrishti(signs, "none").of.Rahu.houses).toEqual([]);
  });
  it("aspects(): by sign count", () => {
    expect(aspects("Saturn", 10, 12)).toBe(true);
    expect(aspects("Saturn", 10, 11)).toBe(false);
    expect(aspects("Venus", 3, 9)).toBe(true);
  });
});
