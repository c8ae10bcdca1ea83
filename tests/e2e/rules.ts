/**
 * The classical facts the Kundli screens' browser tests read the screens against, written once:
 * the signs' English names, the planets in their order and each sign's lord. Independent of the
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
