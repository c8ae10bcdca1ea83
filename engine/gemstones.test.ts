import { describe, expect, it } from "vitest";
import { gemstones, housesRuledBy, STONES } from "./gemstones.ts";
import { GRAHAS, type ChartBody, type Sign } from "./types.ts";

/** A chart with the Lagna in `asc` and every graha in `others` unless placed. */
function chart(asc: Sign, placed: Partial<Record<ChartBody, Sign>> = {}, others: Sign = asc): Record<ChartBody, Sign> {
  return { Ascendant: asc, ...Object.fromEntries(GRAHAS.map((g) => [g, others])), ...placed } as Record<
    ChartBody,
    Sign
  >;
}

describe("housesRuledBy", () => {
  it("Mars rules the 1st and 8th for Aries, Saturn the 9th and 10th for Taurus", () => {
    expect(housesRuledBy("Mars", 1)).toEqual([1, 8]);
    expect(housesRuledBy("Saturn", 2)).toEqual([9, 10]);
    expect(housesRuledBy("Rahu", 2)).toEqual([]);
  });
});

describe("gemstones", () => {
  it("Aries Lagna: coral (Lagna lord), ruby (5th), yellow sapphire (9th); emerald avoided", () => {
    const g = gemstones(chart(1));
    expect(g.recommendations.map((r) => [r.role, r.house, r.lord, r.stone])).toEqual([
      ["life", 1, "Mars", "redCoral"],
      ["benefic", 5, "Sun", "ruby"],
      ["lucky", 9, "Jupiter", "yellowSapphire"],
    ]);
    // Mars also rules the 8th, but the Lagna lord is never flagged for it.
    expect(g.recommendations[0]!.alsoRules).toEqual([8]);
    expect(g.recommendations[0]!.cautions).not.toContain("alsoRulesDusthana");
    // Jupiter rules the 9th and the 12th: flagged.
    expect(g.recommendations[2]!.cautions).toContain("alsoRulesDusthana");
    expect(g.avoid.map((a) => [a.lord, a.stone, a.rules, a.houses])).toEqual([["Mercury", "emerald", [6], [3, 6]]]);
  });

  it("Taurus Lagna: blue sapphire for the 9th lord always comes with a trial", () => {
    const g = gemstones(chart(2));
    const lucky = g.recommendations.find((r) => r.role === "lucky")!;
    expect(lucky).toMatchObject({ lord: "Saturn", stone: "blueSapphire", alsoRules: [10] });
    expect(lucky.cautions).toContain("trialFirst");
    expect(g.avoid.map((a) => a.stone)).toEqual(["yellowSapphire", "redCoral"]);
  });

  it("Leo Lagna: Saturn's blue sapphire is avoided, and Saturn is named with both its houses, the 6th and the 7th", () => {
    const g = gemstones(chart(5));
    expect(g.avoid.map((a) => [a.lord, a.rules, a.houses])).toEqual([
      ["Saturn", [6], [6, 7]],
      ["Moon", [12], [12]],
    ]);
  });

  it("flags a lord placed in a dusthana and a debilitated lord", () => {
    // Leo Lagna; the Sun (Lagna lord) in Libra: 3rd house, debilitated. Jupiter (5th lord) in Capricorn: 6th.
    const g = gemstones(chart(5, { Sun: 7, Jupiter: 10 }));
    const life = g.recommendations[0]!;
    expect(life).toMatchObject({ lord: "Sun", lordHouse: 3 });
    expect(life.cautions).toEqual(["debilitated"]);
    const benefic = g.recommendations[1]!;
    expect(benefic).toMatchObject({ lord: "Jupiter", lordHouse: 6 });
    expect(benefic.cautions).toEqual(["alsoRulesDusthana", "placedInDusthana", "debilitated"]);
  });

  it("names the stones not to wear with each: those of natural enemies", () => {
    const ruby = gemstones(chart(5)).recommendations[0]!;
    expect(ruby.stone).toBe("ruby");
    expect(ruby.notWith.sort()).toEqual(["blueSapphire", "diamond", "hessonite"]);
  });

  it("every planet has a stone with its own weekday and a mantra in Devanagari", () => {
    for (const g of GRAHAS) {
      expect(STONES[g].planet).toBe(g);
      expect(STONES[g].mantra).toMatch(/^ॐ [\u0900-\u097F ]+नमः$/);
      expect(STONES[g].weightRatti[0]).toBeLessThan(STONES[g].weightRatti[1]);
    }
  });
});
