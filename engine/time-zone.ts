// Birth time, part 2: a zone's offset at an instant and a local clock time resolved in a zone,
// through `Intl.DateTimeFormat` only (tzdata through ICU; the same in Node and workerd). Pure.
// How repeated and skipped clock times are read: time.ts.

import { CalcError } from "./types.ts";
import { DAY_MS } from "./time-parse.ts";

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
export function utcFieldsToMs(
  year: number,
  month: number,
  day: number,
  hour: number,
  minute: number,
  second: number,
): number {
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

export interface ZoneResolution {
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
export function resolveInZone(zone: string, localMs: number): ZoneResolution {
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
