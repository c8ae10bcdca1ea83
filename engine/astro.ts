// The astronomy layer: positions, ayanamsa, Lagna and MC, sidereal time, bhavas, sunrise and
// sunset, combustion, for one instant and place. The ephemeris comes in as a parameter (no
// globals), so the same code runs in the calculation Worker and in Node.
//
// Conventions (../shared/docs/conventions.md, ../shared/reference/README.md):
// - Swiss Ephemeris, Moshier mode by default; apparent positions; the flags it returns are
//   reported (`ephemeris.kind`), so a missing .se1 file cannot pass for Swiss data.
// - Sidereal positions are Swiss Ephemeris' SEFLG_SIDEREAL ones for the chosen ayanamsa, made
//   from one SEFLG_NONUT call per body less the ayanamsa (observe: the same numbers to 1e-9″,
//   half the calls); `ayanamsa` is the true ayanamsa (with nutation): tropical = sidereal + ayanamsa.
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

/** The seven visible planets' Swiss Ephemeris body numbers. */
export const PLANET_ID = {
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
    /** Flags returned for the Sun's position (SEFLG_NONUT, which the chart asks for, left out). */
    flags: number;
  };
  /** What the ephemeris was asked, to place the same bodies under another ayanamsa (KP). */
  observation: Observation;
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

/** The window and convention a rising and setting are searched in, after the ephemeris. */
type RiseSetWindow = [
  fromJdUT: number,
  untilJdUT: number,
  latitude: number,
  longitude: number,
  convention: SunriseKind | RiseSetConvention,
  ephemerisFlags?: number,
];

/** The first rising and the first setting of `body` in the window (JD UT; null if none). */
function riseAndSet(eph: Ephemeris, body: number, ...window: RiseSetWindow) {
  const [fromJdUT, untilJdUT, latitude, longitude, convention, ephemerisFlags] = window;
  const find = (event: "rise" | "set") =>
    riseOrSet(eph, body, event, fromJdUT, untilJdUT, latitude, longitude, convention, ephemerisFlags);
  return { rise: find("rise"), set: find("set") };
}

/**
 * First rising and first setting of the Sun in [fromJdUT, untilJdUT) (JD UT; null if none).
 * Pass the local midnights of a civil date to get that date's sunrise and sunset.
 */
export function sunriseSunset(
  eph: Ephemeris,
  ...window: RiseSetWindow
): { sunrise: number | null; sunset: number | null } {
  const { rise, set } = riseAndSet(eph, SE.SUN, ...window);
  return { sunrise: rise, sunset: set };
}

/**
 * First rising and first setting of the Moon in [fromJdUT, untilJdUT) (JD UT; null if none), in
 * the same convention as the sunrise (upper limb with refraction, or centre without).
 */
export function moonriseMoonset(
  eph: Ephemeris,
  ...window: RiseSetWindow
): { moonrise: number | null; moonset: number | null } {
  const { rise, set } = riseAndSet(eph, SE.MOON, ...window);
  return { moonrise: rise, moonset: set };
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

/**
 * One body as Swiss Ephemeris gives it on the mean equinox of date (SEFLG_NONUT), with speed:
 * the one call a chart needs per body, whatever the ayanamsa (computePositions).
 */
interface ObservedBody {
  /** Swiss Ephemeris body number. */
  id: number;
  /** Flags Swiss Ephemeris returned (which ephemeris it used). */
  flags: number;
  longitude: number;
  latitude: number;
  speed: number;
}

/** The grahas and both nodes at one instant, before any ayanamsa: see observe(). */
export interface Observation {
  julianDayUT: number;
  ephBits: number;
  bodies: Record<Planet | "meanNode" | "trueNode", ObservedBody>;
}

const OBSERVED_IDS: readonly (readonly [keyof Observation["bodies"], number])[] = [
  ...PLANETS.map((p) => [p, PLANET_ID[p]] as const),
  ["meanNode", SE.MEAN_NODE],
  ["trueNode", SE.TRUE_NODE],
];

/**
 * Every body a chart places, one Swiss Ephemeris call each (SEFLG_NONUT | SEFLG_SPEED). A
 * SEFLG_SIDEREAL call is exactly this less the ayanamsa (Swiss Ephemeris turns nutation off for
 * sidereal positions and subtracts swe_get_ayanamsa's value and speed), and the tropical
 * position with nutation is this turned by the nutation in longitude (the ecliptic of date
 * true and mean differ by a rotation about its pole). So one call replaces the two a chart
 * used to make (tropical and sidereal), and serves any other ayanamsa (KP) at no ephemeris cost.
 */
export function observe(eph: Ephemeris, julianDayUT: number, ephemerisFlags: number = SEFLG.MOSEPH): Observation {
  const ephBits = ephemerisFlags & SEFLG_EPHMASK;
  const flags = ephBits | SEFLG.NONUT | SEFLG.SPEED;
  const x = new Float64Array(6);
  const bodies = {} as Observation["bodies"];
  guarded(() => {
    for (const [key, id] of OBSERVED_IDS) {
      const returned = eph.calcUtInto(julianDayUT, id, flags, x);
      bodies[key] = { id, flags: returned & ~SEFLG.NONUT, longitude: x[0]!, latitude: x[1]!, speed: x[3]! };
    }
  });
  return { julianDayUT, ephBits, bodies };
}

/**
 * The selected ayanamsa at an instant, as a SEFLG_SIDEREAL position uses it: the mean value (no
 * nutation) and its speed, a difference over 0.001 day as Swiss Ephemeris takes it; and the true
 * value (with nutation, for tropical positions).
 */
interface AyanamsaFrame {
  /** With nutation: tropical (true equinox) = sidereal + this. */
  true: number;
  mean: number;
  meanSpeed: number;
}

function ayanamsaFrame(eph: Ephemeris, jd: number, ephBits: number): AyanamsaFrame {
  const mean = (t: number) => eph.ayanamsaExUt(t, ephBits | SEFLG.NONUT).ayanamsa;
  const now = mean(jd);
  return { true: eph.ayanamsaExUt(jd, ephBits).ayanamsa, mean: now, meanSpeed: (now - mean(jd - 0.001)) / 0.001 };
}

/**
 * Ayanamsas defined by a star (Spica, δ Cancri): the star's own tiny numerical noise makes the
 * 0.001-day difference of the ayanamsa differ from call to call by up to 0.03″/day, so their
 * sidereal speeds are asked of Swiss Ephemeris itself, to stay the numbers it gives.
 */
const STAR_AYANAMSAS: ReadonlySet<AyanamsaName> = new Set(["true-chitra", "pushya"]);

/** Inputs of computePositions: an instant and a place, no civil date (no sunrise). */
export type PositionsInput = Omit<AstroInput, "localMidnightJulianDayUT" | "nextLocalMidnightJulianDayUT">;

/** A chart without the day's sunrise and sunset. */
export type AstroPositions = Omit<AstroChart, "sunriseMs" | "sunsetMs" | "sunriseJdUT" | "sunsetJdUT">;

/**
 * The chart at an instant and place without the day's sunrise and sunset (two rise searches,
 * a third of the cost). Pass the `observation` of an earlier chart at the same instant to place
 * the same bodies under other options (KP's ayanamsa) without asking the ephemeris again.
 */
export function computePositions(eph: Ephemeris, input: PositionsInput, observation?: Observation): AstroPositions {
  const { julianDayUT: jd, latitude, longitude, options } = input;
  const ephBits = (input.ephemerisFlags ?? SEFLG.MOSEPH) & SEFLG_EPHMASK;
  selectAyanamsa(eph, options.ayanamsa);
  const houseCode = HOUSE_SYSTEM_CODE[options.houses];
  if (houseCode === undefined)
    throw new CalcError("INVALID_OPTION", `unknown house system ${JSON.stringify(options.houses)}`, "options.houses");
  const seen =
    observation?.julianDayUT === jd && observation.ephBits === ephBits ? observation : observe(eph, jd, ephBits);

  return guarded(() => {
    const frame = ayanamsaFrame(eph, jd, ephBits);
    const ayanamsa = frame.true;
    const kinds = new Set<EphemerisKind>();

    const sidereal = new Float64Array(6);
    const starBased = STAR_AYANAMSAS.has(options.ayanamsa);
    const body = (planet: Graha, key: keyof Observation["bodies"]): AstroBody => {
      const o = seen.bodies[key];
      // (the mean node is a formula: it echoes the asked ephemeris whatever files exist)
      if (key !== "meanNode") kinds.add(ephemerisKind(o.flags));
      let speed = o.speed - frame.meanSpeed;
      if (starBased) {
        eph.calcUtInto(jd, o.id, ephBits | SEFLG.SPEED | SEFLG.SIDEREAL, sidereal);
        speed = sidereal[3]!;
      }
      return {
        planet,
        longitude: normalizeDegrees(o.longitude - frame.mean),
        tropicalLongitude: normalizeDegrees(o.longitude + frame.true - frame.mean),
        latitude: o.latitude,
        speed,
        retrograde: speed < 0,
      };
    };

    const planets = {} as Record<Graha, AstroBody>;
    for (const p of PLANETS) planets[p] = body(p, p);
    const meanRahu = body("Rahu", "meanNode");
    const trueRahu = body("Rahu", "trueNode");
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
    return {
      julianDayUT: jd,
      ayanamsa,
      ayanamsaName: options.ayanamsa,
      ephemeris: {
        version: eph.version,
        kind: kinds.size === 1 ? [...kinds][0]! : "mixed",
        flags: seen.bodies.Sun.flags,
      },
      observation: seen,
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
      combustion: combustion(planets),
    };
  });
}

/** Everything astronomical a Kundli needs, for one instant and place. */
export function computeAstro(eph: Ephemeris, input: AstroInput): AstroChart {
  const positions = computePositions(eph, input);
  const ephBits = (input.ephemerisFlags ?? SEFLG.MOSEPH) & SEFLG_EPHMASK;
  const rs = sunriseSunset(
    eph,
    input.localMidnightJulianDayUT,
    input.nextLocalMidnightJulianDayUT,
    input.latitude,
    input.longitude,
    input.options.sunrise,
    ephBits,
  );
  return {
    ...positions,
    sunriseMs: rs.sunrise === null ? null : msFromJulianDay(rs.sunrise),
    sunsetMs: rs.sunset === null ? null : msFromJulianDay(rs.sunset),
    sunriseJdUT: rs.sunrise,
    sunsetJdUT: rs.sunset,
  };
}

/** The grahas of a chart in the contract's order (Sun … Ketu). */
export function grahaList(chart: Pick<AstroChart, "planets">): AstroBody[] {
  return GRAHAS.map((g) => chart.planets[g]);
}
