/**
 * The day's Panchang (calc-cli-v2.md, "Day panchang"): for a civil date and a place, the Sun's and
 * Moon's risings and settings, every tithi, nakshatra, yoga and karana that runs during the day
 * with its start and end, the vara, lunar month, years, ritu and ayana, and the day's time
 * divisions (Rahu Kaal … Hora). One function the calc Worker, the HTTP API and the `calc` command
 * line all call. Pure: the ephemeris comes in as a parameter, the runtime's tzdata through
 * `runtime`; same input, same output. Rules and sources: docs/day-panchang.md.
 *
 * The day is the Vedic day: from the sunrise of the civil date to the sunrise of the next one
 * (`vedicDay`). The elements are listed over that span; the month and years are those of the tithi
 * at sunrise (but a day within which Shukla Pratipada begins and ends already belongs to the new
 * month). Where the Sun does not rise (polar night or day), the civil day from midnight to
 * midnight stands in, and the periods counted from sunrise or sunset that cannot be had are null.
 */
import { z } from "zod";
import { SE, SEFLG, ephemerisKind, type Ephemeris } from "../ephemeris/index.ts";
import { ayanamsaAt, moonriseMoonset, riseOrSet, sunMoonAt } from "./astro.ts";
import { fail, optionsSchema, placeSchema } from "./input.ts";
import { checkYear, ENGINE_VERSION, type CalculationReceipt, type RuntimeInfo } from "./kundli.ts";
import {
  ayanaOf,
  masaOf,
  rituOfMasa,
  samvatOf,
  tropicalRitu,
  type Ayana,
  type Masa,
  type Ritu,
  type Samvat,
} from "./lunar-calendar.ts";
import { abhijit, brahmaMuhurta, choghadiyas, horas, kaal, type ChoghadiyaName, type Period } from "./muhurta.ts";
import {
  karanaName,
  karanasOf,
  nakshatrasBetween,
  newMoonsAround,
  tithisBetween,
  weekdayOf,
  yogasBetween,
  type KaranaName,
  type Run,
} from "./panchang.ts";
import {
  formatInstant,
  formatUtcOffset,
  instantFormatter,
  julianDayFromMs,
  msFromJulianDay,
  parseDate,
  parseUtcOffset,
  resolveBirthTime,
  validateCoordinates,
  validateTimeZone,
  zoneOffsetSeconds,
} from "./time.ts";
import { CalcError, DEFAULT_OPTIONS, type CalcOptions, type Graha, type PlaceInput } from "./types.ts";
import { signOf } from "./zodiac.ts";

const DAY_MS = 86_400_000;

// ---------------------------------------------------------------------------------------------
// Input

const dayPanchangSchema = z.object({
  date: z.string(),
  place: placeSchema,
  /** ±HH:MM or ±HH:MM:SS: overrides the zone's offset for every time of the day, as in v1. */
  utcOffset: z.string().max(9).optional(),
  options: optionsSchema.optional(),
});

export interface DayPanchangInput {
  /** Civil date at the place, YYYY-MM-DD. */
  date: string;
  place: PlaceInput;
  utcOffset?: string;
  options: CalcOptions;
}

/** The day panchang's input with the options merged over the conventions' defaults; throws CalcError. */
export function parseDayPanchangInput(raw: unknown): DayPanchangInput {
  if (typeof raw !== "object" || raw === null || Array.isArray(raw)) {
    throw new CalcError("INVALID_INPUT", "a panchang input must be a JSON object with date and place");
  }
  const parsed = dayPanchangSchema.safeParse(raw);
  if (!parsed.success) fail(parsed.error, "", raw);
  const { options, utcOffset, ...rest } = parsed.data;
  const input: DayPanchangInput = {
    ...rest,
    ...(utcOffset === undefined ? {} : { utcOffset }),
    options: { ...DEFAULT_OPTIONS, ...options },
  };
  parseDate(input.date);
  checkYear(input.date);
  validateCoordinates(input.place.latitude, input.place.longitude);
  validateTimeZone(input.place.timezone);
  if (input.utcOffset !== undefined) parseUtcOffset(input.utcOffset);
  return input;
}

// ---------------------------------------------------------------------------------------------
// Output

/** A span of time, ISO 8601 at the place's offset. */
export interface Interval {
  start: string;
  end: string;
}

export interface TithiRun extends Interval {
  /** 1–30: Shukla Pratipada = 1, Purnima = 15, Krishna Pratipada = 16, Amavasya = 30. */
  number: number;
  paksha: "shukla" | "krishna";
  /** Begins after this sunrise and ends before the next: it is in force at no sunrise. */
  kshaya: boolean;
  /** In force at this sunrise and at the next one. */
  vriddhi: boolean;
}

export interface ElementRun extends Interval {
  number: number;
}

export interface KaranaRun extends ElementRun {
  /** 1–60 is the karana's place in the lunar month; `name` is which of the eleven it is. */
  name: KaranaName;
}

export interface DayPanchangWarning {
  code: "NO_SUNRISE" | "NO_SUNSET" | "NO_NEXT_SUNRISE";
  message: string;
}

export interface DayPanchang {
  date: string;
  place: PlaceInput;
  /** The first sunrise of the civil date (null: none that day), in the convention of `options.sunrise`. */
  sunrise: string | null;
  /** The first sunset after that sunrise, before the next sunrise. */
  sunset: string | null;
  /** The first moonrise and moonset within the Vedic day (null: none in it). */
  moonrise: string | null;
  moonset: string | null;
  /** Every element that runs during the Vedic day, in order, each with its true start and end. */
  tithi: TithiRun[];
  nakshatra: ElementRun[];
  yoga: ElementRun[];
  karana: KaranaRun[];
  /** Weekday 1–7, Sunday = 1: the civil date's, which the Vedic day begins at its sunrise. */
  vara: number;
  masa: Masa;
  samvat: Samvat;
  /** By the amanta month (Drik Panchang's "Vedic Ritu"). */
  ritu: Ritu;
  /** By the sidereal Sun at sunrise (Drik Panchang's "Vedic Ayana"). */
  ayana: Ayana;
  rahuKaal: Interval | null;
  gulikaKaal: Interval | null;
  yamaganda: Interval | null;
  abhijit: Interval | null;
  brahmaMuhurta: Interval | null;
  choghadiya: {
    day: (Interval & { name: ChoghadiyaName; planet: Graha })[];
    night: (Interval & { name: ChoghadiyaName; planet: Graha })[];
  };
  hora: (Interval & { planet: Graha })[];
  /** The span the elements are listed over: sunrise to the next sunrise (midnight where there is none). */
  vedicDay: Interval & { from: "sunrise" | "midnight"; to: "sunrise" | "midnight" };
  /** By the tropical Sun at sunrise (Drik Panchang's "Drik Ritu" and "Drik Ayana"). */
  tropicalRitu: Ritu;
  tropicalAyana: Ayana;
  /** A Kundli's receipt; its utcOffset is the one at the start of the Vedic day (times after a DST change carry their own). */
  receipt: CalculationReceipt;
  warnings: DayPanchangWarning[];
}

// ---------------------------------------------------------------------------------------------

/** The civil date after `date` (YYYY-MM-DD, proleptic Gregorian). */
function nextDate(date: string): string {
  const { year, month, day } = parseDate(date);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day + 1);
  return `${String(d.getUTCFullYear()).padStart(4, "0")}-${String(d.getUTCMonth() + 1).padStart(2, "0")}-${String(d.getUTCDate()).padStart(2, "0")}`;
}

/**
 * Instants → ISO 8601 at the place: a fixed `utcOffset` when given, else the zone's offset at each
 * instant (a day with a DST change shows each time at the offset then in force).
 */
function placeFormatter(input: DayPanchangInput, fromMs: number, toMs: number): (ms: number) => string {
  if (input.utcOffset !== undefined) return instantFormatter(parseUtcOffset(input.utcOffset));
  const zone = input.place.timezone;
  const before = zoneOffsetSeconds(zone, fromMs);
  // One offset over the whole window (the usual case): one fast formatter.
  if (before === zoneOffsetSeconds(zone, toMs)) return instantFormatter(before);
  return (ms) => formatInstant(ms, zoneOffsetSeconds(zone, ms));
}

/** Computes the day's Panchang. Throws CalcError for input that cannot describe a day and place. */
export function computeDayPanchang(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): DayPanchang {
  return dayPanchangOf(eph, parseDayPanchangInput(raw), runtime);
}

export function dayPanchangOf(eph: Ephemeris, input: DayPanchangInput, runtime: RuntimeInfo): DayPanchang {
  const { date, place, options } = input;
  const { latitude, longitude } = place;
  // Local midnights of the date, the next date and the one after (resolved as v1 resolves a birth).
  const midnights = (d: string) =>
    resolveBirthTime({ date: d, time: "00:00", timezone: place.timezone, utcOffset: input.utcOffset });
  const today = midnights(date);
  const tomorrow = midnights(nextDate(date));
  const convention = options.sunrise;
  const sun = (event: "rise" | "set", from: number, until: number) =>
    riseOrSet(eph, SE.SUN, event, from, until, latitude, longitude, convention);

  const sunriseJd = sun("rise", today.localMidnightJulianDayUT, today.nextLocalMidnightJulianDayUT);
  const nextSunriseJd = sun("rise", tomorrow.localMidnightJulianDayUT, tomorrow.nextLocalMidnightJulianDayUT);
  const startJd = sunriseJd ?? today.localMidnightJulianDayUT;
  const endJd = nextSunriseJd ?? tomorrow.localMidnightJulianDayUT;
  const sunsetJd = sun("set", startJd, endJd);
  const previousSunsetJd = sunriseJd === null ? null : sun("set", sunriseJd - 1, sunriseJd);
  const { moonrise: moonriseJd, moonset: moonsetJd } = moonriseMoonset(
    eph,
    startJd,
    endJd,
    latitude,
    longitude,
    convention,
  );

  const ms = (jd: number | null) => (jd === null ? null : msFromJulianDay(jd));
  const dayStart = msFromJulianDay(startJd);
  const dayEnd = msFromJulianDay(endJd);
  const sunrise = ms(sunriseJd);
  const sunset = ms(sunsetJd);
  const nextSunrise = ms(nextSunriseJd);
  const previousSunset = ms(previousSunsetJd);
  const format = placeFormatter(input, dayStart - 2 * DAY_MS, dayEnd + 2 * DAY_MS);
  const interval = (p: Period): Interval => ({ start: format(p.start), end: format(p.end) });
  const maybe = (ms: number | null) => (ms === null ? null : format(ms));

  // The five limbs over the Vedic day.
  const sm = sunMoonAt(eph, options.ayanamsa);
  const tithis = tithisBetween(dayStart, dayEnd, sm);
  const run = (r: Run): ElementRun => ({ number: r.number, ...interval(r) });

  // Month and years: those of the tithi at sunrise, unless Shukla Pratipada begins and ends
  // within the day (kshaya): then the day is the new month's first (docs/day-panchang.md).
  const kshayaPratipada = tithis.find((t) => t.number === 1 && t.start > dayStart && t.end < dayEnd);
  const reference = kshayaPratipada ? (kshayaPratipada.start + kshayaPratipada.end) / 2 : dayStart;
  const referenceTithi = kshayaPratipada ? 1 : tithis[0]!.number;
  const newMoons = newMoonsAround(reference, sm);
  const sunSignAt = (t: number) => signOf(sm(julianDayFromMs(t)).sun);
  const masa = masaOf(sunSignAt(newMoons.previous), sunSignAt(newMoons.next), referenceTithi);
  const { year, month } = parseDate(date);
  const siderealSun = sm(startJd).sun;
  const tropicalSun = siderealSun + ayanamsaAt(eph, startJd, options.ayanamsa);

  const vara = weekdayOf(date);
  const day = sunrise !== null && sunset !== null ? { sunrise, sunset } : null;
  const night = sunset !== null && nextSunrise !== null ? { sunset, nextSunrise } : null;

  const warnings: DayPanchangWarning[] = [];
  if (sunrise === null)
    warnings.push({
      code: "NO_SUNRISE",
      message: `The Sun does not rise at this place on ${date}: the day is counted from midnight, and the periods counted from sunrise are not given.`,
    });
  if (sunset === null)
    warnings.push({
      code: "NO_SUNSET",
      message: `The Sun does not set at this place during this day: the periods counted from sunset are not given.`,
    });
  if (nextSunrise === null)
    warnings.push({
      code: "NO_NEXT_SUNRISE",
      message: `The Sun does not rise at this place on the next date: the day ends at midnight, and the night's periods are not given.`,
    });

  const offsetSeconds =
    input.utcOffset !== undefined ? parseUtcOffset(input.utcOffset) : zoneOffsetSeconds(place.timezone, dayStart);

  return {
    date,
    place,
    sunrise: maybe(sunrise),
    sunset: maybe(sunset),
    moonrise: maybe(ms(moonriseJd)),
    moonset: maybe(ms(moonsetJd)),
    tithi: tithis.map((t) => ({
      number: t.number,
      paksha: t.number <= 15 ? "shukla" : "krishna",
      ...interval(t),
      kshaya: t.start > dayStart && t.end < dayEnd,
      vriddhi: t.start <= dayStart && t.end >= dayEnd,
    })),
    nakshatra: nakshatrasBetween(dayStart, dayEnd, sm).map(run),
    yoga: yogasBetween(dayStart, dayEnd, sm).map(run),
    karana: karanasOf(tithis, dayStart, dayEnd, sm).map((k) => ({
      number: k.number,
      name: karanaName(k.number),
      ...interval(k),
    })),
    vara,
    masa,
    samvat: samvatOf(year, month, masa.amanta),
    ritu: rituOfMasa(masa.amanta),
    ayana: ayanaOf(siderealSun),
    rahuKaal: day && interval(kaal("rahuKaal", vara, day.sunrise, day.sunset)),
    gulikaKaal: day && interval(kaal("gulikaKaal", vara, day.sunrise, day.sunset)),
    yamaganda: day && interval(kaal("yamaganda", vara, day.sunrise, day.sunset)),
    abhijit: day && interval(abhijit(day.sunrise, day.sunset)),
    brahmaMuhurta:
      sunrise !== null && previousSunset !== null ? interval(brahmaMuhurta(previousSunset, sunrise)) : null,
    choghadiya: {
      day: day
        ? choghadiyas(vara, day.sunrise, day.sunset, "day").map((c) => ({
            name: c.name,
            planet: c.planet,
            ...interval(c),
          }))
        : [],
      night: night
        ? choghadiyas(vara, night.sunset, night.nextSunrise, "night").map((c) => ({
            name: c.name,
            planet: c.planet,
            ...interval(c),
          }))
        : [],
    },
    hora:
      day && night
        ? horas(vara, day.sunrise, day.sunset, night.nextSunrise).map((h) => ({ planet: h.planet, ...interval(h) }))
        : [],
    vedicDay: {
      start: format(dayStart),
      end: format(dayEnd),
      from: sunrise === null ? "midnight" : "sunrise",
      to: nextSunrise === null ? "midnight" : "sunrise",
    },
    tropicalRitu: tropicalRitu(tropicalSun),
    tropicalAyana: ayanaOf(tropicalSun),
    receipt: {
      engine: `kundli-engine ${ENGINE_VERSION}`,
      ephemeris: {
        name: "Swiss Ephemeris",
        version: eph.version,
        mode: ephemerisKind(eph.calcUt(startJd, SE.SUN, SEFLG.MOSEPH).flags),
      },
      tzdata: runtime.tzdata,
      options,
      timezone: place.timezone,
      utcOffset: formatUtcOffset(offsetSeconds),
      utcOffsetSource: input.utcOffset !== undefined ? "utcOffset" : "zone",
    },
    warnings,
  };
}

const encoder = new TextEncoder();

/** The day's Panchang as the contract's JSON, in UTF-8 bytes (what every shell sends on). */
export function computeDayPanchangJson(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Uint8Array<ArrayBuffer> {
  return encoder.encode(JSON.stringify(computeDayPanchang(eph, raw, runtime)));
}
