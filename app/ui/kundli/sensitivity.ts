/**
 * The arithmetic of the birth-time sensitivity panel (engine/sensitivity.ts): which readings a
 * small error in the birth time overturns, and how a shift in seconds is written.
 */
import type { SensitivityItem } from "#engine/sensitivity";

/** A reading that changes within this many seconds either way is marked: a 10-minute error in the certificate. */
export const SENSITIVE_SECONDS = 600;

/** The nearer of the two shifts that change the reading (null: none within the window). */
export function nearestShift(item: Pick<SensitivityItem, "earlierSeconds" | "laterSeconds">): number | null {
  const shifts = [item.earlierSeconds, item.laterSeconds].filter((s): s is number => s !== null);
  return shifts.length ? Math.min(...shifts) : null;
}

export const isSensitive = (item: Pick<SensitivityItem, "earlierSeconds" | "laterSeconds">): boolean =>
  (nearestShift(item) ?? Infinity) < SENSITIVE_SECONDS;

/** A shift as the words' parts: under a minute in seconds, under an hour in minutes and seconds, else hours and minutes (whole, rounded down). */
export type ShiftParts =
  { unit: "seconds"; s: number } | { unit: "minutes"; m: number; s: number } | { unit: "hours"; h: number; m: number };

export function shiftParts(seconds: number): ShiftParts {
  // Rounded down: "the time may move 4 min 59 s" must not read as 5 min when 5 min changes it.
  const whole = Math.floor(seconds);
  if (whole < 60) return { unit: "seconds", s: whole };
  if (whole < 3600) return { unit: "minutes", m: Math.floor(whole / 60), s: whole % 60 };
  return { unit: "hours", h: Math.floor(whole / 3600), m: Math.floor((whole % 3600) / 60) };
}
