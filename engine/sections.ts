/**
 * The sections a Kundli input may ask for beyond v1 (calc-cli-v2.md: `include`), each computed
 * only when asked for, from the birth as the v1 Kundli resolved it. A section is a pure function
 * of this context; its module registers it in SECTIONS.
 */
import type { Ephemeris } from "../ephemeris/index.ts";
import type { AstroChart } from "./astro.ts";
import { dashasSection, dashasSectionJson } from "./dashas.ts";
import { transitSection } from "./gochar.ts";
import type { Include, ValidKundliInput } from "./input.ts";
import { jaiminiSection } from "./jaimini.ts";
import { kpSection } from "./kp.ts";
import type { Kundli } from "./kundli.ts";
import { buildStrength } from "./strength.ts";
import { sensitivitySection } from "./sensitivity.ts";
import type { ResolvedBirthTime } from "./time.ts";
import { CalcError, type CalcOptions, type ChartBody, type Sign } from "./types.ts";
import { varshphalSection } from "./varshphal.ts";

export interface KundliContext {
  eph: Ephemeris;
  input: ValidKundliInput;
  options: CalcOptions;
  /** The birth instant as resolved (UTC ms, Julian day, offset). */
  birth: ResolvedBirthTime;
  astro: AstroChart;
  /** Sidereal longitudes of the Ascendant and the nine grahas. */
  longitudes: Record<ChartBody, number>;
  signs: Record<ChartBody, Sign>;
  /** Writes a UTC instant in the birth's offset, as every v1 time is written. */
  format: (utcMs: number) => string;
  /** The v1 Kundli (sections may read its dasha, panchang, ashtakavarga, vargas …). */
  kundli: Kundli;
  /** `at` of the input, else the caller's now (RuntimeInfo.nowMs), in UTC ms. */
  atMs: number;
  /** `year` of the input, else the year of atMs at the birth's offset. */
  year: number;
}

export type SectionBuilder = (context: KundliContext) => unknown;

/** A JSON text cut out of a value: where it goes (keys from the value down) and its bytes. */
export type JsonHole = [path: string[], bytes: Uint8Array];

/** A section for the JSON bytes: its value with the holes left empty, and their bytes. */
export interface SectionJson {
  value: unknown;
  holes: JsonHole[];
}

/** The sections built so far; an include without one here is refused, never silently empty. */
export const SECTIONS: Partial<Record<Include, SectionBuilder>> = {
  strength: buildStrength,
  dashas: dashasSection,
  jaimini: jaiminiSection,
  kp: kpSection,
  transit: transitSection,
  varshphal: varshphalSection,
  sensitivity: sensitivitySection,
};

/** Sections that can write parts of themselves as JSON bytes (kundli-json.ts). */
const SECTIONS_JSON: Partial<Record<Include, (context: KundliContext) => SectionJson>> = {
  dashas: dashasSectionJson,
};

/**
 * The included sections, in the order asked. With `holes`, a section that can writes parts of
 * itself as bytes there (paths from the Kundli down, in the order JSON.stringify meets them).
 */
export function buildSections(context: KundliContext, holes?: JsonHole[]): Partial<Record<Include, unknown>> {
  const out: Partial<Record<Include, unknown>> = {};
  for (const name of context.input.include ?? []) {
    const build = SECTIONS[name];
    if (!build) throw new CalcError("INVALID_FIELD", `include: "${name}" is not available yet`, "include");
    const asJson = holes && SECTIONS_JSON[name];
    if (asJson) {
      const section = asJson(context);
      out[name] = section.value;
      for (const [path, bytes] of section.holes) holes.push([[name, ...path], bytes]);
    } else out[name] = build(context);
  }
  return out;
}
