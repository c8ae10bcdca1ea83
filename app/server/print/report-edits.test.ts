/**
 * Edit before printing (issue 16): the Life Report's readings as data (the draft) are the ones it
 * prints, in its order; the astrologer's rewritten text prints in place of the library's, a removed
 * reading not at all, notes and recommendations where they belong, Hindi shaped (pdftotext).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { create } from "fontkit";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printResources } from "~/i18n/print-resources";
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
import { selectReadings } from "./reports/selection";
import { loadFixtures, NOW, renderInput, reportInput, type Fixtures } from "./testing/fixtures";
import { fontBytes, nodeFonts } from "./testing/node-fonts";
import { hasPoppler } from "./testing/poppler";
import { pdfText } from "./testing/text";
import { translator } from "./translate";

/** pdftotext's text with line breaks and hyphenation at line ends undone. */
const flat = (text: string) => text.replace(/-\n(?=\p{Ll})/gu, "").replace(/\s+/gu, " ");

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
  let f: Fixtures;
  beforeAll(async () => {
    f = await loadFixtures();
  });

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
    const input = reportInput(f, "life-report", "en");
    const selectedKeys = selectReadings(input, translator(printResources, "en"))!.flatMap((s) =>
      s.readings.map((r) => r.key),
    );
    // Every reading the builder prints is looked up in the edits first (library.ts readingText): record the lookups.
    const asked: string[] = [];
    const readings = new Proxy<Record<string, string | null>>(
      {},
      { getOwnPropertyDescriptor: (_, key) => void asked.push(String(key)) },
    );
    await renderInput({ ...input, edits: { readings, notes: {}, recommendations: "" } });
    expect(asked.filter((k, i) => asked.indexOf(k) === i)).toEqual(selectedKeys);
  }, 60_000);
});

describe("the Phaladesh's selection and edits", () => {
  let f: Fixtures;
  beforeAll(async () => {
    f = await loadFixtures();
  });

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
    const input = reportInput(f, "phaladesh", "en");
    const selectedKeys = selectReadings(input, translator(printResources, "en"))!.flatMap((s) =>
      s.readings.map((r) => r.key),
    );
    const asked: string[] = [];
    const readings = new Proxy<Record<string, string | null>>(
      {},
      { getOwnPropertyDescriptor: (_, key) => void asked.push(String(key)) },
    );
    await renderInput({ ...input, edits: { readings, notes: {}, recommendations: "" } });
    expect(asked.filter((k, i) => asked.indexOf(k) === i)).toEqual(selectedKeys);
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
      const note = language === "en" ? "We spoke about the move to Pune." : "पुणे जाने के बारे में बात हुई।";
      const recommendations = language === "en" ? "Meet me again after Diwali." : "दीपावली के बाद फिर मिलें।";
      const render = async (edits?: ReportEdits) => {
        const lines: TranscriptLine[] = [];
        await renderReport(
          { ...input, ...(edits ? { edits } : {}) },
          { fonts: nodeFonts(), t, creationDate: new Date(NOW), transcript: lines },
        );
        return lines.map((l) => l.text);
      };
      const before = await render();
      const after = await render({
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

describe.skipIf(!hasPoppler)("the Life Report printed with edits", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "life-edits-"));
  let f: Fixtures;
  beforeAll(async () => {
    f = await loadFixtures();
  });
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
