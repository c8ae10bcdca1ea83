/**
 * The gazetteer of birth places (issue 4): GeoNames cities of the world and Indian postal
 * places, seeded into D1 by scripts/places (docs/places.md). Searched by name prefix, in
 * English or Devanagari, through `place_names`: one row per searchable spelling of a place.
 */
import type { Kysely, Selectable } from "kysely";
import { ApiError } from "./http.server";
import {
  ALIAS_QUERY_MIN,
  PLACE_LIMIT_DEFAULT,
  PLACE_LIMIT_MAX,
  PLACE_QUERY_MAX,
  PLACE_QUERY_MIN,
  POPULATION_TIERS,
  placeKey,
} from "#app/shared/place-key";
import type { Place } from "#app/shared/place";
import type { Database } from "./schema.server";

// scripts/places reads the type from here.
export type { Place } from "#app/shared/place";
export {
  PLACE_LIMIT_DEFAULT,
  PLACE_LIMIT_MAX,
  PLACE_QUERY_MAX,
  PLACE_QUERY_MIN,
  placeKey,
} from "#app/shared/place-key";

type PlaceRow = Selectable<Database["places"]>;

function toPlace(row: PlaceRow): Place {
  return {
    id: row.id,
    name: row.name,
    nameHi: row.name_hi,
    admin1: row.admin1,
    admin2: row.admin2,
    admin3: row.admin3,
    country: row.country,
    latitude: row.latitude,
    longitude: row.longitude,
    timezone: row.timezone,
    population: row.population,
    postalCode: row.postal_code,
    approximate: row.source === "postal",
  };
}

/**
 * Places whose name (any spelling) starts with `q`: exact names first, then by population,
 * then alphabetically. Returns [] when the normalized query is shorter than PLACE_QUERY_MIN.
 *
 * Reads few rows: the prefix is bound with the `%` inside the value (`key LIKE 'vara%'`), which
 * SQLite turns into a range of the index (`LIKE ? || '%'` would scan the table); and the
 * population bands are read biggest first, stopping as soon as the page is full, so "sa" reads
 * the ~250 big "Sa…" places rather than all 17,000.
 */
export async function searchPlaces(db: Kysely<Database>, q: string, limit = PLACE_LIMIT_DEFAULT): Promise<Place[]> {
  const key = searchKey(q);
  if ([...key].length < PLACE_QUERY_MIN) return [];
  const take = Math.max(1, Math.min(PLACE_LIMIT_MAX, Math.trunc(limit) || PLACE_LIMIT_DEFAULT));
  const ids: number[] = [];
  const add = (rows: { place_id: number }[]) => {
    for (const { place_id } of rows) if (ids.length < take && !ids.includes(place_id)) ids.push(place_id);
  };
  add(await exactNameQuery(db, key, take).execute());
  for (let tier = 0; tier <= POPULATION_TIERS.length && ids.length < take; tier++) {
    add(await namePrefixQuery(db, key, tier, take).execute());
  }
  if (ids.length === 0) return [];

  const rows = await db.selectFrom("places").selectAll().where("id", "in", ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toPlace(row)] : [];
  });
}

/** What a search looks for: queries with the same key have the same answer (the edge cache's key too). */
export function searchKey(q: string): string {
  return placeKey(q).slice(0, PLACE_QUERY_MAX).trim();
}

/** Aliases ("Bombay") count from ALIAS_QUERY_MIN characters: before that they only add noise. */
function withAliases(key: string): boolean {
  return [...key].length >= ALIAS_QUERY_MIN;
}

/** Places named exactly `key`, biggest first (primary key of place_names). Exported for the query-plan test. */
export function exactNameQuery(db: Kysely<Database>, key: string, take: number) {
  return db
    .selectFrom("place_names")
    .select("place_id")
    .where("key", "=", key)
    .$if(!withAliases(key), (qb) => qb.where("alias", "=", 0))
    .orderBy("population", "desc")
    .orderBy("place_id")
    .limit(take);
}

/**
 * One population band's names starting with `key` (index place_names_tier), biggest first; the
 * last band (unknown population) in index order, so it stops after the page. A place has one
 * row per spelling, so the band may repeat a place: it asks for twice the page.
 */
export function namePrefixQuery(db: Kysely<Database>, key: string, tier: number, take: number) {
  return db
    .selectFrom("place_names")
    .select("place_id")
    .where("tier", "=", tier)
    .where("key", "like", `${key}%`)
    .$if(!withAliases(key), (qb) => qb.where("alias", "=", 0))
    .$if(tier < POPULATION_TIERS.length, (qb) => qb.orderBy("population", "desc"))
    .orderBy("key")
    .orderBy("place_id")
    .limit(2 * take);
}

/** How long an isolate reuses the generation it read: a reseed reaches every isolate within this. */
export const GENERATION_TTL_MS = 60_000;
let generationSeen: { value: string; at: number } | null = null;

/**
 * The gazetteer's generation (migration 0013), new at each load of the places seed: the edge
 * cache keys place answers by it. One row read at most once a minute per isolate, so a place
 * answered from the edge cache costs no D1 query (docs/decisions/0016).
 */
export async function gazetteerGeneration(db: Kysely<Database>, now = Date.now()): Promise<string> {
  if (generationSeen && now - generationSeen.at < GENERATION_TTL_MS) return generationSeen.value;
  const row = await db.selectFrom("gazetteer").select("generation").where("id", "=", 1).executeTakeFirst();
  generationSeen = { value: row?.generation ?? "none", at: now };
  return generationSeen.value;
}

/** Forget the generation read (tests that reseed and expect the next answer to see it at once). */
export function forgetGazetteerGeneration(): void {
  generationSeen = null;
}

/** One place by id, or undefined. */
export async function getPlace(db: Kysely<Database>, id: number): Promise<Place | undefined> {
  if (!Number.isSafeInteger(id) || id <= 0) return undefined;
  const row = await db.selectFrom("places").selectAll().where("id", "=", id).executeTakeFirst();
  return row ? toPlace(row) : undefined;
}

/**
 * The place a form's user picked, by the id the form sends; anything else is refused with
 * 'Invalid place. Please enter a real location.' (spec §5) on `field`.
 */
export async function requirePlace(db: Kysely<Database>, id: unknown, field = "place"): Promise<Place> {
  const n = typeof id === "string" && /^[1-9]\d{0,15}$/.test(id) ? Number(id) : id;
  const place = typeof n === "number" ? await getPlace(db, n) : undefined;
  if (!place) throw new ApiError(400, "invalid_place", "places.invalidPlace", field);
  return place;
}
