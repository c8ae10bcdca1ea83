// Ashtakoot (guna milan): the eight kootas of a boy and a girl, strictly from the
// normative ../shared/reference/ashtakoot-tables.json (transcribed in data/ashtakoot.ts;
// every matrix [boy][girl]). All kootas use the Moon: its sign, its degree inside
// Sagittarius/Capricorn (vashya) and its nakshatra. Cancellations (parihara) of
// Bhakoot, Nadi and Mangal dosh are reported only: they never change points or tier.

import type { Graha, Nakshatra, Sign } from "./types.ts";
import {
  BHAKOOT_GOOD_COUNTS,
  GANA_ORDER,
  GANA_POINTS,
  GRAHA_MAITRI_ORDER,
  GRAHA_MAITRI_POINTS,
  MAX_POINTS,
  NADI_ORDER,
  NADI_POINTS,
  TARA_BAD_REMAINDERS,
  TARA_POINTS_PER_GOOD_DIRECTION,
  TIERS,
  VARNA_ORDER,
  VARNA_POINTS,
  VASHYA_ORDER,
  VASHYA_POINTS,
  YONI_ORDER,
  YONI_POINTS,
} from "./data/ashtakoot.ts";
import { NAISARGIKA } from "./data/grahas.ts";
import { mangalDosh, type MangalDosh } from "./doshas.ts";
import { houseFrom, nakshatraOf, nakshatraRow, padaOf, signLord, signOf, varnaOf, vashyaOf } from "./zodiac.ts";

export const KOOTAS = ["varna", "vashya", "tara", "yoni", "grahaMaitri", "gana", "bhakoot", "nadi"] as const;
export type Koota = (typeof KOOTAS)[number];
export type MatchTier = (typeof TIERS)[number]["tier"];

/** Tara names, 1..9 from the other's star (ashtakoot-tables.json tara.taraNames). */
export const TARA_NAMES = [
  "janma",
  "sampat",
  "vipat",
  "kshema",
  "pratyari",
  "sadhaka",
  "vadha",
  "mitra",
  "paramaMitra",
] as const;
export type TaraName = (typeof TARA_NAMES)[number];

export interface PartnerInput {
  /** Sidereal longitude of the Moon (Lahiri by default; whatever the chart used). */
  moonLongitude: number;
  /** For Mangal dosh: the Ascendant's sign and Mars's sign. */
  ascendantSign: Sign;
  marsSign: Sign;
  /** Optional: Venus's sign, to show Mangal dosh from Venus beside the main rule. */
  venusSign?: Sign;
}

export interface KootaScore {
  received: number;
  outOf: number;
  /** The category of each partner in this koota (varna, vashya group, animal, lord, ...). */
  boy: string | number;
  girl: string | number;
  /** Translation keys for the UI: the area of life, what the koota measures, what this score means. */
  areaKey: string;
  descriptionKey: string;
  meaningKey: string;
}

export interface DoshaReport {
  present: boolean;
  /** Cancellation (parihara) rules that apply; points are not restored. */
  cancelledBy: string[];
}

export interface MatchResult {
  ashtakoot: Record<Koota, KootaScore> & { total: { received: number; outOf: number } };
  tier: MatchTier;
  /** Contract field: Mangal dosh of each, by the rule of conventions.md, before any cancellation. */
  mangalDosh: { boy: boolean; girl: boolean };
  doshas: {
    bhakoot: DoshaReport;
    nadi: DoshaReport;
    /** cancelledBy ["bothManglik"] when both have Mangal dosh (conventions.md). */
    mangal: DoshaReport & { boy: MangalDosh; girl: MangalDosh };
  };
}

/** What a koota needs to know about one partner's Moon. */
interface MoonFacts {
  sign: Sign;
  nakshatra: Nakshatra;
  pada: number;
  lord: Graha;
}

function moonFacts(longitude: number): MoonFacts {
  const sign = signOf(longitude);
  return { sign, nakshatra: nakshatraOf(longitude), pada: padaOf(longitude), lord: signLord(sign) };
}

/** Points from a [boy][girl] matrix whose rows and columns follow `order`. */
function fromMatrix<T extends string>(
  order: readonly T[],
  matrix: readonly (readonly number[])[],
  boy: T,
  girl: T,
): number {
  const value = matrix[order.indexOf(boy)]?.[order.indexOf(girl)];
  if (value === undefined) throw new RangeError(`no points for ${boy}/${girl}`);
  return value;
}

/** Count from nakshatra `from` to `to`, both inclusive (1..27). */
export const nakshatraCount = (from: Nakshatra, to: Nakshatra): number => ((((to - from) % 27) + 27) % 27) + 1;

/** Tara of `to` seen from `from`: the count's remainder mod 9 (0 -> 9th). */
export function taraOf(from: Nakshatra, to: Nakshatra): TaraName {
  return TARA_NAMES[(nakshatraCount(from, to) - 1) % 9]!;
}

function taraGood(from: Nakshatra, to: Nakshatra): boolean {
  const remainder = nakshatraCount(from, to) % 9 || 9;
  return !TARA_BAD_REMAINDERS.includes(remainder);
}

function koota(name: Koota, received: number, boy: string | number, girl: string | number): KootaScore {
  const outOf = MAX_POINTS[name];
  const level = received === outOf ? "full" : received === 0 ? "none" : "partial";
  return {
    received,
    outOf,
    boy,
    girl,
    areaKey: `match.koota.${name}.area`,
    descriptionKey: `match.koota.${name}.description`,
    meaningKey: `match.koota.${name}.meaning.${level}`,
  };
}

export function tierOf(total: number): MatchTier {
  return TIERS.find((t) => total >= t.min)!.tier;
}

const mutualFriends = (a: Graha, b: Graha) => NAISARGIKA[a][b] === "friend" && NAISARGIKA[b][a] === "friend";

/** The eight kootas, total, tier and the doshas for a boy and a girl. */
export function ashtakoot(boyInput: PartnerInput, girlInput: PartnerInput): MatchResult {
  const boy = moonFacts(boyInput.moonLongitude);
  const girl = moonFacts(girlInput.moonLongitude);
  const boyStar = nakshatraRow(boy.nakshatra);
  const girlStar = nakshatraRow(girl.nakshatra);

  const boyVarna = varnaOf(boy.sign);
  const girlVarna = varnaOf(girl.sign);
  const boyVashya = vashyaOf(boyInput.moonLongitude);
  const girlVashya = vashyaOf(girlInput.moonLongitude);
  const taraPoints =
    TARA_POINTS_PER_GOOD_DIRECTION *
    (Number(taraGood(girl.nakshatra, boy.nakshatra)) + Number(taraGood(boy.nakshatra, girl.nakshatra)));
  const bhakootCount = houseFrom(girl.sign, boy.sign);
  const bhakootPoints = BHAKOOT_GOOD_COUNTS.includes(bhakootCount) ? MAX_POINTS.bhakoot : 0;
  const lords = GRAHA_MAITRI_ORDER as readonly string[];

  const scores: Record<Koota, KootaScore> = {
    varna: koota("varna", fromMatrix(VARNA_ORDER, VARNA_POINTS, boyVarna, girlVarna), boyVarna, girlVarna),
    vashya: koota("vashya", fromMatrix(VASHYA_ORDER, VASHYA_POINTS, boyVashya, girlVashya), boyVashya, girlVashya),
    tara: koota("tara", taraPoints, taraOf(girl.nakshatra, boy.nakshatra), taraOf(boy.nakshatra, girl.nakshatra)),
    yoni: koota("yoni", fromMatrix(YONI_ORDER, YONI_POINTS, boyStar.yoni, girlStar.yoni), boyStar.yoni, girlStar.yoni),
    grahaMaitri: koota("grahaMaitri", fromMatrix(lords, GRAHA_MAITRI_POINTS, boy.lord, girl.lord), boy.lord, girl.lord),
    gana: koota("gana", fromMatrix(GANA_ORDER, GANA_POINTS, boyStar.gana, girlStar.gana), boyStar.gana, girlStar.gana),
    bhakoot: koota("bhakoot", bhakootPoints, boy.sign, girl.sign),
    nadi: koota("nadi", fromMatrix(NADI_ORDER, NADI_POINTS, boyStar.nadi, girlStar.nadi), boyStar.nadi, girlStar.nadi),
  };
  // Points are multiples of 0.5, so this sum is exact in floating point.
  const received = KOOTAS.reduce((sum, k) => sum + scores[k].received, 0);

  const boyMangal = mangalDosh({
    marsSign: boyInput.marsSign,
    ascendantSign: boyInput.ascendantSign,
    moonSign: boy.sign,
    venusSign: boyInput.venusSign,
  });
  const girlMangal = mangalDosh({
    marsSign: girlInput.marsSign,
    ascendantSign: girlInput.ascendantSign,
    moonSign: girl.sign,
    venusSign: girlInput.venusSign,
  });

  return {
    ashtakoot: { ...scores, total: { received, outOf: MAX_POINTS.total } },
    tier: tierOf(received),
    mangalDosh: { boy: boyMangal.present, girl: girlMangal.present },
    doshas: {
      bhakoot: {
        present: bhakootPoints === 0,
        cancelledBy:
          bhakootPoints !== 0
            ? []
            : [
                ...(boy.lord === girl.lord ? ["sameSignLord"] : []),
                ...(boy.lord !== girl.lord && mutualFriends(boy.lord, girl.lord) ? ["signLordsMutualFriends"] : []),
              ],
      },
      nadi: {
        present: boyStar.nadi === girlStar.nadi,
        cancelledBy:
          boyStar.nadi !== girlStar.nadi
            ? []
            : [
                ...(boy.sign === girl.sign && boy.nakshatra !== girl.nakshatra ? ["sameSignDifferentNakshatra"] : []),
                ...(boy.nakshatra === girl.nakshatra && boy.sign !== girl.sign ? ["sameNakshatraDifferentSign"] : []),
                ...(boy.nakshatra === girl.nakshatra && boy.pada !== girl.pada ? ["sameNakshatraDifferentPada"] : []),
              ],
      },
      mangal: {
        present: boyMangal.present || girlMangal.present,
        cancelledBy: boyMangal.present && girlMangal.present ? ["bothManglik"] : [],
        boy: boyMangal,
        girl: girlMangal,
      },
    },
  };
}
