/**
 * The day's Panchang (calc-cli-v2.md, "Day panchang"; docs/day-panchang.md), from the calc Worker:
 *   GET /api/panchang?date=YYYY-MM-DD&lat=<deg>&lon=<deg>&tz=<IANA zone>[&name=<place name>]
 *   GET /api/panchang?date=YYYY-MM-DD&place=<gazetteer id>          (GET /api/places gives ids)
 * and, with either, optionally &ayanamsa=<lahiri|…>&sunrise=<visible|hindu>.
 * The answer is the contract's JSON as the calc Worker writes it. Signed-in users only, as the
 * other calculation routes (POST /api/kundli/generate, /api/match/generate). A bad parameter is a
 * 400 `{error: {code, message, field}}` naming the query parameter; a method other than GET is 405.
 */
import { z } from "zod";
import { requireUser } from "~/server/auth/session.server";
import { generateDayPanchangJson } from "~/server/calc.server";
import { cloudflareContext } from "~/server/context.server";
import { db } from "~/server/db.server";
import { ApiError, apiHandler, jsonResponse, parseWith } from "~/server/http.server";
import { requirePlace } from "~/server/places.server";

/** A number given as a query parameter: present, not blank, finite, within [min, max]. */
const degrees = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .refine((v) => v !== "" && Number.isFinite(Number(v)) && Number(v) >= min && Number(v) <= max, { message })
    .transform(Number);

const shared = {
  date: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { message: "calc.errors.INVALID_DATE" }),
  ayanamsa: z
    .enum(["lahiri", "true-chitra", "lahiri-icrc", "kp", "raman", "yukteshwar", "pushya"], {
      message: "calc.errors.INVALID_OPTION",
    })
    .optional(),
  sunrise: z.enum(["visible", "hindu"], { message: "calc.errors.INVALID_OPTION" }).optional(),
};

const coordinatesQuery = z.object({
  ...shared,
  lat: degrees(-90, 90, "calc.errors.INVALID_LATITUDE"),
  lon: degrees(-180, 180, "calc.errors.INVALID_LONGITUDE"),
  tz: z.string().trim().min(1, { message: "calc.errors.INVALID_TIMEZONE" }).max(64, {
    message: "calc.errors.INVALID_TIMEZONE",
  }),
  name: z.string().trim().max(200, { message: "errors.validation" }).optional(),
});

const placeQuery = z.object({
  ...shared,
  place: z.string().regex(/^[1-9]\d{0,15}$/, { message: "places.invalidPlace" }),
});

/** The engine's field names (calc-cli-v2.md input) → this route's query parameters. */
const QUERY_FIELD: Readonly<Record<string, string>> = {
  date: "date",
  "place.latitude": "lat",
  "place.longitude": "lon",
  "place.timezone": "tz",
  "place.name": "name",
  "options.ayanamsa": "ayanamsa",
  "options.sunrise": "sunrise",
};

const PARAMS = ["date", "lat", "lon", "tz", "name", "place", "ayanamsa", "sunrise"] as const;

export const loader = apiHandler({
  async GET({ request, context }) {
    const { env } = context.get(cloudflareContext);
    await requireUser(request, env);
    const search = new URL(request.url).searchParams;
    const raw = Object.fromEntries(PARAMS.map((key) => [key, search.get(key) ?? undefined]));

    let place: { name: string; latitude: number; longitude: number; timezone: string };
    let query: { date: string; ayanamsa?: string | undefined; sunrise?: string | undefined };
    if (raw.place !== undefined) {
      // One way of naming the place: a gazetteer id, or coordinates and a zone, not both.
      const extra = (["lat", "lon", "tz", "name"] as const).find((key) => raw[key] !== undefined);
      if (extra) throw new ApiError(400, "invalid_input", "errors.validation", extra);
      const q = parseWith(placeQuery, raw);
      const found = await requirePlace(db(env), q.place, "place");
      place = { name: found.name, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone };
      query = q;
    } else {
      const q = parseWith(coordinatesQuery, raw);
      place = { name: q.name ?? "", latitude: q.lat, longitude: q.lon, timezone: q.tz };
      query = q;
    }

    const options = {
      ...(query.ayanamsa ? { ayanamsa: query.ayanamsa } : {}),
      ...(query.sunrise ? { sunrise: query.sunrise } : {}),
    };
    try {
      return jsonResponse(await generateDayPanchangJson(env, { date: query.date, place, options }));
    } catch (error) {
      // The engine names its own fields (place.timezone …): answer with the parameter's name.
      if (error instanceof ApiError && error.field !== undefined) {
        const field = raw.place !== undefined && error.field.startsWith("place.") ? "place" : QUERY_FIELD[error.field];
        throw new ApiError(
          error.status,
          error.code,
          error.messageKey,
          field ?? error.field,
          error.params,
          error.details,
        );
      }
      throw error;
    }
  },
});

export const action = apiHandler({});
