/**
 * How the Kundli screens write angles, dates and times. Pure, shared by the screens and their tests.
 *
 * Times in a Kundli are ISO 8601 instants (contract calc-cli.md); they are shown as the clock
 * of the birth place, i.e. shifted by the birth's UTC offset — also when the contract gives
 * them in UTC with `Z` (local mean time, whose offset has seconds).
 */

/** 12.5823 → "12°34′56″": degrees, minutes and whole seconds, truncated as almanacs print them. */
export function formatDms(degrees: number): string {
  const sign = degrees < 0 ? "-" : "";
  // A hair above the value so that 29.999999999 prints as 29°59′59″, and 12.5 as 12°30′00″.
  const total = Math.floor(Math.abs(degrees) * 3600 + 1e-6);
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${sign}${d}°${String(m).padStart(2, "0")}′${String(s).padStart(2, "0")}″`;
}

/** A sidereal longitude 0..360 as the degree inside its sign: 271.1234 → "1°07′24″". */
export function formatDegreeInSign(longitude: number): string {
  const inSign = longitude - 30 * Math.floor(longitude / 30);
  return formatDms(inSign);
}

/** Latitude/longitude with the hemisphere: 25.3176 → "25°19′03″ N". */
export function formatCoordinate(value: number, axis: "lat" | "lon"): string {
  const hemisphere = axis === "lat" ? (value < 0 ? "S" : "N") : value < 0 ? "W" : "E";
  return `${formatDms(Math.abs(value))} ${hemisphere}`;
}

// The screens read a UTC offset as the printed pages do: one reader, in app/shared.
export { offsetSeconds } from "#app/shared/format";

export interface LocalParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The clock of the place at an instant given as epoch ms, for an offset in seconds. */
export function localPartsOfMs(ms: number, offset: number): LocalParts {
  const d = new Date(Math.floor(ms / 1000) * 1000 + offset * 1000);
  return {
    year: d.getUTCFullYear(),
    month: d.getUTCMonth() + 1,
    day: d.getUTCDate(),
    hour: d.getUTCHours(),
    minute: d.getUTCMinutes(),
    second: d.getUTCSeconds(),
  };
}

/** The clock of the place at an ISO instant; null for a missing or unreadable one. */
export function localParts(iso: string | null | undefined, offset: number): LocalParts | null {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? localPartsOfMs(ms, offset) : null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** "15-01-1990": day first, as Indian forms and Kundlis write dates. */
export function formatDateParts(p: LocalParts | null): string {
  return p ? `${pad(p.day)}-${pad(p.month)}-${p.year}` : "—";
}

export function formatTimeParts(p: LocalParts | null): string {
  return p ? `${pad(p.hour)}:${pad(p.minute)}:${pad(p.second)}` : "—";
}

export function formatDateTimeParts(p: LocalParts | null): string {
  return p ? `${formatDateParts(p)} ${formatTimeParts(p)}` : "—";
}

/** "1990-01-15" → "15-01-1990". */
export function formatCivilDate(date: string): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? `${m[3]}-${m[2]}-${m[1]}` : date;
}
