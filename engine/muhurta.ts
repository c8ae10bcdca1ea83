/**
 * The day's time divisions of a panchang: Rahu Kaal, Gulika Kaal, Yamaganda, Abhijit, Brahma
 * Muhurta, Choghadiya and Hora. Pure arithmetic on instants (epoch ms): sunrise, sunset, the next
 * sunrise and the previous sunset come in from the ephemeris (astro.ts), the weekday from the
 * civil date. Rules and sources: docs/day-panchang.md.
 *
 * - Daytime is sunrise → sunset, night is sunset → next sunrise; each is divided evenly, so day
 *   and night parts have different lengths (unequal, "temporal" hours).
 * - Rahu Kaal, Gulika Kaal and Yamaganda are each one of the eight equal parts of daytime, the
 *   part fixed by the weekday (PARTS below; the standard South Indian tables that Drik Panchang,
 *   PyJHora and printed almanacs use).
 * - A muhurta is 1/15 of daytime (or of the night). Abhijit is the 8th muhurta of the day (the
 *   one around local noon). Brahma Muhurta is the 14th muhurta of the preceding night: it begins
 *   two night-muhurtas before sunrise and ends one night-muhurta before it.
 * - Choghadiya: 8 equal parts of daytime and 8 of the night. The day's first is ruled by the
 *   weekday's lord, and each next one by the next planet in the hora order; the night's first is
 *   ruled by the lord of the fifth weekday counted from this one, and each next one by the planet
 *   two places back in the hora order.
 * - Hora: 12 equal parts of daytime and 12 of the night, from sunrise; the first is ruled by the
 *   weekday's lord, each next one by the next planet in the descending Chaldean order Saturn,
 *   Jupiter, Mars, Sun, Venus, Mercury, Moon (so that the 25th would be the next weekday's lord).
 */
import type { Graha } from "./types.ts";

export interface Period {
  /** Epoch ms. */
  start: number;
  end: number;
}

/** Weekday 1–7 (Sunday = 1) → its lord. */
export const WEEKDAY_LORDS: readonly Graha[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];

/** The hora order: each planet is followed by the next one down the Chaldean order (Saturn … Moon, cyclic). */
export const HORA_ORDER: readonly Graha[] = ["Sun", "Venus", "Mercury", "Moon", "Saturn", "Jupiter", "Mars"];

/** 1-based eighth of daytime, by weekday (Sunday first). */
const PARTS = {
  rahuKaal: [8, 2, 7, 5, 6, 4, 3],
  gulikaKaal: [7, 6, 5, 4, 3, 2, 1],
  yamaganda: [5, 4, 3, 2, 1, 7, 6],
} as const;

export type Kaal = keyof typeof PARTS;

function checkWeekday(weekday: number): void {
  if (!Number.isInteger(weekday) || weekday < 1 || weekday > 7) throw new RangeError(`weekday ${weekday}`);
}

/** The `part`-th (1-based) of `count` equal parts of [start, end). */
function part(start: number, end: number, count: number, partNumber: number): Period {
  const length = (end - start) / count;
  return { start: start + (partNumber - 1) * length, end: start + partNumber * length };
}

/** Rahu Kaal, Gulika Kaal or Yamaganda of a day with this weekday (1–7, Sunday = 1). */
export function kaal(kind: Kaal, weekday: number, sunrise: number, sunset: number): Period {
  checkWeekday(weekday);
  return part(sunrise, sunset, 8, PARTS[kind][weekday - 1]!);
}

/** Abhijit: the 8th of the 15 muhurtas of daytime. */
export const abhijit = (sunrise: number, sunset: number): Period => part(sunrise, sunset, 15, 8);

/** Brahma Muhurta: the 14th of the 15 muhurtas of the night that ends at `sunrise`. */
export const brahmaMuhurta = (previousSunset: number, sunrise: number): Period => part(previousSunset, sunrise, 15, 14);

export type ChoghadiyaName = "udvega" | "chara" | "labha" | "amrita" | "kala" | "shubha" | "roga";

/** The choghadiya each planet rules (Rahu and Ketu rule none). */
const CHOGHADIYA_OF: Readonly<Partial<Record<Graha, ChoghadiyaName>>> = {
  Sun: "udvega",
  Venus: "chara",
  Mercury: "labha",
  Moon: "amrita",
  Saturn: "kala",
  Jupiter: "shubha",
  Mars: "roga",
};

export interface Choghadiya extends Period {
  name: ChoghadiyaName;
  /** Its ruling planet. */
  planet: Graha;
}

const horaIndex = (planet: Graha): number => HORA_ORDER.indexOf(planet);

/** The 8 choghadiyas of the day (`day`) or of the night that follows it, for this weekday. */
export function choghadiyas(weekday: number, start: number, end: number, half: "day" | "night"): Choghadiya[] {
  checkWeekday(weekday);
  // Day: from the weekday's lord, one step forward in the hora order each time. Night: from the
  // lord of the fifth weekday (Sunday → Thursday's Jupiter), two steps back each time.
  const first = horaIndex(WEEKDAY_LORDS[half === "day" ? weekday - 1 : (weekday + 3) % 7]!);
  const step = half === "day" ? 1 : 5;
  return Array.from({ length: 8 }, (_, i) => {
    const planet = HORA_ORDER[(first + i * step) % 7]!;
    return { name: CHOGHADIYA_OF[planet]!, planet, ...part(start, end, 8, i + 1) };
  });
}

export interface Hora extends Period {
  planet: Graha;
}

/**
 * The 24 horas from `sunrise`: 12 equal parts of daytime, then 12 equal parts of the night to
 * `nextSunrise`; the first is ruled by the weekday's lord.
 */
export function horas(weekday: number, sunrise: number, sunset: number, nextSunrise: number): Hora[] {
  checkWeekday(weekday);
  const first = horaIndex(WEEKDAY_LORDS[weekday - 1]!);
  return Array.from({ length: 24 }, (_, i) => ({
    planet: HORA_ORDER[(first + i) % 7]!,
    ...(i < 12 ? part(sunrise, sunset, 12, i + 1) : part(sunset, nextSunrise, 12, i - 11)),
  }));
}
