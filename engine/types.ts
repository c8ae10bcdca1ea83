// Shared vocabulary of the engine. Field names at the edges follow
// ../shared/contracts/calc-cli.md and must not be renamed.

export const GRAHAS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"] as const;
export type Graha = (typeof GRAHAS)[number];
/** A body in a chart: the nine grahas and the Lagna. */
export type ChartBody = "Ascendant" | Graha;
export const CHART_BODIES: readonly ChartBody[] = ["Ascendant", ...GRAHAS];

/** Signs are 1..12, Aries = 1. */
export type Sign = number;
/** Nakshatras are 1..27, Ashwini = 1. */
export type Nakshatra = number;

export type AyanamsaName = "lahiri" | "true-chitra" | "lahiri-icrc" | "kp" | "raman" | "yukteshwar" | "pushya";
export type NodeKind = "mean" | "true";
export type SunriseKind = "visible" | "hindu";
export type HouseSystem = "sripati" | "placidus" | "equal" | "whole-sign";

export interface CalcOptions {
  ayanamsa: AyanamsaName;
  node: NodeKind;
  sunrise: SunriseKind;
  /** Days in a Vimshottari year: 365.25, 365.2425, 365.256363 or 360. */
  dashaYear: number;
  houses: HouseSystem;
  /** Jaimini chara karakas: 7 (Sun … Saturn, the default) or 8 (with Rahu). Absent means 7. */
  karakas?: 7 | 8;
}

export const DEFAULT_OPTIONS: CalcOptions = {
  ayanamsa: "lahiri",
  node: "mean",
  sunrise: "visible",
  dashaYear: 365.25,
  houses: "sripati",
};

export interface PlaceInput {
  name: string;
  latitude: number;
  longitude: number;
  timezone: string;
}

export interface KundliInput {
  name: string;
  gender: "male" | "female";
  date: string; // YYYY-MM-DD
  time: string; // HH:MM or HH:MM:SS, local clock time
  place: PlaceInput;
  utcOffset?: string; // ±HH:MM or ±HH:MM:SS, overrides the zone
  options?: Partial<CalcOptions>;
}

export interface MatchInput {
  boy: KundliInput;
  girl: KundliInput;
}

/** One row of the contract's `planets` array. */
export interface PlanetPosition {
  planet: ChartBody;
  longitude: number; // sidereal, 0 <= x < 360
  tropicalLongitude: number;
  speed: number | null; // degrees/day; null for the Ascendant
  retrograde: boolean;
  sign: Sign;
  degree: number; // within the sign
  nakshatra: Nakshatra;
  nakshatraLord: Graha;
  pada: number; // 1..4
  house: number; // 1..12, by sign from the Ascendant's sign
}

/** Error raised by the engine for bad input; shells turn it into {error:{code,message,field}}. */
export class CalcError extends Error {
  readonly code: string;
  readonly field: string | undefined;
  constructor(code: string, message: string, field?: string) {
    super(message);
    this.name = "CalcError";
    this.code = code;
    this.field = field;
  }
}
