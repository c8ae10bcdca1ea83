/**
 * How the Panchang screen reads the day panchang's times and divides its day. Pure, shared by
 * the screen and its tests.
 *
 * Times arrive as ISO 8601 at the place's offset, each with the offset in force at that instant
 * (docs/day-panchang.md): the clock of the place is the one written in the string. Only an
 * offset with seconds (local mean time) is written in UTC with `Z`; such a time is shifted by
 * the day's offset (the receipt's `utcOffset`).
 */
import { offsetSeconds } from "../kundli/format";

/** A time as the place's clock shows it. */
export interface PlaceClock {
  /** The civil date at the place, YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS, 24-hour, as the app writes times. */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The place's clock at an ISO instant; null for a missing or unreadable one. */
export function placeClock(iso: string | null | undefined, dayOffset: string): PlaceClock | null {
  if (!iso) return null;
  const own = /^(\d{4,}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?([+-]\d{2}:\d{2})$/.exec(iso);
  if (own) return { date: own[1]!, time: own[2]! };
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(Math.floor(ms / 1000) * 1000 + (offsetSeconds(dayOffset) ?? 0) * 1000);
  const year = String(d.getUTCFullYear()).padStart(4, "0");
  return {
    date: `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}

/** The civil date `days` after (or before) `date` (YYYY-MM-DD, proleptic Gregorian). */
export function shiftDate(date: string, days: number): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return date;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]) + days);
  return `${String(d.getUTCFullYear()).padStart(4, "0")}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`;
}

/** A YYYY-MM-DD date as a Date at UTC midnight (for Intl, with timeZone "UTC"); null if unreadable. */
export function utcDate(date: string): Date | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) return null;
  const d = new Date(0);
  d.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return d;
}

/** The index of the span running at `now` (epoch ms), or -1 (also when now is unknown). */
export function runningIndex(spans: readonly { start: string; end: string }[], now: number | null): number {
  if (now === null) return -1;
  return spans.findIndex((s) => Date.parse(s.start) <= now && now < Date.parse(s.end));
}

/**
 * The screen at a date and place, `?date=&place=`: a link that keeps both. Without a date it
 * opens on today at the place; without a place, at the default place.
 */
export function panchangHref(date: string | null, place: number | null): string {
  const query = new URLSearchParams();
  if (date !== null) query.set("date", date);
  if (place !== null) query.set("place", String(place));
  const search = query.toString();
  return search ? `/main/panchang?${search}` : "/main/panchang";
}
