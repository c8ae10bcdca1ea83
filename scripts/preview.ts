/**
 * `npm run preview`: build, then serve the production build in workerd with `wrangler dev`:
 * the three Workers' built configs (main, calc, print: the print Worker consumes the queue and
 * runs the sweeper) and the same local state as `npm start`. Development values come from the
 * .dev.vars that the build copies beside each built config. `--no-build` serves the last build
 * (the browser tests build once, before).
 *
 * For the load bench (docs/decisions/0029): `--calc-apart` runs the calc Worker in a workerd
 * process of its own, as production runs every Worker in its own isolate, joined to the main
 * Worker's process by a dev registry private to this state folder (two previews at once must not
 * find each other's Workers); `--quiet-requests` leaves out wrangler's line per request, which
 * costs a call from workerd into node for every request and exists only here.
 */
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import { BUILT_CONFIGS, ensureDevVars, ROOT, stateDir, toolEnv } from "./env.ts";
import { prepareDatabase } from "./prepare-db.ts";
import { run, runOrFail } from "./run.ts";

ensureDevVars();
if (!process.argv.includes("--no-build")) await runOrFail("react-router", ["build"]);
await prepareDatabase();
const port = process.env.PORT ?? "8788";
const common = ["--persist-to", stateDir(), "--ip", "127.0.0.1"];
if (process.argv.includes("--quiet-requests")) common.push("--log-level", "warn");

if (!process.argv.includes("--calc-apart")) {
  const configs = Object.values(BUILT_CONFIGS).flatMap((config) => ["-c", config]);
  process.exit(await run("wrangler", ["dev", ...configs, ...common, "--port", port]));
}

const registry = path.join(stateDir(), "dev-registry");
const env = toolEnv({ WRANGLER_REGISTRY_PATH: registry });
const calc = spawn("wrangler", ["dev", "-c", BUILT_CONFIGS.calc, ...common, "--port", "0"], {
  cwd: ROOT,
  stdio: "inherit",
  env,
});
const stopCalc = () => calc.kill("SIGTERM");
process.on("SIGTERM", () => (stopCalc(), process.exit(143)));
process.on("SIGINT", () => (stopCalc(), process.exit(130)));
// The main Worker's binding finds the calc Worker once it has registered.
const calcName = "kundli-calc";
for (let waited = 0; !existsSync(path.join(registry, calcName)); waited += 200) {
  if (calc.exitCode !== null || waited > 120_000) throw new Error("the calc Worker did not start");
  await new Promise((r) => setTimeout(r, 200));
}
const code = await run(
  "wrangler",
  ["dev", "-c", BUILT_CONFIGS.main, "-c", BUILT_CONFIGS.print, ...common, "--port", port],
  {
    env,
  },
);
stopCalc();
process.exit(code);
