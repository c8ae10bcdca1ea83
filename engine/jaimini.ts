/**
 * Jaimini: chara karakas, bhava arudhas (A1–A12) and the Upapada, from the rasi chart of the
 * Kundli's own options. The rules, their sources and the alternatives: docs/jaimini-kp.md.
 *
 * - Chara karakas: the planets ranked by their degrees within the sign, highest first. The
 *   7-karaka scheme ranks Sun … Saturn; the 8-karaka scheme adds Rahu, whose degree is counted
 *   backwards (30° − its degree in the sign), and a Pitrikaraka between the Matrikaraka and the
 *   Putrakaraka (P.V.R. Narasimha Rao, Vedic Astrology: An Integrated Approach, ch. 8; BPHS 32).
 *   Degrees are compared at full precision (degrees, then minutes, then seconds and beyond); an
 *   exact tie goes to the planet earlier in the order Sun, Moon, Mars, Mercury, Jupiter, Venus,
 *   Saturn, Rahu.
 * - Arudha of a house: count from the house to its lord, the same count again from the lord; if
 *   that is the house itself or the 7th from it, the arudha is the 10th from that sign.
 * - Scorpio (Mars, Ketu) and Aquarius (Saturn, Rahu) take the stronger co-lord: the rules of
 *   Narasimha Rao's book as Jagannatha Hora and PyJHora apply them (CO_LORD_RULES below).
 */
import { EXALTATION_SIGN, type SaptaGraha } from "./data/grahas.ts";
import type { KundliContext } from "./sections.ts";
import type { Graha, Sign } from "./types.ts";
import { GRAHAS } from "./types.ts";
import { degreeInSign, houseFrom, modalityOf, signFrom, signLord, signOf } from "./zodiac.ts";

export type KarakaScheme = 7 | 8;

export const KARAKAS_7 = [
  "Atmakaraka",
  "Amatyakaraka",
  "Bhratrikaraka",
  "Matrikaraka",
  "Putrakaraka",
  "Gnatikaraka",
  "Darakaraka",
] as const;
export const KARAKAS_8 = [
  "Atmakaraka",
  "Amatyakaraka",
  "Bhratrikaraka",
  "Matrikaraka",
  "Pitrikaraka",
  "Putrakaraka",
  "Gnatikaraka",
  "Darakaraka",
] as const;
export type KarakaName = (typeof KARAKAS_8)[number];

/** The candidates of each scheme, in the order that breaks exact ties. */
const KARAKA_PLANETS: Readonly<Record<KarakaScheme, readonly Graha[]>> = {
  7: ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"],
  8: ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu"],
};

/** The degree a planet is ranked by: its degree in the sign; Rahu's counted backwards (30° − d). */
export function karakaDegree(planet: Graha, longitude: number): number {
  const d = degreeInSign(longitude);
  return planet === "Rahu" ? 30 - d : d;
}

export interface CharaKarakas {
  scheme: KarakaScheme;
  /** Karaka → planet, Atmakaraka first. */
  karakas: Partial<Record<KarakaName, Graha>>;
  /** The degree each candidate was ranked by. */
  degrees: Partial<Record<Graha, number>>;
}

export function charaKarakas(longitudes: Readonly<Record<Graha, number>>, scheme: KarakaScheme): CharaKarakas {
  const planets = KARAKA_PLANETS[scheme];
  const degrees: Partial<Record<Graha, number>> = {};
  for (const p of planets) degrees[p] = karakaDegree(p, longitudes[p]);
  // Array.prototype.sort is stable: equal degrees keep the natural order.
  const ranked = [...planets].sort((a, b) => degrees[b]! - degrees[a]!);
  const names = scheme === 8 ? KARAKAS_8 : KARAKAS_7;
  const karakas: Partial<Record<KarakaName, Graha>> = {};
  names.forEach((name, i) => (karakas[name] = ranked[i]!));
  return { scheme, karakas, degrees };
}

// ---------------------------------------------------------------------------------------------
// Rasi drishti and the stronger co-lord of Scorpio and Aquarius

/**
 * Jaimini's sign aspect (rasi drishti): a movable sign aspects the fixed signs but the one next
 * to it, a fixed sign the movable signs but the one before it, a dual sign the other dual signs.
 * The relation is mutual.
 */
export function rasiAspects(from: Sign, to: Sign): boolean {
  const a = modalityOf(from);
  const b = modalityOf(to);
  if (a === "movable") return b === "fixed" && to !== signFrom(from, 2);
  if (a === "fixed") return b === "movable" && to !== signFrom(from, 12);
  return b === "dual" && to !== from;
}

/** Where a body is: its sign and its degree within the sign. */
export interface Placement {
  sign: Sign;
  degree: number;
}
export type Placements = Readonly<Record<Graha, Placement>>;

export function placementsOf(longitudes: Readonly<Record<Graha, number>>): Record<Graha, Placement> {
  return Object.fromEntries(
    GRAHAS.map((g) => [g, { sign: signOf(longitudes[g]), degree: degreeInSign(longitudes[g]) }]),
  ) as Record<Graha, Placement>;
}

/** Which rule chose the stronger co-lord (docs/jaimini-kp.md). */
export type CoLordRule =
  | "other-in-sign" // one co-lord is in the sign it rules, the other is not: the other
  | "conjunctions" // more grahas in its sign
  | "jupiter-mercury-dispositor" // conjoined with or aspected (rasi drishti) by more of Jupiter, Mercury and its dispositor
  | "exaltation" // exalted, the other not
  | "sign-nature" // in a dual sign over a fixed one, a fixed over a movable one
  | "degrees" // more degrees in its sign
  | "classical"; // every rule tied: the classical lord (Mars, Saturn)

const CO_LORDS = { 8: ["Mars", "Ketu"], 11: ["Saturn", "Rahu"] } as const satisfies Record<number, readonly Graha[]>;

/** Exaltation signs; Rahu's and Ketu's as Jagannatha Hora and PyJHora count them. */
const EXALTED_IN: Readonly<Record<Graha, readonly Sign[]>> = {
  ...(Object.fromEntries(Object.entries(EXALTATION_SIGN).map(([p, s]) => [p, [s]])) as Record<SaptaGraha, Sign[]>),
  Rahu: [2, 3],
  Ketu: [8, 9],
};

const MODALITY_RANK = { movable: 1, fixed: 2, dual: 3 } as const;

/**
 * The stronger of the two lords of Scorpio (8) or Aquarius (11), each rule in turn until one
 * decides (Narasimha Rao's order, as PyJHora transcribes Jagannatha Hora):
 * 1. one co-lord in the sign it rules and the other elsewhere: the one elsewhere;
 * 2. the one with more grahas in its sign;
 * 3. the one conjoined with or aspected (rasi drishti) by more of Jupiter, Mercury and its
 *    dispositor (the lord of the sign it is in; never the planet itself);
 * 4. the one exalted when the other is not;
 * 5. the one in the stronger kind of sign: dual > fixed > movable;
 * 6. the one with more degrees in its sign (its degree as it stands, also for the nodes);
 * 7. otherwise the classical lord (Mars, Saturn).
 */
export function strongerCoLord(sign: 8 | 11, at: Placements): { lord: Graha; rule: CoLordRule } {
  const [classical, node] = CO_LORDS[sign];
  const pick = (a: number, b: number, rule: CoLordRule) =>
    a > b ? { lord: classical, rule } : b > a ? { lord: node, rule } : null;
  const inSign = (p: Graha) => (at[p].sign === sign ? 1 : 0);
  const conjoined = (p: Graha) => GRAHAS.filter((g) => g !== p && at[g].sign === at[p].sign).length;
  const helpers = (p: Graha) => {
    const s = at[p].sign;
    const them = new Set<Graha>(["Jupiter", "Mercury", signLord(s)]);
    them.delete(p);
    return [...them].filter((h) => at[h].sign === s || rasiAspects(at[h].sign, s)).length;
  };
  const exalted = (p: Graha) => (EXALTED_IN[p].includes(at[p].sign) ? 1 : 0);
  const nature = (p: Graha) => MODALITY_RANK[modalityOf(at[p].sign)];
  return (
    // Rule 1: out of the sign beats in it.
    pick(inSign(node), inSign(classical), "other-in-sign") ??
    pick(conjoined(classical), conjoined(node), "conjunctions") ??
    pick(helpers(classical), helpers(node), "jupiter-mercury-dispositor") ??
    pick(exalted(classical), exalted(node), "exaltation") ??
    pick(nature(classical), nature(node), "sign-nature") ??
    pick(at[classical].degree, at[node].degree, "degrees") ?? { lord: classical, rule: "classical" }
  );
}

/** The lord an arudha counts to: the sign's lord, the stronger co-lord for Scorpio and Aquarius. */
export function arudhaLord(sign: Sign, at: Placements): Graha {
  return sign === 8 || sign === 11 ? strongerCoLord(sign, at).lord : signLord(sign);
}

/**
 * Arudha of a house in `houseSign` whose lord is in `lordSign`: as far again from the lord as
 * the lord is from the house; the house itself or the 7th from it becomes the 10th from there.
 */
export function arudhaOf(houseSign: Sign, lordSign: Sign): Sign {
  const pada = signFrom(lordSign, houseFrom(houseSign, lordSign));
  return pada === houseSign || pada === signFrom(houseSign, 7) ? signFrom(pada, 10) : pada;
}

export type ArudhaKey = `A${1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12}`;
export type Arudhas = Record<ArudhaKey | "UL", Sign>;

/** A1 (Arudha Lagna) … A12 (Upapada, also as UL), the houses counted by sign from the Lagna. */
export function bhavaArudhas(ascendantSign: Sign, at: Placements): Arudhas {
  const out = {} as Arudhas;
  for (let h = 1; h <= 12; h++) {
    const sign = signFrom(ascendantSign, h);
    out[`A${h}` as ArudhaKey] = arudhaOf(sign, at[arudhaLord(sign, at)].sign);
  }
  out.UL = out.A12;
  return out;
}

// ---------------------------------------------------------------------------------------------

export interface JaiminiSection {
  karakas: Partial<Record<KarakaName, Graha>>;
  karakaScheme: KarakaScheme;
  arudhas: Arudhas;
  /** The Upapada Lagna (A12). */
  upapada: Sign;
  /** The degree each karaka candidate was ranked by (Rahu's counted backwards). */
  karakaDegrees: Partial<Record<Graha, number>>;
  /** The lord taken for Scorpio and Aquarius, and the rule that chose it. */
  coLords: { sign: 8 | 11; lord: Graha; rule: CoLordRule }[];
}

export function jaiminiSection(context: KundliContext): JaiminiSection {
  const scheme: KarakaScheme = context.options.karakas ?? 7;
  const ck = charaKarakas(context.longitudes, scheme);
  const at = placementsOf(context.longitudes);
  const arudhas = bhavaArudhas(context.signs.Ascendant, at);
  return {
    karakas: ck.karakas,
    karakaScheme: scheme,
    arudhas,
    upapada: arudhas.A12,
    karakaDegrees: ck.degrees,
    coLords: ([8, 11] as const).map((sign) => ({ sign, ...strongerCoLord(sign, at) })),
  };
}
