// Shadbala: the six sources of strength of the seven planets, in virupas (60 to a rupa), after
// B.V. Raman, "Graha and Bhava Balas" (which follows BPHS 27). Pure: every input is data
// (longitudes, the Vedic day's sunrises and sunset, the Sun's hour angle, the Julian day);
// engine/strength.ts gathers them from a Kundli. The positional, temporal and aspect parts are in
// shadbala-sthana.ts, shadbala-kala.ts and shadbala-drik.ts; Chesta bala and the sum are here.
// Where books differ, the rule used is the one docs/strength.md gives, with its source.

import { angularDistance } from "./astro.ts";
import type { SaptaGraha } from "./data/grahas.ts";
import { drikBala, planetNature, type PlanetNature } from "./shadbala-drik.ts";
import {
  abdaMasaLords,
  ayanaBala,
  horaLord,
  nathonnataBala,
  pakshaBala,
  tribhagaLord,
  WEEKDAY_LORD,
  yuddhaBala,
  type VedicDay,
} from "./shadbala-kala.ts";
import {
  digBala,
  perPlanet,
  sthanaBala,
  type PerPlanet,
  type Saptavarga,
  type SaptavargajaStanding,
  type SthanaBala,
  type Virupas,
} from "./shadbala-sthana.ts";
import { normalizeDegrees } from "./zodiac.ts";

export type { VedicDay } from "./shadbala-kala.ts";
export type { Virupas } from "./shadbala-sthana.ts";

type MeanBody = "Sun" | "Mercury" | "Venus" | "Mars" | "Jupiter" | "Saturn";

/**
 * Mean longitudes (tropical, mean equinox of date) of the Sun and of the planets about the Sun:
 * J. Meeus, "Astronomical Algorithms" (2nd ed.), table 31.A (VSOP87 mean elements; the Sun's is
 * the Earth's + 180°). `jdTT` is the Julian day in terrestrial time.
 */
export function meanLongitudes(jdTT: number): Record<MeanBody, number> {
  const t = (jdTT - 2451545) / 36525;
  const poly = (a: number, b: number, c: number) => normalizeDegrees(a + b * t + c * t * t);
  return {
    Sun: poly(280.466457, 36000.7698278, 0.00030322),
    Mercury: poly(252.250906, 149474.0722491, 0.0003035),
    Venus: poly(181.979801, 58519.2130302, 0.00031014),
    Mars: poly(355.433, 19141.6964471, 0.00031052),
    Jupiter: poly(34.351519, 3036.3027748, 0.0002233),
    Saturn: poly(50.077444, 1223.5110686, 0.00051908),
  };
}

/** Midpoint of two longitudes along the shorter arc. */
function midpoint(a: number, b: number): number {
  const d = normalizeDegrees(b - a);
  return normalizeDegrees(a + (d > 180 ? d - 360 : d) / 2);
}

/**
 * Chesta bala of Mars … Saturn (Raman, BPHS 27): the chesta kendra is the seeghrocha less the
 * mean of the planet's mean and true longitudes, as an arc of 0..180°; Chesta bala is a third of
 * it (60 when retrograde at opposition, 0 at conjunction with the Sun). For Mars, Jupiter and
 * Saturn the seeghrocha is the mean Sun and their mean longitude their heliocentric mean one; for
 * Mercury and Venus the seeghrocha is their own heliocentric mean longitude and their mean
 * longitude the mean Sun's. The Sun's and the Moon's are 0 here: their chesta bala is counted in
 * their doubled Ayana and Paksha balas, as in Raman's book.
 */
export function chestaBala(tropical: PerPlanet<number>, jdTT: number): PerPlanet<Virupas> {
  const mean = meanLongitudes(jdTT);
  return perPlanet((p) => {
    if (p === "Sun" || p === "Moon") return 0;
    const inferior = p === "Mercury" || p === "Venus";
    const seeghrocha = inferior ? mean[p] : mean.Sun;
    const madhya = inferior ? mean.Sun : mean[p];
    return angularDistance(seeghrocha, midpoint(madhya, tropical[p])) / 3;
  });
}

/** Naisargika bala: 60 × n/7, from Saturn (n = 1) up to the Sun (n = 7). */
export const NAISARGIKA_BALA: PerPlanet<Virupas> = {
  Sun: 60,
  Moon: (60 * 6) / 7,
  Venus: (60 * 5) / 7,
  Jupiter: (60 * 4) / 7,
  Mercury: (60 * 3) / 7,
  Mars: (60 * 2) / 7,
  Saturn: 60 / 7,
};

/** Shadbala in rupas a planet needs to be strong (Raman, BPHS 27). */
export const REQUIRED_RUPAS: PerPlanet<number> = {
  Sun: 5,
  Moon: 6,
  Mars: 5,
  Mercury: 7,
  Jupiter: 6.5,
  Venus: 5.5,
  Saturn: 5,
};

export interface ShadbalaInput {
  /** Sidereal longitudes and ecliptic latitudes of the seven planets. */
  longitudes: PerPlanet<number>;
  latitudes: PerPlanet<number>;
  /** Their tropical longitudes (sidereal + ayanamsa), for Ayana and Chesta balas. */
  tropical: PerPlanet<number>;
  /** Sidereal longitudes of the nodes (Mercury's company). */
  nodes: { rahu: number; ketu: number };
  /** Sidereal Lagna and MC. */
  ascendant: number;
  mc: number;
  /** The Sun's hour angle at birth, degrees (apparent solar time, 0 at local noon). */
  sunHourAngle: number;
  birthMs: number;
  day: VedicDay;
  /** Julian day (TT) of the birth, for the mean longitudes. */
  jdTT: number;
}

/** One planet's row of the contract's `strength.shadbala`. */
export interface PlanetShadbala extends SthanaBala {
  dig: Virupas;
  nathonnata: Virupas;
  paksha: Virupas;
  tribhaga: Virupas;
  abda: Virupas;
  masa: Virupas;
  vara: Virupas;
  hora: Virupas;
  ayana: Virupas;
  yuddha: Virupas;
  kala: Virupas;
  chesta: Virupas;
  naisargika: Virupas;
  drik: Virupas;
  total: Virupas;
  totalRupas: number;
  requiredRupas: number;
  /** totalRupas / requiredRupas: 1 or more is strong. */
  ratio: number;
  ishtaPhala: number;
  kashtaPhala: number;
}

export interface Shadbala {
  planets: PerPlanet<PlanetShadbala>;
  /** Lords of the year, month, weekday, hora and the third of the day or night of the birth. */
  lords: Record<"abda" | "masa" | "vara" | "hora" | "tribhaga", SaptaGraha>;
  nature: PlanetNature;
  /** Each planet's standing in the seven vargas of Saptavargaja bala. */
  saptavargaja: PerPlanet<Record<`D${Saptavarga}`, SaptavargajaStanding>>;
}

export function shadbala(input: ShadbalaInput): Shadbala {
  const { longitudes, tropical, day } = input;
  const nature = planetNature(longitudes, input.nodes);
  const sthana = sthanaBala(longitudes, input.ascendant);
  const dig = digBala(longitudes, input.ascendant, input.mc);
  const nathonnata = nathonnataBala(input.sunHourAngle);
  const paksha = pakshaBala(longitudes, nature);
  const lords = {
    ...abdaMasaLords(day.julianDayNumber),
    vara: WEEKDAY_LORD[day.weekday]!,
    hora: horaLord(input.birthMs, day),
    tribhaga: tribhagaLord(input.birthMs, day),
  };
  const kalaParts = perPlanet((p) => ({
    nathonnata: nathonnata[p],
    paksha: paksha[p],
    tribhaga: p === "Jupiter" || p === lords.tribhaga ? 60 : 0,
    abda: p === lords.abda ? 15 : 0,
    masa: p === lords.masa ? 30 : 0,
    vara: p === lords.vara ? 45 : 0,
    hora: p === lords.hora ? 60 : 0,
    ayana: ayanaBala(p, tropical[p]),
  }));
  const sum = (xs: Record<string, number>) => Object.values(xs).reduce((a, b) => a + b, 0);
  const kalaSoFar = perPlanet((p) => sum(kalaParts[p]));
  const yuddha = yuddhaBala(
    longitudes,
    input.latitudes,
    perPlanet((p) => sthana.bala[p].sthana + dig[p] + kalaSoFar[p]),
  );
  const chesta = chestaBala(tropical, input.jdTT);
  const drik = drikBala(longitudes, nature);

  const planets = perPlanet((p): PlanetShadbala => {
    const st = sthana.bala[p];
    const kala = kalaSoFar[p] + yuddha[p];
    const total = st.sthana + dig[p] + kala + chesta[p] + NAISARGIKA_BALA[p] + drik[p];
    const totalRupas = total / 60;
    // Ishta and kashta phala (Raman): √(uchcha · chesta) and √((60 − uchcha)(60 − chesta)), the
    // Sun's chesta being its (single) ayana bala and the Moon's its (single) paksha bala.
    const ch = p === "Sun" ? kalaParts.Sun.ayana / 2 : p === "Moon" ? kalaParts.Moon.paksha / 2 : chesta[p];
    return {
      ...st,
      dig: dig[p],
      ...kalaParts[p],
      yuddha: yuddha[p],
      kala,
      chesta: chesta[p],
      naisargika: NAISARGIKA_BALA[p],
      drik: drik[p],
      total,
      totalRupas,
      requiredRupas: REQUIRED_RUPAS[p],
      ratio: totalRupas / REQUIRED_RUPAS[p],
      ishtaPhala: Math.sqrt(Math.max(0, st.uchcha * ch)),
      kashtaPhala: Math.sqrt(Math.max(0, (60 - st.uchcha) * (60 - ch))),
    };
  });
  return { planets, lords, nature, saptavargaja: sthana.standings };
}
