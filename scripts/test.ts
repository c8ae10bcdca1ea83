/**
 * `npm test`: every layer, in order — unit (Node), Workers integration (workerd, real D1),
 * browser end-to-end (Chromium against the app as `npm start` runs it) — then one closing
 * line `N passed, N failed` that CI reads. Without Chromium the browser layer is skipped
 * with instructions, except in CI (CI=true), where it is required.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ROOT } from "./env.ts";
import { run, runOrFail } from "./run.ts";
import { chromiumPath } from "../tests/e2e/chromium.ts";

interface Tally {
  passed: number;
  failed: number;
  skipped: number;
}
const total: Tally = { passed: 0, failed: 0, skipped: 0 };
const reports = path.join(ROOT, ".wrangler/test-reports");
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

async function layer(name: string, config: string): Promise<void> {
  const out = path.join(reports, `${name}.json`);
  console.log(`\n━━ ${name} ━━`);
  const code = await run("vitest", [
    "run",
    "--config",
    config,
    "--reporter=default",
    "--reporter=json",
    `--outputFile.json=${out}`,
  ]);
  if (!existsSync(out)) {
    console.log(`${name}: no report (vitest exited with ${code})`);
    total.failed += 1;
    return;
  }
  const report = JSON.parse(readFileSync(out, "utf8")) as {
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numFailedTestSuites: number;
  };
  total.passed += report.numPassedTests;
  // A suite that fails to load has no failed tests of its own: count it, or it would vanish.
  total.failed +=
    report.numFailedTests + (code !== 0 && report.numFailedTests === 0 ? Math.max(1, report.numFailedTestSuites) : 0);
  total.skipped += report.numPendingTests + report.numTodoTests;
}

await layer("unit", "vitest.config.ts");

console.log("\nBuilding the calculation Worker bundle for the Workers layer…");
await runOrFail(
  "wrangler",
  ["deploy", "--dry-run", "--outdir", path.join(ROOT, ".wrangler/test-calc"), "-c", "wrangler.jsonc"],
  {
    cwd: path.join(ROOT, "workers/calc"),
    stdio: ["ignore", "ignore", "inherit"],
  },
);
await layer("workers", "vitest.workers.config.ts");

if (chromiumPath()) {
  await layer("e2e", "vitest.e2e.config.ts");
} else if (process.env.CI === "true") {
  console.log("\ne2e: Chromium is required in CI but /usr/bin/chromium is missing.");
  total.failed += 1;
} else {
  console.log(
    "\n━━ e2e ━━\nBrowser tests skipped: Chromium is not installed.\n" +
      "Add them with: sudo apt-get install -y chromium   (or set CHROMIUM_PATH), then run npm test again.",
  );
}

console.log(`\n${total.passed} passed, ${total.failed} failed${total.skipped ? `, ${total.skipped} skipped` : ""}`);
process.exit(total.failed > 0 ? 1 : 0);
