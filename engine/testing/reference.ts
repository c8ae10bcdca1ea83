/**
 * The independent reference values the engine is tested against (./reference/, credited in its
 * README), for the tests and `npm run bench`; never imported by the app. Reads happen when called,
 * so a module that only needs `parseExamples` (a Workers test, given the text at bundle time with
 * `?raw`) reads no file.
 */
import { readFileSync } from "node:fs";
import type { Panchang } from "../panchang.ts";
import type { ChartBody, Graha, KundliInput, PlanetPosition } from "../types.ts";

const read = (file: string) => readFileSync(new URL(`./reference/${file}`, import.meta.url), "utf8");

/** JSON Lines text as the parsed value of each line that is not blank, in order. */
export const parseExamples = (text: string) =>
  text
    .split("\n")
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line));

/**
 * The examples of examples/<set>.jsonl, each `{id, tags, input, expected}`: 10 births (`charts`,
 * `input` a Kundli input) or 20 boy/girl pairs (`pairs`, `input` a match input).
 */
export const readExamples = (set: "charts" | "pairs") => parseExamples(read(`examples/${set}.jsonl`));

/** One independent case, cases/<name>.json (its source, settings, expected values, tolerance). */
export const readCase = (name: string) => JSON.parse(read(`cases/${name}.json`));

/** A case file that is not JSON, as text (cases/<file>, e.g. a CSV table copied byte for byte). */
export const readCaseText = (file: string) => read(`cases/${file}`);

/** The normative Ashtakoot tables, ashtakoot-tables.json. */
export const readAshtakootTables = () => JSON.parse(read("ashtakoot-tables.json"));

/** A Vimshottari period as the oracle gives it, with its sub-periods to the levels it goes. */
export interface ReferencePeriod {
  planet: Graha;
  start: string;
  end: string;
  children?: ReferencePeriod[];
}

/** A node's position as the oracle gives it, mean or true. */
interface ReferenceNode {
  Rahu: number;
  Ketu: number;
  speed: number;
}

/** One birth of examples/charts.jsonl: its Kundli input and what the oracle computed for it. */
export interface ChartExample {
  id: string;
  tags: string[];
  input: KundliInput;
  expected: {
    basic: {
      julianDayUT: number;
      utcOffset: string;
      utcOffsetSource: string;
      utc: string;
      ayanamsa: number;
      ayanamsaName: string;
      options: { ayanamsa: string; node: string; sunrise: string; dashaYear: number; houses: string };
    };
    planets: PlanetPosition[];
    vargas: Record<string, Record<ChartBody, number>>;
    bhava: { house: number; madhya: number; sandhi: number }[];
    dasha: { system: string; balanceYears: number; periods: ReferencePeriod[] };
    /** The contract's panchang block; the oracle's births all have a sunrise and a sunset. */
    panchang: Omit<Panchang, "sunrise" | "sunset"> & { sunrise: string; sunset: string; mangal_dosh: boolean };
    avakhada: Record<string, unknown>;
    ashtakavarga: { bav: Record<string, number[]>; sav: number[]; bavAscendant: number[] };
    nodes: { used: string; mean: ReferenceNode; true: ReferenceNode };
  };
}

/** One partner of a pair as the oracle reads them: the Moon's categories, the Ascendant and Mars. */
export interface ReferencePartner {
  moon: {
    longitude: number;
    sign: number;
    nakshatra: number;
    pada: number;
    varna: string;
    vashya: string;
    yoni: string;
    gana: string;
    nadi: string;
    signLord: string;
  };
  ascendantSign: number;
  marsSign: number;
  marsHouse: number;
  utc: string;
  utcOffset: string;
}

/** One boy/girl pair of examples/pairs.jsonl: the two births and the Ashtakoot the oracle gives. */
export interface PairExample {
  id: string;
  tags: string[];
  input: { boy: KundliInput; girl: KundliInput };
  expected: {
    ashtakoot: Record<string, { received: number; outOf: number }>;
    tier: string;
    mangalDosh: { boy: boolean; girl: boolean };
    boy: ReferencePartner;
    girl: ReferencePartner;
  };
}

/** The 10 reference births, typed: what every engine test that uses them reads. */
export const chartExamples = (): ChartExample[] => readExamples("charts");

/** The 20 reference pairs, typed. */
export const pairExamples = (): PairExample[] => readExamples("pairs");

/** A chart's expected sidereal longitudes by body, as the engine's rules take them. */
export const longitudesOf = (chart: ChartExample) =>
  Object.fromEntries(chart.expected.planets.map((p) => [p.planet, p.longitude])) as Record<ChartBody, number>;
