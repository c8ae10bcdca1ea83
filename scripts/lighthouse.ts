/**
 * `npm run lighthouse`: Lighthouse's mobile run (its default: a mid-range phone, simulated slow
 * 4G, 4× CPU slowdown) on the production build served as `npm run preview --no-build` serves it,
 * in Debian's Chromium, for /, /auth, /main and a Kundli view; prints a markdown table. The
 * signed-in pages use an astrologer signed in the way the browser tests do (code from the dev
 * outbox) with a Kundli made through New Kundli; its cookies (the access one lasts 15 minutes,
 * enough for three runs a page) go into Chromium's profile after the signed-out pages. Builds first when there is no build or with
 * `-- --build`; `-- --runs 3` keeps the median of three runs of each page (computeMedianRun);
 * `-- --page kundli` measures only the pages of that slug (landing, auth, main, kundli);
 * `-- --why` prints, for the median run of each page, the requests and main-thread tasks that
 * Lighthouse's simulated LCP waits for (scripts/lighthouse-why.ts);
 * `-- --url http://127.0.0.1:8788` measures a preview already running there (on a machine under load its
 * first start, which loads the gazetteer, can outlast the wait of a fresh one). Below the
 * table, each page's document: its bytes as sent and as HTML.
 * The median run of each page is kept in test-results/lighthouse/. Lighthouse is a devDependency: nothing of it reaches the Workers.
 */
import lighthouse, { type Artifacts, type Result } from "lighthouse";
import { computeMedianRun } from "lighthouse/core/lib/median-run.js";
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { CHROMIUM_ARGS } from "../tests/e2e/chromium.ts";
import { launch } from "../tests/e2e/browser.ts";
import { createKundli, signIn, VARANASI_1990 } from "../tests/e2e/kundli-helpers.ts";
import { chromium } from "playwright-core";
import { serve } from "../tests/e2e/serve.ts";
import { CLIENT_DIR } from "./client-js.ts";
import { lcpPath } from "./lighthouse-why.ts";
import { BUILT_CONFIGS, ensureDevVars, ROOT } from "./env.ts";
import { runOrFail } from "./run.ts";

/** The median run of each page as Lighthouse's JSON, for its details (open in the Lighthouse viewer). */
const REPORTS = path.join(ROOT, "test-results/lighthouse");
mkdirSync(REPORTS, { recursive: true });

const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Math.max(1, Number(process.argv[runsArg + 1]) || 1) : 1;
const pageArg = process.argv.indexOf("--page");
const ONLY_PAGE = pageArg > 0 ? process.argv[pageArg + 1] : undefined;
const WHY = process.argv.includes("--why");

// The build copies .dev.vars (development values: the dev outbox) beside its config; a build
// made without them cannot sign in.
ensureDevVars();
const builtConfig = path.join(ROOT, BUILT_CONFIGS.main);
if (process.argv.includes("--build") || !existsSync(path.join(path.dirname(builtConfig), ".dev.vars"))) {
  await runOrFail("react-router", ["build"]);
}

/** Debian's Chromium with a DevTools port for Lighthouse; resolves once it listens. */
async function startChromium(): Promise<{ port: number; stop(): void }> {
  const profile = mkdtempSync(path.join(os.tmpdir(), "kundli-lighthouse-"));
  const chrome = spawn(
    "/usr/bin/chromium",
    [...CHROMIUM_ARGS, "--remote-debugging-port=0", `--user-data-dir=${profile}`, "about:blank"],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  const stop = () => {
    chrome.kill("SIGTERM");
    // Chromium may still be writing its profile while it exits: retry until the folder empties.
    rmSync(profile, { recursive: true, force: true, maxRetries: 10, retryDelay: 200 });
  };
  const port = await new Promise<number>((resolve, reject) => {
    let log = "";
    chrome.stderr.on("data", (chunk: Buffer) => {
      log += chunk.toString();
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(log);
      if (match) resolve(Number(match[1]));
    });
    chrome.on("exit", (code) => reject(new Error(`chromium exited (${code}):\n${log}`)));
  });
  return { port, stop };
}

/** The document as sent (transfer) and as HTML (resource), in bytes. */
function documentBytes(lhr: Result): { transfer: number; resource: number } {
  const requests = (
    lhr.audits["network-requests"]?.details as {
      items?: { resourceType?: string; transferSize?: number; resourceSize?: number }[];
    }
  )?.items;
  const doc = requests?.find((r) => r.resourceType === "Document");
  return { transfer: doc?.transferSize ?? NaN, resource: doc?.resourceSize ?? NaN };
}

/** gzip bytes of the scripts the page fetched, from the build's own files (the preview may not compress). */
function scriptGzip(lhr: Result): number {
  const requests = (lhr.audits["network-requests"]?.details as { items?: { url: string; resourceType?: string }[] })
    ?.items;
  return (requests ?? [])
    .filter((r) => r.resourceType === "Script")
    .map((r) => path.join(CLIENT_DIR, new URL(r.url).pathname))
    .filter((file) => file.startsWith(CLIENT_DIR) && existsSync(file))
    .reduce((sum, file) => sum + gzipSync(readFileSync(file)).length, 0);
}

const urlArg = process.argv.indexOf("--url");
const app =
  urlArg > 0
    ? { baseURL: String(process.argv[urlArg + 1]).replace(/\/$/, ""), stop: async () => {} }
    : await serve("scripts/preview.ts", ["--no-build"], "Ready on http");
let chrome: Awaited<ReturnType<typeof startChromium>> | undefined;
try {
  const browser = await launch();
  const context = await browser.newContext({ baseURL: app.baseURL, locale: "en-IN" });
  const page = await context.newPage();
  await signIn(page);
  const id = await createKundli(page, VARANASI_1990);
  const cookies = await context.cookies();
  await browser.close();

  const pages = [
    { name: "/", slug: "landing", path: "/", signedIn: false },
    { name: "/auth", slug: "auth", path: "/auth", signedIn: false },
    { name: "/main", slug: "main", path: "/main", signedIn: true },
    { name: "Kundli view", slug: "kundli", path: `/main/kundli/${id}`, signedIn: true },
  ].filter((target) => ONLY_PAGE === undefined || target.slug === ONLY_PAGE);
  chrome = await startChromium();
  let signedIn = false;
  const rows: string[] = [];
  const documents: string[] = [];
  const spreads: string[] = [];
  let version = "";
  for (const target of pages) {
    if (target.signedIn && !signedIn) {
      // Into the profile Lighthouse uses (it clears caches and storage between runs, not cookies).
      const cdp = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
      await cdp.contexts()[0]!.addCookies(cookies);
      await cdp.close();
      signedIn = true;
    }
    const runs: Result[] = [];
    const artifactsOf = new Map<Result, Artifacts>();
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(app.baseURL + target.path, {
        port: chrome.port,
        logLevel: "error",
        output: "json",
        onlyCategories: ["performance", "accessibility"],
      });
      if (!result) throw new Error(`no Lighthouse result for ${target.path}`);
      if (result.lhr.runtimeError) throw new Error(`${target.path}: ${result.lhr.runtimeError.message}`);
      if (new URL(result.lhr.finalDisplayedUrl).pathname !== target.path)
        throw new Error(`${target.path} ended on ${result.lhr.finalDisplayedUrl}`);
      runs.push(result.lhr);
      artifactsOf.set(result.lhr, result.artifacts);
    }
    const lhr = computeMedianRun(runs);
    if (WHY) console.log(`\n${target.name}: ${await lcpPath(lhr, artifactsOf.get(lhr)!, app.baseURL)}`);
    version = lhr.lighthouseVersion;
    const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
    const value = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
    // Failed accessibility audits, weighted or not (a weight-0 one does not lower the score).
    const problems = (lhr.categories.accessibility?.auditRefs ?? [])
      .map((ref: { id: string }) => ref.id)
      .filter((id: string) => {
        const audit = lhr.audits[id];
        return audit !== undefined && audit.score !== null && audit.score < 1;
      });
    if (problems.length) console.log(`${target.name}: accessibility findings: ${problems.join(", ")}`);
    writeFileSync(path.join(REPORTS, `${target.slug}.json`), JSON.stringify(lhr));
    if (RUNS > 1) {
      // The spread behind the median: each run's score and TBT, and the machine's speed at that run
      // (Lighthouse's benchmark index): the simulation multiplies the main thread's observed tasks
      // by four, so the same page scores lower on a busier machine.
      const each = runs.map(
        (run) =>
          `${Math.round((run.categories.performance?.score ?? 0) * 100)} (${Math.round(run.audits["total-blocking-time"]?.numericValue ?? NaN)} ms, ${Math.round(run.environment.benchmarkIndex)})`,
      );
      spreads.push(`${target.name}: performance (TBT, benchmark index) of each run: ${each.join(", ")}`);
    }
    const doc = documentBytes(lhr);
    documents.push(
      `${target.name}: document ${(doc.transfer / 1000).toFixed(1)} kB sent, ${(doc.resource / 1000).toFixed(1)} kB of HTML`,
    );
    rows.push(
      `| ${target.name} | ${score("performance")} | ${score("accessibility")} | ${(value("largest-contentful-paint") / 1000).toFixed(1)} s | ${Math.round(value("total-blocking-time"))} ms | ${value("cumulative-layout-shift").toFixed(3)} | ${(scriptGzip(lhr) / 1000).toFixed(1)} |`,
    );
  }
  console.log(
    [
      "",
      `Lighthouse ${version} mobile (simulated slow 4G, 4× CPU), production build, ${RUNS === 1 ? "one run" : `median of ${RUNS} runs`} per page`,
      "",
      "| page | performance | accessibility | LCP | TBT | CLS | JS kB gzip |",
      "| --- | --- | --- | --- | --- | --- | --- |",
      ...rows,
      "",
      ...spreads,
      ...documents,
    ].join("\n"),
  );
} finally {
  chrome?.stop();
  await app.stop();
}
