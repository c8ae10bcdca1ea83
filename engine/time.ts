// Birth time: local clock time at a place → UTC instant → Julian day (UT), and back to text.
// Pure: no I/O. Time zones come from `Intl.DateTimeFormat` only (tzdata through ICU), which
// gives the same historical offsets in Node and in workerd (no Temporal there).
//
// Rules (conventions.md, "Time zone"; contracts/calc-cli.md):
// - The IANA zone's offset at that date applies (its history, e.g. Asia/Kolkata +05:21:10 in
//   1900, +06:30 war time 1942–45). An explicit `utcOffset` (±HH:MM or ±HH:MM:SS) overrides
//   the zone (local mean time, war time, a certificate's own clock).
// - A clock time that occurs twice (clocks set back, e.g. 01:30 on the first Sunday of November
//   in New York) is taken at its FIRST occurrence, the earlier instant (still on summer time),
//   with a warning.
// - A clock time that never occurs (clocks set forward, e.g. 02:30 on the second Sunday of
//   March in New York) is shifted forward by the length of the gap (02:30 → 03:30 EDT), i.e. it
//   is read with the offset in force just before the change, with a warning.
// - Dates are proleptic Gregorian; UT is taken as UTC (they differ by under a second).
// - Times are written as ISO 8601 with the birth's offset ("1990-01-15T07:12:31-05:00"); when
//   that offset has seconds (local mean time) the time is written in UTC with "Z".

import { CalcError } from "./types.ts";

const DAY_MS = 86_400_000;
/** Julian day of 1970-01-01T00:00:00Z. */
export const UNIX_EPOCH_JD = 2440587.5;

export type UtcOffsetSource = "zone" | "utcOffset";

export interface TimeWarning {
  code: "AMBIGUOUS_LOCAL_TIME" | "NONEXISTENT_LOCAL_TIME";
  message: string;
  field: "time";
}

export interface BirthTimeInput {
  /** YYYY-MM-DD, civil date at the place. */
  date: string;
  /** HH:MM or HH:MM:SS, local clock time at the place. */
  time: string;
  /** IANA zone of the place (validated even when `utcOffset` is given). */
  timezone: string;
  /** ±HH:MM or ±HH:MM:SS; overrides the zone. */
  utcOffset?: string | undefined;
}

export interface ResolvedBirthTime {
  /** The birth instant, ms since 1970-01-01T00:00:00Z (whole seconds). */
  utcMs: number;
  /** The instant in UTC, `Date.toISOString()` form ("2017-12-08T13:22:15.000Z"). */
  utc: string;
  /** Offset used, seconds east of Greenwich. */
  offsetSeconds: number;
  /** Offset used, "+HH:MM" or "+HH:MM:SS" (seconds only when non-zero). */
  utcOffset: string;
  utcOffsetSource: UtcOffsetSource;
  /** Julian day (UT) of the instant. */
  julianDayUT: number;
  /**
   * Julian day (UT) of the local midnight (00:00) that starts the civil date of birth at the
   * place: where the sunrise/sunset search starts. Same offset source as the birth itself.
   */
  localMidnightJulianDayUT: number;
  /**
   * Julian day (UT) of the next local midnight, where the civil date of birth ends: sunrise and
   * sunset found at or after it belong to another day.
   */
  nextLocalMidnightJulianDayUT: number;
  /** Local date and clock time as read, "YYYY-MM-DDTHH:MM:SS"; differs from the input only in a DST gap. */
  localDateTime: string;
  warnings: TimeWarning[];
}

interface CivilDate {
  year: number;
  month: number;
  day: number;
}
interface ClockTime {
  hour: number;
  minute: number;
  second: number;
}

// ---------------------------------------------------------------------------------------------
// Parsing and validation

const pad2 = (n: number): string => String(n).padStart(2, "0");

function isLeapYear(y: number): boolean {
  return (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
}

export function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]!;
}

/** "YYYY-MM-DD" (year 0001–9999) → parts; throws CalcError INVALID_DATE. */
export function parseDate(date: unknown, field = "date"): CivilDate {
  const m = typeof date === "string" ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(date) : null;
  if (!m) throw new CalcError("INVALID_DATE", `date must be YYYY-MM-DD, got ${JSON.stringify(date)}`, field);
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (year < 1) throw new CalcError("INVALID_DATE", `year ${m[1]} is out of range (0001–9999)`, field);
  if (month < 1 || month > 12)
    throw new CalcError("INVALID_DATE", `${date as string}: month ${m[2]} does not exist`, field);
  if (day < 1 || day > daysInMonth(year, month)) {
    throw new CalcError(
      "INVALID_DATE",
      `${date as string} does not exist (${m[2]}/${m[1]} has ${daysInMonth(year, month)} days)`,
      field,
    );
  }
  return { year, month, day };
}

/** "HH:MM" or "HH:MM:SS" (00:00:00–23:59:59) → parts; throws CalcError INVALID_TIME. */
export function parseTime(time: unknown, field = "time"): ClockTime {
  const m = typeof time === "string" ? /^(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(time) : null;
  if (!m) throw new CalcError("INVALID_TIME", `time must be HH:MM or HH:MM:SS, got ${JSON.stringify(time)}`, field);
  const hour = Number(m[1]);
  const minute = Number(m[2]);
  const second = m[3] === undefined ? 0 : Number(m[3]);
  if (hour > 23) throw new CalcError("INVALID_TIME", `${time as string}: hour ${m[1]} is out of range (00–23)`, field);
  if (minute > 59)
    throw new CalcError("INVALID_TIME", `${time as string}: minute ${m[2]} is out of range (00–59)`, field);
  if (second > 59)
    throw new CalcError("INVALID_TIME", `${time as string}: second ${m[3]!} is out of range (00–59)`, field);
  return { hour, minute, second };
}

/** Largest accepted |utcOffset|: 18:00 (real offsets, including local mean time, stay within ±15:57). */
const MAX_OFFSET_SECONDS = 18 * 3600;

/** "±HH:MM" or "±HH:MM:SS" → seconds east of Greenwich; throws CalcError INVALID_UTC_OFFSET. */
export function parseUtcOffset(offset: unknown, field = "utcOffset"): number {
  const m = typeof offset === "string" ? /^([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(offset) : null;
  if (!m) {
    throw new CalcError(
      "INVALID_UTC_OFFSET",
      `utcOffset must be ±HH:MM or ±HH:MM:SS, got ${JSON.stringify(offset)}`,
      field,
    );
  }
  const h = Number(m[2]);
  const mi = Number(m[3]);
  const s = m[4] === undefined ? 0 : Number(m[4]);
  if (mi > 59 || s > 59)
    throw new CalcError(
      "INVALID_UTC_OFFSET",
      `utcOffset ${offset as string}: minutes and seconds must be 00–59`,
      field,
    );
  const seconds = (m[1] === "-" ? -1 : 1) * (h * 3600 + mi * 60 + s);
  if (Math.abs(seconds) > MAX_OFFSET_SECONDS) {
    throw new CalcError("INVALID_UTC_OFFSET", `utcOffset ${offset as string} is out of range (at most ±18:00)`, field);
  }
  return seconds;
}

/** Seconds east of Greenwich → "+HH:MM", or "+HH:MM:SS" when the seconds are not zero. */
export function formatUtcOffset(offsetSeconds: number): string {
  const sign = offsetSeconds < 0 ? "-" : "+";
  const a = Math.abs(Math.round(offsetSeconds));
  const h = Math.floor(a / 3600);
  const mi = Math.floor((a % 3600) / 60);
  const s = a % 60;
  return `${sign}${pad2(h)}:${pad2(mi)}${s ? `:${pad2(s)}` : ""}`;
}

/** Latitude −90..90 and longitude −180..180 (finite numbers); throws CalcError. */
export function validateCoordinates(latitude: unknown, longitude: unknown): void {
  if (typeof latitude !== "number" || !Number.isFinite(latitude) || latitude < -90 || latitude > 90) {
    throw new CalcError(
      "INVALID_LATITUDE",
      `latitude must be a number from -90 to 90, got ${JSON.stringify(latitude)}`,
      "place.latitude",
    );
  }
  if (typeof longitude !== "number" || !Number.isFinite(longitude) || longitude < -180 || longitude > 180) {
    throw new CalcError(
      "INVALID_LONGITUDE",
      `longitude must be a number from -180 to 180, got ${JSON.stringify(longitude)}`,
      "place.longitude",
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Time zones through Intl

const formatters = new Map<string, Intl.DateTimeFormat>();

function zoneFormatter(zone: unknown, field = "place.timezone"): Intl.DateTimeFormat {
  if (typeof zone !== "string" || zone === "") {
    throw new CalcError("INVALID_TIMEZONE", `timezone must be an IANA zone name, got ${JSON.stringify(zone)}`, field);
  }
  let f = formatters.get(zone);
  if (!f) {
    try {
      f = new Intl.DateTimeFormat("en-US", {
        timeZone: zone,
        hourCycle: "h23",
        era: "short", // years before 1 CE are "1 BC", "2 BC", … (year 0 is 1 BC)
        year: "numeric",
        month: "numeric",
        day: "numeric",
        hour: "numeric",
        minute: "numeric",
        second: "numeric",
      });
    } catch {
      throw new CalcError("INVALID_TIMEZONE", `unknown time zone ${JSON.stringify(zone)}`, field);
    }
    formatters.set(zone, f);
  }
  return f;
}

/** Throws CalcError INVALID_TIMEZONE unless `zone` is a time zone Intl knows. */
export function validateTimeZone(zone: unknown, field = "place.timezone"): void {
  zoneFormatter(zone, field);
}

/** ms since the epoch of a proleptic Gregorian date-time read as UTC (years 0–99 included). */
function utcFieldsToMs(year: number, month: number, day: number, hour: number, minute: number, second: number): number {
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  d.setUTCHours(hour, minute, second, 0);
  return d.getTime();
}

/** Offset (seconds east of Greenwich) of `zone` at the instant `utcMs`. */
export function zoneOffsetSeconds(zone: string, utcMs: number): number {
  const f = zoneFormatter(zone);
  const t = Math.floor(utcMs / 1000) * 1000;
  let year = 0;
  let month = 1;
  let day = 1;
  let hour = 0;
  let minute = 0;
  let second = 0;
  let bc = false;
  for (const p of f.formatToParts(t)) {
    switch (p.type) {
      case "year":
        year = Number(p.value);
        break;
      case "era":
        bc = p.value === "BC";
        break;
      case "month":
        month = Number(p.value);
        break;
      case "day":
        day = Number(p.value);
        break;
      case "hour":
        hour = Number(p.value) % 24;
        break;
      case "minute":
        minute = Number(p.value);
        break;
      case "second":
        second = Number(p.value);
        break;
    }
  }
  return (utcFieldsToMs(bc ? 1 - year : year, month, day, hour, minute, second) - t) / 1000;
}

interface ZoneResolution {
  utcMs: number;
  offsetSeconds: number;
  /** "ambiguous": the clock time occurs twice (earlier taken); "gap": it never occurs (shifted forward). */
  kind: "unique" | "ambiguous" | "gap";
  /** For "ambiguous": the later offset; for "gap": the offset before the gap. */
  otherOffsetSeconds?: number;
}

/**
 * A local clock time (given as if it were UTC, `localMs`) in `zone` → the UTC instant.
 * Candidate offsets are those in force a day before and a day after; a candidate is right when
 * the zone really has that offset at the instant it gives.
 */
function resolveInZone(zone: string, localMs: number): ZoneResolution {
  const before = zoneOffsetSeconds(zone, localMs - DAY_MS);
  const after = zoneOffsetSeconds(zone, localMs + DAY_MS);
  const candidates = new Set([before, after]);
  // Two changes within the window (rare): the offsets at the first guesses are candidates too.
  candidates.add(zoneOffsetSeconds(zone, localMs - before * 1000));
  candidates.add(zoneOffsetSeconds(zone, localMs - after * 1000));
  const valid = [...candidates]
    .map((o) => ({ o, u: localMs - o * 1000 }))
    .filter(({ o, u }) => zoneOffsetSeconds(zone, u) === o)
    .sort((a, b) => a.u - b.u);
  const first = valid[0];
  if (first) {
    const last = valid[valid.length - 1]!;
    return valid.length > 1
      ? { utcMs: first.u, offsetSeconds: first.o, kind: "ambiguous", otherOffsetSeconds: last.o }
      : { utcMs: first.u, offsetSeconds: first.o, kind: "unique" };
  }
  // Gap: read the clock time with the offset in force before the change; the instant then
  // shows, on the clock after the change, the input time plus the gap.
  const utcMs = localMs - before * 1000;
  return { utcMs, offsetSeconds: zoneOffsetSeconds(zone, utcMs), kind: "gap", otherOffsetSeconds: before };
}

// ---------------------------------------------------------------------------------------------
// Julian day and formatting

/** Julian day (UT = UTC) of an instant in ms since the epoch. */
export function julianDayFromMs(utcMs: number): number {
  return utcMs / DAY_MS + UNIX_EPOCH_JD;
}

/** Instant (ms since the epoch) of a Julian day (UT). */
export function msFromJulianDay(jd: number): number {
  return (jd - UNIX_EPOCH_JD) * DAY_MS;
}

/**
 * ISO 8601 with the given offset, to the second (rounded): "1990-01-15T07:12:31-05:00".
 * When the offset has seconds (local mean time), ISO 8601 has no room for them: the time is
 * given in UTC with "Z" ("2017-12-07T18:45:12Z").
 */
export function formatInstant(utcMs: number, offsetSeconds: number): string {
  const t = Math.round(utcMs / 1000) * 1000;
  const off = Math.round(offsetSeconds);
  if (off % 60 !== 0) return `${new Date(t).toISOString().slice(0, -5)}Z`;
  return `${new Date(t + off * 1000).toISOString().slice(0, -5)}${formatUtcOffset(off)}`;
}

/**
 * Civil date and time of `localSeconds` (whole seconds since 1970-01-01T00:00 in local time) into
 * `into` as [year, month, day, hour, minute, second], by Hinnant's days-to-civil algorithm; false
 * outside 0000-03-01 to 9999-12-31, which the fast formatters below leave to `formatInstant`.
 * Thousands of dasha instants are formatted per Kundli, so this allocates nothing, and within
 * that range every quantity is a non-negative 32-bit integer: `| 0` is the floor of a quotient.
 */
function civil(localSeconds: number, into: Int32Array): boolean {
  const days = Math.floor(localSeconds / 86_400);
  const z = days + 719_468; // days since 0000-03-01
  if (z < 0 || z > 3_652_424 + 306) return false;
  const secs = localSeconds - days * 86_400;
  const era = (z / 146_097) | 0;
  const doe = z - era * 146_097;
  const yoe = ((doe - ((doe / 1460) | 0) + ((doe / 36_524) | 0) - ((doe / 146_096) | 0)) / 365) | 0;
  const doy = doe - (365 * yoe + ((yoe / 4) | 0) - ((yoe / 100) | 0));
  const mp = ((5 * doy + 2) / 153) | 0;
  const month = mp < 10 ? mp + 3 : mp - 9;
  const year = yoe + era * 400 + (month <= 2 ? 1 : 0);
  if (year > 9999) return false;
  into[0] = year;
  into[1] = month;
  into[2] = doy - (((153 * mp + 2) / 5) | 0) + 1;
  into[3] = (secs / 3600) | 0;
  into[4] = ((secs % 3600) / 60) | 0;
  into[5] = secs % 60;
  return true;
}

/** The part of `formatInstant` that depends on the offset only: the shift and the suffix. */
function offsetParts(offsetSeconds: number): { shift: number; suffix: string } {
  const off = Math.round(offsetSeconds);
  return off % 60 === 0 ? { shift: off, suffix: formatUtcOffset(off) } : { shift: 0, suffix: "Z" };
}

const TWO: readonly string[] = Array.from({ length: 100 }, (_, i) => pad2(i));

/**
 * `formatInstant` bound to one offset: the `format` callback other engine modules take. The unit
 * tests hold it equal to `formatInstant`.
 */
export function instantFormatter(offsetSeconds: number): (utcMs: number) => string {
  const { shift, suffix } = offsetParts(offsetSeconds);
  const f = new Int32Array(6);
  return (utcMs) => {
    if (!civil(Math.round(utcMs / 1000) + shift, f)) return formatInstant(utcMs, offsetSeconds);
    const y = f[0]! < 1000 ? String(f[0]).padStart(4, "0") : String(f[0]);
    return y + "-" + TWO[f[1]!] + "-" + TWO[f[2]!] + "T" + TWO[f[3]!] + ":" + TWO[f[4]!] + ":" + TWO[f[5]!] + suffix;
  };
}

/** ASCII codes of the two digits of 0–99, as pairs. */
const DIGIT_PAIRS = Uint8Array.from(
  { length: 200 },
  (_, i) => 48 + (i % 2 ? (i >> 1) % 10 : Math.floor((i >> 1) / 10)),
);
/** The separator before each field after the first: "-", "-", "T", ":", ":". */
const SEPARATORS = [45, 45, 84, 58, 58];

/** How `writeInstant` shows instants at one UTC offset. */
export interface InstantStyle {
  offsetSeconds: number;
  /** Seconds added to UTC (0 when the offset has seconds: such instants are shown in UTC). */
  shift: number;
  /** "+05:30", or "Z". */
  tail: Uint8Array;
  /** Scratch for `civil`. */
  fields: Int32Array;
}

export function instantStyle(offsetSeconds: number): InstantStyle {
  const { shift, suffix } = offsetParts(offsetSeconds);
  return { offsetSeconds, shift, tail: Uint8Array.from(suffix, (ch) => ch.charCodeAt(0)), fields: new Int32Array(6) };
}

/**
 * `formatInstant` as ASCII bytes written into `out` at `pos`; returns the position after them.
 * For JSON written as bytes (dasha-json.ts); the unit tests hold it equal to `formatInstant`.
 * A top-level function of plain arguments, not a closure, so that its optimised code serves
 * every request of an isolate.
 */
export function writeInstant(out: Uint8Array, pos: number, utcMs: number, style: InstantStyle): number {
  const f = style.fields;
  if (!civil(Math.round(utcMs / 1000) + style.shift, f)) {
    const text = formatInstant(utcMs, style.offsetSeconds);
    for (let i = 0; i < text.length; i++) out[pos++] = text.charCodeAt(i);
    return pos;
  }
  const century = Math.floor(f[0]! / 100) * 2;
  out[pos++] = DIGIT_PAIRS[century]!;
  out[pos++] = DIGIT_PAIRS[century + 1]!;
  for (let i = 0; i < 6; i++) {
    if (i > 0) out[pos++] = SEPARATORS[i - 1]!;
    const pair = (i === 0 ? f[0]! % 100 : f[i]!) * 2;
    out[pos++] = DIGIT_PAIRS[pair]!;
    out[pos++] = DIGIT_PAIRS[pair + 1]!;
  }
  const tail = style.tail;
  for (let i = 0; i < tail.length; i++) out[pos++] = tail[i]!;
  return pos;
}

// ---------------------------------------------------------------------------------------------
// Birth time

/**
 * Validate and resolve the birth's date, time and zone (or explicit offset) to a UTC instant
 * and Julian day. Throws CalcError (INVALID_DATE, INVALID_TIME, INVALID_TIMEZONE,
 * INVALID_UTC_OFFSET) naming the field.
 */
export function resolveBirthTime(input: BirthTimeInput): ResolvedBirthTime {
  const d = parseDate(input.date);
  const t = parseTime(input.time);
  validateTimeZone(input.timezone);
  const localMs = utcFieldsToMs(d.year, d.month, d.day, t.hour, t.minute, t.second);
  const midnightMs = utcFieldsToMs(d.year, d.month, d.day, 0, 0, 0);
  const warnings: TimeWarning[] = [];
  const clock = `${input.date} ${pad2(t.hour)}:${pad2(t.minute)}:${pad2(t.second)}`;

  let utcMs: number;
  let offsetSeconds: number;
  let midnightUtcMs: number;
  let nextMidnightUtcMs: number;
  let source: UtcOffsetSource;
  if (input.utcOffset !== undefined) {
    offsetSeconds = parseUtcOffset(input.utcOffset);
    utcMs = localMs - offsetSeconds * 1000;
    midnightUtcMs = midnightMs - offsetSeconds * 1000;
    nextMidnightUtcMs = midnightUtcMs + DAY_MS;
    source = "utcOffset";
  } else {
    const zone = input.timezone;
    const r = resolveInZone(zone, localMs);
    utcMs = r.utcMs;
    offsetSeconds = r.offsetSeconds;
    source = "zone";
    if (r.kind === "ambiguous") {
      warnings.push({
        code: "AMBIGUOUS_LOCAL_TIME",
        field: "time",
        message:
          `${clock} occurs twice in ${zone} (clocks were set back): the first occurrence, ` +
          `${formatUtcOffset(r.offsetSeconds)}, was used; the second would be ${formatUtcOffset(r.otherOffsetSeconds!)}. ` +
          `Give utcOffset to choose.`,
      });
    } else if (r.kind === "gap") {
      const gapSeconds = r.offsetSeconds - r.otherOffsetSeconds!;
      const shifted = new Date(utcMs + offsetSeconds * 1000).toISOString().slice(11, 19);
      warnings.push({
        code: "NONEXISTENT_LOCAL_TIME",
        field: "time",
        message:
          `${clock} does not exist in ${zone} (clocks were set forward by ${formatUtcOffset(gapSeconds).slice(1)}): ` +
          `it was shifted forward by the gap to ${shifted} ${formatUtcOffset(offsetSeconds)}. Give utcOffset to choose.`,
      });
    }
    // The first instant of the civil date (a midnight inside a gap moves forward; a repeated one is taken first).
    midnightUtcMs = resolveInZone(zone, midnightMs).utcMs;
    nextMidnightUtcMs = resolveInZone(zone, midnightMs + DAY_MS).utcMs;
  }

  return {
    utcMs,
    utc: new Date(utcMs).toISOString(),
    offsetSeconds,
    utcOffset: formatUtcOffset(offsetSeconds),
    utcOffsetSource: source,
    julianDayUT: julianDayFromMs(utcMs),
    localMidnightJulianDayUT: julianDayFromMs(midnightUtcMs),
    nextLocalMidnightJulianDayUT: julianDayFromMs(nextMidnightUtcMs),
    localDateTime: new Date(utcMs + offsetSeconds * 1000).toISOString().slice(0, 19),
    warnings,
  };
}
