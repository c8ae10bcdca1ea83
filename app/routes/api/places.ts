/**
 * Birth places for the New Kundli and matchmaking forms (issue 4):
 *   GET /api/places?q=<prefix>[&limit=1..20] → {places: PlaceJson[]}
 *   GET /api/places/<id>                     → {place: PlaceJson}
 * A bad q or limit is a 400, an unknown id a 404 'Invalid place. Please enter a real location.'
 * Public reference data (GeoNames, CC BY 4.0): no session needed.
 */
import { z } from "zod";
import { getInstance } from "~/i18n/i18next.server";
import { cloudflareContext } from "~/server/context.server";
import { db } from "~/server/db.server";
import { ApiError, apiHandler, jsonResponse, parseWith } from "~/server/http.server";
import {
  PLACE_LIMIT_MAX,
  PLACE_QUERY_MAX,
  PLACE_QUERY_MIN,
  countryName,
  getPlace,
  placeKey,
  placeLabel,
  searchPlaces,
  type Place,
} from "~/server/places.server";

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

/** A place with its country's name and a one-line label in the reader's language. */
export type PlaceJson = Place & { countryName: string; label: string };

function present(place: Place, language: string): PlaceJson {
  return { ...place, countryName: countryName(place.country, language), label: placeLabel(place, language) };
}

export const loader = apiHandler({
  async GET({ request, context, params }) {
    const { env } = context.get(cloudflareContext);
    const language = getInstance(context).language;
    if (params.id !== undefined) {
      const { id } = parseWith(idSchema, params);
      const place = await getPlace(db(env), id);
      if (!place) throw new ApiError(404, "invalid_place", "places.invalidPlace", "id");
      return jsonResponse({ place: present(place, language) });
    }
    const url = new URL(request.url);
    const { q, limit } = parseWith(searchSchema, {
      q: url.searchParams.get("q") ?? undefined,
      limit: url.searchParams.get("limit") ?? undefined,
    });
    const places = await searchPlaces(db(env), q, limit);
    return jsonResponse({ places: places.map((p) => present(p, language)) });
  },
});

export const action = apiHandler({});
