/**
 * A moment at the birth place, for the sections that take one (`at`: KP ruling planets, transits).
 * The astrologer reads and types it as the place's own clock, in its time zone at that moment
 * (which is the birth's offset only where the zone's offset has not changed since the birth):
 * the instant goes to the engine as ISO 8601 with that offset. Pure, tested in moment.test.ts.
 */
import { localPartsOfMs, type LocalParts } from "./format";

const pad = (n: number) => String(n).padStart(2, "0");

/** The offset (seconds east of Greenwich) of an IANA zone at an instant; null for a zone Intl does not know. */
export function zoneOffsetAt(zone: string, ms: number): number | null {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    }).formatToParts(new Date(ms));
  } catch {
    return null;
  }
  const get = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value);
  const whole = Math.floor(ms / 1000) * 1000;
  const wall = Date.UTC(get("year"), get("month") - 1, get("day"), get("hour"), get("minute"), get("second"));
  const offset = (wall - whole) / 1000;
  return Number.isFinite(offset) ? offset : null;
}

/** The place's clock at an instant: its offset there and then (the fallback when the zone is unknown). */
export function placeClock(ms: number, zone: string, fallbackOffset: number): { parts: LocalParts; offset: number } {
  const offset = zoneOffsetAt(zone, ms) ?? fallbackOffset;
  return { parts: localPartsOfMs(ms, offset), offset };
}

/**
 * The instant of a clock time typed at the place ("2026-05-12T10:00" or with seconds, as a
 * datetime-local field gives it). In the hour a clock skips, the time is read with the offset
 * from before the change; in the hour it repeats, the first of the two.
 */
export function instantOfPlaceClock(
  local: string,
  zone: string,
  fallbackOffset: number,
): { ms: number; offset: number } | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(local);
  if (!m) return null;
  const [year, month, day, hour, minute, second] = m.slice(1).map((v) => Number(v ?? 0)) as number[];
  // (setUTCFullYear, not Date.UTC, which reads the years 0–99 as 1900–1999)
  const wall = new Date(0);
  wall.setUTCFullYear(year!, month! - 1, day!);
  wall.setUTCHours(hour!, minute!, second!, 0);
  const asUtc = wall.getTime();
  if (!Number.isFinite(asUtc) || wall.getUTCMonth() !== month! - 1 || wall.getUTCDate() !== day! || hour! > 23)
    return null;
  const offsetAt = (ms: number) => zoneOffsetAt(zone, ms) ?? fallbackOffset;
  // The offset a day before and after brackets any change; try the earlier one first.
  const candidates = [...new Set([offsetAt(asUtc - 86_400_000), offsetAt(asUtc + 86_400_000)])];
  for (const offset of candidates) {
    const ms = asUtc - offset * 1000;
    if (offsetAt(ms) === offset) return { ms, offset };
  }
  const offset = candidates[0]!;
  return { ms: asUtc - offset * 1000, offset };
}

/** "+05:30", "-04:00", "+05:53:20": an offset in seconds as ISO 8601 writes it (seconds only when there are some). */
export function formatOffset(offset: number): string {
  const sign = offset < 0 ? "-" : "+";
  const a = Math.abs(offset);
  const hm = `${sign}${pad(Math.floor(a / 3600))}:${pad(Math.floor((a % 3600) / 60))}`;
  return a % 60 ? `${hm}:${pad(a % 60)}` : hm;
}

/**
 * An instant as the engine's `at` takes it: the place's clock with its offset,
 * "2026-05-12T10:00:00+05:30". An offset with seconds (local mean time) is not valid ISO 8601,
 * so such an instant is written in UTC instead.
 */
export function isoAt(ms: number, offset: number): string {
  if (offset % 60 !== 0) return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace(".000Z", "Z");
  const p = localPartsOfMs(ms, offset);
  return `${String(p.year).padStart(4, "0")}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}${formatOffset(offset)}`;
}

/** The values of a date and a time field for the place's clock: "2026-05-12" and "10:00" (the seconds dropped). */
export function placeClockFields(parts: LocalParts): { date: string; time: string } {
  return {
    date: `${String(parts.year).padStart(4, "0")}-${pad(parts.month)}-${pad(parts.day)}`,
    time: `${pad(parts.hour)}:${pad(parts.minute)}`,
  };
}
