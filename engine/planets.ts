// The planets' rows of a chart cast by astro.ts: the birth chart's (kundli.ts) and the annual
// chart's (varshphal.ts) are built by the same rules.

import type { AstroPositions, Bhava } from "./astro.ts";
import type { KundliPlanet } from "./kundli.ts";
import { CHART_BODIES, GRAHAS, type ChartBody } from "./types.ts";
import { normalizeDegrees, planetPosition, signOf } from "./zodiac.ts";

/** Bhava holding a longitude: the span from its sandhi up to the next house's sandhi. */
export function bhavaOf(longitude: number, bhavas: readonly Bhava[]): number {
  for (let i = 0; i < 12; i++) {
    const start = bhavas[i]!.sandhi;
    const span = normalizeDegrees(bhavas[(i + 1) % 12]!.sandhi - start);
    if (normalizeDegrees(longitude - start) < span) return bhavas[i]!.house;
  }
  return 1;
}

/** The sidereal longitude of each chart body, the Ascendant and the nine grahas. */
export function bodyLongitudes(astro: AstroPositions): Record<ChartBody, number> {
  const longitudes = { Ascendant: astro.ascendant.longitude } as Record<ChartBody, number>;
  for (const g of GRAHAS) longitudes[g] = astro.planets[g].longitude;
  return longitudes;
}

/** Each chart body's position, retrogression, combustion and bhava (of the Chalit chart). */
export function chartPlanets(astro: AstroPositions): KundliPlanet[] {
  const longitudes = bodyLongitudes(astro);
  const ascendantSign = signOf(longitudes.Ascendant);
  const combust = new Set<ChartBody>(astro.combustion.filter((c) => c.combust).map((c) => c.planet));
  return CHART_BODIES.map((body) => {
    const p = body === "Ascendant" ? null : astro.planets[body];
    return {
      ...planetPosition({
        planet: body,
        longitude: longitudes[body],
        tropicalLongitude: p ? p.tropicalLongitude : astro.ascendant.tropicalLongitude,
        speed: p ? p.speed : null,
        ascendantSign,
      }),
      ...(p ? { retrograde: p.retrograde } : {}),
      combust: combust.has(body),
      bhava: bhavaOf(longitudes[body], astro.houses.bhava),
    };
  });
}
