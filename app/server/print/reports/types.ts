/** The report vocabulary shared by the request side and the renderer (no rendering code here). */
export const REPORT_TYPES = [
  "janam-kundli",
  "life-report",
  "phaladesh",
  "matchmaking",
  "numerology",
  "gemstone",
  "dosha",
] as const;
export type ReportType = (typeof REPORT_TYPES)[number];
/** Report types printed from one person's Kundli; matchmaking needs a pair. */
export const KUNDLI_REPORT_TYPES = REPORT_TYPES.filter((r) => r !== "matchmaking") as Exclude<
  ReportType,
  "matchmaking"
>[];

export type ReportLanguage = "en" | "hi";

/** Optional family details of a saved Kundli (spec §2, New Kundli form), printed when given. */
export interface FamilyDetails {
  fatherName?: string;
  motherName?: string;
  jati?: string;
  gotra?: string;
}
