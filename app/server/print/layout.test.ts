/**
 * The printed layout (issue 18), read back from the PDFs with poppler: every report in both
 * languages on every paper keeps its text at the printed minimums and leaves no page more than
 * 60 % empty but the last; then one test per defect the issue found (the cut brand name, A5
 * shrunk from A4, the layout's gaps and repeats, the brand's colours).
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CHART_BODIES } from "#engine/types.ts";
import { CHART_PALETTE } from "#app/chart/layout";
import { DEFAULT_BRAND } from "./pdf/brand";
import { PAPER_SIZES } from "./pdf/paper";
import { REPORT_TYPES, type ReportInput } from "./reports/context";
import { emptyBelow, fontSizes, paintColours, wordBoxes } from "./testing/audit";
import { LONG_BRAND, loadFixtures, renderInput, reportInput, type Fixtures } from "./testing/fixtures";
import { sampleLogo } from "./testing/png";
import { hasPoppler } from "./testing/poppler";
import { pdfPages, pdfText } from "./testing/text";

/** The printed minimums the issue set: 9 pt body text, 7 pt for anything (chart labels included). */
const MIN_BODY = 9;
const MIN_ANY = 7;

const oneLine = (text: string) => text.replace(/\s+/gu, " ");

describe.skipIf(!hasPoppler)("report layout on every paper", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "layout-"));
  let f: Fixtures;
  beforeAll(async () => {
    f = await loadFixtures();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  async function rendered(name: string, i: ReportInput, printed?: Record<string, number>): Promise<string> {
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, await renderInput(i, printed));
    return file;
  }

  for (const type of REPORT_TYPES) {
    for (const language of ["en", "hi"] as const) {
      for (const paperSize of PAPER_SIZES) {
        it(`${type}, ${language}, ${paperSize}: no text under the minimums, no page over 60% empty but the last, no dotted circle`, async () => {
          const printed: Record<string, number> = {};
          const file = await rendered(
            `${type}-${language}-${paperSize}`,
            reportInput(f, type, language, { paperSize }),
            printed,
          );
          const pdf = new Uint8Array(readFileSync(file));
          const sizes = fontSizes(pdf);
          expect(sizes.length).toBeGreaterThan(50);
          expect(Math.min(...sizes)).toBeGreaterThanOrEqual(MIN_ANY - 1e-6);
          // The writer's own record says which text was body text, tables and chart labels.
          expect(printed.body).toBeGreaterThanOrEqual(MIN_BODY - 1e-6);
          expect(printed.table ?? 8).toBeGreaterThanOrEqual(8 - 1e-6);
          expect(printed.chart ?? MIN_ANY).toBeGreaterThanOrEqual(MIN_ANY - 1e-6);

          const empty = emptyBelow(file);
          const tooEmpty = empty
            .slice(0, -1)
            .flatMap((share, i) => (share > 0.6 ? [`page ${i + 1}: ${Math.round(share * 100)}% empty`] : []));
          expect(tooEmpty).toEqual([]);

          // U+25CC is what a shaper draws for a vowel sign with no consonant to sit on.
          expect(pdfText(file)).not.toContain("\u25CC");
        }, 60_000);
      }
    }
  }

  // UPDATE_REPORT_SAMPLES=1 keeps the first pages of the long-named maroon brand's reports in docs/reports/.
  it.runIf(process.env.UPDATE_REPORT_SAMPLES === "1")(
    "keeps sample first pages of the branded reports",
    async () => {
      for (const type of ["janam-kundli", "life-report", "matchmaking"] as const) {
        for (const language of ["en", "hi"] as const) {
          for (const paperSize of ["A4", "A5"] as const) {
            const name = `branded-${type}-${language}-${paperSize}`;
            const file = await rendered(name, reportInput(f, type, language, { paperSize, logo: sampleLogo() }));
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
              `docs/reports/${name}`,
            ]);
          }
        }
      }
    },
    120_000,
  );

  it("prints a long brand name, address and contact line whole, beside a logo, on every paper", async () => {
    for (const paperSize of PAPER_SIZES) {
      for (const language of ["en", "hi"] as const) {
        const file = await rendered(
          `brand-${paperSize}-${language}`,
          reportInput(f, "dosha", language, { paperSize, logo: sampleLogo() }),
        );
        const cover = oneLine(pdfText(file, { first: 1, last: 1 }));
        expect(cover, paperSize).toContain(LONG_BRAND.name);
        expect(cover, paperSize).toContain(oneLine(LONG_BRAND.tagline));
        expect(cover, paperSize).toContain(LONG_BRAND.contact);
        // The footer of every page: the name and the whole contact line.
        const page2 = oneLine(pdfText(file, { first: 2, last: 2 }));
        expect(page2, paperSize).toContain(LONG_BRAND.contact);
        expect(page2, paperSize).toContain(LONG_BRAND.name);
      }
    }
  }, 60_000);

  /** The divisional charts' titles, "(D2)" … "(D60)", in reading order: page, then row, then column. */
  function dTitles(file: string): { page: number; top: number; n: number }[] {
    const out: { page: number; top: number; x: number; n: number }[] = [];
    // From page 3: page 2 is the contents.
    for (let page = 3; page <= pdfPages(file); page++) {
      for (const b of wordBoxes(file, page)) {
        const m = /^\(D(\d+)\)$/.exec(b.text);
        if (m) out.push({ page, top: Math.round(b.yMin), x: b.xMin, n: Number(m[1]) });
      }
    }
    return out.sort((a, b) => a.page - b.page || a.top - b.top || a.x - b.x);
  }

  /** The most charts a row of the grid holds. */
  function perRow(titles: readonly { page: number; top: number }[]): number {
    const rows = new Map<string, number>();
    for (const t of titles) rows.set(`${t.page}:${t.top}`, (rows.get(`${t.page}:${t.top}`) ?? 0) + 1);
    return Math.max(...rows.values());
  }

  it("lays A5 out for A5: one chart a row, two on A4 and Letter", async () => {
    for (const [paperSize, across] of [
      ["A5", 1],
      ["A4", 2],
      ["Letter", 2],
    ] as const) {
      const titles = dTitles(await rendered(`jk-${paperSize}`, reportInput(f, "janam-kundli", "en", { paperSize })));
      expect(titles.length, paperSize).toBeGreaterThanOrEqual(15);
      expect(perRow(titles), paperSize).toBe(across);
    }
  }, 60_000);

  it("splits a table too wide for A5 rather than overprinting its cells", async () => {
    const file = await rendered("jk-a5-tables", reportInput(f, "janam-kundli", "en", { paperSize: "A5" }));
    const pages = pdfPages(file);
    const overlaps: string[] = [];
    for (let p = 1; p <= pages; p++) {
      const words = wordBoxes(file, p);
      for (let i = 0; i < words.length; i++) {
        for (let j = i + 1; j < words.length; j++) {
          const a = words[i]!;
          const b = words[j]!;
          const sameLine = Math.min(a.yMax, b.yMax) - Math.max(a.yMin, b.yMin) > 0.5 * (a.yMax - a.yMin);
          const crossed = Math.min(a.xMax, b.xMax) - Math.max(a.xMin, b.xMin) > 1;
          if (sameLine && crossed) overlaps.push(`page ${p}: "${a.text}" over "${b.text}"`);
        }
      }
    }
    expect(overlaps).toEqual([]);
    // All sixteen vargas' columns are printed (in two parts on A5).
    const text = pdfText(file);
    for (const varga of ["D1", "D9", "D30", "D60"]) expect(text).toContain(varga);
  }, 60_000);

  it("lists the Janam Kundli's sections on a contents page, each on the page it names", async () => {
    const file = await rendered("jk-contents", reportInput(f, "janam-kundli", "en"));
    const contents = pdfText(file, { first: 2, last: 2, layout: true });
    expect(contents).toContain("Contents");
    const entries = [...contents.matchAll(/^\s*(\S.*?)\s{2,}(\d+)\s*$/gmu)].map((m) => [m[1]!, Number(m[2])] as const);
    expect(entries.length).toBeGreaterThan(15);
    for (const [title, page] of entries) {
      expect(oneLine(pdfText(file, { first: page, last: page })), title).toContain(oneLine(title));
    }
    const pages = entries.map(([, page]) => page);
    expect(pages).toEqual([...pages].sort((a, b) => a - b));
  }, 60_000);

  it("prints the divisional charts in D-number order, and the Vargottama legend only with a marked row", async () => {
    const file = await rendered("jk-order", reportInput(f, "janam-kundli", "en"));
    const text = pdfText(file);
    // Navamsa (D9) leads the main charts; the divisional ones follow in order.
    const order = dTitles(file)
      .map((t) => t.n)
      .filter((n) => n !== 9);
    expect(order.length).toBeGreaterThanOrEqual(13);
    expect(order).toEqual([...order].sort((a, b) => a - b));
    const table = f.kundli("janam-kundli").shodashvarga.table;
    const marked = CHART_BODIES.some((body) => table[body].vargottama);
    expect(/\* Vargottama/.test(text)).toBe(marked);
    // A chart with no vargottama body prints no legend.
    const k = structuredClone(f.kundli("janam-kundli"));
    for (const body of CHART_BODIES) k.shodashvarga.table[body].vargottama = false;
    const none = pdfText(await rendered("jk-no-vargottama", reportInput(f, "janam-kundli", "en", { kundli: k })));
    expect(none).toContain("Shashtyamsa (D60)");
    expect(none).not.toContain("Vargottama");
    // Each vargottama body's row carries the star the legend explains (a narrow A5 cell once cut it off).
    for (const paperSize of PAPER_SIZES) {
      const paper =
        paperSize === "A4"
          ? text
          : pdfText(await rendered(`jk-star-${paperSize}`, reportInput(f, "janam-kundli", "en", { paperSize })));
      for (const body of CHART_BODIES.filter((b) => table[b].vargottama)) {
        expect(paper, `${paperSize}: ${body}`).toMatch(new RegExp(`${body === "Ascendant" ? "Ascendant" : body} \\*`));
      }
    }
  }, 60_000);

  it("does not repeat the cover's details and Lagna chart on page 2, nor the match's birth charts", async () => {
    for (const type of ["phaladesh", "life-report"] as const) {
      const file = await rendered(`${type}-p2`, reportInput(f, type, "en"));
      expect(pdfText(file, { first: 1, last: 1 })).toContain("Lagna / Birth Chart");
      const page2 = pdfText(file, { first: 2, last: 2 });
      expect(page2).not.toContain("Lagna / Birth Chart");
      expect(page2).not.toContain("Date of birth");
    }
    const match = await rendered("match-charts", reportInput(f, "matchmaking", "en"));
    // The cover's chart titles name the partners; the planet tables' headings do too, after a "·".
    const titles = pdfText(match, { layout: true })
      .split("\n")
      .filter((line) => line.includes("Boy: Ravi Sharma") && !line.includes("·"));
    expect(titles).toHaveLength(1);
  }, 60_000);

  it("keeps a short list of remedies with its heading: no page holds a stray bullet", async () => {
    for (const paperSize of PAPER_SIZES) {
      const file = await rendered(`dosha-${paperSize}`, reportInput(f, "dosha", "en", { paperSize }));
      for (let p = 2; p <= pdfPages(file); p++) {
        const lines = pdfText(file, { first: p, last: p })
          .split("\n")
          .filter((l) => l.trim() && !l.includes(LONG_BRAND.name) && !/Page \d+ of/.test(l));
        expect(lines.length, `${paperSize} page ${p}`).toBeGreaterThan(3);
      }
    }
  }, 60_000);

  it("draws every accent in the profile's colours: the secondary used, the default orange and peach gone", async () => {
    for (const type of ["janam-kundli", "matchmaking", "gemstone"] as const) {
      const file = await rendered(`colours-${type}`, reportInput(f, type, "hi"));
      const colours = paintColours(new Uint8Array(readFileSync(file)));
      expect(colours, type).toContain(LONG_BRAND.colour);
      expect(colours, type).toContain(LONG_BRAND.secondary);
      for (const stock of [
        DEFAULT_BRAND.colour,
        CHART_PALETTE.lagnaFill,
        CHART_PALETTE.ascendant,
        CHART_PALETTE.line,
      ]) {
        expect(colours, `${type}: ${stock}`).not.toContain(stock.toUpperCase());
      }
    }
  }, 60_000);
});
