/**
 * Node tests: the births, the moment and the branding the report tests render with, and a
 * renderer with the fonts and texts the print Worker uses.
 */
import { loadEphemerisNode } from "../../../../ephemeris/node.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { computeMatch, type Match } from "#engine/match.ts";
import { printResources } from "#app/i18n/print-resources";
import { normalizeBrand, type Brand } from "../pdf/brand";
import type { ReportWriter } from "../pdf/writer";
import type { PrintType, ReportInput, ReportLanguage } from "../reports/context";
import { renderReport } from "../render";
import { kundliRequest } from "../sections";
import { translator } from "../translate";
import { nodeFonts } from "./node-fonts";

export const ASHA = {
  name: "Asha Verma",
  gender: "female" as const,
  date: "1990-08-15",
  time: "06:30",
  place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
  dashaLevels: 3,
};
export const RAVI = {
  name: "Ravi Sharma",
  gender: "male" as const,
  date: "1987-03-02",
  time: "21:10",
  place: { name: "Lucknow", latitude: 26.8467, longitude: 80.9462, timezone: "Asia/Kolkata" },
  dashaLevels: 3,
};
/** A fixed "now" so that the running dasha and Sade Sati do not drift. */
export const NOW = Date.parse("2026-11-20T10:00:00+05:30");

/** A branding profile that strains the layout: a long name and address, a maroon primary colour. */
export const LONG_BRAND: Brand = normalizeBrand({
  name: "Acharya Vinod Shastri Jyotish Kendra",
  tagline: "Shop 14, Shri Ram Market, Near Ganesh Mandir, Tonk Road, Durgapura, Jaipur, Rajasthan 302018",
  contact: "+91 98290 12345 · acharya.vinod.shastri@example.in",
  colour: "#800000",
  secondary: "#B8860B",
});

export interface Fixtures {
  /** Each report's Kundli: with the sections the print consumer asks for it (sections.ts). */
  kundli(type: PrintType): Kundli;
  match: Match;
}

export async function loadFixtures(): Promise<Fixtures> {
  const eph = await loadEphemerisNode();
  const runtime = { tzdata: `tzdata ${process.versions.tz ?? "unknown"}`, nowMs: NOW };
  const full = computeKundli(eph, kundliRequest("janam-kundli", ASHA, NOW), runtime);
  const annual = computeKundli(eph, kundliRequest("varshphal", ASHA, NOW, 2026), runtime);
  const match = computeMatch(eph, { boy: RAVI, girl: ASHA }, runtime);
  return { kundli: (type) => (type === "varshphal" ? annual : full), match };
}

export function reportInput(
  f: Fixtures,
  type: Exclude<PrintType, "panchang">,
  language: ReportLanguage,
  extra: Partial<ReportInput> = {},
): ReportInput {
  return {
    type,
    language,
    paperSize: "A4",
    chartStyle: "north",
    brand: LONG_BRAND,
    generatedAt: NOW,
    timezone: "Asia/Kolkata",
    transitSaturnSign: 12,
    ...(type === "matchmaking" ? { match: f.match } : { kundli: f.kundli(type) }),
    family: { fatherName: "Mohan Verma", gotra: "Kashyap" },
    ...extra,
  };
}

export function renderInput(i: ReportInput, printed?: ReportWriter["printed"]): Promise<Uint8Array> {
  return renderReport(i, {
    fonts: nodeFonts(),
    t: translator(printResources, i.language),
    creationDate: new Date(NOW),
    printed,
  });
}
