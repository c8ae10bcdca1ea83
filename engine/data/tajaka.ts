// Tables of the Tajaka (Varshaphal) annual chart: the hadda (terms) of the signs, the
// tri-rashi lords (Pancha-vargiya bala takes the deep exaltation points of ./grahas.ts).
// Sources and the choices between variants: docs/gochar-varshphal.md.

import type { Sign } from "../types.ts";
import type { SaptaGraha } from "./grahas.ts";

/**
 * Hadda lords of each sign (Aries first) as [lord, end degree] spans from 0° to 30°.
 * Tajaka Neelakanthi (Sanjna Tantra), as tabulated by A.G. Suresh Babu Shenoy ("Tajik Yogas",
 * with the original verses) and in the Hindi "Bharatiya Jyotish" (the Sagittarius row's first
 * lord is Jupiter there; Shenoy's table misprints it as Mercury). PyJHora's const.hadda_lords
 * agrees except for two misprints (Taurus 14–22° is Jupiter, Aquarius ends at 30°).
 */
// prettier-ignore
export const HADDA: readonly (readonly (readonly [SaptaGraha, number])[])[] = [
  [["Jupiter", 6], ["Venus", 12], ["Mercury", 20], ["Mars", 25], ["Saturn", 30]], // Aries
  [["Venus", 8], ["Mercury", 14], ["Jupiter", 22], ["Saturn", 27], ["Mars", 30]], // Taurus
  [["Mercury", 6], ["Venus", 12], ["Jupiter", 17], ["Mars", 24], ["Saturn", 30]], // Gemini
  [["Mars", 7], ["Venus", 13], ["Mercury", 19], ["Jupiter", 26], ["Saturn", 30]], // Cancer
  [["Jupiter", 6], ["Venus", 11], ["Saturn", 18], ["Mercury", 24], ["Mars", 30]], // Leo
  [["Mercury", 7], ["Venus", 17], ["Jupiter", 21], ["Mars", 28], ["Saturn", 30]], // Virgo
  [["Saturn", 6], ["Mercury", 14], ["Jupiter", 21], ["Venus", 28], ["Mars", 30]], // Libra
  [["Mars", 7], ["Venus", 11], ["Mercury", 19], ["Jupiter", 24], ["Saturn", 30]], // Scorpio
  [["Jupiter", 12], ["Venus", 17], ["Mercury", 21], ["Mars", 26], ["Saturn", 30]], // Sagittarius
  [["Mercury", 7], ["Jupiter", 14], ["Venus", 22], ["Saturn", 26], ["Mars", 30]], // Capricorn
  [["Mercury", 7], ["Venus", 13], ["Jupiter", 20], ["Mars", 25], ["Saturn", 30]], // Aquarius
  [["Venus", 12], ["Jupiter", 16], ["Mercury", 19], ["Mars", 28], ["Saturn", 30]], // Pisces
];

/** Lord of the hadda holding `degree` (0 <= degree < 30) of `sign`. */
export function haddaLord(sign: Sign, degree: number): SaptaGraha {
  const spans = HADDA[sign - 1];
  if (!spans) throw new RangeError(`sign ${sign} is not 1..12`);
  for (const [lord, end] of spans) if (degree < end) return lord;
  return spans[spans.length - 1]![0];
}

/**
 * Tri-rashi lords of each sign (Aries first), [by day, by night], as PyJHora tabulates them
 * (const.tri_rasi_daytime_lords / tri_rasi_nighttime_lords, its transcription of P.V.R.
 * Narasimha Rao's "Vedic Astrology: An Integrated Approach", ch. 28, the Tajaka chapters by the
 * author of Jagannatha Hora). Not the Western triplicity lords (see docs/gochar-varshphal.md).
 */
// prettier-ignore
export const TRI_RASHI_LORDS: readonly (readonly [SaptaGraha, SaptaGraha])[] = [
  ["Sun", "Jupiter"], // Aries
  ["Venus", "Moon"], // Taurus
  ["Saturn", "Mercury"], // Gemini
  ["Venus", "Mars"], // Cancer
  ["Jupiter", "Sun"], // Leo
  ["Moon", "Venus"], // Virgo
  ["Mercury", "Saturn"], // Libra
  ["Mars", "Venus"], // Scorpio
  ["Saturn", "Saturn"], // Sagittarius
  ["Mars", "Mars"], // Capricorn
  ["Jupiter", "Jupiter"], // Aquarius
  ["Moon", "Moon"], // Pisces
];
