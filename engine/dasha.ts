// Vimshottari dasha: 120 years shared by the nine nakshatra lords, started from the Moon.
// The Moon's nakshatra gives the mahadasha running at birth; the part of the nakshatra the Moon
// has already crossed is the part of that mahadasha already elapsed (conventions.md "Dasha start").
// Every level below divides its parent in the same proportions (years/120), starting with the
// parent's own lord, so one function makes antardashas, pratyantardashas, sookshmas and pranas.

import { DEFAULT_OPTIONS, type Graha } from "./types.ts";
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, nakshatraLord, nakshatraOf, nakshatraProgress } from "./zodiac.ts";

export const VIMSHOTTARI_TOTAL_YEARS = 120;
const DAY_MS = 86_400_000;

/** Level names, mahadasha = level 1. */
export const DASHA_LEVELS = ["mahadasha", "antardasha", "pratyantardasha", "sookshma", "prana"] as const;

export interface DashaPeriod {
  planet: Graha;
  /** Epoch milliseconds, UTC (fractional milliseconds are kept). */
  start: number;
  end: number;
  /** Sub-periods, present only down to the depth that was asked for. */
  children?: DashaPeriod[];
}

export interface VimshottariDasha {
  system: "vimshottari";
  /** Years of the birth mahadasha still to run at birth. */
  balanceYears: number;
  /** Days in a dasha year used for these dates. */
  yearDays: number;
  /** The nine mahadashas from the one running at birth (its true start, before birth). */
  periods: DashaPeriod[];
}

export interface VimshottariOptions {
  /** Days in a dasha year: 365.25 (default), 365.2425, 365.256363 or 360. */
  yearDays?: number;
  /** Levels to build eagerly: 1 = mahadashas only, 2 = with antardashas (default, as the contract). */
  depth?: number;
}

/** Lords of the nine periods that start with `first`, in Vimshottari order. */
export function vimshottariSequence(first: Graha): Graha[] {
  const at = VIMSHOTTARI_ORDER.indexOf(first);
  return VIMSHOTTARI_ORDER.map((_, i) => VIMSHOTTARI_ORDER[(at + i) % 9]!);
}

/**
 * Split [start, end) among nine lords starting with `first`, each in proportion to its years.
 * Boundaries are computed once and shared, so periods chain with no gap, and the last one ends
 * exactly at `end`.
 */
function divide(first: Graha, start: number, end: number, depth: number): DashaPeriod[] {
  const span = end - start;
  let elapsedYears = 0;
  let from = start;
  return vimshottariSequence(first).map((planet, i) => {
    elapsedYears += VIMSHOTTARI_YEARS[planet];
    const to = i === 8 ? end : start + (span * elapsedYears) / VIMSHOTTARI_TOTAL_YEARS;
    const period: DashaPeriod = { planet, start: from, end: to };
    if (depth > 1) period.children = divide(planet, from, to, depth - 1);
    from = to;
    return period;
  });
}

/** The nine sub-periods of any period (antardashas of a mahadasha, pratyantardashas of an antardasha, ...). */
export function subPeriods(period: Pick<DashaPeriod, "planet" | "start" | "end">, depth = 1): DashaPeriod[] {
  return divide(period.planet, period.start, period.end, depth);
}

/** The 120-year cycle that holds the birth: its first lord, bounds and the balance at birth. */
export function cycleOf(moonLongitude: number, birthMs: number, options: VimshottariOptions) {
  const yearDays = options.yearDays ?? DEFAULT_OPTIONS.dashaYear;
  const depth = options.depth ?? 2;
  if (!(yearDays > 0)) throw new RangeError(`dasha year of ${yearDays} days`);
  if (!Number.isInteger(depth) || depth < 1) throw new RangeError(`dasha depth ${depth}`);
  const yearMs = yearDays * DAY_MS;

  const lord = nakshatraLord(nakshatraOf(moonLongitude));
  const lordYears = VIMSHOTTARI_YEARS[lord];
  const elapsed = nakshatraProgress(moonLongitude);
  const start = birthMs - elapsed * lordYears * yearMs;
  const end = start + VIMSHOTTARI_TOTAL_YEARS * yearMs;
  return { lord, start, end, depth, yearDays, balanceYears: (1 - elapsed) * lordYears };
}

/**
 * Vimshottari dasha for a Moon at `moonLongitude` (sidereal) at the instant `birthMs` (epoch ms, UTC).
 */
export function vimshottariDasha(
  moonLongitude: number,
  birthMs: number,
  options: VimshottariOptions = {},
): VimshottariDasha {
  const c = cycleOf(moonLongitude, birthMs, options);
  return {
    system: "vimshottari",
    balanceYears: c.balanceYears,
    yearDays: c.yearDays,
    periods: divide(c.lord, c.start, c.end, c.depth),
  };
}

/**
 * The period reached by following lords down from the mahadashas, e.g. ["Rahu", "Jupiter", "Saturn"]
 * is the Saturn pratyantardasha of the Jupiter antardasha of the Rahu mahadasha. Levels that were
 * not built eagerly are computed on the way, so a deep period costs nine periods per level.
 */
export function periodAtPath(dasha: Pick<VimshottariDasha, "periods">, path: readonly Graha[]): DashaPeriod {
  if (path.length === 0) throw new RangeError("empty dasha path");
  let level: DashaPeriod[] = dasha.periods;
  let found: DashaPeriod | undefined;
  for (const planet of path) {
    found = level.find((p) => p.planet === planet);
    if (!found) throw new RangeError(`no ${planet} period on path ${path.join(" > ")}`);
    level = found.children ?? subPeriods(found);
  }
  return found!;
}

/** Sub-periods of the period at `path` (the mahadashas for an empty path): one drill-down step. */
export function periodsAtPath(dasha: Pick<VimshottariDasha, "periods">, path: readonly Graha[]): DashaPeriod[] {
  if (path.length === 0) return dasha.periods;
  const period = periodAtPath(dasha, path);
  return period.children ?? subPeriods(period);
}

/** The chain of periods running at `instantMs`, mahadasha first, `depth` levels deep. */
export function runningPeriods(dasha: Pick<VimshottariDasha, "periods">, instantMs: number, depth = 2): DashaPeriod[] {
  const chain: DashaPeriod[] = [];
  let level: DashaPeriod[] = dasha.periods;
  while (chain.length < depth) {
    const period = level.find((p) => p.start <= instantMs && instantMs < p.end);
    if (!period) break;
    chain.push(period);
    level = period.children ?? subPeriods(period);
  }
  return chain;
}

export interface FormattedDashaPeriod {
  planet: Graha;
  start: string;
  end: string;
  children?: FormattedDashaPeriod[];
}

export interface FormattedDasha {
  system: "vimshottari";
  balanceYears: number;
  periods: FormattedDashaPeriod[];
}

/** Any period list with instants turned into strings by `format` (the time helper's ISO formatter). */
export function formatPeriods(
  periods: readonly DashaPeriod[],
  format: (ms: number) => string,
  firstStart?: string,
): FormattedDashaPeriod[] {
  // Periods chain (each end is the next start, a first child starts with its parent), so each
  // boundary is formatted once: a four-level tree has over 7,000 of them.
  let start = firstStart ?? (periods[0] ? format(periods[0].start) : "");
  return periods.map((p) => {
    const out: FormattedDashaPeriod = { planet: p.planet, start, end: format(p.end) };
    if (p.children) out.children = formatPeriods(p.children, format, start);
    start = out.end;
    return out;
  });
}

/** The contract's `dasha` object. */
export function formatDasha(dasha: VimshottariDasha, format: (ms: number) => string): FormattedDasha {
  return { system: dasha.system, balanceYears: dasha.balanceYears, periods: formatPeriods(dasha.periods, format) };
}

/** Years of the lord at each index of VIMSHOTTARI_ORDER (read in the hot loops here and in dasha-json.ts). */
export const ORDER_YEARS = VIMSHOTTARI_ORDER.map((g) => VIMSHOTTARI_YEARS[g]);

/**
 * Fills `out` with the nine formatted sub-periods of [start, end) from the lord at `first`
 * (an index into VIMSHOTTARI_ORDER), down `depth` levels. Same arithmetic as `divide`, so the
 * instants and their strings are identical; but no numeric tree is built on the way, and each
 * boundary is formatted once (a child's first start is its parent's start).
 */
function divideFormatted(
  first: number,
  start: number,
  end: number,
  startText: string,
  depth: number,
  format: (ms: number) => string,
): FormattedDashaPeriod[] {
  const span = end - start;
  const out: FormattedDashaPeriod[] = new Array<FormattedDashaPeriod>(9);
  let elapsedYears = 0;
  let from = start;
  let fromText = startText;
  for (let i = 0; i < 9; i++) {
    const lord = (first + i) % 9;
    elapsedYears += ORDER_YEARS[lord]!;
    const to = i === 8 ? end : start + (span * elapsedYears) / VIMSHOTTARI_TOTAL_YEARS;
    const toText = format(to);
    out[i] =
      depth > 1
        ? {
            planet: VIMSHOTTARI_ORDER[lord]!,
            start: fromText,
            end: toText,
            children: divideFormatted(lord, from, to, fromText, depth - 1, format),
          }
        : { planet: VIMSHOTTARI_ORDER[lord]!, start: fromText, end: toText };
    from = to;
    fromText = toText;
  }
  return out;
}

/**
 * The contract's `dasha` object straight from the Moon and the birth instant: equal to
 * `formatDasha(vimshottariDasha(...), format)`, at about half the cost, which matters for the
 * 7,380 periods of four levels on a cold Worker.
 */
export function formattedVimshottariDasha(
  moonLongitude: number,
  birthMs: number,
  options: VimshottariOptions,
  format: (ms: number) => string,
): FormattedDasha {
  const c = cycleOf(moonLongitude, birthMs, options);
  const first = VIMSHOTTARI_ORDER.indexOf(c.lord);
  return {
    system: "vimshottari",
    balanceYears: c.balanceYears,
    periods: divideFormatted(first, c.start, c.end, format(c.start), c.depth, format),
  };
}
