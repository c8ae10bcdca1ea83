// Conjunctions and named classical yogas, judged by sign in the rasi chart.
// Each yoga's rule is data (YOGA_RULES): a kind plus its parameters, read by
// one small evaluator per kind. A result names the rule and the planets that
// made it fire, so an astrologer can check it by eye.
// Sources: BPHS; B.V. Raman, "Three Hundred Important Combinations"; Phaladeepika 7.

import type { ChartBody, Graha, Sign } from "./types.ts";
import { GRAHAS } from "./types.ts";
import { DEBILITATION_SIGN, EXALTATION_SIGN, KENDRAS, SAPTA_GRAHAS, lordOf, type SaptaGraha } from "./data/grahas.ts";
import { kaalSarp } from "./doshas.ts";
import { houseFrom, signFrom, signOf } from "./zodiac.ts";

type Reference = "Ascendant" | "Moon" | "Sun";
type Dignity = "own" | "exalted";

/** The five "tara grahas": the planets that form the lunar and solar yogas (no luminaries, no nodes). */
const TARA_GRAHAS: readonly Graha[] = ["Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
/** Natural benefics for Adhi and Amala. Mercury is always counted (PyJHora counts it only when it is not with malefics). */
const BENEFICS: readonly Graha[] = ["Mercury", "Jupiter", "Venus"];

export type YogaRule =
  /** `planet` in one of `houses` from `from` (and, if given, in one of the dignities). */
  | { kind: "placedFrom"; planet: Graha; from: Reference; houses: readonly number[]; dignity?: readonly Dignity[] }
  /** All `planets` in one sign. */
  | { kind: "together"; planets: readonly Graha[] }
  /** Some of `candidates` in `side` house from `from` and none in the opposite flank (2nd vs 12th). */
  | { kind: "flank"; from: Reference; side: "second" | "twelfth" | "both"; candidates: readonly Graha[] }
  /** Every one of `planets` in one of `houses` from `from`. */
  | { kind: "allIn"; planets: readonly Graha[]; from: Reference; houses: readonly number[] }
  /** At least one of `planets` in one of `houses` from any of `from` (fires once per reference). */
  | { kind: "anyIn"; planets: readonly Graha[]; from: readonly Reference[]; houses: readonly number[] }
  /** None of `candidates` in `houses` from `from`; `cancelIfIn` lists [reference, houses] that cancel it. */
  | {
      kind: "noneIn";
      candidates: readonly Graha[];
      from: Reference;
      houses: readonly number[];
      cancelIfIn: readonly (readonly [Reference, readonly number[]])[];
    }
  /** A debilitated planet whose fall is cancelled (see neechaBhanga). */
  | { kind: "neechaBhanga"; from: readonly Reference[]; houses: readonly number[] }
  /** The lord of house `lordOf` placed in one of `houses` (all counted from the Ascendant). */
  | { kind: "dusthanaLord"; lordOf: number; houses: readonly number[] }
  /** The seven planets on one side of the Rahu-Ketu axis (doshas.ts kaalSarp, by longitude). */
  | { kind: "kaalSarp" };

const kendra = KENDRAS;
const mahapurusha = (planet: Graha): YogaRule => ({
  kind: "placedFrom",
  planet,
  from: "Ascendant",
  houses: kendra,
  dignity: ["own", "exalted"],
});

export const YOGA_RULES = {
  /** Jupiter in a kendra from the Moon (BPHS; Raman 1). */
  gajakesari: { kind: "placedFrom", planet: "Jupiter", from: "Moon", houses: kendra },
  /** Sun and Mercury in one sign (Raman 26, Budha-Aditya / Nipuna). */
  budhaditya: { kind: "together", planets: ["Sun", "Mercury"] },
  /** Pancha Mahapurusha: the planet in its own or exaltation sign, in a kendra from the Lagna (BPHS 75). */
  ruchaka: mahapurusha("Mars"),
  bhadra: mahapurusha("Mercury"),
  hamsa: mahapurusha("Jupiter"),
  malavya: mahapurusha("Venus"),
  shasha: mahapurusha("Saturn"),
  /** Moon and Mars in one sign. */
  chandraMangala: { kind: "together", planets: ["Moon", "Mars"] },
  /** Planets (not the Sun or nodes) in the 2nd from the Moon only / 12th only / both (BPHS 37). */
  sunapha: { kind: "flank", from: "Moon", side: "second", candidates: TARA_GRAHAS },
  anapha: { kind: "flank", from: "Moon", side: "twelfth", candidates: TARA_GRAHAS },
  durudhara: { kind: "flank", from: "Moon", side: "both", candidates: TARA_GRAHAS },
  /**
   * No planet (not the Sun or nodes) in the 2nd or 12th from the Moon (BPHS 37). Reported as
   * cancelled (Kemadruma bhanga) when one of them is in a kendra from the Lagna or the Moon.
   */
  kemadruma: {
    kind: "noneIn",
    candidates: TARA_GRAHAS,
    from: "Moon",
    houses: [2, 12],
    cancelIfIn: [
      ["Ascendant", kendra],
      ["Moon", kendra],
    ],
  },
  /** Mercury, Jupiter and Venus all in the 6th, 7th or 8th from the Moon (BPHS 37; Raman 7). */
  adhi: { kind: "allIn", planets: BENEFICS, from: "Moon", houses: [6, 7, 8] },
  /** A natural benefic in the 10th from the Lagna or from the Moon (Raman 13). */
  amala: { kind: "anyIn", planets: BENEFICS, from: ["Ascendant", "Moon"], houses: [10] },
  /** Planets (not the Moon or nodes) in the 2nd from the Sun only / 12th only / both (BPHS 38). */
  vesi: { kind: "flank", from: "Sun", side: "second", candidates: TARA_GRAHAS },
  vosi: { kind: "flank", from: "Sun", side: "twelfth", candidates: TARA_GRAHAS },
  ubhayachari: { kind: "flank", from: "Sun", side: "both", candidates: TARA_GRAHAS },
  /** See neechaBhanga() for the three cancellation rules; kendra from the Lagna or the Moon. */
  neechaBhangaRaja: { kind: "neechaBhanga", from: ["Ascendant", "Moon"], houses: kendra },
  /** Vipareeta Raja: lord of the 6th (Harsha), 8th (Sarala) or 12th (Vimala) in the 6th, 8th or 12th. */
  harsha: { kind: "dusthanaLord", lordOf: 6, houses: [6, 8, 12] },
  sarala: { kind: "dusthanaLord", lordOf: 8, houses: [6, 8, 12] },
  vimala: { kind: "dusthanaLord", lordOf: 12, houses: [6, 8, 12] },
  kaalSarp: { kind: "kaalSarp" },
} as const satisfies Record<string, YogaRule>;

export type YogaId = keyof typeof YOGA_RULES;

export interface YogaResult {
  id: YogaId;
  /** Which rule (or sub-rule) fired, e.g. "placedFrom", "debilitationLordInKendra". */
  rule: string;
  /** The planets that made it fire. */
  planets: ChartBody[];
  /** The body houses were counted from, where that matters. */
  reference?: Reference;
  /** For Neecha Bhanga: the debilitated planet. For Pancha Mahapurusha: its dignity. */
  detail?: string;
  /** Cancellations (bhanga) that apply; the yoga is still listed. */
  cancelledBy?: string[];
}

export interface Conjunction {
  sign: Sign;
  planets: Graha[];
}

/** Two or more grahas in one sign. */
export function conjunctions(signs: Readonly<Record<ChartBody, Sign>>): Conjunction[] {
  const result: Conjunction[] = [];
  for (let sign = 1; sign <= 12; sign++) {
    const planets = GRAHAS.filter((g) => signs[g] === sign);
    if (planets.length >= 2) result.push({ sign, planets });
  }
  return result;
}

function dignityOf(planet: Graha, sign: Sign): Dignity | null {
  if (!(SAPTA_GRAHAS as readonly string[]).includes(planet)) return null;
  if (EXALTATION_SIGN[planet as SaptaGraha] === sign) return "exalted";
  return lordOf(sign) === planet ? "own" : null;
}

/**
 * Neecha Bhanga Raja yoga for each planet in its debilitation sign, when at least one holds
 * (each counted from the Lagna or the Moon, kendra = 1, 4, 7, 10):
 * - debilitationLordInKendra: the lord of the debilitation sign is in a kendra (Phaladeepika 7.26);
 * - exaltationLordInKendra: the lord of the planet's exaltation sign is in a kendra (Phaladeepika 7.26);
 *   not applied when that lord is the planet itself (Mercury);
 * - exaltedInSignInKendra: the planet exalted in the debilitation sign is in a kendra
 *   (e.g. Saturn for the Sun in Libra; none for the Moon in Scorpio).
 * A helper is never counted from itself: the Moon (lord of Cancer, Jupiter's exaltation and
 * Mars's fall) is in the 1st from the Moon by definition, which says nothing about its strength,
 * so the Moon as a helper counts only in a kendra from the Lagna.
 */
function neechaBhanga(
  signs: Readonly<Record<ChartBody, Sign>>,
  rule: { from: readonly Reference[]; houses: readonly number[] },
): YogaResult[] {
  const results: YogaResult[] = [];
  const inKendra = (g: Graha) =>
    rule.from.find((ref) => ref !== g && rule.houses.includes(houseFrom(signs[ref], signs[g])));
  for (const planet of SAPTA_GRAHAS) {
    const fallSign = DEBILITATION_SIGN[planet];
    if (signs[planet] !== fallSign) continue;
    const helpers: [string, Graha | undefined][] = [
      ["debilitationLordInKendra", lordOf(fallSign)],
      [
        "exaltationLordInKendra",
        lordOf(EXALTATION_SIGN[planet]) === planet ? undefined : lordOf(EXALTATION_SIGN[planet]),
      ],
      ["exaltedInSignInKendra", SAPTA_GRAHAS.find((g) => EXALTATION_SIGN[g] === fallSign)],
    ];
    for (const [name, helper] of helpers) {
      const reference = helper && inKendra(helper);
      if (helper && reference)
        results.push({ id: "neechaBhangaRaja", rule: name, planets: [planet, helper], reference, detail: planet });
    }
  }
  return results;
}

function evaluate(
  id: YogaId,
  rule: YogaRule,
  signs: Readonly<Record<ChartBody, Sign>>,
  longitudes: Readonly<Record<ChartBody, number>>,
): YogaResult[] {
  const from = (ref: Reference, g: ChartBody) => houseFrom(signs[ref], signs[g]);
  switch (rule.kind) {
    case "placedFrom": {
      const dignity = dignityOf(rule.planet, signs[rule.planet]);
      if (!rule.houses.includes(from(rule.from, rule.planet))) return [];
      if (rule.dignity && !(dignity && rule.dignity.includes(dignity))) return [];
      const planets: ChartBody[] = rule.from === "Ascendant" ? [rule.planet] : [rule.planet, rule.from];
      return [
        { id, rule: rule.kind, planets, reference: rule.from, ...(rule.dignity && dignity ? { detail: dignity } : {}) },
      ];
    }
    case "together":
      return rule.planets.every((p) => signs[p] === signs[rule.planets[0]!])
        ? [{ id, rule: rule.kind, planets: [...rule.planets] }]
        : [];
    case "flank": {
      const second = rule.candidates.filter((g) => from(rule.from, g) === 2);
      const twelfth = rule.candidates.filter((g) => from(rule.from, g) === 12);
      const fires = {
        second: second.length > 0 && twelfth.length === 0,
        twelfth: twelfth.length > 0 && second.length === 0,
        both: second.length > 0 && twelfth.length > 0,
      }[rule.side];
      return fires ? [{ id, rule: rule.kind, planets: [...second, ...twelfth], reference: rule.from }] : [];
    }
    case "allIn":
      return rule.planets.every((g) => rule.houses.includes(from(rule.from, g)))
        ? [{ id, rule: rule.kind, planets: [...rule.planets], reference: rule.from }]
        : [];
    case "anyIn":
      return rule.from.flatMap((ref) => {
        const planets = rule.planets.filter((g) => rule.houses.includes(from(ref, g)));
        return planets.length ? [{ id, rule: rule.kind, planets, reference: ref }] : [];
      });
    case "noneIn": {
      if (rule.candidates.some((g) => rule.houses.includes(from(rule.from, g)))) return [];
      const cancelledBy = rule.cancelIfIn
        .filter(([ref, houses]) => rule.candidates.some((g) => houses.includes(from(ref, g))))
        .map(([ref]) => `planetInKendraFrom${ref}`);
      return [{ id, rule: rule.kind, planets: [rule.from], reference: rule.from, cancelledBy }];
    }
    case "neechaBhanga":
      return neechaBhanga(signs, rule);
    case "dusthanaLord": {
      const lord = lordOf(signFrom(signs.Ascendant, rule.lordOf));
      return rule.houses.includes(from("Ascendant", lord))
        ? [{ id, rule: rule.kind, planets: [lord], reference: "Ascendant", detail: `lordOf${rule.lordOf}` }]
        : [];
    }
    case "kaalSarp": {
      const ks = kaalSarp(longitudes, signs.Ascendant);
      return ks.present
        ? [{ id, rule: rule.kind, planets: ["Rahu", "Ketu"], reference: "Ascendant", detail: ks.type }]
        : [];
    }
  }
}

/** Every yoga of YOGA_RULES present in a chart, from the sidereal longitudes of the ten bodies. */
export function yogas(longitudes: Readonly<Record<ChartBody, number>>): YogaResult[] {
  const signs = Object.fromEntries(Object.entries(longitudes).map(([b, lon]) => [b, signOf(lon)])) as Record<
    ChartBody,
    Sign
  >;
  return (Object.keys(YOGA_RULES) as YogaId[]).flatMap((id) => evaluate(id, YOGA_RULES[id], signs, longitudes));
}
