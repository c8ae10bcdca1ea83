/**
 * The fonts are parsed once per isolate and shared by every report made there (pdf/fonts.ts),
 * so no report may change what a later one prints. Embedding a document's font subset walks the
 * glyphs it used, and a Devanagari letter is often drawn from others (ओ is अ, ा and े; ौ is ा and
 * ै): if that walk left those letters in the shared font without their characters, the next
 * Hindi report shaped अं or हैं as broken clusters and printed a dotted circle (U+25CC) in them,
 * "ह◌ं", with the letter also gone from the PDF's text. Read back with poppler.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { printResources } from "#app/i18n/print-resources";
import { normalizeBrand } from "./pdf/brand";
import { prepareFonts, type PreparedFonts } from "./pdf/fonts";
import { ReportWriter } from "./pdf/writer";
import type { ReportInput, ReportLanguage, ReportType } from "./reports/context";
import { renderReport } from "./render";
import { fontBytes } from "./testing/node-fonts";
import { hasPoppler } from "./testing/poppler";
import { translator } from "./translate";

const NOW = Date.parse("2026-11-20T10:00:00+05:30");
const brand = normalizeBrand({ name: "Jyotish Kendra Jaipur", contact: "+91 98290 12345", colour: "#7B2D8E" });
const CIRCLE = "\u25CC";

describe.skipIf(!hasPoppler)("fonts shared by reports, read back with poppler", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "shared-fonts-"));
  let n = 0;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  function text(pdf: Uint8Array): string {
    const file = path.join(dir, `${++n}.pdf`);
    writeFileSync(file, pdf);
    return execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
  }

  /** A one-page document in both weights, through the writer the reports use. */
  function page(fonts: PreparedFonts, lines: readonly string[]): Promise<Uint8Array> {
    const w = new ReportWriter({
      paperSize: "A4",
      fonts,
      brand,
      title: "Test",
      subject: "Test",
      pageLabel: (page, total) => `${page}/${total}`,
      language: "hi",
      creationDate: new Date(NOW),
    });
    for (const line of lines) {
      w.subheading(line);
      w.paragraph(line);
    }
    return w.finish();
  }

  it("prints a letter the same after an earlier document used glyphs built from it", async () => {
    // Fresh fonts: nothing shaped yet, as in a new isolate.
    const fonts = prepareFonts(fontBytes());
    // Glyphs drawn from अ, इ, ा, े, ै and ड (composite glyphs), and none of those letters alone.
    expect(text(await page(fonts, ["सौ ओम औषध ऑ ई ड़"]))).not.toContain(CIRCLE);
    const later = text(await page(fonts, ["वे यहाँ हैं और अंक भी", "वैसा इनका डर"]));
    expect(later).not.toContain(CIRCLE);
    for (const word of ["वे", "यहाँ", "हैं", "और", "अंक", "वैसा", "इनका", "डर"]) expect(later).toContain(word);
  });

  describe("English and Hindi reports rendered together", () => {
    let kundli: Kundli;
    beforeAll(async () => {
      const eph = await loadEphemerisNode();
      const birth = {
        name: "Asha Verma",
        gender: "female",
        date: "1990-08-15",
        time: "06:30",
        place: { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" },
        dashaLevels: 3,
      };
      kundli = computeKundli(eph, birth, { tzdata: "test" });
    });

    function input(type: ReportType, language: ReportLanguage): ReportInput {
      return {
        type,
        language,
        paperSize: "A4",
        chartStyle: "north",
        brand,
        generatedAt: NOW,
        timezone: "Asia/Kolkata",
        transitSaturnSign: 12,
        kundli,
        family: { fatherName: "Mohan Verma", gotra: "Kashyap" },
      };
    }

    it("prints no dotted circle in any Hindi report, whichever the isolate made before", async () => {
      const render = (fonts: PreparedFonts, type: ReportType, language: ReportLanguage) =>
        renderReport(input(type, language), {
          fonts,
          t: translator(printResources, language),
          creationDate: new Date(NOW),
        });
      const fonts = prepareFonts(fontBytes());
      // A fresh isolate's first job, then a batch of English and Hindi side by side.
      const first = await render(fonts, "dosha", "hi");
      const batch = await Promise.all([
        render(fonts, "numerology", "en"),
        render(fonts, "numerology", "hi"),
        render(fonts, "gemstone", "hi"),
        render(fonts, "dosha", "en"),
      ]);
      const [numerologyEn, numerologyHi, gemstoneHi, doshaEn] = batch.map(text) as [string, string, string, string];
      for (const hindi of [text(first), numerologyHi, gemstoneHi]) {
        expect(hindi).not.toContain(CIRCLE);
        expect(hindi).toContain("हैं");
      }
      expect(numerologyHi).toContain("अंक");
      for (const english of [numerologyEn, doshaEn]) expect(english).not.toContain(CIRCLE);
      expect(numerologyEn).toContain("Numerology");
      // Byte for byte what each would be as an isolate's first report.
      const alone = (type: ReportType, language: ReportLanguage) => render(prepareFonts(fontBytes()), type, language);
      expect(Buffer.from(batch[1]!).equals(await alone("numerology", "hi"))).toBe(true);
      expect(Buffer.from(batch[3]!).equals(await alone("dosha", "en"))).toBe(true);
    }, 60_000);
  });
});
