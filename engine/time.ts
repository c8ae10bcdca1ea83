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
//
// This file resolves the birth time; the pieces live beside it: time-parse.ts (reading and
// checking the input), time-zone.ts (zone offsets through Intl), time-write.ts (Julian days, ISO
// text and the byte writer). Callers import from here.

import { DAY_MS, formatUtcOffset, pad2, parseDate, parseTime, parseUtcOffset } from "./time-parse.ts";
import { resolveInZone, utcFieldsToMs, validateTimeZone } from "./time-zone.ts";
import { julianDayFromMs } from "./time-write.ts";

export {
  daysInMonth,
  formatUtcOffset,
  parseDate,
  parseTime,
  parseUtcOffset,
  validateCoordinates,
} from "./time-parse.ts";
export { validateTimeZone, zoneOffsetSeconds } from "./time-zone.ts";
export {
  formatInstant,
  instantFormatter,
  instantStyle,
  julianDayFromMs,
  msFromJulianDay,
  UNIX_EPOCH_JD,
  writeInstant,
  type InstantStyle,
} from "./time-write.ts";

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

// ---------------------------------------------------------------------------------------------

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
