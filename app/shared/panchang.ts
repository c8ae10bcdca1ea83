/**
 * Rules of reading the day panchang that the Panchang screen and its printed page both follow,
 * so the two never disagree.
 */
import type { ChoghadiyaName } from "#engine/muhurta.ts";
import { offsetSeconds } from "./format";

/**
 * Good, bad or neutral, as almanacs colour them: Amrita, Shubha and Labha are good; Chara is
 * neutral (good for travel); Udvega, Kala and Roga are bad.
 */
export type Quality = "good" | "neutral" | "bad";
export const CHOGHADIYA_QUALITY: Readonly<Record<ChoghadiyaName, Quality>> = {
  amrita: "good",
  shubha: "good",
  labha: "good",
  chara: "neutral",
  udvega: "bad",
  kala: "bad",
  roga: "bad",
};

/** Wednesday (vara 4): Drik Panchang withholds Abhijit on Wednesdays, and so do the screen and the page. */
export const ABHIJIT_WITHHELD_VARA = 4;

/*
 * Times arrive as ISO 8601 at the place's offset, each with the offset in force at that instant
 * (docs/day-panchang.md): the clock of the place is the one written in the string. Only an
 * offset with seconds (local mean time) is written in UTC with `Z`; such a time is shifted by
 * the day's offset (the receipt's `utcOffset`).
 */

/** A time as the place's clock shows it. */
export interface PlaceClock {
  /** The civil date at the place, YYYY-MM-DD. */
  date: string;
  /** HH:MM:SS, 24-hour, as the app writes times. */
  time: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The place's clock at an ISO instant; null for a missing or unreadable one. */
export function placeClock(iso: string | null | undefined, dayOffset: string): PlaceClock | null {
  if (!iso) return null;
  const own = /^(\d{4,}-\d{2}-\d{2})T(\d{2}:\d{2}:\d{2})(?:\.\d+)?([+-]\d{2}:\d{2})$/.exec(iso);
  if (own) return { date: own[1]!, time: own[2]! };
  const ms = Date.parse(iso);
  if (!Number.isFinite(ms)) return null;
  const d = new Date(Math.floor(ms / 1000) * 1000 + (offsetSeconds(dayOffset) ?? 0) * 1000);
  const year = String(d.getUTCFullYear()).padStart(4, "0");
  return {
    date: `${year}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())}`,
    time: `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`,
  };
}
