/**
 * The calculation Worker in workerd itself (no wrangler dev, no inspector, no proxy), for
 * `npm run bench`: a driver Worker, bound to the calc Worker over RPC, is called over HTTP from
 * Node, and the CPU time of workerd's request thread (where every isolate runs) is read from
 * /proc between requests, while the thread is idle. That is what the Workers CPU limit counts:
 * Workers joined by a service binding share the CPU of the top-level request. The driver sends the
 * calc Worker's JSON stream on as its answer, as the HTTP API does. A "replay" Worker (answering
 * the same Kundli's bytes from memory over the same RPC) measures the transfer apart.
 *
 * Each calc service is there twice (`calc` and `calc2`, `direct` and `direct2`): two isolates of
 * one bundle in one process. Cloudflare starts a cold Worker as a new isolate in a runtime process
 * that is already serving others, so the second isolate's first request, after the first isolate
 * has served some, is the cold start as it happens there; the first isolate's first request also
 * pays for the fresh process (its native code and memory touched for the first time).
 */
import { spawn } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./env.ts";

/** Minor page faults of a process so far: first touches of fresh memory pages. */
export function minorFaults(pid: number): number {
  return Number(readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ")[7]);
}

/** CPU time (ms) a thread has run, exact while it is not running (sum_exec_runtime, ns). */
export function threadCpuMs(pid: number, tid = pid): number {
  return Number(readFileSync(`/proc/${pid}/task/${tid}/schedstat`, "utf8").split(" ")[0]) / 1e6;
}

/**
 * Calls the calc Worker as the HTTP API does: one input's JSON stream goes on as the answer to
 * Node; with several inputs, each stream is read to the end in the driver.
 */
const DRIVER = `
export default {
  async fetch(request, env) {
    const { kind, inputs } = await request.json();
    const target = kind === "replay" ? env.REPLAY : kind.endsWith("2") ? env.CALC2 : env.CALC;
    let last = new Response("ok");
    for (const input of inputs) {
      if (kind.startsWith("direct")) {
        const direct = kind === "direct2" ? env.DIRECT2 : env.DIRECT;
        const res = await direct.fetch("http://direct/", { method: "POST", body: JSON.stringify(input) });
        if (!res.ok) throw new Error(await res.text());
        await res.arrayBuffer();
        continue;
      }
      const r = kind.startsWith("match")
        ? await target.match(input)
        : kind.startsWith("batch")
          ? await target.matchBatch(input)
          : await target.kundli(input);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
      if (inputs.length > 1) await new Response(r.value).arrayBuffer();
      else last = new Response(r.value, { headers: { "Content-Type": "application/json" } });
    }
    return last;
  },
};`;

const REPLAY = `
import { WorkerEntrypoint } from "cloudflare:workers";
import text from "./kundli.json";
let bytes; // encoded on first use, so that start-up stays the same with or without a replay
export class Replay extends WorkerEntrypoint {
  async kundli() { return { ok: true, value: new Response((bytes ??= new TextEncoder().encode(text))).body }; }
}
export default { async fetch() { return new Response("", { status: 404 }); } };`;

/**
 * The calc Worker's own bundle, called in-process instead of over RPC: its first request's CPU
 * without any transfer of the result (the calc Worker's own compute in a fresh isolate). A null
 * input skips the calculation: the cost of the request path alone.
 */
const DIRECT = `
import { CalcService } from "./index.js";
export default {
  async fetch(request, env, ctx) {
    const input = await request.json();
    if (input === null) return new Response("ok");
    const r = await new CalcService(ctx, env).kundli(input);
    return new Response(r.ok ? "ok" : JSON.stringify(r.error), { status: r.ok ? 200 : 500 });
  },
};`;

/** Stands in for the calc Worker to measure workerd's start-up without it. */
const EMPTY_CALC = `
import { WorkerEntrypoint } from "cloudflare:workers";
export class CalcService extends WorkerEntrypoint {}
export default { async fetch() { return new Response("", { status: 404 }); } };`;

export interface WorkerdRun {
  /** CPU of workerd's thread from exec until the first request is answered (all Workers' start-up). */
  startupMs: number;
  /** Per request, in order: CPU of the request thread, wall time seen from Node, the process's minor page faults. */
  requests: { label: string; cpuMs: number; wallMs: number; faults: number }[];
}

let nextPort = 5390;

/** What the driver calls: the calc Worker's methods over RPC (in its second isolate with "2"), the in-process wrapper, the replay. */
export type Kind =
  "kundli" | "kundli2" | "match" | "match2" | "batch" | "batch2" | "replay" | "direct" | "direct2" | "noop";

/**
 * Starts workerd with the driver, the replay Worker answering `replay`, and the calc Worker bundle
 * in `calcDir` (null: an empty stand-in) behind RPC, or, with `direct`, behind the in-process
 * wrapper only (RPC then reaches the stand-in, so start-up counts the bundle once). Sends `plan`
 * in order, after a driver-only request so that the driver's own cold start is not counted.
 */
export async function runWorkerd(
  calcDir: string | null,
  plan: { label: string; kind: Kind; inputs: unknown[] }[],
  replay?: unknown,
  { direct = false } = {},
): Promise<WorkerdRun> {
  const dir = path.join(ROOT, ".wrangler/bench-workerd");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "empty-calc.js"), EMPTY_CALC);
  writeFileSync(path.join(dir, "direct.js"), DIRECT);
  // Modules are named by their path in the build (index.js imports "./assets/swe-….wasm").
  const bundle = calcDir
    ? readdirSync(calcDir, { recursive: true, encoding: "utf8" })
        .filter((f) => f === "index.js" || f.endsWith(".wasm"))
        .sort((a) => (a === "index.js" ? -1 : 1)) // the main module comes first
        .map((f) => {
          const file = path.relative(dir, path.join(calcDir, f));
          return f.endsWith(".wasm")
            ? `(name = "${f}", wasm = embed "${file}")`
            : `(name = "index.js", esModule = embed "${file}")`;
        })
        .join(", ")
    : "";
  const empty = `(name = "index.js", esModule = embed "empty-calc.js")`;
  const calcModules = bundle && !direct ? bundle : empty;
  writeFileSync(path.join(dir, "driver.js"), DRIVER);
  writeFileSync(path.join(dir, "replay.js"), REPLAY);
  writeFileSync(path.join(dir, "kundli.json"), JSON.stringify(replay ?? {}));
  const port = nextPort++;
  writeFileSync(
    path.join(dir, "config.capnp"),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "driver", worker = .driver), (name = "replay", worker = .replay),
    (name = "calc", worker = .calc), (name = "calc2", worker = .calc),
    (name = "direct", worker = .direct), (name = "direct2", worker = .direct),
  ],
  sockets = [ (name = "http", address = "127.0.0.1:${port}", http = (), service = "driver") ],
);
const driver :Workerd.Worker = (
  modules = [ (name = "driver.js", esModule = embed "driver.js") ],
  compatibilityDate = "2026-10-01",
  bindings = [
    (name = "CALC", service = (name = "calc", entrypoint = "CalcService")),
    (name = "REPLAY", service = (name = "replay", entrypoint = "Replay")),
    (name = "DIRECT", service = "direct"),
    (name = "CALC2", service = (name = "calc2", entrypoint = "CalcService")),
    (name = "DIRECT2", service = "direct2"),
  ],
);
const calc :Workerd.Worker = (
  modules = [ ${calcModules} ],
  compatibilityDate = "2026-10-01",
);
const direct :Workerd.Worker = (
  modules = [ (name = "direct.js", esModule = embed "direct.js"), ${bundle && direct ? bundle : empty} ],
  compatibilityDate = "2026-10-01",
);
const replay :Workerd.Worker = (
  modules = [ (name = "replay.js", esModule = embed "replay.js"), (name = "kundli.json", text = embed "kundli.json") ],
  compatibilityDate = "2026-10-01",
);
`,
  );
  const post = async (kind: string, inputs: unknown[]) => {
    const res = await fetch(`http://127.0.0.1:${port}/`, { method: "POST", body: JSON.stringify({ kind, inputs }) });
    if (!res.ok) throw new Error(`${kind}: ${res.status} ${await res.text()}`);
    await res.text();
  };
  return withWorkerd(
    dir,
    () => post("noop", []),
    async (pid) => {
      const startupMs = threadCpuMs(pid);
      const requests: WorkerdRun["requests"] = [];
      for (const step of plan) {
        const faults = minorFaults(pid);
        const cpu = threadCpuMs(pid);
        const t = performance.now();
        await post(step.kind, step.inputs);
        const cpuMs = threadCpuMs(pid) - cpu;
        requests.push({ label: step.label, cpuMs, wallMs: performance.now() - t, faults: minorFaults(pid) - faults });
      }
      return { startupMs, requests };
    },
  );
}

/**
 * Serves dir/config.capnp in workerd, waits (30 s at most) until `ready` first resolves, then
 * runs `measure` with workerd's process id and what it has logged so far; workerd is stopped
 * however `measure` ends. The start-up is measured from the first ready answer on.
 */
export async function withWorkerd<T>(
  dir: string,
  ready: () => Promise<unknown>,
  measure: (pid: number, log: () => string) => Promise<T>,
): Promise<T> {
  const workerd = spawn(path.join(ROOT, "node_modules/.bin/workerd"), ["serve", path.join(dir, "config.capnp")], {
    cwd: dir,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let log = "";
  workerd.stderr.on("data", (c: Buffer) => (log += c.toString()));
  try {
    const deadline = Date.now() + 30_000;
    for (;;) {
      if (workerd.exitCode !== null || Date.now() > deadline) throw new Error(`workerd did not start:\n${log}`);
      try {
        await ready();
        break;
      } catch {
        await new Promise((r) => setTimeout(r, 50));
      }
    }
    return await measure(workerd.pid!, () => log);
  } finally {
    if (workerd.exitCode === null && workerd.signalCode === null) {
      const exited = new Promise((r) => workerd.once("exit", r));
      workerd.kill("SIGTERM");
      await exited;
    }
  }
}
