// The arithmetic shared by the nakshatra dashas other than Vimshottari (Yogini, Ashtottari):
// a fixed cycle of lords, each with its years; the mahadasha running at birth and the part of it
// already elapsed come from the Moon's nakshatra; every level below divides its parent among all
// the lords of the cycle, from the parent's own lord on, in proportion to their years.
// docs/dashas.md gives the rules and their sources.

const DAY_MS = 86_400_000;

export interface DashaCycle<L extends string> {
  /** The lords in the order their periods run. */
  order: readonly L[];
  years: Readonly<Record<L, number>>;
  /** The years of one whole cycle (the sum of `years`). */
  total: number;
}

export interface CyclePeriod<L extends string> {
  lord: L;
  /** Epoch milliseconds, UTC (fractional milliseconds are kept). */
  start: number;
  end: number;
  /** Dasha years of this period: a mahadasha's full length, a sub-period's share. */
  years: number;
  /** Sub-periods, present only down to the depth that was asked for. */
  children?: CyclePeriod<L>[];
}

export interface CycleOptions {
  /** Days in a dasha year (the `dashaYear` option): 365.25 by default. */
  yearDays: number;
  /** Levels to build: 1 = mahadashas only, 2 = with antardashas (the contract's default). */
  depth: number;
}

/** The cycle's lords from `first` on, once round. */
export function sequenceFrom<L extends string>(cycle: DashaCycle<L>, first: L): L[] {
  const at = cycle.order.indexOf(first);
  if (at < 0) throw new RangeError(`${first} is not a lord of this cycle`);
  return cycle.order.map((_, i) => cycle.order[(at + i) % cycle.order.length]!);
}

export function checkOptions(options: CycleOptions): void {
  if (!(options.yearDays > 0) || !Number.isFinite(options.yearDays)) {
    throw new RangeError(`dasha year of ${options.yearDays} days`);
  }
  if (!Number.isInteger(options.depth) || options.depth < 1) throw new RangeError(`dasha depth ${options.depth}`);
}

/**
 * [start, end) shared among all the lords of the cycle from `first` on, each in proportion to its
 * years; the parent's `years` are shared the same way. Boundaries are computed once from the
 * parent's start, each period's end is the next one's start, and the last ends exactly at `end`.
 */
export function subPeriodsOf<L extends string>(
  cycle: DashaCycle<L>,
  parent: Pick<CyclePeriod<L>, "lord" | "start" | "end" | "years">,
  depth = 1,
): CyclePeriod<L>[] {
  const span = parent.end - parent.start;
  const lords = sequenceFrom(cycle, parent.lord);
  let elapsed = 0;
  let from = parent.start;
  return lords.map((lord, i) => {
    elapsed += cycle.years[lord];
    const to = i === lords.length - 1 ? parent.end : parent.start + (span * elapsed) / cycle.total;
    const period: CyclePeriod<L> = {
      lord,
      start: from,
      end: to,
      years: (parent.years * cycle.years[lord]) / cycle.total,
    };
    if (depth > 1) period.children = subPeriodsOf(cycle, period, depth - 1);
    from = to;
    return period;
  });
}

/**
 * The mahadashas of `cycles` whole cycles from the one running at birth, which began
 * `elapsedYears` before `birthMs`. Every boundary is the first start plus the years run so far,
 * so periods chain exactly and the cycles do not drift.
 */
export function mahadashas<L extends string>(
  cycle: DashaCycle<L>,
  first: L,
  elapsedYears: number,
  birthMs: number,
  cycles: number,
  options: CycleOptions,
): CyclePeriod<L>[] {
  checkOptions(options);
  const yearMs = options.yearDays * DAY_MS;
  const start = birthMs - elapsedYears * yearMs;
  const lords = sequenceFrom(cycle, first);
  const out: CyclePeriod<L>[] = [];
  let run = 0;
  let from = start;
  for (let c = 0; c < cycles; c++) {
    for (const lord of lords) {
      const years = cycle.years[lord];
      run += years;
      const to = start + run * yearMs;
      const period: CyclePeriod<L> = { lord, start: from, end: to, years };
      if (options.depth > 1) period.children = subPeriodsOf(cycle, period, options.depth - 1);
      out.push(period);
      from = to;
    }
  }
  return out;
}
