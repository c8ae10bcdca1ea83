/**
 * The `dashas` section of calc-cli-v2.md: Yogini, Ashtottari and Jaimini Chara dasha of a birth,
 * with instants written as every v1 time is (the birth's offset). Levels: the input's
 * `dashasLevels` (1–3, default 2: mahadashas with their antardashas; deeper
 * levels come from the modules' sub-period functions, one drill-down step at a time). Rules: docs/dashas.md.
 */
import { ashtottariApplicability, ashtottariDasha, type AshtottariApplicability } from "./ashtottari.ts";
import { charaDasha, type CharaDirection } from "./chara-dasha.ts";
import { jsonNumber, openBytes, periodTreeJson } from "./period-tree-json.ts";
import type { KundliContext, SectionJson } from "./sections.ts";
import { instantStyle } from "./time.ts";
import type { Graha, Sign } from "./types.ts";
import { YOGINI_PLANET, yoginiDasha, type Yogini } from "./yogini.ts";

export const DEFAULT_DASHAS_LEVELS = 2;

export interface YoginiPeriodJson {
  lord: Yogini;
  planet: Graha;
  start: string;
  end: string;
  years: number;
  children?: YoginiPeriodJson[];
}

export interface AshtottariPeriodJson {
  planet: Graha;
  start: string;
  end: string;
  years: number;
  children?: AshtottariPeriodJson[];
}

export interface CharaPeriodJson {
  sign: Sign;
  /** The planet the mahadasha's years were counted to (Scorpio and Aquarius: the stronger lord). */
  lord?: Graha;
  start: string;
  end: string;
  years: number;
  children?: CharaPeriodJson[];
}

export interface DashasSection {
  yogini: { balanceYears: number; periods: YoginiPeriodJson[] };
  ashtottari: AshtottariApplicability & { balanceYears: number; periods: AshtottariPeriodJson[] };
  chara: { method: "K.N. Rao"; direction: CharaDirection; periods: CharaPeriodJson[] };
}

interface Timed<P> {
  start: number;
  end: number;
  children?: P[];
}

/**
 * A period tree with its instants written by `format`. Periods chain (each end is the next start,
 * a first child starts with its parent), so each boundary is formatted once and equal instants
 * are always equal strings.
 */
function formatTree<P extends Timed<P>, J>(
  periods: readonly P[],
  format: (ms: number) => string,
  make: (period: P, start: string, end: string, children: J[] | undefined) => J,
  firstStart?: string,
): J[] {
  let start = firstStart ?? (periods[0] ? format(periods[0].start) : "");
  return periods.map((p) => {
    const end = format(p.end);
    const out = make(p, start, end, p.children && formatTree(p.children, format, make, start));
    start = end;
    return out;
  });
}

/** Plain JSON: a `children` key only where sub-periods were built (as v1's dasha). */
const withChildren = <T extends object, J>(fields: T, children: J[] | undefined) =>
  children ? { ...fields, children } : fields;

/** The three systems' period trees of a birth, and what their JSON says besides the periods. */
function dashaTrees(context: KundliContext) {
  const options = { yearDays: context.options.dashaYear, depth: context.input.dashasLevels ?? DEFAULT_DASHAS_LEVELS };
  const moon = context.longitudes.Moon;
  const birthMs = context.birth.utcMs;
  return {
    yogini: yoginiDasha(moon, birthMs, options),
    ashtottari: ashtottariDasha(moon, birthMs, options),
    chara: charaDasha(context.longitudes, birthMs, options),
    applicability: ashtottariApplicability(context.signs),
  };
}

export function dashasSection(context: KundliContext): DashasSection {
  const { format } = context;
  const { yogini, ashtottari, chara, applicability } = dashaTrees(context);
  return {
    yogini: {
      balanceYears: yogini.balanceYears,
      periods: formatTree(yogini.periods, format, (p, start, end, children: YoginiPeriodJson[] | undefined) =>
        withChildren({ lord: p.lord, planet: YOGINI_PLANET[p.lord], start, end, years: p.years }, children),
      ),
    },
    ashtottari: {
      ...applicability,
      balanceYears: ashtottari.balanceYears,
      periods: formatTree(ashtottari.periods, format, (p, start, end, children: AshtottariPeriodJson[] | undefined) =>
        withChildren({ planet: p.lord, start, end, years: p.years }, children),
      ),
    },
    chara: {
      method: chara.method,
      direction: chara.direction,
      periods: formatTree(chara.periods, format, (p, start, end, children: CharaPeriodJson[] | undefined) =>
        withChildren({ sign: p.sign, ...(p.lord ? { lord: p.lord } : {}), start, end, years: p.years }, children),
      ),
    },
  };
}

const years = (p: { years: number }) => `,"years":${jsonNumber(p.years)}`;

/**
 * dashasSection for the JSON bytes (kundli-json.ts): the same section with empty `periods`, and
 * each system's periods as the bytes JSON.stringify would give for them (period-tree-json.ts),
 * a third of the time of building and stringifying thousands of objects and strings.
 */
export function dashasSectionJson(context: KundliContext): SectionJson {
  const { yogini, ashtottari, chara, applicability } = dashaTrees(context);
  const style = instantStyle(context.birth.offsetSeconds);
  const value: DashasSection = {
    yogini: { balanceYears: yogini.balanceYears, periods: [] },
    ashtottari: { ...applicability, balanceYears: ashtottari.balanceYears, periods: [] },
    chara: { method: chara.method, direction: chara.direction, periods: [] },
  };
  const q = JSON.stringify;
  return {
    value,
    holes: [
      [
        ["yogini", "periods"],
        periodTreeJson(yogini.periods, style, {
          open: openBytes(
            (p) => p.lord,
            (p) => `{"lord":${q(p.lord)},"planet":${q(YOGINI_PLANET[p.lord])},"start":"`,
          ),
          after: years,
        }),
      ],
      [
        ["ashtottari", "periods"],
        periodTreeJson(ashtottari.periods, style, {
          open: openBytes(
            (p) => p.lord,
            (p) => `{"planet":${q(p.lord)},"start":"`,
          ),
          after: years,
        }),
      ],
      [
        ["chara", "periods"],
        periodTreeJson(chara.periods, style, {
          open: openBytes(
            (p) => `${p.sign}${p.lord ?? ""}`,
            (p) => `{"sign":${p.sign},${p.lord ? `"lord":${q(p.lord)},` : ""}"start":"`,
          ),
          after: years,
        }),
      ],
    ],
  };
}
