// Birth time, part 1: the input's text read and checked — date, clock time, UTC offset and
// coordinates — each refusal a CalcError naming its field. Pure. The rules: time.ts.

import { CalcError } from "./types.ts";

export const DAY_MS = 86_400_000;

export interface CivilDate {
  year: number;
  month: number;
  day: number;
}
export interface ClockTime {
  hour: number;
  minute: number;
  second: number;
}

export const pad2 = (n: number): string => String(n).padStart(2, "0");

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
