// The sidereal zodiac: signs, nakshatras, padas, their lords and attributes.
// Attribute tables follow ../shared/reference/ashtakoot-tables.json (normative);
// zodiac.test.ts checks that every row here equals that file.

import type { ChartBody, Graha, Nakshatra, PlanetPosition, Sign } from "./types.ts";

export const SIGN_SPAN = 30;
/** 13°20′: 360/27. */
export const NAKSHATRA_SPAN = 40 / 3;
/** 3°20′: a quarter of a nakshatra, one navamsa. */
export const PADA_SPAN = 10 / 3;

/** Any angle → [0, 360). A result that rounds up to 360 (tiny negative input) becomes 0. */
export function normalizeDegrees(angle: number): number {
  const x = angle - 360 * Math.floor(angle / 360);
  return x >= 360 ? 0 : x;
}

// Division before flooring is avoided on purpose: 10 / (30/9) is 2.9999999999999996 in
// floating point, while 10 * 9 / 30 is exactly 3. Every "which part" below multiplies first.

/** Sign 1..12 (Aries = 1) of a sidereal longitude. */
export function signOf(longitude: number): Sign {
  return Math.min(12, Math.floor(normalizeDegrees(longitude) / SIGN_SPAN) + 1);
}

/** Degrees inside the sign, 0 <= d < 30. */
export function degreeInSign(longitude: number): number {
  const lon = normalizeDegrees(longitude);
  // Exact: lon and 30·k are within a factor of two of each other (Sterbenz).
  return lon - SIGN_SPAN * (signOf(lon) - 1);
}

/** Nakshatra 1..27 (Ashwini = 1). */
export function nakshatraOf(longitude: number): Nakshatra {
  return Math.min(27, Math.floor((normalizeDegrees(longitude) * 27) / 360) + 1);
}

/** Pada 1..4 inside the nakshatra. */
export function padaOf(longitude: number): number {
  const quarter = Math.min(107, Math.floor((normalizeDegrees(longitude) * 108) / 360));
  return (quarter % 4) + 1;
}

/** Fraction 0 <= f < 1 of the nakshatra already traversed (the Vimshottari dasha seed). */
export function nakshatraProgress(longitude: number): number {
  const units = (normalizeDegrees(longitude) * 27) / 360;
  return Math.min(Math.max(units - (nakshatraOf(longitude) - 1), 0), 1 - Number.EPSILON);
}

/** The sign `count` places from `sign`, counting `sign` itself as the first (count 1 → sign). */
export function signFrom(sign: Sign, count: number): Sign {
  return ((((sign - 1 + count - 1) % 12) + 12) % 12) + 1;
}

/** House of `sign` counted by sign from `fromSign` (same sign → 1). */
export function houseFrom(fromSign: Sign, sign: Sign): number {
  return ((((sign - fromSign) % 12) + 12) % 12) + 1;
}

export const isOddSign = (sign: Sign): boolean => sign % 2 === 1;

export type Modality = "movable" | "fixed" | "dual";
export type Tatva = "fire" | "earth" | "air" | "water";
export type Varna = "brahmin" | "kshatriya" | "vaishya" | "shudra";
export type VashyaGroup = "chatushpada" | "manava" | "jalachara" | "vanachara" | "keeta";

/** Movable (chara), fixed (sthira), dual (dwiswabhava) repeat every three signs from Aries. */
export function modalityOf(sign: Sign): Modality {
  return (["movable", "fixed", "dual"] as const)[(sign - 1) % 3]!;
}

/** Fire, earth, air, water repeat every four signs from Aries. */
export function tatvaOf(sign: Sign): Tatva {
  return (["fire", "earth", "air", "water"] as const)[(sign - 1) % 4]!;
}

interface SignRow {
  key: string;
  lord: Graha;
  varna: Varna;
  /** Vashya group below 15° and from 15° on (only Sagittarius and Capricorn differ). */
  vashya: readonly [VashyaGroup, VashyaGroup];
}

export const SIGNS: readonly SignRow[] = [
  { key: "aries", lord: "Mars", varna: "kshatriya", vashya: ["chatushpada", "chatushpada"] },
  { key: "taurus", lord: "Venus", varna: "vaishya", vashya: ["chatushpada", "chatushpada"] },
  { key: "gemini", lord: "Mercury", varna: "shudra", vashya: ["manava", "manava"] },
  { key: "cancer", lord: "Moon", varna: "brahmin", vashya: ["jalachara", "jalachara"] },
  { key: "leo", lord: "Sun", varna: "kshatriya", vashya: ["vanachara", "vanachara"] },
  { key: "virgo", lord: "Mercury", varna: "vaishya", vashya: ["manava", "manava"] },
  { key: "libra", lord: "Venus", varna: "shudra", vashya: ["manava", "manava"] },
  { key: "scorpio", lord: "Mars", varna: "brahmin", vashya: ["keeta", "keeta"] },
  { key: "sagittarius", lord: "Jupiter", varna: "kshatriya", vashya: ["manava", "chatushpada"] },
  { key: "capricorn", lord: "Saturn", varna: "vaishya", vashya: ["chatushpada", "jalachara"] },
  { key: "aquarius", lord: "Saturn", varna: "shudra", vashya: ["manava", "manava"] },
  { key: "pisces", lord: "Jupiter", varna: "brahmin", vashya: ["jalachara", "jalachara"] },
];

function signRow(sign: Sign): SignRow {
  const row = SIGNS[sign - 1];
  if (!row) throw new RangeError(`sign ${sign} is not 1..12`);
  return row;
}

export const signLord = (sign: Sign): Graha => signRow(sign).lord;
export const varnaOf = (sign: Sign): Varna => signRow(sign).varna;

/** Vashya of a body at this longitude: Sagittarius and Capricorn change group at exactly 15°. */
export function vashyaOf(longitude: number): VashyaGroup {
  return signRow(signOf(longitude)).vashya[degreeInSign(longitude) < 15 ? 0 : 1];
}

/** Vimshottari order of the nakshatra lords, repeating from Ashwini, Magha and Mula. */
// prettier-ignore
export const VIMSHOTTARI_ORDER: readonly Graha[] = [
  "Ketu", "Venus", "Sun", "Moon", "Mars", "Rahu", "Jupiter", "Saturn", "Mercury",
];

/** Years of each lord's Vimshottari mahadasha; they total 120. */
// prettier-ignore
export const VIMSHOTTARI_YEARS: Readonly<Record<Graha, number>> = {
  Ketu: 7, Venus: 20, Sun: 6, Moon: 10, Mars: 7, Rahu: 18, Jupiter: 16, Saturn: 19, Mercury: 17,
};

export const nakshatraLord = (nakshatra: Nakshatra): Graha => VIMSHOTTARI_ORDER[(nakshatra - 1) % 9]!;

// prettier-ignore
export type Yoni =
  | "horse" | "elephant" | "goat" | "serpent" | "dog" | "cat" | "rat"
  | "cow" | "buffalo" | "tiger" | "deer" | "monkey" | "mongoose" | "lion";
export type Gana = "deva" | "manushya" | "rakshasa";
export type Nadi = "adi" | "madhya" | "antya";

interface NakshatraRow {
  key: string;
  yoni: Yoni;
  gana: Gana;
  nadi: Nadi;
  /** Name syllable of each pada 1..4. */
  syllables: readonly [string, string, string, string];
  syllablesDevanagari: readonly [string, string, string, string];
}

// prettier-ignore
export const NAKSHATRAS: readonly NakshatraRow[] = [
  { key: "ashwini", yoni: "horse", gana: "deva", nadi: "adi", syllables: ["Chu", "Che", "Cho", "La"], syllablesDevanagari: ["चू", "चे", "चो", "ला"] },
  { key: "bharani", yoni: "elephant", gana: "manushya", nadi: "madhya", syllables: ["Li", "Lu", "Le", "Lo"], syllablesDevanagari: ["ली", "लू", "ले", "लो"] },
  { key: "krittika", yoni: "goat", gana: "rakshasa", nadi: "antya", syllables: ["A", "I", "U", "E"], syllablesDevanagari: ["अ", "ई", "उ", "ए"] },
  { key: "rohini", yoni: "serpent", gana: "manushya", nadi: "antya", syllables: ["O", "Va", "Vi", "Vu"], syllablesDevanagari: ["ओ", "वा", "वी", "वू"] },
  { key: "mrigashira", yoni: "serpent", gana: "deva", nadi: "madhya", syllables: ["Ve", "Vo", "Ka", "Ki"], syllablesDevanagari: ["वे", "वो", "का", "की"] },
  { key: "ardra", yoni: "dog", gana: "manushya", nadi: "adi", syllables: ["Ku", "Gha", "Nga", "Chha"], syllablesDevanagari: ["कू", "घ", "ङ", "छ"] },
  { key: "punarvasu", yoni: "cat", gana: "deva", nadi: "adi", syllables: ["Ke", "Ko", "Ha", "Hi"], syllablesDevanagari: ["के", "को", "हा", "ही"] },
  { key: "pushya", yoni: "goat", gana: "deva", nadi: "madhya", syllables: ["Hu", "He", "Ho", "Da"], syllablesDevanagari: ["हू", "हे", "हो", "डा"] },
  { key: "ashlesha", yoni: "cat", gana: "rakshasa", nadi: "antya", syllables: ["Di", "Du", "De", "Do"], syllablesDevanagari: ["डी", "डू", "डे", "डो"] },
  { key: "magha", yoni: "rat", gana: "rakshasa", nadi: "antya", syllables: ["Ma", "Mi", "Mu", "Me"], syllablesDevanagari: ["मा", "मी", "मू", "मे"] },
  { key: "purva-phalguni", yoni: "rat", gana: "manushya", nadi: "madhya", syllables: ["Mo", "Ta", "Ti", "Tu"], syllablesDevanagari: ["मो", "टा", "टी", "टू"] },
  { key: "uttara-phalguni", yoni: "cow", gana: "manushya", nadi: "adi", syllables: ["Te", "To", "Pa", "Pi"], syllablesDevanagari: ["टे", "टो", "पा", "पी"] },
  { key: "hasta", yoni: "buffalo", gana: "deva", nadi: "adi", syllables: ["Pu", "Sha", "Na", "Tha"], syllablesDevanagari: ["पू", "ष", "ण", "ठ"] },
  { key: "chitra", yoni: "tiger", gana: "rakshasa", nadi: "madhya", syllables: ["Pe", "Po", "Ra", "Ri"], syllablesDevanagari: ["पे", "पो", "रा", "री"] },
  { key: "swati", yoni: "buffalo", gana: "deva", nadi: "antya", syllables: ["Ru", "Re", "Ro", "Ta"], syllablesDevanagari: ["रू", "रे", "रो", "ता"] },
  { key: "vishakha", yoni: "tiger", gana: "rakshasa", nadi: "antya", syllables: ["Ti", "Tu", "Te", "To"], syllablesDevanagari: ["ती", "तू", "ते", "तो"] },
  { key: "anuradha", yoni: "deer", gana: "deva", nadi: "madhya", syllables: ["Na", "Ni", "Nu", "Ne"], syllablesDevanagari: ["ना", "नी", "नू", "ने"] },
  { key: "jyeshtha", yoni: "deer", gana: "rakshasa", nadi: "adi", syllables: ["No", "Ya", "Yi", "Yu"], syllablesDevanagari: ["नो", "या", "यी", "यू"] },
  { key: "mula", yoni: "dog", gana: "rakshasa", nadi: "adi", syllables: ["Ye", "Yo", "Bha", "Bhi"], syllablesDevanagari: ["ये", "यो", "भा", "भी"] },
  { key: "purva-ashadha", yoni: "monkey", gana: "manushya", nadi: "madhya", syllables: ["Bhu", "Dha", "Pha", "Dha"], syllablesDevanagari: ["भू", "धा", "फा", "ढा"] },
  { key: "uttara-ashadha", yoni: "mongoose", gana: "manushya", nadi: "antya", syllables: ["Bhe", "Bho", "Ja", "Ji"], syllablesDevanagari: ["भे", "भो", "जा", "जी"] },
  { key: "shravana", yoni: "monkey", gana: "deva", nadi: "antya", syllables: ["Khi", "Khu", "Khe", "Kho"], syllablesDevanagari: ["खी", "खू", "खे", "खो"] },
  { key: "dhanishtha", yoni: "lion", gana: "rakshasa", nadi: "madhya", syllables: ["Ga", "Gi", "Gu", "Ge"], syllablesDevanagari: ["गा", "गी", "गू", "गे"] },
  { key: "shatabhisha", yoni: "horse", gana: "rakshasa", nadi: "adi", syllables: ["Go", "Sa", "Si", "Su"], syllablesDevanagari: ["गो", "सा", "सी", "सू"] },
  { key: "purva-bhadrapada", yoni: "lion", gana: "manushya", nadi: "adi", syllables: ["Se", "So", "Da", "Di"], syllablesDevanagari: ["से", "सो", "दा", "दी"] },
  { key: "uttara-bhadrapada", yoni: "cow", gana: "manushya", nadi: "madhya", syllables: ["Du", "Tha", "Jha", "Jna"], syllablesDevanagari: ["दू", "थ", "झ", "ञ"] },
  { key: "revati", yoni: "elephant", gana: "deva", nadi: "antya", syllables: ["De", "Do", "Cha", "Chi"], syllablesDevanagari: ["दे", "दो", "चा", "ची"] },
];

export function nakshatraRow(nakshatra: Nakshatra): NakshatraRow {
  const row = NAKSHATRAS[nakshatra - 1];
  if (!row) throw new RangeError(`nakshatra ${nakshatra} is not 1..27`);
  return row;
}

export interface PlanetPositionInput {
  planet: ChartBody;
  /** Sidereal longitude, any real number (normalized here). */
  longitude: number;
  tropicalLongitude: number;
  /** Degrees per day; null for the Ascendant. */
  speed: number | null;
  /** Sign of the Ascendant: houses are counted by sign from it. */
  ascendantSign: Sign;
}

/** The contract's `planets` row for one body. */
export function planetPosition(input: PlanetPositionInput): PlanetPosition {
  const longitude = normalizeDegrees(input.longitude);
  const sign = signOf(longitude);
  const nakshatra = nakshatraOf(longitude);
  return {
    planet: input.planet,
    longitude,
    tropicalLongitude: normalizeDegrees(input.tropicalLongitude),
    speed: input.speed,
    retrograde: input.speed !== null && input.speed < 0,
    sign,
    degree: degreeInSign(longitude),
    nakshatra,
    nakshatraLord: nakshatraLord(nakshatra),
    pada: padaOf(longitude),
    house: houseFrom(input.ascendantSign, sign),
  };
}
