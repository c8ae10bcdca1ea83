// Ashtottari dasha: eight lords (no Ketu), 108 years (docs/dashas.md).
// From Ardra on, the nakshatras fall to the lords in groups of 4 and 3 alternately, the 28-star
// reckoning putting Abhijit in Saturn's group. Each group is one arc of the zodiac, and the part
// of that arc the Moon has crossed is the part of its lord's years already elapsed: Saturn's arc,
// from the start of Purva Ashadha to the end of Shravana, holds Abhijit without giving it a share
// of its own (P.V.R. Narasimha Rao's book, Example 61, and PyJHora do the same).

import { mahadashas, subPeriodsOf, type CycleOptions, type CyclePeriod, type DashaCycle } from "./nakshatra-dasha.ts";
import type { Graha, Nakshatra, Sign } from "./types.ts";
import { houseFrom, nakshatraOf, nakshatraProgress, signLord } from "./zodiac.ts";

export type AshtottariLord = Exclude<Graha, "Ketu">;

export const ASHTOTTARI_CYCLE: DashaCycle<AshtottariLord> = {
  order: ["Sun", "Moon", "Mars", "Mercury", "Saturn", "Jupiter", "Rahu", "Venus"],
  years: { Sun: 6, Moon: 15, Mars: 8, Mercury: 17, Saturn: 10, Jupiter: 19, Rahu: 12, Venus: 21 },
  total: 108,
};

/** Each lord's nakshatras: the first (1..27) and how many (Abhijit inside Saturn's three). */
// prettier-ignore
export const ASHTOTTARI_GROUPS: Readonly<Record<AshtottariLord, { first: Nakshatra; count: number }>> = {
  Sun: { first: 6, count: 4 },      // Ardra, Punarvasu, Pushya, Ashlesha
  Moon: { first: 10, count: 3 },    // Magha, Purva Phalguni, Uttara Phalguni
  Mars: { first: 13, count: 4 },    // Hasta, Chitra, Swati, Vishakha
  Mercury: { first: 17, count: 3 }, // Anuradha, Jyeshtha, Mula
  Saturn: { first: 20, count: 3 },  // Purva Ashadha, Uttara Ashadha, (Abhijit), Shravana
  Jupiter: { first: 23, count: 3 }, // Dhanishta, Shatabhisha, Purva Bhadrapada
  Rahu: { first: 26, count: 4 },    // Uttara Bhadrapada, Revati, Ashwini, Bharani
  Venus: { first: 3, count: 3 },    // Krittika, Rohini, Mrigashira
};

/** The lord of a birth nakshatra and how far (0 ≤ f < 1) the Moon is through that lord's group. */
export function ashtottariLordOf(moonLongitude: number): { lord: AshtottariLord; elapsedFraction: number } {
  const nakshatra = nakshatraOf(moonLongitude);
  for (const lord of ASHTOTTARI_CYCLE.order) {
    const { first, count } = ASHTOTTARI_GROUPS[lord];
    const index = (nakshatra - first + 27) % 27;
    if (index < count) return { lord, elapsedFraction: (index + nakshatraProgress(moonLongitude)) / count };
  }
  throw new RangeError(`nakshatra ${nakshatra} has no Ashtottari lord`);
}

export interface AshtottariDasha {
  /** Years of the lord running at birth still to run at birth. */
  balanceYears: number;
  periods: CyclePeriod<AshtottariLord>[];
}

/** Ashtottari dasha (one 108-year cycle) for a Moon at `moonLongitude` at the instant `birthMs`. */
export function ashtottariDasha(moonLongitude: number, birthMs: number, options: CycleOptions): AshtottariDasha {
  const { lord, elapsedFraction } = ashtottariLordOf(moonLongitude);
  const years = ASHTOTTARI_CYCLE.years[lord];
  const elapsed = elapsedFraction * years;
  return { balanceYears: years - elapsed, periods: mahadashas(ASHTOTTARI_CYCLE, lord, elapsed, birthMs, 1, options) };
}

/** The eight sub-periods of any Ashtottari period (a drill-down step below the levels built). */
export function ashtottariSubPeriods(
  period: Pick<CyclePeriod<AshtottariLord>, "lord" | "start" | "end" | "years">,
  depth = 1,
) {
  return subPeriodsOf(ASHTOTTARI_CYCLE, period, depth);
}

export const ASHTOTTARI_RULE = "Rahu in a kendra or trikona from the lagna lord, not in the lagna";

export interface AshtottariApplicability {
  applicable: boolean;
  rule: typeof ASHTOTTARI_RULE;
  /** The lagna's lord (Mars for Scorpio, Saturn for Aquarius). */
  lagnaLord: Graha;
  /** House of Rahu counted by sign from the lagna lord (1 = with it). */
  rahuFromLagnaLord: number;
  /** House of Rahu counted by sign from the lagna. */
  rahuFromLagna: number;
}

/**
 * The classical condition (BPHS): Rahu in a kendra (1, 4, 7, 10) or trikona (1, 5, 9) counted by
 * sign from the lagna lord, and Rahu not in the lagna. Rahu with the lagna lord is in its 1st.
 */
export function ashtottariApplicability(signs: { Ascendant: Sign; Rahu: Sign } & Record<Graha, Sign>) {
  const lagnaLord = signLord(signs.Ascendant);
  const rahuFromLagnaLord = houseFrom(signs[lagnaLord], signs.Rahu);
  const rahuFromLagna = houseFrom(signs.Ascendant, signs.Rahu);
  const kendraOrTrikona = [1, 4, 5, 7, 9, 10].includes(rahuFromLagnaLord);
  return {
    applicable: kendraOrTrikona && rahuFromLagna !== 1,
    rule: ASHTOTTARI_RULE,
    lagnaLord,
    rahuFromLagnaLord,
    rahuFromLagna,
  } satisfies AshtottariApplicability;
}
