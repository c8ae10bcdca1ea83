// Ashtakavarga tables (BPHS ch. 66-70), transcribed as P.V.R. Narasimha Rao's
// "Vedic Astrology: An Integrated Approach" ch. 12 prints them.
//
// BINDU_HOUSES[of][from] = the houses, counted from `from`'s sign, where `from`
// contributes a benefic point (bindu) to the ashtakavarga of `of`.

import type { SaptaGraha } from "./grahas.ts";

export type AshtakavargaContributor = SaptaGraha | "Ascendant";
export type BinduTable = Readonly<
  Record<AshtakavargaContributor, Readonly<Record<AshtakavargaContributor, readonly number[]>>>
>;

/**
 * The book's table. It differs from some BPHS translations in six cells of two rows:
 * Moon's BAV: benefic in the 9th from the Moon (not from Mars) and in the 2nd from Jupiter
 * (not the 12th); Venus's BAV: benefic in the 4th from Mars (not the 5th). Totals are equal.
 */
export const BINDU_HOUSES: BinduTable = {
  Sun: {
    Sun: [1, 2, 4, 7, 8, 9, 10, 11],
    Moon: [3, 6, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [3, 5, 6, 9, 10, 11, 12],
    Jupiter: [5, 6, 9, 11],
    Venus: [6, 7, 12],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Ascendant: [3, 4, 6, 10, 11, 12],
  },
  Moon: {
    Sun: [3, 6, 7, 8, 10, 11],
    Moon: [1, 3, 6, 7, 9, 10, 11],
    Mars: [2, 3, 5, 6, 10, 11],
    Mercury: [1, 3, 4, 5, 7, 8, 10, 11],
    Jupiter: [1, 2, 4, 7, 8, 10, 11],
    Venus: [3, 4, 5, 7, 9, 10, 11],
    Saturn: [3, 5, 6, 11],
    Ascendant: [3, 6, 10, 11],
  },
  Mars: {
    Sun: [3, 5, 6, 10, 11],
    Moon: [3, 6, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [3, 5, 6, 11],
    Jupiter: [6, 10, 11, 12],
    Venus: [6, 8, 11, 12],
    Saturn: [1, 4, 7, 8, 9, 10, 11],
    Ascendant: [1, 3, 6, 10, 11],
  },
  Mercury: {
    Sun: [5, 6, 9, 11, 12],
    Moon: [2, 4, 6, 8, 10, 11],
    Mars: [1, 2, 4, 7, 8, 9, 10, 11],
    Mercury: [1, 3, 5, 6, 9, 10, 11, 12],
    Jupiter: [6, 8, 11, 12],
    Venus: [1, 2, 3, 4, 5, 8, 9, 11],
    Saturn: [1, 2, 4, 7, 8, 9, 10, 11],
    Ascendant: [1, 2, 4, 6, 8, 10, 11],
  },
  Jupiter: {
    Sun: [1, 2, 3, 4, 7, 8, 9, 10, 11],
    Moon: [2, 5, 7, 9, 11],
    Mars: [1, 2, 4, 7, 8, 10, 11],
    Mercury: [1, 2, 4, 5, 6, 9, 10, 11],
    Jupiter: [1, 2, 3, 4, 7, 8, 10, 11],
    Venus: [2, 5, 6, 9, 10, 11],
    Saturn: [3, 5, 6, 12],
    Ascendant: [1, 2, 4, 5, 6, 7, 9, 10, 11],
  },
  Venus: {
    Sun: [8, 11, 12],
    Moon: [1, 2, 3, 4, 5, 8, 9, 11, 12],
    Mars: [3, 4, 6, 9, 11, 12],
    Mercury: [3, 5, 6, 9, 11],
    Jupiter: [5, 8, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9, 10, 11],
    Saturn: [3, 4, 5, 8, 9, 10, 11],
    Ascendant: [1, 2, 3, 4, 5, 8, 9, 11],
  },
  Saturn: {
    Sun: [1, 2, 4, 7, 8, 10, 11],
    Moon: [3, 6, 11],
    Mars: [3, 5, 6, 10, 11, 12],
    Mercury: [6, 8, 9, 10, 11, 12],
    Jupiter: [5, 6, 11, 12],
    Venus: [6, 11, 12],
    Saturn: [3, 5, 6, 11],
    Ascendant: [1, 3, 4, 6, 10, 11],
  },
  // The Lagna's own ashtakavarga (BPHS 66); not part of the SAV of 337.
  Ascendant: {
    Sun: [3, 4, 6, 10, 11, 12],
    Moon: [3, 6, 10, 11, 12],
    Mars: [1, 3, 6, 10, 11],
    Mercury: [1, 2, 4, 6, 8, 10, 11],
    Jupiter: [1, 2, 4, 5, 6, 7, 9, 10, 11],
    Venus: [1, 2, 3, 4, 5, 8, 9],
    Saturn: [1, 3, 4, 6, 10, 11],
    Ascendant: [3, 6, 10, 11],
  },
};

/**
 * The other reading of those six cells, found in other translations and programs (PyJHora
 * exposes each cell as a switch, p_v_moon_benefic_9_from_moon etc., defaulting to the book):
 * Moon's BAV from Moon 1,3,6,7,10,11; from Mars 2,3,5,6,9,10,11; from Jupiter 1,4,7,8,10,11,12;
 * Venus's BAV from Mars 3,5,6,9,11,12. Offered as an option; not the default.
 */
export const BINDU_HOUSES_ALTERNATE: BinduTable = {
  ...BINDU_HOUSES,
  Moon: {
    ...BINDU_HOUSES.Moon,
    Moon: [1, 3, 6, 7, 10, 11],
    Mars: [2, 3, 5, 6, 9, 10, 11],
    Jupiter: [1, 4, 7, 8, 10, 11, 12],
  },
  Venus: { ...BINDU_HOUSES.Venus, Mars: [3, 5, 6, 9, 11, 12] },
};

/**
 * Rashi multipliers (rashi gunakara), Aries..Pisces, BPHS 70.
 * P.V.R. Narasimha Rao's book prints Virgo = 6; BPHS translations and most software give 5,
 * and PyJHora 4.8.9 reports that the book's worked Chart 7 pindas reproduce with 5.
 */
export const RASHI_MULTIPLIERS_BPHS: readonly number[] = [7, 10, 8, 4, 10, 5, 7, 8, 9, 5, 11, 12];
export const RASHI_MULTIPLIERS_PVR_PRINTED: readonly number[] = [7, 10, 8, 4, 10, 6, 7, 8, 9, 5, 11, 12];

/** Graha multipliers (graha gunakara), BPHS 70. */
export const GRAHA_MULTIPLIERS: Readonly<Record<SaptaGraha, number>> = {
  Sun: 5,
  Moon: 5,
  Mars: 8,
  Mercury: 5,
  Jupiter: 10,
  Venus: 7,
  Saturn: 5,
};

/** The five pairs of signs with one lord, for Ekadhipatya Shodhana (Cancer, Leo have none). */
export const EKADHIPATYA_PAIRS: readonly (readonly [number, number])[] = [
  [1, 8], // Mars
  [3, 6], // Mercury
  [9, 12], // Jupiter
  [2, 7], // Venus
  [10, 11], // Saturn
];
