import { WorkerEntrypoint } from "cloudflare:workers";
import swe from "../../ephemeris/swe.wasm";
import type { Kundli } from "../../engine/kundli.ts";
import type { Match } from "../../engine/match.ts";
import type { CalcResult } from "../../engine/result.ts";
import { startCalc } from "./service.ts";

// Global scope runs once per isolate, before its first request and outside that request's CPU
// limit: the WASM instance, ICU's zone data and a warm-up chart are paid here (service.ts,
// docs/decisions/0008-cold-start.md). workerd's `process.versions.tz` is empty, and touching
// `process` loads the Node compatibility layer (~20 ms), so the receipt names the source instead.
const calc = startCalc(swe, { tzdata: "workerd built-in ICU tzdata" });

/**
 * RPC surface of the calculation Worker (`env.CALC` in the main Worker). A thin shell over the
 * pure engine: bad input comes back as `{ok: false, error}`, never as a thrown exception.
 */
export class CalcService extends WorkerEntrypoint {
  async kundli(input: unknown): Promise<CalcResult<Kundli>> {
    return calc.kundli(input);
  }

  async match(input: unknown): Promise<CalcResult<Match>> {
    return calc.match(input);
  }
}

export default {
  async fetch(): Promise<Response> {
    return new Response("kundli-calc is reached through its RPC binding", { status: 404 });
  },
} satisfies ExportedHandler;
