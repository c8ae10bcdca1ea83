import { describe, expect, it } from "vitest";
import { expectChained } from "./dasha-chain.ts";

interface P {
  start: number;
  end: number;
  years: number;
  children?: P[];
}
/** Two periods of 10 years each (1 ms a year), each split 4 + 6. */
const tree = (): P[] => [
  {
    start: 0,
    end: 10,
    years: 10,
    children: [
      { start: 0, end: 4, years: 4 },
      { start: 4, end: 10, years: 6 },
    ],
  },
  {
    start: 10,
    end: 20,
    years: 10,
    children: [
      { start: 10, end: 14, years: 4 },
      { start: 14, end: 20, years: 6 },
    ],
  },
];

describe("expectChained", () => {
  it("passes a chained tree, as numbers or as ISO strings", () => {
    expectChained(tree(), { levels: 2, years: 20 });
    const iso = (n: number) => new Date(Date.UTC(2000, 0, 1 + n)).toISOString();
    type S = { start: string; end: string; years: number; children?: S[] };
    const written = (p: P): S => ({
      start: iso(p.start),
      end: iso(p.end),
      years: p.years,
      ...(p.children ? { children: p.children.map(written) } : {}),
    });
    const strings = tree().map(written);
    expectChained(strings, { levels: 2, years: 20 });
  });

  it.each([
    ["a gap between periods", (t: P[]) => (t[1]!.start = 11)],
    ["a period that does not last", (t: P[]) => (t[0]!.children![0]!.end = 0)],
    ["children that start after their parent", (t: P[]) => (t[1]!.children![0]!.start = 11)],
    ["children that end before their parent", (t: P[]) => (t[0]!.children![1]!.end = 9)],
    ["children whose years miss the parent's", (t: P[]) => (t[1]!.children![1]!.years = 5)],
    ["children below the last level", (t: P[]) => (t[0]!.children![0]!.children = [])],
    ["a period without children above the last level", (t: P[]) => delete t[1]!.children],
  ])("fails %s", (_, spoil) => {
    const t = tree();
    spoil(t);
    expect(() => expectChained(t, { levels: 2 })).toThrow();
  });

  it("fails top periods whose years miss the total, and hands each run of siblings to `each`", () => {
    expect(() => expectChained(tree(), { years: 21 })).toThrow();
    const runs: [number, number | null][] = [];
    expectChained(tree(), { each: (run, parent) => runs.push([run.length, parent?.start ?? null]) });
    expect(runs).toEqual([
      [2, 0],
      [2, 10],
      [2, null],
    ]);
  });
});
