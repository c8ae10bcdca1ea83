/**
 * `npm run bench`: how long the numbers take.
 *  - Node: a full Kundli (every tab, Vimshottari to four levels) and a match, cold (fresh WASM
 *    compile + instance + first chart) and warm (median over the reference births).
 *  - workerd: the calculation Worker under `wrangler dev`, called over RPC from a driver Worker,
 *    cold (first call after start: isolate, WASM instance, first chart) and warm; wall time seen
 *    from Node (HTTP + RPC included), an upper bound of the Worker's CPU time. Also the bundle's size, raw and gzip.
 * Rerun it after any engine change; copy the table into the README.
 */
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { createEphemeris } from "../ephemeris/index.ts";
import { computeKundli } from "../engine/kundli.ts";
import { computeMatch } from "../engine/match.ts";
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
const rows: [string, string][] = [];

// ── Node ────────────────────────────────────────────────────────────────────────────
{
  // Cloudflare compiles a Worker's WASM at upload, so a cold request pays instantiation and the
  // first (unoptimised) chart, not compilation: measured apart here, in a process that has not
  // run the engine yet.
  let t = performance.now();
  const module = await WebAssembly.compile(readFileSync(path.join(ROOT, "ephemeris/swe.wasm")));
  const compileMs = performance.now() - t;
  t = performance.now();
  const eph = createEphemeris(module);
  computeKundli(eph, births[0], runtime);
  rows.push(["Node: WASM compile (done at upload on Workers)", fmt(compileMs)]);
  rows.push(["Node: cold Kundli (WASM instance + first chart, cold JIT)", fmt(performance.now() - t)]);
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

const driver = `
export default {
  async fetch(request, env) {
    const { kind, inputs } = await request.json();
    for (const input of inputs) {
      const r = kind === "kundli" ? await env.CALC.kundli(input) : await env.CALC.match(input);
      if (!r.ok) throw new Error(JSON.stringify(r.error));
    }
    return Response.json({ n: inputs.length });
  },
};`;

/** Starts `wrangler dev` with a driver Worker bound to the calc Worker (RPC) and times calls from Node. */
async function workerd(
  kind: "kundli" | "match",
  inputs: unknown[],
  repeat: number,
): Promise<{ cold: number; warm: number }> {
  const dir = path.join(ROOT, ".wrangler/bench-driver");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "driver.js"), driver);
  writeFileSync(
    path.join(dir, "wrangler.json"),
    JSON.stringify({
      name: "bench-driver",
      main: "driver.js",
      compatibility_date: "2026-10-01",
      services: [{ binding: "CALC", service: "kundli-calc", entrypoint: "CalcService" }],
    }),
  );
  const port = 5290 + (kind === "kundli" ? 0 : 1);
  const dev = spawn(
    "wrangler",
    [
      "dev",
      "-c",
      path.join(dir, "wrangler.json"),
      "-c",
      path.join(ROOT, "workers/calc/wrangler.jsonc"),
      "--port",
      String(port),
      "--ip",
      "127.0.0.1",
      "--persist-to",
      path.join(dir, "state"),
    ],
    { cwd: ROOT, env: toolEnv(), stdio: ["ignore", "pipe", "pipe"], detached: true },
  );
  let log = "";
  dev.stdout.on("data", (c: Buffer) => (log += c.toString()));
  dev.stderr.on("data", (c: Buffer) => (log += c.toString()));
  try {
    const deadline = Date.now() + 60_000;
    while (!/Ready on/.test(log)) {
      if (Date.now() > deadline || dev.exitCode !== null) throw new Error(`wrangler dev did not start:\n${log}`);
      await new Promise((r) => setTimeout(r, 200));
    }
    const call = async (batch: unknown[]) => {
      const t = performance.now();
      const res = await fetch(`http://127.0.0.1:${port}/`, {
        method: "POST",
        body: JSON.stringify({ kind, inputs: batch }),
      });
      if (!res.ok) throw new Error(await res.text());
      await res.json();
      return performance.now() - t;
    };
    const cold = await call([inputs[0]]);
    await call(inputs); // warm up
    const warm: number[] = [];
    for (let i = 0; i < repeat; i++) warm.push((await call(inputs)) / inputs.length);
    return { cold, warm: median(warm) };
  } finally {
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
  }
}

const wk = await workerd("kundli", births, 10);
rows.push(["workerd: cold Kundli (new isolate, WASM instance, first chart, RPC), wall", fmt(wk.cold)]);
rows.push(["workerd: warm full Kundli over RPC, median, wall", fmt(wk.warm)]);
const wm = await workerd("match", pairs, 5);
rows.push(["workerd: warm match over RPC, median, wall", fmt(wm.warm)]);

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
