/**
 * The independent reference values the engine is tested against (./reference/, credited in its
 * README), for the tests and `npm run bench`; never imported by the app. Reads happen when called,
 * so a module that only needs `parseExamples` (a Workers test, given the text at bundle time with
 * `?raw`) reads no file.
 */
import { readFileSync } from "node:fs";
import type { ValidKundliInput } from "../input.ts";
import type { Panchang } from "../panchang.ts";
import type { ChartBody, Graha, KundliInput, PlanetPosition, Sign } from "../types.ts";

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

/** One day of Drik Panchang's New Delhi days, as it prints them (local clock times, "HH:MM"). */
export interface DrikDay {
  date: string;
  /** 1 (Sunday) .. 7 */
  vara: number;
  sunrise: string;
  sunset: string;
  moonrise: string;
  moonset: string;
  dinamana: string;
  ratrimana: string;
  tithi: { number: number; ends?: string }[];
  nakshatra: { number: number; ends?: string }[];
  yoga: { number: number; ends?: string }[];
  karana: { name: string; ends?: string }[];
  masa: { amanta: number; purnimanta: number };
  samvat: { vikram: number; shaka: number };
  vedicRitu: string;
  drikRitu: string;
  vedicAyana: string;
  drikAyana: string;
  brahmaMuhurta: [string, string];
  abhijit: [string, string] | null;
  /** The end is null where Drik prints none. */
  rahuKaal: [string, string | null];
  yamaganda?: [string, string];
  gulikaKaal?: [string, string];
}

/** cases/drikpanchang-day-panchang-new-delhi.json: the place and its days. */
export interface DrikPanchangCase {
  place: { name: string; geonamesId: number; latitude: number; longitude: number; timezone: string };
  days: DrikDay[];
}

/** The 10 reference births, typed: what every engine test that uses them reads. */
export const chartExamples = (): ChartExample[] => readExamples("charts");

/** The 20 reference pairs, typed. */
export const pairExamples = (): PairExample[] => readExamples("pairs");

/** A chart's expected sidereal longitudes by body, as the engine's rules take them. */
export const longitudesOf = (chart: ChartExample) =>
  Object.fromEntries(chart.expected.planets.map((p) => [p.planet, p.longitude])) as Record<ChartBody, number>;

/**
 * The twelve signs' English names in order (Aries is sign 1), as the reference books and the
 * English screens and reports write them: what tests read a placement or a printed row with.
 */
export const SIGN_NAMES: readonly string[] = [
  "Aries",
  "Taurus",
  "Gemini",
  "Cancer",
  "Leo",
  "Virgo",
  "Libra",
  "Scorpio",
  "Sagittarius",
  "Capricorn",
  "Aquarius",
  "Pisces",
];

/** A sign's number (1–12) from its English name; throws on a name that is no sign. */
export function signNumber(name: string): Sign {
  const i = SIGN_NAMES.indexOf(name);
  if (i < 0) throw new Error(`not a sign: ${name}`);
  return (i + 1) as Sign;
}

/** A case's placements, `{ body: sign name }`, as sign numbers by body. */
export const signsOf = <B extends string>(placements: Record<B, string>) =>
  Object.fromEntries(Object.entries<string>(placements).map(([body, name]) => [body, signNumber(name)])) as Record<
    B,
    Sign
  >;

/**
 * ISO 8601 → ms, also with an offset that has seconds ("+05:21:10"), which Date.parse refuses
 * (the clock time may leave out its seconds, the offset too); throws on text that is no instant.
 */
export function parseInstant(iso: string): number {
  const m = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?)([+-])(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(iso);
  const offsetSeconds = m ? Number(m[3]) * 3600 + Number(m[4]) * 60 + Number(m[5] ?? 0) : 0;
  const ms = m ? Date.parse(`${m[1]}Z`) - (m[2] === "-" ? -1 : 1) * offsetSeconds * 1000 : Date.parse(iso);
  if (Number.isNaN(ms)) throw new Error(`not an ISO instant: ${iso}`);
  return ms;
}

/** A book case's birth, local date and clock time at a fixed offset in hours, as epoch ms. */
export const birthMs = (birth: { date: string; time: string; tz_offset_hours: number }) =>
  Date.parse(`${birth.date}T${birth.time}Z`) - birth.tz_offset_hours * 3_600_000;

/**
 * The Kundli input of PyJHora's dasha tests (cases/pyjhora-dashas-1996-12-07-chennai.json): the
 * Chennai birth, dashas only, with PyJHora's sidereal dasha year; `dashasLevels` as the test needs.
 */
export function pyjhoraDashaInput(
  dashasLevels?: number,
): KundliInput & Pick<ValidKundliInput, "include" | "dashasLevels"> {
  const b = readCase("pyjhora-dashas-1996-12-07-chennai").birth;
  return {
    name: "Chennai",
    gender: "male",
    date: b.date,
    time: b.time,
    utcOffset: "+05:30",
    place: { name: b.place, latitude: b.lat, longitude: b.lon, timezone: "Asia/Kolkata" },
    options: { dashaYear: 365.256363 },
    include: ["dashas"],
    ...(dashasLevels === undefined ? {} : { dashasLevels }),
  };
}

/** A date and time PyJHora prints for the Chennai case ("1996-12-07 10:34:00", IST), as epoch ms. */
export const pyjhoraIstMs = (printed: string) => Date.parse(`${printed.replace(" ", "T")}+05:30`);
