/**
 * Jagannatha Hora birth files (.jhd): plain text, one value a line. What is read here, and the
 * sources it was learnt from, is in docs/client-import-export.md ("Jagannatha Hora files").
 * Pure, no I/O: the importer resolves the place and saves through the usual checks.
 *
 *   1 month  2 day  3 year  4 clock time, H.MMSS
 *   5 time zone, H.MM, hours *west* of Greenwich (India: -5.30 = UTC+05:30)
 *   6 longitude, D.MMSS, *west* positive (India: -77.1300 = 77°13′ E)
 *   7 latitude, D.MMSS, north positive   8 altitude, metres
 *   9–12 daylight-saving and calculation settings (not read)
 *   13 place name  14 country
 * The person's name is not in the file: Jagannatha Hora names the file after them.
 */

export interface JhdBirth {
  name: string;
  date: string; // YYYY-MM-DD
  time: string; // HH:MM:SS
  /** The offset of the birth's clock from UTC, ±HH:MM (or ±HH:MM:SS). */
  utcOffset: string;
  latitude: number;
  longitude: number;
  place: string;
  country: string;
}

export type JhdProblem = "jhd_too_short" | "jhd_date" | "jhd_time" | "jhd_zone" | "jhd_coordinates";

export class JhdError extends Error {
  readonly code: JhdProblem;
  constructor(code: JhdProblem) {
    super(code);
    this.code = code;
  }
}

const NUMBER = /^-?\d{1,3}(?:\.\d{0,12})?$/;

/**
 * "D.MMSSss" → decimal (JH writes degrees and hours this way: 77.1330 is 77°13′30″). Minutes and
 * seconds beyond 59 mean the value is not sexagesimal: null.
 */
export function fromSexagesimal(text: string): number | null {
  if (!NUMBER.test(text)) return null;
  const negative = text.startsWith("-");
  const [whole = "0", fraction = ""] = text.replace("-", "").split(".");
  const digits = fraction.padEnd(4, "0");
  const minutes = Number(digits.slice(0, 2));
  const seconds = Number(`${digits.slice(2, 4)}.${digits.slice(4) || "0"}`);
  if (minutes > 59 || seconds >= 60) return null;
  const value = Number(whole) + minutes / 60 + seconds / 3600;
  return negative ? -value : value;
}

/** Decimal → "D.MMSS" with seconds rounded (what the tests write files with). */
export function toSexagesimal(value: number): string {
  const total = Math.round(Math.abs(value) * 3600);
  const d = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return `${value < 0 ? "-" : ""}${d}.${String(m).padStart(2, "0")}${String(s).padStart(2, "0")}`;
}

const pad = (n: number) => String(n).padStart(2, "0");

function clock(hours: number): string {
  const total = Math.round(hours * 3600);
  return `${pad(Math.floor(total / 3600))}:${pad(Math.floor((total % 3600) / 60))}:${pad(total % 60)}`;
}

/** The name a file carries: its file name without the extension, tidied. */
export function nameFromFileName(fileName: string): string {
  return fileName
    .replace(/^.*[\\/]/, "")
    .replace(/\.jhd$/i, "")
    .replace(/[_]+/g, " ")
    .trim();
}

export function parseJhd(text: string, fileName: string): JhdBirth {
  const lines = text
    .replace(/^\uFEFF/, "")
    .split(/\r\n|\r|\n/)
    .map((l) => l.trim());
  if (lines.length < 7) throw new JhdError("jhd_too_short");
  const [month, day, year] = lines.slice(0, 3).map((l) => (/^\d{1,4}$/.test(l) ? Number(l) : NaN));
  if (!month || !day || !year || month > 12 || day > 31) throw new JhdError("jhd_date");
  const time = fromSexagesimal(lines[3]!);
  if (time === null || time < 0 || time >= 24) throw new JhdError("jhd_time");
  const zone = fromSexagesimal(lines[4]!);
  if (zone === null || Math.abs(zone) > 15) throw new JhdError("jhd_zone");
  const longitude = fromSexagesimal(lines[5]!);
  const latitude = fromSexagesimal(lines[6]!);
  if (longitude === null || latitude === null || Math.abs(longitude) > 180 || Math.abs(latitude) > 90)
    throw new JhdError("jhd_coordinates");
  const east = -zone; // hours east of Greenwich
  const offsetMinutes = Math.round(Math.abs(east) * 3600) / 60;
  const utcOffset = `${east < 0 ? "-" : "+"}${pad(Math.floor(offsetMinutes / 60))}:${pad(Math.floor(offsetMinutes % 60))}${
    offsetMinutes % 1 ? `:${pad(Math.round((offsetMinutes % 1) * 60))}` : ""
  }`;
  return {
    name: nameFromFileName(fileName),
    date: `${String(year).padStart(4, "0")}-${pad(month)}-${pad(day)}`,
    time: clock(time),
    utcOffset,
    latitude: Math.round(latitude * 1e6) / 1e6,
    longitude: Math.round(-longitude * 1e6) / 1e6,
    place: lines[12] ?? "",
    country: lines[13] ?? "",
  };
}
