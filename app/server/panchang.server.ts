/**
 * The day's Panchang for a query (calc-cli-v2.md, "Day panchang"; docs/day-panchang.md): one set
 * of rules for GET /api/panchang and the Panchang screen (/main/panchang), so that both accept
 * and refuse the same things in the same words.
 *
 * The query names the place by a gazetteer id (`place`) or by coordinates and a zone (`lat`,
 * `lon`, `tz`, optional `name`), not both; `date` is the civil date at the place; `ayanamsa` and
 * `sunrise` pass the engine's options on. Every refusal is a 400 `{code, message, field}` whose
 * field is the query parameter: `required`/`invalid_input` for the shape, `invalid_place` for an
 * unknown id, the engine's codes (`INVALID_DATE`, `INVALID_TIMEZONE`, `DATE_OUT_OF_RANGE`) for a
 * date or zone that does not exist.
 */
import { z } from "zod";
import type { DayPanchang } from "#engine/day-panchang.ts";
import { generateDayPanchangJson, parseCalcJson } from "./calc.server";
import { db } from "./db.server";
import { ApiError, parseWith } from "./http.server";
import type { Place } from "#app/shared/place";
import { requirePlace } from "./places.server";

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

/** The engine's field names (calc-cli-v2.md input) → the query parameters (and the print body's fields). */
const QUERY_FIELD: Readonly<Record<string, string>> = {
  date: "date",
  "place.latitude": "lat",
  "place.longitude": "lon",
  "place.timezone": "tz",
  "place.name": "name",
  "options.ayanamsa": "ayanamsa",
  "options.sunrise": "sunrise",
};

export const PANCHANG_PARAMS = ["date", "lat", "lon", "tz", "name", "place", "ayanamsa", "sunrise"] as const;
export type PanchangParams = Partial<Record<(typeof PANCHANG_PARAMS)[number], string>>;

/** The query's parameters (absent ones left out). */
export function panchangParams(search: URLSearchParams): PanchangParams {
  const raw: PanchangParams = {};
  for (const key of PANCHANG_PARAMS) {
    const value = search.get(key);
    if (value !== null) raw[key] = value;
  }
  return raw;
}

/** A checked query: the engine's input, and the gazetteer place when it was named by id. */
export interface PanchangRequest {
  date: string;
  place: { name: string; latitude: number; longitude: number; timezone: string };
  /** The gazetteer's place for `place=<id>`; null for coordinates. */
  gazetteer: Place | null;
  options: { ayanamsa?: string; sunrise?: string };
}

/**
 * The civil date (YYYY-MM-DD) at an instant in an IANA zone: the astrologer's "today" at the
 * place. A zone the runtime does not know falls back to UTC (the engine refuses it anyway).
 */
export function civilDateAt(timezone: string, epochMs: number): string {
  let zone = timezone;
  try {
    new Intl.DateTimeFormat("en", { timeZone: zone });
  } catch {
    zone = "UTC";
  }
  const parts = new Intl.DateTimeFormat("en-CA", {
    timeZone: zone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).formatToParts(new Date(epochMs));
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  return `${part("year").padStart(4, "0")}-${part("month")}-${part("day")}`;
}

/**
 * Checks the query and resolves a gazetteer id; throws ApiError 400 naming the parameter.
 * `today`: when the query has no date, the date at the place at this instant (the screen opens
 * on today; the API always wants a date).
 */
export async function panchangRequest(
  env: Env,
  raw: PanchangParams,
  { today }: { today?: number } = {},
): Promise<PanchangRequest> {
  // Without a date (and with `today`), the shape is checked with a stand-in date; the date
  // itself follows from the place's zone once the place is known.
  const undated = raw.date === undefined && today !== undefined;
  const checked = undated ? { ...raw, date: "2000-01-01" } : raw;
  const dateAt = (date: string, timezone: string) => (undated ? civilDateAt(timezone, today!) : date);
  if (raw.place !== undefined) {
    // One way of naming the place: a gazetteer id, or coordinates and a zone, not both.
    const extra = (["lat", "lon", "tz", "name"] as const).find((key) => raw[key] !== undefined);
    if (extra) throw new ApiError(400, "invalid_input", "errors.validation", extra);
    const q = parseWith(placeQuery, checked);
    const found = await requirePlace(db(env), q.place, "place");
    return {
      date: dateAt(q.date, found.timezone),
      place: { name: found.name, latitude: found.latitude, longitude: found.longitude, timezone: found.timezone },
      gazetteer: found,
      options: optionsOf(q),
    };
  }
  const q = parseWith(coordinatesQuery, checked);
  return {
    date: dateAt(q.date, q.tz),
    place: { name: q.name ?? "", latitude: q.lat, longitude: q.lon, timezone: q.tz },
    gazetteer: null,
    options: optionsOf(q),
  };
}

function optionsOf(q: { ayanamsa?: string | undefined; sunrise?: string | undefined }): PanchangRequest["options"] {
  return { ...(q.ayanamsa ? { ayanamsa: q.ayanamsa } : {}), ...(q.sunrise ? { sunrise: q.sunrise } : {}) };
}

/** The day panchang as the contract's JSON, streamed (the API sends it on untouched). */
export async function dayPanchangJson(env: Env, request: PanchangRequest): Promise<ReadableStream<Uint8Array>> {
  try {
    return await generateDayPanchangJson(env, { date: request.date, place: request.place, options: request.options });
  } catch (error) {
    throw panchangFieldError(error, request.gazetteer !== null);
  }
}

/**
 * The engine's refusal named by the request's field: the engine names its own (place.timezone …),
 * the query and the print body the same ones (tz …), or `place` for a gazetteer place. Another
 * error is returned as it is.
 */
export function panchangFieldError(error: unknown, gazetteer: boolean): unknown {
  if (!(error instanceof ApiError) || error.field === undefined) return error;
  const field = gazetteer && error.field.startsWith("place.") ? "place" : QUERY_FIELD[error.field];
  return new ApiError(error.status, error.code, error.messageKey, field ?? error.field, error.params, error.details);
}

/** The day panchang as a value, for the screen's loader. */
export async function dayPanchang(env: Env, request: PanchangRequest): Promise<DayPanchang> {
  return parseCalcJson<DayPanchang>(await dayPanchangJson(env, request));
}
