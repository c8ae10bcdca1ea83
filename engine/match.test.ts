/**
 * Matching end to end — births → ephemeris → Moons → kootas — against all 20 pairs of
 * testing/reference/examples/pairs.jsonl (exact scores, total, tier; Mangal dosh under the
 * file's `mangal_rule`, which is conventions.md's rule counted from the Ascendant).
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { computeMatch } from "./match.ts";
import { CalcError } from "./types.ts";
import { pairExamples } from "./testing/reference.ts";

const pairs = pairExamples();

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("Ashtakoot from births", () => {
  it.each(pairs)("$id", (pair) => {
    const m = computeMatch(eph, pair.input, { tzdata: "test" });
    for (const [koota, want] of Object.entries(pair.expected.ashtakoot)) {
      expect(
        {
          received: m.ashtakoot[koota as keyof typeof m.ashtakoot].received,
          outOf: m.ashtakoot[koota as keyof typeof m.ashtakoot].outOf,
        },
        koota,
      ).toEqual(want);
    }
    expect(m.tier).toBe(pair.expected.tier);
    expect(m.mangalDosh).toEqual(pair.expected.mangalDosh);
  });

  it("names the partner whose input is wrong", () => {
    const good = pairs[0]!.input;
    expect(() =>
      computeMatch(eph, { boy: good.boy, girl: { ...good.girl, time: "24:00" } }, { tzdata: "test" }),
    ).toThrow(CalcError);
    try {
      computeMatch(eph, { boy: good.boy }, { tzdata: "test" });
    } catch (e) {
      expect((e as CalcError).field).toBe("girl");
    }
  });
});
