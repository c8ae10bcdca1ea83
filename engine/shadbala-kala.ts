// Shadbala, temporal parts (Kala bala): nathonnata, paksha, tribhaga, the lords of the year,
// month, day and hour, ayana and yuddha, in virupas, after B.V. Raman, "Graha and Bhava Balas",
// ch. V (and BPHS 27). Pure; the rules and their sources are in docs/strength.md.

import { angularDistance } from "./astro.ts";
import type { SaptaGraha } from "./data/grahas.ts";
import type { PlanetNature } from "./shadbala-drik.ts";
import { perPlanet, type PerPlanet, type Virupas } from "./shadbala-sthana.ts";

/** Diurnal planets (strong by day) for Nathonnata bala; the Moon, Mars and Saturn are nocturnal. */
const DIURNAL: readonly SaptaGraha[] = ["Sun", "Jupiter", "Venus"];

/**
 * Nathonnata bala from the Sun's hour angle (apparent solar time; 0° at local apparent noon):
 * the diurnal planets get 60 × (1 − |H|/180°), 60 at noon and 0 at midnight, the nocturnal ones
 * the rest of 60; Mercury always 60.
 */
export function nathonnataBala(sunHourAngle: number): PerPlanet<Virupas> {
  const day = 60 * (1 - angularDistance(sunHourAngle, 0) / 180);
  return perPlanet((p) => (p === "Mercury" ? 60 : DIURNAL.includes(p) ? day : 60 - day));
}

/**
 * Paksha bala: the Moon's elongation from the Sun (0..180°) / 3 for benefics, 60 less that for
 * malefics. The Moon always takes the benefic value (strong when full, weak when new), doubled.
 */
export function pakshaBala(longitudes: PerPlanet<number>, nature: PlanetNature): PerPlanet<Virupas> {
  const benefic = angularDistance(longitudes.Moon, longitudes.Sun) / 3;
  return perPlanet((p) => (p === "Moon" ? 2 * benefic : nature.benefics.includes(p) ? benefic : 60 - benefic));
}

/** The Vedic day of a birth: from its sunrise to the next. */
export interface VedicDay {
  sunriseMs: number;
  sunsetMs: number;
  nextSunriseMs: number;
  /** Weekday, 0 = Sunday … 6 = Saturday. */
  weekday: number;
  /** Julian day number of the civil date of its sunrise (the day the ahargana counts). */
  julianDayNumber: number;
}

/** Lords of the weekdays, Sunday first. */
export const WEEKDAY_LORD: readonly SaptaGraha[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
/** The (Chaldean) order in which the lords of the horas follow one another. */
const HORA_ORDER: readonly SaptaGraha[] = ["Saturn", "Jupiter", "Mars", "Sun", "Venus", "Mercury", "Moon"];

/**
 * Lord of the third of the day (sunrise–sunset: Mercury, Sun, Saturn) or of the night
 * (sunset–next sunrise: Moon, Venus, Mars) holding the birth. Jupiter has Tribhaga bala always.
 */
export function tribhagaLord(birthMs: number, day: VedicDay): SaptaGraha {
  const isDay = birthMs < day.sunsetMs;
  const [start, end] = isDay ? [day.sunriseMs, day.sunsetMs] : [day.sunsetMs, day.nextSunriseMs];
  const part = Math.min(2, Math.max(0, Math.floor((3 * (birthMs - start)) / (end - start))));
  return (isDay ? (["Mercury", "Sun", "Saturn"] as const) : (["Moon", "Venus", "Mars"] as const))[part]!;
}

/** Lord of the hora: hours of 60 minutes from sunrise, the first ruled by the weekday's lord. */
export function horaLord(birthMs: number, day: VedicDay): SaptaGraha {
  const hour = Math.floor((birthMs - day.sunriseMs) / 3_600_000);
  const first = HORA_ORDER.indexOf(WEEKDAY_LORD[day.weekday]!);
  return HORA_ORDER[(((first + hour) % 7) + 7) % 7]!;
}

/**
 * Civil days from the creation to the start of the Kali yuga in the Surya Siddhanta:
 * 1 955 880 000 years of 1 577 917 828 / 4 320 000 days.
 */
export const CREATION_TO_KALI_DAYS = 714_402_296_627;
/** Julian day number of the last day before the Kali yuga (its first day: Friday 18 February 3102 BCE). */
const BEFORE_KALI_JDN = 588_465;

/**
 * Ahargana: the day's number counted from the creation (the Kali yuga's first day being
 * 714 402 296 628). It is Burgess's count (Surya Siddhanta, 1860: 714 404 108 573 on 1 January
 * 1860), whose remainder by 7 is 1 on Sundays.
 */
export const aharganaOf = (julianDayNumber: number): number =>
  CREATION_TO_KALI_DAYS + (julianDayNumber - BEFORE_KALI_JDN);

/** Weekday (0 = Sunday) of the day numbered `n` in the ahargana. */
const weekdayOfDay = (n: number): number => (((n - 1) % 7) + 7) % 7;

/**
 * Lords of the year and the month (Raman, BPHS 27): years of 360 days and months of 30 days run
 * from the creation; each is ruled by the lord of the weekday on which it began.
 */
export function abdaMasaLords(julianDayNumber: number): { abda: SaptaGraha; masa: SaptaGraha } {
  const n = aharganaOf(julianDayNumber);
  const yearStart = 360 * Math.floor((n - 1) / 360) + 1;
  const monthStart = 30 * Math.floor((n - 1) / 30) + 1;
  return { abda: WEEKDAY_LORD[weekdayOfDay(yearStart)]!, masa: WEEKDAY_LORD[weekdayOfDay(monthStart)]! };
}

/** Parama kranti: the greatest declination of the Indian texts, 24°, on which Ayana bala is built. */
export const PARAMA_KRANTI = 24;
const RAD = Math.PI / 180;

/** Kranti (declination) of the ecliptic point at this tropical longitude, with the obliquity 24°. */
export const krantiOf = (tropicalLongitude: number): number =>
  Math.asin(Math.sin(PARAMA_KRANTI * RAD) * Math.sin(tropicalLongitude * RAD)) / RAD;

/**
 * Ayana bala (Raman): (24° ± kranti) × 60/48. A northern kranti adds for the Sun, Mars, Jupiter
 * and Venus and subtracts for the Moon and Saturn; Mercury adds it either way. The Sun's is
 * doubled (it stands for his Chesta bala, BPHS 27).
 */
export function ayanaBala(planet: SaptaGraha, tropicalLongitude: number): Virupas {
  const kranti = krantiOf(tropicalLongitude);
  const signed = planet === "Mercury" ? Math.abs(kranti) : planet === "Moon" || planet === "Saturn" ? -kranti : kranti;
  const bala = ((PARAMA_KRANTI + signed) * 60) / 48;
  return planet === "Sun" ? 2 * bala : bala;
}

/** Diameters of the discs (bimba) of the star-planets, for Yuddha bala (BPHS 27). */
export const DISC_DIAMETER = { Mars: 9.4, Mercury: 6.6, Jupiter: 190.4, Venus: 16.6, Saturn: 158.0 } as const;
type StarPlanet = keyof typeof DISC_DIAMETER;
const STAR_PLANETS = Object.keys(DISC_DIAMETER) as StarPlanet[];

/**
 * Yuddha bala: two star-planets (Mars, Mercury, Jupiter, Venus, Saturn) less than 1° apart in
 * longitude are at war. The one further north (greater ecliptic latitude) wins (Surya Siddhanta
 * 7; V.P. Jain's worked example). The difference of their strengths so far (sthana + dig + the
 * rest of kala) divided by the difference of their disc diameters goes to the winner and is
 * taken from the loser.
 */
export function yuddhaBala(
  longitudes: PerPlanet<number>,
  latitudes: PerPlanet<number>,
  strengthSoFar: PerPlanet<Virupas>,
): PerPlanet<Virupas> {
  const yuddha = perPlanet(() => 0);
  for (let i = 0; i < STAR_PLANETS.length; i++) {
    for (let j = i + 1; j < STAR_PLANETS.length; j++) {
      const a = STAR_PLANETS[i]!;
      const b = STAR_PLANETS[j]!;
      if (angularDistance(longitudes[a], longitudes[b]) >= 1) continue;
      const bala = Math.abs(strengthSoFar[a] - strengthSoFar[b]) / Math.abs(DISC_DIAMETER[a] - DISC_DIAMETER[b]);
      const [winner, loser] = latitudes[a] >= latitudes[b] ? [a, b] : [b, a];
      yuddha[winner] += bala;
      yuddha[loser] -= bala;
    }
  }
  return yuddha;
}
