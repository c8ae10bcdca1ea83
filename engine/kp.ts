/**
 * Krishnamurti Paddhati: the 249 subs, sign/star/sub/sub-sub lords of the cusps and planets,
 * the four levels of significators, and the ruling planets of a moment. The rules, sources and
 * alternatives: docs/jaimini-kp.md.
 *
 * - Always the KP (Krishnamurti) ayanamsa of Swiss Ephemeris (SE_SIDM_KRISHNAMURTI) and Placidus
 *   cusps, whatever the Kundli's own ayanamsa and houses; the node (mean or true) and the sunrise
 *   convention are the Kundli's.
 * - A nakshatra (13°20′) is divided among the nine Vimshottari lords in proportion to their years
 *   (7, 20, 6, 10, 7, 18, 16, 19, 17 of 120), from its own lord on; a sub is divided again in the
 *   same proportions from the sub's lord (sub-sub). The six subs that straddle a sign boundary
 *   count twice, once in each sign: 243 + 6 = 249 numbered parts (the KP horary numbers).
 * - Exact arithmetic: a longitude is measured in units of 1/18 arcminute (3⅓″). A nakshatra is
 *   14 400 units, a sub of a lord of y years 120·y units and a sub-sub y·y′ units: every boundary
 *   of sub and sub-sub is a whole number of units, so no boundary is a rounding question.
 *   A longitude within 10⁻⁷ unit of a boundary is taken as on it, and a boundary belongs to the
 *   part that begins there.
 */
import { SE } from "../ephemeris/index.ts";
import { computePositions, riseOrSet, selectAyanamsa, type AstroChart } from "./astro.ts";
import { varaOf } from "./panchang.ts";
import type { KundliContext } from "./sections.ts";
import { julianDayFromMs, msFromJulianDay, resolveBirthTime, zoneOffsetSeconds } from "./time.ts";
import { CalcError, GRAHAS, type CalcOptions, type Graha, type NodeKind, type Sign } from "./types.ts";
import { VIMSHOTTARI_ORDER, VIMSHOTTARI_YEARS, normalizeDegrees, signLord, signOf } from "./zodiac.ts";

/** Units of 1/18 arcminute in a degree, a nakshatra, a sign and the zodiac. */
const UNITS_PER_DEGREE = 1080;
const NAKSHATRA_UNITS = 14_400;
const SIGN_UNITS = 32_400;
const ZODIAC_UNITS = 388_800;

/** A sidereal longitude in units (see above), snapped onto a boundary it is within 10⁻⁷ unit of. */
function unitsOf(longitude: number): number {
  const u = normalizeDegrees(longitude) * UNITS_PER_DEGREE;
  const whole = Math.round(u);
  return Math.abs(u - whole) < 1e-7 ? whole % ZODIAC_UNITS : u;
}

/** One of the 249 KP parts of the zodiac. */
export interface KpSub {
  /** 1..249 from 0° Aries. */
  number: number;
  /** Sidereal longitudes where it begins and ends (end exclusive). */
  start: number;
  end: number;
  sign: Sign;
  nakshatra: number;
  signLord: Graha;
  starLord: Graha;
  subLord: Graha;
}

function buildSubs(): { subs: KpSub[]; startUnits: number[] } {
  const subs: KpSub[] = [];
  const startUnits: number[] = [];
  const push = (from: number, to: number, nakshatra: number, starLord: Graha, subLord: Graha) => {
    const sign = Math.floor(from / SIGN_UNITS) + 1;
    startUnits.push(from);
    subs.push({
      number: subs.length + 1,
      start: from / UNITS_PER_DEGREE,
      end: to / UNITS_PER_DEGREE,
      sign,
      nakshatra,
      signLord: signLord(sign),
      starLord,
      subLord,
    });
  };
  for (let n = 0; n < 27; n++) {
    const starLord = VIMSHOTTARI_ORDER[n % 9]!;
    let from = n * NAKSHATRA_UNITS;
    for (let k = 0; k < 9; k++) {
      const subLord = VIMSHOTTARI_ORDER[(n + k) % 9]!;
      const to = from + 120 * VIMSHOTTARI_YEARS[subLord];
      const boundary = (Math.floor(from / SIGN_UNITS) + 1) * SIGN_UNITS;
      if (boundary < to) {
        push(from, boundary, n + 1, starLord, subLord);
        push(boundary, to, n + 1, starLord, subLord);
      } else push(from, to, n + 1, starLord, subLord);
      from = to;
    }
  }
  return { subs, startUnits };
}

const TABLE = buildSubs();
/** The 249 subs of the zodiac, in order from 0° Aries. */
export const KP_SUBS: readonly KpSub[] = TABLE.subs;

export interface KpLords {
  sign: Sign;
  nakshatra: number;
  signLord: Graha;
  starLord: Graha;
  subLord: Graha;
  subSubLord: Graha;
  /** The KP number 1..249 of the sub (a straddling sub has one number in each sign). */
  sub: number;
}

/** The Vimshottari lord whose share of `span` holds `offset`, counting from `first`; and where it starts. */
function share(offset: number, first: number, weight: (lord: Graha) => number): { index: number; start: number } {
  let start = 0;
  for (let k = 0; k < 8; k++) {
    const index = (first + k) % 9;
    const w = weight(VIMSHOTTARI_ORDER[index]!);
    if (offset < start + w) return { index, start };
    start += w;
  }
  return { index: (first + 8) % 9, start };
}

/** Sign, star, sub and sub-sub lords of a sidereal longitude. */
export function kpLords(longitude: number): KpLords {
  const u = unitsOf(longitude);
  const n = Math.min(26, Math.floor(u / NAKSHATRA_UNITS));
  const inStar = u - n * NAKSHATRA_UNITS;
  const sub = share(inStar, n % 9, (lord) => 120 * VIMSHOTTARI_YEARS[lord]);
  const subLord = VIMSHOTTARI_ORDER[sub.index]!;
  const subSub = share(inStar - sub.start, sub.index, (lord) => VIMSHOTTARI_YEARS[subLord] * VIMSHOTTARI_YEARS[lord]);
  const sign = Math.min(12, Math.floor(u / SIGN_UNITS) + 1);
  // The last part that starts at or before u (binary search over the integer starts).
  let lo = 0;
  let hi = TABLE.startUnits.length - 1;
  while (lo < hi) {
    const mid = (lo + hi + 1) >> 1;
    if (TABLE.startUnits[mid]! <= u) lo = mid;
    else hi = mid - 1;
  }
  return {
    sign,
    nakshatra: n + 1,
    signLord: signLord(sign),
    starLord: VIMSHOTTARI_ORDER[n % 9]!,
    subLord,
    subSubLord: VIMSHOTTARI_ORDER[subSub.index]!,
    sub: lo + 1,
  };
}

// ---------------------------------------------------------------------------------------------
// Houses and significators

/** KP house (1..12) of a longitude: a house runs from its cusp up to the next cusp. */
export function kpHouseOf(longitude: number, cusps: readonly number[]): number {
  for (let i = 0; i < 12; i++) {
    const start = cusps[i]!;
    const span = normalizeDegrees(cusps[(i + 1) % 12]! - start);
    if (normalizeDegrees(longitude - start) < span) return i + 1;
  }
  return 1; // not reached for 12 cusps in zodiacal order
}

export interface KpSignification {
  /**
   * Houses signified, strongest level first: [1] occupied by the planet's star lord, [2]
   * occupied by the planet, [3] owned by its star lord, [4] owned by the planet.
   */
  levels: [number[], number[], number[], number[]];
  /** For Rahu and Ketu: the planets they act as agents for (their sign lord, planets in their sign). */
  agentOf?: Graha[];
}

const SEVEN: readonly Graha[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
const isNode = (g: Graha) => g === "Rahu" || g === "Ketu";
const sorted = (houses: Iterable<number>) => [...new Set(houses)].sort((a, b) => a - b);

/**
 * The four KP levels for each of the nine grahas. A planet owns the houses whose cusp lies in a
 * sign it rules (a sign holding no cusp gives no house; a sign holding two gives both). Rahu
 * and Ketu own no sign: as agents they own what their agents own, the lord of the sign they are
 * in and the planets in that sign (conjunction by sign; aspects are not counted).
 */
export function kpSignificators(
  longitudes: Readonly<Record<Graha, number>>,
  cusps: readonly number[],
): Record<Graha, KpSignification> {
  const occupied = (g: Graha) => [kpHouseOf(longitudes[g], cusps)];
  const cuspLords = cusps.map((c) => signLord(signOf(c)));
  const ownedBy = (g: Graha) => cuspLords.flatMap((lord, i) => (lord === g ? [i + 1] : []));
  const agentsOf = (node: Graha): Graha[] => {
    const sign = signOf(longitudes[node]);
    const conjoined = SEVEN.filter((p) => signOf(longitudes[p]) === sign);
    return [signLord(sign), ...conjoined.filter((p) => p !== signLord(sign))];
  };
  const owned = (g: Graha) => (isNode(g) ? agentsOf(g).flatMap(ownedBy) : ownedBy(g));
  const out = {} as Record<Graha, KpSignification>;
  for (const g of GRAHAS) {
    const star = kpLords(longitudes[g]).starLord;
    out[g] = {
      levels: [sorted(occupied(star)), sorted(occupied(g)), sorted(owned(star)), sorted(owned(g))],
      ...(isNode(g) ? { agentOf: agentsOf(g) } : {}),
    };
  }
  return out;
}

// ---------------------------------------------------------------------------------------------
// Ruling planets

export interface RulingPlanets {
  at: string;
  /** Lord of the Vedic weekday (sunrise to sunrise at the birth place). */
  dayLord: Graha;
  lagnaSignLord: Graha;
  lagnaStarLord: Graha;
  moonSignLord: Graha;
  moonStarLord: Graha;
  /** Vara 1..7 (Sunday = 1) of that Vedic day. */
  vara: number;
  /** Rahu or Ketu when in a sign a ruling planet owns or with a ruling planet in its sign. */
  nodeAgents: { node: "Rahu" | "Ketu"; represents: Graha[] }[];
}

const WEEKDAY_LORDS: readonly Graha[] = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];

/** Ruling planets from a KP chart of the moment and its Vedic weekday. */
export function rulingPlanetsOf(
  chart: Pick<AstroChart, "ascendant" | "planets">,
  vara: number,
  at: string,
): RulingPlanets {
  const lagna = kpLords(chart.ascendant.longitude);
  const moon = kpLords(chart.planets.Moon.longitude);
  const dayLord = WEEKDAY_LORDS[vara - 1]!;
  const rulers = [...new Set<Graha>([dayLord, lagna.signLord, lagna.starLord, moon.signLord, moon.starLord])];
  const nodeAgents: RulingPlanets["nodeAgents"] = [];
  for (const node of ["Rahu", "Ketu"] as const) {
    const sign = signOf(chart.planets[node].longitude);
    const represents = rulers.filter(
      (r) => !isNode(r) && (signLord(sign) === r || signOf(chart.planets[r].longitude) === sign),
    );
    if (represents.length) nodeAgents.push({ node, represents });
  }
  return {
    at,
    dayLord,
    lagnaSignLord: lagna.signLord,
    lagnaStarLord: lagna.starLord,
    moonSignLord: moon.signLord,
    moonStarLord: moon.starLord,
    vara,
    nodeAgents,
  };
}

// ---------------------------------------------------------------------------------------------

export interface KpCusp extends KpLords {
  house: number;
  longitude: number;
}
export interface KpPlanet extends KpLords {
  planet: Graha;
  longitude: number;
  retrograde: boolean;
  house: number;
}

export interface KpSection {
  /** The KP ayanamsa (true, with nutation) at birth. */
  ayanamsa: number;
  ayanamsaName: "kp";
  houseSystem: "placidus";
  node: NodeKind;
  cusps: KpCusp[];
  planets: KpPlanet[];
  significators: Record<Graha, KpSignification>;
  rulingPlanets: RulingPlanets;
  /** Placidus is undefined beyond the polar circles: the cusps are then Porphyry's. */
  warning?: string;
}

/** The Kundli's options with KP's ayanamsa and houses. */
export const kpOptions = (options: CalcOptions): CalcOptions => ({ ...options, ayanamsa: "kp", houses: "placidus" });

/** Moshier's range ends in 3000 CE (kundli.ts refuses later births the same way). */
const MAX_YEAR = 2999;

export function kpSection(context: KundliContext): KpSection {
  const { eph, input, birth, options } = context;
  const { latitude, longitude, timezone } = input.place;
  const kp = kpOptions(options);
  try {
    // The natal bodies as the Kundli asked the ephemeris for them, under KP's ayanamsa and cusps.
    const chart = computePositions(
      eph,
      { julianDayUT: birth.julianDayUT, latitude, longitude, options: kp },
      context.astro.observation,
    );
    const cuspLongitudes = chart.houses.cusps;
    const longitudes = Object.fromEntries(GRAHAS.map((g) => [g, chart.planets[g].longitude])) as Record<Graha, number>;

    // The moment of the ruling planets, at the birth place: the civil date there, its sunrise.
    const atMs = context.atMs;
    const inRange = (year: number) => year >= 1 && year <= MAX_YEAR;
    // (checked in UTC first: time zones are not defined before the year 1)
    const civilDate = inRange(new Date(atMs).getUTCFullYear())
      ? new Date(atMs + zoneOffsetSeconds(timezone, atMs) * 1000).toISOString().slice(0, 10)
      : "";
    if (!inRange(Number(civilDate.slice(0, 4)) || 0))
      throw new CalcError("DATE_OUT_OF_RANGE", `at: year is outside the ephemeris range (0001–${MAX_YEAR})`, "at");
    const day = resolveBirthTime({ date: civilDate, time: "12:00", timezone });
    const now = computePositions(eph, { julianDayUT: julianDayFromMs(atMs), latitude, longitude, options: kp });
    const sunrise = riseOrSet(
      eph,
      SE.SUN,
      "rise",
      day.localMidnightJulianDayUT,
      day.nextLocalMidnightJulianDayUT,
      latitude,
      longitude,
      options.sunrise,
    );
    const vara = varaOf(civilDate, atMs, sunrise === null ? null : msFromJulianDay(sunrise));

    return {
      ayanamsa: chart.ayanamsa,
      ayanamsaName: "kp",
      houseSystem: "placidus",
      node: options.node,
      cusps: cuspLongitudes.map((c, i) => ({ house: i + 1, longitude: c, ...kpLords(c) })),
      planets: GRAHAS.map((g) => ({
        planet: g,
        longitude: longitudes[g],
        retrograde: chart.planets[g].retrograde,
        house: kpHouseOf(longitudes[g], cuspLongitudes),
        ...kpLords(longitudes[g]),
      })),
      significators: kpSignificators(longitudes, cuspLongitudes),
      rulingPlanets: rulingPlanetsOf(now, vara, context.format(atMs)),
      ...(chart.houses.warning ? { warning: chart.houses.warning } : {}),
    };
  } finally {
    selectAyanamsa(eph, options.ayanamsa); // leave the ephemeris in the Kundli's sidereal mode
  }
}
