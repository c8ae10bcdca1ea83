import type { Kundli } from "../../engine/kundli.ts";
import type { Match } from "../../engine/match.ts";
import type { CalcResult } from "../../engine/result.ts";
import { ApiError } from "./http.server";

/**
 * The main Worker's side of the calculation Worker (service binding `CALC`, RPC). A refusal
 * of the input becomes a 400 naming the field, with the message in the user's language.
 */
function unwrap<T>(result: CalcResult<T>): T {
  if (result.ok) return result.value;
  const { code, field } = result.error;
  throw new ApiError(400, code, `calc.errors.${code}`, field);
}

async function call<T>(run: () => Promise<CalcResult<T>>): Promise<T> {
  let result: CalcResult<T>;
  try {
    result = await run();
  } catch (error) {
    console.error("calc worker unavailable", error);
    throw new ApiError(503, "calc_unavailable", "calc.errors.unavailable");
  }
  return unwrap(result);
}

export function generateKundli(env: Env, input: unknown): Promise<Kundli> {
  return call(() => env.CALC.kundli(input) as Promise<CalcResult<Kundli>>);
}

export function generateMatch(env: Env, input: unknown): Promise<Match> {
  return call(() => env.CALC.match(input) as Promise<CalcResult<Match>>);
}
