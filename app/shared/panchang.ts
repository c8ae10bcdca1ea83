/**
 * Rules of reading the day panchang that the Panchang screen and its printed page both follow,
 * so the two never disagree.
 */
import type { ChoghadiyaName } from "#engine/muhurta.ts";

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
