/**
 * `npm run bench:load`: the production build under load, on this machine. It builds if there is no
 * build made with the local development values (`-- --build` builds anyway), serves the build in workerd as the browser tests do
 * (tests/e2e/serve.ts: scripts/preview.ts --no-build on a free loopback port, with a fresh local
 * state; here with the calc Worker in a workerd process of its own and without wrangler's line per
 * request, docs/decisions/0029), signs one astrologer in through the development outbox
 * (tests/e2e/outbox.ts), saves one Kundli, then drives each scenario with autocannon at 10 and then
 * 50 connections for a bounded time (`-- --seconds N`, 10 by default) after a short warm-up, and
 * prints a markdown table. The first row is the floor: a static asset, which runs none of our
 * code, so it shows what the local server costs by itself. Place searches are every typed prefix
 * of 28 birth places; generate cycles through 97 different births.
 *
 * Every answer that is not 2xx counts as an error, and so do autocannon's connection errors and
 * timeouts: a 429 or a 401 is no throughput. The scenarios hit no rate limit (those guard sign-in
 * and a few account writes only), and the one sign-in uses a network of its own, as the tests do.
 *
 * CPU per request is what workerd reports through /proc: the CPU time of the workerd processes
 * under the preview between the start and the end of a run, divided by the requests answered.
 * "main" is the process of the main and print Workers with the local D1/R2/queue simulators (so
 * it includes SQLite's work for D1) and wrangler's proxy in front of it; "calc" is the calc
 * Worker's own process. docs/benchmarks.md has each Worker's own CPU, measured alone. The node
 * processes (wrangler, tsx) are reported apart; autocannon runs in this process, on the same cores.
 */
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { freshPhone, outboxCode, testNetworkIp } from "../tests/e2e/outbox.ts";
import { serve, type Served } from "../tests/e2e/serve.ts";
import { BUILT_CONFIGS, ensureDevVars, ROOT } from "./env.ts";
import { runOrFail } from "./run.ts";

const secondsArg = process.argv.indexOf("--seconds");
const SECONDS = secondsArg > 0 ? Number(process.argv[secondsArg + 1]) : 10;
if (!(SECONDS >= 1 && SECONDS <= 120)) throw new Error("--seconds takes 1 to 120");
const WARM_UP_SECONDS = 2;
const CONNECTIONS = [10, 50] as const;

/** A browser asking for a page: not a bot (React streams it), English. */
const PAGE_HEADERS = {
  Accept: "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8",
  "Accept-Language": "en-IN,en;q=0.9",
  "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/141.0.0.0 Safari/537.36",
};

/** Birth places astrologers type, in English and Devanagari: the searches and the births use them. */
const CITIES = [
  "Patna",
  "Gaya",
  "Muzaffarpur",
  "Bhagalpur",
  "Darbhanga",
  "Ranchi",
  "Varanasi",
  "Prayagraj",
  "Lucknow",
  "Kanpur",
  "Gorakhpur",
  "Delhi",
  "Jaipur",
  "Jodhpur",
  "Mumbai",
  "Pune",
  "Nagpur",
  "Ahmedabad",
  "Surat",
  "Indore",
  "Bhopal",
  "Kolkata",
  "Chennai",
  "Hyderabad",
  "Bengaluru",
  "पटना",
  "वाराणसी",
  "दिल्ली",
];

/**
 * Place searches as typing in the New Kundli form sends them: every prefix of each name from
 * two letters on (about 170 different queries), in turn. A cycle asks each once, so after the
 * first cycle the popular prefixes are answered from the cache, as across many astrologers.
 */
const PLACE_QUERIES = CITIES.flatMap((city) =>
  Array.from({ length: [...city].length - 1 }, (_, i) =>
    [...city]
      .slice(0, i + 2)
      .join("")
      .toLowerCase(),
  ),
);

/** How many different births the generate scenario cycles through (no two alike). */
const BIRTHS = 97;

const BIRTH = { name: "Asha Verma", gender: "female", date: "1990-08-15", time: "06:30" } as const;

interface Scenario {
  name: string;
  /**
   * Which target of the issue it counts against: the API's p95 target is for "api" rows. A
   * "floor" row runs none of our code: it shows what the local server costs by itself.
   */
  kind: "page" | "api" | "floor";
  method: "GET" | "POST";
  headers: Record<string, string>;
  /** The body of each request in turn (POST). */
  bodies?: string[];
  /** The path of each request in turn. */
  paths: string[];
  /** A check of one answer before the run: the scenario does the work it is named for. */
  check(res: Response, text: string): boolean;
}

// ── /proc: CPU of the processes serving the app ─────────────────────────────────────
const CLOCK_TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout.trim()) || 100;

/** pid → [parent pid, command name, CPU ms so far (user + system, every thread, living or not)]. */
function processTable(): Map<number, { ppid: number; comm: string; cpuMs: number }> {
  const table = new Map<number, { ppid: number; comm: string; cpuMs: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const comm = stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")"));
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const cpuTicks = Number(fields[11]) + Number(fields[12]); // utime, stime
      table.set(Number(entry), { ppid: Number(fields[1]), comm, cpuMs: (cpuTicks / CLOCK_TICKS) * 1000 });
    } catch {
      // the process ended while we looked
    }
  }
  return table;
}

/** Whether a process was started by the wrangler that serves the calc Worker apart (preview --calc-apart). */
const calcProcess = new Map<number, boolean>();
function servesCalc(pid: number, table: ReturnType<typeof processTable>): boolean {
  let known = calcProcess.get(pid);
  if (known === undefined) {
    known = false;
    for (let p = pid, hops = 0; p > 1 && hops < 20 && !known; p = table.get(p)?.ppid ?? 0, hops++) {
      try {
        known = readFileSync(`/proc/${p}/cmdline`, "utf8").includes(BUILT_CONFIGS.calc);
      } catch {
        // ended
      }
    }
    calcProcess.set(pid, known);
  }
  return known;
}

/**
 * CPU ms so far of the served app's workerd processes: the calc Worker's own (served apart), the
 * rest (main and print Workers, local D1, wrangler's proxy), and of its node processes.
 */
function servedCpu(root: number): { workerd: number; calc: number; node: number } {
  const table = processTable();
  const inTree = (pid: number): boolean => {
    for (let p = pid, hops = 0; p > 1 && hops < 20; p = table.get(p)?.ppid ?? 0, hops++) if (p === root) return true;
    return false;
  };
  const sum = { workerd: 0, calc: 0, node: 0 };
  for (const [pid, info] of table) {
    if (!inTree(pid)) continue;
    if (info.comm !== "workerd") sum.node += info.cpuMs;
    else if (servesCalc(pid, table)) sum.calc += info.cpuMs;
    else sum.workerd += info.cpuMs;
  }
  return sum;
}

// ── Setting up: one astrologer, one saved Kundli ───────────────────────────────────
async function signIn(baseURL: string): Promise<string> {
  const ip = testNetworkIp();
  const phone = freshPhone();
  const post = (p: string, body: unknown) =>
    fetch(baseURL + p, {
      method: "POST",
      headers: { "Content-Type": "application/json", "CF-Connecting-IP": ip },
      body: JSON.stringify(body),
    });
  const sent = await post("/api/auth/send-otp", { phone: phone.e164 });
  if (!sent.ok) throw new Error(`send-otp: ${sent.status} ${await sent.text()}`);
  const otp = await outboxCode(async (p) => (await fetch(baseURL + p)).json(), phone.e164);
  const verified = await post("/api/auth/verify-otp", { phone: phone.e164, otp });
  if (!verified.ok) throw new Error(`verify-otp: ${verified.status} ${await verified.text()}`);
  return verified.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

type FoundPlace = { id: number; name: string; latitude: number; longitude: number; timezone: string };

/** The first answer of the gazetteer for `name`, as the forms pick it. */
async function findPlace(baseURL: string, name: string): Promise<FoundPlace> {
  const found = (await (await fetch(`${baseURL}/api/places?q=${encodeURIComponent(name)}`)).json()) as {
    places: FoundPlace[];
  };
  const p = found.places[0];
  if (!p) throw new Error(`no place found for ${name}: is the gazetteer loaded?`);
  return p;
}

/**
 * Births for the generate scenario, each different: dates from 1940 to 2015 at any minute, in
 * the cities above, from a fixed seed (the same list every run, so runs compare).
 */
async function variedBirths(baseURL: string): Promise<string[]> {
  const places = await Promise.all(CITIES.filter((c) => /^[A-Z]/.test(c)).map((c) => findPlace(baseURL, c)));
  let seed = 14;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const from = Date.UTC(1940, 0, 1);
  const span = Date.UTC(2015, 11, 31) - from;
  return Array.from({ length: BIRTHS }, (_, i) => {
    const at = new Date(from + Math.floor(random() * span));
    const p = places[Math.floor(random() * places.length)]!;
    const minutes = Math.floor(random() * 24 * 60);
    return JSON.stringify({
      name: `Birth ${i + 1}`,
      gender: random() < 0.5 ? "female" : "male",
      date: at.toISOString().slice(0, 10),
      time: `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`,
      place: { name: p.name, latitude: p.latitude, longitude: p.longitude, timezone: p.timezone },
    });
  });
}

async function saveKundli(baseURL: string, cookie: string): Promise<number> {
  const p = await findPlace(baseURL, "Jaipur");
  const place = { id: p.id, name: p.name, latitude: p.latitude, longitude: p.longitude, timezone: p.timezone };
  const res = await fetch(`${baseURL}/api/user/add-kundali`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Cookie: cookie },
    body: JSON.stringify({ ...BIRTH, place }),
  });
  if (!res.ok) throw new Error(`add-kundali: ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { id: number } };
  return data.id;
}

function scenarios(cookie: string, kundliId: number, births: string[]): Scenario[] {
  const signedIn = { ...PAGE_HEADERS, Cookie: cookie };
  return [
    {
      // Served by the assets layer before the main Worker runs: the same wrangler dev entry,
      // proxy and workerd thread as every other row, and none of our code.
      name: "floor: `GET /favicon.png` (a static asset; no app code runs)",
      kind: "floor",
      method: "GET",
      headers: {},
      paths: ["/favicon.png"],
      check: (res, text) => res.status === 200 && text.includes("PNG"),
    },
    {
      name: "SSR `/main` (signed in)",
      kind: "page",
      method: "GET",
      headers: signedIn,
      paths: ["/main"],
      check: (res, text) => res.status === 200 && text.includes("</html>"),
    },
    {
      name: "SSR `/main/kundli/:id` (signed in: computes the Kundli)",
      kind: "page",
      method: "GET",
      headers: signedIn,
      paths: [`/main/kundli/${kundliId}`],
      check: (res, text) => res.status === 200 && text.includes(BIRTH.name) && text.includes("Jupiter"),
    },
    {
      name: `\`GET /api/places?q=\` (${PLACE_QUERIES.length} typed prefixes in turn)`,
      kind: "api",
      method: "GET",
      headers: { "Accept-Language": "en" },
      paths: PLACE_QUERIES.map((q) => `/api/places?q=${encodeURIComponent(q)}`),
      check: (res, text) => res.status === 200 && (JSON.parse(text) as { places: unknown[] }).places.length > 0,
    },
    {
      name: `\`POST /api/kundli/generate\` (signed in, ${births.length} births in turn)`,
      kind: "api",
      method: "POST",
      headers: { "Content-Type": "application/json", Cookie: cookie },
      bodies: births,
      paths: ["/api/kundli/generate"],
      check: (res, text) => res.status === 200 && Array.isArray((JSON.parse(text) as { planets?: unknown }).planets),
    },
  ];
}

// ── Load ──────────────────────────────────────────────────────────────────────────
interface Row {
  scenario: Scenario;
  connections: number;
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Non-2xx answers by status, then autocannon's connection errors and timeouts. */
  errors: { total: number; detail: string };
  workerdCpuMs: number;
  calcCpuMs: number;
  nodeCpuMs: number;
  load: string;
}

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0 ? NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function drive(baseURL: string, s: Scenario, connections: number, seconds: number, served: Served): Promise<Row> {
  let next = 0;
  const latencies: number[] = [];
  const statuses = new Map<number, number>();
  const before = servedCpu(served.pid);
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: baseURL,
        connections,
        duration: seconds,
        method: s.method,
        headers: s.headers,
        timeout: 30,
        requests: [
          {
            setupRequest: (req) => {
              const i = next++;
              return { ...req, path: s.paths[i % s.paths.length]!, body: s.bodies?.[i % s.bodies.length] };
            },
          },
        ],
      },
      (error, result) => (error ? reject(error) : resolve(result)),
    );
    instance.on("response", (_client, statusCode, _bytes, responseTime) => {
      latencies.push(responseTime);
      statuses.set(statusCode, (statuses.get(statusCode) ?? 0) + 1);
    });
  });
  const after = servedCpu(served.pid);
  latencies.sort((a, b) => a - b);
  const bad = [...statuses].filter(([code]) => code < 200 || code > 299);
  const badCount = bad.reduce((n, [, c]) => n + c, 0);
  const detail = [
    ...bad.map(([code, c]) => `${c}× ${code}`),
    ...(result.errors ? [`${result.errors} connection errors`] : []),
    ...(result.timeouts ? [`${result.timeouts} timeouts`] : []),
  ].join(", ");
  const requests = latencies.length;
  return {
    scenario: s,
    connections,
    requests,
    rps: requests / (result.duration || seconds),
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    errors: { total: badCount + result.errors + result.timeouts, detail },
    workerdCpuMs: (after.workerd - before.workerd) / Math.max(1, requests),
    calcCpuMs: (after.calc - before.calc) / Math.max(1, requests),
    nodeCpuMs: (after.node - before.node) / Math.max(1, requests),
    load: os
      .loadavg()
      .slice(0, 1)
      .map((l) => l.toFixed(1))
      .join(""),
  };
}

function table(rows: Row[]): string {
  const ms = (v: number) => (Number.isFinite(v) ? `${Math.round(v)} ms` : "–");
  const lines = [
    "| scenario | conn. | answered | req/s | p50 | p95 | p99 | errors | main workerd CPU / req | calc workerd CPU / req | node CPU / req | load |",
    "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- | ---: | ---: | ---: | ---: |",
  ];
  for (const r of rows)
    lines.push(
      `| ${r.scenario.name} | ${r.connections} | ${r.requests} | ${r.rps.toFixed(0)} | ${ms(r.p50)} | ${ms(r.p95)} | ${ms(r.p99)} | ${
        r.errors.total === 0 ? "0" : `${r.errors.total} (${r.errors.detail})`
      } | ${r.workerdCpuMs.toFixed(1)} ms | ${r.calcCpuMs.toFixed(1)} ms | ${r.nodeCpuMs.toFixed(1)} ms | ${r.load} |`,
    );
  return lines.join("\n");
}

// ── Main ──────────────────────────────────────────────────────────────────────────
// The build copies .dev.vars beside each built config: one made without them serves production
// values (real SMS provider, no outbox), which cannot sign anyone in locally.
ensureDevVars();
const builtDevVars = path.join(ROOT, path.dirname(BUILT_CONFIGS.main), ".dev.vars");
if (process.argv.includes("--build") || !existsSync(builtDevVars)) {
  console.error("bench:load: building (react-router build)…");
  await runOrFail("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] });
}
console.error("bench:load: starting the production preview (fresh local state)…");
// The calc Worker in its own workerd process, as production runs every Worker in its own isolate,
// and without wrangler's per-request log line (a call into node that production does not make).
// No ready line is printed at that log level: serve() waits for a page instead.
const served = await serve("scripts/preview.ts", ["--no-build", "--calc-apart", "--quiet-requests"], "");
const rows: Row[] = [];
try {
  if (!new URL(served.baseURL).hostname.startsWith("127.")) throw new Error("the bench runs on loopback only");
  const cookie = await signIn(served.baseURL);
  const id = await saveKundli(served.baseURL, cookie);
  for (const s of scenarios(cookie, id, await variedBirths(served.baseURL))) {
    const res = await fetch(served.baseURL + s.paths[0], { method: s.method, headers: s.headers, body: s.bodies?.[0] });
    const text = await res.text();
    if (!s.check(res, text)) throw new Error(`${s.name}: unexpected answer ${res.status}: ${text.slice(0, 300)}`);
    console.error(`bench:load: ${s.name}: warm-up ${WARM_UP_SECONDS} s`);
    await drive(served.baseURL, s, CONNECTIONS[0], WARM_UP_SECONDS, served);
    for (const connections of CONNECTIONS) {
      console.error(`bench:load: ${s.name}: ${connections} connections, ${SECONDS} s`);
      rows.push(await drive(served.baseURL, s, connections, SECONDS, served));
    }
  }
} finally {
  await served.stop();
}

const cores = os.cpus().length;
console.log(
  `\nnpm run bench:load, ${new Date().toISOString().slice(0, 10)}: the production build in workerd (wrangler dev, local D1), ` +
    `loopback, ${SECONDS} s per row, ${cores} cores shared with autocannon and any other work on the machine (load: 1-minute load average at the end of the row).\n`,
);
console.log(table(rows));
const apiAt50 = rows.filter((r) => r.scenario.kind === "api" && r.connections === 50);
// A row with nothing answered in its window (every request slower than the run) meets nothing.
const met = apiAt50.every((r) => r.p95 <= 100) && rows.every((r) => r.errors.total === 0 && r.requests > 0);
console.log(
  `\nTarget (no errors; API p95 ≤ 100 ms at 50 connections): ${met ? "met" : "NOT met"}` +
    ` (API p95 at 50: ${apiAt50.map((r) => `${Math.round(r.p95)} ms`).join(", ")}).`,
);
