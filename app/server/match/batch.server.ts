/**
 * Batch matching (issue 15): one saved Kundli, a boy or a girl, against saved Kundlis of the
 * other gender or the births of a CSV upload. The births are gathered and checked here, the
 * calc Worker matches and ranks them in one RPC (engine/match-batch.ts), and each row gets what
 * the screens need: its source and the address of its full match. Up to SYNC_MAX candidates are
 * matched on request and nothing is stored; more run as a queued job (batch-job.server.ts)
 * (docs/decisions/0021-batch-matching.md).
 */
import type { TFunction } from "i18next";
import { z } from "zod";
import type { BatchSide, MatchBatch } from "#engine/match-batch.ts";
import type { KundliInput } from "#engine/types.ts";
import { type Actor, mayActFor } from "#app/server/accounts/access.server";
import { recordRef } from "#app/shared/accounts/fields";
import {
  birthInputOf,
  formValuesOf,
  kundliRecordOf,
  savedBirth,
  type KundliFields,
} from "#app/server/accounts/kundalis.server";
import { defaultCalcOptions } from "#app/server/accounts/settings.server";
import { generateMatchBatch } from "#app/server/calc.server";
import { db } from "#app/server/db.server";
import { ApiError } from "#app/server/http.server";
import type { BatchAnswer } from "#app/shared/match/batch-table";
import { GENDER_OF, OTHER } from "#app/shared/match/sides";
import { MAX_CSV_BYTES, parseBirthsCsv, type CsvBirth } from "./births-csv.server";

/** One calc Worker call's limit (engine/match-batch.ts MAX_BATCH): more run as a queued job, in chunks of it. */
export const SYNC_MAX = 500;
/** The most candidates of one batch (a queued job of ten chunks). */
export const MAX_CANDIDATES = 5000;
/** Ids per D1 query (D1 binds at most 100 parameters). */
const ID_CHUNK = 90;

export const BatchBody = z.strictObject({
  side: z.enum(["boy", "girl"], { error: "batch.errors.side" }),
  profileId: recordRef,
  candidateIds: z
    .array(z.number().int().positive().max(Number.MAX_SAFE_INTEGER), { error: "batch.errors.candidates" })
    .min(1, "batch.errors.candidates")
    .max(MAX_CANDIDATES, "batch.errors.tooManyCandidates")
    .optional(),
  csv: z.string({ error: "batch.errors.notCsv" }).optional(),
});
export type BatchBody = z.infer<typeof BatchBody>;

interface Candidate {
  fields: Pick<KundliFields, "name" | "gender" | "date" | "time" | "place" | "utcOffset" | "options">;
  kundliId?: number;
  line?: number;
}

/** A refusal of one candidate, translated when the answer is made (a job's, when it is read). */
export interface PendingRejection {
  kundliId?: number;
  line?: number;
  column: string;
  code: string;
  messageKey: string;
}

/** A checked batch, ready for the calc Worker: what a queued job stores (batch-job.server.ts). */
export interface PreparedBatch {
  side: BatchSide;
  profile: { id: number; name: string; input: KundliInput };
  candidates: { input: KundliInput; kundliId?: number; line?: number; link: string }[];
  rejected: PendingRejection[];
}

/** The saved candidates, each one the actor may reach (else 404, as for one that does not exist). */
async function savedCandidates(env: Env, actor: Actor, ids: number[], side: BatchSide): Promise<Candidate[]> {
  const unique = [...new Set(ids)];
  const rows = [];
  for (let i = 0; i < unique.length; i += ID_CHUNK) {
    rows.push(
      ...(await db(env)
        .selectFrom("kundalis")
        .selectAll()
        .where("id", "in", unique.slice(i, i + ID_CHUNK))
        .execute()),
    );
  }
  const byId = new Map(rows.map((r) => [r.id, r]));
  const reachable = new Map<string, boolean>();
  for (const owner of new Set(rows.map((r) => r.user_id))) reachable.set(owner, await mayActFor(env, actor, owner));
  return unique.map((id) => {
    const row = byId.get(id);
    const field = `candidateIds.${ids.indexOf(id)}`;
    if (!row || !reachable.get(row.user_id))
      throw new ApiError(404, "not_found", "batch.errors.candidateNotFound", field);
    if (row.gender !== GENDER_OF[OTHER[side]])
      throw new ApiError(400, "wrong_gender", `batch.errors.candidateGender.${OTHER[side]}`, field);
    return { fields: kundliRecordOf(row), kundliId: id };
  });
}

/** The matchmaking screen's address for the pair: by ids, or the CSV birth filled into the form. */
function matchLink(side: BatchSide, profileId: number, candidate: Candidate): string {
  const other = OTHER[side];
  const query = new URLSearchParams({ [side]: String(profileId) });
  if (candidate.kundliId !== undefined) {
    query.set(other, String(candidate.kundliId));
  } else {
    // The CSV birth typed into the form's new birth: only what it has (the side fixes the gender).
    query.set(`${other}.mode`, "new");
    for (const [key, value] of Object.entries(formValuesOf(candidate.fields)))
      if (value && key !== "gender") query.set(`${other}.${key}`, value);
  }
  return `/main/match?${query}`;
}

/** A field of the calc Worker's `candidates.N.…` back to the CSV's column names. */
const engineColumn = (field: string | undefined) =>
  (field ?? "")
    .replace(/^candidates\.\d+\.?/, "")
    .replace(/^place\./, "")
    .replace("utcOffset", "utc_offset");

/**
 * Checks a batch request and gathers its births: the profile, and each candidate the actor may
 * reach (saved) or each good CSV row, with the link of its full match. Every refusal of the
 * whole request is an ApiError (4xx) raised before anything is written.
 */
export async function prepareBatch(env: Env, actor: Actor, body: BatchBody): Promise<PreparedBatch> {
  const hasIds = body.candidateIds !== undefined;
  if (hasIds === (body.csv !== undefined))
    throw new ApiError(400, "invalid_input", "batch.errors.candidatesOrCsv", hasIds ? "csv" : "candidateIds");
  if (body.csv !== undefined && new TextEncoder().encode(body.csv).byteLength > MAX_CSV_BYTES)
    throw new ApiError(413, "payload_too_large", "batch.errors.csvTooLarge", "csv", { kib: MAX_CSV_BYTES / 1024 });

  const profile = await savedBirth(env, actor, body.profileId, {
    messageKey: "batch.errors.profileNotFound",
    field: "profileId",
  });
  if (profile.record.gender !== GENDER_OF[body.side])
    throw new ApiError(400, "wrong_gender", `batch.errors.profileGender.${body.side}`, "profileId");

  const rejected: PendingRejection[] = [];
  let candidates: Candidate[];
  if (body.candidateIds) {
    candidates = await savedCandidates(env, actor, body.candidateIds, body.side);
  } else {
    const gender = GENDER_OF[OTHER[body.side]];
    const { births, errors } = parseBirthsCsv(body.csv!, gender, await defaultCalcOptions(env, actor.uid));
    for (const e of errors) rejected.push({ line: e.line, column: e.column, code: e.code, messageKey: e.messageKey });
    if (births.length === 0)
      throw new ApiError(400, "no_valid_rows", "batch.errors.noValidRows", "csv", undefined, { rows: rejected });
    candidates = births.map((b: CsvBirth) => ({ fields: b.fields, line: b.line }));
  }
  return {
    side: body.side,
    profile: { id: profile.record.id, name: profile.record.name, input: profile.input },
    candidates: candidates.map((c) => ({
      input: birthInputOf(c.fields),
      ...(c.kundliId === undefined ? { line: c.line! } : { kundliId: c.kundliId }),
      link: matchLink(body.side, profile.record.id, c),
    })),
    rejected,
  };
}

/** The calc Worker's ranked rows and refusals as the answer the screens, the CSV and the PDF read. */
export function batchAnswer(prepared: PreparedBatch, batch: MatchBatch, t: TFunction): BatchAnswer {
  const source = (c: PreparedBatch["candidates"][number]) =>
    c.kundliId === undefined ? { line: c.line } : { kundliId: c.kundliId };
  const rejected = [
    ...prepared.rejected,
    ...batch.failed.map((f) => ({
      ...source(prepared.candidates[f.index]!),
      column: engineColumn(f.error.field),
      code: f.error.code,
      messageKey: `calc.errors.${f.error.code}`,
    })),
  ].sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return {
    side: prepared.side,
    profile: { id: prepared.profile.id, name: prepared.profile.name },
    rows: batch.rows.map((row, i) => {
      const c = prepared.candidates[row.index]!;
      return { ...row, rank: i + 1, ...source(c), link: c.link };
    }),
    rejected: rejected.map(({ messageKey, ...r }) => ({ ...r, message: t(messageKey) })),
  };
}

/** The calc Worker's input for candidates `from`…`to` of a prepared batch (one call: at most SYNC_MAX). */
export const calcInput = (prepared: PreparedBatch, from = 0, to = prepared.candidates.length) => ({
  side: prepared.side,
  profile: prepared.profile.input,
  candidates: prepared.candidates.slice(from, to).map((c) => c.input),
});

/** A checked batch of at most SYNC_MAX candidates, matched now in one calc Worker call (not stored). */
export async function matchNow(env: Env, prepared: PreparedBatch, t: TFunction): Promise<BatchAnswer> {
  if (prepared.candidates.length > SYNC_MAX)
    throw new ApiError(400, "too_many_candidates", "batch.errors.tooManyNow", undefined, { max: SYNC_MAX });
  return batchAnswer(prepared, await generateMatchBatch(env, calcInput(prepared)), t);
}
