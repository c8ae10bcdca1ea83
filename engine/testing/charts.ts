/** Made-up charts shared by the engine tests of rules that read only signs (not reference values). */
import type { ChartBody, Sign } from "../types.ts";

/**
 * Lagna Aries; Sun Taurus, Moon Cancer, Mars Aries, Mercury Taurus, Jupiter Leo, Venus Gemini,
 * Saturn Capricorn, Rahu Virgo, Ketu Pisces.
 */
export const ARIES_LAGNA_SIGNS: Readonly<Record<ChartBody, Sign>> = {
  Ascendant: 1,
  Sun: 2,
  Moon: 4,
  Mars: 1,
  Mercury: 2,
  Jupiter: 5,
  Venus: 3,
  Saturn: 10,
  Rahu: 6,
  Ketu: 12,
};
