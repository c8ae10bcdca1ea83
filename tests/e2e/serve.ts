/**
 * Starts one of the project's own ways of serving the app (scripts/preview.ts for the build,
 * scripts/start.ts for development) on a free port, with its own fresh local state, waits until
 * a page renders, and stops it again.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";

export interface Served {
  baseURL: string;
  /** The app's local state folder (D1, R2), for tests that must set up a state by hand. */
  stateDir: string;
  /** The serving command's process (its group holds wrangler and workerd), for the load bench's CPU figures. */
  pid: number;
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      server.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export async function serve(script: string, args: string[], readyLine: string): Promise<Served> {
  const port = await freePort();
  const stateDir = mkdtempSync(path.join(os.tmpdir(), "kundli-e2e-"));
  const root = path.resolve(import.meta.dirname, "../..");
  const app = spawn("tsx", [script, ...args], {
    cwd: root,
    env: { ...process.env, PORT: String(port), KUNDLI_STATE_DIR: stateDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  let log = "";
  app.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  app.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  const stop = async () => {
    try {
      if (app.pid) process.kill(-app.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
    await new Promise((r) => setTimeout(r, 500));
    rmSync(stateDir, { recursive: true, force: true });
  };
  // Loading the birth-place seed into a fresh D1 takes 20 s alone, minutes on a machine under load.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`${script} exited early:\n${log}`);
    if (log.includes(readyLine)) {
      try {
        // The first request may still be warming up (Vite optimises dependencies): wait for a page.
        const res = await fetch(baseURL + "/");
        if (res.ok) break;
      } catch {
        /* not yet */
      }
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`${script} did not start in time:\n${log}`);
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  return { baseURL, stateDir, pid: app.pid!, stop };
}
