// Yogini dasha: eight yoginis, 1 to 8 years, a cycle of 36 years (docs/dashas.md).
// The yogini running at birth is the remainder of (Moon's nakshatra + 3) divided by 8, a remainder
// of 0 counting as the 8th (Ardra, Chitra and Shravana start with Mangala); the part of the
// nakshatra the Moon has crossed is the part of that yogini's years already elapsed.

import { mahadashas, subPeriodsOf, type CycleOptions, type CyclePeriod, type DashaCycle } from "./nakshatra-dasha.ts";
import type { Graha, Nakshatra } from "./types.ts";
import { nakshatraOf, nakshatraProgress } from "./zodiac.ts";

export const YOGINIS = ["Mangala", "Pingala", "Dhanya", "Bhramari", "Bhadrika", "Ulka", "Siddha", "Sankata"] as const;
export type Yogini = (typeof YOGINIS)[number];

/** Each yogini's planet and years: the yogini's number in the order above is her years. */
export const YOGINI_PLANET: Readonly<Record<Yogini, Graha>> = {
  Mangala: "Moon",
  Pingala: "Sun",
  Dhanya: "Jupiter",
  Bhramari: "Mars",
  Bhadrika: "Mercury",
  Ulka: "Saturn",
  Siddha: "Venus",
  Sankata: "Rahu",
};

export const YOGINI_CYCLE: DashaCycle<Yogini> = {
  order: YOGINIS,
  years: Object.fromEntries(YOGINIS.map((y, i) => [y, i + 1])) as Record<Yogini, number>,
  total: 36,
};

/** Cycles listed from the one running at birth: 108 years, at least 100 after birth (as PyJHora lists). */
export const YOGINI_CYCLES = 3;

/** The yogini of a birth nakshatra (1..27): (nakshatra + 3) mod 8, 0 being the 8th. */
export function yoginiOf(nakshatra: Nakshatra): Yogini {
  return YOGINIS[(nakshatra + 3 - 1) % 8]!;
}

export interface YoginiDasha {
  /** Years of the yogini running at birth still to run at birth. */
  balanceYears: number;
  periods: CyclePeriod<Yogini>[];
}

/** Yogini dasha for a Moon at `moonLongitude` (sidereal) at the instant `birthMs` (epoch ms, UTC). */
export function yoginiDasha(moonLongitude: number, birthMs: number, options: CycleOptions): YoginiDasha {
  const first = yoginiOf(nakshatraOf(moonLongitude));
  const years = YOGINI_CYCLE.years[first];
  const elapsed = nakshatraProgress(moonLongitude) * years;
  return {
    balanceYears: years - elapsed,
    periods: mahadashas(YOGINI_CYCLE, first, elapsed, birthMs, YOGINI_CYCLES, options),
  };
}

/** The eight sub-periods of any Yogini period (a drill-down step below the levels built). */
export function yoginiSubPeriods(period: Pick<CyclePeriod<Yogini>, "lord" | "start" | "end" | "years">, depth = 1) {
  return subPeriodsOf(YOGINI_CYCLE, period, depth);
}
