/**
 * Serves what users get: the production build in workerd, as `npm run preview` serves it
 * (scripts/preview.ts; the last `npm run build`, or a build made here if there is none), and
 * stops it afterwards. Tests read the URL from `inject("baseURL")`. The developer path
 * (`npm start`) has its own smoke test (dev-start.e2e.test.ts).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { serve, type Served } from "./serve.ts";

declare module "vitest" {
  export interface ProvidedContext {
    baseURL: string;
    /** The app's local state folder (D1, R2), for tests that must set up a state by hand. */
    stateDir: string;
  }
}

let app: Served | undefined;

export async function setup(project: TestProject): Promise<void> {
  const built = existsSync(path.resolve(import.meta.dirname, "../../build/server/wrangler.json"));
  app = await serve("scripts/preview.ts", built ? ["--no-build"] : [], "Ready on http");
  project.provide("baseURL", app.baseURL);
  project.provide("stateDir", app.stateDir);
}

export async function teardown(): Promise<void> {
  await app?.stop();
}
