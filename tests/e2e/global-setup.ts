/**
 * Starts the app exactly as `npm start` does (scripts/start.ts), on a free port and with its
 * own fresh local state, and stops it afterwards. Tests read the URL from `inject("baseURL")`.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The app's local state folder (D1, R2), for tests that must set up a state by hand. */
    stateDir: string;
  }
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

let app: ChildProcess | undefined;
let state: string | undefined;

export async function setup(project: TestProject): Promise<void> {
  const port = await freePort();
  state = mkdtempSync(path.join(os.tmpdir(), "kundli-e2e-"));
  const root = path.resolve(import.meta.dirname, "../..");
  app = spawn("tsx", ["scripts/start.ts"], {
    cwd: root,
    env: { ...process.env, PORT: String(port), KUNDLI_STATE_DIR: state },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const baseURL = `http://127.0.0.1:${port}`;
  let log = "";
  app.stdout?.on("data", (c: Buffer) => (log += c.toString()));
  app.stderr?.on("data", (c: Buffer) => (log += c.toString()));
  // Loading the birth-place seed into a fresh D1 takes 20 s alone, minutes on a machine under load.
  const deadline = Date.now() + 300_000;
  for (;;) {
    if (app.exitCode !== null) throw new Error(`the app exited early:\n${log}`);
    if (log.includes("Kundli Studio is running")) {
      try {
        // The first request makes Vite optimise dependencies; wait until a page renders.
        const res = await fetch(baseURL + "/");
        if (res.ok) break;
      } catch {
        /* not yet */
      }
    }
    if (Date.now() > deadline) throw new Error(`the app did not start in time:\n${log}`);
    await new Promise((r) => setTimeout(r, 500));
  }
  project.provide("baseURL", baseURL);
  project.provide("stateDir", state);
}

export async function teardown(): Promise<void> {
  if (app?.pid) {
    try {
      process.kill(-app.pid, "SIGTERM");
    } catch {
      /* already gone */
    }
  }
  await new Promise((r) => setTimeout(r, 500));
  if (state) rmSync(state, { recursive: true, force: true });
}
