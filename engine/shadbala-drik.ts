// Benefics and malefics, and the aspect (drishti) values in virupas that Drik bala and Bhava
// drishti bala are made of, after B.V. Raman, "Graha and Bhava Balas", ch. VIII. Pure; see
// docs/strength.md.

import { SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { perPlanet, type PerPlanet, type Virupas } from "./shadbala-sthana.ts";
import { normalizeDegrees, signOf } from "./zodiac.ts";

export interface PlanetNature {
  /** Waxing Moon (shukla paksha: the Moon less than 180° ahead of the Sun). */
  moonWaxing: boolean;
  /** Mercury is malefic when more malefics than benefics share its sign. */
  mercuryMalefic: boolean;
  benefics: SaptaGraha[];
  malefics: SaptaGraha[];
}

/**
 * Natural benefics and malefics (BPHS 3): Jupiter and Venus benefic; Sun, Mars and Saturn
 * malefic; the Moon benefic when waxing, malefic when waning. Mercury is benefic alone or with
 * benefics and malefic when more malefics (the Sun, Mars, Saturn, Rahu, Ketu, a waning Moon) than
 * benefics (Jupiter, Venus, a waxing Moon) share its sign; a tie leaves it benefic.
 */
export function planetNature(longitudes: PerPlanet<number>, nodes: { rahu: number; ketu: number }): PlanetNature {
  const moonWaxing = normalizeDegrees(longitudes.Moon - longitudes.Sun) < 180;
  const malefics = [longitudes.Sun, longitudes.Mars, longitudes.Saturn, nodes.rahu, nodes.ketu];
  const benefics = [longitudes.Jupiter, longitudes.Venus];
  (moonWaxing ? benefics : malefics).push(longitudes.Moon);
  const mercurySign = signOf(longitudes.Mercury);
  const company = (lons: number[]) => lons.filter((lon) => signOf(lon) === mercurySign).length;
  const mercuryMalefic = company(malefics) > company(benefics);
  const benefic = (p: SaptaGraha) =>
    p === "Jupiter" || p === "Venus" || (p === "Moon" && moonWaxing) || (p === "Mercury" && !mercuryMalefic);
  return {
    moonWaxing,
    mercuryMalefic,
    benefics: SAPTA_GRAHAS.filter(benefic),
    malefics: SAPTA_GRAHAS.filter((p) => !benefic(p)),
  };
}

/**
 * Aspect value in virupas of a planet on a point `angle` degrees ahead of it (BPHS 26, as Raman
 * tabulates it): 0 up to 30°, rising to 15 at 60°, 45 at 90°, then 30 at 120°, 0 at 150°, full 60
 * at 180°, back to 0 at 300°. The special aspects add, over the whole 30° arc: Mars 15 on the 4th
 * and 8th (90–120°, 210–240°), Jupiter 30 on the 5th and 9th (120–150°, 240–270°), Saturn 45 on
 * the 3rd and 10th (60–90°, 270–300°). Saturn's can so exceed 60 between 60° and 90°.
 */
export function drishtiValue(aspecting: SaptaGraha, angle: number): Virupas {
  const a = normalizeDegrees(angle);
  let v: number;
  if (a < 30) v = 0;
  else if (a < 60) v = (a - 30) / 2;
  else if (a < 90) v = a - 45;
  else if (a < 120) v = (120 - a) / 2 + 30;
  else if (a < 150) v = 150 - a;
  else if (a < 180) v = 2 * (a - 150);
  else if (a < 300) v = (300 - a) / 2;
  else v = 0;
  const within = (from: number, to: number) => a >= from && a < to;
  if (aspecting === "Mars" && (within(90, 120) || within(210, 240))) v += 15;
  if (aspecting === "Jupiter" && (within(120, 150) || within(240, 270))) v += 30;
  if (aspecting === "Saturn" && (within(60, 90) || within(270, 300))) v += 45;
  return v;
}

/**
 * Drik bala: a quarter of the benefics' aspects on the planet less a quarter of the malefics'
 * (the seven planets; none aspects itself).
 */
export function drikBala(longitudes: PerPlanet<number>, nature: PlanetNature): PerPlanet<Virupas> {
  return perPlanet((aspected) => {
    let sum = 0;
    for (const aspecting of SAPTA_GRAHAS) {
      if (aspecting === aspected) continue;
      const v = drishtiValue(aspecting, longitudes[aspected] - longitudes[aspecting]);
      sum += nature.benefics.includes(aspecting) ? v : -v;
    }
    return sum / 4;
  });
}
