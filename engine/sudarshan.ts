// Sudarshan chakra: three concentric rings of twelve houses, counted by sign
// from the Lagna (inner), the Moon (middle) and the Sun (outer), each house
// listing the bodies in it. A house is read in all three rings at once.

import type { ChartBody, Sign } from "./types.ts";
import { CHART_BODIES } from "./types.ts";
import { signFrom } from "./zodiac.ts";

export type SudarshanReference = "Ascendant" | "Moon" | "Sun";

export interface SudarshanHouse {
  house: number;
  sign: Sign;
  /** Bodies in this sign (the Lagna included, as a marker, in the Moon's and the Sun's rings). */
  bodies: ChartBody[];
}

export interface SudarshanRing {
  reference: SudarshanReference;
  houses: SudarshanHouse[];
}

export interface SudarshanChakra {
  lagna: SudarshanRing;
  moon: SudarshanRing;
  sun: SudarshanRing;
}

function ring(signs: Readonly<Record<ChartBody, Sign>>, reference: SudarshanReference): SudarshanRing {
  const houses = Array.from({ length: 12 }, (_, i) => {
    const sign = signFrom(signs[reference], i + 1);
    return { house: i + 1, sign, bodies: CHART_BODIES.filter((b) => signs[b] === sign) };
  });
  return { reference, houses };
}

export function sudarshanChakra(signs: Readonly<Record<ChartBody, Sign>>): SudarshanChakra {
  return { lagna: ring(signs, "Ascendant"), moon: ring(signs, "Moon"), sun: ring(signs, "Sun") };
}
