import type { ChartBody, Sign } from "#engine/types";

/**
 * What a Kundli chart shows: the lagna's sign and where each body stands. The same shape serves
 * the birth chart, the Chalit chart (bodies carry their bhava in `house`), the Sun and Moon
 * charts (the Sun's or Moon's sign taken as lagna) and every divisional chart.
 */
export interface ChartBodyPlacement {
  body: ChartBody;
  /** 1..12, Aries = 1. */
  sign: Sign;
  /** Degrees inside the sign, 0 ≤ d < 30; absent in divisional charts. */
  degree?: number;
  retrograde?: boolean;
  combust?: boolean;
  /**
   * The house (1..12) the body is drawn in when it is not the one its sign gives, as in the
   * Chalit chart, where a body near a cusp may fall in the bhava before or after its sign's house.
   */
  house?: number;
}

/**
 * A point drawn in a house the way a body is, that is not a body: an arudha pada ("A7", "UL")
 * of the Jaimini tab. Its words come with it, already in the reader's language.
 */
export interface ChartMark {
  /** Unique within the chart: "A7", "UL". */
  key: string;
  /** 1..12, Aries = 1: the mark stands in the house of this sign. */
  sign: Sign;
  /** Printed in the house: "A7", "UL". */
  text: string;
  /** In words, for the tooltip and screen readers: "Dara pada (A7)". */
  description: string;
}

export interface ChartData {
  /**
   * Sign of house 1, 1..12: the rising sign, or the sign taken as lagna (the Sun's in the Sun
   * chart, the Moon's in the Moon chart).
   */
  ascendantSign: Sign;
  /** The grahas, and the Ascendant as a point ("Asc"), which carries its degree when known. */
  bodies: readonly ChartBodyPlacement[];
  /**
   * Bodies of another moment drawn over the chart, each in the house of its sign: the transiting
   * grahas of the Gochar chart over the natal houses and bodies. Laid out after the bodies of
   * their house and drawn apart (another colour, italic); none in the Kundli's own charts.
   */
  transits?: readonly ChartBodyPlacement[];
  /** Other points drawn in the houses beside the bodies (none in the Kundli's own charts). */
  marks?: readonly ChartMark[];
}

export type ChartStyle = "north" | "south";
export const CHART_STYLES: readonly ChartStyle[] = ["north", "south"];

/** 1..12 → 1..12, wrapping. */
export function wrapSign(n: number): Sign {
  return ((((n - 1) % 12) + 12) % 12) + 1;
}

/** House (1..12) of a sign, counted from the lagna's sign as house 1. */
export function houseOfSign(sign: Sign, ascendantSign: Sign): number {
  return wrapSign(sign - ascendantSign + 1);
}

/** Sign (1..12) occupying a house when the lagna is `ascendantSign`. */
export function signOfHouse(house: number, ascendantSign: Sign): Sign {
  return wrapSign(ascendantSign + house - 1);
}

/** The house a body is drawn in: its own `house` if given (Chalit), else by sign. */
export function houseOfBody(placement: ChartBodyPlacement, ascendantSign: Sign): number {
  return placement.house ?? houseOfSign(placement.sign, ascendantSign);
}

/** 12.5666 → "12°33′" (degrees and whole minutes, truncated, as almanacs print them). */
export function formatDegree(degree: number): string {
  const totalMinutes = Math.floor(degree * 60 + 1e-7);
  const minutes = totalMinutes % 60;
  return `${Math.floor(totalMinutes / 60)}°${String(minutes).padStart(2, "0")}′`;
}

function isSign(n: unknown): n is Sign {
  return Number.isInteger(n) && (n as number) >= 1 && (n as number) <= 12;
}

/** Throws on data no chart can show: a programming error upstream, never user input. */
export function assertChartData(chart: ChartData): void {
  if (!isSign(chart.ascendantSign)) throw new RangeError(`ascendantSign ${chart.ascendantSign} is not 1..12`);
  const seen = new Set<string>();
  const layers = [
    ...chart.bodies.map((b) => ({ b, key: b.body as string })),
    ...(chart.transits ?? []).map((b) => ({ b, key: `transit ${b.body}` })),
  ];
  for (const { b, key } of layers) {
    if (seen.has(key)) throw new RangeError(`${key} appears twice`);
    seen.add(key);
    if (!isSign(b.sign)) throw new RangeError(`${b.body}: sign ${b.sign} is not 1..12`);
    if (b.house !== undefined && !(Number.isInteger(b.house) && b.house >= 1 && b.house <= 12)) {
      throw new RangeError(`${b.body}: house ${b.house} is not 1..12`);
    }
    if (b.degree !== undefined && !(b.degree >= 0 && b.degree < 30)) {
      throw new RangeError(`${b.body}: degree ${b.degree} is not inside a sign`);
    }
  }
  const keys = new Set<string>();
  for (const m of chart.marks ?? []) {
    if (keys.has(m.key)) throw new RangeError(`mark ${m.key} appears twice`);
    keys.add(m.key);
    if (!isSign(m.sign)) throw new RangeError(`mark ${m.key}: sign ${m.sign} is not 1..12`);
  }
}

// ——— From a computed Kundli to the charts of the Charts tab ———

/** The chart kinds of the Charts tab (spec §2), in the order the spec lists them. */
export const CHART_KINDS = [
  "lagna",
  "chalit",
  "sun",
  "moon",
  "D2",
  "D3",
  "D9",
  "D7",
  "D4",
  "D10",
  "D12",
  "D16",
  "D20",
  "D24",
  "D45",
  "D27",
  "D30",
  "D40",
  "D60",
] as const;
export type ChartKind = (typeof CHART_KINDS)[number];

/** The fields of a computed Kundli (engine/kundli.ts, contract calc-cli.md) that charts read. */
export interface KundliForCharts {
  planets: readonly {
    planet: ChartBody;
    sign: Sign;
    degree: number;
    retrograde: boolean;
    combust?: boolean;
    /** Chalit bhava. */
    bhava?: number;
  }[];
  vargas: Readonly<Partial<Record<string, Readonly<Record<ChartBody, Sign>>>>>;
  /** Chalit bhava of each body, when `planets` does not carry it. */
  chalit?: Readonly<Partial<Record<ChartBody, number>>>;
}

/**
 * The chart of one kind. Divisional charts carry no degrees (a body's degree belongs to its
 * rasi) but keep the retrograde and combust marks, as printed Kundlis do.
 */
export function chartOf(kundli: KundliForCharts, kind: ChartKind): ChartData {
  const planets = kundli.planets;
  const ascendant = planets.find((p) => p.planet === "Ascendant");
  if (!ascendant) throw new RangeError("the Kundli has no Ascendant");
  const rasi = (p: KundliForCharts["planets"][number]): ChartBodyPlacement => ({
    body: p.planet,
    sign: p.sign,
    degree: p.degree,
    retrograde: p.retrograde,
    combust: p.combust ?? false,
  });
  switch (kind) {
    case "lagna":
      return { ascendantSign: ascendant.sign, bodies: planets.map(rasi) };
    case "chalit":
      return {
        ascendantSign: ascendant.sign,
        bodies: planets.map((p) => {
          const house = p.planet === "Ascendant" ? 1 : (p.bhava ?? kundli.chalit?.[p.planet]);
          if (house === undefined) throw new RangeError(`no Chalit bhava for ${p.planet}`);
          return { ...rasi(p), house };
        }),
      };
    case "sun":
    case "moon": {
      const lagna = planets.find((p) => p.planet === (kind === "sun" ? "Sun" : "Moon"));
      if (!lagna) throw new RangeError(`the Kundli has no ${kind}`);
      // The birth Ascendant keeps its own sign: in a Sun or Moon chart it is one more point.
      return { ascendantSign: lagna.sign, bodies: planets.map(rasi) };
    }
    default: {
      const signs = kundli.vargas[kind];
      if (!signs) throw new RangeError(`the Kundli has no ${kind}`);
      return {
        ascendantSign: signs.Ascendant,
        bodies: planets.map((p) => ({
          body: p.planet,
          sign: signs[p.planet],
          retrograde: p.retrograde,
          combust: p.combust ?? false,
        })),
      };
    }
  }
}
