/**
 * The classical facts the Kundli screens' browser tests read the screens against, written once:
 * the signs' English names, the planets in their order, each sign's lord, the Vimshottari order
 * and the Hindi names the screens give the planets and the signs. Independent of the
 * app's code (the sign names are the engine's reference helper's, itself no app code).
 */
export { SIGN_NAMES as SIGNS } from "#engine/testing/reference.ts";

export const PLANETS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"] as const;
export type Planet = (typeof PLANETS)[number];

/** The lord of each sign, Aries first. */
export const SIGN_LORD: readonly Planet[] = [
  "Mars",
  "Venus",
  "Mercury",
  "Moon",
  "Sun",
  "Mercury",
  "Venus",
  "Mars",
  "Jupiter",
  "Saturn",
  "Saturn",
  "Jupiter",
];

/** The lords of the Vimshottari dasha in their order, from Ketu. */
export const VIMSHOTTARI: readonly Planet[] = [
  "Ketu",
  "Venus",
  "Sun",
  "Moon",
  "Mars",
  "Rahu",
  "Jupiter",
  "Saturn",
  "Mercury",
];

/** The planets' names on the Hindi screens. */
export const PLANET_HI: Readonly<Record<Planet, string>> = {
  Sun: "सूर्य",
  Moon: "चंद्र",
  Mars: "मंगल",
  Mercury: "बुध",
  Jupiter: "गुरु",
  Venus: "शुक्र",
  Saturn: "शनि",
  Rahu: "राहु",
  Ketu: "केतु",
};

/** The signs' names on the Hindi screens, Aries (मेष) first. */
export const SIGNS_HI: readonly string[] = [
  "मेष",
  "वृषभ",
  "मिथुन",
  "कर्क",
  "सिंह",
  "कन्या",
  "तुला",
  "वृश्चिक",
  "धनु",
  "मकर",
  "कुंभ",
  "मीन",
];
