// Gochar (transits) at a moment, read against the natal chart, and Saturn's Sade Sati and
// Dhaiya periods over a lifetime. The rules, their sources and the search: docs/gochar-varshphal.md.
//
// - The nine grahas at the moment, sidereal with the Kundli's own options (ayanamsa, node),
//   each with its sign counted from the natal Lagna's and the natal Moon's signs, and the
//   natal ashtakavarga's bindus of the sign it transits: the SAV of the sign, and the planet's
//   own BAV there (Rahu and Ketu have no BAV: null).
// - Sade Sati: Saturn in the 12th, the 1st and the 2nd sign from the natal Moon's sign
//   ("rising", "peak", "setting"); Dhaiya (small panoti): Saturn in the 4th and the 8th.
//   Every stay of Saturn in one of those signs is its own period, so a retrograde exit and
//   re-entry makes two; a period runs from the instant Saturn's sidereal longitude crosses into
//   the sign to the instant it crosses out, each found by a root search on the ephemeris.

import { EphemerisError, SE, SEFLG, SEFLG_EPHMASK, type Ephemeris } from "../ephemeris/index.ts";
import { AYANAMSA_SIDM, PLANET_ID } from "./astro.ts";
import type { KundliContext } from "./sections.ts";
import {
  SATURN_MODEL_DRIFT_RATE,
  SATURN_MODEL_RANGE,
  saturnModelDrift,
  saturnModelInto,
  saturnNearSunOrStar,
} from "./saturn-model.ts";
import { julianDayFromMs, msFromJulianDay } from "./time.ts";
import { SATURN_INGRESSES } from "./data/saturn-ingresses.ts";
import { CalcError, GRAHAS, type AyanamsaName, type Graha, type Sign } from "./types.ts";
import { degreeInSign, houseFrom, nakshatraOf, normalizeDegrees, signOf } from "./zodiac.ts";

/** A body's sidereal longitude (degrees) at a Julian day (UT). */
export type LongitudeAt = (jdUT: number) => number;

/** First Julian day (UT) the built-in Moshier ephemeris cannot compute: 3000-01-01. */
export const EPHEMERIS_END_JD = 2816787.5;

function ephemerisGuard<T>(f: () => T, field: string): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof EphemerisError) throw new CalcError("EPHEMERIS_ERROR", e.message, field);
    throw e;
  }
}

/**
 * Sidereal longitude of one body for searches: the tropical longitude less the ayanamsa, both
 * without nutation (sidereal longitudes are the same to 0.0001": nutation shifts the tropical
 * longitude and the true ayanamsa alike), no speed, no allocation. The difference is Swiss
 * Ephemeris' own SEFLG_SIDEREAL longitude to 1e-9" (every ayanamsa, 0–3000 CE) for about a fifth
 * less time (Lahiri: 9.8 against 12.1 µs), a third less with the star-based ayanamsas (True
 * Chitra, True Pushya), whose SEFLG_SIDEREAL call computes the star twice. The sidereal mode is
 * set on every call, as sunMoonAt does, so other users of the ephemeris in between cannot
 * change the ayanamsa underneath.
 */
export function siderealLongitudeAt(
  eph: Ephemeris,
  ayanamsa: AyanamsaName,
  body: number,
  ephemerisFlags: number = SEFLG.MOSEPH,
  field = "date",
): LongitudeAt {
  const mode = AYANAMSA_SIDM[ayanamsa];
  const flags = (ephemerisFlags & SEFLG_EPHMASK) | SEFLG.NONUT;
  const buf = new Float64Array(6);
  return (jd) =>
    ephemerisGuard(() => {
      eph.setSidMode(mode);
      eph.calcUtInto(jd, body, flags, buf);
      return normalizeDegrees(buf[0]! - eph.ayanamsaExUt(jd, flags).ayanamsa);
    }, field);
}

/** Signed distance from `target` to `angle`, wrapped into [-180, 180). */
export const angleOffset = (angle: number, target: number): number => normalizeDegrees(angle - target + 180) - 180;

/**
 * The instant (JD) in [lo, hi] where angleAt(t) crosses `target`, given offsets of opposite
 * signs at the ends (fLo, fHi: angleOffset at lo and hi, already known). Illinois-modified regula
 * falsi: secant speed, never leaves the bracket, and needs no monotony, only one crossing inside.
 * It stops when the angle is within 1e-10° of the target, when the secant puts the crossing
 * within 1e-6 day (0.09 s), or when the bracket is under 1e-9 day.
 */
export function angleCrossing(
  angleAt: LongitudeAt,
  target: number,
  lo: number,
  hi: number,
  fLo: number,
  fHi: number,
): number {
  const br: Bracket = { lo, hi, fLo, fHi, side: 0 };
  for (let i = 0; i < 200 && br.hi - br.lo > 1e-9; i++) {
    const secant = br.fHi === br.fLo ? (br.lo + br.hi) / 2 : br.lo - (br.fLo * (br.hi - br.lo)) / (br.fHi - br.fLo);
    const t = Math.min(Math.max(secant, br.lo), br.hi);
    const f = angleOffset(angleAt(t), target);
    // Done when the angle is within 1e-10°, or when the secant through the bracket puts the
    // crossing within 1e-6 day (0.09 s) of t.
    if (Math.abs(f) < 1e-10 || Math.abs((f * (br.hi - br.lo)) / (br.fHi - br.fLo)) < 1e-6) return t;
    narrow(br, t, f);
  }
  return (br.lo + br.hi) / 2;
}

/** A bracket of a crossing: its ends, the offsets there (of opposite signs), the end moved last. */
interface Bracket {
  lo: number;
  hi: number;
  fLo: number;
  fHi: number;
  side: -1 | 0 | 1;
}

/**
 * Moves the end whose offset has f's sign to t. When the same end moves twice running, the other
 * end's offset is halved (the Illinois step), so the secant cannot stall on one side.
 */
function narrow(br: Bracket, t: number, f: number): void {
  if (f < 0 === br.fLo < 0) {
    [br.lo, br.fLo] = [t, f];
    if (br.side === -1) br.fHi /= 2;
    br.side = -1;
  } else {
    [br.hi, br.fHi] = [t, f];
    if (br.side === 1) br.fLo /= 2;
    br.side = 1;
  }
}

// ---------------------------------------------------------------------------------------------
// Sade Sati and Dhaiya

export type SadeSatiPhase = "rising" | "peak" | "setting" | "dhaiya-4th" | "dhaiya-8th";

/** Phase by the house of Saturn's sign counted from the natal Moon's sign. */
export const SADE_SATI_HOUSES: Readonly<Record<number, SadeSatiPhase>> = {
  12: "rising",
  1: "peak",
  2: "setting",
  4: "dhaiya-4th",
  8: "dhaiya-8th",
};

export function sadeSatiPhase(moonSign: Sign, saturnSign: Sign): SadeSatiPhase | null {
  return SADE_SATI_HOUSES[houseFrom(moonSign, saturnSign)] ?? null;
}

export interface SaturnPeriod {
  phase: SadeSatiPhase;
  /** Saturn's sign during the period. */
  sign: Sign;
  /** Julian days (UT) of the crossings into and out of the sign; end null beyond the ephemeris. */
  startJd: number;
  endJd: number | null;
}

/**
 * How far Saturn can get from where it stands within a window of days: [days, the most its
 * sidereal longitude can rise above the start in that window, the most it can fall below it].
 * Measured from the ephemeris (every 12 hours from 2990 BCE to 2999 CE with Lahiri and True
 * Pushya, which agree to 0.01°; every day from 100 BCE with all seven ayanamsas, with 0.35° or
 * more to spare; gochar.test.ts re-checks a sample) and widened by 5% + 0.25°. The retreat
 * never exceeds the widest retrograde arc (7.03°), whatever the window.
 */
// prettier-ignore
export const SATURN_REACH: readonly (readonly [number, number, number])[] = [
  [20, 3.0, 2.0], [40, 5.8, 3.7], [60, 8.5, 5.1], [80, 11.0, 6.3], [100, 13.4, 7.1], [120, 15.7, 7.6],
  [150, 18.6, 7.6], [180, 20.8, 7.6], [210, 22.4, 7.6], [420, 23.0, 7.6], [480, 28.8, 7.6],
  [540, 34.8, 7.6], [600, 38.0, 7.6],
];
/** Speed bounds for the shortest windows (°/day): forward < 0.1314, retrograde < 0.0834. */
const SATURN_MAX_FORWARD = 0.14;
const SATURN_MAX_BACKWARD = 0.09;
/**
 * Bound of |d²L/dt²| (°/day²). Measured (one-day second differences, 100 BCE–2999 CE): 0.0022
 * with every ayanamsa but True Pushya, 0.0043 with it (the star's light deflection as it passes
 * the Sun wiggles that ayanamsa by arcseconds for a day each year).
 */
const SATURN_MAX_ACCELERATION = 0.005;
/**
 * The scan's step near a boundary (days). Saturn's stations are at least 132 days apart, so a
 * step holds at most one, and Saturn crosses a boundary at most twice within it; and within
 * it Saturn gets at most 15.7° ahead or 7.6° back (SATURN_REACH), so near at most one of the
 * boundaries that matter (30° or more apart; the model's bound is kept under 1°).
 */
const NEAR_STEP = 120;

/**
 * The longest step (days) from a longitude `ahead`° below the next boundary that matters and
 * `behind`° above the previous one in which Saturn cannot reach either; 0 when even the
 * shortest window might. `direction` -1 scans back in time, where rises and falls swap.
 */
function safeStep(ahead: number, behind: number, direction: 1 | -1): number {
  let best = Math.min(
    ahead / (direction === 1 ? SATURN_MAX_FORWARD : SATURN_MAX_BACKWARD),
    behind / (direction === 1 ? SATURN_MAX_BACKWARD : SATURN_MAX_FORWARD),
  );
  for (const [days, rise, fall] of SATURN_REACH) {
    const up = direction === 1 ? rise : fall;
    const down = direction === 1 ? fall : rise;
    if (up < ahead && down < behind) best = Math.max(best, days);
    else break;
  }
  return best;
}

export interface Crossing {
  jd: number;
  /** Saturn's sign after the crossing, in time order. */
  sign: Sign;
}

/** Sign beginning at boundary `b` (a multiple of 30°) when `ahead`, else the sign ending there. */
function signAtBoundary(b: number, ahead: boolean): Sign {
  return ahead ? signOf(b) : signOf(normalizeDegrees(b - 15));
}

/**
 * Saturn's sidereal longitude for the search: exact where the ephemeris was asked, elsewhere
 * the model (saturn-model.ts) shifted by its error at the last ephemeris call, within
 * saturnModelDrift(time since that call). Local to one search: nothing outlives it.
 */
class SaturnTrack {
  private anchorJd = Number.NaN;
  private residual = 0;
  private readonly xy = new Float64Array(4);
  private readonly saturnAt: LongitudeAt;
  constructor(saturnAt: LongitudeAt) {
    this.saturnAt = saturnAt;
  }
  /** The ephemeris' longitude at t (one call), which becomes the anchor. */
  /** Ephemeris calls so far. */
  calls = 0;
  measure(t: number): number {
    this.calls++;
    const lon = this.saturnAt(t);
    this.anchorJd = t;
    this.residual = angleOffset(lon, saturnModelInto(t, this.xy));
    return lon;
  }
  /** Whether the ephemeris was asked since `calls` was `before`. */
  measuredSince(before: number): boolean {
    return this.calls !== before;
  }
  /** The model's estimate of the longitude at t (not normalized). */
  estimate(t: number): number {
    return saturnModelInto(t, this.xy) + this.residual;
  }
  /** The most the estimate at t can be off (degrees); 0 at the anchor itself, unbounded outside the model's range. */
  error(t: number): number {
    if (t === this.anchorJd) return 0;
    return this.inRange(t) && this.inRange(this.anchorJd) ? saturnModelDrift(t - this.anchorJd) : Infinity;
  }
  /** Whether the model's drift was measured at t. */
  inRange(t: number): boolean {
    return t >= SATURN_MODEL_RANGE[0] && t <= SATURN_MODEL_RANGE[1];
  }
}

/** Saturn's offset from a boundary at an instant: exact (err 0) or an estimate within err. */
interface Probe {
  t: number;
  f: number;
  err: number;
}

/**
 * The crossings of Saturn over the sign boundaries that change the phase, from `fromJd` in
 * `direction` (1: forward in time, -1: backward), handed to `visit` in scan order until it
 * returns true or the scan reaches `limitJd`. Each is found by scanning time with steps that
 * cannot skip one, then solved by a root search.
 *
 * The scan reads Saturn's longitude from SaturnTrack: the model anchored on the last ephemeris
 * value, with a bound on its error. The ephemeris is asked only where that is not enough to tell
 * on which side of a boundary Saturn is, and in the root searches; so long stretches of time
 * cost no ephemeris call, and a crossing costs two or three.
 *
 * Far from those boundaries the step is as long as Saturn cannot reach the nearest of them at its
 * fastest (forward or retrograde), from the nearest longitude the bound allows. Near one, the
 * step is NEAR_STEP days, and each step decides:
 * - the sides of the boundary at the two ends differ: exactly one crossing (a step holds at
 *   most one station, so three are impossible), solved by crossingNear;
 * - the same side at both ends, at angular distances da and db (less the bound): two crossings
 *   (out and back round a station) need a station whose longitude lies beyond the boundary, and
 *   since |L''| <= A, reaching it from either end takes more than sqrt(2d/A) days; so when the
 *   step is not longer than sqrt(2 da/A) + sqrt(2 db/A) there is none, else the step is halved
 *   and both halves decided the same way (down to 1e-6 day).
 * Where the bound leaves the side of an end open, the ephemeris is asked there.
 */
export function saturnPhaseCrossings(
  saturnAt: LongitudeAt,
  moonSign: Sign,
  fromJd: number,
  direction: 1 | -1,
  limitJd: number,
  visit: (crossing: Crossing) => boolean,
): void {
  // A boundary matters when the phases on its two sides differ.
  const boundaries = SIGN_BOUNDARIES.filter(
    (b) => sadeSatiPhase(moonSign, signAtBoundary(b, true)) !== sadeSatiPhase(moonSign, signAtBoundary(b, false)),
  );
  saturnCrossings(saturnAt, boundaries, fromJd, direction, limitJd, visit);
}

/** The twelve sign boundaries (degrees). */
export const SIGN_BOUNDARIES: readonly number[] = Array.from({ length: 12 }, (_, k) => k * 30);

/**
 * saturnPhaseCrossings over any set of sign boundaries (multiples of 30°): every crossing of
 * Saturn over one of them, handed to `visit` in scan order until it returns true or the scan
 * reaches `limitJd`. With all twelve it lists Saturn's ingresses (saturn-ingresses.ts).
 */
export function saturnCrossings(
  saturnAt: LongitudeAt,
  boundaries: readonly number[],
  fromJd: number,
  direction: 1 | -1,
  limitJd: number,
  visit: (crossing: Crossing) => boolean,
): void {
  const aheadSpeed = direction === 1 ? SATURN_MAX_FORWARD : SATURN_MAX_BACKWARD;
  const track = new SaturnTrack(saturnAt);

  /** Saturn's offset from b at t, exact where the estimate (lon within err) cannot tell the side. */
  const probe = (t: number, b: number, lon = track.estimate(t), err = track.error(t)): Probe => {
    const f = angleOffset(lon, b);
    if (Math.abs(f) > err) return { t, f, err };
    return { t, f: angleOffset(track.measure(t), b), err: 0 };
  };

  /** Crossings of boundary b in [a.t, z.t] (a.t < z.t) in time order. */
  const found: { jd: number; ahead: boolean }[] = [];
  const resolve = (b: number, a: Probe, z: Probe): void => {
    if (a.f >= 0 !== z.f >= 0) {
      found.push({ jd: crossingNear(track, b, a, z), ahead: z.f >= 0 });
      return;
    }
    const reach = Math.sqrt((2 * (Math.abs(a.f) - a.err)) / SATURN_MAX_ACCELERATION);
    const back = Math.sqrt((2 * (Math.abs(z.f) - z.err)) / SATURN_MAX_ACCELERATION);
    if (z.t - a.t <= reach + back || z.t - a.t < 1e-6) return;
    const m = probe((a.t + z.t) / 2, b);
    resolve(b, a, m);
    resolve(b, m, z);
  };

  let t = fromJd;
  let lon = track.measure(t);
  let err = 0;
  for (;;) {
    let ahead = 360;
    let behind = 360;
    let bAhead = 0;
    let bBehind = 0;
    for (const b of boundaries) {
      const da = normalizeDegrees(b - lon);
      const db = normalizeDegrees(lon - b);
      if (da > 0 && da < ahead) {
        ahead = da;
        bAhead = b;
      }
      if (db < behind) {
        behind = db;
        bBehind = b;
      }
    }
    if (err > 0 && (ahead <= err || behind <= err)) {
      // The estimate cannot tell which side of a boundary Saturn is on: ask the ephemeris.
      lon = track.measure(t);
      err = 0;
      continue;
    }
    const stepStart = track.calls;
    const safe = 0.999 * safeStep(ahead - err, behind - err, direction);
    const step = Math.max(safe, NEAR_STEP);
    if (safe < step && err > 1) {
      // Near a boundary the bound must stay small (one boundary within reach): ask the ephemeris.
      lon = track.measure(t);
      err = 0;
      continue;
    }
    let next = t + direction * step;
    const clipped = direction === 1 ? next >= limitJd : next <= limitJd;
    if (clipped) next = limitJd;
    const nextLon = track.estimate(next);
    const nextErr = track.error(next);
    if (safe < step) {
      // One boundary at most is within reach (relevant boundaries are 30° or more apart).
      const b = ahead - err <= aheadSpeed * step ? bAhead : bBehind;
      found.length = 0;
      const here = probe(t, b, lon, err);
      const there = probe(next, b, nextLon, nextErr);
      if (direction === 1) resolve(b, here, there);
      else resolve(b, there, here);
      if (direction === -1) found.reverse();
      for (const c of found) {
        // Scanning backwards, the sign "after" a crossing is the one before it in time.
        const sign = signAtBoundary(b, direction === 1 ? c.ahead : !c.ahead);
        if (visit({ jd: c.jd, sign })) return;
      }
    }
    if (clipped) return;
    t = next;
    if (track.measuredSince(stepStart)) {
      // The ephemeris was asked during the step: re-estimate from the newer anchor.
      lon = normalizeDegrees(track.estimate(t));
      err = track.error(t);
    } else {
      lon = normalizeDegrees(nextLon);
      err = nextErr;
    }
  }
}

/**
 * The instant Saturn crosses boundary b between a and z (a.t < z.t, on opposite sides of b,
 * exactly one crossing between them). The model anchored nearby gives the first guess; then
 * each ephemeris value moves the guess along a slope: the model's for the first, the secant
 * through the last two after. A secant step is final when its own error bound is under 1e-6 day
 * (0.09 s): |L''|/(2|L'|) × |step| × |previous step|, with |L''| <= A and |L'| bounded below on
 * the points' span. Each slope is checked against the previous one: two slopes taken within a
 * span differ by at most A × span (the model's by its drift rate more). Where Saturn's longitude
 * may bend sharply for a few hours (near the Sun, light deflection; the Sun near the star of a
 * star-based ayanamsa) a step needs three ephemeris values, so that the check sees the bend.
 * Where a check fails, where Saturn is too slow for the bounds (near a station) or where a step
 * would leave the bracket, angleCrossing (Illinois) finishes on the bracket.
 */
function crossingNear(track: SaturnTrack, b: number, a: Probe, z: Probe): number {
  let lo = a.t;
  let hi = z.t;
  let fLo = a.f;
  let fHi = z.f;
  let loExact = a.err === 0;
  let hiExact = z.err === 0;
  // The model's crossing in the bracket (regula falsi on the estimate; no ephemeris call).
  const guess = modelCrossing(track, b, lo, hi, fLo, fHi);
  let t = guess.t;
  // The previous point, the one before, and the previous slope (the model's, at first).
  let prevT = Number.NaN;
  let prevF = Number.NaN;
  let olderT = Number.NaN;
  let prevSlope = guess.slope;
  const driftRate = track.inRange(lo) && track.inRange(hi) ? SATURN_MODEL_DRIFT_RATE : Infinity;
  for (let i = 0; i < 8; i++) {
    const f = angleOffset(track.measure(t), b);
    if (f === 0) return t;
    if (f < 0 === fLo < 0) [lo, fLo, loExact] = [t, f, true];
    else [hi, fHi, hiExact] = [t, f, true];
    const first = i === 0;
    // The anchor moved to t, which shifts the model but not its slope.
    const slope = first ? guess.slope : (f - prevF) / (t - prevT);
    const stepDays = -f / slope;
    const next = t + stepDays;
    const span = first ? Math.abs(stepDays) : Math.abs(t - prevT) + Math.abs(stepDays);
    const slowest = Math.abs(slope) - (first ? driftRate : 0) - SATURN_MAX_ACCELERATION * span;
    if (!(slowest > 0) || !(next > lo && next < hi)) break;
    if (!first) {
      const within = i === 1 ? Math.abs(t - prevT) : Math.max(t, prevT, olderT) - Math.min(t, prevT, olderT);
      const allowed = SATURN_MAX_ACCELERATION * within + (i === 1 ? driftRate : 0);
      if (Math.abs(slope - prevSlope) > allowed) break;
    }
    // Accepted after two ephemeris values at the least, three where Saturn may bend sharply.
    const bound = (SATURN_MAX_ACCELERATION / (2 * slowest)) * Math.abs(stepDays) * Math.abs(t - prevT);
    if (i >= 1 && bound < 1e-6 && (i >= 2 || !saturnNearSunOrStar(t))) return next;
    [olderT, prevT, prevF, prevSlope] = [prevT, t, f, slope];
    t = next;
  }
  // Fallback: Illinois on the bracket, with exact values at both ends.
  if (!loExact) fLo = angleOffset(track.measure(lo), b);
  if (!hiExact) fHi = angleOffset(track.measure(hi), b);
  return angleCrossing((jd) => track.measure(jd), b, lo, hi, fLo, fHi);
}

/**
 * Where the anchored model crosses b in [lo, hi] (Illinois on the estimate, from the offsets
 * fLo, fHi known at the ends, of opposite signs; to 1e-3° or 0.01 day: the model is not better
 * than that) and the model's slope there.
 */
function modelCrossing(
  track: SaturnTrack,
  b: number,
  lo: number,
  hi: number,
  fLo: number,
  fHi: number,
): { t: number; slope: number } {
  const br: Bracket = { lo, hi, fLo, fHi, side: 0 };
  // The last two points where the model was evaluated, for the slope (the ends' offsets may
  // come from other anchors: only the model's own values give its slope).
  let [t1, f1, t2, f2] = [Number.NaN, Number.NaN, (lo + hi) / 2, Number.NaN];
  for (let i = 0; i < 40 && br.hi - br.lo > 1e-2; i++) {
    const t = br.lo - (br.fLo * (br.hi - br.lo)) / (br.fHi - br.fLo);
    const f = angleOffset(track.estimate(t), b);
    [t1, f1, t2, f2] = [t2, f2, t, f];
    if (Math.abs(f) < 1e-3) break;
    narrow(br, t, f);
  }
  if (Number.isNaN(f1) || Number.isNaN(f2) || Math.abs(t2 - t1) > 2 || t2 === t1) {
    // No two model values close to the crossing: differentiate.
    const h = 0.05;
    return { t: t2, slope: angleOffset(track.estimate(t2 + h), track.estimate(t2 - h)) / (2 * h) };
  }
  return { t: t2, slope: (f2 - f1) / (t2 - t1) };
}

/**
 * Every Sade Sati and Dhaiya period that overlaps [fromJd, toJd]: the one running at fromJd from
 * its true start (before fromJd), and the one running at toJd to its true end. Periods are in
 * time order; neighbours of one Sade Sati (rising → peak → setting) chain: one's end is the
 * next one's start, the same crossing.
 */
export function sadeSatiPeriods(saturnAt: LongitudeAt, moonSign: Sign, fromJd: number, toJd: number): SaturnPeriod[] {
  const periods: SaturnPeriod[] = [];
  let current: SaturnPeriod | null = null;
  const startSign = signOf(saturnAt(fromJd));
  const startPhase = sadeSatiPhase(moonSign, startSign);
  if (startPhase) {
    let startJd = Number.NaN;
    // Saturn stays under 3.5 years in a sign; the ephemeris starts in 3000 BCE.
    saturnPhaseCrossings(saturnAt, moonSign, fromJd, -1, fromJd - 2000, (c) => {
      startJd = c.jd;
      return true;
    });
    current = { phase: startPhase, sign: startSign, startJd, endJd: null };
  }
  const onCrossing = (c: Crossing): boolean => {
    if (current) {
      current.endJd = c.jd;
      periods.push(current);
    }
    const phase = sadeSatiPhase(moonSign, c.sign);
    current = phase ? { phase, sign: c.sign, startJd: c.jd, endJd: null } : null;
    return false;
  };
  const end = Math.min(toJd, EPHEMERIS_END_JD - 1);
  saturnPhaseCrossings(saturnAt, moonSign, fromJd, 1, end, onCrossing);
  if (current) {
    // The period running at toJd, to its true end (unless the ephemeris ends first: endJd null).
    const running: SaturnPeriod = current;
    saturnPhaseCrossings(saturnAt, moonSign, end, 1, EPHEMERIS_END_JD - 1, (c) => {
      running.endJd = c.jd;
      return true;
    });
    periods.push(running);
  }
  return periods;
}

// ---------------------------------------------------------------------------------------------
// Saturn's ingresses, tabulated (saturn-ingresses.ts, data/saturn-ingresses.ts)

/** The ingresses of one ayanamsa over [from, to]: the sign at `from`, then each crossing in time order. */
export interface IngressTable {
  from: number;
  to: number;
  /** Saturn's sign at `from`. */
  initialSign: Sign;
  /** Julian day (UT) of each crossing, ascending. */
  jd: readonly number[];
  /** The sign Saturn enters at each crossing, as one hexadecimal digit (sign − 1) a crossing. */
  signs: string;
}

const signAt = (table: IngressTable, i: number): Sign =>
  (i < 0 ? table.initialSign : parseInt(table.signs[i]!, 16) + 1) as Sign;

/** Index of the first crossing after jd (binary search). */
function firstAfter(table: IngressTable, jd: number): number {
  let lo = 0;
  let hi = table.jd.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (table.jd[mid]! <= jd) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/**
 * sadeSatiPeriods (gochar.ts) read from a table: the same periods, with the same rules (the
 * period running at fromJd from its true start, the one running at toJd to its true end, end
 * null past the ephemeris). Null when the span (with its 2000 days of look-back) leaves the table.
 */
export function sadeSatiFromTable(
  table: IngressTable,
  moonSign: Sign,
  fromJd: number,
  toJd: number,
): SaturnPeriod[] | null {
  const end = Math.min(toJd, EPHEMERIS_END_JD - 1);
  if (fromJd - 2000 < table.from || end > table.to) return null;
  const phaseOf = (i: number) => sadeSatiPhase(moonSign, signAt(table, i));
  /** Whether crossing i changes the phase (the live search only sees such boundaries). */
  const changes = (i: number) => phaseOf(i - 1) !== phaseOf(i);
  const periods: SaturnPeriod[] = [];
  let i = firstAfter(table, fromJd);
  let current: SaturnPeriod | null = null;
  const startPhase = phaseOf(i - 1);
  if (startPhase) {
    let k = i - 1;
    while (k >= 0 && !changes(k)) k--;
    const startJd = k >= 0 && table.jd[k]! >= fromJd - 2000 ? table.jd[k]! : Number.NaN;
    current = { phase: startPhase, sign: signAt(table, i - 1), startJd, endJd: null };
  }
  for (; i < table.jd.length && table.jd[i]! <= end; i++) {
    if (!changes(i)) continue;
    if (current) {
      current.endJd = table.jd[i]!;
      periods.push(current);
    }
    const phase = phaseOf(i);
    current = phase ? { phase, sign: signAt(table, i), startJd: table.jd[i]!, endJd: null } : null;
  }
  if (current) {
    while (i < table.jd.length && !changes(i)) i++;
    current.endJd = i < table.jd.length ? table.jd[i]! : null;
    periods.push(current);
  }
  return periods;
}

/** One table per ayanamsa. */
export type IngressTables = Readonly<Record<AyanamsaName, IngressTable>>;

// ---------------------------------------------------------------------------------------------
// The transit section

export interface TransitPlanet {
  planet: Graha;
  /** Sidereal longitude, 0 <= x < 360. */
  longitude: number;
  sign: Sign;
  degree: number;
  nakshatra: number;
  /** Degrees per day (sidereal). */
  speed: number;
  retrograde: boolean;
  /** House of the transit sign counted from the natal Lagna's sign. */
  houseFromLagna: number;
  /** House of the transit sign counted from the natal Moon's sign. */
  houseFromMoon: number;
  /** Natal sarvashtakavarga bindus of the transit sign. */
  savBindus: number;
  /** The planet's own natal bhinnashtakavarga bindus in the transit sign; null for Rahu and Ketu. */
  bavBindus: number | null;
}

export interface SadeSatiPeriodOut {
  phase: SadeSatiPhase;
  sign: Sign;
  start: string;
  /** null only when the period runs past the ephemeris (3000 CE). */
  end: string | null;
}

export interface Transit {
  at: string;
  /** The natal signs the houses are counted from. */
  natalLagnaSign: Sign;
  natalMoonSign: Sign;
  planets: TransitPlanet[];
  sadeSati: SadeSatiPeriodOut[];
}

const SADE_SATI_SPAN_DAYS = 36525; // 100 Julian years

const GRAHA_BODIES = Object.entries(PLANET_ID) as [keyof typeof PLANET_ID, number][];

/**
 * The nine grahas' sidereal longitudes and speeds at an instant, the same numbers computeAstro
 * gives (one SEFLG_SIDEREAL | SEFLG_SPEED call per body, the Kundli's node; the mean node always
 * retrograde; Ketu opposite Rahu) without the rest of a chart (houses, tropical positions,
 * sunrise), which a transit does not use: a third of the cost.
 */
function grahaPositions(
  eph: Ephemeris,
  jd: number,
  options: KundliContext["options"],
): Record<Graha, { longitude: number; speed: number; retrograde: boolean }> {
  eph.setSidMode(AYANAMSA_SIDM[options.ayanamsa]);
  const flags = SEFLG.MOSEPH | SEFLG.SPEED | SEFLG.SIDEREAL;
  const buf = new Float64Array(6);
  const at = (id: number) => {
    eph.calcUtInto(jd, id, flags, buf);
    return { longitude: normalizeDegrees(buf[0]!), speed: buf[3]!, retrograde: buf[3]! < 0 };
  };
  const out = {} as Record<Graha, { longitude: number; speed: number; retrograde: boolean }>;
  for (const [planet, id] of GRAHA_BODIES) out[planet] = at(id);
  const rahu = options.node === "true" ? at(SE.TRUE_NODE) : { ...at(SE.MEAN_NODE), retrograde: true };
  out.Rahu = rahu;
  out.Ketu = { ...rahu, longitude: normalizeDegrees(rahu.longitude + 180) };
  return out;
}

export function transitSection(context: KundliContext): Transit {
  const { eph, options, signs, kundli, format, birth } = context;
  const atJd = julianDayFromMs(context.atMs);
  if (!(atJd >= 1721423.5 && atJd < EPHEMERIS_END_JD)) {
    throw new CalcError("DATE_OUT_OF_RANGE", "at is outside the ephemeris range (0001–2999)", "at");
  }
  const positions = ephemerisGuard(() => grahaPositions(eph, atJd, options), "at");
  const { bav, sav } = kundli.ashtakavarga;
  const planets = GRAHAS.map((planet): TransitPlanet => {
    const body = positions[planet];
    const sign = signOf(body.longitude);
    return {
      planet,
      longitude: body.longitude,
      sign,
      degree: degreeInSign(body.longitude),
      nakshatra: nakshatraOf(body.longitude),
      speed: body.speed,
      retrograde: body.retrograde,
      houseFromLagna: houseFrom(signs.Ascendant, sign),
      houseFromMoon: houseFrom(signs.Moon, sign),
      savBindus: sav[sign - 1]!,
      bavBindus: planet === "Rahu" || planet === "Ketu" ? null : bav[planet][sign - 1]!,
    };
  });

  // From the ingress table; by the live search where the span leaves it (none for births 0001–2999).
  const [fromJd, toJd] = [birth.julianDayUT, birth.julianDayUT + SADE_SATI_SPAN_DAYS];
  const periods =
    sadeSatiFromTable(SATURN_INGRESSES[options.ayanamsa], signs.Moon, fromJd, toJd) ??
    sadeSatiPeriods(
      siderealLongitudeAt(eph, options.ayanamsa, SE.SATURN, SEFLG.MOSEPH, "date"),
      signs.Moon,
      fromJd,
      toJd,
    );
  return {
    at: format(context.atMs),
    natalLagnaSign: signs.Ascendant,
    natalMoonSign: signs.Moon,
    planets,
    sadeSati: periods.map((p) => ({
      phase: p.phase,
      sign: p.sign,
      start: format(msFromJulianDay(p.startJd)),
      end: p.endJd === null ? null : format(msFromJulianDay(p.endJd)),
    })),
  };
}
