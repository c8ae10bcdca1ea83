/**
 * The main Worker as `npm run build` leaves it (build/server: index.js and the assets/*.js chunks)
 * in workerd itself, for `npm run bench`: the CPU of workerd's request thread for a fresh isolate's
 * first request for `/` (the public landing page, server-rendered), then `/auth`, then `/` again,
 * read from /proc between requests as for the calc Worker (scripts/bench-workerd.ts), and its
 * start-up (global scope) apart. `tsx scripts/bench-main.ts` runs this part alone, on the build as
 * it is (`npm run bench` builds first).
 *
 * Why raw `workerd serve` with stand-in bindings, and not Miniflare with real D1/R2: Miniflare puts
 * its own entry Worker in front of every request and runs the D1/R2/queue simulators in the same
 * workerd process, on the same thread, so their CPU would be counted as the main Worker's and the
 * numbers would not compare with the calc rows. Real bindings would buy nothing here, because the
 * pages measured (no session cookie) must not use any: `getSessionUser` returns before D1 when
 * there is no cookie. So DB, FILES, PRINT_QUEUE, CALC and PRINT are stand-ins that nothing can use
 * unnoticed: a wrapped binding whose every property access logs a tripwire line to workerd's stderr
 * and throws, and outbound fetch() goes to a tripwire service too. The bench fails if a tripwire
 * fires or a page does not answer 200, so a number printed here is a page that touched none of them.
 * Vars are the built config's (production: ENVIRONMENT=production, real providers), never .dev.vars,
 * so the Worker serves as deployed; the secrets (AUTH_SECRET, provider keys) are absent.
 */
import { mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import path from "node:path";
import { unsafeConfig } from "#app/server/security.server.ts";
import { minorFaults, threadCpuMs, withWorkerd } from "./bench-workerd.ts";
import { BUILT_CONFIGS, ROOT } from "./env.ts";

/** Fails loudly on any use; symbols, `then` and `toJSON` stay quiet so that inspecting the binding is no use. */
const TRIPWIRE_BINDING = `
export default function standIn(env) {
  return new Proxy({}, {
    get(_, prop) {
      if (typeof prop === "symbol" || prop === "then" || prop === "toJSON") return undefined;
      console.error("BENCH-TRIPWIRE env." + env.name + "." + prop);
      throw new Error("bench stand-in: env." + env.name + "." + prop + " was used");
    },
  });
}`;

/** The main Worker's outbound fetch(): nothing on the pages measured may call out. */
const TRIPWIRE_OUTBOUND = `
export default {
  async fetch(request) {
    console.error("BENCH-TRIPWIRE fetch " + request.url);
    return new Response("bench: no outbound fetch", { status: 502 });
  },
};`;

/** Stands in for a main Worker isolate (start-up without it) and answers the readiness probe. */
const EMPTY = `export default { async fetch() { return new Response("ok"); } };`;

/** A browser's first visit: not a bot (React streams the page), no cookie, no session. */
const HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en-IN,en;q=0.9",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
  "Sec-Fetch-Site": "none",
  "Sec-Fetch-Mode": "navigate",
};

interface BuiltMain {
  compatibility_date: string;
  compatibility_flags?: string[];
  vars?: Record<string, string>;
  d1_databases?: { binding: string }[];
  r2_buckets?: { binding: string }[];
  queues?: { producers?: { binding: string }[] };
  services?: { binding: string }[];
}

export interface MainRun {
  /** CPU of workerd's thread from exec until the readiness probe is answered (every isolate's start-up). */
  startupMs: number;
  /** Per request, in order: CPU of the request thread, wall time seen from Node, minor page faults, bytes. */
  requests: { label: string; path: string; cpuMs: number; wallMs: number; faults: number; bytes: number }[];
}

let nextPort = 5490;

/**
 * What each of the two main-Worker services runs: the built Worker; its modules behind an empty
 * main module (compiled, none evaluated: start-up's compile share); or an empty Worker.
 */
export type Isolate = "main" | "compileOnly" | "empty";

/**
 * Starts workerd with two main-Worker services (two isolates of one bundle in one process, as
 * scripts/bench-workerd.ts does for the calc Worker) on their own sockets, plus a readiness probe
 * on a third. Sends `plan` in order to isolate 0 or 1; the probe's request is the only one before.
 */
export async function runMain(
  isolates: [Isolate, Isolate],
  plan: { label: string; isolate: 0 | 1; path: string }[],
): Promise<MainRun> {
  const serverDir = path.join(ROOT, path.dirname(BUILT_CONFIGS.main));
  const config = JSON.parse(readFileSync(path.join(ROOT, BUILT_CONFIGS.main), "utf8")) as BuiltMain;
  const vars = config.vars ?? {};
  const unsafe = unsafeConfig(vars);
  if (unsafe) throw new Error(`the built main Worker's vars would not serve: ${unsafe}`);
  const dir = path.join(ROOT, ".wrangler/bench-main");
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, "tripwire-binding.js"), TRIPWIRE_BINDING);
  writeFileSync(path.join(dir, "tripwire-outbound.js"), TRIPWIRE_OUTBOUND);
  writeFileSync(path.join(dir, "empty.js"), EMPTY);
  // index.js first (the main module), then every chunk under its own relative name, so that
  // `./assets/…` imports and the dynamic import() of the server build resolve as on Cloudflare.
  const chunks = readdirSync(path.join(serverDir, "assets")).filter((f) => f.endsWith(".js"));
  const modules = (compileOnly: boolean) =>
    [
      // An empty main module first: every module of the bundle is compiled, none evaluated.
      ...(compileOnly ? [`(name = "bench-empty.js", esModule = embed "empty.js")`] : []),
      ...["index.js", ...chunks.map((f) => `assets/${f}`)].map(
        (name) => `(name = "${name}", esModule = embed "${path.relative(dir, path.join(serverDir, name))}")`,
      ),
    ].join(",\n    ");
  const standIns = [
    ...(config.d1_databases ?? []),
    ...(config.r2_buckets ?? []),
    ...(config.queues?.producers ?? []),
    ...(config.services ?? []),
  ].map(
    ({ binding }) =>
      `(name = "${binding}", wrapped = (moduleName = "bench-internal:tripwire", innerBindings = [ (name = "name", text = "${binding}") ]))`,
  );
  const bindings = [
    ...Object.entries(vars).map(([name, value]) => `(name = "${name}", text = ${JSON.stringify(value)})`),
    ...standIns,
  ].join(",\n    ");
  const flags = JSON.stringify(config.compatibility_flags ?? []);
  const port = nextPort;
  nextPort += 3;
  writeFileSync(
    path.join(dir, "config.capnp"),
    `using Workerd = import "/workerd/workerd.capnp";
const config :Workerd.Config = (
  services = [
    (name = "main0", worker = .${isolates[0]}), (name = "main1", worker = .${isolates[1]}),
    (name = "ready", worker = .empty), (name = "outbound", worker = .outbound),
  ],
  sockets = [
    (name = "main0", address = "127.0.0.1:${port}", http = (), service = "main0"),
    (name = "main1", address = "127.0.0.1:${port + 1}", http = (), service = "main1"),
    (name = "ready", address = "127.0.0.1:${port + 2}", http = (), service = "ready"),
  ],
  extensions = [ (modules = [ (name = "bench-internal:tripwire", esModule = embed "tripwire-binding.js", internal = true) ]) ],
);
${(["main", "compileOnly"] as const)
  .map(
    (worker) => `const ${worker} :Workerd.Worker = (
  modules = [
    ${modules(worker === "compileOnly")}
  ],
  compatibilityDate = "${config.compatibility_date}",
  compatibilityFlags = ${flags},
  bindings = [
    ${bindings}
  ],
  globalOutbound = "outbound",
);`,
  )
  .join("\n")}
const empty :Workerd.Worker = (
  modules = [ (name = "empty.js", esModule = embed "empty.js") ],
  compatibilityDate = "${config.compatibility_date}",
  compatibilityFlags = ${flags},
);
const outbound :Workerd.Worker = (
  modules = [ (name = "outbound.js", esModule = embed "tripwire-outbound.js") ],
  compatibilityDate = "${config.compatibility_date}",
);
`,
  );
  return withWorkerd(
    dir,
    async () => (await fetch(`http://127.0.0.1:${port + 2}/`)).text(),
    async (pid, log) => {
      const startupMs = threadCpuMs(pid);
      const requests: MainRun["requests"] = [];
      for (const step of plan) {
        const faults = minorFaults(pid);
        const cpu = threadCpuMs(pid);
        const t = performance.now();
        const res = await fetch(`http://127.0.0.1:${port + step.isolate}${step.path}`, { headers: HEADERS });
        const body = await res.text();
        const cpuMs = threadCpuMs(pid) - cpu;
        const wallMs = performance.now() - t;
        if (res.status !== 200 || !body.startsWith("<!DOCTYPE html>"))
          throw new Error(`main Worker: ${step.path} answered ${res.status}:\n${body.slice(0, 2000)}\n${log()}`);
        requests.push({ ...step, cpuMs, wallMs, faults: minorFaults(pid) - faults, bytes: body.length });
      }
      // Give workerd a moment to flush what the last request logged.
      await new Promise((r) => setTimeout(r, 100));
      if (log().includes("BENCH-TRIPWIRE"))
        throw new Error(`main Worker: a page used a stand-in binding or fetched out:\n${log()}`);
      return { startupMs, requests };
    },
  );
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;
const spread = (xs: number[]) =>
  `${median(xs).toFixed(1)} ms (${Math.min(...xs).toFixed(1)}–${Math.max(...xs).toFixed(1)}, ${xs.length} runs)`;

/** The main Worker's rows of `npm run bench`, measured on build/server as it is now. */
export async function benchMain(runs: number): Promise<[string, string][]> {
  const WARM = 8;
  const visit = (isolate: 0 | 1, label: string) => [
    { label: `${label}-0`, isolate, path: "/" },
    { label: `${label}-1`, isolate, path: "/auth" },
    { label: `${label}-2`, isolate, path: "/" },
    ...Array.from({ length: WARM }, () => ({ label: `${label}-warm`, isolate, path: "/" })),
  ];
  const r: Record<string, number[]> = {};
  const add = (k: string, x: number) => (r[k] ??= []).push(x);
  let bytes = 0;
  // Start-up is the difference between processes: with no main Worker ("base"), with one, with its
  // modules behind an empty main module (all compiled, none evaluated), and with two. A process's
  // own start-up is deterministic work that other load on a shared machine only inflates (by tens
  // of ms at a load average of 2), so each kind counts with its least CPU over twice the runs.
  for (let i = 0; i < 2 * runs; i++) {
    add("base", (await runMain(["empty", "empty"], [])).startupMs);
    add("one", (await runMain(["main", "empty"], [])).startupMs);
    add("compileOnly", (await runMain(["compileOnly", "empty"], [])).startupMs);
    if (i % 2) {
      add("two", (await runMain(["main", "main"], [])).startupMs);
      continue;
    }
    // Isolate 0 serves first, in a process just started; isolate 1, started with the process but
    // not yet used, then answers its first request in a process that is already serving: the way
    // Cloudflare starts a cold Worker.
    const two = await runMain(["main", "main"], [...visit(0, "process"), ...visit(1, "isolate")]);
    add("two", two.startupMs);
    for (const q of two.requests) {
      add(q.label, q.cpuMs);
      if (q.label.startsWith("isolate-")) add(`${q.label}-faults`, q.faults);
      if (q.label === "isolate-warm") add("isolate-warm-wall", q.wallMs);
      if (q.label === "isolate-0") bytes = q.bytes;
    }
  }
  const startup = (k: string, minus: string) => `${(Math.min(...r[k]!) - Math.min(...r[minus]!)).toFixed(1)} ms`;
  const ms = (k: string) => `${median(r[k]!).toFixed(1)} ms`;
  const trio = (k: string) => [0, 1, 2].map((j) => median(r[`${k}-${j}`]!).toFixed(1)).join(" / ") + " ms";
  const faults = `; page faults ${[0, 1, 2].map((j) => median(r[`isolate-${j}-faults`]!)).join(" / ")}`;
  return [
    [
      `workerd: main Worker start-up per isolate (global scope), CPU, least of ${2 * runs} processes: a second isolate / the first`,
      `${startup("two", "one")} / ${startup("one", "base")} (limit: 1 s)`,
    ],
    [
      "  of which compiling the bundle's modules (workerd compiles every module at start-up, imported or not)",
      startup("compileOnly", "base"),
    ],
    ["workerd, main Worker, cold isolate in a running process (how Cloudflare starts a Worker):", ""],
    [
      `  first request: / (landing page, server-rendered, ${(bytes / 1024).toFixed(0)} KiB of HTML), CPU`,
      spread(r["isolate-0"]!),
    ],
    ["  first / second / third request: / then /auth then / again, medians", trio("isolate") + faults],
    [`  warm /, median of requests 4–${3 + WARM}, CPU / wall`, `${ms("isolate-warm")} / ${ms("isolate-warm-wall")}`],
    ["workerd, main Worker, cold process (workerd itself just started):", ""],
    ["  first / second / third request: / then /auth then / again, medians", trio("process")],
  ];
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const rows = await benchMain(Number(process.argv[2] ?? 5));
  const width = Math.max(...rows.map(([k]) => k.length));
  for (const [k, v] of rows) console.log(`${k.padEnd(width)}  ${v}`);
}
