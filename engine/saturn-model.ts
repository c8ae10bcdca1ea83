// A cheap stand-in for Saturn's sidereal longitude, used by the Sade Sati search
// (gochar.ts) to decide where the ephemeris needs to be asked and where it does not.
//
// Two Kepler ellipses with mean elements of date (the Earth's and Saturn's, Meeus,
// "Astronomical Algorithms", table 31.A), Saturn seen from the Earth with light time and
// annual aberration, less the general precession since J2000 (so that the difference from a
// sidereal longitude changes slowly). It ignores the planets' perturbations: it is off by up
// to ~0.8° (Saturn's great inequality) but that error changes slowly. The search never uses it
// alone: it is anchored on the last real ephemeris value (the model's error there is known), and
// SATURN_MODEL_DRIFT bounds how far the error can change in a given time, measured on the
// ephemeris over the whole range the engine searches, for every ayanamsa.

const DEG = Math.PI / 180;
/** Light time per astronomical unit (days). */
const LIGHT_DAYS_PER_AU = 0.0057755183;
/** Constant of annual aberration (degrees). */
const ABERRATION = 20.49552 / 3600;

/**
 * The position (x, y in AU, ecliptic of date) of a body on its mean Kepler ellipse, into
 * out[offset], out[offset + 1]; angles in degrees. One Newton step from E = M + e sin M solves
 * Kepler's equation within 4e-8 rad for e <= 0.06, and sin E, cos E follow the step to first
 * order (its square is under 1e-5 rad²... of the start's error: 1e-10 rad).
 */
function kepler(
  L: number,
  a: number,
  e: number,
  cosInclination: number,
  node: number,
  perihelion: number,
  out: Float64Array,
  offset: number,
): void {
  const M = (L - perihelion) * DEG;
  const E0 = M + e * Math.sin(M);
  let sinE = Math.sin(E0);
  let cosE = Math.cos(E0);
  const step = -(E0 - e * sinE - M) / (1 - e * cosE);
  [sinE, cosE] = [sinE + cosE * step, cosE - sinE * step];
  // In the orbit's plane, x towards the perihelion.
  const xv = a * (cosE - e);
  const yv = a * Math.sqrt(1 - e * e) * sinE;
  // Turned by the argument of perihelion, then about the ecliptic by the node.
  const w = (perihelion - node) * DEG;
  const cw = Math.cos(w);
  const sw = Math.sin(w);
  const x = xv * cw - yv * sw;
  const y = (xv * sw + yv * cw) * cosInclination;
  if (node === 0) {
    out[offset] = x;
    out[offset + 1] = y;
    return;
  }
  const O = node * DEG;
  const cO = Math.cos(O);
  const sO = Math.sin(O);
  out[offset] = cO * x - sO * y;
  out[offset + 1] = sO * x + cO * y;
}

/** Saturn's mean ellipse at t (Julian centuries from J2000) into out[2], out[3]. */
function saturnAt(t: number, out: Float64Array): void {
  const t2 = t * t;
  kepler(
    50.077471 + 1223.5110141 * t + 0.00051952 * t2,
    9.554909096 - 0.0000021389 * t,
    0.05554814 - 0.0003446641 * t - 0.0000006436 * t2,
    Math.cos((2.488879 - 0.0037362 * t - 0.00001519 * t2) * DEG),
    113.665503 + 0.877088 * t - 0.00012176 * t2,
    93.057237 + 1.9637613 * t + 0.00083753 * t2,
    out,
    2,
  );
}

/**
 * The model's longitude of Saturn (degrees, not normalized) at a Julian day (UT, taken as TT:
 * ΔT shifts the model by a slowly changing amount, which the anchoring absorbs).
 */
export function saturnModelLongitude(jd: number): number {
  return saturnModelInto(jd, new Float64Array(4));
}

/** saturnModelLongitude with a caller's scratch buffer (length 4): no allocation. */
export function saturnModelInto(jd: number, xy: Float64Array): number {
  const T = (jd - 2451545) / 36525;
  const T2 = T * T;
  // The Earth (its orbit is the ecliptic: no inclination, no node).
  kepler(
    100.466449 + 36000.7698231 * T + 0.00030368 * T2,
    1.000001018,
    0.01670862 - 0.000042037 * T - 0.0000001236 * T2,
    1,
    0,
    102.937348 + 1.7195269 * T + 0.00045962 * T2,
    xy,
    0,
  );
  // Saturn where it was when the light left it, with its mean light time (9.54 AU): the
  // light time varies by ±16%, which moves the longitude by under 1″.
  saturnAt(T - (9.54 * LIGHT_DAYS_PER_AU) / 36525, xy);
  const gx = xy[2]! - xy[0]!;
  const gy = xy[3]! - xy[1]!;
  const lon = Math.atan2(gy, gx) / DEG;
  // Annual aberration: −κ cos(Sun − Saturn), the Sun being opposite the Earth.
  const cosElongation = -(xy[0]! * gx + xy[1]! * gy) / Math.sqrt((xy[0]! ** 2 + xy[1]! ** 2) * (gx * gx + gy * gy));
  // General precession in longitude since J2000 (IAU 2006), so that model − sidereal drifts slowly.
  const precession = (5028.796195 * T + 1.1054348 * T2) / 3600;
  return lon - ABERRATION * cosElongation - precession;
}

/**
 * How far the model's error (sidereal longitude − model) can change within a window of days:
 * [days, arcseconds]. Measured on the ephemeris every day from 13 BCE to 2999 CE (JD 1717000 to
 * 2816786, every start the search can see) with each of the seven ayanamsas (True Pushya and True
 * Chitra the largest, by ~3%), then widened by 20% + 5″. The error changes by up to ~9″ a day,
 * mostly because the model ignores the perturbations of Saturn's distance; for a few hours round
 * a superior conjunction close to the Sun the ephemeris' light deflection adds a bump of up to 7″
 * (within the margin). Outside SATURN_MODEL_RANGE nothing was measured: the search then asks the
 * ephemeris at every step. gochar.test.ts re-checks a sample.
 */
// prettier-ignore
export const SATURN_MODEL_DRIFT: readonly (readonly [number, number])[] = [
  [1, 19], [2, 28], [5, 61], [10, 116], [20, 223], [50, 532], [100, 946], [200, 1321], [500, 1355],
  [1000, 1970], [2000, 2605], [4000, 3808],
];

/**
 * The most the model's error can change (degrees) between two instants `days` apart: the
 * first window of the table as long, past the table windows of 4000 days added up (the range
 * of a function over a window is at most the sum of its ranges over the pieces).
 */
export function saturnModelDrift(days: number): number {
  const d = Math.abs(days);
  for (const [window, arcsec] of SATURN_MODEL_DRIFT) if (d <= window) return arcsec / 3600;
  const [last, arcsec] = SATURN_MODEL_DRIFT[SATURN_MODEL_DRIFT.length - 1]!;
  return (Math.ceil(d / last) * arcsec) / 3600;
}

/** Julian days (UT) over which SATURN_MODEL_DRIFT was measured: 13 BCE to the end of the ephemeris. */
export const SATURN_MODEL_RANGE: readonly [number, number] = [1717000, 2816787.5];

/** Bound of the model's error rate (°/day), for the error of a step along the model's slope. */
export const SATURN_MODEL_DRIFT_RATE = 19 / 3600;

/** Tropical longitudes (J2000, degrees) of the ayanamsa stars: Spica (True Chitra), δ Cancri (True Pushya). */
const AYANAMSA_STARS = [203.84, 128.72];

/**
 * Whether, at jd, the ephemeris' sidereal Saturn may bend sharply within hours: Saturn within
 * 4° of the Sun (light deflection near superior conjunction), or the Sun within 4° of a star that
 * defines an ayanamsa (the star's own deflection moves the ayanamsa). The search then trusts no
 * curvature bound with fewer than three ephemeris values.
 */
export function saturnNearSunOrStar(jd: number): boolean {
  const xy = new Float64Array(4);
  saturnModelInto(jd, xy);
  const T = (jd - 2451545) / 36525;
  const sun = Math.atan2(-xy[1]!, -xy[0]!) / DEG;
  const saturn = Math.atan2(xy[3]! - xy[1]!, xy[2]! - xy[0]!) / DEG;
  const apart = (a: number, b: number): number => Math.abs(((a - b + 540) % 360) - 180);
  if (apart(sun, saturn) < 4) return true;
  const precession = (5028.796195 * T) / 3600;
  return AYANAMSA_STARS.some((star) => apart(sun, star + precession) < 4);
}
