// Graha drishti (Parashari aspects) by whole sign: a planet aspects the signs
// n houses from its own (its sign counted as the 1st). Every planet aspects the
// 7th; Mars also the 4th and 8th, Jupiter the 5th and 9th, Saturn the 3rd and 10th.

import type { ChartBody, Graha, Sign } from "./types.ts";
import { CHART_BODIES, GRAHAS } from "./types.ts";
import { houseFrom, signFrom } from "./zodiac.ts";

/**
 * Rahu and Ketu have no aspects in BPHS. Conventions differ: "5-7-9" (like Jupiter; the default
 * here, as much North Indian software shows them), "7" (the 7th only) or "none".
 */
export type NodeDrishti = "5-7-9" | "7" | "none";

const NODE_HOUSES: Record<NodeDrishti, readonly number[]> = { "5-7-9": [5, 7, 9], "7": [7], none: [] };

/** Houses counted from the planet that it aspects. */
export function drishtiHouses(graha: Graha, nodes: NodeDrishti = "5-7-9"): readonly number[] {
  switch (graha) {
    case "Mars":
      return [4, 7, 8];
    case "Jupiter":
      return [5, 7, 9];
    case "Saturn":
      return [3, 7, 10];
    case "Rahu":
    case "Ketu":
      return NODE_HOUSES[nodes];
    default:
      return [7];
  }
}

export interface Drishti {
  /** Houses from the planet that it aspects (7 for all, plus the special aspects). */
  aspects: readonly number[];
  /** The aspected signs. */
  signs: Sign[];
  /** The aspected houses counted from the Ascendant's sign. */
  houses: number[];
  /** Bodies (the Lagna included) standing in the aspected signs. */
  bodies: ChartBody[];
}

export interface DrishtiTable {
  nodes: NodeDrishti;
  /** What each graha aspects. */
  of: Record<Graha, Drishti>;
  /** Which grahas aspect each body (the Lagna included). */
  aspectedBy: Record<ChartBody, Graha[]>;
  /** Which grahas aspect each house 1..12 from the Ascendant (index 0 = house 1). */
  houseAspectedBy: Graha[][];
}

export function grahaDrishti(signs: Readonly<Record<ChartBody, Sign>>, nodes: NodeDrishti = "5-7-9"): DrishtiTable {
  const of = {} as Record<Graha, Drishti>;
  const aspectedBy = Object.fromEntries(CHART_BODIES.map((b) => [b, [] as Graha[]])) as Record<ChartBody, Graha[]>;
  const houseAspectedBy: Graha[][] = Array.from({ length: 12 }, () => []);
  for (const graha of GRAHAS) {
    const aspects = drishtiHouses(graha, nodes);
    const aspectedSigns = aspects.map((n) => signFrom(signs[graha], n));
    const bodies = CHART_BODIES.filter((b) => b !== graha && aspectedSigns.includes(signs[b]));
    const houses = aspectedSigns.map((s) => houseFrom(signs.Ascendant, s));
    of[graha] = { aspects, signs: aspectedSigns, houses, bodies };
    for (const b of bodies) aspectedBy[b].push(graha);
    for (const h of houses) houseAspectedBy[h - 1]!.push(graha);
  }
  return { nodes, of, aspectedBy, houseAspectedBy };
}

/** Whether `graha` (in `fromSign`) aspects the sign `target`. */
export function aspects(graha: Graha, fromSign: Sign, target: Sign, nodes: NodeDrishti = "5-7-9"): boolean {
  return drishtiHouses(graha, nodes).includes(houseFrom(fromSign, target));
}
