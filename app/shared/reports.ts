/** The report vocabulary shared by the request side and the renderer (no rendering code here). */
export const REPORT_TYPES = [
  "janam-kundli",
  "life-report",
  "phaladesh",
  "matchmaking",
  "numerology",
  "gemstone",
  "dosha",
  "varshphal",
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** Report types printed from one person's Kundli; matchmaking needs a pair. */
export const KUNDLI_REPORT_TYPES = REPORT_TYPES.filter((r) => r !== "matchmaking") as Exclude<
  ReportType,
  "matchmaking"
>[];

/**
 * What a print job may print (print_jobs.report_type): the reports above, and the day's Panchang,
 * a one-page almanac of a date and place rather than a report about a person.
 */
export const PRINT_TYPES = [...REPORT_TYPES, "panchang"] as const;
export type PrintType = (typeof PRINT_TYPES)[number];

/** The Varshphal is printed for a year from the year of birth to this many years after it. */
export const VARSHPHAL_MAX_AGE = 120;
/** Last year whose annual chart the ephemeris holds (docs/gochar-varshphal.md: past 2998, DATE_OUT_OF_RANGE). */
export const LAST_VARSHPHAL_YEAR = 2998;

export type ReportLanguage = "en" | "hi";

/** Optional family details of a saved Kundli (spec §2, New Kundli form), printed when given. */
export interface FamilyDetails {
  fatherName?: string;
  motherName?: string;
  jati?: string;
  gotra?: string;
}
