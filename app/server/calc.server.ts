import type { Kundli } from "#engine/kundli.ts";
import type { Match } from "#engine/match.ts";
import type { MatchBatch } from "#engine/match-batch.ts";
import type { CalcResult } from "#engine/result.ts";
import { ApiError } from "./http.server";

/**
 * The main Worker's side of the calculation Worker (service binding `CALC`, RPC). Answers arrive
 * as the contract's JSON in UTF-8 bytes, streamed (docs/decisions/0013-kundli-json-over-rpc.md):
 * the HTTP API sends them on untouched, screens and reports parse them. A refusal of the input
 * becomes a 400 naming the field, with the message in the user's language.
 */
async function call(run: () => Promise<CalcResult<ReadableStream<Uint8Array>>>): Promise<ReadableStream<Uint8Array>> {
  let result: CalcResult<ReadableStream<Uint8Array>>;
  try {
    result = await run();
  } catch (error) {
    console.error("calc worker unavailable", error);
    throw new ApiError(503, "calc_unavailable", "calc.errors.unavailable");
  }
  if (result.ok) return result.value;
  const { code, field } = result.error;
  throw new ApiError(400, code, `calc.errors.${code}`, field);
}

/** The calc Worker's JSON stream as the value it holds. */
export const parseCalcJson = async <T>(json: ReadableStream<Uint8Array>): Promise<T> =>
  (await new Response(json).json()) as T;

/** The Kundli as the contract's JSON, streamed, for the HTTP API. */
export function generateKundliJson(env: Env, input: unknown): Promise<ReadableStream<Uint8Array>> {
  return call(() => env.CALC.kundli(input));
}

export function generateMatchJson(env: Env, input: unknown): Promise<ReadableStream<Uint8Array>> {
  return call(() => env.CALC.match(input));
}

/** The day's Panchang (calc-cli-v2.md) as the contract's JSON, streamed, for the HTTP API. */
export function generateDayPanchangJson(env: Env, input: unknown): Promise<ReadableStream<Uint8Array>> {
  return call(() => env.CALC.panchang(input));
}

export async function generateKundli(env: Env, input: unknown): Promise<Kundli> {
  return parseCalcJson<Kundli>(await generateKundliJson(env, input));
}

export async function generateMatch(env: Env, input: unknown): Promise<Match> {
  return parseCalcJson<Match>(await generateMatchJson(env, input));
}

/** One profile against many births, ranked (engine/match-batch.ts): one RPC for the whole batch. */
export async function generateMatchBatch(env: Env, input: unknown): Promise<MatchBatch> {
  return parseCalcJson<MatchBatch>(await call(() => env.CALC.matchBatch(input)));
}
