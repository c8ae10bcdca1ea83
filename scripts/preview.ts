/**
 * `npm run preview`: build, then serve the production build in workerd with `wrangler dev`:
 * both Workers' built configs and the same local state as `npm start` (stack-notes: without
 * both configs and --persist-to, D1 tables and the calc Worker are missing).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ROOT, stateDir } from "./env.ts";
import { prepareDatabase } from "./prepare-db.ts";
import { run, runOrFail } from "./run.ts";

await runOrFail("react-router", ["build"]);
await prepareDatabase();
const calcDir = ["build", "dist"]
  .flatMap((top) => (existsSync(path.join(ROOT, top)) ? readdirSync(path.join(ROOT, top)).map((d) => path.join(top, d)) : []))
  .find((d) => /calc/.test(d) && existsSync(path.join(ROOT, d, "wrangler.json")));
if (!calcDir) throw new Error("the calculation Worker's build (…/kundli_calc/wrangler.json) was not found");
const port = process.env.PORT ?? "8788";
process.exit(
  await run("wrangler", [
    "dev",
    "-c",
    "build/server/wrangler.json",
    "-c",
    path.join(calcDir, "wrangler.json"),
    "--persist-to",
    stateDir(),
    "--port",
    port,
    "--ip",
    "127.0.0.1",
  ]),
);
