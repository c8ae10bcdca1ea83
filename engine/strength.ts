// The `strength` section of calc-cli-v2.md: Shadbala of the seven planets and Bhava bala of the
// twelve houses. This module gathers from a Kundli what engine/shadbala.ts and
// engine/bhava-bala.ts need (the Vedic day's sunrises and sunset, the Sun's hour angle, ΔT) and
// shapes the contract's JSON. Rules and sources: docs/strength.md.

import { SE, SEFLG } from "../ephemeris/index.ts";
import { riseOrSet, sunriseSunset } from "./astro.ts";
import { bhavaBala, type BhavaBalaRow } from "./bhava-bala.ts";
import { SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import type { KundliContext } from "./sections.ts";
import { shadbala, type PlanetShadbala, type VedicDay } from "./shadbala.ts";
import { julianDayFromMs, msFromJulianDay } from "./time.ts";
import { normalizeDegrees } from "./zodiac.ts";

export interface Strength {
  shadbala: Record<SaptaGraha, PlanetShadbala>;
  bhavaBala: BhavaBalaRow[];
}

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** Julian day number (the day's noon) of a proleptic Gregorian date. */
export function julianDayNumber(year: number, month: number, day: number): number {
  const a = Math.floor((14 - month) / 12);
  const y = year + 4800 - a;
  const m = month + 12 * a - 3;
  return (
    day +
    Math.floor((153 * m + 2) / 5) +
    365 * y +
    Math.floor(y / 4) -
    Math.floor(y / 100) +
    Math.floor(y / 400) -
    32045
  );
}

/** Julian day number of the civil date, at `offsetSeconds` from UTC, of an instant. */
function localJulianDayNumber(utcMs: number, offsetSeconds: number): number {
  const d = new Date(utcMs + offsetSeconds * 1000);
  return julianDayNumber(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());
}

/** The Sun's hour angle (degrees, −180..180, 0 at the upper transit) at a Julian day (UT). */
function sunHourAngle(context: KundliContext): number {
  const ra = context.eph.calcUt(context.birth.julianDayUT, SE.SUN, SEFLG.MOSEPH | SEFLG.EQUATORIAL).longitude;
  return normalizeDegrees(context.astro.siderealTime.lastHours * 15 - ra + 180) - 180;
}

/**
 * The Vedic day (sunrise to next sunrise, with the options' sunrise convention) that holds the
 * birth. Where the Sun does not rise or set (polar day or night) the day runs from 06:00 to
 * 06:00 apparent solar time, with sunset at 18:00.
 */
export function vedicDay(context: KundliContext, hourAngle: number): VedicDay {
  const { eph, astro, birth, input, options } = context;
  const birthMs = birth.utcMs;
  const riseSet = (fromJd: number) =>
    sunriseSunset(eph, fromJd, fromJd + 1, input.place.latitude, input.place.longitude, options.sunrise);
  const midnight = birth.localMidnightJulianDayUT;
  let sunrise = astro.sunriseJdUT;
  let sunset = astro.sunsetJdUT;
  let next: number | null = null;
  if (sunrise !== null && msFromJulianDay(sunrise) <= birthMs) {
    const from = birth.nextLocalMidnightJulianDayUT;
    next = riseOrSet(eph, SE.SUN, "rise", from, from + 1, input.place.latitude, input.place.longitude, options.sunrise);
  } else if (sunrise !== null) {
    next = sunrise;
    ({ sunrise, sunset } = riseSet(midnight - 1));
  }
  if (sunrise !== null && sunset !== null && next !== null) {
    const [riseMs, setMs, nextMs] = [sunrise, sunset, next].map(msFromJulianDay) as [number, number, number];
    if (riseMs <= birthMs && birthMs < nextMs && riseMs < setMs && setMs < nextMs) {
      const jdn = localJulianDayNumber(riseMs, birth.offsetSeconds);
      return {
        sunriseMs: riseMs,
        sunsetMs: setMs,
        nextSunriseMs: nextMs,
        weekday: (jdn + 1) % 7,
        julianDayNumber: jdn,
      };
    }
  }
  // Hours since 06:00 apparent solar time: the hour angle is −90° then.
  const sinceSix = normalizeDegrees(hourAngle + 90) / 15;
  const riseMs = birthMs - Math.round(sinceSix * HOUR_MS);
  const jdn = localJulianDayNumber(riseMs, birth.offsetSeconds);
  return {
    sunriseMs: riseMs,
    sunsetMs: riseMs + DAY_MS / 2,
    nextSunriseMs: riseMs + DAY_MS,
    weekday: (jdn + 1) % 7,
    julianDayNumber: jdn,
  };
}

export function buildStrength(context: KundliContext): Strength {
  const { astro, longitudes: lon, birth, eph } = context;
  const longitudes = Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, lon[p]])) as Record<SaptaGraha, number>;
  const latitudes = Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, astro.planets[p].latitude])) as Record<
    SaptaGraha,
    number
  >;
  const tropical = Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, astro.planets[p].tropicalLongitude])) as Record<
    SaptaGraha,
    number
  >;
  const hourAngle = sunHourAngle(context);
  const day = vedicDay(context, hourAngle);
  const jdUT = julianDayFromMs(birth.utcMs);
  const result = shadbala({
    longitudes,
    latitudes,
    tropical,
    nodes: { rahu: lon.Rahu, ketu: lon.Ketu },
    ascendant: astro.ascendant.longitude,
    mc: astro.mc.longitude,
    sunHourAngle: hourAngle,
    birthMs: birth.utcMs,
    day,
    jdTT: jdUT + eph.deltaT(jdUT),
  });
  const totals = Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, result.planets[p].total])) as Record<
    SaptaGraha,
    number
  >;
  return {
    shadbala: result.planets,
    bhavaBala: bhavaBala(astro.houses.bhava, longitudes, result.nature, totals),
  };
}
