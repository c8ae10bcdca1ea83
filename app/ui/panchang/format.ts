/**
 * How the Panchang screen reads the day panchang's times and divides its day. Pure, shared by
 * the screen and its tests.
 * A time's clock at the place is `placeClock` (app/shared/panchang.ts), which the printed page reads too.
 */

const pad = (n: number) => String(n).padStart(2, "0");

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
