/**
 * The Varshphal tab's arithmetic, pure and tested (varshphal.test.ts): the years the engine
 * accepts, the Mudda dasha's rows with the one running, and the office-bearers in their order.
 */
import type { FormattedDashaPeriod } from "#engine/dasha";
import type { Varshphal } from "#engine/varshphal";

const DAY_MS = 86_400_000;
/** The engine's first guess of each return (engine/varshphal.ts SIDEREAL_YEAR). */
const SIDEREAL_YEAR_DAYS = 365.256363;
/** The first instant the engine's ephemeris cannot compute: 3000-01-01 00:00 UT. */
const EPHEMERIS_END_MS = Date.UTC(3000, 0, 1);

/**
 * The calendar years whose annual chart the engine casts: from the year of birth (the year of
 * birth itself gives the birth chart) to the last whose year of life ends, a year after its
 * return, before the ephemeris does (the engine's own test: return + a sidereal year + 4 days).
 */
export function varshphalYears(birthMs: number, birthYear: number): { min: number; max: number } {
  const returnMs = (n: number) => birthMs + n * SIDEREAL_YEAR_DAYS * DAY_MS;
  let n = Math.floor((EPHEMERIS_END_MS - birthMs) / (SIDEREAL_YEAR_DAYS * DAY_MS));
  while (n > 0 && returnMs(n) + (SIDEREAL_YEAR_DAYS + 4) * DAY_MS >= EPHEMERIS_END_MS) n--;
  return { min: birthYear, max: birthYear + Math.max(0, n) };
}

/** The calendar year of an instant at the place's clock (`offset` seconds east of Greenwich). */
export function yearAt(ms: number, offset: number): number {
  return new Date(ms + offset * 1000).getUTCFullYear();
}

export interface MuddaRow extends FormattedDashaPeriod {
  /**
   * The part of the first lord's period after the nine, to the next return: the cycle after
   * this year's begins again with it (the engine lists the nine from the first's true start).
   */
  tail?: true;
}

/**
 * The Mudda dasha as the table shows it: the nine periods, then the first lord's period again
 * from the end of the ninth to the next return, where this year of life ends.
 */
export function muddaRows(varshphal: Pick<Varshphal, "muddaDasha" | "nextSolarReturn">): MuddaRow[] {
  const periods = varshphal.muddaDasha;
  const last = periods.at(-1);
  if (!last) return [];
  const end = Date.parse(varshphal.nextSolarReturn);
  return Date.parse(last.end) < end
    ? [...periods, { planet: periods[0]!.planet, start: last.end, end: varshphal.nextSolarReturn, tail: true }]
    : [...periods];
}

/** The row running at `ms` (start ≤ ms < end), or -1. */
export function runningRow(rows: readonly { start: string; end: string }[], ms: number): number {
  return rows.findIndex((r) => Date.parse(r.start) <= ms && ms < Date.parse(r.end));
}

/** The five offices of the Pancha-adhikari rule, in the engine's (Tajaka Neelakanthi's) order. */
export const OFFICES = ["munthaLord", "janmaLagnaLord", "varshaLagnaLord", "triRashiLord", "dinaRatriLord"] as const;
export type Office = (typeof OFFICES)[number];
