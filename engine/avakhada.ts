// Avakhada chakra: the birth's classifications read from the Moon (and, for paya, the Lagna).
// Sign and nakshatra attributes come from zodiac.ts, i.e. from the normative ashtakoot tables.

import type { Graha, Nakshatra, Sign } from "./types.ts";
import {
  type Gana,
  type Nadi,
  type Tatva,
  type Varna,
  type VashyaGroup,
  type Yoni,
  houseFrom,
  nakshatraOf,
  nakshatraRow,
  padaOf,
  signLord,
  signOf,
  tatvaOf,
  varnaOf,
  vashyaOf,
} from "./zodiac.ts";

export type Yunja = "purva" | "madhya" | "para";
export type Paya = "gold" | "silver" | "copper" | "iron";

/**
 * Yunja from the Moon's nakshatra. The muhurta texts divide the nakshatras by the part of the
 * lunar day in which the Moon "yokes" with them: six from Revati (Revati, Ashwini .. Mrigashira)
 * are purva, the twelve from Ardra (Ardra .. Anuradha) madhya, the rest from Jyeshtha
 * (Jyeshtha .. Uttara Bhadrapada, nine, ten with Abhijit) para — the 6/12/10 split of the
 * 28-nakshatra list. Values printed by AstroSage-style services agree on every case we found:
 * Ashwini, Bharani "Poorva"; Uttara Phalguni, Chitra "Madhya"; Mula, Uttara Ashadha,
 * Shatabhisha "Parbhaag".
 */
export function yunjaOf(nakshatra: Nakshatra): Yunja {
  if (nakshatra === 27 || nakshatra <= 5) return "purva";
  return nakshatra <= 17 ? "madhya" : "para";
}

// prettier-ignore
const PAYA_BY_HOUSE: readonly Paya[] = [
  "gold", "silver", "copper", "iron", "silver", "gold", "copper", "iron", "silver", "copper", "gold", "iron",
];

/**
 * Paya ("feet" of the birth) from the house of the Moon counted by sign from the Lagna:
 * 1, 6, 11 gold (swarna); 2, 5, 9 silver (rajat); 3, 7, 10 copper (tamra); 4, 8, 12 iron (loha).
 * This is the rashi paya most Indian almanacs and programs print. A nakshatra paya also exists
 * (payaByNakshatra below); the two often differ.
 */
export function payaOf(moonSign: Sign, lagnaSign: Sign): Paya {
  return PAYA_BY_HOUSE[houseFrom(lagnaSign, moonSign) - 1]!;
}

/**
 * Nakshatra paya, the other convention: Revati, Ashwini, Bharani gold; Krittika, Rohini,
 * Mrigashira iron; Ardra .. Anuradha silver; Jyeshtha .. Uttara Bhadrapada copper. It reproduces
 * every "paya" value of the AstroSage-style API outputs we found (Ashwini, Bharani gold;
 * Uttara Phalguni, Chitra, Anuradha silver; Mula, Uttara Ashadha, Shatabhisha copper), which
 * the house rule does not. Not used for the contract's `paya` (see payaOf).
 */
export function payaByNakshatra(nakshatra: Nakshatra): Paya {
  if (nakshatra === 27 || nakshatra <= 2) return "gold";
  if (nakshatra <= 5) return "iron";
  return nakshatra <= 17 ? "silver" : "copper";
}

export interface AvakhadaInput {
  /** Sidereal longitude of the Moon. */
  moonLongitude: number;
  /** Sidereal longitude of the Ascendant. */
  ascendantLongitude: number;
  /** Karana 1..60 at birth (panchang.karanaOf). */
  karana: number;
}

/** The contract's `avakhada` block. */
export interface Avakhada {
  varna: Varna;
  vashya: VashyaGroup;
  yoni: Yoni;
  gan: Gana;
  nadi: Nadi;
  rashi: Sign;
  rashiLord: Graha;
  lagna: Sign;
  karana: number;
  yunja: Yunja;
  tatva: Tatva;
  /** First syllable for a name, from the Moon's nakshatra pada (Latin letters). */
  nameAlphabet: string;
  nameAlphabetDevanagari: string;
  paya: Paya;
}

export function avakhada(input: AvakhadaInput): Avakhada {
  const rashi = signOf(input.moonLongitude);
  const lagna = signOf(input.ascendantLongitude);
  const nakshatra = nakshatraOf(input.moonLongitude);
  const row = nakshatraRow(nakshatra);
  const pada = padaOf(input.moonLongitude);
  return {
    varna: varnaOf(rashi),
    vashya: vashyaOf(input.moonLongitude),
    yoni: row.yoni,
    gan: row.gana,
    nadi: row.nadi,
    rashi,
    rashiLord: signLord(rashi),
    lagna,
    karana: input.karana,
    yunja: yunjaOf(nakshatra),
    tatva: tatvaOf(rashi),
    nameAlphabet: row.syllables[pada - 1]!,
    nameAlphabetDevanagari: row.syllablesDevanagari[pada - 1]!,
    paya: payaOf(rashi, lagna),
  };
}
