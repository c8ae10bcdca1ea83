// Jaimini Chara dasha by K.N. Rao's method (docs/dashas.md has the rules and their sources).
//
// - Signs are savya (odd-footed: Aries, Taurus, Gemini, Libra, Scorpio, Sagittarius) or apasavya
//   (even-footed: Cancer, Leo, Virgo, Capricorn, Aquarius, Pisces).
// - The dashas run from the lagna, direct (zodiacal) when the 9th sign from the lagna is savya and
//   indirect when it is apasavya; the first dasha starts at birth (a sign dasha has no balance).
// - A sign's years: count from the sign to the sign its lord occupies, forward for a savya sign and
//   backward for an apasavya one, and subtract 1; a lord in its own sign gives 12. Scorpio (Mars,
//   Ketu) and Aquarius (Saturn, Rahu) have two lords: both in the sign give 12; one in it, count to
//   the other; neither, count to the stronger (with more planets, then further advanced in its sign).
//   K.N. Rao adds no year for an exalted lord and takes none for a debilitated one.
// - The second cycle runs the same signs again with 12 minus their first-cycle years (a sign with
//   12 in the first has none in the second).
// - A sign's antardashas are the twelve signs, each 1/12 of its years, from the sign after it in
//   its own direction (direct or indirect, by the 9th from it, as for a lagna), its own last.
//   Every deeper level divides its parent by the same rule.

import type { ChartBody, Graha, Sign } from "./types.ts";
import { degreeInSign, houseFrom, signFrom, signLord, signOf } from "./zodiac.ts";

const DAY_MS = 86_400_000;

/** Savya (odd-footed) signs; the other six are apasavya (even-footed). */
export const SAVYA_SIGNS: readonly Sign[] = [1, 2, 3, 7, 8, 9];
export const isSavya = (sign: Sign): boolean => SAVYA_SIGNS.includes(sign);

export type CharaDirection = "direct" | "indirect";

/** Direction of a sequence of signs from `sign`: direct when the 9th sign from it is savya. */
export const charaDirection = (sign: Sign): CharaDirection => (isSavya(signFrom(sign, 9)) ? "direct" : "indirect");

/** The twelve signs from `sign` on, in its direction. */
export function charaSequence(sign: Sign): Sign[] {
  const step = charaDirection(sign) === "direct" ? 1 : -1;
  return Array.from({ length: 12 }, (_, i) => signFrom(sign, 1 + step * i));
}

/** The twelve sub-period signs of a period of `sign`: from the next sign in its direction, itself last. */
export function charaSubSigns(sign: Sign): Sign[] {
  const sequence = charaSequence(sign);
  return [...sequence.slice(1), sign];
}

const CO_LORDS: Readonly<Partial<Record<Sign, readonly [Graha, Graha]>>> = {
  8: ["Mars", "Ketu"],
  11: ["Saturn", "Rahu"],
};

export type CharaLordRule =
  | "single lord"
  | "both lords in the sign"
  | "the other lord is in the sign"
  | "more planets with it"
  | "further advanced in its sign";

/** The lord a sign's years are counted to, and the rule that chose it. */
export function charaLord(
  sign: Sign,
  longitudes: Readonly<Record<ChartBody, number>>,
): {
  lord: Graha;
  rule: CharaLordRule;
} {
  const pair = CO_LORDS[sign];
  if (!pair) return { lord: signLord(sign), rule: "single lord" };
  const [a, b] = pair;
  const signA = signOf(longitudes[a]);
  const signB = signOf(longitudes[b]);
  if (signA === sign && signB === sign) return { lord: a, rule: "both lords in the sign" };
  if (signA === sign) return { lord: b, rule: "the other lord is in the sign" };
  if (signB === sign) return { lord: a, rule: "the other lord is in the sign" };
  const companions = (g: Graha) =>
    (Object.keys(longitudes) as ChartBody[]).filter(
      (body) => body !== "Ascendant" && body !== g && signOf(longitudes[body]) === signOf(longitudes[g]),
    ).length;
  const [ca, cb] = [companions(a), companions(b)];
  if (ca !== cb) return { lord: ca > cb ? a : b, rule: "more planets with it" };
  // Equal to the last digit is not a case of real charts; the sign's classical lord then stands.
  return {
    lord: degreeInSign(longitudes[b]) > degreeInSign(longitudes[a]) ? b : a,
    rule: "further advanced in its sign",
  };
}

/** A sign's first-cycle years (1..12) and the lord they were counted to. */
export function charaYears(sign: Sign, longitudes: Readonly<Record<ChartBody, number>>) {
  const { lord, rule } = charaLord(sign, longitudes);
  const lordSign = signOf(longitudes[lord]);
  if (rule === "both lords in the sign" || lordSign === sign) return { lord, rule, years: 12 };
  const count = isSavya(sign) ? houseFrom(sign, lordSign) : houseFrom(lordSign, sign);
  return { lord, rule, years: count - 1 };
}

export interface CharaPeriod {
  sign: Sign;
  /** The planet the years were counted to (mahadashas only). */
  lord?: Graha;
  /** Epoch milliseconds, UTC. */
  start: number;
  end: number;
  years: number;
  children?: CharaPeriod[];
}

export interface CharaDasha {
  method: "K.N. Rao";
  direction: CharaDirection;
  periods: CharaPeriod[];
}

export interface CharaOptions {
  /** Days in a dasha year (the `dashaYear` option). */
  yearDays: number;
  /** Levels to build: 1 = mahadashas only, 2 = with antardashas. */
  depth: number;
}

/** The twelve sub-periods of a Chara period, each 1/12 of it (a drill-down step, or `depth` levels). */
export function charaSubPeriods(parent: Pick<CharaPeriod, "sign" | "start" | "end" | "years">, depth = 1) {
  const span = parent.end - parent.start;
  let from = parent.start;
  return charaSubSigns(parent.sign).map((sign, i): CharaPeriod => {
    const to = i === 11 ? parent.end : parent.start + (span * (i + 1)) / 12;
    const period: CharaPeriod = { sign, start: from, end: to, years: parent.years / 12 };
    if (depth > 1) period.children = charaSubPeriods(period, depth - 1);
    from = to;
    return period;
  });
}

/**
 * Chara dasha of a chart (sidereal longitudes of the Ascendant and the nine grahas) from the
 * birth instant `birthMs`: two cycles, periods of no years left out.
 */
export function charaDasha(
  longitudes: Readonly<Record<ChartBody, number>>,
  birthMs: number,
  options: CharaOptions,
): CharaDasha {
  if (!(options.yearDays > 0) || !Number.isFinite(options.yearDays)) {
    throw new RangeError(`dasha year of ${options.yearDays} days`);
  }
  if (!Number.isInteger(options.depth) || options.depth < 1) throw new RangeError(`dasha depth ${options.depth}`);
  const yearMs = options.yearDays * DAY_MS;
  const lagna = signOf(longitudes.Ascendant);
  const first = charaSequence(lagna).map((sign) => ({ sign, ...charaYears(sign, longitudes) }));
  const second = first.map((p) => ({ ...p, years: 12 - p.years }));
  const periods: CharaPeriod[] = [];
  let run = 0;
  let from = birthMs;
  for (const { sign, lord, years } of [...first, ...second]) {
    if (years === 0) continue;
    run += years;
    const to = birthMs + run * yearMs;
    const period: CharaPeriod = { sign, lord, start: from, end: to, years };
    if (options.depth > 1) period.children = charaSubPeriods(period, options.depth - 1);
    periods.push(period);
    from = to;
  }
  return { method: "K.N. Rao", direction: charaDirection(lagna), periods };
}
