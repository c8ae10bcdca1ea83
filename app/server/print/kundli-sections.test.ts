/**
 * The Janam Kundli's pages from the calc-cli-v2 sections (Yogini dasha, Sade Sati, KP, Shadbala),
 * rendered in Node from a Kundli computed with the very `include` the print consumer sends, and
 * read back with poppler: headings, the seven planets with their required rupas, the yogini
 * names, the Sade Sati periods, the twelve cusps with their lords, in English and Hindi, on A4
 * and A5; and the bars and the band are drawn.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import { SAPTA_GRAHAS } from "#engine/data/grahas.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { YOGINIS } from "#engine/yogini.ts";
import { printResources } from "#app/i18n/print-resources";
import { normalizeBrand } from "./pdf/brand";
import type { PaperSize } from "./pdf/paper";
import { KUNDLI_REPORT_TYPES, type ReportInput, type ReportLanguage } from "./reports/context";
import { renderReport } from "./render";
import { kundliRequest, PRINTED_SECTIONS } from "./sections";
import { nodeFonts } from "./testing/node-fonts";
import { SIGN_NAMES } from "#engine/testing/reference.ts";
import { countColour, hasPoppler } from "./testing/poppler";
import { ASHA, NOW } from "./testing/fixtures";
import { translator } from "./translate";

/** Fixed by tradition (B.V. Raman): the minimum Shadbala of each planet, in rupas. */
const REQUIRED_RUPAS = { Sun: 5, Moon: 6, Mars: 5, Mercury: 7, Jupiter: 6.5, Venus: 5.5, Saturn: 5 };
const DOTTED_CIRCLE = "\u25CC";

/** Index of the contents page (after the cover), which names every section: searches start after it. */
const CONTENTS = 1;

describe("the calculation input the consumer sends", () => {
  it("asks for Shadbala, the dashas, KP and the transit, with the report's moment, for the Janam Kundli only", () => {
    const jk = kundliRequest("janam-kundli", ASHA, NOW, 2026);
    expect(jk).toMatchObject({ ...ASHA, dashaLevels: 3, include: ["strength", "dashas", "kp", "transit"] });
    expect(Date.parse(jk.at!)).toBe(NOW);
    expect(jk).not.toHaveProperty("year");
    for (const type of KUNDLI_REPORT_TYPES.filter((t) => t !== "janam-kundli" && t !== "varshphal")) {
      const other = kundliRequest(type, ASHA, NOW, 2026);
      expect(other, type).not.toHaveProperty("include");
      expect(other, type).not.toHaveProperty("at");
      expect(PRINTED_SECTIONS[type], type).toBeUndefined();
      expect(other, type).not.toHaveProperty("year");
    }
  });

  it("asks for the varshphal section of the year chosen for the Varshphal", () => {
    expect(kundliRequest("varshphal", ASHA, NOW, 2031)).toMatchObject({
      ...ASHA,
      dashaLevels: 3,
      include: ["varshphal"],
      year: 2031,
    });
  });
});

/**
 * pdftotext returns Devanagari in glyph order (render.test.ts): a word counts as found when
 * some run of the text, spaces removed, has exactly its letters.
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

describe.skipIf(!hasPoppler)("the Janam Kundli's Yogini, Sade Sati, KP and Shadbala pages", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "jk-sections-"));
  const fonts = nodeFonts();
  let kundli: Kundli;
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  beforeAll(async () => {
    const eph = await loadEphemerisNode();
    kundli = computeKundli(eph, kundliRequest("janam-kundli", ASHA, NOW), { tzdata: "test", nowMs: NOW });
  });

  /** The report's pages as text (pdftotext -layout), one string a page; and its file. */
  async function render(language: ReportLanguage, paperSize: PaperSize): Promise<{ all: string[]; file: string }> {
    const input: ReportInput = {
      type: "janam-kundli",
      language,
      paperSize,
      chartStyle: "north",
      brand: normalizeBrand({ name: "Jyotish Kendra Jaipur", contact: "+91 98290 12345", colour: "#7B2D8E" }),
      generatedAt: NOW,
      timezone: "Asia/Kolkata",
      transitSaturnSign: 12,
      kundli,
    };
    const pdf = await renderReport(input, {
      fonts,
      t: translator(printResources, language),
      creationDate: new Date(NOW),
    });
    const file = path.join(dir, `jk-${language}-${paperSize}.pdf`);
    writeFileSync(file, pdf);
    const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8", maxBuffer: 1 << 26 });
    return { all: text.split("\f"), file };
  }

  /** The pages from the one with `heading` up to the next section's (sections share pages). */
  function section(all: string[], heading: string, next: string): string {
    // The exact words first: hasWord's looser match can meet a heading's letters on an earlier page.
    const find = (words: string, from: number) => {
      const exact = all.findIndex((p, i) => i >= from && p.includes(words));
      return exact >= 0 ? exact : all.findIndex((p, i) => i >= from && hasWord(p, words));
    };
    const first = find(heading, CONTENTS + 1);
    expect(first, heading).toBeGreaterThan(CONTENTS);
    const end = find(next, first);
    expect(end, next).toBeGreaterThanOrEqual(first);
    return all.slice(first, end + 1).join("\n");
  }

  it("computes the sections the pages print, with the traditional required rupas", () => {
    expect(kundli.strength && kundli.dashas && kundli.kp && kundli.transit).toBeTruthy();
    for (const g of SAPTA_GRAHAS) expect(kundli.strength!.shadbala[g].requiredRupas, g).toBe(REQUIRED_RUPAS[g]);
    expect(kundli.kp!.cusps).toHaveLength(12);
  });

  for (const paperSize of ["A4", "A5"] as const) {
    it(`prints them in English on ${paperSize}, after the Vimshottari pages and before the ashtakavarga`, async () => {
      const { all, file } = await render("en", paperSize);
      const order = [
        "Vimshottari dasha",
        "Yogini dasha",
        "Sade Sati and Dhaiya",
        "KP (Krishnamurti Paddhati)",
        "Shadbala",
        "Ashtakavarga",
      ];
      const at = order.map((h) => all.findIndex((p, i) => i > CONTENTS && p.includes(h)));
      expect(
        at.every((p, i) => p > 0 && (i === 0 || p > at[i - 1]!)),
        `${order} at ${at}`,
      ).toBe(true);

      // Shadbala: each planet's row of the six balas, total, rupas, required and ratio; its bar's label.
      const shadbala = section(all, "Shadbala", "Ashtakavarga");
      expect(shadbala).toContain("B.V. Raman");
      expect(shadbala.replace(/\s+/g, " ")).toContain("60 virupas = 1 rupa");
      const n = String.raw`-?\d+\.\d\d`;
      for (const g of SAPTA_GRAHAS) {
        const p = kundli.strength!.shadbala[g];
        const row = new RegExp(String.raw`^\s*${g}(\s+${n}){8}\s+${REQUIRED_RUPAS[g]}\s+\d+\.\d\d\s*$`, "m");
        expect(shadbala, g).toMatch(row);
        expect(shadbala, g).toContain(`${p.totalRupas.toFixed(2)} / ${REQUIRED_RUPAS[g]}`);
      }
      for (const house of kundli.strength!.bhavaBala) {
        expect(shadbala).toMatch(
          new RegExp(String.raw`^\s*${house.house}\s+[A-Z][a-z]+\s+[A-Z][a-z]+(\s+${n}){5}\s*$`, "m"),
        );
      }

      // Yogini: the eight names, the running mahadasha's antardashas.
      const yogini = section(all, "Yogini dasha", "Sade Sati and Dhaiya");
      for (const name of YOGINIS) expect(yogini, name).toContain(name);
      expect(yogini).toContain("Balance at birth: Siddha (Venus)");
      expect(yogini).toContain("Running on 20-11-2026: Siddha (Venus) mahadasha, Dhanya (Jupiter) antardasha");
      expect(yogini).toContain("Antardashas of Siddha (Venus), the running mahadasha");
      const rows = yogini
        .split("\n")
        .filter((l) => /^\s*[A-Z][a-z]+\s+[A-Z][a-z]+\s+\d\d-\d\d-\d{4}\s+\d\d-\d\d-\d{4}/.test(l));
      expect(rows).toHaveLength(kundli.dashas!.yogini.periods.length + 8);

      const signs = SIGN_NAMES;
      // Sade Sati: every period with its phase, Saturn's sign, start and end; the report date on the band.
      const sadeSati = section(all, "Sade Sati and Dhaiya", "KP (Krishnamurti Paddhati)");
      const periods = kundli.transit!.sadeSati;
      expect(periods.length).toBeGreaterThan(20);
      expect(periods.some((p) => Date.parse(p.start) <= NOW && NOW < Date.parse(p.end!))).toBe(false);
      expect(sadeSati.replace(/\s+/g, " ")).toContain("On 20-11-2026 neither Sade Sati nor Dhaiya is running.");
      expect(sadeSati.replace(/\s+/g, " ")).toContain("report date 20-11-2026");
      expect(sadeSati.replace(/\s+/g, " ")).toContain("Moon's sign (Taurus)");
      const phase = { rising: "Sade Sati, rising", peak: "Sade Sati, peak", setting: "Sade Sati, setting" } as const;
      const dmy = (iso: string) => iso.slice(0, 10).split("-").reverse().join("-");
      for (const p of periods) {
        const name =
          p.phase === "dhaiya-4th" ? "Dhaiya, 4th" : p.phase === "dhaiya-8th" ? "Dhaiya, 8th" : phase[p.phase];
        const row = `${name}\\s+${signs[p.sign - 1]}\\s+${dmy(p.start)}\\s+${dmy(p.end!)}`;
        expect(sadeSati, row).toMatch(new RegExp(row));
      }
      expect(sadeSati.match(/(Sade Sati, (rising|peak|setting)|Dhaiya, (4th|8th))\s+[A-Z]/g)).toHaveLength(
        periods.length,
      );
      // The band is drawn: the peak's red and the 8th Dhaiya's blue are on the page.
      const page = all.findIndex((p, i) => i > CONTENTS && p.includes("Sade Sati and Dhaiya")) + 1;
      const ppm = execFileSync("pdftoppm", ["-f", `${page}`, "-l", `${page}`, "-r", "40", "-singlefile", file], {
        maxBuffer: 1 << 24,
      });
      expect(countColour(ppm, [0xa9, 0x32, 0x26], 8)).toBeGreaterThan(10);
      expect(countColour(ppm, [0x41, 0x60, 0x8c], 8)).toBeGreaterThan(10);

      // KP: ayanamsa, Placidus, and the twelve cusps with sign, degree and four lords.
      const kp = section(all, "KP (Krishnamurti Paddhati)", "Shadbala");
      expect(kp).toContain("Placidus");
      expect(kp).toMatch(/KP ayanamsa\s+23°\d\d'\d\d"/);
      for (const c of kundli.kp!.cusps) {
        const lords = [c.signLord, c.starLord, c.subLord, c.subSubLord].join(String.raw`\s+`);
        const row = String.raw`^\s*${c.house}\s+${signs[c.sign - 1]}\s+\d+°\d\d'\d\d"\s+${lords}\s*$`;
        expect(kp, `cusp ${c.house}`).toMatch(new RegExp(row, "m"));
      }
    }, 60_000);

    it(`prints them in Hindi on ${paperSize}, without a dotted circle`, async () => {
      const { all } = await render("hi", paperSize);
      // (pdftotext garbles the reph, as in अष्टकवर्ग: the ends are found by other words)
      const shadbala = section(all, "षड्बल", "भिन्नाष्टक");
      const yogini = section(all, "योगिनी", "ढैया");
      const sadeSati = section(all, "ढैया", "प्लेसिडस");
      const kp = section(all, "प्लेसिडस", "षड्बल");
      for (const text of [shadbala, yogini, sadeSati, kp]) expect(text).not.toContain(DOTTED_CIRCLE);
      for (const word of ["साढ़ेसाती", "ढैया", "आरोही", "शिखर", "उतरता", "चौथा", "आठवाँ", "रिपोर्ट", "तिथि", "वृषभ"]) {
        expect(hasWord(sadeSati, word), word).toBe(true);
      }
      for (const p of kundli.transit!.sadeSati)
        expect(sadeSati).toContain(p.start.slice(0, 10).split("-").reverse().join("-"));
      for (const word of [
        "रमन",
        "विरूप",
        "रूप",
        "भाव",
        "आवश्यक",
        "अनुपात",
        "सूर्य",
        "चंद्र",
        "मंगल",
        "बुध",
        "गुरु",
        "शुक्र",
        "शनि",
      ]) {
        expect(hasWord(shadbala, word), word).toBe(true);
      }
      for (const [g, rupas] of Object.entries(REQUIRED_RUPAS)) {
        expect(shadbala, g).toContain(
          `${kundli.strength!.shadbala[g as keyof typeof REQUIRED_RUPAS].totalRupas.toFixed(2)} / ${rupas}`,
        );
      }
      for (const name of ["मंगला", "पिंगला", "धान्या", "भ्रामरी", "भद्रिका", "उल्का", "सिद्धा", "संकटा", "अंतर्दशा"]) {
        expect(hasWord(yogini, name), name).toBe(true);
      }
      for (const word of ["प्लेसिडस", "अयनांश", "कस्प", "उप-उप", "नक्षत्र", "स्वामी"])
        expect(hasWord(kp, word), word).toBe(true);
      for (let house = 1; house <= 12; house++) expect(kp).toMatch(new RegExp(String.raw`^\s*${house}\s+\S`, "m"));
    }, 60_000);
  }
});
