/**
 * `npm start`: migrate and seed the local D1, then run the app in workerd through Vite:
 * the main Worker, the calculation Worker (auxiliary Worker, RPC) and the print-queue
 * consumer, all local and offline. PORT=<n> chooses the port (default 5173).
 */
import { spawn } from "node:child_process";
import { ensureDevVars, ROOT, stateDir, toolEnv } from "./env.ts";
import { prepareDatabase } from "./prepare-db.ts";

const port = Number(process.env.PORT ?? 5173);
const host = process.env.HOST ?? "127.0.0.1";
const started = Date.now();

ensureDevVars();
console.log("Kundli Studio: preparing the local database…");
await prepareDatabase();

const vite = spawn("vite", ["dev", "--port", String(port), "--host", host, "--strictPort"], {
  cwd: ROOT,
  stdio: ["inherit", "pipe", "inherit"],
  env: toolEnv({ KUNDLI_STATE_DIR: stateDir() }),
});
let announced = false;
vite.stdout.on("data", (chunk: Buffer) => {
  process.stdout.write(chunk);
  if (!announced && /ready in/.test(chunk.toString())) {
    announced = true;
    const url = `http://${host === "0.0.0.0" ? "localhost" : host}:${port}`;
    console.log(
      [
        "",
        `  Kundli Studio is running: ${url}  (ready in ${((Date.now() - started) / 1000).toFixed(1)} s)`,
        `  Dev outbox (SMS and email codes): ${url}/__dev/outbox  — also printed here as they are sent`,
        `  Local data (D1, R2, queue): ${stateDir()}`,
        "",
      ].join("\n"),
    );
  }
});
const stop = () => vite.kill("SIGTERM");
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
vite.on("exit", (code) => process.exit(code ?? 0));
