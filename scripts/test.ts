/**
 * `npm test`: every layer, in order — unit (Node), `npm run build`, Workers integration
 * (workerd, real D1, beside the built calc and print Workers), build checks (what `wrangler
 * deploy` would ship), browser end-to-end (Chromium against the production build served in
 * workerd, and a smoke test of `npm start`) — then one closing
 * line `N passed, N failed` that CI reads. Without Chromium the browser layer is skipped
 * with instructions, except in CI (CI=true), where it is required.
 */
import { existsSync, mkdirSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { ensureDevVars, ROOT } from "./env.ts";
import { run } from "./run.ts";
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

// The build is the product: the Workers layer runs beside the built calc and print Workers, the
// build layer checks what `wrangler deploy` would ship, and the browser layer uses the preview.
ensureDevVars();
console.log("\n━━ build ━━");
const buildStarted = Date.now();
const built = (await run("react-router", ["build"], { stdio: ["ignore", "ignore", "inherit"] })) === 0;
console.log(
  built ? `npm run build: done in ${((Date.now() - buildStarted) / 1000).toFixed(1)} s` : "npm run build failed",
);
if (!built) {
  total.failed += 1;
  console.log(`\n${total.passed} passed, ${total.failed} failed`);
  process.exit(1);
}
await layer("workers", "vitest.workers.config.ts");
await layer("build", "vitest.build.config.ts");

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
