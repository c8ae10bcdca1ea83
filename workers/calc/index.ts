import { WorkerEntrypoint } from "cloudflare:workers";

/**
 * RPC surface of the calculation Worker. The engine is pure; this class only
 * adapts it to the service binding (`env.CALC`) of the main Worker.
 */
export class CalcService extends WorkerEntrypoint {
  async ping(): Promise<{ ok: true; engine: string }> {
    return { ok: true, engine: "kundli-engine" };
  }
}

export default {
  async fetch(): Promise<Response> {
    return new Response("kundli-calc: use the RPC binding", { status: 404 });
  },
} satisfies ExportedHandler;
