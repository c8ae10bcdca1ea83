// Divisional charts (vargas): the sign a body occupies in Dn.
// Rules: conventions.md "Divisional charts" (Parashara, BPHS) for the sixteen charts of the
// contract; the extra charts follow the "traditional Parashara" options of Jagannatha Hora as
// PyJHora implements them (src/jhora/horoscope/chart/charts.py) and are documented at each rule.

import type { ChartBody, Sign } from "./types.ts";
import { degreeInSign, isOddSign, modalityOf, normalizeDegrees, signFrom, signOf, tatvaOf } from "./zodiac.ts";

/** The sixteen charts the contract's `vargas` object must hold (the Shodashvarga). */
export const SHODASHVARGA = [1, 2, 3, 4, 7, 9, 10, 12, 16, 20, 24, 27, 30, 40, 45, 60] as const;
/** Every chart this module knows. */
export const VARGA_DIVISIONS = [
  1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 16, 20, 24, 27, 30, 40, 45, 60, 81, 108, 144,
] as const;
export type VargaDivision = (typeof VARGA_DIVISIONS)[number];
export type VargaName = `D${VargaDivision}`;

// prettier-ignore
const ARIES = 1, TAURUS = 2, GEMINI = 3, CANCER = 4, LEO = 5, VIRGO = 6, LIBRA = 7,
  SCORPIO = 8, SAGITTARIUS = 9, CAPRICORN = 10, AQUARIUS = 11, PISCES = 12;

/** Sign of part `part` (0-based) when the parts are counted from `start` (start itself first). */
const countFrom = (start: Sign, part: number): Sign => signFrom(start, part + 1);

/** By modality: movable, fixed, dual. */
const byModality = (sign: Sign, movable: Sign, fixed: Sign, dual: Sign): Sign =>
  ({ movable, fixed, dual })[modalityOf(sign)];

type EqualPartRule = (sign: Sign, part: number) => Sign;

// Rules for charts made of n equal parts of 30/n degrees each.
const EQUAL_PART_RULES: Record<Exclude<VargaDivision, 30 | 108 | 144>, EqualPartRule> = {
  1: (s) => s,
  // Hora: odd sign Leo then Cancer; even sign Cancer then Leo.
  2: (s, k) => ((isOddSign(s) ? k === 0 : k === 1) ? LEO : CANCER),
  // Drekkana: the sign, its 5th, its 9th.
  3: (s, k) => countFrom(s, 4 * k),
  // Chaturthamsa: the sign, its 4th, 7th, 10th.
  4: (s, k) => countFrom(s, 3 * k),
  // Panchamsa (extra): odd signs Aries, Aquarius, Sagittarius, Gemini, Libra; even signs Taurus,
  // Virgo, Pisces, Capricorn, Scorpio — the signs of the trimsamsa lords Mars, Saturn, Jupiter,
  // Mercury, Venus in trimsamsa order (JHora/PyJHora "Traditional Parasara" panchamsa).
  5: (s, k) =>
    (isOddSign(s) ? [ARIES, AQUARIUS, SAGITTARIUS, GEMINI, LIBRA] : [TAURUS, VIRGO, PISCES, CAPRICORN, SCORPIO])[k]!,
  // Shashthamsa (extra): odd signs counted from Aries, even signs from Libra (PyJHora default).
  6: (s, k) => countFrom(isOddSign(s) ? ARIES : LIBRA, k),
  // Saptamsa: odd from the sign, even from its 7th.
  7: (s, k) => countFrom(isOddSign(s) ? s : signFrom(s, 7), k),
  // Ashtamsa (extra): movable from Aries, fixed from Sagittarius, dual from Leo (PyJHora default).
  8: (s, k) => countFrom(byModality(s, ARIES, SAGITTARIUS, LEO), k),
  // Navamsa: movable from the sign, fixed from its 9th, dual from its 5th.
  9: (s, k) => countFrom(byModality(s, s, signFrom(s, 9), signFrom(s, 5)), k),
  // Dasamsa: odd from the sign, even from its 9th.
  10: (s, k) => countFrom(isOddSign(s) ? s : signFrom(s, 9), k),
  // Rudramsa / Ekadasamsa (extra): counted forward from the sign as far behind Aries as S is
  // ahead of it (Aries→Aries, Taurus→Pisces, Gemini→Aquarius, ...): Sanjay Rath's reading of
  // Parashara, JHora's and PyJHora's default D11.
  11: (s, k) => countFrom(((13 - s) % 12) + 1, k),
  // Dwadasamsa: from the sign.
  12: (s, k) => countFrom(s, k),
  // Shodasamsa: movable from Aries, fixed from Leo, dual from Sagittarius.
  16: (s, k) => countFrom(byModality(s, ARIES, LEO, SAGITTARIUS), k),
  // Vimsamsa: movable from Aries, fixed from Sagittarius, dual from Leo.
  20: (s, k) => countFrom(byModality(s, ARIES, SAGITTARIUS, LEO), k),
  // Chaturvimsamsa: odd from Leo, even from Cancer.
  24: (s, k) => countFrom(isOddSign(s) ? LEO : CANCER, k),
  // Nakshatramsa: fiery from Aries, earthy from Cancer, airy from Libra, watery from Capricorn.
  27: (s, k) => countFrom({ fire: ARIES, earth: CANCER, air: LIBRA, water: CAPRICORN }[tatvaOf(s)], k),
  // Khavedamsa: odd from Aries, even from Libra.
  40: (s, k) => countFrom(isOddSign(s) ? ARIES : LIBRA, k),
  // Akshavedamsa: movable from Aries, fixed from Leo, dual from Sagittarius.
  45: (s, k) => countFrom(byModality(s, ARIES, LEO, SAGITTARIUS), k),
  // Shashtyamsa: from the sign.
  60: (s, k) => countFrom(s, k),
  // Nava-navamsa (extra): the parts run on from Aries through the whole zodiac without
  // restarting at each sign, as the Parashara navamsa itself does (JHora "parivritti" D81,
  // PyJHora default). Part k of sign S is zodiac part 81(S-1)+k, counted from Aries.
  81: (s, k) => countFrom(ARIES, 81 * (s - 1) + k),
};

// Trimsamsa: unequal parts, [upper bound in degrees, sign]. A boundary degree belongs to the
// part that begins there (half-open parts, as for every other chart).
// prettier-ignore
const TRIMSAMSA_ODD: readonly (readonly [number, Sign])[] = [[5, ARIES], [10, AQUARIUS], [18, SAGITTARIUS], [25, GEMINI], [30, LIBRA]];
// prettier-ignore
const TRIMSAMSA_EVEN: readonly (readonly [number, Sign])[] = [[5, TAURUS], [12, VIRGO], [20, PISCES], [25, CAPRICORN], [30, SCORPIO]];

function trimsamsaSign(sign: Sign, degree: number): Sign {
  const table = isOddSign(sign) ? TRIMSAMSA_ODD : TRIMSAMSA_EVEN;
  return (table.find(([upper]) => degree < upper) ?? table[table.length - 1]!)[1];
}

/** Where a body falls in an equal-part chart: its sign there and its degree scaled into that sign. */
export interface VargaPlacement {
  sign: Sign;
  /** Position inside the divisional sign, 0 <= d < 30 (the part's arc stretched to 30°). */
  degree: number;
}

function equalPartPlacement(longitude: number, n: number, rule: EqualPartRule): VargaPlacement {
  const sign = signOf(longitude);
  const scaled = degreeInSign(longitude) * n; // multiply first: exact at every part edge
  const part = Math.min(n - 1, Math.floor(scaled / 30));
  return { sign: rule(sign, part), degree: scaled - 30 * part };
}

const longitudeOf = (p: VargaPlacement): number => (p.sign - 1) * 30 + p.degree;

/**
 * Sign and scaled degree of a body in Dn. D108 and D144 are compound charts: D108 is the
 * dwadasamsa of the navamsa position and D144 the dwadasamsa of the dwadasamsa position
 * (JHora/PyJHora "Traditional Parasara" ashtottaramsa and dwadas-dwadasamsa).
 */
export function vargaPlacement(longitude: number, division: VargaDivision): VargaPlacement {
  const lon = normalizeDegrees(longitude);
  switch (division) {
    case 30: // unequal parts: the degree is scaled as if they were equal (1° of sign = 30°)
      return { sign: trimsamsaSign(signOf(lon), degreeInSign(lon)), degree: (degreeInSign(lon) * 30) % 30 };
    case 108:
      return vargaPlacement(longitudeOf(vargaPlacement(lon, 9)), 12);
    case 144:
      return vargaPlacement(longitudeOf(vargaPlacement(lon, 12)), 12);
    default:
      return equalPartPlacement(lon, division, EQUAL_PART_RULES[division]);
  }
}

/** Sign 1..12 of a body at this sidereal longitude in Dn. */
export function vargaSign(longitude: number, division: VargaDivision): Sign {
  return vargaPlacement(longitude, division).sign;
}

export type VargaCharts<D extends VargaDivision = VargaDivision> = Record<`D${D}`, Record<ChartBody, Sign>>;
export type Shodashvarga = (typeof SHODASHVARGA)[number];

/**
 * The contract's `vargas` object: for each chart, every body given (Ascendant included) → its
 * sign. `longitudes` holds the sidereal longitude of each body; charts default to the sixteen.
 */
export function vargaCharts(longitudes: Readonly<Record<ChartBody, number>>): VargaCharts<Shodashvarga>;
export function vargaCharts<D extends VargaDivision>(
  longitudes: Readonly<Record<ChartBody, number>>,
  divisions: readonly D[],
): VargaCharts<D>;
export function vargaCharts(
  longitudes: Readonly<Record<ChartBody, number>>,
  divisions: readonly VargaDivision[] = SHODASHVARGA,
): Record<string, Record<ChartBody, Sign>> {
  const charts: Record<string, Record<ChartBody, Sign>> = {};
  for (const division of divisions) {
    const chart = {} as Record<ChartBody, Sign>;
    for (const body of Object.keys(longitudes) as ChartBody[]) chart[body] = vargaSign(longitudes[body], division);
    charts[`D${division}`] = chart;
  }
  return charts;
}
