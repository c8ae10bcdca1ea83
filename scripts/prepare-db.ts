/**
 * Brings the local D1 up to date: applies pending migrations, then the seed data the app needs,
 * each seed applied once and remembered (name and version) in the `seeds` table:
 * - scripts/seed/*.sql, versioned by their content: an edited file runs again, so write seeds
 *   that can run twice (DELETE first, or INSERT OR REPLACE);
 * - generated seeds, built from npm data only when their version is not yet applied: the
 *   birth-place gazetteer (scripts/places, ~350k rows, written to .wrangler/seed/).
 * Later starts cost one query here.
 */
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
} from "node:fs";
import { pipeline } from "node:stream/promises";
import path from "node:path";
import { buildPincodesSeed, pincodesSeedVersion } from "./pincodes/build.ts";
import { buildPlacesSeed, placesSeedVersion } from "./places/build.ts";
import { ROOT, stateDir, toolEnv } from "./env.ts";
import { runOrFail } from "./run.ts";

interface Seed {
  name: string;
  version: string;
  /** Returns the SQL file to execute, building it first if need be. */
  file: () => Promise<string>;
}

const SEED_TABLE =
  "CREATE TABLE IF NOT EXISTS seeds (name TEXT PRIMARY KEY, version TEXT NOT NULL, applied_at TEXT NOT NULL)";

/** Where the database is: the local one (`npm start`, preview, tests) or, with --remote, the deployed D1. */
let target: "local" | "remote" = "local";

function persistArgs(): string[] {
  return target === "remote" ? ["--remote"] : ["--local", "--persist-to", stateDir()];
}

/** Runs one wrangler d1 command and returns the rows of its last statement. */
async function query(sql: string): Promise<Record<string, unknown>[]> {
  const child = spawn("wrangler", ["d1", "execute", "DB", ...persistArgs(), "--json", "--command", sql], {
    cwd: ROOT,
    env: toolEnv(),
    stdio: ["ignore", "pipe", "inherit"],
  });
  let out = "";
  child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
  const code = await new Promise<number>((resolve, reject) => {
    child.on("error", reject);
    child.on("exit", (c) => resolve(c ?? 1));
  });
  if (code !== 0) throw new Error(`wrangler d1 execute exited with ${code}: ${out}`);
  const json = /^\[/m.exec(out); // the JSON array starts a line; anything before it is chatter
  if (!json) throw new Error(`wrangler d1 execute printed no JSON: ${out}`);
  const results = JSON.parse(out.slice(json.index)) as { results: Record<string, unknown>[] }[];
  return results.at(-1)?.results ?? [];
}

function sqlText(value: string): string {
  return `'${value.replace(/'/g, "''")}'`;
}

function fileSeeds(): Seed[] {
  const dir = path.join(ROOT, "scripts/seed");
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith(".sql"))
    .sort()
    .map((f) => {
      const file = path.join(dir, f);
      const version = createHash("sha256").update(readFileSync(file)).digest("hex").slice(0, 16);
      return { name: `seed/${f}`, version, file: async () => file };
    });
}

/**
 * A seed whose SQL is built once per version and cached under .wrangler/seed, so that fresh
 * states (tests) skip the build; `build` writes the file and says what it built.
 */
function cachedSeed(name: string, version: string, build: (file: string) => Promise<string>): Seed {
  const dir = path.join(ROOT, ".wrangler/seed");
  const target = path.join(dir, `${name}-${version}.sql`);
  return {
    name,
    version,
    file: async () => {
      if (existsSync(target)) return target;
      const partial = `${target}.${process.pid}.partial`;
      const built = await build(partial);
      renameSync(partial, target);
      for (const old of readdirSync(dir))
        if (old.startsWith(`${name}-`) && path.join(dir, old) !== target) rmSync(path.join(dir, old), { force: true });
      console.log(`  built the ${built}`);
      return target;
    },
  };
}

/** The gazetteer. */
const placesSeed = () =>
  cachedSeed("places", placesSeedVersion(), async (file) => {
    const stats = await buildPlacesSeed(file);
    return `birth-place seed: ${stats.places} places, ${stats.names} names, ${(stats.bytes / 1e6).toFixed(1)} MB in ${(stats.millis / 1000).toFixed(1)} s`;
  });

/** Indian PIN codes for delivery prices (issue 7, about 19k rows; built in about 1 s). */
const pincodesSeed = () =>
  cachedSeed("pincodes", pincodesSeedVersion(), async (file) => {
    const stats = await buildPincodesSeed(file);
    return `PIN code seed: ${stats.pins} PINs, ${(stats.bytes / 1e6).toFixed(1)} MB in ${(stats.millis / 1000).toFixed(1)} s`;
  });

export async function prepareDatabase(where: "local" | "remote" = "local"): Promise<void> {
  target = where;
  await runOrFail("wrangler", ["d1", "migrations", "apply", "DB", ...persistArgs()], {
    stdio: ["ignore", "ignore", "inherit"],
  });
  const rows = await query(`${SEED_TABLE}; SELECT name, version FROM seeds`);
  const applied = new Map(rows.map((r) => [String(r.name), String(r.version)]));
  const pending = [...fileSeeds(), placesSeed(), pincodesSeed()].filter((s) => applied.get(s.name) !== s.version);
  if (pending.length === 0) return;
  // One `wrangler d1 execute` for every pending seed and its `seeds` row: each wrangler start costs
  // seconds (11–20 s on a busy 2-core machine), more than loading the small seeds themselves.
  // The rows come last, so a load that fails part-way is simply done again next time.
  const started = Date.now();
  console.log(`  loading seed ${pending.map((s) => `${s.name} (${s.version})`).join(", ")}…`);
  mkdirSync(path.join(ROOT, ".wrangler/seed"), { recursive: true });
  const combined = path.join(ROOT, ".wrangler/seed", `pending-${process.pid}.sql`);
  try {
    const out = createWriteStream(combined);
    for (const seed of pending) {
      await pipeline(createReadStream(await seed.file()), out, { end: false });
      out.write("\n");
    }
    const now = new Date().toISOString();
    for (const seed of pending)
      out.write(
        `\nINSERT OR REPLACE INTO seeds (name, version, applied_at) VALUES (${sqlText(seed.name)}, ${sqlText(seed.version)}, ${sqlText(now)});`,
      );
    await new Promise<void>((resolve, reject) =>
      out.end((error?: Error | null) => (error ? reject(error) : resolve())),
    );
    // --yes: a remote import asks for confirmation otherwise.
    await runOrFail("wrangler", ["d1", "execute", "DB", ...persistArgs(), "--yes", "--file", combined], {
      stdio: ["ignore", "ignore", "inherit"],
    });
  } finally {
    rmSync(combined, { force: true });
  }
  console.log(`  seeds loaded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

// `npm run db:prepare` (local) or `npm run db:prepare -- --remote` (the deployed D1: docs/deploy.md).
if (import.meta.main) await prepareDatabase(process.argv.includes("--remote") ? "remote" : "local");
