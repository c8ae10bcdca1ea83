// Shodashvarga: the sixteen divisional signs of each body side by side, the
// dignity of each planet in each varga, Vimshopaka bala (BPHS ch. 16) and the
// Tara chakra. The varga signs come in as data (vargas.ts makes them).

import type { ChartBody, Graha, Nakshatra, Sign } from "./types.ts";
import { CHART_BODIES } from "./types.ts";
import {
  EXALTATION_SIGN,
  DEBILITATION_SIGN,
  MOOLATRIKONA_SIGN,
  SAPTA_GRAHAS,
  lordOf,
  type SaptaGraha,
} from "./data/grahas.ts";
import { maitri, naisargika, type CompoundRelation } from "./maitri.ts";
import { SHODASHVARGA, type VargaCharts } from "./vargas.ts";
import { nakshatraLord, nakshatraOf, padaOf } from "./zodiac.ts";

export type ShodashvargaName = `D${(typeof SHODASHVARGA)[number]}`;
export const SHODASHVARGA_NAMES = SHODASHVARGA.map((d) => `D${d}` as ShodashvargaName);

// ------------------------------------------------------------------ the table

export interface ShodashvargaRow {
  signs: Record<ShodashvargaName, Sign>;
  /** Same sign in D1 and D9. */
  vargottama: boolean;
  /** The body's nakshatra, pada and nakshatra lord, when its longitude is given. */
  nakshatra?: Nakshatra;
  pada?: number;
  nakshatraLord?: Graha;
}

/** Each body's sign in the sixteen vargas (and its nakshatra and pada if longitudes are given). */
export function shodashvargaTable(
  vargas: VargaCharts<(typeof SHODASHVARGA)[number]>,
  longitudes?: Readonly<Record<ChartBody, number>>,
): Record<ChartBody, ShodashvargaRow> {
  const table = {} as Record<ChartBody, ShodashvargaRow>;
  for (const body of CHART_BODIES) {
    const signs = Object.fromEntries(SHODASHVARGA_NAMES.map((v) => [v, vargas[v][body]])) as Record<
      ShodashvargaName,
      Sign
    >;
    const row: ShodashvargaRow = { signs, vargottama: signs.D1 === signs.D9 };
    if (longitudes) {
      row.nakshatra = nakshatraOf(longitudes[body]);
      row.pada = padaOf(longitudes[body]);
      row.nakshatraLord = nakshatraLord(row.nakshatra);
    }
    table[body] = row;
  }
  return table;
}

// ------------------------------------------------------------------ dignity

/** A planet's standing in one varga sign: own (incl. exalted and moolatrikona signs) or its relation to the sign's lord. */
export type VargaStanding = "own" | CompoundRelation;

export interface VargaDignity {
  sign: Sign;
  lord: SaptaGraha;
  exalted: boolean;
  debilitated: boolean;
  /** The moolatrikona sign (by sign only; degrees are not known in a varga). */
  moolatrikona: boolean;
  ownSign: boolean;
  standing: VargaStanding;
}

export interface DignityOptions {
  /** "compound" (default, BPHS: natural + temporary from the D1 positions) or "natural". */
  relationship?: "compound" | "natural";
  /** Count the exaltation sign as "own" (default true). A debilitated planet is judged by its relation to the sign's lord. */
  exaltedAsOwn?: boolean;
}

const NATURAL_TO_STANDING = { friend: "friend", neutral: "neutral", enemy: "enemy" } as const;

/**
 * Standing of `planet` in `sign`. `compound` is the planet's compound relation to each other
 * planet (from the D1 chart); it is ignored when options.relationship is "natural".
 */
export function vargaDignity(
  planet: SaptaGraha,
  sign: Sign,
  compound: Partial<Record<Graha, CompoundRelation>>,
  options: DignityOptions = {},
): VargaDignity {
  const lord = lordOf(sign);
  const exalted = EXALTATION_SIGN[planet] === sign;
  const ownSign = lord === planet;
  const moolatrikona = MOOLATRIKONA_SIGN[planet] === sign;
  let standing: VargaStanding;
  if (ownSign || moolatrikona || (exalted && options.exaltedAsOwn !== false)) standing = "own";
  else if (options.relationship === "natural") standing = NATURAL_TO_STANDING[naisargika(planet, lord)];
  else standing = compound[lord]!;
  return { sign, lord, exalted, debilitated: DEBILITATION_SIGN[planet] === sign, moolatrikona, ownSign, standing };
}

// ------------------------------------------------------------------ Vimshopaka bala

/** Weights of the vargas in each scheme; each scheme totals 20 (BPHS 16). */
export const VIMSHOPAKA_SCHEMES = {
  shadvarga: { D1: 6, D2: 2, D3: 4, D9: 5, D12: 2, D30: 1 },
  saptavarga: { D1: 5, D2: 2, D3: 3, D7: 2.5, D9: 4.5, D12: 2, D30: 1 },
  dashavarga: { D1: 3, D2: 1.5, D3: 1.5, D7: 1.5, D9: 1.5, D10: 1.5, D12: 1.5, D16: 1.5, D30: 1.5, D60: 5 },
  shodashavarga: {
    D1: 3.5,
    D2: 1,
    D3: 1,
    D4: 0.5,
    D7: 0.5,
    D9: 3,
    D10: 0.5,
    D12: 0.5,
    D16: 2,
    D20: 0.5,
    D24: 0.5,
    D27: 0.5,
    D30: 1,
    D40: 0.5,
    D45: 0.5,
    D60: 4,
  },
} as const satisfies Record<string, Partial<Record<ShodashvargaName, number>>>;
export type VimshopakaScheme = keyof typeof VIMSHOPAKA_SCHEMES;

/**
 * Points out of 20 for a planet's standing in a varga (BPHS 16: own varga 20, great friend 18,
 * friend 15, neutral 10, enemy 7, great enemy 5). A varga's share is weight x points / 20.
 */
export const VIMSHOPAKA_POINTS: Readonly<Record<VargaStanding, number>> = {
  own: 20,
  greatFriend: 18,
  friend: 15,
  neutral: 10,
  enemy: 7,
  greatEnemy: 5,
};

/** A varga's part of a scheme's score; the planet's dignity there is in `vargaDignities`. */
export interface VimshopakaVarga {
  weight: number;
  /** weight x points / 20 */
  score: number;
}

export interface Vimshopaka {
  /** Out of 20. */
  score: number;
  vargas: Partial<Record<ShodashvargaName, VimshopakaVarga>>;
}

export type VargaDignities = Record<SaptaGraha, Record<ShodashvargaName, VargaDignity>>;

/**
 * The dignity of each of the seven planets in each of the sixteen vargas: one table, which the
 * four Vimshopaka schemes score. Relationships are compound, with the temporary part taken from
 * the D1 chart, unless options say "natural".
 */
export function vargaDignities(
  vargas: VargaCharts<(typeof SHODASHVARGA)[number]>,
  options: DignityOptions = {},
): VargaDignities {
  const compound = maitri(vargas.D1).panchadha;
  const result = {} as VargaDignities;
  for (const planet of SAPTA_GRAHAS) {
    const row = {} as Record<ShodashvargaName, VargaDignity>;
    for (const varga of SHODASHVARGA_NAMES)
      row[varga] = vargaDignity(planet, vargas[varga][planet], compound[planet], options);
    result[planet] = row;
  }
  return result;
}

/** Vimshopaka bala of the seven planets in the four schemes, from their dignities. */
export function vimshopakaBala(dignities: VargaDignities): Record<SaptaGraha, Record<VimshopakaScheme, Vimshopaka>> {
  const result = {} as Record<SaptaGraha, Record<VimshopakaScheme, Vimshopaka>>;
  for (const planet of SAPTA_GRAHAS) {
    result[planet] = {} as Record<VimshopakaScheme, Vimshopaka>;
    for (const scheme of Object.keys(VIMSHOPAKA_SCHEMES) as VimshopakaScheme[]) {
      const weights: Partial<Record<ShodashvargaName, number>> = VIMSHOPAKA_SCHEMES[scheme];
      const detail: Vimshopaka = { score: 0, vargas: {} };
      for (const [varga, weight] of Object.entries(weights) as [ShodashvargaName, number][]) {
        const score = (weight * VIMSHOPAKA_POINTS[dignities[planet][varga].standing]) / 20;
        detail.vargas[varga] = { weight, score };
        detail.score += score;
      }
      result[planet][scheme] = detail;
    }
  }
  return result;
}

// ------------------------------------------------------------------ Tara chakra

/** The nine taras counted from the birth (janma) nakshatra. */
export const TARAS = [
  "janma",
  "sampat",
  "vipat",
  "kshema",
  "pratyak",
  "sadhana",
  "naidhana",
  "mitra",
  "paramaMitra",
] as const;
export type Tara = (typeof TARAS)[number];

export interface TaraPlacement {
  tara: Tara;
  /** 1..9 */
  number: number;
  /** 1..3: which round of nine from the janma nakshatra. */
  cycle: number;
}

/** Tara of nakshatra `n` counted from `janma`, both inclusive (janma itself is the 1st, janma). */
export function taraOfNakshatra(janma: Nakshatra, n: Nakshatra): TaraPlacement {
  const count = ((((n - janma) % 27) + 27) % 27) + 1;
  const number = ((count - 1) % 9) + 1;
  return { tara: TARAS[number - 1]!, number, cycle: Math.ceil(count / 9) };
}

export interface TaraChakraRow {
  tara: Tara;
  number: number;
  /** The three nakshatras of this tara, in the order of the three rounds. */
  nakshatras: [Nakshatra, Nakshatra, Nakshatra];
}

/** The nine taras with the 27 nakshatras placed, from the birth nakshatra. */
export function taraChakra(janma: Nakshatra): TaraChakraRow[] {
  return TARAS.map((tara, i) => {
    const at = (cycle: number) => ((janma - 1 + i + 9 * cycle) % 27) + 1;
    return { tara, number: i + 1, nakshatras: [at(0), at(1), at(2)] };
  });
}
