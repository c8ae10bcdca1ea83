// Numerology (ank jyotish) as Indian practitioners print it: the root number (mulank) from the
// day of birth, the destiny number (bhagyank) from the whole date, and the name number in the
// Chaldean and the Pythagorean systems. Lucky numbers, days and colours follow the root number's
// ruling planet, in the tables most Indian numerology books repeat (after Cheiro); they are
// conventions, not calculations, and are kept here as data so the report and the screens agree.

import type { Graha } from "./types.ts";

export type NumerologySystem = "chaldean" | "pythagorean";
/** 1..9 */
export type CoreNumber = number;

/** Chaldean values: no letter is 9 (the number held sacred), values by sound, not alphabet order. */
// prettier-ignore
export const CHALDEAN_VALUES: Readonly<Record<string, number>> = {
  A: 1, B: 2, C: 3, D: 4, E: 5, F: 8, G: 3, H: 5, I: 1, J: 1, K: 2, L: 3, M: 4,
  N: 5, O: 7, P: 8, Q: 1, R: 2, S: 3, T: 4, U: 6, V: 6, W: 6, X: 5, Y: 1, Z: 7,
};

/** Pythagorean values: the alphabet laid out in rows of nine (A=1 … I=9, J=1 …). */
export const PYTHAGOREAN_VALUES: Readonly<Record<string, number>> = Object.fromEntries(
  Array.from("ABCDEFGHIJKLMNOPQRSTUVWXYZ", (letter, i) => [letter, (i % 9) + 1]),
);

/** Ruling planet of each core number (1 Sun … 9 Mars), as Indian numerology assigns them. */
export const NUMBER_PLANET: Readonly<Record<CoreNumber, Graha>> = {
  1: "Sun",
  2: "Moon",
  3: "Jupiter",
  4: "Rahu",
  5: "Mercury",
  6: "Venus",
  7: "Ketu",
  8: "Saturn",
  9: "Mars",
};

// prettier-ignore
export type LuckyColour =
  | "gold" | "orange" | "yellow" | "white" | "cream" | "lightGreen" | "purple" | "pink"
  | "blue" | "grey" | "green" | "lightBlue" | "darkBlue" | "black" | "red" | "crimson" | "violet";

export interface LuckyTable {
  /** Friendly numbers, the root number first. */
  numbers: readonly CoreNumber[];
  /** Weekdays 1..7, Sunday = 1 (the engine's vara numbering). */
  days: readonly number[];
  colours: readonly LuckyColour[];
}

// prettier-ignore
export const LUCKY_BY_ROOT: Readonly<Record<CoreNumber, LuckyTable>> = {
  1: { numbers: [1, 2, 4, 7], days: [1, 2], colours: ["gold", "orange", "yellow"] },
  2: { numbers: [2, 1, 7], days: [2, 1, 6], colours: ["white", "cream", "lightGreen"] },
  3: { numbers: [3, 6, 9], days: [5, 3, 6], colours: ["yellow", "purple", "pink"] },
  4: { numbers: [4, 1, 8], days: [7, 1, 2], colours: ["blue", "grey"] },
  5: { numbers: [5, 3, 6], days: [4, 6], colours: ["lightGreen", "white", "grey"] },
  6: { numbers: [6, 3, 9], days: [6, 3, 5], colours: ["lightBlue", "pink", "white"] },
  7: { numbers: [7, 2, 1], days: [2, 1], colours: ["green", "white", "yellow"] },
  8: { numbers: [8, 4, 6], days: [7, 6], colours: ["darkBlue", "black", "violet"] },
  9: { numbers: [9, 3, 6], days: [3, 5, 6], colours: ["red", "crimson", "pink"] },
};

/** Repeated digit sums down to 1..9 (0 stays 0: a name with no letters counted). */
export function reduceToDigit(n: number): number {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`cannot reduce ${n}`);
  let value = n;
  while (value > 9) value = digitSum(value);
  return value;
}

function digitSum(n: number): number {
  let sum = 0;
  for (const d of String(n)) sum += Number(d);
  return sum;
}

export interface LetterValue {
  letter: string;
  value: number;
}

export interface NameNumber {
  system: NumerologySystem;
  letters: LetterValue[];
  /** The plain total of the letters (the "compound" number, read on its own in Chaldean practice). */
  compound: number;
  /** The total reduced to 1..9. */
  number: CoreNumber;
}

/**
 * Letters A–Z of a name, upper-cased, with accents dropped; anything else (spaces, dots,
 * Devanagari) is not counted: both systems are defined on the Latin alphabet.
 */
export function countedLetters(name: string): string[] {
  return Array.from(name.normalize("NFD").toUpperCase()).filter((c) => c >= "A" && c <= "Z");
}

/** The name number in one system, or null when the name has no Latin letter to count. */
export function nameNumber(name: string, system: NumerologySystem): NameNumber | null {
  const table = system === "chaldean" ? CHALDEAN_VALUES : PYTHAGOREAN_VALUES;
  const letters = countedLetters(name).map((letter) => ({ letter, value: table[letter]! }));
  if (letters.length === 0) return null;
  const compound = letters.reduce((sum, l) => sum + l.value, 0);
  return { system, letters, compound, number: reduceToDigit(compound) };
}

export interface Numerology {
  /** Mulank: the day of the month, reduced. */
  root: CoreNumber;
  /** Bhagyank: every digit of the date (DD, MM, YYYY), reduced. */
  destiny: CoreNumber;
  /** The destiny total before reduction, as printed beside it (e.g. 33 → 6). */
  destinyCompound: number;
  name: { chaldean: NameNumber | null; pythagorean: NameNumber | null };
  planets: { root: Graha; destiny: Graha; name: Graha | null };
  lucky: {
    /** The root's friendly numbers, then the destiny number if it is not among them. */
    numbers: CoreNumber[];
    days: number[];
    colours: LuckyColour[];
  };
}

function parseCivilDate(date: string): { year: number; month: number; day: number } {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  if (!m) throw new RangeError(`date ${date} is not YYYY-MM-DD`);
  const [year, month, day] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const check = new Date(Date.UTC(year, month - 1, day));
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day) {
    throw new RangeError(`date ${date} does not exist`);
  }
  return { year, month, day };
}

/** All the numbers of a person from the name and the civil date of birth ("YYYY-MM-DD"). */
export function numerology(name: string, date: string): Numerology {
  const { year, month, day } = parseCivilDate(date);
  const root = reduceToDigit(day);
  const destinyCompound = digitSum(day) + digitSum(month) + digitSum(year);
  const destiny = reduceToDigit(destinyCompound);
  const chaldean = nameNumber(name, "chaldean");
  const pythagorean = nameNumber(name, "pythagorean");
  const table = LUCKY_BY_ROOT[root]!;
  const numbers = [...table.numbers];
  if (!numbers.includes(destiny)) numbers.push(destiny);
  return {
    root,
    destiny,
    destinyCompound,
    name: { chaldean, pythagorean },
    planets: {
      root: NUMBER_PLANET[root]!,
      destiny: NUMBER_PLANET[destiny]!,
      name: chaldean ? NUMBER_PLANET[chaldean.number]! : null,
    },
    lucky: { numbers, days: [...table.days], colours: [...table.colours] },
  };
}
