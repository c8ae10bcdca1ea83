/**
 * Birth-time sensitivity (calc-cli-v2 `sensitivity`, docs/sensitivity.md): how far the birth
 * time can move, earlier and later, before each of seven readings changes — the Lagna, the D9,
 * D10 and D60 Lagnas, the Moon's nakshatra pada, and the Vimshottari mahadasha and antardasha
 * running at a moment `at`. Each boundary is a root search within ±24 h of the birth:
 *
 * - Lagna items: outside the polar circles the sidereal Ascendant rises monotonically, so each
 *   item changes when the Ascendant reaches a known longitude (the edge of its run of parts).
 *   The instant is predicted in closed form (the oblique ascension of that longitude gives the
 *   ARMC at which it rises) and refined by Newton steps on Swiss Ephemeris' own Ascendant
 *   (swe_houses_ex, sidereal), usually one call per boundary. Within the polar circles the
 *   Ascendant jumps, so the items are found by a scan (60 s steps) and bisection instead.
 * - Moon items: the Moon's sidereal longitude over the window is a degree-5 Chebyshev
 *   interpolant of six ephemeris calls (error under 4e-7°, 3 ms of time, in 60 births from 1900
 *   to 2100; checked against the birth's own Moon each time), and the pada and dasha edges are
 *   solved on it by bracketed regula falsi.
 *
 * Pure: the ephemeris comes in as a parameter.
 */
import { SE, SEFLG, type Ephemeris } from "../ephemeris/index.ts";
import { selectAyanamsa } from "./astro.ts";
import { EPHEMERIS_END_JD, angleOffset, siderealLongitudeAt } from "./gochar.ts";
import type { KundliContext } from "./sections.ts";
import { type AyanamsaName, type Graha, type Nakshatra, type Sign } from "./types.ts";
import { vargaPlacement } from "./vargas.ts";
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, normalizeDegrees } from "./zodiac.ts";

/** How far each way the birth time is moved (seconds). */
export const SENSITIVITY_WINDOW_SECONDS = 86_400;
const DAY_S = 86_400;
const DAY_MS = 86_400_000;
const RAD = Math.PI / 180;

export type LagnaKey = "lagna" | "navamsaLagna" | "d10Lagna" | "d60Lagna";
export type SensitivityKey = LagnaKey | "moonPada" | "mahadasha" | "antardasha";
export interface PadaValue {
  nakshatra: Nakshatra;
  /** 1..4 */
  pada: number;
}

/** One reading and the nearest birth-time shifts, each way, that change it. */
export interface Change<K extends SensitivityKey, V> {
  key: K;
  value: V;
  /** The birth may be up to this many seconds earlier with `value` unchanged (null: not within the window). */
  earlierSeconds: number | null;
  /** The value just beyond that. */
  earlierValue: V | null;
  laterSeconds: number | null;
  laterValue: V | null;
}

export type SensitivityItem =
  Change<LagnaKey, Sign> | Change<"moonPada", PadaValue> | Change<"mahadasha" | "antardasha", Graha | null>;

export interface Sensitivity {
  /** The moment whose running mahadasha and antardasha are tested. */
  at: string;
  windowSeconds: number;
  items: SensitivityItem[];
}

// ---------------------------------------------------------------------------------------------
// The readings, as functions of a longitude (the Lagna items, the pada) or of the Moon (dashas)

/** Divisions of the four Lagna items: D1, D9, D10, D60. */
export const LAGNA_DIVISIONS: Readonly<Record<LagnaKey, 1 | 9 | 10 | 60>> = {
  lagna: 1,
  navamsaLagna: 9,
  d10Lagna: 10,
  d60Lagna: 60,
};
const LAGNA_KEYS = Object.keys(LAGNA_DIVISIONS) as LagnaKey[];

/** The sign of the Lagna in D`n` for an Ascendant longitude (as the Kundli's vargas compute it). */
export const lagnaValue = (ascendant: number, n: 1 | 9 | 10 | 60): Sign => vargaPlacement(ascendant, n).sign;

/** Index 0..12n-1 of the D`n` part holding a longitude, counted from 0° Aries (vargas.ts arithmetic). */
function partIndex(longitude: number, n: number): number {
  const lon = normalizeDegrees(longitude);
  const sign = Math.min(11, Math.floor(lon / 30));
  return sign * n + Math.min(n - 1, Math.floor(((lon - 30 * sign) * n) / 30));
}
/** The value of a part, read at its middle. */
const partValue = (j: number, n: 1 | 9 | 10 | 60): Sign => lagnaValue(((j + 0.5) * 30) / n, n);

/** Nakshatra and pada of the Moon. */
export function padaValue(moon: number): PadaValue {
  const quarter = Math.min(107, Math.floor((normalizeDegrees(moon) * 108) / 360));
  return { nakshatra: Math.floor(quarter / 4) + 1, pada: (quarter % 4) + 1 };
}

/** Years of the lords in Vimshottari order, and the years before each one from Ketu (CUM[9] = 120). */
const YEARS = VIMSHOTTARI_ORDER.map((g) => VIMSHOTTARI_YEARS[g]);
const CUM = YEARS.reduce<number[]>((acc, y) => [...acc, acc[acc.length - 1]! + y], [0]);

/**
 * Position in the Vimshottari sequence of a Moon at unwrapped longitude `m`: years since the
 * start of a Ketu mahadasha, increasing with `m` (each nakshatra maps onto its lord's
 * mahadasha, and every 120° is a whole cycle). The dasha at a moment `years` after birth
 * is the one at cycleYears(moon) + years.
 */
export function cycleYears(m: number): number {
  const turns = Math.floor(m / 120);
  const units = ((m - 120 * turns) * 27) / 360;
  const j = Math.min(8, Math.floor(units));
  return 120 * turns + CUM[j]! + Math.min(units - j, 1 - Number.EPSILON) * YEARS[j]!;
}

/** Mahadasha index (0..8, Vimshottari order) and antardasha index within it (0..8) at a cycle position. */
function dashaIndices(y: number): { md: number; ad: number; mdStart: number; adStart: number; adEnd: number } {
  const r = y - 120 * Math.floor(y / 120);
  let md = 8;
  while (CUM[md]! > r) md--;
  const span = YEARS[md]!;
  let ad = 0;
  let adStart = CUM[md]!;
  for (; ad < 8; ad++) {
    const next = adStart + (span * YEARS[(md + ad) % 9]!) / 120;
    if (next > r) break;
    adStart = next;
  }
  const adEnd = ad === 8 ? CUM[md + 1]! : adStart + (span * YEARS[(md + ad) % 9]!) / 120;
  const base = y - r;
  return { md, ad, mdStart: base + CUM[md]!, adStart: base + adStart, adEnd: base + adEnd };
}

/**
 * The Vimshottari mahadasha and antardasha running at `atMs` for a Moon at `moon` at `birthMs`
 * (the periods vimshottariDasha lists: nine mahadashas from the birth one's true start); nulls
 * when `atMs` is outside them.
 */
export function dashaLordsAt(
  moon: number,
  birthMs: number,
  atMs: number,
  yearDays: number,
): { mahadasha: Graha | null; antardasha: Graha | null } {
  const m = normalizeDegrees(moon);
  const start = cycleYears(m);
  const cycleStart = 120 * Math.floor(m / 120) + CUM[Math.min(8, Math.floor(((m % 120) * 27) / 360))]!;
  const y = start + (atMs - birthMs) / (yearDays * DAY_MS);
  if (y < cycleStart || y >= cycleStart + 120) return { mahadasha: null, antardasha: null };
  const { md, ad } = dashaIndices(y);
  return { mahadasha: VIMSHOTTARI_ORDER[md]!, antardasha: VIMSHOTTARI_ORDER[(md + ad) % 9]! };
}

// ---------------------------------------------------------------------------------------------
// Root search

/**
 * The t in [lo, hi] where the increasing f crosses 0, given f(lo) <= 0 <= f(hi): Illinois
 * regula falsi, to 1e-9 day (0.1 ms).
 */
function solveIncreasing(f: (t: number) => number, lo: number, hi: number, fLo: number, fHi: number): number {
  let side = 0;
  for (let i = 0; i < 100 && hi - lo > 1e-9; i++) {
    const t = fHi === fLo ? (lo + hi) / 2 : Math.min(Math.max(lo - (fLo * (hi - lo)) / (fHi - fLo), lo), hi);
    const v = f(t);
    if (v === 0) return t;
    if (v < 0) {
      [lo, fLo] = [t, v];
      if (side === -1) fHi /= 2;
      side = -1;
    } else {
      [hi, fHi] = [t, v];
      if (side === 1) fLo /= 2;
      side = 1;
    }
  }
  return fLo === fHi ? (lo + hi) / 2 : Math.min(Math.max(lo - (fLo * (hi - lo)) / (fHi - fLo), lo), hi);
}

/** The window of the search in days from birth: ±1 day, within the ephemeris' range. */
function windowOf(jd: number): { lo: number; hi: number } {
  return {
    lo: -SENSITIVITY_WINDOW_SECONDS / DAY_S,
    hi: Math.min(SENSITIVITY_WINDOW_SECONDS / DAY_S, EPHEMERIS_END_JD - 1e-6 - jd),
  };
}

// ---------------------------------------------------------------------------------------------
// The Ascendant

/**
 * The sidereal Ascendant at a JD (UT), as the Kundli computes it (swe_houses_ex, sidereal). The
 * Ascendant is the same in every house system (equal to the last bit in 60,000 comparisons at
 * all latitudes, polar ones included), so the cheapest one is asked: equal houses, 20 µs a call
 * against 50–60 µs for Placidus.
 */
export function ascendantAt(
  eph: Ephemeris,
  ayanamsa: AyanamsaName,
  latitude: number,
  longitude: number,
): (jd: number) => number {
  return (jd) => {
    selectAyanamsa(eph, ayanamsa);
    return eph.housesEx(jd, SEFLG.MOSEPH | SEFLG.SIDEREAL, latitude, longitude, "E").ascendant;
  };
}

/** ARMC advances 360.98564736629° a day of UT (Earth's rotation to the equinox). */
const ARMC_PER_DAY = 360.98564736629;

/** Tropical Ascendant (°) for an ARMC, obliquity and latitude (spherical astronomy). */
export function modelAscendant(armc: number, eps: number, lat: number): number {
  const t = armc * RAD;
  const e = eps * RAD;
  return normalizeDegrees(
    Math.atan2(Math.cos(t), -(Math.sin(t) * Math.cos(e) + Math.tan(lat * RAD) * Math.sin(e))) / RAD,
  );
}

/** The ARMC (°) at which the ecliptic point `lambda` (tropical) rises: its oblique ascension less 90°. */
export function risingArmc(lambda: number, eps: number, lat: number): number {
  const l = lambda * RAD;
  const e = eps * RAD;
  const ra = Math.atan2(Math.sin(l) * Math.cos(e), Math.cos(l));
  const dec = Math.asin(Math.sin(l) * Math.sin(e));
  const ad = Math.asin(Math.tan(lat * RAD) * Math.tan(dec));
  return normalizeDegrees((ra - ad) / RAD - 90);
}

interface Crossing<V> {
  /** Days from birth. */
  t: number;
  /** The value beyond it. */
  beyond: V;
}

type LagnaCrossings = Record<LagnaKey, { earlier: Crossing<Sign> | null; later: Crossing<Sign> | null }>;

/**
 * The first instant each way at which each Lagna item changes, outside the polar circles: the
 * target longitude is the edge of the run of parts with the birth's value; its rising ARMC gives
 * the instant; Newton steps on the real Ascendant (rate from the model) make it exact. Null when
 * a Newton search does not settle (then the caller scans).
 */
function lagnaByModel(
  ascAt: (jd: number) => number,
  jd: number,
  asc0: number,
  armc0: number,
  eps: number,
  lat: number,
  win: { lo: number; hi: number },
): LagnaCrossings | null {
  // The model's tropical Ascendant less Swiss Ephemeris' sidereal one: the ayanamsa as swe_houses applies it.
  const shift = angleOffset(modelAscendant(armc0, eps, lat), asc0);
  const found = new Map<string, number | null | undefined>();

  /**
   * Days from birth at which the sidereal Ascendant reaches `target`, first in `dir`; null
   * beyond the window, undefined when Newton does not settle.
   */
  const timeOf = (target: number, dir: 1 | -1): number | null | undefined => {
    const key = `${dir} ${target}`;
    if (!found.has(key)) found.set(key, newton(target, dir));
    return found.get(key);
  };
  const newton = (target: number, dir: 1 | -1): number | null | undefined => {
    const armc = risingArmc(normalizeDegrees(target + shift), eps, lat);
    let arc = dir > 0 ? normalizeDegrees(armc - armc0) : -normalizeDegrees(armc0 - armc);
    if (arc < -359.999) arc += 360; // the birth itself on an edge: no room earlier
    let t = arc / ARMC_PER_DAY;
    for (let i = 0; i < 8; i++) {
      if (t < win.lo - 0.01 || t > win.hi + 0.01) return null;
      const miss = angleOffset(ascAt(jd + t), target);
      const armcT = armc0 + ARMC_PER_DAY * t;
      const slope = angleOffset(modelAscendant(armcT + 1e-4, eps, lat), modelAscendant(armcT - 1e-4, eps, lat)) / 2e-4;
      const step = -miss / (slope * ARMC_PER_DAY);
      t += step;
      // Newton converges quadratically: after a step under 1 s the error is far below 1 ms.
      if (Math.abs(step) * DAY_S < 1) {
        if (dir < 0) t = Math.min(t, 0);
        return t < win.lo || t > win.hi ? null : t;
      }
    }
    return undefined;
  };

  const out = {} as LagnaCrossings;
  for (const key of LAGNA_KEYS) {
    const n = LAGNA_DIVISIONS[key];
    const parts = 12 * n;
    const k = partIndex(asc0, n);
    const v = partValue(k, n);
    let up = k + 1; // first part after the run with the birth's value (D10 can repeat a sign across signs)
    while (partValue(up % parts, n) === v) up++;
    let down = k; // first part of that run
    while (partValue((down - 1 + parts) % parts, n) === v) down--;
    const later = timeOf(normalizeDegrees((up * 30) / n), 1);
    const earlier = timeOf(normalizeDegrees((down * 30) / n), -1);
    if (later === undefined || earlier === undefined) return null;
    out[key] = {
      later: later === null ? null : { t: later, beyond: partValue(up % parts, n) },
      earlier: earlier === null ? null : { t: earlier, beyond: partValue((down - 1 + parts) % parts, n) },
    };
  }
  return out;
}

/**
 * Scan steps within the polar circles: 60 s while a divisional Lagna is pending, 5 min for the
 * Lagna sign alone (a sign lasts far longer than that between the Ascendant's jumps).
 */
const POLAR_STEP_DAYS = 60 / DAY_S;
const POLAR_SIGN_STEP_DAYS = 300 / DAY_S;

/**
 * Within the polar circles the Ascendant jumps half a circle twice a day (Swiss Ephemeris keeps
 * it east of the MC), so each item is found by stepping out from birth until its value
 * differs, then bisecting to 1 ms. A change and return inside one step would be missed.
 */
function lagnaByScan(
  ascAt: (jd: number) => number,
  jd: number,
  asc0: number,
  win: { lo: number; hi: number },
): LagnaCrossings {
  const values = (t: number) => LAGNA_KEYS.map((key) => lagnaValue(ascAt(jd + t), LAGNA_DIVISIONS[key]));
  const birth = LAGNA_KEYS.map((key) => lagnaValue(asc0, LAGNA_DIVISIONS[key]));
  const out = Object.fromEntries(LAGNA_KEYS.map((k) => [k, { earlier: null, later: null }])) as LagnaCrossings;
  for (const dir of [1, -1] as const) {
    const pending = new Set(LAGNA_KEYS.map((_, i) => i));
    let prev = 0;
    while (pending.size > 0) {
      const step = pending.size === 1 && pending.has(0) ? POLAR_SIGN_STEP_DAYS : POLAR_STEP_DAYS;
      const t = dir * Math.min(Math.abs(prev) + step, dir > 0 ? win.hi : -win.lo);
      const now = values(t);
      for (const i of [...pending]) {
        if (now[i] === birth[i]) continue;
        pending.delete(i);
        let [same, other] = [prev, t];
        while (Math.abs(other - same) * DAY_S > 1e-3) {
          const mid = (same + other) / 2;
          if (values(mid)[i] === birth[i]) same = mid;
          else other = mid;
        }
        const crossing = { t: dir > 0 ? other : same, beyond: values(other)[i]! };
        out[LAGNA_KEYS[i]!][dir > 0 ? "later" : "earlier"] = crossing;
      }
      if (t === win.hi || t === win.lo) break;
      prev = t;
    }
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// The Moon

/** Chebyshev nodes of the Moon's track over the window. */
const MOON_NODES = 6;

/**
 * The Moon's sidereal longitude over [lo, hi] days from birth, unwrapped around `moon0`, as the
 * barycentric Chebyshev interpolant of `nodes` ephemeris calls. Its value at the birth (not a
 * node) is checked against the Kundli's own Moon; if it is off by over 1e-6°, more nodes.
 */
function moonTrack(
  moonAt: (jd: number) => number,
  jd: number,
  moon0: number,
  lo: number,
  hi: number,
  nodes = MOON_NODES,
): (t: number) => number {
  const xs: number[] = [];
  const fs: number[] = [];
  const ws: number[] = [];
  for (let j = 0; j < nodes; j++) {
    const angle = ((2 * j + 1) * Math.PI) / (2 * nodes);
    const t = (lo + hi) / 2 + ((hi - lo) / 2) * Math.cos(angle);
    xs.push(t);
    fs.push(moon0 + angleOffset(moonAt(jd + t), moon0));
    ws.push((j % 2 ? -1 : 1) * Math.sin(angle));
  }
  const track = (t: number): number => {
    let num = 0;
    let den = 0;
    for (let j = 0; j < nodes; j++) {
      const d = t - xs[j]!;
      if (d === 0) return fs[j]!;
      const w = ws[j]! / d;
      num += w * fs[j]!;
      den += w;
    }
    return num / den;
  };
  if (Math.abs(track(0) - moon0) > 1e-6 && nodes < 32) return moonTrack(moonAt, jd, moon0, lo, hi, nodes * 2);
  return track;
}

/**
 * The first t each way (days from birth, within the window) where the increasing g, equal to 0
 * at birth less `target`, reaches the target; null when it does not within the window.
 */
function crossingOf(
  g: (t: number) => number,
  target: number,
  dir: 1 | -1,
  win: { lo: number; hi: number },
): number | null {
  const f = (t: number) => g(t) - target;
  const end = dir > 0 ? win.hi : win.lo;
  const fEnd = f(end);
  const f0 = f(0);
  if (dir > 0) return fEnd < 0 ? null : f0 >= 0 ? 0 : solveIncreasing(f, 0, end, f0, fEnd);
  return fEnd > 0 ? null : f0 <= 0 ? 0 : solveIncreasing(f, end, 0, fEnd, f0);
}

// ---------------------------------------------------------------------------------------------

export interface SensitivityInput {
  julianDayUT: number;
  birthMs: number;
  latitude: number;
  longitude: number;
  ayanamsa: AyanamsaName;
  dashaYear: number;
  /** The Kundli's sidereal Ascendant and Moon at birth. */
  ascendant: number;
  moon: number;
  /** ARMC at birth (°): the local apparent sidereal time × 15. */
  armc: number;
  /** The moment of the running dasha, UTC ms. */
  atMs: number;
}

export interface SensitivityResult {
  items: SensitivityItem[];
  /** How the Lagna items were found. */
  lagnaMethod: "model" | "scan";
}

const seconds = (days: number): number => Math.round(Math.abs(days) * DAY_S * 10) / 10;

/** The seven readings and their boundaries, in this order: the four Lagnas, the pada, the two dashas. */
export function birthTimeSensitivity(eph: Ephemeris, input: SensitivityInput): SensitivityResult {
  const { julianDayUT: jd, latitude: lat } = input;
  const win = windowOf(jd);
  const ascAt = ascendantAt(eph, input.ayanamsa, lat, input.longitude);

  const eps = eph.calcUt(jd, SE.ECL_NUT, SEFLG.MOSEPH).longitude; // true obliquity
  // Outside the polar circles every ecliptic point rises once a sidereal day (a margin for the
  // circle itself, where the oblique ascension's slope is unbounded).
  const polar = Math.abs(Math.tan(lat * RAD) * Math.tan(eps * RAD)) >= 0.99;
  const model = polar ? null : lagnaByModel(ascAt, jd, input.ascendant, input.armc, eps, lat, win);
  const lagna = model ?? lagnaByScan(ascAt, jd, input.ascendant, win);

  const items: SensitivityItem[] = LAGNA_KEYS.map((key) => {
    const c = lagna[key];
    return {
      key,
      value: lagnaValue(input.ascendant, LAGNA_DIVISIONS[key]),
      earlierSeconds: c.earlier && seconds(c.earlier.t),
      earlierValue: c.earlier?.beyond ?? null,
      laterSeconds: c.later && seconds(c.later.t),
      laterValue: c.later?.beyond ?? null,
    };
  });

  const moonAt = siderealLongitudeAt(eph, input.ayanamsa, SE.MOON);
  const moon = moonTrack(moonAt, jd, input.moon, win.lo, win.hi);
  // Half a second beyond an edge is inside the next pada or period: the shortest is over 20 min.
  const beyond = (t: number, dir: 1 | -1) => t + (dir * 0.5) / DAY_S;

  const q = Math.min(107, Math.floor((normalizeDegrees(input.moon) * 108) / 360));
  const padaEdge = (dir: 1 | -1) => {
    const edge = ((dir > 0 ? q + 1 : q) * 10) / 3; // degrees
    const t = crossingOf(moon, input.moon + (edge - normalizeDegrees(input.moon)), dir, win);
    return t === null ? null : { t, beyond: padaValue(moon(beyond(t, dir))) };
  };
  const later = padaEdge(1);
  const earlier = padaEdge(-1);
  items.push({
    key: "moonPada",
    value: padaValue(input.moon),
    earlierSeconds: earlier && seconds(earlier.t),
    earlierValue: earlier?.beyond ?? null,
    laterSeconds: later && seconds(later.t),
    laterValue: later?.beyond ?? null,
  });

  const yearMs = input.dashaYear * DAY_MS;
  const lords = (t: number) => dashaLordsAt(moon(t), input.birthMs + t * DAY_MS, input.atMs, input.dashaYear);
  const running = lords(0);
  // The position of `at` in the sequence, increasing with the birth time (the Moon's advance
  // outruns the birth's own).
  const position = (t: number) => cycleYears(moon(t)) + (input.atMs - input.birthMs - t * DAY_MS) / yearMs;
  // A period edge in the sequence changes the running period. So can the Moon crossing into
  // another nakshatra: the Kundli's nine mahadashas then start one period earlier or later, and
  // a moment just outside them comes in (or goes out).
  const nakshatraEdges = (dir: 1 | -1): number[] => {
    const out: number[] = [];
    const n = Math.min(26, Math.floor((normalizeDegrees(input.moon) * 27) / 360));
    for (let i = 0; ; i++) {
      const edge = ((dir > 0 ? n + 1 + i : n - i) * 40) / 3;
      const t = crossingOf(moon, input.moon + (edge - normalizeDegrees(input.moon)), dir, win);
      if (t === null) return out;
      out.push(t);
    }
  };
  const periodEdges = (level: "mahadasha" | "antardasha", dir: 1 | -1): number[] => {
    const out: number[] = [];
    let t = 0;
    for (let i = 0; i < 200; i++) {
      const p = dashaIndices(position(i === 0 ? 0 : beyond(t, dir)));
      const bound = level === "mahadasha" ? p.mdStart + (dir > 0 ? YEARS[p.md]! : 0) : dir > 0 ? p.adEnd : p.adStart;
      const found = crossingOf(position, bound, dir, win);
      if (found === null) return out;
      out.push((t = found));
    }
    return out;
  };
  for (const level of ["mahadasha", "antardasha"] as const) {
    const value = running[level];
    const edge = (dir: 1 | -1) => {
      const candidates = [...periodEdges(level, dir), ...nakshatraEdges(dir)].sort((a, b) => dir * (a - b));
      for (const t of candidates) {
        const next = lords(beyond(t, dir))[level];
        if (next !== value) return { t, beyond: next };
      }
      return null;
    };
    const l = edge(1);
    const e = edge(-1);
    items.push({
      key: level,
      value,
      earlierSeconds: e && seconds(e.t),
      earlierValue: e?.beyond ?? null,
      laterSeconds: l && seconds(l.t),
      laterValue: l?.beyond ?? null,
    });
  }
  return { items, lagnaMethod: model ? "model" : "scan" };
}

/** The `sensitivity` section of a Kundli (engine/sections.ts). */
export function sensitivitySection(context: KundliContext): Sensitivity {
  const { eph, options, birth, astro, input, atMs } = context;
  const { items } = birthTimeSensitivity(eph, {
    julianDayUT: birth.julianDayUT,
    birthMs: birth.utcMs,
    latitude: input.place.latitude,
    longitude: input.place.longitude,
    ayanamsa: options.ayanamsa,
    dashaYear: options.dashaYear,
    ascendant: astro.ascendant.longitude,
    moon: astro.planets.Moon.longitude,
    armc: astro.siderealTime.lastHours * 15,
    atMs,
  });
  return { at: context.format(atMs), windowSeconds: SENSITIVITY_WINDOW_SECONDS, items };
}
