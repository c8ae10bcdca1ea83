/**
 * The invariants every dasha system keeps at every level, for the dasha tests: a period ends after
 * it starts and the next begins exactly where it ends; a period's children begin with it and end
 * with it, and their years (where periods carry years) add up to its own.
 */
import { expect } from "vitest";

/** A period as the engine gives it (epoch ms) or as the `dashas` section writes it (ISO 8601). */
export interface ChainedPeriod<P> {
  start: number | string;
  end: number | string;
  years?: number;
  children?: readonly P[];
}

export interface ChainOptions<P> {
  /** How many levels the tree has from here (1: no period has children); unset: as deep as it goes. */
  levels?: number;
  /** The years the top periods add up to. */
  years?: number;
  /** An ISO instant as epoch ms, to compare strings in time (they chain by equality as written). */
  ms?: (instant: string) => number;
  /** A system's own rules (order of lords, shares) for each run of siblings: `parent` is null at the top. */
  each?: (periods: readonly P[], parent: P | null, path: string) => void;
}

export function expectChained<P extends ChainedPeriod<P>>(periods: readonly P[], options: ChainOptions<P> = {}): void {
  check(periods, null, options.levels, options, "");
}

function check<P extends ChainedPeriod<P>>(
  periods: readonly P[],
  parent: P | null,
  levels: number | undefined,
  options: ChainOptions<P>,
  path: string,
): void {
  const ms = (t: number | string) => (typeof t === "number" ? t : (options.ms ?? Date.parse)(t));
  expect(periods.length, `${path} has periods`).toBeGreaterThan(0);
  if (parent) {
    expect(periods[0]!.start, `${path} starts with its parent`).toBe(parent.start);
    expect(periods.at(-1)!.end, `${path} ends with its parent`).toBe(parent.end);
  }
  const years = parent ? parent.years : options.years;
  if (years !== undefined) {
    expect(
      periods.reduce((n, p) => n + p.years!, 0),
      `${path} years`,
    ).toBeCloseTo(years, 9);
  }
  periods.forEach((p, i) => {
    const at = `${path}/${i}`;
    if (i > 0) expect(p.start, `${at} starts where ${path}/${i - 1} ends`).toBe(periods[i - 1]!.end);
    expect(ms(p.end), `${at} ends after it starts`).toBeGreaterThan(ms(p.start));
    if (levels === 1) expect(p, at).not.toHaveProperty("children");
    else if (levels !== undefined) expect(p.children?.length, `${at} has children`).toBeGreaterThan(0);
    if (p.children) check(p.children, p, levels === undefined ? undefined : levels - 1, options, at);
  });
  options.each?.(periods, parent, path);
}
