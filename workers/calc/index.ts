import { WorkerEntrypoint } from "cloudflare:workers";
import swe from "../../ephemeris/swe.wasm";
import type { BatchEvents } from "#engine/reminders.ts";
import type { CalcResult } from "#engine/result.ts";
import { startCalc } from "./service.ts";

// Global scope runs once per isolate, before its first request and outside that request's CPU
// limit: the WASM instance, ICU's zone data and a warm-up chart are paid here (service.ts,
// docs/decisions/0008-cold-start.md). workerd's `process.versions.tz` is empty, and touching
// `process` loads the Node compatibility layer (~20 ms), so the receipt names the source instead.
const calc = startCalc(swe, { tzdata: "workerd built-in ICU tzdata" });

/**
 * RPC surface of the calculation Worker (`env.CALC` in the main Worker). A thin shell over the
 * pure engine: bad input comes back as `{ok: false, error}`, never as a thrown exception. A value is
 * the contract's JSON in UTF-8 bytes, as a stream: an object graph of thousands of dasha periods
 * costs V8's serialiser and the caller's deserialiser more than computing it, and a stream goes on
 * to the HTTP API's answer without being copied into the caller (docs/decisions/0013).
 */
export class CalcService extends WorkerEntrypoint {
  async kundli(input: unknown): Promise<CalcResult<ReadableStream<Uint8Array>>> {
    return streamed(calc.kundli(input));
  }

  async match(input: unknown): Promise<CalcResult<ReadableStream<Uint8Array>>> {
    return streamed(calc.match(input));
  }

  /** One profile against many candidates, ranked, in one call (engine/match-batch.ts, decision 0021). */
  async matchBatch(input: unknown): Promise<CalcResult<ReadableStream<Uint8Array>>> {
    return streamed(calc.matchBatch(input));
  }

  /** The day's Panchang (calc-cli-v2.md, "Day panchang"): {date, place, options}. */
  async panchang(input: unknown): Promise<CalcResult<ReadableStream<Uint8Array>>> {
    return streamed(calc.panchang(input));
  }

  /** Reminders' events of a batch of births over a window (engine/reminders.ts chartEventsBatch). */
  async events(input: unknown): Promise<CalcResult<BatchEvents[]>> {
    return calc.events(input);
  }
}

function streamed(result: CalcResult<Uint8Array<ArrayBuffer>>): CalcResult<ReadableStream<Uint8Array>> {
  return result.ok ? { ok: true, value: new Response(result.value).body! } : result;
}

export default {
  async fetch(): Promise<Response> {
    return new Response("kundli-calc is reached through its RPC binding", { status: 404 });
  },
} satisfies ExportedHandler;
