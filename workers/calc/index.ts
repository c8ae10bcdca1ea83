import { WorkerEntrypoint } from "cloudflare:workers";
import { createEphemeris, type Ephemeris } from "../../ephemeris/index.ts";
import swe from "../../ephemeris/swe.wasm";
import { calcFailure, type CalcResult } from "../../engine/result.ts";
import { computeKundli, type Kundli, type RuntimeInfo } from "../../engine/kundli.ts";
import { computeMatch, type Match } from "../../engine/match.ts";

// One ephemeris instance per isolate: instantiating the WASM costs far more than a chart.
let ephemeris: Ephemeris | undefined;
const ephemerisOf = (): Ephemeris => (ephemeris ??= createEphemeris(swe));

function runtimeInfo(): RuntimeInfo {
  const tz = (globalThis as { process?: { versions?: { tz?: string } } }).process?.versions?.tz;
  return { tzdata: tz ? `tzdata ${tz}` : "workerd built-in ICU tzdata" };
}

/**
 * RPC surface of the calculation Worker (`env.CALC` in the main Worker). A thin shell over the
 * pure engine: bad input comes back as `{ok: false, error}`, never as a thrown exception.
 */
export class CalcService extends WorkerEntrypoint {
  async kundli(input: unknown): Promise<CalcResult<Kundli>> {
    try {
      return { ok: true, value: computeKundli(ephemerisOf(), input, runtimeInfo()) };
    } catch (error) {
      return calcFailure(error);
    }
  }

  async match(input: unknown): Promise<CalcResult<Match>> {
    try {
      return { ok: true, value: computeMatch(ephemerisOf(), input, runtimeInfo()) };
    } catch (error) {
      return calcFailure(error);
    }
  }
}

export default {
  async fetch(): Promise<Response> {
    return new Response("kundli-calc is reached through its RPC binding", { status: 404 });
  },
} satisfies ExportedHandler;
