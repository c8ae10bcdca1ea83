// Classical tables about the grahas shared by the maitri, strength, yoga and dosha
// modules: dignities and natural (naisargika) relationships. Sources: BPHS (Parashara),
// as printed in P.V.R. Narasimha Rao, "Vedic Astrology: An Integrated Approach", ch. 2-3.
// Sign arithmetic and sign lords come from zodiac.ts.

import type { Graha, Sign } from "../types.ts";
import { signLord } from "../zodiac.ts";

/** The seven visible planets: the ones that own signs, have dignities and enter ashtakavarga. */
export const SAPTA_GRAHAS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"] as const;
export type SaptaGraha = (typeof SAPTA_GRAHAS)[number];

/** Exaltation signs; debilitation is the 7th from it. */
export const EXALTATION_SIGN: Readonly<Record<SaptaGraha, Sign>> = {
  Sun: 1,
  Moon: 2,
  Mars: 10,
  Mercury: 6,
  Jupiter: 4,
  Venus: 12,
  Saturn: 7,
};
export const DEBILITATION_SIGN: Readonly<Record<SaptaGraha, Sign>> = {
  Sun: 7,
  Moon: 8,
  Mars: 4,
  Mercury: 12,
  Jupiter: 10,
  Venus: 6,
  Saturn: 1,
};
/** Deep exaltation points (sidereal longitude), BPHS. */
export const DEEP_EXALTATION: Readonly<Record<SaptaGraha, number>> = {
  Sun: 10, // 10° Aries
  Moon: 33, // 3° Taurus
  Mars: 298, // 28° Capricorn
  Mercury: 165, // 15° Virgo
  Jupiter: 95, // 5° Cancer
  Venus: 357, // 27° Pisces
  Saturn: 200, // 20° Libra
};
/** Deep debilitation points: 180° from the deep exaltation points (Sun 190°, 10° Libra). */
export const DEEP_DEBILITATION = Object.fromEntries(
  SAPTA_GRAHAS.map((p) => [p, (DEEP_EXALTATION[p] + 180) % 360]),
) as Readonly<Record<SaptaGraha, number>>;
/** Moolatrikona signs (by sign only; the degree spans matter only in D1 strength work). */
export const MOOLATRIKONA_SIGN: Readonly<Record<SaptaGraha, Sign>> = {
  Sun: 5,
  Moon: 2,
  Mars: 1,
  Mercury: 6,
  Jupiter: 9,
  Venus: 7,
  Saturn: 11,
};

export type NaturalRelation = "friend" | "neutral" | "enemy";

/**
 * Naisargika (natural) relationships, row = the planet whose view it is.
 * The seven planets follow BPHS 3.55 (identical to ashtakoot-tables.json grahaMaitri.naturalFriendship).
 * Rahu and Ketu have no relationships in BPHS; we use the convention of PyJHora's 9x9 table, which
 * reproduces the compound matrix of the book's Sri Rama chart (Example 5): Rahu is treated like
 * Saturn/Venus (friends Venus, Saturn; enemies Sun, Moon, Mars), Ketu like Mars (friends Sun, Mars;
 * enemies Venus, Saturn); the planets view them back as listed in their rows.
 */
// prettier-ignore
export const NAISARGIKA: Readonly<Record<Graha, Readonly<Record<Graha, NaturalRelation | "self">>>> = {
  Sun: { Sun: "self", Moon: "friend", Mars: "friend", Mercury: "neutral", Jupiter: "friend", Venus: "enemy", Saturn: "enemy", Rahu: "enemy", Ketu: "neutral" },
  Moon: { Sun: "friend", Moon: "self", Mars: "neutral", Mercury: "friend", Jupiter: "neutral", Venus: "neutral", Saturn: "neutral", Rahu: "neutral", Ketu: "neutral" },
  Mars: { Sun: "friend", Moon: "friend", Mars: "self", Mercury: "enemy", Jupiter: "friend", Venus: "neutral", Saturn: "neutral", Rahu: "neutral", Ketu: "neutral" },
  Mercury: { Sun: "friend", Moon: "enemy", Mars: "neutral", Mercury: "self", Jupiter: "neutral", Venus: "friend", Saturn: "neutral", Rahu: "neutral", Ketu: "enemy" },
  Jupiter: { Sun: "friend", Moon: "friend", Mars: "friend", Mercury: "enemy", Jupiter: "self", Venus: "enemy", Saturn: "neutral", Rahu: "enemy", Ketu: "neutral" },
  Venus: { Sun: "enemy", Moon: "enemy", Mars: "neutral", Mercury: "friend", Jupiter: "neutral", Venus: "self", Saturn: "friend", Rahu: "friend", Ketu: "neutral" },
  Saturn: { Sun: "enemy", Moon: "enemy", Mars: "enemy", Mercury: "friend", Jupiter: "neutral", Venus: "friend", Saturn: "self", Rahu: "friend", Ketu: "enemy" },
  Rahu: { Sun: "enemy", Moon: "enemy", Mars: "enemy", Mercury: "neutral", Jupiter: "neutral", Venus: "friend", Saturn: "friend", Rahu: "self", Ketu: "neutral" },
  Ketu: { Sun: "friend", Moon: "neutral", Mars: "friend", Mercury: "neutral", Jupiter: "neutral", Venus: "enemy", Saturn: "enemy", Rahu: "neutral", Ketu: "self" },
};

export const KENDRAS: readonly number[] = [1, 4, 7, 10];

/** Lord of a sign, typed as one of the seven (every sign lord is). */
export function lordOf(sign: Sign): SaptaGraha {
  return signLord(sign) as SaptaGraha;
}
