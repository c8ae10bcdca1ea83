// Gemstones (ratna) from the birth chart, by the rule most Indian astrologers print:
//  - life stone (jeevan ratna): the stone of the Lagna lord;
//  - benefic stone (punya / karak ratna): the stone of the 5th lord;
//  - lucky stone (bhagya ratna): the stone of the 9th lord.
// The houses are counted by sign from the Lagna. Lords of the 6th, 8th and 12th (dusthanas)
// that rule none of the 1st, 5th and 9th are listed as stones to avoid. Cautions are facts the
// astrologer should weigh, never a verdict: the engine states which rule raised each one.
// Stone details (metal, finger, day, weight, mantra) are the common traditional guidance.

import { DEBILITATION_SIGN, NAISARGIKA, lordOf, type SaptaGraha } from "./data/grahas.ts";
import { GRAHAS, type ChartBody, type Graha, type Sign } from "./types.ts";
import { houseFrom, signFrom } from "./zodiac.ts";

export type StoneKey =
  "ruby" | "pearl" | "redCoral" | "emerald" | "yellowSapphire" | "diamond" | "blueSapphire" | "hessonite" | "catsEye";

export type Metal = "gold" | "silver" | "copper" | "goldOrCopper" | "silverOrPlatinum" | "panchdhatu";
export type Finger = "index" | "middle" | "ring" | "little";

export interface StoneFacts {
  stone: StoneKey;
  planet: Graha;
  /** Affordable substitute (uparatna), as a translation key. */
  substitute: string;
  metal: Metal;
  finger: Finger;
  /** Weekday 1..7, Sunday = 1: the planet's own day. */
  day: number;
  /** Usual weight in ratti (1 ratti ≈ 0.91 carat), smallest and largest. */
  weightRatti: readonly [number, number];
  /** The planet's beej mantra, recited 108 times when the stone is first worn. */
  mantra: string;
}

// prettier-ignore
export const STONES: Readonly<Record<Graha, StoneFacts>> = {
  Sun: { stone: "ruby", planet: "Sun", substitute: "redGarnet", metal: "goldOrCopper", finger: "ring", day: 1, weightRatti: [3, 6], mantra: "ॐ ह्रां ह्रीं ह्रौं सः सूर्याय नमः" },
  Moon: { stone: "pearl", planet: "Moon", substitute: "moonstone", metal: "silver", finger: "little", day: 2, weightRatti: [4, 7], mantra: "ॐ श्रां श्रीं श्रौं सः चन्द्रमसे नमः" },
  Mars: { stone: "redCoral", planet: "Mars", substitute: "carnelian", metal: "goldOrCopper", finger: "ring", day: 3, weightRatti: [6, 9], mantra: "ॐ क्रां क्रीं क्रौं सः भौमाय नमः" },
  Mercury: { stone: "emerald", planet: "Mercury", substitute: "peridot", metal: "gold", finger: "little", day: 4, weightRatti: [3, 6], mantra: "ॐ ब्रां ब्रीं ब्रौं सः बुधाय नमः" },
  Jupiter: { stone: "yellowSapphire", planet: "Jupiter", substitute: "yellowTopaz", metal: "gold", finger: "index", day: 5, weightRatti: [3, 5], mantra: "ॐ ग्रां ग्रीं ग्रौं सः गुरवे नमः" },
  Venus: { stone: "diamond", planet: "Venus", substitute: "whiteSapphire", metal: "silverOrPlatinum", finger: "middle", day: 6, weightRatti: [1, 2], mantra: "ॐ द्रां द्रीं द्रौं सः शुक्राय नमः" },
  Saturn: { stone: "blueSapphire", planet: "Saturn", substitute: "amethyst", metal: "panchdhatu", finger: "middle", day: 7, weightRatti: [3, 5], mantra: "ॐ प्रां प्रीं प्रौं सः शनैश्चराय नमः" },
  Rahu: { stone: "hessonite", planet: "Rahu", substitute: "orangeZircon", metal: "panchdhatu", finger: "middle", day: 7, weightRatti: [5, 8], mantra: "ॐ भ्रां भ्रीं भ्रौं सः राहवे नमः" },
  Ketu: { stone: "catsEye", planet: "Ketu", substitute: "tigersEye", metal: "panchdhatu", finger: "little", day: 3, weightRatti: [5, 7], mantra: "ॐ स्रां स्रीं स्रौं सः केतवे नमः" },
};

export type StoneRole = "life" | "benefic" | "lucky";
export const ROLE_HOUSE: Readonly<Record<StoneRole, number>> = { life: 1, benefic: 5, lucky: 9 };
const DUSTHANAS: readonly number[] = [6, 8, 12];

export type GemCaution =
  /** The lord also rules the 6th, 8th or 12th (never raised for the Lagna lord, always benefic). */
  | "alsoRulesDusthana"
  /** The lord sits in the 6th, 8th or 12th house: the stone also feeds that house. */
  | "placedInDusthana"
  /** The lord is debilitated: many astrologers strengthen it with its stone only after a trial. */
  | "debilitated"
  /** Blue sapphire acts fast, for good or ill: always worn on trial first. */
  | "trialFirst";

export interface GemRecommendation extends StoneFacts {
  role: StoneRole;
  house: number;
  /** Sign on that house. */
  sign: Sign;
  lord: SaptaGraha;
  /** House (by sign from the Lagna) where the lord sits. */
  lordHouse: number;
  /** Other houses (1..12) the same lord rules. */
  alsoRules: number[];
  cautions: GemCaution[];
  /** Stones not to wear with this one: those of its natural enemies (either way round). */
  notWith: StoneKey[];
}

export interface GemAvoid extends StoneFacts {
  lord: SaptaGraha;
  /** The dusthanas (6, 8, 12) it rules. */
  rules: number[];
  /** Every house it rules (a report names them all: Saturn rules the 6th and the 7th for Leo). */
  houses: number[];
}

export interface Gemstones {
  recommendations: GemRecommendation[];
  /** Stones of lords that rule only troublesome houses among 1, 5, 9, 6, 8, 12. */
  avoid: GemAvoid[];
}

/** Houses 1..12 ruled by a planet for this Lagna. */
export function housesRuledBy(planet: Graha, ascendantSign: Sign): number[] {
  const houses: number[] = [];
  for (let house = 1; house <= 12; house++) if (lordOf(signFrom(ascendantSign, house)) === planet) houses.push(house);
  return houses;
}

function enemies(a: Graha, b: Graha): boolean {
  return NAISARGIKA[a][b] === "enemy" || NAISARGIKA[b][a] === "enemy";
}

/** Life, benefic and lucky stones with their cautions, from the signs of the D1 chart. */
export function gemstones(signs: Readonly<Record<ChartBody, Sign>>): Gemstones {
  const asc = signs.Ascendant;
  const recommendations: GemRecommendation[] = (["life", "benefic", "lucky"] as const).map((role) => {
    const house = ROLE_HOUSE[role];
    const sign = signFrom(asc, house);
    const lord = lordOf(sign);
    const rules = housesRuledBy(lord, asc);
    const lordHouse = houseFrom(asc, signs[lord]);
    const cautions: GemCaution[] = [];
    if (role !== "life" && rules.some((h) => DUSTHANAS.includes(h))) cautions.push("alsoRulesDusthana");
    if (DUSTHANAS.includes(lordHouse)) cautions.push("placedInDusthana");
    if (signs[lord] === DEBILITATION_SIGN[lord]) cautions.push("debilitated");
    if (lord === "Saturn") cautions.push("trialFirst");
    return {
      ...STONES[lord],
      role,
      house,
      sign,
      lord,
      lordHouse,
      alsoRules: rules.filter((h) => h !== house),
      cautions,
      notWith: GRAHAS.filter((g) => g !== lord && enemies(lord, g)).map((g) => STONES[g].stone),
    };
  });

  const recommended = new Set(recommendations.map((r) => r.lord));
  const avoid: GemAvoid[] = [];
  for (const house of DUSTHANAS) {
    const lord = lordOf(signFrom(asc, house));
    if (recommended.has(lord) || avoid.some((a) => a.lord === lord)) continue;
    const houses = housesRuledBy(lord, asc);
    avoid.push({ ...STONES[lord], lord, rules: houses.filter((h) => DUSTHANAS.includes(h)), houses });
  }
  return { recommendations, avoid };
}
