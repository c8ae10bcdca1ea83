// Shadbala, positional parts: Sthana bala (uchcha, saptavargaja, ojayugma, kendradi, drekkana)
// and Dig bala, in virupas, after B.V. Raman, "Graha and Bhava Balas", ch. III–IV. Pure; the
// rules and their sources are in docs/strength.md.

import { angularDistance } from "./astro.ts";
import { DEEP_DEBILITATION, lordOf, MOOLATRIKONA_SIGN, SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { maitri, type CompoundRelation } from "./maitri.ts";
import type { Graha, Sign } from "./types.ts";
import { vargaSign } from "./vargas.ts";
import { degreeInSign, houseFrom, isOddSign, normalizeDegrees, signOf } from "./zodiac.ts";

/** Strength in virupas (shashtiamsas): 60 make a rupa. */
export type Virupas = number;
export type PerPlanet<T> = Record<SaptaGraha, T>;

export const perPlanet = <T>(f: (p: SaptaGraha) => T): PerPlanet<T> =>
  Object.fromEntries(SAPTA_GRAHAS.map((p) => [p, f(p)])) as PerPlanet<T>;

/** Uchcha bala: the arc from the deep debilitation point / 3 (60 at exaltation, 0 at debilitation). */
export const uchchaBala = (planet: SaptaGraha, longitude: number): Virupas =>
  angularDistance(longitude, DEEP_DEBILITATION[planet]) / 3;

/** The seven vargas of Saptavargaja bala. */
export const SAPTAVARGA = [1, 2, 3, 7, 9, 12, 30] as const;
export type Saptavarga = (typeof SAPTAVARGA)[number];

/** Virupas of a planet's standing in a varga sign (Raman: moolatrikona 45 … great enemy 1.875). */
export const SAPTAVARGAJA_POINTS = {
  moolatrikona: 45,
  own: 30,
  greatFriend: 22.5,
  friend: 15,
  neutral: 7.5,
  enemy: 3.75,
  greatEnemy: 1.875,
} as const;
export type SaptavargajaStanding = keyof typeof SAPTAVARGAJA_POINTS;

/**
 * Standing of `planet` in the sign `sign` of a varga. Moolatrikona counts in the rasi only, for
 * the whole sign; in the other vargas a moolatrikona sign the planet owns is "own". A planet in a
 * sign it owns is "own"; anywhere else it takes its compound (panchadha) relation, from the rasi
 * chart, to the sign's lord. Exaltation and debilitation have no category of their own here.
 */
export function saptavargajaStanding(
  planet: SaptaGraha,
  division: Saptavarga,
  sign: Sign,
  compound: Partial<Record<Graha, CompoundRelation>>,
): SaptavargajaStanding {
  if (division === 1 && sign === MOOLATRIKONA_SIGN[planet]) return "moolatrikona";
  const lord = lordOf(sign);
  if (lord === planet) return "own";
  const relation = compound[lord];
  if (relation === undefined) throw new RangeError(`no relation of ${planet} to ${lord}`);
  return relation;
}

/** Female planets (Ojayugma bala: strong in even signs and navamsas; the others in odd ones). */
const FEMALE: readonly SaptaGraha[] = ["Moon", "Venus"];

/** Drekkana (0, 1, 2) where a planet gets Drekkana bala: male 1st, neuter 2nd, female 3rd. */
export const DREKKANA_OF: PerPlanet<0 | 1 | 2> = {
  Sun: 0,
  Mars: 0,
  Jupiter: 0,
  Mercury: 1,
  Saturn: 1,
  Moon: 2,
  Venus: 2,
};

/** Kendradi bala by house counted by sign from the Lagna: kendra 60, panaphara 30, apoklima 15. */
export function kendradiBala(ascendantSign: Sign, sign: Sign): Virupas {
  return [60, 30, 15][(houseFrom(ascendantSign, sign) - 1) % 3]!;
}

export interface SthanaBala {
  uchcha: Virupas;
  saptavargaja: Virupas;
  ojayugma: Virupas;
  kendradi: Virupas;
  drekkana: Virupas;
  sthana: Virupas;
}

export function sthanaBala(
  longitudes: PerPlanet<number>,
  ascendant: number,
): { bala: PerPlanet<SthanaBala>; standings: PerPlanet<Record<`D${Saptavarga}`, SaptavargajaStanding>> } {
  const signs = perPlanet((p) => signOf(longitudes[p]));
  const compound = maitri(signs, SAPTA_GRAHAS).panchadha;
  const ascendantSign = signOf(ascendant);
  const standings = perPlanet((p) =>
    Object.fromEntries(
      SAPTAVARGA.map((d) => [`D${d}`, saptavargajaStanding(p, d, vargaSign(longitudes[p], d), compound[p])]),
    ),
  ) as PerPlanet<Record<`D${Saptavarga}`, SaptavargajaStanding>>;
  const bala = perPlanet((p): SthanaBala => {
    const lon = longitudes[p];
    const saptavargaja = Object.values(standings[p]).reduce((sum, s) => sum + SAPTAVARGAJA_POINTS[s], 0);
    const strongInOdd = !FEMALE.includes(p);
    const oja = (sign: Sign) => (isOddSign(sign) === strongInOdd ? 15 : 0);
    const ojayugma = oja(signs[p]) + oja(vargaSign(lon, 9));
    const uchcha = uchchaBala(p, lon);
    const kendradi = kendradiBala(ascendantSign, signs[p]);
    const drekkana = Math.min(2, Math.floor((degreeInSign(lon) * 3) / 30)) === DREKKANA_OF[p] ? 15 : 0;
    return {
      uchcha,
      saptavargaja,
      ojayugma,
      kendradi,
      drekkana,
      sthana: uchcha + saptavargaja + ojayugma + kendradi + drekkana,
    };
  });
  return { bala, standings };
}

/**
 * Dig bala: the arc (0..180°) from the angle where the planet has no directional strength / 3.
 * Strong in the 10th (Sun, Mars), 1st (Mercury, Jupiter), 4th (Moon, Venus) and 7th (Saturn), so
 * powerless at the IC, the Descendant, the MC and the Lagna respectively.
 */
export function digBala(longitudes: PerPlanet<number>, ascendant: number, mc: number): PerPlanet<Virupas> {
  const ic = normalizeDegrees(mc + 180);
  const descendant = normalizeDegrees(ascendant + 180);
  const powerless: PerPlanet<number> = {
    Sun: ic,
    Mars: ic,
    Mercury: descendant,
    Jupiter: descendant,
    Moon: mc,
    Venus: mc,
    Saturn: ascendant,
  };
  return perPlanet((p) => angularDistance(longitudes[p], powerless[p]) / 3);
}
