/**
 * Batch matching: each row is the reference pair's own result (testing/reference/examples/pairs.jsonl,
 * not this code's), whichever side the profile is; failures stay per candidate; the ranking.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { KOOTAS } from "./ashtakoot.ts";
import { computeMatchBatch, MAX_BATCH, rankRows, standingDoshas, type BatchRow } from "./match-batch.ts";
import { pairExamples, type PairExample } from "./testing/reference.ts";
import { CalcError } from "./types.ts";

const pairs = pairExamples();
const runtime = { tzdata: "test" };

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

function expectPair(row: BatchRow | undefined, pair: PairExample) {
  expect(row, pair.id).toBeDefined();
  for (const koota of KOOTAS)
    expect(row!.kootas[koota], `${pair.id} ${koota}`).toBe(pair.expected.ashtakoot[koota]!.received);
  expect(row!.total).toBe(pair.expected.ashtakoot.total!.received);
  expect(row!.outOf).toBe(36);
  expect(row!.tier).toBe(pair.expected.tier);
  expect({ boy: row!.mangal.boy, girl: row!.mangal.girl }).toEqual(pair.expected.mangalDosh);
}

describe("computeMatchBatch", () => {
  it.each(pairs.map((p, k) => [p.id, k] as const))("%s: a boy against every girl holds the reference pair", (_, k) => {
    const batch = computeMatchBatch(
      eph,
      { side: "boy", profile: pairs[k]!.input.boy, candidates: pairs.map((p) => p.input.girl) },
      runtime,
    );
    expect(batch.profile.name).toBe(pairs[k]!.input.boy.name);
    expect(batch.failed).toEqual([]);
    expect(batch.rows.map((r) => r.index).sort((a, b) => a - b)).toEqual(pairs.map((_, i) => i));
    const row = batch.rows.find((r) => r.index === k);
    expect(row?.name).toBe(pairs[k]!.input.girl.name);
    expectPair(row, pairs[k]!);
  });

  it("a girl against every boy holds each reference pair (the sides are not swapped)", () => {
    for (const [k, pair] of pairs.entries()) {
      const batch = computeMatchBatch(
        eph,
        { side: "girl", profile: pair.input.girl, candidates: pairs.map((p) => p.input.boy) },
        runtime,
      );
      expectPair(
        batch.rows.find((r) => r.index === k),
        pair,
      );
    }
  });

  it("ranks by points, most first", () => {
    const batch = computeMatchBatch(
      eph,
      { side: "boy", profile: pairs[0]!.input.boy, candidates: pairs.map((p) => p.input.girl) },
      runtime,
    );
    const totals = batch.rows.map((r) => r.total);
    expect(totals).toEqual([...totals].sort((a, b) => b - a));
    expect(new Set(totals).size).toBeGreaterThan(3);
  });

  it("keeps a refused candidate as a failure of its own and matches the others", () => {
    const girls = pairs.slice(0, 3).map((p) => p.input.girl);
    const bad = { ...girls[1]!, time: "24:00" };
    const batch = computeMatchBatch(
      eph,
      { side: "boy", profile: pairs[0]!.input.boy, candidates: [girls[0], bad, girls[2]] },
      runtime,
    );
    expect(batch.rows.map((r) => r.index).sort()).toEqual([0, 2]);
    expect(batch.failed).toHaveLength(1);
    expect(batch.failed[0]!.index).toBe(1);
    expect(batch.failed[0]!.error.field).toBe("candidates.1.time");
  });

  it("refuses a wrong profile, side or candidate list as a whole", () => {
    const girl = pairs[0]!.input.girl;
    const boy = pairs[0]!.input.boy;
    const field = (raw: unknown) => {
      try {
        computeMatchBatch(eph, raw, runtime);
      } catch (e) {
        expect(e).toBeInstanceOf(CalcError);
        return (e as CalcError).field;
      }
      return "accepted";
    };
    expect(field({ side: "boy", profile: { ...boy, date: "1990-02-30" }, candidates: [girl] })).toBe("profile.date");
    expect(field({ side: "both", profile: boy, candidates: [girl] })).toBe("side");
    expect(field({ side: "boy", profile: boy, candidates: [] })).toBe("candidates");
    expect(field({ side: "boy", profile: boy, candidates: Array(MAX_BATCH + 1).fill(girl) })).toBe("candidates");
    expect(field([])).toBeUndefined();
  });
});

describe("rankRows", () => {
  const row = (index: number, total: number, doshas: { nadi?: boolean; cancelled?: boolean } = {}): BatchRow => ({
    index,
    name: `c${index}`,
    total,
    outOf: 36,
    tier: "good",
    kootas: { varna: 0, vashya: 0, tara: 0, yoni: 0, grahaMaitri: 0, gana: 0, bhakoot: 0, nadi: 0 },
    mangal: { boy: false, girl: false, cancelledBy: [] },
    bhakoot: { present: false, cancelledBy: [] },
    nadi: { present: doshas.nadi ?? false, cancelledBy: doshas.cancelled ? ["sameSignDifferentNakshatra"] : [] },
  });

  it("puts more points first, then fewer standing doshas, then the input's order", () => {
    const rows = [row(0, 20), row(1, 28.5), row(2, 28.5, { nadi: true }), row(3, 28.5), row(4, 30, { nadi: true })];
    expect(rankRows(rows).map((r) => r.index)).toEqual([4, 1, 3, 2, 0]);
  });

  it("counts a cancelled dosha as not standing, and Mangal dosh on both sides as cancelled", () => {
    expect(standingDoshas(row(0, 20, { nadi: true, cancelled: true }))).toBe(0);
    expect(standingDoshas(row(0, 20, { nadi: true }))).toBe(1);
    expect(standingDoshas({ ...row(0, 20), mangal: { boy: true, girl: false, cancelledBy: [] } })).toBe(1);
    expect(standingDoshas({ ...row(0, 20), mangal: { boy: true, girl: true, cancelledBy: ["bothManglik"] } })).toBe(0);
  });

  it("does not reorder its argument", () => {
    const rows = [row(0, 10), row(1, 30)];
    rankRows(rows);
    expect(rows.map((r) => r.index)).toEqual([0, 1]);
  });
});
