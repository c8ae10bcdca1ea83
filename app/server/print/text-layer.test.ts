/**
 * The PDF's text layer reads as the report was written (pdf/actual-text.ts): every report type,
 * the one-page Panchang too, in English and Hindi, read back with poppler's pdftotext, gives
 * back its texts exactly and in logical order — not "रािश" for राशि or "ककर्" for कर्क, as
 * Devanagari's glyph order read. Checked two ways:
 *  - texts taken from the translations (titles, headings, planet names, reading paragraphs),
 *    which each report is known to print;
 *  - every line of text pdfkit drew, each found whole in the extracted text.
 * Line breaks count as spaces (a paragraph wraps); nothing else is forgiven. No dotted circle
 * (U+25CC, a mark the shaper could not attach) may appear.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { TFunction } from "i18next";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import { computeDayPanchang, type DayPanchang } from "#engine/day-panchang.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { computeMatch, type Match } from "#engine/match.ts";
import { printResources } from "#app/i18n/print-resources";
import { actualTextSpan, utf16Hex } from "./pdf/actual-text";
import { normalizeBrand } from "./pdf/brand";
import { printable } from "./pdf/writer";
import { PRINT_TYPES, type PrintType, type ReportInput, type ReportLanguage } from "./reports/context";
import { renderReport } from "./render";
import { kundliRequest } from "./sections";
import { nodeFonts } from "./testing/node-fonts";
import { hasPoppler } from "./testing/poppler";
import { ASHA, NOW, RAVI } from "./testing/fixtures";
import { translator } from "./translate";

const RUNTIME = { tzdata: "test", nowMs: NOW };
const CIRCLE = "\u25CC";
const PLANETS = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn", "Rahu", "Ketu"] as const;

describe("ActualText strings", () => {
  it("are UTF-16BE hex with a byte order mark", () => {
    // राशि: र U+0930, ा U+093E, श U+0936, ि U+093F; 𝄞 (U+1D11E) as its surrogate pair.
    expect(utf16Hex("राशि")).toBe("<FEFF0930093E0936093F>");
    expect(utf16Hex("a𝄞")).toBe("<FEFF0061D834DD1E>");
    expect(actualTextSpan("कर्क")).toBe("/Span <</ActualText <FEFF09150930094D0915>>> BDC");
  });
});

/**
 * Texts from the translations that each report prints, for Asha (Lagna Leo, Moon in Taurus in
 * Rohini) and, in the Matchmaking, Ravi and Asha.
 */
function sourceTexts(type: PrintType, t: TFunction): string[] {
  const title = type === "varshphal" ? t("varshphalReport.title", { year: 2026 }) : t(`report.types.${type}`);
  const s = (key: string) => t(`report.sections.${key}`);
  const planets = PLANETS.map((p) => t(`chart.bodies.${p}`));
  // The Kundli screens' Phaladesh texts, as the reports print them (readings.ts).
  const reading = (screen: string, own: string) => t(screen, { defaultValue: "" }) || t(own);
  const leo = reading("phaladesh.lagna.5.nature", "report.lagnas.5.general");
  const taurus = reading("phaladesh.moon.2", "report.moonSigns.2");
  const rohini = reading("phaladesh.nakshatra.4", "report.nakshatras.4");
  const texts: Record<PrintType, string[]> = {
    "janam-kundli": [
      title,
      ...["birthDetails", "avakhada", "planets", "dasha", "yogas", "readings", "doshas"].map(s),
      ...planets,
      // Its readings section (issue 16): the Leo Lagna and Rohini from the library.
      t("library.lagna.5.text"),
      t("library.moonNakshatra.4.text"),
      t("report.dosha.mangal.about"),
    ],
    "life-report": [
      title,
      ...["summary", "contents", "yogas", "doshas", "remedies"].map(s),
      // The readings library (issue 16): the Leo Lagna, Rohini, the running Jupiter Mahadasha.
      t("library.lagna.5.text"),
      t("library.moonNakshatra.4.text"),
      t("library.mahadasha.Jupiter.rule"),
    ],
    phaladesh: [
      title,
      ...["summary", "generalNature", "physical", "uniqueness", "emotional", "lifeDashas"].map(s),
      leo,
      rohini,
      taurus,
      // Every Mahadasha of the life from the library: Jupiter's is running.
      t("library.mahadasha.Jupiter.text"),
      t("library.mahadasha.Saturn.rule"),
    ],
    matchmaking: [title, ...["ashtakoot", "verdict", "kootaMeanings"].map(s), ...planets],
    numerology: [title, ...["numbers", "nameNumbers", "lucky"].map(s), t("report.numerology.intro")],
    gemstone: [
      title,
      ...["gemstones", "avoidStones", "nodeStones", "wearing"].map(s),
      t("report.gems.intro"),
      // The rule behind each finding, from the library.
      t("library.gemRules.life.text"),
      t("library.gemRules.malefic.rule"),
    ],
    dosha: [
      title,
      ...["doshas", "mangal", "kaalSarp", "sadeSati", "pitra"].map(s),
      t("report.dosha.intro"),
      t("report.dosha.kaalSarp.about"),
    ],
    varshphal: [
      title,
      ...["solarReturn", "planets", "muntha", "yearLord"].map((k) => t(`varshphalReport.sections.${k}`)),
      ...planets.slice(0, 7),
    ],
    panchang: [
      title,
      t("panchangReport.muhurta.abhijit"),
      t("panchangReport.choghadiya.names.amrita"),
      t("panchangReport.choghadiya.legend"),
    ],
  };
  // As the writer prints them: a few characters the font lacks are replaced (writer.ts).
  return texts[type].map(printable);
}

/** Line breaks and runs of spaces as one space: a paragraph wraps, its words stay. */
const flat = (text: string) => text.replace(/\s+/gu, " ").trim();

describe.skipIf(!hasPoppler)("the text layer, read back with pdftotext", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "text-layer-"));
  afterAll(() => (process.env.KEEP_PDFS ? console.log(dir) : rmSync(dir, { recursive: true, force: true })));
  let kundli: Kundli;
  let annual: Kundli;
  let match: Match;
  let panchang: DayPanchang;

  beforeAll(async () => {
    const eph = await loadEphemerisNode();
    // With every section a printed Janam Kundli has (Shadbala, Yogini, KP, Sade Sati).
    kundli = computeKundli(eph, kundliRequest("janam-kundli", ASHA, NOW), RUNTIME);
    annual = computeKundli(eph, kundliRequest("varshphal", ASHA, NOW, 2026), RUNTIME);
    match = computeMatch(eph, { boy: RAVI, girl: ASHA }, RUNTIME);
    panchang = computeDayPanchang(eph, { date: "2026-11-18", place: ASHA.place, options: {} }, RUNTIME);
  });

  function input(type: PrintType, language: ReportLanguage): ReportInput {
    return {
      type,
      language,
      paperSize: "A4",
      chartStyle: "north",
      brand: normalizeBrand({ name: "Jyotish Kendra Jaipur", contact: "+91 98290 12345", colour: "#7B2D8E" }),
      generatedAt: NOW,
      timezone: "Asia/Kolkata",
      transitSaturnSign: 12,
      family: { fatherName: "Mohan Verma", gotra: "Kashyap" },
      ...(type === "matchmaking"
        ? { match }
        : type === "panchang"
          ? { panchang }
          : { kundli: type === "varshphal" ? annual : kundli }),
    };
  }

  /** The PDF's text, and every line pdfkit drew (its `_fragment`: one call per line of text). */
  async function renderAndRead(type: PrintType, language: ReportLanguage): Promise<{ text: string; drawn: string[] }> {
    const proto = PDFDocument.prototype as unknown as { _fragment(text: string): void };
    const spy = vi.spyOn(proto, "_fragment");
    let pdf: Uint8Array;
    let drawn: string[];
    try {
      pdf = await renderReport(input(type, language), {
        fonts: nodeFonts(),
        t: translator(printResources, language),
        creationDate: new Date(NOW),
      });
      drawn = spy.mock.calls.map((call) => String(call[0]));
    } finally {
      spy.mockRestore();
    }
    const file = path.join(dir, `${type}-${language}.pdf`);
    writeFileSync(file, pdf);
    return { text: execFileSync("pdftotext", [file, "-"], { encoding: "utf8" }), drawn };
  }

  for (const type of PRINT_TYPES) {
    for (const language of ["hi", "en"] as const) {
      it(`${type} in ${language}: its texts come back exactly, in logical order`, async () => {
        const { text, drawn } = await renderAndRead(type, language);
        expect(text).not.toContain(CIRCLE);
        const all = flat(text);
        for (const source of sourceTexts(type, translator(printResources, language))) {
          // A key that does not resolve would come back as itself.
          expect(source).not.toMatch(/^\w+(\.\w+)+$/u);
          expect(all, `"${source}" not found`).toContain(flat(source));
        }
        if (language === "hi") expect(drawn.some((s) => /[\u0900-\u097F]/u.test(s))).toBe(true);
        // A line broken after a word's own hyphen ("liberation-|oriented") comes back joined: poppler
        // drops the hyphen it takes for a soft one.
        const missing = drawn
          .map(flat)
          .filter((s) => s && !all.includes(s) && !all.includes(s.replace(/(?<=[\p{L}\p{M}])-$/u, "")));
        expect(missing).toEqual([]);
      }, 60_000);
    }
  }
});
