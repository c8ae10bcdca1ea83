import type { Kundli } from "../../engine/kundli.ts";
import type { Match } from "../../engine/match.ts";
import type { CalcResult } from "../../engine/result.ts";
import { ApiError } from "./http.server";

/**
 * The main Worker's side of the calculation Worker (service binding `CALC`, RPC). Answers arrive
 * as the contract's JSON in UTF-8 bytes (docs/decisions/0013-kundli-json-over-rpc.md): the HTTP API
 * sends them on untouched, screens and reports parse them. A refusal of the input becomes a 400
 * naming the field, with the message in the user's language.
 */
async function call(run: () => Promise<CalcResult<Uint8Array<ArrayBuffer>>>): Promise<Uint8Array<ArrayBuffer>> {
  let result: CalcResult<Uint8Array<ArrayBuffer>>;
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

const decoder = new TextDecoder();
/** The calc Worker's JSON bytes as the value they hold. */
export const parseCalcJson = <T>(json: Uint8Array<ArrayBuffer>): T => JSON.parse(decoder.decode(json)) as T;

/** The Kundli as the contract's JSON bytes, for the HTTP API. */
export function generateKundliJson(env: Env, input: unknown): Promise<Uint8Array<ArrayBuffer>> {
  return call(() => env.CALC.kundli(input));
}

export function generateMatchJson(env: Env, input: unknown): Promise<Uint8Array<ArrayBuffer>> {
  return call(() => env.CALC.match(input));
}

export async function generateKundli(env: Env, input: unknown): Promise<Kundli> {
  return parseCalcJson<Kundli>(await generateKundliJson(env, input));
}

export async function generateMatch(env: Env, input: unknown): Promise<Match> {
  return parseCalcJson<Match>(await generateMatchJson(env, input));
}
