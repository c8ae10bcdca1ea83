/**
 * Brings the local D1 up to date: applies pending migrations, then the seed data the app
 * needs (scripts/seed/*.sql, each applied once, remembered in the `seeds` table).
 */
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { ROOT, stateDir } from "./env.ts";
import { runOrFail } from "./run.ts";

export async function prepareDatabase(): Promise<void> {
  const persist = ["--local", "--persist-to", stateDir()];
  await runOrFail("wrangler", ["d1", "migrations", "apply", "DB", ...persist], { stdio: ["ignore", "ignore", "inherit"] });
  const seedDir = path.join(ROOT, "scripts/seed");
  if (!existsSync(seedDir)) return;
  for (const file of readdirSync(seedDir).filter((f) => f.endsWith(".sql")).sort()) {
    await runOrFail("wrangler", ["d1", "execute", "DB", ...persist, "--file", path.join(seedDir, file)], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  }
}

if (import.meta.main) await prepareDatabase();
