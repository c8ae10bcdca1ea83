/**
 * Renders every report type in English and Hindi and reads the PDFs back with poppler:
 * pdftotext must find the expected words (Devanagari included) and pdftoppm's image of page 1
 * must not be blank. With UPDATE_REPORT_SAMPLES=1 the first pages are kept as PNGs in
 * docs/reports/ (look at them after any change to the layout).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { computeMatch, type Match } from "#engine/match.ts";
import { printResources } from "#app/i18n/print-resources";
import { normalizeBrand } from "./pdf/brand";
import { PAPER } from "./pdf/writer";
import { REPORT_TYPES, type ReportInput, type ReportLanguage, type ReportType } from "./reports/context";
import { renderReport } from "./render";
import { nodeFonts } from "./testing/node-fonts";
import { sampleLogo, solidPng } from "./testing/png";
import { countColour, hasPoppler } from "./testing/poppler";
import { ASHA, NOW, RAVI } from "./testing/fixtures";
import { translator } from "./translate";

let kundli: Kundli;
let match: Match;
const fonts = nodeFonts();

beforeAll(async () => {
  const eph = await loadEphemerisNode();
  const runtime = { tzdata: `tzdata ${process.versions.tz ?? "unknown"}` }; // as the `calc` command line says it
  // With the annual chart of 2026 for the Varshphal (the other reports ignore the section).
  kundli = computeKundli(eph, { ...ASHA, include: ["varshphal"], year: 2026 }, runtime);
  match = computeMatch(eph, { boy: RAVI, girl: ASHA }, runtime);
});

function input(type: ReportType, language: ReportLanguage, extra: Partial<ReportInput> = {}): ReportInput {
  return {
    type,
    language,
    paperSize: "A4",
    chartStyle: "north",
    brand: normalizeBrand({
      name: "Jyotish Kendra Jaipur",
      contact: "+91 98290 12345 · jyotish@example.in",
      colour: "#7B2D8E",
    }),
    generatedAt: NOW,
    timezone: "Asia/Kolkata",
    transitSaturnSign: 12,
    ...(type === "matchmaking" ? { match } : { kundli }),
    family: { fatherName: "Mohan Verma", gotra: "Kashyap" },
    ...extra,
  };
}

function render(i: ReportInput): Promise<Uint8Array> {
  return renderReport(i, { fonts, t: translator(printResources, i.language), creationDate: new Date(NOW) });
}

/**
 * pdftotext returns Devanagari in glyph order (the i-matra before its consonant, marks where
 * the shaper put them, sometimes a space inside a word), so a word counts as found when some
 * run of the extracted text, spaces removed, has exactly its letters.
 */
function hasWord(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  const key = (chars: readonly string[]) => [...chars].sort().join("");
  const wanted = key([...word]);
  const chars = [...text.replace(/\s+/gu, "")];
  const n = [...word].length;
  for (let i = 0; i + n <= chars.length; i++) if (key(chars.slice(i, i + n)) === wanted) return true;
  return false;
}

const EXPECTED: Record<ReportType, Record<ReportLanguage, string[]>> = {
  "janam-kundli": { en: ["Janam", "Kundli", "Prepared", "Asha", "Verma"], hi: ["जन्म", "कुंडली", "जातक", "लग्न"] },
  "life-report": { en: ["Life", "Report", "Asha"], hi: ["जीवन", "रिपोर्ट", "लग्न"] },
  phaladesh: { en: ["Phaladesh", "Asha"], hi: ["फलादेश", "जातक"] },
  matchmaking: { en: ["Matchmaking", "Ravi", "Asha"], hi: ["मिलान", "रिपोर्ट", "Ravi"] },
  numerology: { en: ["Numerology", "Asha"], hi: ["अंक", "ज्योतिष", "रिपोर्ट"] },
  gemstone: { en: ["Gemstone", "Report", "Asha"], hi: ["रत्न", "रिपोर्ट", "लग्न"] },
  dosha: { en: ["Dosha", "Report", "Asha"], hi: ["दोष", "रिपोर्ट", "जातक"] },
  varshphal: { en: ["Varshphal", "2026", "Asha", "Varsha", "Kundli"], hi: ["वर्षफल", "2026", "जातक", "मुंथा"] },
};

describe.skipIf(!hasPoppler)("report PDFs, read back with poppler", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "reports-"));
  const samples = process.env.UPDATE_REPORT_SAMPLES === "1";
  afterAll(() => {
    if (samples) console.log(`sample PDFs kept in ${dir}`);
    else rmSync(dir, { recursive: true, force: true });
  });

  for (const type of REPORT_TYPES) {
    for (const language of ["en", "hi"] as const) {
      it(`${type} in ${language}: words on page 1 and a page image that is not blank`, async () => {
        const pdf = await render(input(type, language));
        expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
        const file = path.join(dir, `${type}-${language}.pdf`);
        writeFileSync(file, pdf);
        const text = execFileSync("pdftotext", ["-f", "1", "-l", "1", "-layout", file, "-"], { encoding: "utf8" });
        for (const word of EXPECTED[type][language]) expect(hasWord(text, word), `${word} in:\n${text}`).toBe(true);
        if (language === "hi") expect(text).toMatch(/[\u0900-\u097F]/u);
        // A missing translation prints its key: none may appear anywhere in the report.
        const all = execFileSync("pdftotext", [file, "-"], { encoding: "utf8" });
        expect(all).not.toMatch(/\b(report|chart|print)\.[a-zA-Z]+/);

        const png = path.join(dir, `${type}-${language}`);
        execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "60", "-png", "-singlefile", file, png]);
        const gray = execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "20", "-gray", "-singlefile", file], {
          maxBuffer: 1 << 24,
        });
        expect(inkShare(gray)).toBeGreaterThan(0.03);
        if (samples) {
          execFileSync("pdftoppm", [
            "-f",
            "1",
            "-l",
            "1",
            "-r",
            "50",
            "-png",
            "-singlefile",
            file,
            `docs/reports/${type}-${language}`,
          ]);
        }
        // A cold Janam Kundli takes seconds on two busy cores.
      }, 30_000);
    }
  }

  it("prints the running dasha, all nineteen charts and 20+ pages in the full Janam Kundli", async () => {
    const pdf = await render(input("janam-kundli", "en"));
    const file = path.join(dir, "jk-full.pdf");
    writeFileSync(file, pdf);
    const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
    const pages = Number(/Pages:\s+(\d+)/.exec(info)![1]);
    expect(pages).toBeGreaterThanOrEqual(20);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
    for (const title of ["Navamsa (D9)", "Shashtyamsa (D60)", "Chalit Chart", "Sarvashtakavarga", "Vimshopaka"]) {
      expect(text).toContain(title);
    }
    expect(text).toContain(`Page ${pages} of ${pages}`);
    expect(text).toContain("Jyotish Kendra Jaipur");
  });

  it("fits each paper size: the page box is the paper's, for A4, Letter and A5", async () => {
    for (const paperSize of ["A4", "Letter", "A5"] as const) {
      const pdf = await render(input("dosha", "hi", { paperSize }));
      const file = path.join(dir, `dosha-${paperSize}.pdf`);
      writeFileSync(file, pdf);
      const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
      const [w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!.slice(1).map(Number) as [number, number];
      expect(w).toBeCloseTo(PAPER[paperSize][0], 0);
      expect(h).toBeCloseTo(PAPER[paperSize][1], 0);
    }
  });

  it("draws the South style and still names the charts", async () => {
    const pdf = await render(input("janam-kundli", "hi", { chartStyle: "south", paperSize: "A5" }));
    const file = path.join(dir, "jk-south.pdf");
    writeFileSync(file, pdf);
    // From page 3: page 2 is the contents, which names the Navamsa too.
    const text = execFileSync("pdftotext", ["-f", "3", file, "-"], { encoding: "utf8" });
    expect(hasWord(text, "नवांश (D9)")).toBe(true);
  });

  it("falls back to Kundli Studio's brand when none is connected", async () => {
    const pdf = await render(input("numerology", "en", { brand: normalizeBrand(null) }));
    const file = path.join(dir, "num-default.pdf");
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-f", "2", "-l", "2", file, "-"], { encoding: "utf8" });
    expect(text).toContain("Kundli Studio");
    expect(readFileSync(file).length).toBeGreaterThan(1000);
  });

  /** pdfimages -list: one row per image drawn, [page, width, height, type]. */
  function images(file: string): [number, number, number, string][] {
    const out = execFileSync("pdfimages", ["-list", file], { encoding: "utf8" });
    return out
      .split("\n")
      .slice(2)
      .filter((line) => line.trim())
      .map((line) => line.trim().split(/\s+/))
      .map((c) => [Number(c[0]), Number(c[3]), Number(c[4]), c[2]!]);
  }

  it("draws the brand's logo on the cover and in every page header, transparency kept", async () => {
    const logo = solidPng(80, 40, [0x1e, 0x84, 0x49], 20);
    const pdf = await render(input("dosha", "en", { logo }));
    const file = path.join(dir, "dosha-logo.pdf");
    writeFileSync(file, pdf);
    const pages = Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
    const drawn = images(file);
    // One image and its soft mask on each page, the same object every time.
    expect(drawn.filter(([, , , type]) => type === "image").map(([page]) => page)).toEqual(
      Array.from({ length: pages }, (_, i) => i + 1),
    );
    expect(drawn.filter(([, , , type]) => type === "smask")).toHaveLength(pages);
    expect(drawn.every(([, w, h]) => w === 80 && h === 40)).toBe(true);
    // The logo's green shows on the cover's white card, its transparent part shows the card.
    const ppm = execFileSync("pdftoppm", ["-f", "1", "-l", "1", "-r", "30", "-singlefile", file], {
      maxBuffer: 1 << 24,
    });
    expect(countColour(ppm, [0x1e, 0x84, 0x49], 24)).toBeGreaterThan(100);
    if (samples) {
      const branded = path.join(dir, "jk-logo.pdf");
      writeFileSync(branded, await render(input("janam-kundli", "en", { logo: sampleLogo() })));
      for (const page of ["1", "2"]) {
        const out = `docs/reports/branded-logo-page${page}`;
        execFileSync("pdftoppm", ["-f", page, "-l", page, "-r", "60", "-png", "-singlefile", branded, out]);
      }
    }
  }, 30_000);

  it("prints without the logo when its bytes are not a usable image", async () => {
    for (const logo of [new TextEncoder().encode("not an image"), solidPng(8, 8, [0, 0, 0]).subarray(0, 40)]) {
      const pdf = await render(input("numerology", "hi", { logo }));
      const file = path.join(dir, "num-badlogo.pdf");
      writeFileSync(file, pdf);
      expect(images(file)).toEqual([]);
      expect(execFileSync("pdftotext", ["-f", "1", "-l", "1", file, "-"], { encoding: "utf8" })).toContain(
        "Jyotish Kendra Jaipur",
      );
    }
  }, 30_000);
});

/** Share of dark pixels in a PGM (P5) image: 0 for a blank page. */
function inkShare(pgm: Buffer): number {
  // Header: "P5\n<w> <h>\n<max>\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString("latin1"))!;
  const pixels = pgm.subarray(header[0].length);
  let dark = 0;
  for (const p of pixels) if (p < 200) dark++;
  return dark / pixels.length;
}
