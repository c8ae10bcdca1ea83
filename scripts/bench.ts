/**
 * `npm run bench`: how long the numbers take.
 *  - Node: a full Kundli (every tab, Vimshottari to four levels) and a match, warm (median over
 *    the reference births); and cold, in fresh processes (scripts/bench-cold.ts): start-up (WASM
 *    instance, warm-up) apart from the first request, as CPU time of the thread.
 *  - workerd: the calculation Worker bundle in workerd itself, called over RPC from a driver
 *    Worker (scripts/bench-workerd.ts): the CPU time of workerd's request thread for the first
 *    request of a fresh isolate and for warm ones, with start-up (global scope) apart and the
 *    caller's share of receiving the result measured apart. Also the bundle's size, raw and gzip.
 * Why cold is measured this way: docs/decisions/0008-cold-start.md. Rerun it after any engine
 * change; copy the table into the README.
 */
import { spawn, spawnSync } from "node:child_process";
import { readFileSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { deserialize, serialize } from "node:v8";
import { gzipSync } from "node:zlib";
import { createEphemeris } from "../ephemeris/index.ts";
import { computeKundli } from "../engine/kundli.ts";
import { computeMatch } from "../engine/match.ts";
import { runWorkerd, threadCpuMs } from "./bench-workerd.ts";
import { ROOT, toolEnv } from "./env.ts";

const runtime = { tzdata: "bench" };
const births = readFileSync(path.join(ROOT, "../shared/reference/examples/charts.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => ({ ...(JSON.parse(l) as { input: Record<string, unknown> }).input, dashaLevels: 4 }));
const pairs = readFileSync(path.join(ROOT, "../shared/reference/examples/pairs.jsonl"), "utf8")
  .split("\n")
  .filter(Boolean)
  .map((l) => (JSON.parse(l) as { input: unknown }).input);

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
/** Median with the range, for the few fresh-process runs of a cold start. */
const spread = (xs: number[]) =>
  `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}, ${xs.length} runs)`;
const rows: [string, string][] = [];
const COLD_RUNS = 5;

// ── Node ────────────────────────────────────────────────────────────────────────────
{
  let t = performance.now();
  const module = await WebAssembly.compile(readFileSync(path.join(ROOT, "ephemeris/swe.wasm")));
  rows.push(["Node: WASM compile (done at upload on Workers)", fmt(performance.now() - t)]);
  const eph = createEphemeris(module);
  for (let i = 0; i < 50; i++) computeKundli(eph, births[i % births.length], runtime); // warm up the JIT
  const kundli: number[] = [];
  for (let i = 0; i < 300; i++) {
    t = performance.now();
    computeKundli(eph, births[i % births.length], runtime);
    kundli.push(performance.now() - t);
  }
  rows.push(["Node: warm full Kundli (all tabs, dasha to 4 levels), median", fmt(median(kundli))]);
  const match: number[] = [];
  for (let i = 0; i < 200; i++) {
    t = performance.now();
    computeMatch(eph, pairs[i % pairs.length], runtime);
    match.push(performance.now() - t);
  }
  rows.push(["Node: warm match (two Kundlis + Ashtakoot), median", fmt(median(match))]);
}

// ── Node, cold ──────────────────────────────────────────────────────────────────────
/** CPU (ms) of each phase of scripts/bench-cold.ts in a fresh Node process. */
async function nodeCold(input: unknown, warmUp: boolean): Promise<Record<string, number>> {
  const script = path.join(ROOT, "scripts/bench-cold.ts");
  const child = spawn(process.execPath, [script, ...(warmUp ? [] : ["--no-warm-up"])], {
    stdio: ["pipe", "pipe", "inherit"],
  });
  child.stdin.write(`${JSON.stringify(input)}\n`);
  const cpu: Record<string, number> = {};
  let last = 0;
  for await (const phase of createInterface({ input: child.stdout })) {
    const now = threadCpuMs(child.pid!); // the child is blocked on stdin: its counter is exact
    cpu[phase] = now - last;
    last = now;
    child.stdin.write("\n");
  }
  const code = await new Promise((r) => (child.exitCode === null ? child.once("exit", r) : r(child.exitCode)));
  if (code !== 0) throw new Error(`bench-cold exited with ${String(code)}`);
  return cpu;
}
{
  const plain: Record<string, number>[] = [];
  const warmed: Record<string, number>[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    plain.push(await nodeCold(births[(i + 1) % births.length], false));
    warmed.push(await nodeCold(births[(i + 1) % births.length], true));
  }
  const col = (runs: Record<string, number>[], k: string) => spread(runs.map((r) => r[k]!));
  rows.push(["Node cold, start-up: WASM instance, CPU", col(plain, "started")]);
  rows.push(["Node cold, first full Kundli with nothing warmed, CPU", col(plain, "first")]);
  rows.push(["Node cold, start-up: WASM instance + warm-up Kundli and match, CPU", col(warmed, "started")]);
  rows.push(["Node cold, first full Kundli after that start-up, CPU", col(warmed, "first")]);
}

// ── workerd ─────────────────────────────────────────────────────────────────────────
const outdir = path.join(ROOT, ".wrangler/bench-calc");
const build = spawnSync("wrangler", ["deploy", "--dry-run", "--outdir", outdir, "-c", "wrangler.jsonc"], {
  cwd: path.join(ROOT, "workers/calc"),
  env: toolEnv(),
  encoding: "utf8",
});
if (build.status !== 0) throw new Error(build.stderr);
const files = readdirSync(outdir).filter((f) => f.endsWith(".js") || f.endsWith(".wasm"));
const raw = files.reduce((n, f) => n + statSync(path.join(outdir, f)).size, 0);
const gz = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(outdir, f)), { level: 9 }).length, 0);
rows.push([
  "Calculation Worker bundle (JS + WASM)",
  `${(raw / 1024).toFixed(0)} KiB, ${(gz / 1024).toFixed(0)} KiB gzip`,
]);
{
  const eph = createEphemeris(new WebAssembly.Module(readFileSync(path.join(ROOT, "ephemeris/swe.wasm"))));
  const kundli = computeKundli(eph, births[1], runtime);
  // What crossing RPC costs: V8's serializer (the one Workers RPC uses) on the same Kundli, warm.
  const ser: number[] = [];
  const de: number[] = [];
  for (let i = 0; i < 30; i++) {
    const fresh = computeKundli(eph, births[1], runtime); // each answer's strings are new (and not yet flat)
    let t = performance.now();
    const bytes = serialize(fresh);
    ser.push(performance.now() - t);
    t = performance.now();
    deserialize(bytes);
    de.push(performance.now() - t);
  }
  const r = {
    startup: [] as number[],
    base: [] as number[],
    direct: [[], [], []] as number[][],
    direct2: [] as number[],
    cold4: [] as number[],
    replay: [] as number[],
    cold2: [] as number[],
    warm4: [] as number[],
    warmWall: [] as number[],
    warm2: [] as number[],
    match: [] as number[],
    matchWall: [] as number[],
  };
  const warmKundlis = births.slice(0, 8).map((b) => ({ label: "warm", kind: "kundli" as const, inputs: [b] }));
  for (let i = 0; i < COLD_RUNS; i++) {
    const birth = births[(i + 1) % births.length]!;
    const other = births[(i + 2) % births.length]!;
    // The calc bundle alone, called in-process: its own CPU per request, first ones of a fresh isolate.
    const direct = await runWorkerd(
      outdir,
      [birth, other, birth].map((b) => ({ label: "direct", kind: "direct" as const, inputs: [b] })),
      undefined,
      { direct: true },
    );
    direct.requests.forEach((q, j) => r.direct[j]!.push(q.cpuMs));
    r.startup.push(direct.startupMs);
    const direct2 = await runWorkerd(
      outdir,
      [{ label: "direct", kind: "direct", inputs: [{ ...birth, dashaLevels: 2 }] }],
      undefined,
      {
        direct: true,
      },
    );
    r.direct2.push(direct2.requests[0]!.cpuMs);
    r.base.push((await runWorkerd(null, [])).startupMs);
    const rpc = await runWorkerd(
      outdir,
      [
        { label: "cold", kind: "kundli", inputs: [birth] },
        ...Array.from({ length: 3 }, () => ({ label: "replay", kind: "replay" as const, inputs: [kundli] })),
        ...warmKundlis,
        ...pairs.slice(0, 4).map((p) => ({ label: "match", kind: "match" as const, inputs: [p] })),
      ],
      kundli,
    );
    const two = await runWorkerd(outdir, [
      { label: "cold", kind: "kundli", inputs: [{ ...birth, dashaLevels: 2 }] },
      // The contract's own depth (mahadasha, antardasha): what the Kundli screens ask the Worker for.
      ...warmKundlis.map((w) => ({ ...w, inputs: [{ ...w.inputs[0], dashaLevels: 2 }] })),
    ]);
    const of = (run: typeof rpc, label: string) => run.requests.filter((q) => q.label === label);
    r.cold4.push(of(rpc, "cold")[0]!.cpuMs);
    r.replay.push(
      median(
        of(rpc, "replay")
          .slice(1)
          .map((q) => q.cpuMs),
      ),
    ); // the first replay warms its RPC path
    r.cold2.push(of(two, "cold")[0]!.cpuMs);
    r.warm4.push(
      ...of(rpc, "warm")
        .slice(3)
        .map((q) => q.cpuMs),
    );
    r.warmWall.push(
      ...of(rpc, "warm")
        .slice(3)
        .map((q) => q.wallMs),
    );
    r.warm2.push(
      ...of(two, "warm")
        .slice(3)
        .map((q) => q.cpuMs),
    );
    r.match.push(
      ...of(rpc, "match")
        .slice(1)
        .map((q) => q.cpuMs),
    );
    r.matchWall.push(
      ...of(rpc, "match")
        .slice(1)
        .map((q) => q.wallMs),
    );
  }
  rows.push([
    "workerd: calc Worker start-up (global scope: WASM instance, warm-up), CPU",
    `${(median(r.startup) - median(r.base)).toFixed(1)} ms (workerd start ${median(r.startup).toFixed(1)} ms with it, ${median(r.base).toFixed(1)} ms without)`,
  ]);
  rows.push(["workerd: calc Worker's own CPU, first full Kundli of a fresh isolate", spread(r.direct[0]!)]);
  rows.push(["workerd: calc Worker's own CPU, its second request (another birth)", spread(r.direct[1]!)]);
  rows.push(["workerd: calc Worker's own CPU, its third request", spread(r.direct[2]!)]);
  rows.push(["workerd: calc Worker's own CPU, first Kundli with the contract's 2 dasha levels", spread(r.direct2)]);
  rows.push(["V8 serialise of a full Kundli (calc's side of RPC; Node, warm), median", fmt(median(ser))]);
  rows.push(["V8 deserialise of a full Kundli (the caller's side; Node, warm), median", fmt(median(de))]);
  rows.push(["workerd: first full Kundli over RPC, fresh isolate, calc + transfer + caller, CPU", spread(r.cold4)]);
  rows.push(["workerd:   of that, transfer + caller alone (the same Kundli replayed), CPU", spread(r.replay)]);
  rows.push(["workerd: first Kundli with the contract's 2 dasha levels over RPC, all in, CPU", spread(r.cold2)]);
  rows.push(["workerd: warm full Kundli over RPC, all in, median, CPU", fmt(median(r.warm4))]);
  rows.push(["workerd: warm full Kundli over RPC, median, wall", fmt(median(r.warmWall))]);
  rows.push(["workerd: warm Kundli, 2 dasha levels, over RPC, all in, median, CPU", fmt(median(r.warm2))]);
  rows.push(["workerd: warm match over RPC, all in, median, CPU", fmt(median(r.match))]);
  rows.push(["workerd: warm match over RPC, median, wall", fmt(median(r.matchWall))]);
}

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\nKundli Studio benchmarks (${new Date().toISOString().slice(0, 10)}, Node ${process.version})\n`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);

// ── Report PDFs (print) ─────────────────────────────────────────────────────────────
// Each report type in English and Hindi, rendered in Node as the print consumer does in workerd.
{
  const { benchReports } = await import("../app/server/print/testing/bench-pdf.ts");
  const pdfRows = await benchReports();
  const pdfWidth = Math.max(...pdfRows.map(([k]) => k.length));
  console.log("\nReport PDFs\n");
  for (const [k, v] of pdfRows) console.log(`${k.padEnd(pdfWidth)}  ${v}`);
}
