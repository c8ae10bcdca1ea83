/**
 * `npm run preview`: build, then serve the production build in workerd with `wrangler dev`:
 * the three Workers' built configs (main, calc, print: the print Worker consumes the queue and
 * runs the sweeper) and the same local state as `npm start`. Development values come from the
 * .dev.vars that the build copies beside each built config. `--no-build` serves the last build
 * (the browser tests build once, before).
 */
import { BUILT_CONFIGS, ensureDevVars, stateDir } from "./env.ts";
import { prepareDatabase } from "./prepare-db.ts";
import { run, runOrFail } from "./run.ts";

ensureDevVars();
if (!process.argv.includes("--no-build")) await runOrFail("react-router", ["build"]);
await prepareDatabase();
const port = process.env.PORT ?? "8788";
const configs = Object.values(BUILT_CONFIGS).flatMap((config) => ["-c", config]);
process.exit(
  await run("wrangler", ["dev", ...configs, "--persist-to", stateDir(), "--port", port, "--ip", "127.0.0.1"]),
);
