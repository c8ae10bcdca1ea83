// Panchang at the moment of birth: tithi, vara, nakshatra, yoga, karana, and when the tithi
// (and, on request, the yoga and nakshatra) in force began and ends.
// Pure: the ephemeris comes in as a function, sunrise and sunset as instants (astro.ts makes both).

import { julianDayFromMs, msFromJulianDay } from "./time.ts";
import { nakshatraOf, normalizeDegrees } from "./zodiac.ts";

const DAY_MS = 86_400_000;

/** Sidereal longitudes of the Sun and the Moon at a Julian day (UT). */
export type SunMoonAt = (jdUT: number) => { sun: number; moon: number };

/** Moon − Sun, 0 <= e < 360: the angle the tithi counts (ayanamsa cancels out). */
export const elongation = (sun: number, moon: number): number => normalizeDegrees(moon - sun);
/** Sun + Moon, 0 <= s < 360: the angle the yoga counts (depends on the ayanamsa, twice over). */
export const yogaAngle = (sun: number, moon: number): number => normalizeDegrees(sun + moon);

/** Tithi 1..30: Shukla Pratipada = 1, Purnima = 15, Amavasya = 30. Each is 12° of elongation. */
export function tithiOf(sun: number, moon: number): number {
  return Math.min(30, Math.floor((elongation(sun, moon) * 30) / 360) + 1);
}

/** Yoga 1..27 (Vishkambha = 1). Each is 13°20′ of Sun + Moon. */
export function yogaOf(sun: number, moon: number): number {
  return Math.min(27, Math.floor((yogaAngle(sun, moon) * 27) / 360) + 1);
}

/** Karana 1..60: its position in the lunar month; each is half a tithi (6° of elongation). */
export function karanaOf(sun: number, moon: number): number {
  return Math.min(60, Math.floor((elongation(sun, moon) * 60) / 360) + 1);
}

export type KaranaName =
  | "bava"
  | "balava"
  | "kaulava"
  | "taitila"
  | "garaja"
  | "vanija"
  | "vishti"
  | "shakuni"
  | "chatushpada"
  | "naga"
  | "kimstughna";

const MOVABLE_KARANAS: readonly KaranaName[] = ["bava", "balava", "kaulava", "taitila", "garaja", "vanija", "vishti"];

/**
 * Name of the karana at position 1..60. The four fixed karanas sit at the month's ends:
 * Kimstughna is the first half of Shukla Pratipada (1); Shakuni, Chatushpada and Naga are the
 * last three halves (58–60, second half of Krishna Chaturdashi and Amavasya). Positions 2–57
 * cycle through the seven movable karanas eight times, from Bava.
 */
export function karanaName(karana: number): KaranaName {
  if (!Number.isInteger(karana) || karana < 1 || karana > 60) throw new RangeError(`karana ${karana}`);
  if (karana === 1) return "kimstughna";
  if (karana >= 58) return (["shakuni", "chatushpada", "naga"] as const)[karana - 58]!;
  return MOVABLE_KARANAS[(karana - 2) % 7]!;
}

/** Weekday of a civil date "YYYY-MM-DD", 1..7 with Sunday = 1 (proleptic Gregorian calendar). */
export function weekdayOf(civilDate: string): number {
  const m = /^(-?\d{1,6})-(\d{2})-(\d{2})$/.exec(civilDate);
  if (!m) throw new RangeError(`civil date ${civilDate}`);
  const utcMidnight = new Date(0);
  utcMidnight.setUTCFullYear(Number(m[1]), Number(m[2]) - 1, Number(m[3]));
  return utcMidnight.getUTCDay() + 1;
}

/**
 * Vara 1..7 (Sunday = 1). The Vedic day runs from sunrise to sunrise, so a birth before the
 * sunrise of its civil date belongs to the previous weekday. `sunriseMs` is that civil date's
 * sunrise; null (no sunrise that day, polar regions) keeps the civil weekday.
 */
export function varaOf(civilDate: string, birthMs: number, sunriseMs: number | null): number {
  const weekday = weekdayOf(civilDate);
  return sunriseMs !== null && birthMs < sunriseMs ? ((weekday + 5) % 7) + 1 : weekday;
}

// ---------------------------------------------------------------------------------------------
// When an element began and when it ends: the instants where its angle crosses the element's
// edges before and after birth, found by a bracketed root search.

/** An angle that grows steadily with time (elongation, Sun + Moon, the Moon's longitude). */
type AngleAt = (jdUT: number) => number;

/** Signed distance from `target` to `angle`, wrapped into [-180, 180). */
const offset = (angle: number, target: number): number => normalizeDegrees(angle - target + 180) - 180;

/**
 * Instant (JD) in [lo, hi] where angleAt crosses `target`, given offset(lo) <= 0 <= offset(hi).
 * Illinois-modified regula falsi: secant speed, and it never leaves the bracket. The angle at
 * one end may be given (`known`: the angle at birth), which saves an ephemeris call.
 */
function crossing(
  angleAt: AngleAt,
  target: number,
  lo: number,
  hi: number,
  known: { at: number; angle: number },
): number {
  const angle = (jd: number) => (jd === known.at ? known.angle : angleAt(jd));
  return solve(angleAt, target, lo, offset(angle(lo), target), hi, offset(angle(hi), target));
}

/** The Illinois iteration of `crossing` over [lo, hi], given the offsets at both ends. */
function solve(angleAt: AngleAt, target: number, lo: number, fLo: number, hi: number, fHi: number): number {
  let side = 0;
  for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
    const secant = fHi === fLo ? (lo + hi) / 2 : lo - (fLo * (hi - lo)) / (fHi - fLo);
    const t = Math.min(Math.max(secant, lo), hi);
    const f = offset(angleAt(t), target);
    // A Julian day near 2.46 million holds time to ~40 µs, in which the Moon moves ~6e-9°: the
    // angles are that noisy, and 1e-8° (under 0.1 ms of motion) is as close as is meaningful.
    if (Math.abs(f) < 1e-8) return t;
    if (f < 0) {
      [lo, fLo] = [t, f];
      if (side === -1) fHi /= 2; // same side twice: halve the stale end (Illinois)
      side = -1;
    } else {
      [hi, fHi] = [t, f];
      if (side === 1) fLo /= 2;
      side = 1;
    }
  }
  return (lo + hi) / 2;
}

/**
 * Where angleAt crosses `target` near `guess` (JD), after `floor` (where the offset `fFloor` < 0
 * is known): a bracket of ±`halfWidth` days around the guess, widened until it holds the crossing.
 * A good guess (the previous element's length) leaves a few evaluations instead of a wide search.
 */
function crossingNear(
  angleAt: AngleAt,
  target: number,
  guess: number,
  halfWidth: number,
  floor: number,
  fFloor: number,
): number {
  let lo = Math.max(floor, guess - halfWidth);
  let fLo = lo === floor ? fFloor : offset(angleAt(lo), target);
  let hi = Math.max(guess + halfWidth, lo + halfWidth);
  let fHi = offset(angleAt(hi), target);
  while (fLo > 0) {
    [hi, fHi] = [lo, fLo];
    lo = Math.max(floor, lo - 2 * halfWidth);
    fLo = lo === floor ? fFloor : offset(angleAt(lo), target);
  }
  while (fHi < 0) {
    [lo, fLo] = [hi, fHi];
    hi += 2 * halfWidth;
    fHi = offset(angleAt(hi), target);
  }
  return solve(angleAt, target, lo, fLo, hi, fHi);
}

export interface Span {
  /** Epoch ms when the element in force at birth began. */
  start: number;
  /** Epoch ms when it ends. */
  end: number;
}

/**
 * Start and end of the element in force at `birthMs`, the circle of `angleAt` being cut into
 * `parts` equal elements. `minRate` is a lower bound of the angle's speed in degrees per day,
 * used to bracket the edges.
 */
function spanAround(angleAt: AngleAt, parts: number, minRate: number, birthMs: number): Span & { index: number } {
  const birthJd = julianDayFromMs(birthMs);
  const angle = angleAt(birthJd);
  const index = Math.min(parts - 1, Math.floor((angle * parts) / 360)); // as tithiOf/yogaOf count
  const startEdge = (index * 360) / parts;
  const endEdge = ((index + 1) * 360) / parts;
  const pad = 0.05; // days of slack beyond the bound
  const startLo = birthJd - (angle - startEdge) / minRate - pad;
  const endHi = birthJd + (endEdge - angle) / minRate + pad;
  const known = { at: birthJd, angle };
  return {
    index,
    start: msFromJulianDay(crossing(angleAt, startEdge, startLo, birthJd, known)),
    end: msFromJulianDay(crossing(angleAt, normalizeDegrees(endEdge), birthJd, endHi, known)),
  };
}

/** One element of a sequence and when it runs: `number` counts from 1 (tithi 1–30, …). */
export interface Run extends Span {
  number: number;
}

/**
 * Every element whose run overlaps [fromMs, toMs), in order: the one in force at `fromMs` with
 * its true start (before `fromMs`), then each next one, until one ends at or after `toMs`. Each
 * edge is found once, by the same bracketed search as the spans above: the end of one element is
 * the start of the next, so the runs chain without gaps.
 */
function runsBetween(angleAt: AngleAt, parts: number, minRate: number, fromMs: number, toMs: number): Run[] {
  const first = spanAround(angleAt, parts, minRate, fromMs);
  const runs: Run[] = [{ number: first.index + 1, start: first.start, end: first.end }];
  const width = 360 / parts;
  let index = first.index;
  let end = first.end;
  let length = first.end - first.start;
  while (end < toMs) {
    index = (index + 1) % parts;
    const lo = julianDayFromMs(end);
    // At `lo` the angle stands on the element's starting edge, one width short of the next edge;
    // the element lasts about as long as the one before it.
    const next = crossingNear(angleAt, normalizeDegrees((index + 1) * width), lo + length / DAY_MS, 0.04, lo, -width);
    const start = end;
    end = msFromJulianDay(next);
    length = end - start;
    runs.push({ number: index + 1, start, end });
  }
  return runs;
}

// Lower bounds of the daily motions (the Moon moves 11.7–15.4°/day, the Sun 0.95–1.02°/day).
const MIN_ELONGATION_RATE = 10;
const MIN_YOGA_RATE = 12;
const MIN_MOON_RATE = 11;

const elongationAt =
  (sunMoonAt: SunMoonAt): AngleAt =>
  (jd) => {
    const { sun, moon } = sunMoonAt(jd);
    return elongation(sun, moon);
  };
const yogaAngleAt =
  (sunMoonAt: SunMoonAt): AngleAt =>
  (jd) => {
    const { sun, moon } = sunMoonAt(jd);
    return yogaAngle(sun, moon);
  };
const moonAt =
  (sunMoonAt: SunMoonAt): AngleAt =>
  (jd) =>
    normalizeDegrees(sunMoonAt(jd).moon);

/** When the tithi in force at `birthMs` began and ends. */
export function tithiSpan(birthMs: number, sunMoonAt: SunMoonAt): Span {
  const { start, end } = spanAround(elongationAt(sunMoonAt), 30, MIN_ELONGATION_RATE, birthMs);
  return { start, end };
}

/** When the yoga in force at `birthMs` began and ends. */
export function yogaSpan(birthMs: number, sunMoonAt: SunMoonAt): Span {
  const { start, end } = spanAround(yogaAngleAt(sunMoonAt), 27, MIN_YOGA_RATE, birthMs);
  return { start, end };
}

/** When the Moon entered the nakshatra it occupies at `birthMs` and when it leaves. */
export function nakshatraSpan(birthMs: number, sunMoonAt: SunMoonAt): Span {
  const { start, end } = spanAround(moonAt(sunMoonAt), 27, MIN_MOON_RATE, birthMs);
  return { start, end };
}

/** The tithis (1–30) that run during [fromMs, toMs), each with its start and end. */
export const tithisBetween = (fromMs: number, toMs: number, sunMoonAt: SunMoonAt): Run[] =>
  runsBetween(elongationAt(sunMoonAt), 30, MIN_ELONGATION_RATE, fromMs, toMs);

/**
 * The karanas (1–60, their place in the lunar month) that run during [fromMs, toMs), from the
 * tithis that do (`tithisBetween` over the same window): each tithi's halves, split where the
 * elongation passes the tithi's middle (a crossing bracketed by the tithi's own edges).
 */
export function karanasOf(tithis: readonly Run[], fromMs: number, toMs: number, sunMoonAt: SunMoonAt): Run[] {
  const at = elongationAt(sunMoonAt);
  const runs: Run[] = [];
  for (const t of tithis) {
    // From the tithi's start (6° short of its middle) to its end (6° past it).
    const middle = msFromJulianDay(
      solve(at, (2 * t.number - 1) * 6, julianDayFromMs(t.start), -6, julianDayFromMs(t.end), 6),
    );
    const halves = [
      { number: 2 * t.number - 1, start: t.start, end: middle },
      { number: 2 * t.number, start: middle, end: t.end },
    ];
    for (const k of halves) if (k.end > fromMs && k.start < toMs) runs.push(k);
  }
  return runs;
}

/** The yogas (1–27) that run during [fromMs, toMs). */
export const yogasBetween = (fromMs: number, toMs: number, sunMoonAt: SunMoonAt): Run[] =>
  runsBetween(yogaAngleAt(sunMoonAt), 27, MIN_YOGA_RATE, fromMs, toMs);

/** The nakshatras (1–27) the Moon runs through during [fromMs, toMs). */
export const nakshatrasBetween = (fromMs: number, toMs: number, sunMoonAt: SunMoonAt): Run[] =>
  runsBetween(moonAt(sunMoonAt), 27, MIN_MOON_RATE, fromMs, toMs);

/** Mean length of the synodic month, days: the elongation's mean rate is 360° over it. */
const SYNODIC_MONTH = 29.530589;

/**
 * The new moons (elongation 0°, the start of Shukla Pratipada) on either side of `ms`: the last
 * one at or before it and the first one after it, epoch ms. Each is found near its estimate from
 * the elongation's mean rate (off by a day or two at most, against 29.5 days between new moons),
 * in a bracket widened until the elongation changes sign across it.
 */
export function newMoonsAround(ms: number, sunMoonAt: SunMoonAt): { previous: number; next: number } {
  const at = elongationAt(sunMoonAt);
  const jd = julianDayFromMs(ms);
  const e = at(jd);
  // No floor: the bracket may widen either way.
  const near = (estimate: number): number => crossingNear(at, 0, estimate, 0.5, -Infinity, -Infinity);
  return {
    previous: msFromJulianDay(near(jd - (e / 360) * SYNODIC_MONTH)),
    next: msFromJulianDay(near(jd + ((360 - e) / 360) * SYNODIC_MONTH)),
  };
}

export interface PanchangInput {
  /** Birth instant, epoch ms UTC. */
  birthMs: number;
  /** Civil (local) date of birth, "YYYY-MM-DD". */
  civilDate: string;
  /** Sunrise and sunset of that civil date at the place (null where the Sun does not rise or set). */
  sunriseMs: number | null;
  sunsetMs: number | null;
  /** Ephemeris: sidereal Sun and Moon at a Julian day (UT). */
  sunMoonAt: SunMoonAt;
  /** Instant → ISO 8601 with the birth's offset (time.ts). */
  format: (ms: number) => string;
}

/** The panchang block of the contract (without the doshas, which doshas.ts adds). */
export interface Panchang {
  tithi: number;
  tithi_start_time: string;
  tithi_end_time: string;
  vara: number;
  yoga: number;
  nakshatra: number;
  karana: number;
  karanaName: KaranaName;
  sunrise: string | null;
  sunset: string | null;
  birthBeforeSunrise: boolean;
}

export function panchang(input: PanchangInput): Panchang {
  const { birthMs, sunMoonAt, format } = input;
  const { sun, moon } = sunMoonAt(julianDayFromMs(birthMs));
  const tithi = tithiSpan(birthMs, sunMoonAt);
  const karana = karanaOf(sun, moon);
  return {
    tithi: tithiOf(sun, moon),
    tithi_start_time: format(tithi.start),
    tithi_end_time: format(tithi.end),
    vara: varaOf(input.civilDate, birthMs, input.sunriseMs),
    yoga: yogaOf(sun, moon),
    nakshatra: nakshatraOf(moon),
    karana,
    karanaName: karanaName(karana),
    sunrise: input.sunriseMs === null ? null : format(input.sunriseMs),
    sunset: input.sunsetMs === null ? null : format(input.sunsetMs),
    birthBeforeSunrise: input.sunriseMs !== null && birthMs < input.sunriseMs,
  };
}
