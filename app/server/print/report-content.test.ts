/**
 * What the reports say (issue 18), rendered to real PDFs in Node and read back with poppler: the
 * calendar day of birth beside the Vedic vara, the yogas with their rules and meanings, the
 * calculation choices in an astrologer's words with the technical receipt in an appendix, every
 * house a stone to avoid's planet rules, and Mangal dosh in matchmaking as the screen judges it.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import type { Ephemeris } from "../../../ephemeris/index.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { computeMatch } from "#engine/match.ts";
import { printResources } from "#app/i18n/print-resources";
import { normalizeBrand } from "./pdf/brand";
import type { ReportInput, ReportLanguage, ReportType } from "./reports/context";
import { renderReport } from "./render";
import { nodeFonts } from "./testing/node-fonts";
import { hasPoppler } from "./testing/poppler";
import { hasWord, pdfPages, pdfText } from "./testing/text";
// Asha (Leo Lagna: Saturn, lord of the 6th and the 7th, gives the stone to avoid) and Ravi (Mars in
// the 8th from the Lagna: Manglik; Asha is not), at the fixtures' fixed moment.
import { ASHA, NOW, RAVI } from "./testing/fixtures";
import { translator } from "./translate";

const JAIPUR = { name: "Jaipur", latitude: 26.9124, longitude: 75.7873, timezone: "Asia/Kolkata" };
const DELHI = { name: "New Delhi", latitude: 28.6139, longitude: 77.209, timezone: "Asia/Kolkata" };
/** Sunday 9 January 1972, 04:05, before sunrise (07:15): the vara is still Saturday. */
const EARLY = { name: "Early Riser", gender: "male", date: "1972-01-09", time: "04:05", place: DELHI, dashaLevels: 3 };
/** Sun, Moon and Mars debilitated, each fall cancelled by one or more rules. */
const NEECHA = { name: "Neecha", gender: "male", date: "1994-11-05", time: "12:00", place: JAIPUR, dashaLevels: 3 };
/** The calc command line's receipt names the release (Node's ICU); workerd's does not. */
const RUNTIME = { tzdata: "tzdata 2026c" };

let eph: Ephemeris;
const fonts = nodeFonts();
const dir = mkdtempSync(path.join(tmpdir(), "report-content-"));
beforeAll(async () => {
  eph = await loadEphemerisNode();
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function render(
  type: ReportType,
  language: ReportLanguage,
  data: Pick<ReportInput, "kundli" | "match">,
): Promise<string> {
  const input: ReportInput = {
    type,
    language,
    paperSize: "A4",
    chartStyle: "north",
    brand: normalizeBrand(null),
    generatedAt: NOW,
    timezone: "Asia/Kolkata",
    transitSaturnSign: 12,
    ...data,
  };
  const pdf = await renderReport(input, {
    fonts,
    t: translator(printResources, language),
    creationDate: new Date(NOW),
  });
  const file = path.join(dir, `${type}-${language}-${crypto.randomUUID()}.pdf`);
  writeFileSync(file, pdf);
  return file;
}

const kundli = (birth: object, tz = RUNTIME): Kundli => computeKundli(eph, birth, tz);
/** Every page's text but the table of contents (which names the sections too). */
function pagesOf(file: string): string[] {
  return Array.from({ length: pdfPages(file) }, (_, i) => pdfText(file, { first: i + 1, last: i + 1 })).filter(
    (p) => !/^\s*(Contents|विषय सूची)\s*$/m.test(p),
  );
}
/** The one page (not the contents) whose text contains `marker`. */
function pageWith(file: string, marker: string): string {
  const found = pagesOf(file).filter((p) => p.includes(marker));
  expect(found, marker).toHaveLength(1);
  return found[0]!;
}
const flat = (text: string) => text.replace(/\s+/g, " ");

describe.skipIf(!hasPoppler)("report content", () => {
  it("prints the calendar weekday as the day of birth, and the vara explained in the panchang", async () => {
    const k = kundli(EARLY);
    expect(k.panchang).toMatchObject({ vara: 7, birthBeforeSunrise: true });
    const en = await render("janam-kundli", "en", { kundli: k });
    // The cover and the birth details page.
    const withDay = pagesOf(en).filter((p) => flat(p).includes("Day of birth"));
    expect(withDay).toHaveLength(2);
    for (const page of withDay) {
      expect(flat(page)).toMatch(/Day of birth Sunday/);
      expect(flat(page)).not.toMatch(/Day of birth Saturday/);
    }
    expect(withDay[0]).not.toContain("Saturday"); // the cover has no panchang
    const panchang = flat(pageWith(en, "Vara (Vedic weekday)"));
    expect(panchang).toContain("Vara (Vedic weekday) Saturday");
    expect(panchang).toContain(
      "Born at 04:05, before sunrise (07:15:15), the vara is still Saturday, although the calendar day of birth is Sunday.",
    );
    const hi = await render("janam-kundli", "hi", { kundli: k });
    const cover = pdfText(hi, { first: 1, last: 1 });
    expect(hasWord(cover, "रविवार")).toBe(true);
    expect(hasWord(cover, "शनिवार")).toBe(false);
    // A birth after sunrise: the vara is the calendar day, and the note says what a vara is.
    const after = await render("janam-kundli", "en", { kundli: kundli(ASHA) });
    expect(flat(pdfText(after, { first: 1, last: 1 }))).toContain("Day of birth Wednesday");
    expect(flat(pageWith(after, "Vara (Vedic weekday)"))).toContain("counted from sunrise to sunrise");
  }, 60_000);

  it("prints each yoga with the rule that formed it and what it means; Neecha Bhanga once per planet, each rule with its helper", async () => {
    const k = kundli(NEECHA);
    expect(k.yogas.filter((y) => y.id === "neechaBhangaRaja")).toHaveLength(7);
    const file = await render("janam-kundli", "en", { kundli: k });
    // The yogas may run over two pages: the whole report but its contents.
    const page = flat(pagesOf(file).join("\n"));
    expect(page.split("Yogas in the chart")).toHaveLength(2);
    for (const planet of ["Sun", "Moon", "Mars"]) {
      expect(page.split(`Neecha Bhanga Raja yoga · ${planet}`)).toHaveLength(2);
    }
    expect(page).toContain("Sun is debilitated in Libra. Its fall is cancelled because:");
    expect(page).toContain(
      "Venus, lord of Libra (the sign of its fall), is in the 10th house from the Ascendant, a kendra.",
    );
    expect(page).toContain("Saturn, which is exalted in Libra, is in the 4th house from the Moon, a kendra.");
    expect(page).toContain("Jupiter, which is exalted in Cancer, is in the 10th house from the Ascendant, a kendra.");
    expect(page).toContain("The weakness of the debilitated planet tends to turn into strength");
    expect(page).toContain(
      "Sun and Mercury in the same sign. In this chart, Budhaditya yoga is formed by Sun, Mercury.",
    );
    expect(page).toContain("A sharp, practical intellect");
    const hi = flat(pdfText(await render("janam-kundli", "hi", { kundli: k })));
    expect(hasWord(hi, "नीचत्व")).toBe(true);
    expect(hasWord(hi, "केंद्र")).toBe(true);
  }, 60_000);

  it("says the calculation choices as an astrologer would, and keeps the technical receipt for the last page", async () => {
    const k = kundli(ASHA);
    const en = await render("janam-kundli", "en", { kundli: k });
    const pages = pdfPages(en);
    const birth = flat(pageWith(en, "Calculated with"));
    expect(birth).toContain("Calculated with: Lahiri ayanamsa, mean node, Sripati bhava; time zone data 2026c.");
    const body = pdfText(en, { first: 1, last: pages - 1 });
    for (const technical of ["kundli-engine", "Moshier", "tzdata", "workerd"]) expect(body).not.toContain(technical);
    const last = flat(pdfText(en, { first: pages, last: pages }));
    expect(last).toContain("Appendix: technical calculation details");
    expect(last).toContain("kundli-engine 1.0.0");
    expect(last).toContain("built-in Moshier mode");
    // In Hindi, in Hindi words; and a runtime that names no release says so plainly.
    const hi = await render("janam-kundli", "hi", { kundli: kundli(ASHA, { tzdata: "workerd built-in ICU tzdata" }) });
    const hiBirth = pageWith(hi, "गणना का आधार");
    for (const word of ["लाहिड़ी", "अयनांश", "मध्यम", "श्रीपति", "IANA"]) expect(hasWord(hiBirth, word), word).toBe(true);
    expect(hiBirth).not.toContain("workerd");
    expect(hiBirth).not.toMatch(/Lahiri|mean node|Sripati/);
    // A time typed with its UTC offset: no zone data was used.
    const manual = await render("janam-kundli", "en", { kundli: kundli({ ...ASHA, utcOffset: "+05:30" }) });
    expect(flat(pageWith(manual, "Calculated with"))).toContain("Sripati bhava; UTC offset +05:30 as entered.");
  }, 90_000);

  it("names every house a stone to avoid's planet rules (Saturn: the 6th and the 7th for Leo)", async () => {
    const k = kundli(ASHA);
    expect(k.planets.find((p) => p.planet === "Ascendant")!.sign).toBe(5);
    const en = flat(pdfText(await render("gemstone", "en", { kundli: k })));
    expect(en).toContain("Blue sapphire (Neelam): Saturn rules the 6th (dusthana) and 7th houses.");
    expect(en).toContain("Pearl (Moti): Moon rules the 12th (dusthana) house.");
    const hi = pdfText(await render("gemstone", "hi", { kundli: k }));
    for (const word of ["छठे", "सातवें", "दुःस्थान", "भावों"]) expect(hasWord(hi, word), word).toBe(true);
  }, 60_000);

  it("judges Mangal dosh in matchmaking as the screen does, prints every cancellation rule, and says so in the headline when one side is Manglik", async () => {
    const match = computeMatch(eph, { boy: RAVI, girl: ASHA }, RUNTIME);
    expect([match.doshas.mangal.boy.present, match.doshas.mangal.girl.present]).toEqual([true, false]);
    const file = await render("matchmaking", "en", { match });
    const page = flat(pageWith(file, "Doshas in the match"));
    expect(page).toContain("Total: 19 out of 36 gunas · only the boy (Ravi Sharma) is Manglik");
    // The Lagna verdict with the Moon and Venus readings, as on the Matchmaking screen.
    expect(page).toContain(
      "For Ravi Sharma, Mars is in the 8th house from the Lagna: Mangal dosh by this rule. For Ravi Sharma, Mars is in the 2nd house from the Moon: Mangal dosh by this rule. For Ravi Sharma, Mars is in the 4th house from Venus: Mangal dosh by this rule.",
    );
    expect(page).toContain(
      "For Asha Verma, Mars is in the 9th house from the Lagna: no Mangal dosh by this rule. For Asha Verma, Mars is in the 12th house from the Moon: Mangal dosh by this rule. For Asha Verma, Mars is in the 10th house from Venus: no Mangal dosh by this rule.",
    );
    const all = flat(pdfText(file));
    for (const rule of [
      "both partners are Manglik",
      "both Moons are in one sign but in different nakshatras",
      "both Moons are in one nakshatra but in different signs",
      "both Moons are in one nakshatra but in different padas",
      "the lords of both Moon signs are the same planet",
      "the lords of the two Moon signs are friends of each other",
    ]) {
      expect(all, rule).toContain(rule);
    }
    const hi = pdfText(await render("matchmaking", "hi", { match }), { first: 3, last: 3 });
    for (const word of ["केवल", "मांगलिक", "परिहार"]) expect(hasWord(hi, word), word).toBe(true);
    // Neither side Manglik, or both: the headline names no one.
    const both = computeMatch(eph, { boy: RAVI, girl: RAVI }, RUNTIME);
    expect(both.doshas.mangal.cancelledBy).toEqual(["bothManglik"]);
    expect(flat(pdfText(await render("matchmaking", "en", { match: both })))).not.toContain("is Manglik");
  }, 90_000);
});
