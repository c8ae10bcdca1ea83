/**
 * The lunisolar calendar of a day: lunar month (masa, amanta and purnimanta, adhika), the
 * Vikram and Shaka years, the ritu and the ayana. Pure functions of positions the caller finds
 * (the Sun's sign at the new moons around the day, the tithi, the Sun's longitudes). Rules,
 * sources and the alternatives: docs/day-panchang.md.
 *
 * - Masa (amanta, months 1–12, Chaitra = 1): a lunar month runs from a new moon to the next. It
 *   is named after the sidereal sign the Sun occupies at the new moon that begins it: Sun in
 *   Pisces → Chaitra, in Aries → Vaishakha, … (the month in which the Sun enters the next sign).
 *   When the Sun is in the same sign at both new moons (no sankranti in between), the month is
 *   adhika, named as the month that follows it. When it enters two signs (two sankrantis), the
 *   month is kshaya: it carries the first one's name and the next name is skipped.
 * - Purnimanta: the month ends at the full moon, so a Krishna paksha belongs to the next month;
 *   the adhika month keeps its new-moon-to-new-moon span in both reckonings.
 * - Vikram and Shaka years begin with amanta Chaitra (Chaitra Shukla Pratipada), adhika or not:
 *   Vikram = Shaka + 135 = the Gregorian year + 57 from Chaitra on, + 56 before it.
 * - Ritu by the amanta month, two months each from Chaitra (Vasanta = Chaitra and Vaishakha),
 *   as Drik Panchang's "Vedic Ritu" and the classical panchang; `tropicalRitu` by the tropical
 *   Sun, two signs each from the winter solstice (Shishira = 270°–330°), as its "Drik Ritu".
 * - Ayana: Uttarayana while the Sun is in Capricorn through Gemini, Dakshinayana in Cancer through
 *   Sagittarius: of the sidereal Sun (from Makara Sankranti, Drik Panchang's "Vedic Ayana") or of
 *   the tropical Sun (from the winter solstice, its "Drik Ayana").
 */
import type { Sign } from "./types.ts";
import { normalizeDegrees } from "./zodiac.ts";

export interface Masa {
  /** Lunar month 1–12 (Chaitra = 1) counted from new moon to new moon. */
  amanta: number;
  /** Lunar month 1–12 counted from full moon to full moon. */
  purnimanta: number;
  /** An intercalary month: no sankranti between its new moons. */
  adhika: boolean;
  /** A month with two sankrantis (the next month's name is skipped). */
  kshaya: boolean;
}

/**
 * The month of a day whose reference tithi (1–30) lies between two new moons at which the Sun's
 * sidereal signs were `signAtStart` and `signAtEnd`.
 */
export function masaOf(signAtStart: Sign, signAtEnd: Sign, tithi: number): Masa {
  const sankrantis = (signAtEnd - signAtStart + 12) % 12;
  const amanta = (signAtStart % 12) + 1;
  const adhika = sankrantis === 0;
  const purnimanta = !adhika && tithi > 15 ? (amanta % 12) + 1 : amanta;
  return { amanta, purnimanta, adhika, kshaya: sankrantis >= 2 };
}

export interface Samvat {
  vikram: number;
  shaka: number;
}

/**
 * Vikram and Shaka years of a day in Gregorian `year` and `month` (1–12) whose amanta month is
 * `amanta`. From June on, Chaitra of that year has begun; from January to May it has begun when
 * the month is Chaitra, Vaishakha or Jyeshtha (Margashirsha to Phalguna still count the old year).
 */
export function samvatOf(year: number, month: number, amanta: number): Samvat {
  const begun = month >= 6 || amanta <= 3;
  const vikram = year + (begun ? 57 : 56);
  return { vikram, shaka: vikram - 135 };
}

export type Ritu = "vasanta" | "grishma" | "varsha" | "sharad" | "hemanta" | "shishira";
const RITUS: readonly Ritu[] = ["vasanta", "grishma", "varsha", "sharad", "hemanta", "shishira"];

/** Ritu of an amanta month (1–12): Vasanta = Chaitra, Vaishakha; … Shishira = Magha, Phalguna. */
export const rituOfMasa = (amanta: number): Ritu => RITUS[Math.floor((amanta - 1) / 2)]!;

/** Ritu by the tropical Sun: two signs each, Vasanta from 330° (Shishira from the winter solstice). */
export const tropicalRitu = (tropicalSun: number): Ritu => RITUS[Math.floor(normalizeDegrees(tropicalSun + 30) / 60)]!;

export type Ayana = "uttarayana" | "dakshinayana";

/** Uttarayana from 270° (Capricorn) to 90° (Cancer), Dakshinayana from 90° to 270°. */
export const ayanaOf = (sunLongitude: number): Ayana => {
  const l = normalizeDegrees(sunLongitude);
  return l >= 90 && l < 270 ? "dakshinayana" : "uttarayana";
};
