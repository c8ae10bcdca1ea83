/**
 * The calculation service behind the calc Worker's RPC methods, started once per isolate.
 *
 * Workers run a module's global scope once, when the isolate starts, under the start-up limit
 * (1 s), not under a request's CPU limit (10 ms on the free plan): docs/decisions/0008-cold-start.md.
 * So everything a first request would otherwise pay for happens here:
 *  - the WASM instance (and its lazily compiled functions, on first call),
 *  - ICU's time-zone data (the first Intl.DateTimeFormat of a process costs 20–60 ms, later ones ~0.1 ms),
 *  - rounds of warm-up Kundlis and matches, so that every engine function is compiled, has type
 *    feedback, and the hot ones (the dasha's JSON writer above all) run optimised code by the
 *    first request; zod's schemas have built their parsers.
 * The warm-up results are discarded; nothing of them reaches a request but the JIT's state and
 * the engine's caches of constants (time-zone formatters), so answers do not depend on it.
 * Node's `scripts/bench.ts` starts the same service to measure the same split.
 */
import { createEphemeris, type Ephemeris } from "../../ephemeris/index.ts";
import { computeDayPanchangJson } from "#engine/day-panchang.ts";
import { computeKundliJson, computeMatchJson } from "#engine/kundli-json.ts";
import { computeMatchBatchJson } from "#engine/match-batch.ts";
import type { RuntimeInfo } from "#engine/kundli.ts";
import { chartEventsBatch, type BatchEvents } from "#engine/reminders.ts";
import { calcFailure, type CalcResult } from "#engine/result.ts";

/**
 * Answers are the contract's JSON as UTF-8 bytes (engine/kundli-json.ts): one copy over RPC, sent
 * on as the HTTP body as they are (docs/decisions/0013-kundli-json-over-rpc.md).
 */
export interface Calc {
  kundli(input: unknown): CalcResult<Uint8Array<ArrayBuffer>>;
  match(input: unknown): CalcResult<Uint8Array<ArrayBuffer>>;
  /** One profile against up to MAX_BATCH candidates, ranked (engine/match-batch.ts): {side, profile, candidates}. */
  matchBatch(input: unknown): CalcResult<Uint8Array<ArrayBuffer>>;
  /** The day's Panchang (calc-cli-v2.md): {date, place, options}. */
  panchang(input: unknown): CalcResult<Uint8Array<ArrayBuffer>>;
  /** Reminders' events of up to 100 births over a window of dates (engine/reminders.ts): small, sent as values. */
  events(input: unknown): CalcResult<BatchEvents[]>;
}

/**
 * Births that take the branches usual charts take: a zone with DST, India's zone, a local mean
 * time offset with seconds (instants then shown in UTC), the southern hemisphere; 2 to 4 dasha
 * levels. Different births, so that the JIT does not specialise on one of them.
 */
const WARM_UP_BIRTHS = [
  { date: "1990-07-15", time: "12:00", latitude: 40.71, longitude: -74.01, timezone: "America/New_York" },
  {
    date: "1988-02-03",
    time: "05:10",
    latitude: 28.61,
    longitude: 77.21,
    timezone: "Asia/Kolkata",
    utcOffset: "+05:30",
  },
  {
    date: "1931-11-29",
    time: "21:45",
    latitude: 19.08,
    longitude: 72.88,
    timezone: "Asia/Kolkata",
    utcOffset: "+04:51:08",
  },
  { date: "2004-01-20", time: "23:59", latitude: -33.87, longitude: 151.21, timezone: "Australia/Sydney" },
].map(({ latitude, longitude, timezone, ...birth }, i) => ({
  ...birth,
  name: "warm-up",
  gender: i % 2 ? "male" : "female",
  place: { name: "", latitude, longitude, timezone },
  dashaLevels: 4 - (i % 3),
}));
const WARM_UP_SECTIONS = ["strength", "dashas", "jaimini", "kp", "transit", "varshphal", "sensitivity"];
/** Days whose Panchang the warm-up computes: India, and a DST zone on the day its clocks change. */
const WARM_UP_DAYS = [
  { date: "2026-03-19", place: { name: "", latitude: 28.61, longitude: 77.21, timezone: "Asia/Kolkata" } },
  { date: "2026-03-08", place: { name: "", latitude: 40.71, longitude: -74.01, timezone: "America/New_York" } },
];

/**
 * Rounds of them at start-up: enough for the engine's hot functions to reach optimised code
 * before the first request, so that no request pays for compiling them (one round left the first
 * request at 14 ms, three moved the cost to the second request; docs/decisions/0013).
 */
const WARM_UP_ROUNDS = 5;

export function startCalc(module: WebAssembly.Module, runtime: RuntimeInfo, { warmUp = true } = {}): Calc {
  const ephemeris: Ephemeris = createEphemeris(module);
  const calc: Calc = {
    kundli(input) {
      try {
        return { ok: true, value: computeKundliJson(ephemeris, input, { ...runtime, nowMs: Date.now() }) };
      } catch (error) {
        return calcFailure(error);
      }
    },
    match(input) {
      try {
        return { ok: true, value: computeMatchJson(ephemeris, input, { ...runtime, nowMs: Date.now() }) };
      } catch (error) {
        return calcFailure(error);
      }
    },
    matchBatch(input) {
      try {
        return { ok: true, value: computeMatchBatchJson(ephemeris, input, { ...runtime, nowMs: Date.now() }) };
      } catch (error) {
        return calcFailure(error);
      }
    },
    panchang(input) {
      try {
        return { ok: true, value: computeDayPanchangJson(ephemeris, input, runtime) };
      } catch (error) {
        return calcFailure(error);
      }
    },
    events(input) {
      try {
        return { ok: true, value: chartEventsBatch(ephemeris, input) };
      } catch (error) {
        return calcFailure(error);
      }
    },
  };
  if (warmUp) {
    for (let round = 0; round < WARM_UP_ROUNDS; round++) {
      const [boy, girl] = [WARM_UP_BIRTHS[round % 4]!, WARM_UP_BIRTHS[(round + 1) % 4]!];
      const results = [
        ...WARM_UP_BIRTHS.map((birth) => calc.kundli(birth)),
        // The calc-cli-v2 sections the Kundli tabs and the Janam Kundli ask for, one birth a round.
        // A fixed moment: at an isolate's start-up (global scope) workerd's clock reads 0 (1970).
        calc.kundli({
          ...WARM_UP_BIRTHS[(round + 2) % 4]!,
          dashaLevels: 1,
          include: WARM_UP_SECTIONS,
          at: "2026-11-24T12:00:00+05:30",
          year: 2026,
        }),
        calc.match({ boy, girl }),
        calc.panchang(WARM_UP_DAYS[round % 2]),
      ];
      // A failing warm-up is a bug: better to fail the isolate's start than to hide it.
      const failed = results.find((r) => !r.ok);
      if (failed) throw new Error(`calc warm-up failed: ${JSON.stringify(failed)}`);
    }
  }
  return calc;
}
