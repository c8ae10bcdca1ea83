// The astronomy layer: positions, ayanamsa, Lagna and MC, sidereal time, bhavas, sunrise and
// sunset, combustion, for one instant and place. The ephemeris comes in as a parameter (no
// globals), so the same code runs in the calculation Worker and in Node.
//
// Conventions (../shared/docs/conventions.md, ../shared/reference/README.md):
// - Swiss Ephemeris, Moshier mode by default; apparent positions; the flags it returns are
//   reported (`ephemeris.kind`), so a missing .se1 file cannot pass for Swiss data.
// - Sidereal positions use the chosen ayanamsa (SEFLG_SIDEREAL); `ayanamsa` is the true ayanamsa
//   (with nutation) they use: tropical = sidereal + ayanamsa.
// - Rahu is the mean or true node per option; Ketu = Rahu + 180°, with Rahu's speed. The mean
//   node is always retrograde; the true node (and every planet) is retrograde when its speed < 0.
// - The Ascendant and MC are sidereal, from swe_houses_ex with the sidereal flag.
// - Bhavas (Bhav Chalit):
//     sripati   (default) madhya of 1 = Ascendant, of 10 = MC, each quadrant trisected (the
//               Porphyry cusps, 'O'); sandhi = midpoint between the neighbouring madhyas.
//     placidus  Placidus cusps ('P') are the sandhis (KP: a cusp begins its house); madhya =
//               midpoint between a cusp and the next.
//     equal     madhya of 1 = Ascendant, then every 30° ('E'); sandhi = madhya − 15°.
//     whole-sign the Ascendant's sign is house 1 ('W'): sandhi = start of the sign, madhya = its
//               middle (15°).
//   Placidus is undefined beyond the polar circles: Swiss Ephemeris then gives Porphyry, and
//   `houses.warning` says so.
// - Sunrise and sunset: the first rising and the first setting after local midnight of the civil
//   date of birth (null when none happens before the next local midnight: polar day or night).
//   visible: upper limb, standard refraction at 1013.25 hPa and 15 °C (printed almanacs);
//   hindu: centre of the disc, no refraction, the body's geocentric place without its ecliptic
//   latitude: Swiss Ephemeris' "Hindu rising" (SE_BIT_HINDU_RISING), as Jagannatha Hora and
//   PyJHora. For the Sun the geocentric place moves the time by under a second; for the Moon
//   (parallax up to 1°, latitude up to 5°) by many minutes (docs/day-panchang.md).
// - Combustion (classical orbs from the Sun): Moon 12°, Mars 17°, Mercury 14° (12° when
//   retrograde), Jupiter 11°, Venus 10° (8° when retrograde), Saturn 15°; a planet is combust
//   when its distance in longitude from the Sun is at most the orb.

import {
  EphemerisError,
  SE,
  SEFLG,
  SEFLG_EPHMASK,
  SE_BIT,
  SE_CALC,
  SIDEREAL_MODES,
  ephemerisKind,
  type Ephemeris,
  type EphemerisKind,
} from "../ephemeris/index.ts";
import type { SunMoonAt } from "./panchang.ts";
import { msFromJulianDay } from "./time.ts";
import {
  CalcError,
  GRAHAS,
  type AyanamsaName,
  type CalcOptions,
  type Graha,
  type HouseSystem,
  type NodeKind,
  type SunriseKind,
} from "./types.ts";
import { normalizeDegrees } from "./zodiac.ts";

/** Ayanamsa name → Swiss Ephemeris sidereal mode (every name must have one). */
export const AYANAMSA_SIDM: Readonly<Record<AyanamsaName, number>> = SIDEREAL_MODES;

/** House option → Swiss Ephemeris house system letter. */
export const HOUSE_SYSTEM_CODE: Readonly<Record<HouseSystem, string>> = {
  sripati: "O",
  placidus: "P",
  equal: "E",
  "whole-sign": "W",
};

const PLANET_ID = {
  Sun: SE.SUN,
  Moon: SE.MOON,
  Mars: SE.MARS,
  Mercury: SE.MERCURY,
  Jupiter: SE.JUPITER,
  Venus: SE.VENUS,
  Saturn: SE.SATURN,
} as const;
type Planet = keyof typeof PLANET_ID;
const PLANETS = Object.keys(PLANET_ID) as Planet[];

export interface AstroBody {
  planet: Graha;
  /** Sidereal longitude, 0 <= x < 360. */
  longitude: number;
  tropicalLongitude: number;
  /** Ecliptic latitude (degrees). */
  latitude: number;
  /** Sidereal speed in longitude, degrees/day. */
  speed: number;
  tropicalSpeed: number;
  retrograde: boolean;
}

export interface AstroPoint {
  /** Sidereal longitude, 0 <= x < 360. */
  longitude: number;
  tropicalLongitude: number;
}

export interface Bhava {
  house: number;
  /** Middle of the house (sidereal longitude). */
  madhya: number;
  /** Junction where the house begins (sidereal longitude). */
  sandhi: number;
}

export interface Combustion {
  planet: Exclude<Graha, "Sun" | "Rahu" | "Ketu">;
  /** Distance in longitude from the Sun, 0..180°. */
  distance: number;
  orb: number;
  combust: boolean;
}

export interface NodePosition {
  /** Sidereal longitude of Rahu; Ketu is opposite. */
  rahu: number;
  ketu: number;
  speed: number;
}

export interface AstroInput {
  julianDayUT: number;
  latitude: number;
  longitude: number;
  options: CalcOptions;
  /** Civil date of birth at the place as JD(UT) of its local midnight and of the next one (time.ts). */
  localMidnightJulianDayUT: number;
  nextLocalMidnightJulianDayUT: number;
  /** Ephemeris bits: SEFLG_MOSEPH (default) or SEFLG_SWIEPH (.se1 files, falling back to Moshier). */
  ephemerisFlags?: number;
}

export interface AstroChart {
  julianDayUT: number;
  /** True ayanamsa (with nutation) of `ayanamsaName` at the instant: what the sidereal positions use. */
  ayanamsa: number;
  ayanamsaName: AyanamsaName;
  ephemeris: {
    version: string;
    /** What Swiss Ephemeris actually used ("mixed" if some bodies fell back to Moshier). */
    kind: EphemerisKind | "mixed";
    /** Flags returned for the Sun's (tropical) position. */
    flags: number;
  };
  /** The nine grahas, by name. */
  planets: Record<Graha, AstroBody>;
  ascendant: AstroPoint;
  mc: AstroPoint;
  /** Both nodes (sidereal); `planets.Rahu`/`Ketu` follow `options.node`. */
  nodes: { used: NodeKind; mean: NodePosition; true: NodePosition };
  siderealTime: {
    /** Greenwich mean sidereal time, HH:MM:SS. */
    gmst: string;
    /** Greenwich apparent sidereal time, HH:MM:SS. */
    gast: string;
    /** Local apparent sidereal time, HH:MM:SS. */
    last: string;
    gmstHours: number;
    gastHours: number;
    lastHours: number;
  };
  houses: {
    system: HouseSystem;
    /** The 12 Swiss Ephemeris cusps of the system used (sidereal), house 1 first. */
    cusps: number[];
    bhava: Bhava[];
    warning?: string;
  };
  /** Sunrise and sunset of the civil date at the place, ms since the epoch (null: none that day). */
  sunriseMs: number | null;
  sunsetMs: number | null;
  sunriseJdUT: number | null;
  sunsetJdUT: number | null;
  combustion: Combustion[];
}

// ---------------------------------------------------------------------------------------------

/** Run `f`, turning Swiss Ephemeris failures (e.g. a date outside Moshier's range) into CalcError. */
function guarded<T>(f: () => T): T {
  try {
    return f();
  } catch (e) {
    if (e instanceof EphemerisError) throw new CalcError("EPHEMERIS_ERROR", e.message, "date");
    throw e;
  }
}

/** Set the sidereal mode for an ayanamsa name (cheap when unchanged). */
export function selectAyanamsa(eph: Ephemeris, name: AyanamsaName): void {
  const mode = AYANAMSA_SIDM[name];
  if (mode === undefined)
    throw new CalcError("INVALID_OPTION", `unknown ayanamsa ${JSON.stringify(name)}`, "options.ayanamsa");
  eph.setSidMode(mode);
}

/** True ayanamsa (with nutation) of `name` at `jdUT`. */
export function ayanamsaAt(
  eph: Ephemeris,
  jdUT: number,
  name: AyanamsaName,
  ephemerisFlags: number = SEFLG.MOSEPH,
): number {
  selectAyanamsa(eph, name);
  return guarded(() => eph.ayanamsaExUt(jdUT, ephemerisFlags).ayanamsa);
}

/**
 * A fast (jdUT) → sidereal {sun, moon} for searches (panchang end times): no speeds, no allocation
 * beyond the returned object.
 */
export function sunMoonAt(eph: Ephemeris, ayanamsa: AyanamsaName, ephemerisFlags: number = SEFLG.MOSEPH): SunMoonAt {
  const mode = AYANAMSA_SIDM[ayanamsa];
  const flags = (ephemerisFlags & SEFLG_EPHMASK) | SEFLG.SIDEREAL;
  const buf = new Float64Array(6);
  return (jdUT) =>
    guarded(() => {
      eph.setSidMode(mode);
      eph.calcUtInto(jdUT, SE.SUN, flags, buf);
      const sun = buf[0]!;
      eph.calcUtInto(jdUT, SE.MOON, flags, buf);
      return { sun, moon: buf[0]! };
    });
}

/** Midpoint of the arc going forward from `a` to `b`. */
function forwardMidpoint(a: number, b: number): number {
  return normalizeDegrees(a + normalizeDegrees(b - a) / 2);
}

/** Bhava madhya and sandhi from the 12 cusps (house 1 first) of `HOUSE_SYSTEM_CODE[system]`. */
export function bhavasFromCusps(system: HouseSystem, cusps: readonly number[]): Bhava[] {
  if (cusps.length !== 12) throw new RangeError(`12 cusps expected, got ${cusps.length}`);
  const c = (i: number): number => cusps[(i + 12) % 12]!;
  return cusps.map((cusp, i) => {
    let madhya: number;
    let sandhi: number;
    switch (system) {
      case "sripati":
        madhya = cusp;
        sandhi = forwardMidpoint(c(i - 1), cusp);
        break;
      case "placidus":
        sandhi = cusp;
        madhya = forwardMidpoint(cusp, c(i + 1));
        break;
      case "equal":
        madhya = cusp;
        sandhi = normalizeDegrees(cusp - 15);
        break;
      case "whole-sign":
        sandhi = cusp;
        madhya = normalizeDegrees(cusp + 15);
        break;
    }
    return { house: i + 1, madhya: normalizeDegrees(madhya), sandhi };
  });
}

/** HH:MM:SS of decimal hours (rounded to the second, modulo 24 h). */
export function formatHours(hours: number): string {
  const s = ((Math.round(hours * 3600) % 86400) + 86400) % 86400;
  const p = (n: number) => String(n).padStart(2, "0");
  return `${p(Math.floor(s / 3600))}:${p(Math.floor((s % 3600) / 60))}:${p(s % 60)}`;
}

/** Greenwich mean and apparent sidereal time and local apparent sidereal time (hours). */
export function siderealTimes(
  eph: Ephemeris,
  jdUT: number,
  longitude: number,
  ephemerisFlags: number = SEFLG.MOSEPH,
): { gmst: number; gast: number; last: number } {
  return guarded(() => {
    const eps = eph.calcUt(jdUT, SE.ECL_NUT, ephemerisFlags & SEFLG_EPHMASK).longitude; // true obliquity
    const gmst = eph.sidTime0(jdUT, eps, 0);
    const gast = eph.sidTime(jdUT);
    const last = (((gast + longitude / 15) % 24) + 24) % 24;
    return { gmst, gast, last };
  });
}

export interface RiseSetConvention {
  /** Centre of the disc (true) or its upper limb (false). */
  discCenter: boolean;
  /** Standard atmospheric refraction at 1013.25 hPa and 15 °C. */
  refraction: boolean;
  /** The body's geocentric place without its ecliptic latitude (true), or where it is seen from the place. */
  geocentric?: boolean;
}

export const SUNRISE_CONVENTION: Readonly<Record<SunriseKind, RiseSetConvention>> = {
  visible: { discCenter: false, refraction: true },
  hindu: { discCenter: true, refraction: false, geocentric: true },
};

/** The rise_trans bits of a convention. */
function riseSetBits(convention: SunriseKind | RiseSetConvention): number {
  const c = typeof convention === "string" ? SUNRISE_CONVENTION[convention] : convention;
  return (
    (c.discCenter ? SE_BIT.DISC_CENTER : 0) |
    (c.refraction ? 0 : SE_BIT.NO_REFRACTION) |
    (c.geocentric ? SE_BIT.GEOCTR_NO_ECL_LAT : 0)
  );
}

/**
 * The first rising (or setting) of `body` (SE.SUN, SE.MOON) in [fromJdUT, untilJdUT), JD UT, or
 * null when none happens in that window (polar day or night; a day without moonrise). Swiss
 * Ephemeris `rise_trans` at 1013.25 hPa and 15 °C, sea level: the disc's size when the upper limb
 * is asked for, and the topocentric place (the Moon's parallax, up to 1°, counts) unless the
 * convention is geocentric (Hindu rising).
 */
export function riseOrSet(
  eph: Ephemeris,
  body: number,
  event: "rise" | "set",
  fromJdUT: number,
  untilJdUT: number,
  latitude: number,
  longitude: number,
  convention: SunriseKind | RiseSetConvention,
  ephemerisFlags: number = SEFLG.MOSEPH,
): number | null {
  const rsmi = (event === "rise" ? SE_CALC.RISE : SE_CALC.SET) | riseSetBits(convention);
  const jd = guarded(() =>
    eph.riseTrans(fromJdUT, body, rsmi, latitude, longitude, {
      flags: ephemerisFlags & SEFLG_EPHMASK,
      pressure: 1013.25,
      temperature: 15,
    }),
  );
  return jd !== null && jd < untilJdUT ? jd : null;
}

/**
 * First rising and first setting of the Sun in [fromJdUT, untilJdUT) (JD UT; null if none).
 * Pass the local midnights of a civil date to get that date's sunrise and sunset.
 */
export function sunriseSunset(
  eph: Ephemeris,
  fromJdUT: number,
  untilJdUT: number,
  latitude: number,
  longitude: number,
  convention: SunriseKind | RiseSetConvention,
  ephemerisFlags: number = SEFLG.MOSEPH,
): { sunrise: number | null; sunset: number | null } {
  const find = (event: "rise" | "set") =>
    riseOrSet(eph, SE.SUN, event, fromJdUT, untilJdUT, latitude, longitude, convention, ephemerisFlags);
  return { sunrise: find("rise"), sunset: find("set") };
}

/**
 * First rising and first setting of the Moon in [fromJdUT, untilJdUT) (JD UT; null if none), in
 * the same convention as the sunrise (upper limb with refraction, or centre without).
 */
export function moonriseMoonset(
  eph: Ephemeris,
  fromJdUT: number,
  untilJdUT: number,
  latitude: number,
  longitude: number,
  convention: SunriseKind | RiseSetConvention,
  ephemerisFlags: number = SEFLG.MOSEPH,
): { moonrise: number | null; moonset: number | null } {
  const find = (event: "rise" | "set") =>
    riseOrSet(eph, SE.MOON, event, fromJdUT, untilJdUT, latitude, longitude, convention, ephemerisFlags);
  return { moonrise: find("rise"), moonset: find("set") };
}

type CombustPlanet = Combustion["planet"];
/** Classical combustion orbs: [direct, retrograde]. */
export const COMBUSTION_ORBS: Readonly<Record<CombustPlanet, readonly [number, number]>> = {
  Moon: [12, 12],
  Mars: [17, 17],
  Mercury: [14, 12],
  Jupiter: [11, 11],
  Venus: [10, 8],
  Saturn: [15, 15],
};

/** Angular distance in longitude, 0..180°. */
export function angularDistance(a: number, b: number): number {
  const d = normalizeDegrees(a - b);
  return d > 180 ? 360 - d : d;
}

export function combustion(
  planets: Readonly<Record<Graha, Pick<AstroBody, "longitude" | "retrograde">>>,
): Combustion[] {
  const sun = planets.Sun.longitude;
  return (Object.keys(COMBUSTION_ORBS) as CombustPlanet[]).map((planet) => {
    const p = planets[planet];
    const orb = COMBUSTION_ORBS[planet][p.retrograde ? 1 : 0];
    const distance = angularDistance(p.longitude, sun);
    return { planet, distance, orb, combust: distance <= orb };
  });
}

// ---------------------------------------------------------------------------------------------

/** Everything astronomical a Kundli needs, for one instant and place. */
export function computeAstro(eph: Ephemeris, input: AstroInput): AstroChart {
  const { julianDayUT: jd, latitude, longitude, options } = input;
  const ephBits = (input.ephemerisFlags ?? SEFLG.MOSEPH) & SEFLG_EPHMASK;
  const fTrop = ephBits | SEFLG.SPEED;
  const fSid = fTrop | SEFLG.SIDEREAL;
  selectAyanamsa(eph, options.ayanamsa);
  const houseCode = HOUSE_SYSTEM_CODE[options.houses];
  if (houseCode === undefined)
    throw new CalcError("INVALID_OPTION", `unknown house system ${JSON.stringify(options.houses)}`, "options.houses");

  return guarded(() => {
    const ayanamsa = eph.ayanamsaExUt(jd, ephBits).ayanamsa;
    const sid = new Float64Array(6);
    const trop = new Float64Array(6);
    const kinds = new Set<EphemerisKind>();
    let sunFlags = 0;

    const body = (planet: Graha, id: number): AstroBody => {
      const ft = eph.calcUtInto(jd, id, fTrop, trop);
      const fs = eph.calcUtInto(jd, id, fSid, sid);
      // (the mean node is a formula: it echoes the asked ephemeris whatever files exist)
      if (id !== SE.MEAN_NODE) kinds.add(ephemerisKind(ft)).add(ephemerisKind(fs));
      if (planet === "Sun") sunFlags = ft;
      return {
        planet,
        longitude: normalizeDegrees(sid[0]!),
        tropicalLongitude: normalizeDegrees(trop[0]!),
        latitude: sid[1]!,
        speed: sid[3]!,
        tropicalSpeed: trop[3]!,
        retrograde: sid[3]! < 0,
      };
    };

    const planets = {} as Record<Graha, AstroBody>;
    for (const p of PLANETS) planets[p] = body(p, PLANET_ID[p]);
    const meanRahu = body("Rahu", SE.MEAN_NODE);
    const trueRahu = body("Rahu", SE.TRUE_NODE);
    const rahu = options.node === "true" ? trueRahu : { ...meanRahu, retrograde: true };
    planets.Rahu = rahu;
    planets.Ketu = {
      ...rahu,
      planet: "Ketu",
      longitude: normalizeDegrees(rahu.longitude + 180),
      tropicalLongitude: normalizeDegrees(rahu.tropicalLongitude + 180),
      latitude: -rahu.latitude,
    };
    const node = (r: AstroBody): NodePosition => ({
      rahu: r.longitude,
      ketu: normalizeDegrees(r.longitude + 180),
      speed: r.speed,
    });

    const h = eph.housesEx(jd, ephBits | SEFLG.SIDEREAL, latitude, longitude, houseCode);
    const cusps = h.cusps.slice(1, 13);
    const point = (sidereal: number): AstroPoint => ({
      longitude: normalizeDegrees(sidereal),
      tropicalLongitude: normalizeDegrees(sidereal + ayanamsa),
    });
    const houses: AstroChart["houses"] = {
      system: options.houses,
      cusps,
      bhava: bhavasFromCusps(options.houses, cusps),
    };
    if (!h.ok) {
      houses.warning = `${options.houses} houses are undefined at latitude ${latitude}; Swiss Ephemeris gave Porphyry cusps`;
    }

    const st = siderealTimes(eph, jd, longitude, ephBits);
    const rs = sunriseSunset(
      eph,
      input.localMidnightJulianDayUT,
      input.nextLocalMidnightJulianDayUT,
      latitude,
      longitude,
      options.sunrise,
      ephBits,
    );

    return {
      julianDayUT: jd,
      ayanamsa,
      ayanamsaName: options.ayanamsa,
      ephemeris: { version: eph.version, kind: kinds.size === 1 ? [...kinds][0]! : "mixed", flags: sunFlags },
      planets,
      ascendant: point(h.ascendant),
      mc: point(h.mc),
      nodes: { used: options.node, mean: node(meanRahu), true: node(trueRahu) },
      siderealTime: {
        gmst: formatHours(st.gmst),
        gast: formatHours(st.gast),
        last: formatHours(st.last),
        gmstHours: st.gmst,
        gastHours: st.gast,
        lastHours: st.last,
      },
      houses,
      sunriseMs: rs.sunrise === null ? null : msFromJulianDay(rs.sunrise),
      sunsetMs: rs.sunset === null ? null : msFromJulianDay(rs.sunset),
      sunriseJdUT: rs.sunrise,
      sunsetJdUT: rs.sunset,
      combustion: combustion(planets),
    };
  });
}

/** The grahas of a chart in the contract's order (Sun … Ketu). */
export function grahaList(chart: Pick<AstroChart, "planets">): AstroBody[] {
  return GRAHAS.map((g) => chart.planets[g]);
}
