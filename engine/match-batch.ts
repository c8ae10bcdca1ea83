/**
 * Batch matching: one profile (a boy or a girl) against many candidates, ranked. Every pair is
 * the match engine's own (matchOf → ashtakoot): this module only computes the profile's Kundli
 * once, keeps each pair's points and doshas as one compact row, and ranks the rows
 * (docs/decisions/0021-batch-matching.md).
 */
import type { Ephemeris } from "../ephemeris/index.ts";
import { KOOTAS, type DoshaReport, type Koota, type MatchTier } from "./ashtakoot.ts";
import { parseKundliInput } from "./input.ts";
import { kundliOf, type Kundli, type RuntimeInfo } from "./kundli.ts";
import { matchOf } from "./match.ts";
import { calcFailure } from "./result.ts";
import { CalcError } from "./types.ts";

/** The most candidates one batch takes (one RPC; measured in docs/benchmarks.md). */
export const MAX_BATCH = 500;

export type BatchSide = "boy" | "girl";

export interface BatchInput {
  /** Which partner the profile is; every candidate is the other. */
  side: BatchSide;
  profile: unknown;
  candidates: unknown[];
}

export interface BatchRow {
  /** The candidate's position in the input (0-based), to find its source again. */
  index: number;
  name: string;
  total: number;
  outOf: number;
  tier: MatchTier;
  kootas: Record<Koota, number>;
  /** Mangal dosh of each partner (before cancellation), and the rule that cancels it if any. */
  mangal: { boy: boolean; girl: boolean; cancelledBy: string[] };
  bhakoot: DoshaReport;
  nadi: DoshaReport;
}

export interface BatchFailure {
  index: number;
  error: { code: string; message: string; field?: string };
}

export interface MatchBatch {
  side: BatchSide;
  profile: { name: string };
  /** Ranked: rankRows. */
  rows: BatchRow[];
  /** Candidates the engine refused (their birth), in input order. */
  failed: BatchFailure[];
}

/** Doshas of a pair that stand: present and not cancelled. */
export function standingDoshas(row: Pick<BatchRow, "mangal" | "bhakoot" | "nadi">): number {
  const mangal = (row.mangal.boy || row.mangal.girl) && row.mangal.cancelledBy.length === 0;
  const stands = (d: DoshaReport) => d.present && d.cancelledBy.length === 0;
  return Number(mangal) + Number(stands(row.bhakoot)) + Number(stands(row.nadi));
}

/**
 * Most points first; among equal points, fewer standing doshas first; then the input's order, so
 * the ranking is total and repeatable.
 */
export function rankRows(rows: readonly BatchRow[]): BatchRow[] {
  return [...rows].sort((a, b) => b.total - a.total || standingDoshas(a) - standingDoshas(b) || a.index - b.index);
}

function rowOf(index: number, candidate: Kundli, profile: Kundli, side: BatchSide): BatchRow {
  const m = side === "boy" ? matchOf(profile, candidate) : matchOf(candidate, profile);
  return {
    index,
    name: candidate.basic.name,
    total: m.ashtakoot.total.received,
    outOf: m.ashtakoot.total.outOf,
    tier: m.tier,
    kootas: Object.fromEntries(KOOTAS.map((k) => [k, m.ashtakoot[k].received])) as Record<Koota, number>,
    mangal: { ...m.mangalDosh, cancelledBy: m.doshas.mangal.cancelledBy },
    bhakoot: m.doshas.bhakoot,
    nadi: m.doshas.nadi,
  };
}

/** A Kundli for matching, its errors named under `prefix` (the time rules name a bare field). */
function kundliAt(eph: Ephemeris, raw: unknown, prefix: string, runtime: RuntimeInfo): Kundli {
  try {
    // One level of dasha is all a match needs of either Kundli.
    return kundliOf(eph, { ...parseKundliInput(raw, prefix), dashaLevels: 1 }, runtime);
  } catch (error) {
    if (error instanceof CalcError && error.field !== prefix && !error.field?.startsWith(`${prefix}.`))
      throw new CalcError(error.code, error.message, error.field ? `${prefix}.${error.field}` : prefix);
    throw error;
  }
}

/**
 * The batch: the profile's input must be valid (else CalcError, as for a single match); a
 * candidate the engine refuses becomes a failure of its own and the others are still matched.
 */
export function computeMatchBatch(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): MatchBatch {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw))
    throw new CalcError("INVALID_INPUT", "a batch input must be a JSON object with side, profile and candidates");
  const { side, profile, candidates } = raw as Partial<BatchInput>;
  if (side !== "boy" && side !== "girl") throw new CalcError("INVALID_FIELD", "side: boy or girl", "side");
  if (!Array.isArray(candidates) || candidates.length === 0 || candidates.length > MAX_BATCH)
    throw new CalcError("INVALID_FIELD", `candidates: 1 to ${MAX_BATCH} Kundli inputs`, "candidates");
  const own = kundliAt(eph, profile, "profile", runtime);
  const rows: BatchRow[] = [];
  const failed: BatchFailure[] = [];
  candidates.forEach((candidate, index) => {
    try {
      rows.push(rowOf(index, kundliAt(eph, candidate, `candidates.${index}`, runtime), own, side));
    } catch (error) {
      failed.push({ index, error: calcFailure(error).error });
    }
  });
  return { side, profile: { name: own.basic.name }, rows: rankRows(rows), failed };
}

/** The batch as JSON in UTF-8 bytes, as the calc Worker's other answers travel (decision 0013). */
export function computeMatchBatchJson(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Uint8Array<ArrayBuffer> {
  return new TextEncoder().encode(JSON.stringify(computeMatchBatch(eph, raw, runtime)));
}
