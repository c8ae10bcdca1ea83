import { CalcError } from "./types.ts";

/** What every shell (Worker RPC, HTTP, command line) hands back: a value, or the contract's error. */
export type CalcResult<T> =
  { ok: true; value: T } | { ok: false; error: { code: string; message: string; field?: string } };

/**
 * A CalcError becomes the contract's `{code, message, field}`. Anything else is a bug in the
 * engine, not bad input: it is rethrown so that the shell reports it as such.
 */
export function calcFailure(error: unknown): { ok: false; error: { code: string; message: string; field?: string } } {
  if (error instanceof CalcError) {
    return {
      ok: false,
      error: { code: error.code, message: error.message, ...(error.field ? { field: error.field } : {}) },
    };
  }
  throw error;
}
