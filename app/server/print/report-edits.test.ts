/**
 * Edit before printing (issue 16): a report's readings as data (the draft: Life Report, Phaladesh,
 * Dosha, Gemstone, Janam Kundli) are the ones it prints, in its order; the astrologer's rewritten
 * text prints in place of the library's, a removed reading not at all, notes and recommendations where they belong, Hindi shaped (pdftotext).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create } from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { sadeSati } from "#engine/doshas.ts";
import { gemstones } from "#engine/gemstones.ts";
import type { SaptaGraha } from "#engine/data/grahas.ts";
import { computeKundli, type Kundli } from "#engine/kundli.ts";
import { signLord } from "#engine/zodiac.ts";
import { loadEphemerisNode } from "../../../ephemeris/node.ts";
import { printResources } from "#app/i18n/print-resources";
import { printable, type TranscriptLine } from "./pdf/writer";
import { renderReport } from "./render";
import {
  cleanText,
  isWritable,
  paragraphsOf,
  parseEdits,
  READING_KEY,
  WRITABLE_RANGES,
  type ReportEdits,
} from "./reports/edits";
import { signsOf, type ReportInput } from "./reports/context";
import { selectReadings } from "./reports/selection";
import { kundliRequest } from "./sections";
import { loadFixtures, NOW, RAVI, renderInput, reportInput, type Fixtures } from "./testing/fixtures";
import { fontBytes, nodeFonts } from "./testing/node-fonts";
import { hasPoppler } from "./testing/poppler";
import { pdfText } from "./testing/text";
import { translator } from "./translate";

/** pdftotext's text with line breaks and hyphenation at line ends undone. */
const flat = (text: string) => text.replace(/-\n(?=\p{Ll})/gu, "").replace(/\s+/gu, " ");

/** Whether a printed line holds `text` (a stone's tradition prints after its rule, on one line). */
const printedIn = (lines: string[], text: string) => lines.some((l) => l.includes(text));

/** The report's lines as printed, with or without edits. */
async function printedLines(input: ReportInput, edits?: ReportEdits): Promise<string[]> {
  const lines: TranscriptLine[] = [];
  await renderReport(
    { ...input, ...(edits ? { edits } : {}) },
    {
      fonts: nodeFonts(),
      t: translator(printResources, input.language),
      creationDate: new Date(NOW),
      transcript: lines,
    },
  );
  return lines.map((l) => l.text);
}

/** Every reading the builder looks up in the edits (library.ts readingText), in order of first lookup. */
async function askedKeys(input: ReportInput): Promise<string[]> {
  const asked: string[] = [];
  const readings = new Proxy<Record<string, string | null>>(
    {},
    { getOwnPropertyDescriptor: (_, key) => void asked.push(String(key)) },
  );
  await renderInput({ ...input, edits: { readings, notes: {}, recommendations: "" } });
  return asked.filter((k, i) => asked.indexOf(k) === i);
}

const MINE = { en: "My own reading of this, for this client.", hi: "इसका मेरा अपना फल, इसी जातक के लिए।" } as const;
const NOTE = { en: "We spoke about the move to Pune.", hi: "पुणे जाने के बारे में बात हुई।" } as const;
const RECOMMENDATIONS = { en: "Meet me again after Diwali.", hi: "दीपावली के बाद फिर मिलें।" } as const;

/** Every reading the builder prints is looked up in the edits first: exactly those it selected, in order. */
async function expectAsksSelected(input: ReportInput): Promise<void> {
  const selected = selectReadings(input, translator(printResources, input.language))!;
  expect(await askedKeys(input)).toEqual(selected.flatMap((s) => s.readings.map((r) => r.key)));
}

// The Kundlis every report below reads, computed once for the file.
let f: Fixtures;
beforeAll(async () => {
  f = await loadFixtures();
});

describe("what an astrologer may write", () => {
  it("is only what the report font draws, in both weights", () => {
    for (const bytes of Object.values(fontBytes())) {
      const font = create(Buffer.from(bytes));
      const missing: string[] = [];
      for (const [from, to] of WRITABLE_RANGES)
        for (let c = Math.max(from, 0x20); c <= to; c++)
          if (!font.hasGlyphForCodePoint(c) && c !== 0x200c && c !== 0x200d) missing.push(c.toString(16));
      expect(missing).toEqual([]);
    }
  });

  it("takes Hindi and English with their punctuation, refuses emoji, Chinese and control characters", () => {
    expect(isWritable("शनि सप्तम भाव में — ‘धैर्य’ से ₹501 का दान; Saturn in the 7th… śani, 30°\nदूसरा अनुच्छेद")).toBe(true);
    expect(isWritable("क्‍ष")).toBe(true); // a zero-width joiner inside a conjunct
    for (const bad of ["🙏", "土星", "a\u0000b", "\u202Eevil", "→", "ṣ"]) expect(isWritable(bad)).toBe(false);
  });

  it("is stored cleaned, and printed a paragraph at a time", () => {
    expect(cleanText("  one  \r\nline\r\n\r\n\r\n\r\ntwo\t \n")).toBe("one\nline\n\ntwo");
    expect(cleanText("नि\u0302")).toBe("नि\u0302".normalize("NFC"));
    expect(paragraphsOf("first\nstill first\n\n  second ")).toEqual(["first\nstill first", "second"]);
  });

  it("reads a job's stored edits, and nothing from a column it did not write", () => {
    expect(parseEdits("")).toBeUndefined();
    expect(parseEdits("not json")).toBeUndefined();
    expect(parseEdits('{"readings":{"lagna.1":null}}')).toEqual({
      readings: { "lagna.1": null },
      notes: {},
      recommendations: "",
    });
  });
});

describe("the Life Report's selection", () => {
  it.each(["en", "hi"] as const)(
    "%s: every section, every key a library reading with a rule and a text",
    (language) => {
      const sections = selectReadings(reportInput(f, "life-report", language), translator(printResources, language))!;
      expect(sections.map((s) => s.id)).toEqual([
        "lagnaMoon",
        "grahas",
        "houseLords",
        "yogas",
        "doshas",
        "dashas",
        "remedies",
      ]);
      const k = f.kundli("life-report");
      const saturn = k.planets.find((p) => p.planet === "Saturn")!;
      const grahas = sections.find((s) => s.id === "grahas")!.readings.map((r) => r.key);
      expect(grahas).toHaveLength(18);
      expect(grahas).toContain(`grahaInHouse.Saturn.${saturn.house}`);
      expect(sections.find((s) => s.id === "houseLords")!.readings).toHaveLength(12);
      const lib = printResources[language].translation.library as Record<string, unknown>;
      const at = (key: string) =>
        key.split(".").reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], lib);
      const keys = sections.flatMap((s) => s.readings.map((r) => r.key));
      expect(new Set(keys).size).toBe(keys.length);
      for (const s of sections)
        for (const r of s.readings) {
          expect(r.key).toMatch(READING_KEY);
          expect(at(r.key), r.key).toBeDefined();
          expect(r.rule.length, r.key).toBeGreaterThan(3);
          expect(r.text.length, r.key).toBeGreaterThan(10);
          expect(r.text).not.toContain("library.");
        }
    },
  );

  it("is what the builder prints, reading by reading, in order", async () => {
    await expectAsksSelected(reportInput(f, "life-report", "en"));
  }, 60_000);
});

describe("the Phaladesh's selection and edits", () => {
  it.each(["en", "hi"] as const)(
    "%s: each Mahadasha of the life, the running one's Antardasha after it",
    (language) => {
      const k = f.kundli("phaladesh");
      const sections = selectReadings(reportInput(f, "phaladesh", language), translator(printResources, language))!;
      expect(sections.map((s) => s.id)).toEqual(["lifeDashas"]);
      // The fixture's report date (20 Nov 2026) falls in one Mahadasha and one of its Antardashas.
      const at = (p: { start: string; end: string }) => Date.parse(p.start) <= NOW && NOW < Date.parse(p.end);
      const maha = k.dasha.periods.find(at)!;
      const antar = maha.children!.find(at)!;
      const expected = k.dasha.periods.flatMap((md) => [
        `mahadasha.${md.planet}`,
        ...(md === maha ? [`antardasha.${md.planet}.${antar.planet}`] : []),
      ]);
      const readings = sections[0]!.readings;
      expect(readings.map((r) => r.key)).toEqual([...new Set(expected)]);
      expect(readings.filter((r) => r.key.startsWith("mahadasha."))).toHaveLength(9);
      const t = translator(printResources, language);
      for (const r of readings) {
        expect(r.rule, r.key).toBe(t(`library.${r.key}.rule`));
        expect(r.text, r.key).toBe(t(`library.${r.key}.text`));
      }
    },
  );

  it("is what the builder prints, reading by reading, in order", async () => {
    await expectAsksSelected(reportInput(f, "phaladesh", "en"));
  }, 60_000);

  it.each(["en", "hi"] as const)(
    "%s: prints the astrologer's text and note, not the removed reading, and the recommendations last",
    async (language) => {
      const t = translator(printResources, language);
      const input = reportInput(f, "phaladesh", language);
      const [section] = selectReadings(input, t)!;
      const [edited, removed] = section!.readings;
      const mine =
        language === "en"
          ? "My own reading of this period, for this client."
          : "इस अवधि का मेरा अपना फल, इसी जातक के लिए।";
      const note = NOTE[language];
      const recommendations = RECOMMENDATIONS[language];
      const before = await printedLines(input);
      const after = await printedLines(input, {
        readings: { [edited!.key]: mine, [removed!.key]: null },
        notes: { lifeDashas: note },
        recommendations,
      });
      expect(before).toContain(edited!.text);
      expect(before).toContain(removed!.text);
      expect(after).not.toContain(edited!.text);
      expect(after).toContain(mine);
      // The rule stays above the astrologer's text.
      expect(after[after.indexOf(mine) - 1]).toBe(edited!.rule);
      expect(after).not.toContain(removed!.text);
      expect(after).not.toContain(removed!.rule);
      expect(after.slice(-4)).toEqual([
        t("report.edits.note"),
        note,
        t("report.edits.recommendations"),
        recommendations,
      ]);
      // Nothing else changed: every other reading prints as the library has it.
      for (const r of section!.readings.slice(2)) expect(after, r.key).toContain(r.text);
    },
    60_000,
  );
});

describe("the Dosha report's selection and edits", () => {
  // Ravi's chart has Mangal dosha, and the fixture's transit Saturn (Pisces) on his Moon: Sade Sati.
  let ravi: Kundli;
  const doshaInput = (language: "en" | "hi") => reportInput(f, "dosha", language, { kundli: ravi });
  beforeAll(async () => {
    const eph = await loadEphemerisNode();
    ravi = computeKundli(eph, kundliRequest("dosha", RAVI, NOW), { tzdata: "test", nowMs: NOW });
  });

  it.each(["en", "hi"] as const)("%s: the reading of each dosha this chart has, in the report's order", (language) => {
    const k = ravi;
    const t = translator(printResources, language);
    const sections = selectReadings(doshaInput(language), t)!;
    expect(sections.map((s) => s.id)).toEqual(["doshas"]);
    // The fixture's transit Saturn (Pisces, 12) against the natal Moon decides Sade Sati or Dhaiya.
    const moon = k.planets.find((p) => p.planet === "Moon")!.sign;
    const transit = sadeSati(moon, 12);
    const expected = [
      ...(k.doshas.mangal.present ? ["doshas.mangal"] : []),
      ...(k.doshas.kaalSarp.present ? ["doshas.kaalSarp"] : []),
      ...(transit.phase ? ["doshas.sadeSati"] : transit.dhaiya ? ["doshas.dhaiya"] : []),
      ...(k.doshas.pitra.present ? ["doshas.pitra"] : []),
    ];
    const readings = sections[0]!.readings;
    expect(readings.map((r) => r.key)).toEqual(expected);
    expect(readings.length).toBeGreaterThanOrEqual(2);
    for (const r of readings) {
      expect(r.rule, r.key).toBe(t(`library.${r.key}.rule`));
      expect(r.text, r.key).toBe(t(`library.${r.key}.text`));
    }
  });

  it("is what the builder prints, reading by reading, in order", async () => {
    await expectAsksSelected(doshaInput("en"));
  }, 60_000);

  it.each(["en", "hi"] as const)(
    "%s: prints the astrologer's text and note, not the removed reading, and the recommendations last",
    async (language) => {
      const t = translator(printResources, language);
      const input = doshaInput(language);
      const [section] = selectReadings(input, t)!;
      const [edited, removed] = section!.readings;
      const before = await printedLines(input);
      const after = await printedLines(input, {
        readings: { [edited!.key]: MINE[language], [removed!.key]: null },
        notes: { doshas: NOTE[language] },
        recommendations: RECOMMENDATIONS[language],
      });
      expect(before).toContain(edited!.text);
      expect(before).toContain(removed!.text);
      expect(after).not.toContain(edited!.text);
      expect(after).toContain(MINE[language]);
      expect(after[after.indexOf(MINE[language]) - 1]).toBe(edited!.rule);
      expect(after).not.toContain(removed!.text);
      expect(after).not.toContain(removed!.rule);
      // The removed dosha's "the rule behind it" heading goes with its reading; the edited one keeps it.
      const ruleBehind = t("report.dosha.ruleBehind");
      expect(before.filter((l) => l === ruleBehind)).toHaveLength(section!.readings.length);
      expect(after.filter((l) => l === ruleBehind)).toHaveLength(section!.readings.length - 1);
      expect(after.slice(-4)).toEqual([
        t("report.edits.note"),
        NOTE[language],
        t("report.edits.recommendations"),
        RECOMMENDATIONS[language],
      ]);
      for (const r of section!.readings.slice(2)) expect(after, r.key).toContain(r.text);
    },
    60_000,
  );
});

describe("the Gemstone report's selection and edits", () => {
  it.each(["en", "hi"] as const)(
    "%s: each stone's rule and tradition, the malefic lords' stones, Rahu's and Ketu's",
    (language) => {
      const k = f.kundli("gemstone");
      const t = translator(printResources, language);
      const g = gemstones(signsOf(k));
      const sections = selectReadings(reportInput(f, "gemstone", language), t)!;
      expect(sections.map((s) => s.id)).toEqual(["gemstones", "avoidStones", "nodeStones"]);
      expect(sections.map((s) => s.readings.map((r) => r.key))).toEqual([
        ["life", "benefic", "lucky"].flatMap((role, i) => [
          `gemRules.${role}`,
          `remedies.${g.recommendations[i]!.lord}.gemstone`,
        ]),
        ["gemRules.malefic", ...g.avoid.map((a) => `remedies.${a.lord}.gemstone`)],
        ["gemRules.nodes", "remedies.Rahu.gemstone", "remedies.Ketu.gemstone"],
      ]);
      expect(g.avoid.length).toBeGreaterThan(0);
      for (const s of sections)
        for (const r of s.readings) {
          const stone = r.key.startsWith("remedies.");
          expect(r.text, r.key).toBe(t(`library.${r.key}${stone ? "" : ".text"}`));
          expect(r.text.length, r.key).toBeGreaterThan(10);
          expect(r.rule, r.key).toBe(
            stone
              ? t("report.gems.tradition", { planet: t(`chart.bodies.${r.key.split(".")[1]}`) })
              : t(`library.${r.key}.rule`),
          );
        }
    },
  );

  it("is what the builder prints, reading by reading, in order", async () => {
    await expectAsksSelected(reportInput(f, "gemstone", "en"));
  }, 60_000);

  it.each(["en", "hi"] as const)(
    "%s: prints the astrologer's texts and notes, not the removed stone's tradition, and the recommendations last",
    async (language) => {
      const t = translator(printResources, language);
      const input = reportInput(f, "gemstone", language);
      const sections = selectReadings(input, t)!;
      const [rule, stone] = sections[0]!.readings; // the life stone's rule and its tradition
      const removed = sections[2]!.readings[1]!; // Rahu's stone's tradition
      const myStone = language === "en" ? "Wear it only after a trial of three days." : "तीन दिन परख कर ही पहनें।";
      const before = await printedLines(input);
      const after = await printedLines(input, {
        readings: { [rule!.key]: MINE[language], [stone!.key]: myStone, [removed.key]: null },
        notes: { gemstones: NOTE[language] },
        recommendations: RECOMMENDATIONS[language],
      });
      for (const r of [rule!, stone!, removed]) {
        expect(printedIn(before, r.text), r.key).toBe(true);
        expect(printedIn(after, r.text), r.key).toBe(false);
      }
      expect(after[after.indexOf(MINE[language]) - 1]).toBe(rule!.rule);
      expect(after).toContain(`${stone!.rule}: ${myStone}`);
      expect(after).not.toContain(removed.rule);
      // The note closes the recommended stones, before the stones to avoid.
      const note = after.indexOf(NOTE[language]);
      expect(after[note - 1]).toBe(t("report.edits.note"));
      expect(note).toBeLessThan(after.indexOf(t("report.sections.avoidStones")));
      expect(after.slice(-2)).toEqual([t("report.edits.recommendations"), RECOMMENDATIONS[language]]);
      for (const r of sections.flatMap((s) => s.readings))
        if (![rule, stone, removed].includes(r)) expect(printedIn(after, r.text), r.key).toBe(true);
    },
    60_000,
  );
});

describe("the Janam Kundli's readings: selection and edits", () => {
  it.each(["en", "hi"] as const)(
    "%s: the Lagna, the Moon's nakshatra and pada, the Lagna lord, the planets at their extremes",
    (language) => {
      const k = f.kundli("janam-kundli");
      const t = translator(printResources, language);
      const sections = selectReadings(reportInput(f, "janam-kundli", language), t)!;
      expect(sections.map((s) => s.id)).toEqual(["readings"]);
      const at = (g: string) => k.planets.find((p) => p.planet === g)!;
      const lagna = at("Ascendant").sign;
      const moon = at("Moon");
      const keys = sections[0]!.readings.map((r) => r.key);
      expect(keys.slice(0, 4)).toEqual([
        `lagna.${lagna}`,
        `moonNakshatra.${moon.nakshatra}`,
        `moonNakshatra.${moon.nakshatra}.padas.${moon.pada}`,
        `lordInHouse.1.${at(signLord(lagna)).house}`,
      ]);
      const grahas = keys.slice(4);
      expect(grahas.length).toBeGreaterThanOrEqual(1);
      expect(grahas.length).toBeLessThanOrEqual(3);
      for (const key of grahas) {
        const [, g, sign] = key.split(".");
        expect(key).toMatch(/^grahaInSign\./);
        expect(Number(sign), key).toBe(at(g!).sign);
        const d = k.shodashvarga.dignities[g as SaptaGraha].D1;
        if (grahas.length > 1 || g !== "Moon")
          expect(d.exalted || d.debilitated || d.moolatrikona || d.ownSign, key).toBe(true);
      }
      for (const r of sections[0]!.readings) expect(r.text.length, r.key).toBeGreaterThan(10);
      expect(sections[0]!.readings[2]!.rule).toBe(
        t("report.life.padaRule", { nakshatra: t(`report.terms.nakshatras.${moon.nakshatra}`), pada: moon.pada }),
      );
    },
  );

  it("is what the builder prints, reading by reading, in order", async () => {
    await expectAsksSelected(reportInput(f, "janam-kundli", "en"));
  }, 60_000);

  it.each(["en", "hi"] as const)(
    "%s: prints the astrologer's text and note, not the removed reading, the recommendations after the doshas",
    async (language) => {
      const t = translator(printResources, language);
      const input = reportInput(f, "janam-kundli", language);
      const [section] = selectReadings(input, t)!;
      const [edited, , removed] = section!.readings; // the Lagna's reading; the pada's
      const before = await printedLines(input);
      const after = await printedLines(input, {
        readings: { [edited!.key]: MINE[language], [removed!.key]: null },
        notes: { readings: NOTE[language] },
        recommendations: RECOMMENDATIONS[language],
      });
      expect(before).toContain(edited!.text);
      expect(before).toContain(removed!.text);
      expect(after).not.toContain(edited!.text);
      expect(after[after.indexOf(MINE[language]) - 1]).toBe(edited!.rule);
      expect(after).not.toContain(removed!.text);
      // The note closes the readings, before the doshas; the recommendations come after the doshas.
      const note = after.indexOf(NOTE[language]);
      const doshas = after.lastIndexOf(t("report.sections.doshas"));
      const recommendations = after.indexOf(RECOMMENDATIONS[language]);
      expect(after[note - 1]).toBe(t("report.edits.note"));
      expect(note).toBeLessThan(doshas);
      expect(recommendations).toBeGreaterThan(doshas);
      expect(after[recommendations - 1]).toBe(t("report.edits.recommendations"));
      for (const r of section!.readings) if (r !== edited && r !== removed) expect(after, r.key).toContain(r.text);
    },
    60_000,
  );
});

describe.skipIf(!hasPoppler)("the Life Report printed with edits", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "life-edits-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const cases = {
    en: {
      mine: "In my reading Saturn here asks for patience with partners; the marriage ripens after thirty-two.",
      note: "We spoke on 12 November about the shop in Tonk Road.",
      recommendations: "Light a sesame-oil lamp on Saturdays.\n\nMeet me again after Diwali.",
    },
    hi: {
      mine: "मेरे अनुभव में यहाँ शनि साझेदारों के साथ धैर्य माँगता है; विवाह बत्तीस वर्ष के बाद फलता है।",
      note: "बारह नवंबर को टोंक रोड की दुकान के बारे में बात हुई।",
      recommendations: "शनिवार को तिल के तेल का दीपक जलाएँ।\n\nदीपावली के बाद फिर मिलें।",
    },
  } as const;

  it.each(["en", "hi"] as const)(
    "%s: the edited text in place of the library's, the removed reading gone, the note and recommendations printed",
    async (language) => {
      const c = cases[language];
      const t = translator(printResources, language);
      const input = reportInput(f, "life-report", language);
      const sections = selectReadings(input, t)!;
      const grahas = sections.find((s) => s.id === "grahas")!.readings;
      const edited = grahas.find((r) => r.key.startsWith("grahaInHouse.Saturn."))!;
      const removed = sections.find((s) => s.id === "houseLords")!.readings[6]!;
      const edits: ReportEdits = {
        readings: { [edited.key]: c.mine, [removed.key]: null },
        notes: { grahas: c.note },
        recommendations: c.recommendations,
      };
      const file = path.join(dir, `life-${language}.pdf`);
      writeFileSync(file, await renderInput({ ...input, edits }));
      const text = flat(pdfText(file));
      const opening = (s: string) => printable(s.split(/(?<=[.!?।])\s/u)[0]!);

      expect(text).toContain(flat(c.mine));
      expect(text).toContain(printable(edited.rule)); // the rule stays above the astrologer's text
      expect(text.indexOf(printable(edited.rule))).toBeLessThan(text.indexOf(flat(c.mine)));
      expect(text).not.toContain(opening(edited.text));
      expect(text).not.toContain(printable(removed.rule));
      expect(text).not.toContain(opening(removed.text));
      expect(text).toContain(t("report.edits.note"));
      expect(text).toContain(flat(c.note));
      expect(text).toContain(t("report.edits.recommendations"));
      for (const p of paragraphsOf(c.recommendations)) expect(text).toContain(p);
      // The note ends its section; the recommendations close the report (the contents page names them first).
      expect(text.lastIndexOf(flat(c.note))).toBeLessThan(text.lastIndexOf(t("report.edits.recommendations")));
      // U+25CC: what a shaper draws for a vowel sign with no consonant to sit on.
      expect(text).not.toContain("\u25CC");

      // The readings left alone print as before.
      const kept = grahas.find((r) => r.key.startsWith("grahaInSign.Saturn."))!;
      expect(text).toContain(opening(kept.text));
    },
    120_000,
  );
});
