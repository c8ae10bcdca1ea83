/**
 * What every report builder shares: the writer, the translations, the chart style, and the
 * formatting of signs, planets, degrees and dates in the report's language.
 */
import type { TFunction } from "i18next";
import type { DayPanchang } from "#engine/day-panchang.ts";
import type { Kundli } from "#engine/kundli.ts";
import type { Match } from "#engine/match.ts";
import type { ChartBody, Sign } from "#engine/types.ts";
import { chartOf, formatDegree, type ChartKind, type ChartStyle } from "#app/chart/chart-data";
import { chartLabels } from "#app/chart/labels";
import type { ChartLabels } from "#app/chart/layout";
import type { Brand } from "../pdf/brand";
import type { ChartItem } from "../pdf/chart";
import type { PaperSize } from "../pdf/paper";
import type { ReportWriter } from "../pdf/writer";
import type { FamilyDetails, PrintType, ReportLanguage } from "#app/shared/reports";
import type { ReportEdits } from "./edits";

export {
  KUNDLI_REPORT_TYPES,
  PRINT_TYPES,
  REPORT_TYPES,
  type FamilyDetails,
  type PrintType,
  type ReportLanguage,
  type ReportType,
} from "#app/shared/reports";

/** Everything a report is drawn from. The Kundli and Match are the calculation Worker's output. */
export interface ReportInput {
  type: PrintType;
  language: ReportLanguage;
  paperSize: PaperSize;
  chartStyle: ChartStyle;
  brand: Brand;
  /** The logo's bytes (PNG or JPEG) when the brand has one that could be read. */
  logo?: Uint8Array;
  /** When the report is made (epoch ms): the date printed, the running dasha, transits. */
  generatedAt: number;
  /** IANA zone in which the report date is printed. */
  timezone: string;
  kundli?: Kundli;
  family?: FamilyDetails;
  /** Sign of transit Saturn at `generatedAt`, for Sade Sati. */
  transitSaturnSign?: Sign;
  match?: Match;
  /** The day's Panchang (the calc Worker's `panchang`), for the one-page Panchang. */
  panchang?: DayPanchang;
  /** The astrologer's edits of the readings, made in the report's draft (reports/edits.ts). */
  edits?: ReportEdits;
}

/**
 * The report's words without its pages: translations and the formatting of signs, planets, dates.
 * What a report's readings are chosen with (reports/selection.ts), with or without a PDF.
 */
export class ReportTexts {
  readonly t: TFunction;
  readonly input: ReportInput;
  readonly labels: ChartLabels;

  constructor(t: TFunction, input: ReportInput) {
    this.t = t;
    this.input = input;
    this.labels = chartLabels(t);
  }

  get style(): ChartStyle {
    return this.input.chartStyle;
  }

  /** A list (array) from the translations. */
  list(key: string): string[] {
    const value = this.t(key, { returnObjects: true }) as unknown;
    return Array.isArray(value) ? value.map(String) : [];
  }

  sign(n: Sign): string {
    return this.t(`chart.signs.${n}`);
  }

  planet(p: ChartBody): string {
    return this.t(`chart.bodies.${p}`);
  }

  nakshatra(n: number): string {
    return this.t(`report.terms.nakshatras.${n}`);
  }

  ordinal(n: number): string {
    return this.t(`report.ordinals.${n}`);
  }

  /**
   * "the 6th (dusthana) and 7th houses" / "छठे (दुःस्थान) और सातवें भावों": every house named,
   * those `marked` flagged as dusthanas.
   */
  houseList(houses: readonly number[], marked: (house: number) => boolean = () => false): string {
    const items = houses.map((h) => this.ordinal(h) + (marked(h) ? ` (${this.t("report.dusthana")})` : ""));
    const list =
      items.length > 1 ? `${items.slice(0, -1).join(", ")} ${this.t("report.cover.and")} ${items.at(-1)}` : items[0];
    return this.t("report.houseList", { count: items.length, list });
  }

  yesNo(v: boolean): string {
    return this.t(v ? "report.yes" : "report.no");
  }

  /** 12°34′ within the sign. */
  degree(d: number): string {
    return formatDegree(d);
  }

  /** 12°34′56″ within the sign (planet tables). */
  degreeSeconds(d: number): string {
    const total = Math.floor(d * 3600 + 1e-6);
    const s = total % 60;
    const m = Math.floor(total / 60) % 60;
    return `${Math.floor(total / 3600)}°${String(m).padStart(2, "0")}'${String(s).padStart(2, "0")}"`;
  }

  /** 26°54′ N */
  coordinate(value: number, positive: string, negative: string): string {
    const abs = Math.abs(value);
    return `${formatDegree(abs)} ${value >= 0 ? positive : negative}`;
  }

  /** "1990-08-15…" → "15-08-1990", the way Indian almanacs print dates. */
  date(iso: string): string {
    const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
    return m ? `${m[3]}-${m[2]}-${m[1]}` : iso;
  }

  /** "1990-08-15T05:58:06+05:30" → "15-08-1990 05:58". */
  dateTime(iso: string): string {
    const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso);
    return m ? `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}` : iso;
  }

  /** "05:58" from an ISO instant with offset. */
  clock(iso: string | null): string {
    if (!iso) return "—";
    const m = /T(\d{2}):(\d{2}):(\d{2})/.exec(iso);
    return m ? `${m[1]}:${m[2]}:${m[3]}` : iso;
  }

  /** The report date (DD-MM-YYYY) in the report's zone. */
  get reportDate(): string {
    const parts = new Intl.DateTimeFormat("en-CA", {
      timeZone: this.input.timezone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    }).format(new Date(this.input.generatedAt));
    return this.date(parts);
  }

  chart(kundli: Kundli, kind: ChartKind, title?: string): ChartItem {
    return {
      title: title ?? this.t(`chart.kinds.${kind}`),
      data: chartOf(kundli, kind),
      options: { style: this.style, labels: this.labels },
    };
  }

  title(): string {
    return reportTitle(this.input, this.t);
  }
}

/** The report's words and its pages. */
export class ReportContext extends ReportTexts {
  readonly w: ReportWriter;

  constructor(w: ReportWriter, t: TFunction, input: ReportInput) {
    super(t, input);
    this.w = w;
  }
}

/** The report's title as its cover and page headers print it: the Varshphal names its year. */
export function reportTitle(input: ReportInput, t: TFunction): string {
  const year = input.type === "varshphal" ? input.kundli?.varshphal?.year : undefined;
  return year === undefined ? t(`report.types.${input.type}`) : t("varshphalReport.title", { year });
}

export function requireKundli(input: ReportInput): Kundli {
  if (!input.kundli) throw new Error(`a ${input.type} report needs a Kundli`);
  return input.kundli;
}

export function requireMatch(input: ReportInput): Match {
  if (!input.match) throw new Error("a matchmaking report needs a match");
  return input.match;
}

export function bodySign(kundli: Kundli, body: ChartBody): Sign {
  const p = kundli.planets.find((x) => x.planet === body);
  if (!p) throw new Error(`the Kundli has no ${body}`);
  return p.sign;
}

export function signsOf(kundli: Kundli): Record<ChartBody, Sign> {
  return Object.fromEntries(kundli.planets.map((p) => [p.planet, p.sign])) as Record<ChartBody, Sign>;
}
