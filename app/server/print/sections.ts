/**
 * Which calc-cli-v2 sections (engine/sections.ts, `include`) each report prints, and the Kundli
 * input the print consumer sends to the calculation Worker. Only the reports that print a section
 * ask for it, so the others cost nothing more.
 */
import type { Include } from "#engine/input.ts";
import type { KundliInput } from "#engine/types.ts";
import type { PrintType } from "#app/shared/reports";

/** Vimshottari to pratyantardasha: the Janam Kundli prints the running one. */
export const DASHA_LEVELS = 3;

export const PRINTED_SECTIONS: Readonly<Partial<Record<PrintType, readonly Include[]>>> = {
  // Shadbala and Bhava Bala, the Yogini dasha, the KP cusps, the Sade Sati periods (and Saturn now).
  "janam-kundli": ["strength", "dashas", "kp", "transit"],
  // The Tajaka annual chart of the year chosen (the job's `year`).
  varshphal: ["varshphal"],
};

/**
 * The calculation input for a report: the birth, the dasha depth, and the sections it prints with
 * their moment; `year`, the Varshphal's, chosen when the report was requested.
 */
export function kundliRequest(type: PrintType, birth: KundliInput, now: number, year?: number) {
  const include = PRINTED_SECTIONS[type];
  return {
    ...birth,
    dashaLevels: DASHA_LEVELS,
    // `at`: the report's moment, for the sections of a moment (the KP ruling planets, a transit).
    ...(include?.length ? { include: [...include], at: new Date(now).toISOString() } : {}),
    ...(include?.includes("varshphal") && year !== undefined ? { year } : {}),
  };
}
