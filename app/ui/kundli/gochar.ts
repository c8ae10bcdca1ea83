/**
 * The Gochar tab's arithmetic, pure and tested (gochar.test.ts): where each Sade Sati and Dhaiya
 * period lies on the band of a lifetime, which one runs at a moment, the decades marked under
 * the band, and the Gochar chart's data (the natal chart with the transiting grahas over it).
 */
import type { SadeSatiPeriodOut, SadeSatiPhase, Transit } from "#engine/gochar";
import type { Kundli } from "#engine/kundli";
import type { ChartData } from "#app/chart/chart-data";

export const SADE_SATI_PHASES: readonly SadeSatiPhase[] = ["rising", "peak", "setting", "dhaiya-4th", "dhaiya-8th"];

/** The band spans what the engine's list covers: birth to 100 Julian years after it. */
export const BAND_YEARS = 100;
const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
export const BAND_MS = BAND_YEARS * YEAR_MS;

export interface BandSegment {
  /** Index of the period in the engine's list (and in the table). */
  index: number;
  phase: SadeSatiPhase;
  sign: number;
  /** Where the segment begins and ends on the band, 0 (birth) to 1 (100 years): clipped to it. */
  from: number;
  to: number;
}

/** Start and end of a period as epoch ms; a period running past the ephemeris ends at +∞. */
export function periodSpan(period: SadeSatiPeriodOut): { start: number; end: number } {
  return { start: Date.parse(period.start), end: period.end === null ? Infinity : Date.parse(period.end) };
}

/** Where an instant lies on the band (0 at birth, 1 at 100 years), not clipped. */
export function bandFraction(ms: number, birthMs: number): number {
  return (ms - birthMs) / BAND_MS;
}

const clip = (x: number) => Math.min(1, Math.max(0, x));

/**
 * The periods as segments of the band, in the engine's order. The period running at birth starts
 * before it and the one running at 100 years ends after: both are cut at the band's ends.
 */
export function sadeSatiBand(periods: readonly SadeSatiPeriodOut[], birthMs: number): BandSegment[] {
  return periods.flatMap((p, index) => {
    const { start, end } = periodSpan(p);
    const from = clip(bandFraction(start, birthMs));
    const to = clip(bandFraction(end, birthMs));
    return to > from ? [{ index, phase: p.phase, sign: p.sign, from, to }] : [];
  });
}

/** The period running at `ms` (start ≤ ms < end), or -1. Periods never overlap: Saturn is in one sign. */
export function runningPeriod(periods: readonly SadeSatiPeriodOut[], ms: number): number {
  return periods.findIndex((p) => {
    const { start, end } = periodSpan(p);
    return start <= ms && ms < end;
  });
}

/** The first period starting after `ms`, or -1. */
export function nextPeriod(periods: readonly SadeSatiPeriodOut[], ms: number): number {
  return periods.findIndex((p) => periodSpan(p).start > ms);
}

/**
 * The marks under the band: the birthdays of every ten years of age, 0 to 100, at the place's
 * clock (`offset` seconds east), each at its place on the band with its calendar year.
 */
export function decadeTicks(birthMs: number, offset: number): { age: number; fraction: number; year: number }[] {
  const local = new Date(birthMs + offset * 1000);
  return Array.from({ length: BAND_YEARS / 10 + 1 }, (_, i) => {
    const age = i * 10;
    const birthday = new Date(local);
    birthday.setUTCFullYear(local.getUTCFullYear() + age);
    return {
      age,
      fraction: clip(bandFraction(birthday.getTime() - offset * 1000, birthMs)),
      year: local.getUTCFullYear() + age,
    };
  });
}

/**
 * The Gochar chart: the natal chart's houses (counted from the Lagna, or from the Moon's sign:
 * Chandra lagna, from which transits are traditionally read), the natal bodies as usual, and the
 * nine transiting grahas over them in the signs they transit.
 */
export function gocharChart(kundli: Pick<Kundli, "planets">, transit: Transit, from: "lagna" | "moon"): ChartData {
  const natal = kundli.planets;
  const lagna = from === "lagna" ? transit.natalLagnaSign : transit.natalMoonSign;
  return {
    ascendantSign: lagna,
    bodies: natal.map((p) => ({
      body: p.planet,
      sign: p.sign,
      degree: p.degree,
      retrograde: p.retrograde,
      combust: p.combust,
    })),
    transits: transit.planets.map((p) => ({
      body: p.planet,
      sign: p.sign,
      degree: p.degree,
      retrograde: p.retrograde,
    })),
  };
}
