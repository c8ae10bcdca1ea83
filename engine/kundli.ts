/**
 * A whole Kundli from a birth: the one function the calculation Worker, the HTTP API and the
 * `calc` command line all call. Pure: the ephemeris comes in as a parameter, the runtime's
 * tzdata version through `runtime`; same input, same output.
 */
import type { Ephemeris } from "../ephemeris/index.ts";
import { computeAstro, sunMoonAt, type AstroChart, type Bhava, type Combustion } from "./astro.ts";
import { ashtakavarga, type Ashtakavarga } from "./ashtakavarga.ts";
import { avakhada, payaByNakshatra, payaOf, type Avakhada } from "./avakhada.ts";
import { formattedVimshottariDasha, type FormattedDasha } from "./dasha.ts";
import type { DashasSection } from "./dashas.ts";
import { kaalSarp, mangalDosh, pitraDosh, type KaalSarp, type MangalDosh, type PitraDosh } from "./doshas.ts";
import { grahaDrishti, type DrishtiTable } from "./drishti.ts";
import { parseKundliInput, type ValidKundliInput } from "./input.ts";
import type { JaiminiSection } from "./jaimini.ts";
import type { KpSection } from "./kp.ts";
import { maitri, type Maitri } from "./maitri.ts";
import { panchang, type Panchang } from "./panchang.ts";
import { bodyLongitudes, chartPlanets } from "./planets.ts";
import {
  shodashvargaTable,
  taraChakra,
  vargaDignities,
  vimshopakaBala,
  type VargaDignities,
  type ShodashvargaRow,
  type TaraChakraRow,
  type Vimshopaka,
  type VimshopakaScheme,
} from "./shodashvarga.ts";
import { buildSections, type JsonHole } from "./sections.ts";
import type { Strength } from "./strength.ts";
import type { Transit } from "./gochar.ts";
import type { Sensitivity } from "./sensitivity.ts";
import { sudarshanChakra, type SudarshanChakra } from "./sudarshan.ts";
import { instantFormatter, resolveBirthTime, validateCoordinates, type TimeWarning } from "./time.ts";
import {
  CalcError,
  CHART_BODIES,
  GRAHAS,
  type CalcOptions,
  type ChartBody,
  type Graha,
  type PlanetPosition,
  type Sign,
} from "./types.ts";
import { VARGA_DIVISIONS, vargaCharts, type VargaCharts } from "./vargas.ts";
import type { Varshphal } from "./varshphal.ts";
import { conjunctions, yogas, type Conjunction, type YogaResult } from "./yogas.ts";
import { signOf } from "./zodiac.ts";

/** Version of the rules in engine/: bump when any computed value may change. */
export const ENGINE_VERSION = "1.0.0";

/** Moshier's range ends in 3000 CE; parseDate already refuses years before 0001. */
const MAX_YEAR = 2999;

export interface RuntimeInfo {
  /** IANA tzdata version of the runtime's ICU (Node: process.versions.tz), or a description. */
  tzdata: string;
  /**
   * Now (UTC ms), given by the shell per call: the default `at` of a transit and `year` of a
   * varshphal. The engine reads no clock; without it, those sections need `at` / `year`.
   */
  nowMs?: number;
}

/** Everything a Kundli's numbers depend on, printed on every chart and report. */
export interface CalculationReceipt {
  engine: string;
  ephemeris: { name: "Swiss Ephemeris"; version: string; mode: string };
  tzdata: string;
  options: CalcOptions;
  timezone: string;
  utcOffset: string;
  utcOffsetSource: "zone" | "utcOffset";
}

export interface KundliPlanet extends PlanetPosition {
  /** Within the classical orb of the Sun (Moon … Saturn; never the Sun, Rahu, Ketu, Ascendant). */
  combust: boolean;
  /** Bhava (1..12) of the Chalit chart: the house whose span, sandhi to sandhi, holds the body. */
  bhava: number;
}

export interface Kundli {
  basic: {
    name: string;
    gender: "male" | "female";
    date: string;
    time: string;
    place: string;
    timezone: string;
    utcOffset: string;
    utcOffsetSource: "zone" | "utcOffset";
    utc: string;
    latitude: number;
    longitude: number;
    julianDayUT: number;
    ayanamsa: number;
    ayanamsaName: CalcOptions["ayanamsa"];
    greenwich_mean_sideral_time: string;
    local_apparent_sideral_time: string;
    options: CalcOptions;
  };
  planets: KundliPlanet[];
  /** Midheaven (sidereal), which the dasha table of the spec also lists. */
  midheaven: { longitude: number; tropicalLongitude: number; sign: Sign };
  vargas: VargaCharts;
  /** The Chalit chart: bhava of each body. */
  chalit: Record<ChartBody, number>;
  bhava: Bhava[];
  dasha: FormattedDasha & { moonLongitude: number; birthMs: number };
  panchang: Panchang & { mangal_dosh: boolean; sarp_dosh: boolean };
  avakhada: Avakhada & { payaByMoonHouse: Avakhada["paya"] };
  ashtakavarga: Ashtakavarga;
  maitri: Maitri;
  shodashvarga: {
    table: Record<ChartBody, ShodashvargaRow>;
    /** Each of the seven planets' dignity in each of the sixteen vargas. */
    dignities: VargaDignities;
    vimshopaka: Record<Exclude<Graha, "Rahu" | "Ketu">, Record<VimshopakaScheme, Vimshopaka>>;
    taraChakra: TaraChakraRow[];
  };
  sudarshan: SudarshanChakra;
  drishti: DrishtiTable;
  conjunctions: Conjunction[];
  yogas: YogaResult[];
  doshas: { mangal: MangalDosh; kaalSarp: KaalSarp; pitra: PitraDosh };
  combustion: Combustion[];
  nodes: AstroChart["nodes"];
  receipt: CalculationReceipt;
  warnings: TimeWarning[];
  /** calc-cli-v2.md sections, present only when `include` asks (engine/sections.ts). */
  strength?: Strength;
  dashas?: DashasSection;
  jaimini?: JaiminiSection;
  kp?: KpSection;
  transit?: Transit;
  varshphal?: Varshphal;
  sensitivity?: Sensitivity;
}

/** Refuses a date beyond the ephemeris range (DATE_OUT_OF_RANGE). */
export function checkYear(date: string): void {
  const year = Number(date.slice(0, 4));
  if (year > MAX_YEAR) {
    throw new CalcError("DATE_OUT_OF_RANGE", `year ${year} is outside the ephemeris range (0001–${MAX_YEAR})`, "date");
  }
}

/** Computes a whole Kundli. Throws CalcError for input that cannot describe a birth. */
export function computeKundli(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Kundli {
  const input = parseKundliInput(raw);
  return kundliOf(eph, input, runtime);
}

export function kundliOf(eph: Ephemeris, input: ValidKundliInput, runtime: RuntimeInfo): Kundli {
  return buildKundli(eph, input, runtime, input.dashaLevels ?? 2).kundli;
}

/**
 * The Kundli with its dasha built `dashaDepth` levels deep, and the birth's UTC offset, in which
 * every instant of it is written: kundli-json.ts writes the deep levels itself. With `holes`,
 * sections that can leave parts to be written as JSON bytes put them there (sections.ts).
 */
export function buildKundli(
  eph: Ephemeris,
  input: ValidKundliInput,
  runtime: RuntimeInfo,
  dashaDepth: number,
  holes?: JsonHole[],
): { kundli: Kundli; offsetSeconds: number } {
  const { options, place } = input;
  validateCoordinates(place.latitude, place.longitude);
  const time = resolveBirthTime({
    date: input.date,
    time: input.time,
    timezone: place.timezone,
    utcOffset: input.utcOffset,
  });
  checkYear(input.date);
  const astro = computeAstro(eph, {
    julianDayUT: time.julianDayUT,
    latitude: place.latitude,
    longitude: place.longitude,
    options,
    localMidnightJulianDayUT: time.localMidnightJulianDayUT,
    nextLocalMidnightJulianDayUT: time.nextLocalMidnightJulianDayUT,
  });
  const format = instantFormatter(time.offsetSeconds);
  const ascendantSign = signOf(astro.ascendant.longitude);

  const longitudes = bodyLongitudes(astro);
  const signs = Object.fromEntries(CHART_BODIES.map((b) => [b, signOf(longitudes[b])])) as Record<ChartBody, Sign>;
  const bhava = astro.houses.bhava;
  const planets = chartPlanets(astro);
  const chalit = Object.fromEntries(planets.map((p) => [p.planet, p.bhava])) as Record<ChartBody, number>;

  const moon = astro.planets.Moon.longitude;
  const dasha = formattedVimshottariDasha(moon, time.utcMs, { yearDays: options.dashaYear, depth: dashaDepth }, format);
  const pan = panchang({
    birthMs: time.utcMs,
    civilDate: input.date,
    sunriseMs: astro.sunriseMs,
    sunsetMs: astro.sunsetMs,
    sunMoonAt: sunMoonAt(eph, options.ayanamsa),
    format,
  });
  const mangal = mangalDosh({ marsSign: signs.Mars, ascendantSign, moonSign: signs.Moon, venusSign: signs.Venus });
  const grahaLongitudes = Object.fromEntries(GRAHAS.map((g) => [g, longitudes[g]])) as Record<Graha, number>;
  const sarp = kaalSarp(grahaLongitudes, ascendantSign);
  const vargas = vargaCharts(longitudes, VARGA_DIVISIONS);
  const dignities = vargaDignities(vargas);
  const ava = avakhada({ moonLongitude: moon, ascendantLongitude: astro.ascendant.longitude, karana: pan.karana });

  const kundli: Kundli = {
    basic: {
      name: input.name,
      gender: input.gender,
      date: input.date,
      time: input.time,
      place: place.name,
      timezone: place.timezone,
      utcOffset: time.utcOffset,
      utcOffsetSource: time.utcOffsetSource,
      utc: time.utc,
      latitude: place.latitude,
      longitude: place.longitude,
      julianDayUT: time.julianDayUT,
      ayanamsa: astro.ayanamsa,
      ayanamsaName: options.ayanamsa,
      greenwich_mean_sideral_time: astro.siderealTime.gmst,
      local_apparent_sideral_time: astro.siderealTime.last,
      options,
    },
    planets,
    midheaven: { ...astro.mc, sign: signOf(astro.mc.longitude) },
    vargas,
    chalit,
    bhava,
    dasha: { ...dasha, moonLongitude: moon, birthMs: time.utcMs },
    panchang: { ...pan, mangal_dosh: mangal.present, sarp_dosh: sarp.present },
    // Paya by the Moon's nakshatra is what AstroSage prints (docs/decisions/0004-paya.md);
    // the Moon-house rule of many almanacs is given beside it.
    avakhada: { ...ava, paya: payaByNakshatra(pan.nakshatra), payaByMoonHouse: payaOf(signs.Moon, ascendantSign) },
    ashtakavarga: ashtakavarga(signs),
    maitri: maitri(signs),
    shodashvarga: {
      table: shodashvargaTable(vargas, longitudes),
      dignities,
      vimshopaka: vimshopakaBala(dignities),
      taraChakra: taraChakra(pan.nakshatra),
    },
    sudarshan: sudarshanChakra(signs),
    drishti: grahaDrishti(signs),
    conjunctions: conjunctions(signs),
    yogas: yogas(longitudes),
    doshas: { mangal, kaalSarp: sarp, pitra: pitraDosh(signs) },
    combustion: astro.combustion,
    nodes: astro.nodes,
    receipt: {
      engine: `kundli-engine ${ENGINE_VERSION}`,
      ephemeris: { name: "Swiss Ephemeris", version: astro.ephemeris.version, mode: astro.ephemeris.kind },
      tzdata: runtime.tzdata,
      options,
      timezone: place.timezone,
      utcOffset: time.utcOffset,
      utcOffsetSource: time.utcOffsetSource,
    },
    warnings: time.warnings,
  };
  if (input.include?.length) {
    // Only the sections of a moment (a transit, the KP ruling planets, a varshphal, the running
    // dasha of the sensitivity panel) need one.
    const atMs = input.at !== undefined ? Date.parse(input.at) : (runtime.nowMs ?? Number.NaN);
    const timed = input.include.some(
      (s) => s === "transit" || s === "kp" || s === "sensitivity" || (s === "varshphal" && input.year === undefined),
    );
    if (timed && Number.isNaN(atMs)) throw new CalcError("MISSING_FIELD", "at is required (no clock here)", "at");
    const year = input.year ?? new Date(atMs + time.offsetSeconds * 1000).getUTCFullYear();
    const context = { eph, input, options, birth: time, astro, longitudes, signs, format, kundli, atMs, year };
    Object.assign(kundli, buildSections(context, holes));
  }
  return { kundli, offsetSeconds: time.offsetSeconds };
}
