/**
 * The Varshphal report and the one-page Panchang, rendered in Node with the real fonts and read
 * back with poppler: their headings and values (the year, the solar return to the second, the
 * year lord and why, the Muntha, the planets and the twelve houses of the annual chart, the Mudda
 * dasha; each tithi, nakshatra, yoga and karana of the day with its times, the muhurtas,
 * choghadiyas and horas), in English and Hindi, on A4, Letter and A5; no dotted circle (a mark
 * the shaper could not attach), no translation key left unprinted, and the Panchang on one page
 * with no text under 7 pt. SAMPLES_DIR=<dir> keeps the PDFs and 70 dpi PNGs of every page.
 */
import { execFileSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import PDFDocument from "pdfkit";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import type { Ephemeris } from "../../../ephemeris/index.ts";
import { computeDayPanchang, type DayPanchang } from "#engine/day-panchang.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { GRAHAS } from "#engine/types.ts";
import { printResources } from "#app/i18n/print-resources";
import { normalizeBrand } from "./pdf/brand";
import { PAPER, type PaperSize } from "./pdf/writer";
import type { ReportInput, ReportLanguage } from "./reports/context";
import { CHOGHADIYA_QUALITY } from "#app/shared/panchang";
import { panchangTime } from "./reports/panchang";
import { tajikaAspect } from "./reports/varshphal";
import { renderReport } from "./render";
import { nodeFonts } from "./testing/node-fonts";
import { hasPoppler } from "./testing/poppler";
import { hasWord, pdfPages, pdfText } from "./testing/text";
import { ASHA, NOW } from "./testing/fixtures";
import { translator } from "./translate";

const RUNTIME = { tzdata: "test" };
const DELHI = { name: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" };

const fonts = nodeFonts();
let eph: Ephemeris;
let kundli: Kundli;

beforeAll(async () => {
  eph = await loadEphemerisNode();
  kundli = computeKundli(eph, { ...ASHA, include: ["varshphal"], year: 2026 }, RUNTIME);
});

const BRAND = normalizeBrand({
  name: "Jyotish Kendra Jaipur",
  contact: "+91 98290 12345 · jyotish@example.in",
  colour: "#7B2D8E",
  tagline: "Vedic astrology since 1998",
});

function base(language: ReportLanguage, paperSize: PaperSize): Omit<ReportInput, "type"> {
  return {
    language,
    paperSize,
    chartStyle: "north",
    brand: BRAND,
    generatedAt: NOW,
    timezone: "Asia/Kolkata",
  };
}

const render = (i: ReportInput) =>
  renderReport(i, { fonts, t: translator(printResources, i.language), creationDate: new Date(NOW) });

const tr = (language: ReportLanguage) => translator(printResources, language);

function panchangOf(date: string, place = DELHI, options: Record<string, string> = {}): DayPanchang {
  return computeDayPanchang(eph, { date, place, options }, RUNTIME);
}

describe.skipIf(!hasPoppler)("Varshphal and Panchang PDFs, read back with poppler", () => {
  const keep = process.env.SAMPLES_DIR;
  const dir = keep ? (mkdirSync(keep, { recursive: true }), keep) : mkdtempSync(path.join(tmpdir(), "vp-"));
  afterAll(() => {
    if (!keep) rmSync(dir, { recursive: true, force: true });
  });

  async function write(name: string, input: ReportInput): Promise<string> {
    const pdf = await render(input);
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
    const file = path.join(dir, `${name}.pdf`);
    writeFileSync(file, pdf);
    if (keep) execFileSync("pdftoppm", ["-png", "-r", "70", file, path.join(dir, name)]);
    return file;
  }

  /** Text that went wrong in print: a translation key, a dotted circle (U+25CC), an empty box. */
  function clean(text: string): void {
    expect(text).not.toMatch(/\b(report|chart|print|varshphalReport|panchangReport)\.[a-zA-Z]+/);
    expect(text).not.toContain("\u25CC");
    expect(text).not.toContain("undefined");
    expect(text).not.toContain("NaN");
  }

  describe("Varshphal", () => {
    for (const language of ["en", "hi"] as const) {
      for (const paperSize of ["A4", "A5"] as const) {
        it(`${language}, ${paperSize}: cover, solar return, annual chart, planets, Muntha, year lord, Mudda dasha`, async () => {
          const v = kundli.varshphal!;
          const t = tr(language);
          const file = await write(`varshphal-${language}-${paperSize}`, {
            ...base(language, paperSize),
            type: "varshphal",
            kundli,
          });
          const all = pdfText(file);
          clean(all);
          const pages = pdfPages(file);
          expect(pages).toBeGreaterThanOrEqual(5);

          // The cover: title with the year, the person, the tiles, the annual chart.
          const cover = pdfText(file, { first: 1, last: 1 });
          expect(hasWord(cover, t("varshphalReport.title", { year: 2026 }))).toBe(true);
          expect(cover).toContain("Asha Verma");
          expect(hasWord(cover, t(`chart.bodies.${v.yearLord}`))).toBe(true);
          expect(hasWord(cover, t(`chart.signs.${v.muntha.sign}`))).toBe(true);

          // Every heading, in order.
          const headings = [
            "sections.solarReturn",
            "sections.planets",
            "sections.muntha",
            "sections.yearLord",
            "sections.offices",
            "sections.bala",
            "sections.mudda",
            "sections.muddaSub",
          ].map((key) => t(`varshphalReport.${key}`, { year: 2026 }));
          const headingOf: Record<string, string> = Object.fromEntries(
            ["solarReturn", "planets", "muntha", "yearLord", "offices", "bala", "mudda"].map((k, i) => [
              k,
              headings[i]!,
            ]),
          );
          for (const heading of headings) expect(hasWord(all, heading), heading).toBe(true);
          // Sections flow on from one another: a section's text is on the pages from its heading's
          // to the next one's.
          const pageTexts = Array.from({ length: pages }, (_, i) => pdfText(file, { first: i + 1, last: i + 1 }));
          const pageOf = (key: string) => 1 + pageTexts.findIndex((p, i) => i > 0 && hasWord(p, headingOf[key]!));
          const between = (from: string, to?: string) =>
            pageTexts.slice(pageOf(from) - 1, to ? pageOf(to) : pages).join("\n");

          // The solar return to the second, the next one, the year of life.
          const at = (iso: string) => {
            const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}:\d{2}:\d{2})/.exec(iso)!;
            return `${m[3]}-${m[2]}-${m[1]} ${m[4]}`;
          };
          const page2 = between("solarReturn");
          expect(page2).toContain(at(v.solarReturn));
          expect(page2).toContain(at(v.nextSolarReturn));
          expect(v.completedYears).toBe(36);
          expect(page2).toContain("37");
          // The annual chart: the twelve houses' sign numbers and every planet's abbreviation.
          const chartText = between("solarReturn", "planets");
          for (let sign = 1; sign <= 12; sign++) expect(chartText).toMatch(new RegExp(`(^|\\D)${sign}(\\D|$)`, "m"));
          for (const body of ["Ascendant", ...GRAHAS] as const) {
            expect(hasWord(chartText, t(`chart.abbreviations.${body}`)), body).toBe(true);
          }
          expect(hasWord(chartText, t("varshphalReport.chart.munthaMark"))).toBe(true);

          // The planets of the annual chart: every body with its sign; the five strengths of the seven.
          const planetsPage = between("planets", "bala");
          for (const g of ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"] as const) {
            expect(planetsPage).toContain(v.panchaVargiyaBala[g].total.toFixed(2));
          }
          for (const p of v.planets) {
            expect(hasWord(planetsPage, t(`chart.bodies.${p.planet}`)), p.planet).toBe(true);
            expect(hasWord(planetsPage, t(`chart.signs.${p.sign}`)), `${p.planet} sign`).toBe(true);
          }
          // Muntha and its lord.
          expect(hasWord(all, t(`chart.bodies.${v.munthaLord}`))).toBe(true);

          // The year lord: the reason, each office-bearer.
          const lordPage = between("yearLord", "offices");
          const reason = t(`varshphalReport.rule.${v.yearLordRule}`, {
            planet: t(`chart.bodies.${v.yearLord}`),
            bala: v.panchaVargiyaBala[v.yearLord].total.toFixed(2),
            aspecting: v.aspectingLagna.map((p) => t(`chart.bodies.${p}`)).join(", "),
          });
          const only = t("varshphalReport.rule.onlyAspecting", {
            planet: t(`chart.bodies.${v.yearLord}`),
            bala: v.panchaVargiyaBala[v.yearLord].total.toFixed(2),
          });
          const squash = (s: string) => s.replace(/\s+/g, "");
          if (language === "en") {
            expect([squash(reason), squash(only)].some((r) => squash(lordPage).includes(r))).toBe(true);
          }
          for (const office of Object.values(v.officeBearers))
            expect(hasWord(lordPage, t(`chart.bodies.${office}`))).toBe(true);

          // The Mudda dasha: nine periods with their dates, then the first lord again.
          const mudda = between("mudda");
          expect(v.muddaDasha).toHaveLength(9);
          const day = (iso: string) => {
            const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(iso)!;
            return `${m[3]}-${m[2]}-${m[1]} ${m[4]}:${m[5]}`;
          };
          for (const p of v.muddaDasha) {
            expect(hasWord(mudda, t(`chart.bodies.${p.planet}`))).toBe(true);
            expect(mudda).toContain(day(p.start));
            expect(mudda).toContain(day(p.end));
            expect(p.children).toHaveLength(9);
            for (const sub of p.children ?? []) expect(mudda).toContain(day(sub.end));
          }
          expect(mudda).toContain(day(v.nextSolarReturn));
        }, 60_000);
      }
    }

    it("draws the annual chart South style too", async () => {
      const file = await write("varshphal-south", {
        ...base("en", "Letter"),
        chartStyle: "south",
        type: "varshphal",
        kundli,
      });
      const text = pdfText(file, { first: 2, last: 2 });
      expect(text).toContain("Varsha Kundli 2026");
      const info = execFileSync("pdfinfo", [file], { encoding: "utf8" });
      const [w, h] = /Page size:\s+([\d.]+) x ([\d.]+)/.exec(info)!.slice(1).map(Number) as [number, number];
      expect([w, h]).toEqual([PAPER.Letter[0], PAPER.Letter[1]]);
    }, 30_000);

    it("refuses to print without the varshphal section", async () => {
      const plain = computeKundli(eph, ASHA, RUNTIME);
      await expect(render({ ...base("en", "A4"), type: "varshphal", kundli: plain })).rejects.toThrow(/varshphal/);
    });

    it("names each office-bearer's aspect as the engine counts the aspecting ones", () => {
      const v = kundli.varshphal!;
      for (const planet of Object.values(v.officeBearers)) {
        const house = v.planets.find((p) => p.planet === planet)!.house;
        expect(tajikaAspect(house) !== "none").toBe(v.aspectingLagna.includes(planet));
      }
    });
  });

  describe("Panchang", () => {
    /** Every font size the renderer set while drawing one Panchang page. */
    async function sizesUsed(input: ReportInput): Promise<number[]> {
      const spy = vi.spyOn(PDFDocument.prototype, "fontSize");
      try {
        await render(input);
        return spy.mock.calls.map((c) => Number(c[0]));
      } finally {
        spy.mockRestore();
      }
    }

    const DAYS: [string, DayPanchang | (() => DayPanchang)][] = [
      // Amavasya at sunrise and the whole of Chaitra Shukla Pratipada before the next (kshaya).
      ["delhi-2026-03-19", () => panchangOf("2026-03-19")],
      // A Wednesday (Abhijit withheld), in Jaipur.
      ["jaipur-2026-11-18", () => panchangOf("2026-11-18", { ...ASHA.place })],
      // A DST change in New York; hindu sunrise and another ayanamsa.
      [
        "newyork-2026-03-08",
        () =>
          panchangOf(
            "2026-03-08",
            { name: "New York", latitude: 40.7128, longitude: -74.006, timezone: "America/New_York" },
            { sunrise: "hindu", ayanamsa: "raman" },
          ),
      ],
      // Polar night: no sunrise, the day from midnight.
      [
        "tromso-2026-12-20",
        () =>
          panchangOf("2026-12-20", { name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timezone: "Europe/Oslo" }),
      ],
    ];

    for (const [name, day] of DAYS) {
      for (const language of ["en", "hi"] as const) {
        for (const paperSize of ["A4", "Letter", "A5"] as const) {
          it(`${name}, ${language}, ${paperSize}: one page, every element with its times, nothing under 7 pt`, async () => {
            const d = typeof day === "function" ? day() : day;
            const t = tr(language);
            const input: ReportInput = { ...base(language, paperSize), type: "panchang", panchang: d };
            const file = await write(`panchang-${name}-${language}-${paperSize}`, input);
            expect(pdfPages(file)).toBe(1);
            const text = pdfText(file);
            clean(text);
            expect(text).toContain("Jyotish Kendra Jaipur");
            expect(text).toContain("+91 98290 12345");
            expect(hasWord(text, t("report.types.panchang"))).toBe(true);
            const [y, m, dd] = d.date.split("-");
            expect(text).toContain(`${dd}-${m}-${y}`);
            expect(hasWord(text, t(`report.terms.weekdays.${d.vara}`))).toBe(true);

            // Each limb of the day with its end time.
            for (const r of d.tithi) {
              expect(hasWord(text, t(`report.terms.tithis.${r.number}`)), `tithi ${r.number}`).toBe(true);
              expect(text).toContain(panchangTime(r.end, d));
            }
            for (const r of d.nakshatra) {
              expect(hasWord(text, t(`report.terms.nakshatras.${r.number}`))).toBe(true);
              expect(text).toContain(panchangTime(r.end, d));
            }
            for (const r of d.yoga) expect(hasWord(text, t(`report.terms.yogas.${r.number}`))).toBe(true);
            for (const r of d.karana) expect(hasWord(text, t(`report.terms.karanas.${r.name}`))).toBe(true);

            // Sun and Moon, the calendar, the muhurtas.
            if (d.sunrise) expect(text).toContain(panchangTime(d.sunrise, d));
            if (d.sunset) expect(text).toContain(panchangTime(d.sunset, d));
            if (d.moonrise) expect(text).toContain(panchangTime(d.moonrise, d));
            expect(text).toContain(String(d.samvat.vikram));
            expect(text).toContain(String(d.samvat.shaka));
            expect(hasWord(text, t(`panchangReport.ritus.${d.ritu}`))).toBe(true);
            for (const key of ["rahuKaal", "gulikaKaal", "yamaganda", "brahmaMuhurta"] as const) {
              const span = d[key];
              expect(hasWord(text, t(`panchangReport.muhurta.${key}`))).toBe(true);
              if (span)
                expect(text).toContain(`${panchangTime(span.start, d, false)}–${panchangTime(span.end, d, false)}`);
            }

            // Every choghadiya and hora with its start.
            for (const c of [...d.choghadiya.day, ...d.choghadiya.night]) {
              expect(CHOGHADIYA_QUALITY[c.name]).toBeDefined();
              expect(hasWord(text, t(`panchangReport.choghadiya.names.${c.name}`))).toBe(true);
              expect(text).toContain(panchangTime(c.start, d, false));
            }
            for (const h of d.hora) expect(text).toContain(panchangTime(h.start, d, false));
            if (language === "hi") expect(text).toMatch(/[\u0900-\u097F]/u);

            const sizes = await sizesUsed(input);
            expect(Math.min(...sizes)).toBeGreaterThanOrEqual(7);
          }, 60_000);
        }
      }
    }

    it("says the Sun does not rise where it does not", async () => {
      const d = panchangOf("2026-12-20", {
        name: "Tromsø",
        latitude: 69.6492,
        longitude: 18.9553,
        timezone: "Europe/Oslo",
      });
      expect(d.warnings.map((w) => w.code)).toContain("NO_SUNRISE");
      const file = await write("panchang-polar-check", { ...base("en", "A4"), type: "panchang", panchang: d });
      expect(pdfText(file)).toContain("does not rise");
    }, 30_000);
  });

  it("kept the samples (when asked)", () => {
    if (keep) expect(readdirSync(dir).some((f) => f.endsWith(".png"))).toBe(true);
  });
});
