// Birth time, part 3: instants as Julian days and as ISO 8601 text at the birth's offset, and the
// byte writer that puts that text straight into the calc Worker's JSON output. Pure.

import { DAY_MS, formatUtcOffset, pad2 } from "./time-parse.ts";

/** Julian day of 1970-01-01T00:00:00Z. */
export const UNIX_EPOCH_JD = 2440587.5;

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
