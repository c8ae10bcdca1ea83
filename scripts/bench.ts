/**
 * `npm run bench`: how long the numbers take.
 *  - Node: a full Kundli (every tab, Vimshottari to four levels) and a match, warm (median over
 *    the reference births); and cold, in fresh processes (scripts/bench-cold.ts): start-up (WASM
 *    instance, warm-up) apart from the first request, as CPU time of the thread.
 *  - workerd: the calculation Worker bundle in workerd itself, called over RPC from a driver
 *    Worker (scripts/bench-workerd.ts): the CPU time of workerd's request thread for the first
 *    request of a fresh isolate and for warm ones, with start-up (global scope) apart and the
 *    caller's share of receiving the result measured apart. Also the bundle's size, raw and gzip.
 *  - workerd, on the build: the main Worker as `npm run build` leaves it (scripts/bench-main.ts):
 *    a fresh isolate's first request for the landing page `/`, then `/auth`, then `/` again, as
 *    CPU of the request thread, with start-up apart. And what `wrangler deploy` would upload for
 *    each of the three built Workers, raw and gzip. The bench builds first, so these are never
 *    measured on a stale build.
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
import { computeKundli } from "#engine/kundli.ts";
import { computeDayPanchang } from "#engine/day-panchang.ts";
import { computeKundliJson, computeMatchJson } from "#engine/kundli-json.ts";
import { computeMatchBatchJson, MAX_BATCH } from "#engine/match-batch.ts";
import { readExamples } from "#engine/testing/reference.ts";
import { benchMain } from "./bench-main.ts";
import { minorFaults, runWorkerd, threadCpuMs, type WorkerdRun } from "./bench-workerd.ts";
import { BUILT_CONFIGS, ROOT, toolEnv } from "./env.ts";

const runtime = { tzdata: "bench" };
const births = readExamples("charts").map((e: { input: Record<string, unknown> }) => ({ ...e.input, dashaLevels: 4 }));
const pairs = readExamples("pairs").map((e: { input: unknown }) => e.input);
/** Batch matching at its limit: a boy against MAX_BATCH births (the reference charts, repeated). */
const batch = {
  side: "boy",
  profile: births[0],
  candidates: Array.from({ length: MAX_BATCH }, (_, i) => ({ ...births[i % births.length], dashaLevels: 1 })),
};
/** A reference birth asking for every calc-cli-v2 section, at a fixed moment and year (2 dasha levels). */
const everything = (birth: unknown) => {
  const b = birth as { date: string };
  return {
    ...b,
    dashaLevels: 2,
    include: ["strength", "dashas", "jaimini", "kp", "transit", "varshphal", "sensitivity"],
    at: "2026-11-25T12:00:00+05:30",
    year: Number(b.date.slice(0, 4)) + 30,
  };
};

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const fmt = (ms: number) => `${ms.toFixed(2)} ms`;
/** Median with the range, for the few fresh-process runs of a cold start. */
const spread = (xs: number[]) =>
  `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}, ${xs.length} runs)`;
const rows: [string, string][] = [];
const COLD_RUNS = 5;

// ── The build ───────────────────────────────────────────────────────────────────────
// Always first: the main Worker's rows and the upload sizes are read from its output.
{
  console.error("npm run bench: building (react-router build)…");
  const built = spawnSync("react-router", ["build"], { cwd: ROOT, env: toolEnv(), encoding: "utf8" });
  if (built.status !== 0) throw new Error(`react-router build failed:\n${built.stdout}\n${built.stderr}`);
}

// ── Node ────────────────────────────────────────────────────────────────────────────
{
  const t = performance.now();
  const module = await WebAssembly.compile(readFileSync(path.join(ROOT, "ephemeris/swe.wasm")));
  rows.push(["Node: WASM compile (done at upload on Workers)", fmt(performance.now() - t)]);
  const eph = createEphemeris(module);
  // The product's path: the contract's JSON bytes, as the Worker, the HTTP API and `calc` make them.
  for (let i = 0; i < 300; i++) computeKundliJson(eph, births[i % births.length], runtime); // warm up the JIT
  for (let i = 0; i < 300; i++) computeKundli(eph, births[i % births.length], runtime);
  const timed = (n: number, run: (i: number) => unknown) =>
    median(
      Array.from({ length: n }, (_, i) => {
        const t0 = performance.now();
        run(i);
        return performance.now() - t0;
      }),
    );
  rows.push([
    "Node: warm full Kundli (all tabs, dasha to 4 levels) as JSON bytes, median",
    fmt(timed(300, (i) => computeKundliJson(eph, births[i % births.length], runtime))),
  ]);
  rows.push([
    "Node: the same as objects (computeKundli, no JSON), median",
    fmt(timed(300, (i) => computeKundli(eph, births[i % births.length], runtime))),
  ]);
  // calc-cli-v2: every section a Kundli may include (strength, dashas, jaimini, kp, transit,
  // varshphal), and the day's Panchang. Targets (issue 13): ≤ 5 ms and ≤ 3 ms warm.
  for (let i = 0; i < 100; i++) computeKundliJson(eph, everything(births[i % births.length]), runtime);
  rows.push([
    "Node: warm Kundli with every calc-cli-v2 section (2 dasha levels), as JSON bytes, median",
    fmt(timed(200, (i) => computeKundliJson(eph, everything(births[i % births.length]), runtime))),
  ]);
  const delhi = { name: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" };
  const day = (i: number) => ({ date: `2026-${String(1 + (i % 12)).padStart(2, "0")}-${10 + (i % 18)}`, place: delhi });
  for (let i = 0; i < 100; i++) computeDayPanchang(eph, day(i), runtime);
  rows.push([
    "Node: warm day Panchang (New Delhi, a day of each month), median",
    fmt(timed(200, (i) => computeDayPanchang(eph, day(i), runtime))),
  ]);
  rows.push([
    "Node: warm match (two Kundlis + Ashtakoot) as JSON bytes, median",
    fmt(timed(200, (i) => computeMatchJson(eph, pairs[i % pairs.length], runtime))),
  ]);
  // Issue 15: 500 candidates in under 5 s (decision 0021). The first run is the JIT's too.
  const first = timed(1, () => computeMatchBatchJson(eph, batch, runtime));
  rows.push([
    `Node: batch match, one boy against ${MAX_BATCH} births, first / warm median (target 5 s)`,
    `${fmt(first)} / ${fmt(timed(5, () => computeMatchBatchJson(eph, batch, runtime)))}`,
  ]);
}

// ── This machine: the cost of a page of fresh memory ──────────────────────────────
// The first touch of each 4 KiB page is a minor page fault, which the kernel counts as the
// process's CPU. Every path that moves a Kundli's JSON touches fresh pages, so their price here
// is part of every number below (docs/decisions/0013-kundli-json-over-rpc.md).
{
  const faultsOf = () => minorFaults(process.pid);
  const costs: number[] = [];
  for (let i = 0; i < 3; i++) {
    const fresh = new Uint8Array(32 * 1024 * 1024); // large: mapped, not yet touched
    const f0 = faultsOf();
    const t0 = performance.now();
    for (let at = 0; at < fresh.length; at += 4096) fresh[at] = 1;
    costs.push(((performance.now() - t0) * 1000) / Math.max(1, faultsOf() - f0));
  }
  rows.push(["This machine: first touch of a 4 KiB page (minor page fault), median", `${median(costs).toFixed(1)} µs`]);
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
  const matched: Record<string, number>[] = [];
  for (let i = 0; i < COLD_RUNS; i++) {
    plain.push(await nodeCold(births[(i + 1) % births.length], false));
    warmed.push(await nodeCold(births[(i + 1) % births.length], true));
    matched.push(await nodeCold(pairs[(i + 1) % pairs.length], true));
  }
  const col = (runs: Record<string, number>[], k: string) => spread(runs.map((r) => r[k]!));
  rows.push(["Node cold, start-up: WASM instance, CPU", col(plain, "started")]);
  rows.push(["Node cold, first full Kundli with nothing warmed, CPU", col(plain, "first")]);
  rows.push(["Node cold, start-up: WASM instance + warm-up Kundli and match, CPU", col(warmed, "started")]);
  rows.push(["Node cold, first full Kundli after that start-up, CPU", col(warmed, "first")]);
  rows.push(["Node cold, first match after that start-up, CPU", col(matched, "first")]);
}

// ── workerd ─────────────────────────────────────────────────────────────────────────
// The calculation Worker as `npm run build` made it (dist/kundli_calc: what is deployed).
const outdir = path.join(ROOT, "dist/kundli_calc");
const files = readdirSync(outdir, { recursive: true, encoding: "utf8" }).filter(
  (f) => f.endsWith(".js") || f.endsWith(".wasm"),
);
const raw = files.reduce((n, f) => n + statSync(path.join(outdir, f)).size, 0);
const gz = files.reduce((n, f) => n + gzipSync(readFileSync(path.join(outdir, f)), { level: 9 }).length, 0);
rows.push([
  "Calculation Worker as built (JS + WASM, gzip -9)",
  `${(raw / 1024).toFixed(0)} KiB, ${(gz / 1024).toFixed(0)} KiB gzip`,
]);
{
  const eph = createEphemeris(new WebAssembly.Module(readFileSync(path.join(ROOT, "ephemeris/swe.wasm"))));
  const kundli = computeKundli(eph, births[1], runtime);
  // What crossing RPC would cost as objects (V8's serializer, the one Workers RPC uses) against the
  // JSON bytes the calc Worker sends (docs/decisions/0013-kundli-json-over-rpc.md); Node, warm.
  const objects: number[] = [];
  const json: number[] = [];
  for (let i = 0; i < 30; i++) {
    const fresh = computeKundli(eph, births[1], runtime); // each answer's strings are new (and not yet flat)
    let t = performance.now();
    deserialize(serialize(fresh));
    objects.push(performance.now() - t);
    const bytes = computeKundliJson(eph, births[1], runtime);
    t = performance.now();
    deserialize(serialize(bytes));
    json.push(performance.now() - t);
  }
  rows.push([
    "V8 serialise + deserialise of a full Kundli, as objects / as JSON bytes (Node, warm), median",
    `${fmt(median(objects))} / ${fmt(median(json))} (${(computeKundliJson(eph, births[1], runtime).length / 1024).toFixed(0)} KiB)`,
  ]);

  const r: Record<string, number[]> = {};
  const add = (k: string, ...xs: number[]) => (r[k] ??= []).push(...xs);
  const at = (run: WorkerdRun, label: string) => run.requests.filter((q) => q.label === label);
  /** Records one measure of each request labelled `label` past the first `skip` (those warm up). */
  const addPast = (k: string, run: WorkerdRun, label: string, skip: number, measure: "cpuMs" | "wallMs" | "faults") =>
    add(
      k,
      ...at(run, label)
        .slice(skip)
        .map((q) => q[measure]),
    );
  const two = (b: unknown) => ({ ...(b as object), dashaLevels: 2 });
  for (let i = 0; i < COLD_RUNS; i++) {
    const [b1, b2, b3, b4, b5, b6] = Array.from({ length: 6 }, (_, j) => births[(i + j + 1) % births.length]!);
    // The calc bundle alone, called in-process: its own CPU per request. First in a fresh process
    // (direct), then in a second, fresh isolate of the same, by now warm, process (direct2).
    const direct = await runWorkerd(
      outdir,
      [
        ...[b1, b2, b3].map((b) => ({ label: "process", kind: "direct" as const, inputs: [b] })),
        { label: "path", kind: "direct", inputs: [null] },
        { label: "path", kind: "direct", inputs: [null] },
        ...[b4, b5, b6].map((b) => ({ label: "isolate", kind: "direct2" as const, inputs: [b] })),
      ],
      undefined,
      { direct: true },
    );
    at(direct, "process").forEach((q, j) => add(`direct-process-${j}`, q.cpuMs));
    at(direct, "isolate").forEach(
      (q, j) => (add(`direct-isolate-${j}`, q.cpuMs), add(`direct-isolate-faults-${j}`, q.faults)),
    );
    add("path", at(direct, "path")[1]!.cpuMs);
    add("startup", direct.startupMs);
    add("base", (await runWorkerd(null, [])).startupMs);
    // Over RPC, all in: the calc Worker, the transfer and the caller receiving the bytes.
    const rpc = await runWorkerd(
      outdir,
      [
        ...[b1, b2, b3].map((b) => ({ label: "process", kind: "kundli" as const, inputs: [b] })),
        ...[1, 2, 3].map(() => ({ label: "replay", kind: "replay" as const, inputs: [null] })),
        ...[b4, b5, b6].map((b) => ({ label: "isolate", kind: "kundli2" as const, inputs: [b] })),
        ...births.slice(0, 8).map((b) => ({ label: "warm", kind: "kundli2" as const, inputs: [b] })),
        ...births.slice(0, 8).map((b) => ({ label: "warm2", kind: "kundli2" as const, inputs: [two(b)] })),
        ...pairs.slice(0, 5).map((p) => ({ label: "match", kind: "match2" as const, inputs: [p] })),
      ],
      kundli,
    );
    at(rpc, "process").forEach((q, j) => add(`rpc-process-${j}`, q.cpuMs));
    at(rpc, "isolate").forEach((q, j) => (add(`rpc-isolate-${j}`, q.cpuMs), add(`rpc-isolate-faults-${j}`, q.faults)));
    add("replay", median(at(rpc, "replay").map((q) => q.cpuMs))); // the first replay warms its RPC path
    add("replay-faults", median(at(rpc, "replay").map((q) => q.faults)));
    addPast("warm-faults", rpc, "warm", 3, "faults");
    addPast("warm", rpc, "warm", 3, "cpuMs");
    addPast("warmWall", rpc, "warm", 3, "wallMs");
    addPast("warm2", rpc, "warm2", 3, "cpuMs");
    addPast("match", rpc, "match", 1, "cpuMs");
    addPast("matchWall", rpc, "match", 1, "wallMs");
    // The screens' depth (mahadasha, antardasha) in a fresh isolate of a warm process.
    const screens = await runWorkerd(outdir, [
      ...[b1, b2, b3].map((b) => ({ label: "process", kind: "kundli" as const, inputs: [two(b)] })),
      { label: "isolate", kind: "kundli2", inputs: [two(b4)] },
    ]);
    add("rpc2-isolate", at(screens, "isolate")[0]!.cpuMs);
    // Every calc-cli-v2 section in a fresh isolate of a warm process (issue 13: ≤ 10 ms).
    const all = await runWorkerd(outdir, [
      ...[b1, b2, b3].map((b) => ({ label: "process", kind: "kundli" as const, inputs: [two(b)] })),
      { label: "isolate", kind: "kundli2", inputs: [everything(b5)] },
    ]);
    add("rpcall-isolate", at(all, "isolate")[0]!.cpuMs);
    const match = await runWorkerd(outdir, [
      ...[b1, b2, b3].map((b) => ({ label: "process", kind: "kundli" as const, inputs: [b] })),
      { label: "isolate", kind: "match2", inputs: [pairs[i % pairs.length]] },
    ]);
    add("match-isolate", at(match, "isolate")[0]!.cpuMs);
    // A batch of MAX_BATCH over RPC: in a fresh isolate of a warm process, then warm.
    const batches = await runWorkerd(outdir, [
      ...[b1, b2, b3].map((b) => ({ label: "process", kind: "kundli" as const, inputs: [b] })),
      { label: "isolate", kind: "batch2", inputs: [batch] },
      { label: "warm", kind: "batch2", inputs: [batch] },
    ]);
    add("batch-isolate", at(batches, "isolate")[0]!.cpuMs);
    add("batch-isolate-wall", at(batches, "isolate")[0]!.wallMs);
    add("batch-warm", at(batches, "warm")[0]!.cpuMs);
  }
  const cold = (k: string) => spread(r[k]!);
  const trio = (k: string) => [0, 1, 2].map((j) => median(r[`${k}-${j}`]!).toFixed(1)).join(" / ") + " ms";
  const faults = (k: string) => `; page faults ${[0, 1, 2].map((j) => median(r[`${k}-faults-${j}`]!)).join(" / ")}`;
  rows.push([
    "workerd: calc Worker start-up per isolate (global scope: WASM instance, warm-up), CPU",
    `${((median(r.startup!) - median(r.base!)) / 2).toFixed(1)} ms (limit: 1 s)`,
  ]);
  rows.push(["workerd, cold isolate in a running process (how Cloudflare starts a Worker):", ""]);
  rows.push(["  calc Worker's own CPU, first full Kundli (every tab, dasha to 4 levels)", cold("direct-isolate-0")]);
  rows.push([
    "  calc Worker's own CPU, first / second / third request, medians",
    trio("direct-isolate") + faults("direct-isolate"),
  ]);
  rows.push(["  over RPC, all in (calc + transfer + caller), first full Kundli", cold("rpc-isolate-0")]);
  rows.push([
    "  over RPC, all in, first / second / third request, medians",
    trio("rpc-isolate") + faults("rpc-isolate"),
  ]);
  rows.push(["  over RPC, all in, first Kundli with the screens' 2 dasha levels", cold("rpc2-isolate")]);
  rows.push(["  over RPC, all in, first Kundli with every calc-cli-v2 section (2 levels)", cold("rpcall-isolate")]);
  rows.push(["  over RPC, all in, first match (two Kundlis, 2 levels each, and Ashtakoot)", cold("match-isolate")]);
  rows.push([
    `  over RPC, all in, first batch match of ${MAX_BATCH} candidates, CPU; wall (target 5 s)`,
    `${cold("batch-isolate")}; ${cold("batch-isolate-wall")}`,
  ]);
  rows.push(["workerd, cold process (workerd itself just started, its code and memory untouched):", ""]);
  rows.push(["  calc Worker's own CPU, first / second / third full Kundli, medians", trio("direct-process")]);
  rows.push(["  over RPC, all in, first / second / third full Kundli, medians", trio("rpc-process")]);
  rows.push(["workerd: the request path alone (an empty request through the same wrapper), CPU", cold("path")]);
  rows.push([
    "workerd: a full Kundli's JSON bytes sent over RPC from memory, all in, CPU",
    `${cold("replay")}; page faults ${median(r["replay-faults"]!)}`,
  ]);
  rows.push([
    "workerd: warm full Kundli over RPC, all in, median, CPU / wall",
    `${fmt(median(r.warm!))} / ${fmt(median(r.warmWall!))}; page faults ${median(r["warm-faults"]!)}`,
  ]);
  rows.push(["workerd: warm Kundli, 2 dasha levels, over RPC, all in, median, CPU", fmt(median(r.warm2!))]);
  rows.push([
    "workerd: warm match over RPC, all in, median, CPU / wall",
    `${fmt(median(r.match!))} / ${fmt(median(r.matchWall!))}`,
  ]);
  rows.push([`workerd: warm batch match of ${MAX_BATCH} over RPC, all in, median, CPU`, fmt(median(r["batch-warm"]!))]);
}

// ── workerd: the main Worker, as built ───────────────────────────────────────────────
rows.push(...(await benchMain(COLD_RUNS)));

// ── What wrangler deploy would upload ─────────────────────────────────────────────
// wrangler's own figures for the built configs, as `npm run deploy` would ship them.
for (const [worker, name] of [
  ["main", "Main Worker (kundli-studio)"],
  ["calc", "Calculation Worker (kundli-calc)"],
  ["print", "Print Worker (kundli-print)"],
] as const) {
  const config = BUILT_CONFIGS[worker];
  const run = spawnSync("wrangler", ["deploy", "--dry-run", "-c", config], {
    cwd: ROOT,
    env: toolEnv(),
    encoding: "utf8",
  });
  const size = /Total Upload: ([\d.]+) KiB \/ gzip: ([\d.]+) KiB/.exec(run.stdout);
  if (run.status !== 0 || !size)
    throw new Error(`wrangler deploy --dry-run -c ${config}:\n${run.stdout}\n${run.stderr}`);
  rows.push([
    `${name} as built, upload (wrangler deploy --dry-run -c ${config})`,
    `${size[1]} KiB, ${size[2]} KiB gzip`,
  ]);
}

const width = Math.max(...rows.map(([k]) => k.length));
console.log(`\nKundli Studio benchmarks (${new Date().toISOString().slice(0, 10)}, Node ${process.version})\n`);
for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);

// ── Report PDFs (print) ─────────────────────────────────────────────────────────────
// Each report type in English and Hindi, rendered in Node as the print consumer does in workerd.
{
  const { benchReports } = await import("#app/server/print/testing/bench-pdf.ts");
  const pdfRows = await benchReports();
  const pdfWidth = Math.max(...pdfRows.map(([k]) => k.length));
  console.log("\nReport PDFs\n");
  for (const [k, v] of pdfRows) console.log(`${k.padEnd(pdfWidth)}  ${v}`);
}
