/**
 * The searchable form of place names, shared by the Worker (app/server/places.server.ts) and
 * the seed builder (scripts/places, Node): the keys written and the keys searched must be made
 * alike. Pure, with no imports, so a Node script can load it.
 */

/** Bounds of a search query, counted in characters of the normalized key. */
export const PLACE_QUERY_MIN = 2;
export const PLACE_QUERY_MAX = 60;
export const PLACE_LIMIT_DEFAULT = 10;
export const PLACE_LIMIT_MAX = 20;
/** Other names ("Bombay", "Benares") are searched from this many characters on. */
export const ALIAS_QUERY_MIN = 4;

/**
 * The searchable form of a name: NFKD with Latin accents dropped ("Mālegaon" → "malegaon"),
 * lower case, and anything that is not a letter, a mark or a digit turned into one space
 * ("Mandur-kannur" → "mandur kannur"). Devanagari keeps its vowel signs (they are marks
 * outside U+0300–036F). `%` and `_` cannot survive, so a key is always a literal LIKE prefix.
 */
export function placeKey(text: string): string {
  return text
    .toLowerCase()
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .normalize("NFC")
    .replace(/[\u200c\u200d]/g, "") // zero-width (non-)joiners only shape Devanagari
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, " ")
    .trim();
}

/**
 * Population bands of place_names.tier: tier i holds places with at least POPULATION_TIERS[i]
 * people (and fewer than the band above); the last tier, POPULATION_TIERS.length, holds places
 * of unknown population (0), nearly all of them Indian postal places.
 */
export const POPULATION_TIERS = [100_000, 10_000, 1_000, 1] as const;

export function populationTier(population: number): number {
  const tier = POPULATION_TIERS.findIndex((floor) => population >= floor);
  return tier === -1 ? POPULATION_TIERS.length : tier;
}
