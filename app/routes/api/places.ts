/**
 * Birth places for the New Kundli and matchmaking forms (issue 4):
 *   GET /api/places?q=<prefix>[&limit=1..20] → {places: PlaceJson[]}
 *   GET /api/places/<id>                     → {place: PlaceJson}
 * A bad q or limit is a 400, an unknown id a 404 'Invalid place. Please enter a real location.'
 * Public reference data (GeoNames, CC BY 4.0): no session needed. Answers come from the edge
 * cache under the gazetteer's generation, the language and the normalized query
 * (docs/decisions/0015); the browser keeps its own copy for ten minutes.
 */
import { z } from "zod";
import { getInstance } from "#app/i18n/i18next.server";
import { edgeCached } from "#app/server/cache.server";
import { apiLoader, notAllowed } from "#app/server/api/route.server";
import { db } from "#app/server/db.server";
import { ApiError, jsonResponse, parseWith } from "#app/server/http.server";
import {
  PLACE_LIMIT_DEFAULT,
  PLACE_LIMIT_MAX,
  PLACE_QUERY_MAX,
  PLACE_QUERY_MIN,
  gazetteerGeneration,
  getPlace,
  placeKey,
  searchKey,
  searchPlaces,
} from "#app/server/places.server";
import type { Place, PlaceJson } from "#app/shared/place";
import { countryName, placeLabel } from "#app/shared/place-label";

const searchSchema = z.object({
  q: z
    .string()
    .trim()
    .max(PLACE_QUERY_MAX, { error: "places.queryTooLong" })
    .refine((q) => [...placeKey(q)].length >= PLACE_QUERY_MIN, { error: "places.queryTooShort" }),
  limit: z.coerce
    .number({ error: "places.invalidLimit" })
    .int({ error: "places.invalidLimit" })
    .min(1, { error: "places.invalidLimit" })
    .max(PLACE_LIMIT_MAX, { error: "places.invalidLimit" })
    .optional(),
});

const idSchema = z.object({
  id: z
    .string()
    .regex(/^[1-9]\d{0,15}$/, { error: "places.invalidPlace" })
    .transform(Number),
});

function present(place: Place, language: string): PlaceJson {
  return { ...place, countryName: countryName(place.country, language), label: placeLabel(place, language) };
}

/** Private: the answer is in the language of the request's cookie or Accept-Language. */
const BROWSER_CACHE = "private, max-age=600";

export const loader = apiLoader({
  auth: "public",
  async handler({ request, context, params, env }) {
    const language = getInstance(context).language;
    const url = new URL(request.url);
    // Validated before the cache is asked, so a refusal is never looked up or kept.
    const asked =
      params.id !== undefined
        ? { id: parseWith(idSchema, params).id }
        : parseWith(searchSchema, {
            q: url.searchParams.get("q") ?? undefined,
            limit: url.searchParams.get("limit") ?? undefined,
          });
    const key = new URL("/api/places/__edge", url.origin);
    key.searchParams.set("v", await gazetteerGeneration(db(env)));
    key.searchParams.set("lng", language);
    if ("id" in asked) key.searchParams.set("id", String(asked.id));
    else {
      key.searchParams.set("q", searchKey(asked.q));
      key.searchParams.set("limit", String(asked.limit ?? PLACE_LIMIT_DEFAULT));
    }
    return edgeCached(key, BROWSER_CACHE, async () => {
      if ("id" in asked) {
        const place = await getPlace(db(env), asked.id);
        if (!place) throw new ApiError(404, "invalid_place", "places.invalidPlace", "id");
        return jsonResponse({ place: present(place, language) });
      }
      const places = await searchPlaces(db(env), asked.q, asked.limit);
      return jsonResponse({ places: places.map((p) => present(p, language)) });
    });
  },
});

export const action = notAllowed;
