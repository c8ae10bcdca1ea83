/**
 * The Dasha tab's drill-down, in the browser: the Kundli carries the mahadashas and their
 * antardashas (contract calc-cli.md); deeper levels come from the engine's own pure
 * `subPeriods`, so the numbers are the ones the server would give, without a request.
 */
import { periodsAtPath, runningPeriods, type DashaPeriod } from "../../../engine/dasha";
import type { FormattedDashaPeriod } from "../../../engine/dasha";
import type { Graha } from "../../../engine/types";

/** Mahadasha, Antardasha, Pratyantardasha, Paraprtyantardasha. */
export const DASHA_DEPTH = 4;

/** The contract's periods (ISO strings) as the engine's (epoch ms), children included. */
export function periodsFromContract(periods: readonly FormattedDashaPeriod[]): DashaPeriod[] {
  return periods.map((p) => {
    const period: DashaPeriod = { planet: p.planet, start: Date.parse(p.start), end: Date.parse(p.end) };
    if (p.children) period.children = periodsFromContract(p.children);
    return period;
  });
}

/** The rows shown at a path of lords: [] → mahadashas, [Venus] → its antardashas, and so on. */
export function dashaRows(tree: readonly DashaPeriod[], path: readonly Graha[]): DashaPeriod[] {
  if (path.length >= DASHA_DEPTH) throw new RangeError(`dasha path deeper than ${DASHA_DEPTH} levels`);
  return periodsAtPath({ periods: tree as DashaPeriod[] }, path).map(({ planet, start, end }) => ({
    planet,
    start,
    end,
  }));
}

/** Lords of the periods running at `instantMs`, mahadasha first, down to the Paraprtyantardasha. */
export function runningPath(tree: readonly DashaPeriod[], instantMs: number): Graha[] {
  return runningPeriods({ periods: tree as DashaPeriod[] }, instantMs, DASHA_DEPTH).map((p) => p.planet);
}

/** Whether the period at `path` + `planet` is the one running (the row to highlight). */
export function isRunning(running: readonly Graha[], path: readonly Graha[], planet: Graha): boolean {
  if (running.length <= path.length) return false;
  return path.every((lord, i) => running[i] === lord) && running[path.length] === planet;
}

/** Years, months and days of a span of years (the balance of the birth mahadasha). */
export function yearsMonthsDays(years: number): { years: number; months: number; days: number } {
  // A hair of slack so that floating point does not turn 1 day into 0.9999 and then 0.
  const eps = 1e-9;
  const whole = Math.floor(years + eps);
  const monthsFloat = (years - whole) * 12;
  const months = Math.floor(monthsFloat + eps);
  const days = Math.floor((monthsFloat - months) * 30 + eps);
  return { years: whole, months, days };
}
