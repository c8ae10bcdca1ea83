/**
 * What the Strength tab reads from the `strength` section (engine/strength.ts, docs/strength.md):
 * the planets in their order, ranks, the chart's scale and the numbers as the books print them.
 * Values arrive in virupas (shashtiamsas, 60 to a rupa) unless a name ends in `Rupas`.
 */

/** The six balas of a planet, in the books' order. */
export const BALAS = ["sthana", "dig", "kala", "chesta", "naisargika", "drik"] as const;
export type Bala = (typeof BALAS)[number];

/** The parts of sthana and kala bala, and the two phalas, in the books' order. */
export const STHANA_PARTS = ["uchcha", "saptavargaja", "ojayugma", "kendradi", "drekkana"] as const;
export const KALA_PARTS = [
  "nathonnata",
  "paksha",
  "tribhaga",
  "abda",
  "masa",
  "vara",
  "hora",
  "ayana",
  "yuddha",
] as const;
export const PHALAS = ["ishtaPhala", "kashtaPhala"] as const;

/**
 * Ranks, strongest first: 1 for the greatest value. Equal values (to the two decimals shown)
 * share a rank and the next one is skipped (1, 2, 2, 4), so a rank never claims a difference
 * the table does not show.
 */
export function ranks(values: readonly number[]): number[] {
  const shown = values.map((v) => Math.round(v * 100));
  return shown.map((v) => 1 + shown.filter((other) => other > v).length);
}

/** The chart's end in rupas: the next whole rupa at least a quarter past the longest bar or mark. */
export function chartEnd(values: readonly number[]): number {
  return Math.max(1, Math.floor(Math.max(0, ...values) + 0.25) + 1);
}

/** Two decimals, as the books print them; never "-0.00". */
export function fixed2(value: number): string {
  const text = value.toFixed(2);
  return text === "-0.00" ? "0.00" : text;
}

/** A required minimum in rupas as the books write it: 5, 6.5. */
export function rupas(value: number): string {
  return String(Math.round(value * 100) / 100);
}

/** 1 or more: the planet has the strength it needs (BPHS 27). */
export function meetsRequired(ratio: number): boolean {
  return ratio >= 1;
}

/**
 * A ratio to two decimals, except just below 1, where rounding would print "1.00" for a planet
 * that falls short: there it is cut, not rounded, to three ("0.998").
 */
export function formatRatio(ratio: number): string {
  if (ratio < 1 && ratio >= 0.995) return (Math.floor(ratio * 1000) / 1000).toFixed(3);
  return fixed2(ratio);
}
