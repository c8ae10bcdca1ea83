/**
 * The Dasha tab's drill-down, in the browser, for its four systems.
 *
 * - Vimshottari: the Kundli carries the mahadashas and their antardashas (contract calc-cli.md);
 *   deeper levels come from the engine's own pure `subPeriods`, so the numbers are the ones the
 *   server would give, without a request.
 * - Yogini, Ashtottari and Chara: the `dashas` section (calc-cli-v2.md), asked for when one of them
 *   is chosen, with two levels; a third (the most the section gives) is asked for when the
 *   astrologer opens an antardasha. Nothing of these three is computed here.
 *
 * Every system becomes the same tree of `DashaNode`s, walked by index: Yogini and Chara list a lord
 * more than once (three and two cycles), so a lord does not name a period.
 */
import {
  runningPeriods,
  subPeriods,
  VIMSHOTTARI_TOTAL_YEARS,
  type DashaPeriod,
  type FormattedDashaPeriod,
} from "#engine/dasha";
import type { Graha } from "#engine/types";
import { VIMSHOTTARI_YEARS } from "#engine/zodiac";

export const DASHA_SYSTEMS = ["vimshottari", "yogini", "ashtottari", "chara"] as const;
export type DashaSystem = (typeof DASHA_SYSTEMS)[number];

/**
 * Levels each system drills to: Vimshottari to the Paraprtyantardasha (computed in the browser),
 * the section's three to the Pratyantardasha (`dashasLevels` is at most 3).
 */
export const SYSTEM_DEPTH: Readonly<Record<DashaSystem, number>> = {
  vimshottari: 4,
  yogini: 3,
  ashtottari: 3,
  chara: 3,
};

/** Levels of the `dashas` section asked for first (the engine's default): mahadashas and antardashas. */
export const SECTION_LEVELS = 2;

/** The system of an address (`?dasha=yogini`); Vimshottari when absent or unknown. */
export function dashaSystemOf(search: string): DashaSystem {
  const value = new URLSearchParams(search).get("dasha");
  return (DASHA_SYSTEMS as readonly (string | null)[]).includes(value) ? (value as DashaSystem) : "vimshottari";
}

/** The address's query with `dasha` set (left out for Vimshottari, the default); other parameters kept. */
export function dashaSystemSearch(search: string, system: DashaSystem): string {
  const params = new URLSearchParams(search);
  if (system === "vimshottari") params.delete("dasha");
  else params.set("dasha", system);
  const query = params.toString();
  return query ? `?${query}` : "";
}

/** One period of any system as the dasha table draws it: `of` is its lord (a planet, a yogini, a sign). */
export interface DashaNode<T> {
  of: T;
  /** Epoch milliseconds, UTC. */
  start: number;
  end: number;
  /** Length in dasha years (a sub-period's share of its parent). */
  years: number;
  /** Sub-periods, where the answer carries them. */
  children?: DashaNode<T>[];
}

/** A section's periods (ISO instants, `years` given), with `of` read from each. */
export function sectionNodes<P extends { start: string; end: string; years: number; children?: P[] }, T>(
  periods: readonly P[],
  of: (period: P) => T,
): DashaNode<T>[] {
  return periods.map((p) => {
    const node: DashaNode<T> = { of: of(p), start: Date.parse(p.start), end: Date.parse(p.end), years: p.years };
    if (p.children) node.children = sectionNodes(p.children, of);
    return node;
  });
}

/** Vimshottari's periods from the contract, each with its years: a lord's share of its parent's. */
export function vimshottariNodes(periods: readonly FormattedDashaPeriod[], parentYears?: number): DashaNode<Graha>[] {
  return periods.map((p) => {
    const years = share(p.planet, parentYears);
    const node: DashaNode<Graha> = { of: p.planet, start: Date.parse(p.start), end: Date.parse(p.end), years };
    if (p.children) node.children = vimshottariNodes(p.children, years);
    return node;
  });
}

const share = (planet: Graha, parentYears?: number) =>
  parentYears === undefined
    ? VIMSHOTTARI_YEARS[planet]
    : (parentYears * VIMSHOTTARI_YEARS[planet]) / VIMSHOTTARI_TOTAL_YEARS;

/** The nine sub-periods of a Vimshottari period, from the engine's `subPeriods` (no request). */
export function vimshottariExpand(node: DashaNode<Graha>): DashaNode<Graha>[] {
  return subPeriods({ planet: node.of, start: node.start, end: node.end }).map((p) => ({
    of: p.planet,
    start: p.start,
    end: p.end,
    years: share(p.planet, node.years),
  }));
}

/** Sub-periods of a node: its own, else `expand`'s; undefined when neither has them (not loaded yet). */
function childrenOf<T>(node: DashaNode<T>, expand?: (node: DashaNode<T>) => DashaNode<T>[]) {
  return node.children ?? expand?.(node);
}

/**
 * The rows shown at a path of indices: [] → mahadashas, [1] → the second mahadasha's antardashas,
 * and so on; undefined when that level is not loaded (or the path leads nowhere).
 */
export function nodesAt<T>(
  tree: readonly DashaNode<T>[],
  path: readonly number[],
  expand?: (node: DashaNode<T>) => DashaNode<T>[],
): readonly DashaNode<T>[] | undefined {
  let level: readonly DashaNode<T>[] | undefined = tree;
  for (const index of path) {
    const node: DashaNode<T> | undefined = level?.[index];
    level = node && childrenOf(node, expand);
  }
  return level;
}

/** The nodes along a path (the breadcrumb), as far as they are loaded. */
export function nodesAlong<T>(
  tree: readonly DashaNode<T>[],
  path: readonly number[],
  expand?: (node: DashaNode<T>) => DashaNode<T>[],
): DashaNode<T>[] {
  const out: DashaNode<T>[] = [];
  let level: readonly DashaNode<T>[] | undefined = tree;
  for (const index of path) {
    const node: DashaNode<T> | undefined = level?.[index];
    if (!node) break;
    out.push(node);
    level = childrenOf(node, expand);
  }
  return out;
}

/** Indices of the periods running at `instantMs`, mahadasha first, down to `depth` levels (as loaded). */
export function runningIndices<T>(
  tree: readonly DashaNode<T>[],
  instantMs: number,
  depth: number,
  expand?: (node: DashaNode<T>) => DashaNode<T>[],
): number[] {
  const out: number[] = [];
  let level: readonly DashaNode<T>[] | undefined = tree;
  while (level && out.length < depth) {
    const index = level.findIndex((p) => p.start <= instantMs && instantMs < p.end);
    if (index < 0) break;
    out.push(index);
    level = childrenOf(level[index]!, expand);
  }
  return out;
}

/** Whether row `index` of the level at `path` is the running period (the row to mark). */
export function isRunningRow(running: readonly number[], path: readonly number[], index: number): boolean {
  if (running.length <= path.length) return false;
  return path.every((at, i) => running[i] === at) && running[path.length] === index;
}

/** The contract's periods (ISO strings) as the engine's (epoch ms), children included. */
export function periodsFromContract(periods: readonly FormattedDashaPeriod[]): DashaPeriod[] {
  return periods.map((p) => {
    const period: DashaPeriod = { planet: p.planet, start: Date.parse(p.start), end: Date.parse(p.end) };
    if (p.children) period.children = periodsFromContract(p.children);
    return period;
  });
}

/** Lords of the periods running at `instantMs`, mahadasha first, down to the Paraprtyantardasha. */
export function runningPath(tree: readonly DashaPeriod[], instantMs: number): Graha[] {
  return runningPeriods({ periods: tree as DashaPeriod[] }, instantMs, SYSTEM_DEPTH.vimshottari).map((p) => p.planet);
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
