// Doshas: Mangal (Kuja) dosh, Kaal Sarp, Sade Sati and Pitra dosh.
// Each result names the rule that fired so the astrologer can check it; the
// rules themselves are stated beside each function (conventions.md for Mangal).

import type { ChartBody, Graha, Sign } from "./types.ts";
import { SAPTA_GRAHAS } from "./data/grahas.ts";
import { houseFrom, normalizeDegrees, signFrom, signLord, signOf } from "./zodiac.ts";

// ---------------------------------------------------------------- Mangal dosh

/** Houses of Mars, counted by sign, that give Mangal dosh (conventions.md). */
export const MANGAL_DOSH_HOUSES: readonly number[] = [1, 2, 4, 7, 8, 12];

export type MangalReference = "Ascendant" | "Moon" | "Venus";

export interface MangalDoshFrom {
  reference: MangalReference;
  /** House of Mars counted from the reference's sign. */
  house: number;
  present: boolean;
}

export interface MangalDosh {
  /** The product's verdict: the rule counted from the Ascendant (conventions.md). */
  present: boolean;
  rule: "marsHouseFromAscendant";
  fromAscendant: MangalDoshFrom;
  /** The same rule counted from the Moon and from Venus, shown beside it when their signs are given. */
  fromMoon?: MangalDoshFrom;
  fromVenus?: MangalDoshFrom;
}

function mangalFrom(reference: MangalReference, referenceSign: Sign, marsSign: Sign): MangalDoshFrom {
  const house = houseFrom(referenceSign, marsSign);
  return { reference, house, present: MANGAL_DOSH_HOUSES.includes(house) };
}

export interface MangalDoshInput {
  marsSign: Sign;
  ascendantSign: Sign;
  moonSign?: Sign;
  venusSign?: Sign;
}

/** Mars in the 1st, 2nd, 4th, 7th, 8th or 12th house by sign from the Ascendant (and, beside it, from the Moon and Venus). */
export function mangalDosh(input: MangalDoshInput): MangalDosh {
  const fromAscendant = mangalFrom("Ascendant", input.ascendantSign, input.marsSign);
  const result: MangalDosh = { present: fromAscendant.present, rule: "marsHouseFromAscendant", fromAscendant };
  if (input.moonSign !== undefined) result.fromMoon = mangalFrom("Moon", input.moonSign, input.marsSign);
  if (input.venusSign !== undefined) result.fromVenus = mangalFrom("Venus", input.venusSign, input.marsSign);
  return result;
}

// ---------------------------------------------------------------- Kaal Sarp

/** Kaal Sarp types named by the house of Rahu from the Ascendant (index = house - 1). */
export const KAAL_SARP_TYPES = [
  "anant",
  "kulik",
  "vasuki",
  "shankhpal",
  "padma",
  "mahapadma",
  "takshak",
  "karkotak",
  "shankhachud",
  "ghatak",
  "vishdhar",
  "sheshnag",
] as const;
export type KaalSarpType = (typeof KAAL_SARP_TYPES)[number];

export interface KaalSarp {
  /** All seven planets on one side of the Rahu-Ketu axis. */
  present: boolean;
  /** Type by Rahu's house from the Ascendant (given also when not present, for the "partial" note). */
  type: KaalSarpType;
  rahuHouse: number;
  /**
   * Which half holds the planets: "rahuToKetu" = from Rahu forward in the zodiac to Ketu;
   * "ketuToRahu" = the other half (some astrologers call that Kaal Amrit). null when neither.
   */
  side: "rahuToKetu" | "ketuToRahu" | null;
  /** Exactly one planet outside the hemmed half: not Kaal Sarp, but worth mentioning. */
  partial: boolean;
  /** The planets outside the half that holds the most (empty when present). */
  outside: Graha[];
  method: "longitude" | "sign";
}

/**
 * Kaal Sarp: the seven planets all within the half of the zodiac from Rahu to Ketu, or all
 * within the other half. "longitude" (default) compares degrees; "sign" counts a planet in
 * Rahu's or Ketu's own sign as being on the axis (so on either side). Ketu is Rahu + 180°.
 */
export function kaalSarp(
  longitudes: Readonly<Record<Graha, number>>,
  ascendantSign: Sign,
  method: "longitude" | "sign" = "longitude",
): KaalSarp {
  // Arc of each planet measured forward from Rahu: (0, 180) is the Rahu->Ketu half.
  const side = (g: Graha): "rahuToKetu" | "ketuToRahu" | "axis" => {
    if (method === "sign") {
      const h = houseFrom(signOf(longitudes.Rahu), signOf(longitudes[g]));
      return h === 1 || h === 7 ? "axis" : h < 7 ? "rahuToKetu" : "ketuToRahu";
    }
    const arc = normalizeDegrees(longitudes[g] - longitudes.Rahu);
    return arc === 0 || arc === 180 ? "axis" : arc < 180 ? "rahuToKetu" : "ketuToRahu";
  };
  const outsideOf = (half: "rahuToKetu" | "ketuToRahu") =>
    SAPTA_GRAHAS.filter((g) => side(g) !== half && side(g) !== "axis");
  const forward = outsideOf("rahuToKetu");
  const backward = outsideOf("ketuToRahu");
  const outside = forward.length <= backward.length ? forward : backward;
  const rahuHouse = houseFrom(ascendantSign, signOf(longitudes.Rahu));
  const present = outside.length === 0;
  return {
    present,
    type: KAAL_SARP_TYPES[rahuHouse - 1]!,
    rahuHouse,
    side: forward.length === 0 ? "rahuToKetu" : backward.length === 0 ? "ketuToRahu" : null,
    partial: outside.length === 1,
    outside: present ? [] : outside,
    method,
  };
}

// ---------------------------------------------------------------- Sade Sati

export type SadeSatiPhase = "rising" | "peak" | "setting";

export interface SadeSati {
  /** Saturn in the 12th, 1st or 2nd sign from the natal Moon. */
  active: boolean;
  /** 12th: rising (first 2.5 years), 1st: peak, 2nd: setting. */
  phase: SadeSatiPhase | null;
  /** House of transit Saturn counted from the natal Moon's sign. */
  houseFromMoon: number;
  /** The "small panoti" (dhaiya): Saturn in the 4th (kantaka) or 8th (ashtama) from the Moon. */
  dhaiya: "kantaka" | "ashtama" | null;
}

export function sadeSati(natalMoonSign: Sign, transitSaturnSign: Sign): SadeSati {
  const houseFromMoon = houseFrom(natalMoonSign, transitSaturnSign);
  const phase = ({ 12: "rising", 1: "peak", 2: "setting" } as const)[houseFromMoon as 12 | 1 | 2] ?? null;
  const dhaiya = houseFromMoon === 4 ? "kantaka" : houseFromMoon === 8 ? "ashtama" : null;
  return { active: phase !== null, phase, houseFromMoon, dhaiya };
}

// ---------------------------------------------------------------- Pitra dosh

/**
 * Pitra dosh, as we state it (there is no single classical rule): the Sun (significator of
 * the father) or the 9th house (father, ancestors) afflicted by Rahu or Saturn, judged by
 * sign; any one rule fires it. Aspects are not considered. Each rule returns the planets
 * involved when it fires, else null.
 */
type SignChart = Readonly<Record<ChartBody, Sign>>;
const ninthLord = (s: SignChart): Graha => signLord(signFrom(s.Ascendant, 9));

export const PITRA_DOSH_RULES = {
  sunWithRahu: (s: SignChart): ChartBody[] | null => (s.Sun === s.Rahu ? ["Sun", "Rahu"] : null),
  sunWithSaturn: (s: SignChart): ChartBody[] | null => (s.Sun === s.Saturn ? ["Sun", "Saturn"] : null),
  rahuInNinth: (s: SignChart): ChartBody[] | null => (houseFrom(s.Ascendant, s.Rahu) === 9 ? ["Rahu"] : null),
  saturnInNinth: (s: SignChart): ChartBody[] | null => (houseFrom(s.Ascendant, s.Saturn) === 9 ? ["Saturn"] : null),
  ninthLordWithRahu: (s: SignChart): ChartBody[] | null => (s[ninthLord(s)] === s.Rahu ? [ninthLord(s), "Rahu"] : null),
} as const;
export type PitraDoshRule = keyof typeof PITRA_DOSH_RULES;

export interface PitraDosh {
  present: boolean;
  fired: { rule: PitraDoshRule; planets: ChartBody[] }[];
}

export function pitraDosh(signs: SignChart): PitraDosh {
  const fired: PitraDosh["fired"] = [];
  for (const rule of Object.keys(PITRA_DOSH_RULES) as PitraDoshRule[]) {
    const planets = PITRA_DOSH_RULES[rule](signs);
    if (planets) fired.push({ rule, planets });
  }
  return { present: fired.length > 0, fired };
}
