/**
 * Ashtakoot matching from two births: both Kundlis (the screens show both charts and their
 * planets) and the eight kootas from the Moons, with Mangal dosh from each Lagna.
 */
import type { Ephemeris } from "../ephemeris/index.ts";
import { ashtakoot, type MatchResult } from "./ashtakoot.ts";
import { parseMatchInput } from "./input.ts";
import { kundliOf, type Kundli, type RuntimeInfo } from "./kundli.ts";
import type { ChartBody } from "./types.ts";

export interface Match extends MatchResult {
  boy: Kundli;
  girl: Kundli;
}

function partner(k: Kundli) {
  const sign = (body: ChartBody) => k.planets.find((p) => p.planet === body)!.sign;
  const moon = k.planets.find((p) => p.planet === "Moon")!;
  return {
    moonLongitude: moon.longitude,
    ascendantSign: sign("Ascendant"),
    marsSign: sign("Mars"),
    venusSign: sign("Venus"),
  };
}

export function computeMatch(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Match {
  const input = parseMatchInput(raw);
  return matchOf(kundliOf(eph, input.boy, runtime), kundliOf(eph, input.girl, runtime));
}

/** Ashtakoot of two Kundlis, with both. */
export function matchOf(boy: Kundli, girl: Kundli): Match {
  return { ...ashtakoot(partner(boy), partner(girl)), boy, girl };
}
