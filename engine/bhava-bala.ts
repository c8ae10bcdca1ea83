// Bhava bala: the strength of each house, after B.V. Raman, "Graha and Bhava Balas", ch. IX:
// the shadbala of its lord (adhipati), its directional strength by the kind of sign its middle
// falls in (dig) and the aspects on its middle (drishti). Pure; see docs/strength.md.

import { lordOf, SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { drishtiValue, type PlanetNature } from "./shadbala-drik.ts";
import type { Virupas } from "./shadbala-sthana.ts";
import type { Sign } from "./types.ts";
import { signOf, vashyaOf } from "./zodiac.ts";

/**
 * The house where a bhava is strongest, by the kind of sign holding its middle: human signs
 * (Gemini, Virgo, Libra, Aquarius, the first half of Sagittarius) in the 1st, watery ones (Cancer,
 * Pisces, the second half of Capricorn) in the 4th, Scorpio in the 7th, four-footed ones (Aries,
 * Taurus, Leo, the second half of Sagittarius, the first half of Capricorn) in the 10th. These
 * are the vashya groups of zodiac.ts, with Leo (vanachara there) four-footed.
 */
export function strongestHouse(madhya: number): 1 | 4 | 7 | 10 {
  switch (vashyaOf(madhya)) {
    case "manava":
      return 1;
    case "jalachara":
      return 4;
    case "keeta":
      return 7;
    case "chatushpada":
    case "vanachara":
      return 10;
  }
}

/** Bhava dig bala: 60 in the strongest house, 10 less for each house away from it (0 opposite). */
export function bhavaDigBala(house: number, madhya: number): Virupas {
  const away = (((house - strongestHouse(madhya)) % 12) + 12) % 12;
  return 60 - 10 * Math.min(away, 12 - away);
}

/** Planets whose aspects on a bhava count in full; the others' count a quarter (Raman). */
const FULL_ASPECT: readonly SaptaGraha[] = ["Jupiter", "Mercury"];

/**
 * Bhava drishti bala: the aspects (drik bala's values) of the seven planets on the bhava's middle,
 * benefics adding and malefics subtracting, a quarter of each except Jupiter's and Mercury's,
 * which count in full.
 */
export function bhavaDrishtiBala(
  madhya: number,
  longitudes: Readonly<Record<SaptaGraha, number>>,
  nature: PlanetNature,
): Virupas {
  let sum = 0;
  for (const p of SAPTA_GRAHAS) {
    const v = drishtiValue(p, madhya - longitudes[p]) * (FULL_ASPECT.includes(p) ? 1 : 0.25);
    sum += nature.benefics.includes(p) ? v : -v;
  }
  return sum;
}

export interface BhavaBalaRow {
  house: number;
  /** Sign of the bhava's middle, and its lord. */
  sign: Sign;
  lord: SaptaGraha;
  adhipati: Virupas;
  dig: Virupas;
  drishti: Virupas;
  total: Virupas;
  totalRupas: number;
}

export function bhavaBala(
  madhyas: readonly { house: number; madhya: number }[],
  longitudes: Readonly<Record<SaptaGraha, number>>,
  nature: PlanetNature,
  shadbalaTotals: Readonly<Record<SaptaGraha, Virupas>>,
): BhavaBalaRow[] {
  return madhyas.map(({ house, madhya }) => {
    const sign = signOf(madhya);
    const lord = lordOf(sign);
    const adhipati = shadbalaTotals[lord];
    const dig = bhavaDigBala(house, madhya);
    const drishti = bhavaDrishtiBala(madhya, longitudes, nature);
    const total = adhipati + dig + drishti;
    return { house, sign, lord, adhipati, dig, drishti, total, totalRupas: total / 60 };
  });
}
