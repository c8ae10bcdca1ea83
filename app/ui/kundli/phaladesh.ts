/**
 * Which Phaladesh readings fit a Kundli. The readings are written for Kundli Studio
 * (app/i18n/{en,hi}/phaladesh.json) and chosen by four factors of the chart:
 * - General Nature and Physical Characteristics: the lagna (the rising sign shapes the
 *   temperament and the body, as the classical texts read the first house);
 * - Emotional Characteristics: the Moon's sign (the mind, manas);
 * - Specified Uniqueness: the Moon's nakshatra, and the mahadasha running now.
 */
import type { Kundli } from "#engine/kundli";
import type { Graha } from "#engine/types";
import { periodsFromContract, runningPath } from "./dasha";

export const PHALADESH_SECTIONS = ["generalNature", "specifiedUniqueness", "physical", "emotional"] as const;
export type PhaladeshSection = (typeof PHALADESH_SECTIONS)[number];

export interface PhaladeshReading {
  lagna: number;
  moonSign: number;
  nakshatra: number;
  /** The mahadasha lord running at `instantMs`, or the birth mahadasha's lord outside the 120 years. */
  mahadasha: Graha;
  /** Translation keys of each section's paragraphs, in order. */
  sections: Record<PhaladeshSection, string[]>;
}

export function phaladeshReading(kundli: Pick<Kundli, "planets" | "dasha">, instantMs: number): PhaladeshReading {
  const sign = (body: string) => kundli.planets.find((p) => p.planet === body)!;
  const lagna = sign("Ascendant").sign;
  const moon = sign("Moon");
  const running = runningPath(periodsFromContract(kundli.dasha.periods), instantMs)[0];
  const mahadasha = running ?? kundli.dasha.periods[0]!.planet;
  return {
    lagna,
    moonSign: moon.sign,
    nakshatra: moon.nakshatra,
    mahadasha,
    sections: {
      generalNature: [`phaladesh.lagna.${lagna}.nature`],
      specifiedUniqueness: [`phaladesh.nakshatra.${moon.nakshatra}`, `phaladesh.mahadasha.${mahadasha}`],
      physical: [`phaladesh.lagna.${lagna}.physical`],
      emotional: [`phaladesh.moon.${moon.sign}`],
    },
  };
}
