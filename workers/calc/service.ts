/**
 * The calculation service behind the calc Worker's RPC methods, started once per isolate.
 *
 * Workers run a module's global scope once, when the isolate starts, under the start-up limit
 * (1 s), not under a request's CPU limit (10 ms on the free plan): docs/decisions/0008-cold-start.md.
 * So everything a first request would otherwise pay for happens here:
 *  - the WASM instance (and its lazily compiled functions, on first call),
 *  - ICU's time-zone data (the first Intl.DateTimeFormat of a process costs 20–60 ms, later ones ~0.1 ms),
 *  - a warm-up Kundli and match, so that every engine function is parsed, compiled to bytecode
 *    and has type feedback, and zod's schemas have built their parsers.
 * The warm-up results are discarded; nothing of them reaches a request but the JIT's state and
 * the engine's caches of constants (time-zone formatters), so answers do not depend on it.
 * Node's `scripts/bench.ts` starts the same service to measure the same split.
 */
import { createEphemeris, type Ephemeris } from "../../ephemeris/index.ts";
import { computeKundli, type Kundli, type RuntimeInfo } from "../../engine/kundli.ts";
import { computeMatch, type Match } from "../../engine/match.ts";
import { calcFailure, type CalcResult } from "../../engine/result.ts";

export interface Calc {
  kundli(input: unknown): CalcResult<Kundli>;
  match(input: unknown): CalcResult<Match>;
}

/** A birth that exercises every branch a usual chart takes: a zone with DST, four dasha levels. */
const WARM_UP_BIRTH = {
  name: "warm-up",
  gender: "female",
  date: "1990-07-15",
  time: "12:00",
  place: { name: "", latitude: 40.71, longitude: -74.01, timezone: "America/New_York" },
  dashaLevels: 4,
} as const;
const WARM_UP_PARTNER = {
  ...WARM_UP_BIRTH,
  gender: "male",
  date: "1988-02-03",
  place: { name: "", latitude: 28.61, longitude: 77.21, timezone: "Asia/Kolkata" },
  utcOffset: "+05:30",
  dashaLevels: 2,
} as const;

export function startCalc(module: WebAssembly.Module, runtime: RuntimeInfo, { warmUp = true } = {}): Calc {
  const ephemeris: Ephemeris = createEphemeris(module);
  const calc: Calc = {
    kundli(input) {
      try {
        return { ok: true, value: computeKundli(ephemeris, input, runtime) };
      } catch (error) {
        return calcFailure(error);
      }
    },
    match(input) {
      try {
        return { ok: true, value: computeMatch(ephemeris, input, runtime) };
      } catch (error) {
        return calcFailure(error);
      }
    },
  };
  if (warmUp) {
    const kundli = calc.kundli(WARM_UP_BIRTH);
    const match = calc.match({ boy: WARM_UP_PARTNER, girl: WARM_UP_BIRTH });
    // A failing warm-up is a bug: better to fail the isolate's start than to hide it.
    if (!kundli.ok || !match.ok) throw new Error(`calc warm-up failed: ${JSON.stringify([kundli, match])}`);
  }
  return calc;
}
