// Varshaphal: the Tajaka annual chart of one year of life. The rules, their sources and the
// alternatives: docs/gochar-varshphal.md.
//
// - The year: `year` is a calendar year; the annual chart is that of the year of life that
//   begins in it, after n = year − (year of birth) completed years (Jagannatha Hora and PyJHora
//   count annual charts by the year of life). Its solar return (Varsha Pravesha) is the n-th
//   instant after birth when the Sun's sidereal longitude is again its natal value, found by a
//   root search on the ephemeris (to 1e-10°); it falls within a day or two of the birthday.
// - The annual chart is cast for that instant at the birth place, with the Kundli's options.
// - Muntha: the natal Lagna's sign advanced by n signs; its house counted from the annual Lagna.
// - Year lord (Varshesha) by the Pancha-adhikari rule of Tajaka Neelakanthi: of the five office
//   bearers (Muntha lord, Janma Lagna lord, Varsha Lagna lord, Tri-rashi lord of the annual Lagna,
//   and the lord of the Sun's sign for a return by day or of the Moon's sign by night), the
//   strongest by Pancha-vargiya bala among those with a Tajika aspect on the annual Lagna.
// - Mudda dasha: Vimshottari compressed into the year, 360 Tajika days to the year (Sun 18,
//   Moon 30, Mars 21, Rahu 54, Jupiter 48, Saturn 57, Mercury 51, Ketu 21, Venus 60), each day
//   1/360 of this year's length (from this return to the next). It starts from the lord n places
//   after the natal Moon's nakshatra lord, with the same part of it already elapsed at the return
//   as of the Vimshottari dasha at birth.

import { SE } from "../ephemeris/index.ts";
import { angularDistance, computePositions, sunriseSunset } from "./astro.ts";
import { DEEP_DEBILITATION, NAISARGIKA, SAPTA_GRAHAS, lordOf, type SaptaGraha } from "./data/grahas.ts";
import { TRI_RASHI_LORDS, haddaLord } from "./data/tajaka.ts";
import { formatPeriods, subPeriods, type FormattedDashaPeriod } from "./dasha.ts";
import { EPHEMERIS_END_JD, angleCrossing, angleOffset, siderealLongitudeAt, type LongitudeAt } from "./gochar.ts";
import type { KundliPlanet } from "./kundli.ts";
import { bodyLongitudes, chartPlanets } from "./planets.ts";
import type { KundliContext } from "./sections.ts";
import { msFromJulianDay } from "./time.ts";
import { CalcError, type Graha, type Sign } from "./types.ts";
import { vargaSign } from "./vargas.ts";
import {
  VIMSHOTTARI_ORDER,
  degreeInSign,
  houseFrom,
  nakshatraLord,
  nakshatraOf,
  nakshatraProgress,
  signFrom,
  signOf,
} from "./zodiac.ts";

/** Mean sidereal year (days): the first guess of each return. */
const SIDEREAL_YEAR = 365.256363;

/**
 * The instant (JD UT) near `guessJd` (within a few days) when the Sun's sidereal longitude
 * equals `longitude`. The Sun never turns back, so the crossing in a bracket is unique.
 */
export function solarReturnJd(sunAt: LongitudeAt, longitude: number, guessJd: number): number {
  let lo = guessJd - 4;
  let hi = guessJd + 4;
  let fLo = angleOffset(sunAt(lo), longitude);
  let fHi = angleOffset(sunAt(hi), longitude);
  for (let i = 0; i < 8 && !(fLo < 0 && fHi >= 0); i++) {
    // Not bracketed (never seen; the guess errs by under a day a millennium): widen.
    lo -= 4;
    hi += 4;
    fLo = angleOffset(sunAt(lo), longitude);
    fHi = angleOffset(sunAt(hi), longitude);
  }
  if (!(fLo < 0 && fHi >= 0)) throw new RangeError(`no solar return near JD ${guessJd}`);
  return angleCrossing(sunAt, longitude, lo, hi, fLo, fHi);
}

// ---------------------------------------------------------------------------------------------
// Pancha-vargiya bala

export interface PanchaVargiyaBala {
  /** Sign (griha) strength, of 30. */
  kshetra: number;
  /** Exaltation strength, of 20. */
  uchcha: number;
  /** Hadda (term) strength, of 15. */
  hadda: number;
  /** Drekkana (D3) strength, of 10. */
  drekkana: number;
  /** Navamsa (D9) strength, of 5. */
  navamsa: number;
  /** The five summed and divided by 4: 0 to 20 (vishwa bala). */
  total: number;
}

/**
 * The share of a full strength a planet gets from the lord of the sign, hadda or varga it
 * occupies: its own 1, a natural friend's 3/4, a neutral's 1/2, an enemy's 1/4.
 */
function relationShare(planet: SaptaGraha, lord: SaptaGraha): number {
  if (planet === lord) return 1;
  const relation = NAISARGIKA[planet][lord];
  return relation === "friend" ? 0.75 : relation === "neutral" ? 0.5 : 0.25;
}

/** Pancha-vargiya bala of one of the seven planets at a sidereal longitude. */
export function panchaVargiyaBala(planet: SaptaGraha, longitude: number): PanchaVargiyaBala {
  const sign = signOf(longitude);
  const kshetra = 30 * relationShare(planet, lordOf(sign));
  const uchcha = (20 * angularDistance(longitude, DEEP_DEBILITATION[planet])) / 180;
  const hadda = 15 * relationShare(planet, haddaLord(sign, degreeInSign(longitude)));
  const drekkana = 10 * relationShare(planet, lordOf(vargaSign(longitude, 3)));
  const navamsa = 5 * relationShare(planet, lordOf(vargaSign(longitude, 9)));
  return { kshetra, uchcha, hadda, drekkana, navamsa, total: (kshetra + uchcha + hadda + drekkana + navamsa) / 4 };
}

// ---------------------------------------------------------------------------------------------
// Year lord

export interface OfficeBearers {
  munthaLord: SaptaGraha;
  janmaLagnaLord: SaptaGraha;
  varshaLagnaLord: SaptaGraha;
  triRashiLord: SaptaGraha;
  /** Lord of the Sun's sign (return by day) or of the Moon's sign (by night). */
  dinaRatriLord: SaptaGraha;
}

export type YearLordRule = "strongest-aspecting" | "none-aspects-muntha-lord" | "all-weak-muntha-lord";

/** Houses from the Lagna from which a planet has a Tajika aspect on it (all but 2, 6, 8, 12). */
export const TAJIKA_ASPECT_HOUSES: readonly number[] = [1, 3, 4, 5, 7, 9, 10, 11];

/** Below this Pancha-vargiya bala (of 20) a planet is weak (alpa bali). */
export const WEAK_BALA = 5;

export interface YearLordInput {
  offices: OfficeBearers;
  /** Signs of the seven planets in the annual chart. */
  signs: Readonly<Record<SaptaGraha, Sign>>;
  ascendantSign: Sign;
  bala: Readonly<Record<SaptaGraha, PanchaVargiyaBala>>;
}

/**
 * The year lord: the strongest (Pancha-vargiya bala) office bearer that aspects the annual
 * Lagna; equal strengths go to the one holding more offices, then to the earlier office in
 * OfficeBearers' order. The Muntha lord when none aspects the Lagna, or when every office
 * bearer is weak (bala under 5).
 */
export function yearLord(input: YearLordInput): { lord: SaptaGraha; rule: YearLordRule; aspecting: SaptaGraha[] } {
  const holders = Object.values(input.offices) as SaptaGraha[];
  const candidates = [...new Set(holders)];
  const aspecting = candidates.filter((p) =>
    TAJIKA_ASPECT_HOUSES.includes(houseFrom(input.ascendantSign, input.signs[p])),
  );
  const muntha = input.offices.munthaLord;
  if (candidates.every((p) => input.bala[p].total < WEAK_BALA))
    return { lord: muntha, rule: "all-weak-muntha-lord", aspecting };
  if (aspecting.length === 0) return { lord: muntha, rule: "none-aspects-muntha-lord", aspecting };
  const offices = (p: SaptaGraha) => holders.filter((h) => h === p).length;
  const lord = aspecting.reduce((best, p) => {
    const d = input.bala[p].total - input.bala[best].total;
    return d > 1e-9 || (Math.abs(d) <= 1e-9 && offices(p) > offices(best)) ? p : best;
  });
  return { lord, rule: "strongest-aspecting", aspecting };
}

// ---------------------------------------------------------------------------------------------
// Mudda dasha

/** Tajika days of each lord in the 360-day year: Vimshottari years × 3. */
export const MUDDA_DAYS: Readonly<Record<Graha, number>> = {
  Ketu: 21,
  Venus: 60,
  Sun: 18,
  Moon: 30,
  Mars: 21,
  Rahu: 54,
  Jupiter: 48,
  Saturn: 57,
  Mercury: 51,
};

/**
 * The Mudda dasha of the year that begins at `returnMs` and lasts `yearMs`, after `completedYears`:
 * the nine periods from the one running at the return (its true start, before the return), each
 * with its nine sub-periods in the same proportions, as Vimshottari's antardashas.
 */
export function muddaDasha(natalMoon: number, completedYears: number, returnMs: number, yearMs: number) {
  const natalLord = nakshatraLord(nakshatraOf(natalMoon));
  const first = VIMSHOTTARI_ORDER[(VIMSHOTTARI_ORDER.indexOf(natalLord) + completedYears) % 9]!;
  const elapsed = nakshatraProgress(natalMoon);
  const start = returnMs - (elapsed * MUDDA_DAYS[first] * yearMs) / 360;
  return { first, elapsed, periods: subPeriods({ planet: first, start, end: start + yearMs }, 2) };
}

// ---------------------------------------------------------------------------------------------
// The varshphal section

export interface Varshphal {
  year: number;
  /** Years of life completed at the return (n). */
  completedYears: number;
  solarReturn: string;
  /** The next return, where this year of life ends. */
  nextSolarReturn: string;
  /** The Sun was above the horizon at the return (visible or Hindu rising, per the options). */
  dayReturn: boolean;
  ascendant: { sign: Sign; degree: number; longitude: number };
  /** The annual chart's rows, as the v1 `planets` (Ascendant first). */
  planets: KundliPlanet[];
  muntha: { sign: Sign; house: number };
  yearLord: SaptaGraha;
  munthaLord: SaptaGraha;
  yearLordRule: YearLordRule;
  officeBearers: OfficeBearers;
  /** Office bearers with a Tajika aspect on the annual Lagna. */
  aspectingLagna: SaptaGraha[];
  panchaVargiyaBala: Record<SaptaGraha, PanchaVargiyaBala>;
  /** Nine periods from the one running at the return, each with its nine sub-periods. */
  muddaDasha: FormattedDashaPeriod[];
}

export function varshphalSection(context: KundliContext): Varshphal {
  const { eph, input, options, birth, longitudes, signs, format } = context;
  const year = context.year;
  const birthYear = Number(input.date.slice(0, 4));
  const n = year - birthYear;
  if (n < 0) throw new CalcError("INVALID_FIELD", `year: ${year} is before the year of birth`, "year");

  const sunAt = siderealLongitudeAt(eph, options.ayanamsa, SE.SUN, undefined, "year");
  const returnJd =
    n === 0 ? birth.julianDayUT : solarReturnJd(sunAt, longitudes.Sun, birth.julianDayUT + n * SIDEREAL_YEAR);
  if (returnJd + SIDEREAL_YEAR + 4 >= EPHEMERIS_END_JD)
    throw new CalcError("DATE_OUT_OF_RANGE", `year ${year} is outside the ephemeris range`, "year");
  const nextJd = solarReturnJd(sunAt, longitudes.Sun, returnJd + SIDEREAL_YEAR);
  const { latitude, longitude } = input.place;

  const astro = computePositions(eph, { julianDayUT: returnJd, latitude, longitude, options });

  const lon = bodyLongitudes(astro);
  const ascendantSign = signOf(lon.Ascendant);
  const planets = chartPlanets(astro);

  // Day or night: the Sun is up when its next setting comes before its next rising.
  const next = sunriseSunset(eph, returnJd, returnJd + 1.1, latitude, longitude, options.sunrise);
  let dayReturn: boolean;
  if (next.sunset !== null || next.sunrise !== null) {
    dayReturn = next.sunset !== null && (next.sunrise === null || next.sunset < next.sunrise);
  } else {
    // Polar day or night: the Sun's declination on the side of the pole means day.
    const declination = Math.asin(
      Math.sin((23.44 * Math.PI) / 180) * Math.sin((astro.planets.Sun.tropicalLongitude * Math.PI) / 180),
    );
    dayReturn = declination * latitude > 0;
  }

  const munthaSign = signFrom(signs.Ascendant, n + 1);
  const offices: OfficeBearers = {
    munthaLord: lordOf(munthaSign),
    janmaLagnaLord: lordOf(signs.Ascendant),
    varshaLagnaLord: lordOf(ascendantSign),
    triRashiLord: TRI_RASHI_LORDS[ascendantSign - 1]![dayReturn ? 0 : 1],
    dinaRatriLord: lordOf(signOf(dayReturn ? lon.Sun : lon.Moon)),
  };
  const bala = {} as Record<SaptaGraha, PanchaVargiyaBala>;
  const planetSigns = {} as Record<SaptaGraha, Sign>;
  for (const p of SAPTA_GRAHAS) {
    bala[p] = panchaVargiyaBala(p, lon[p]);
    planetSigns[p] = signOf(lon[p]);
  }
  const lord = yearLord({ offices, signs: planetSigns, ascendantSign, bala });

  const returnMs = msFromJulianDay(returnJd);
  const mudda = muddaDasha(longitudes.Moon, n, returnMs, msFromJulianDay(nextJd) - returnMs);

  return {
    year,
    completedYears: n,
    solarReturn: format(returnMs),
    nextSolarReturn: format(msFromJulianDay(nextJd)),
    dayReturn,
    ascendant: { sign: ascendantSign, degree: degreeInSign(lon.Ascendant), longitude: lon.Ascendant },
    planets,
    muntha: { sign: munthaSign, house: houseFrom(ascendantSign, munthaSign) },
    yearLord: lord.lord,
    munthaLord: offices.munthaLord,
    yearLordRule: lord.rule,
    officeBearers: offices,
    aspectingLagna: lord.aspecting,
    panchaVargiyaBala: bala,
    muddaDasha: formatPeriods(mudda.periods, format),
  };
}
