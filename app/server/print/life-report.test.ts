/**
 * The Life Report read from the readings library (issue 16): a report an astrologer can sell is
 * long (30+ A4 pages) and never says the same sentence twice; its readings are the ones this
 * chart selects. Read back from the PDF with poppler.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { printResources } from "#app/i18n/print-resources";
import { printable } from "./pdf/writer";
import { relationOf } from "./reports/library";
import { loadFixtures, renderInput, reportInput, type Fixtures } from "./testing/fixtures";
import { hasPoppler } from "./testing/poppler";
import { pdfPages, pdfText } from "./testing/text";
import { translator } from "./translate";

/** Sentences of six words or more, whitespace and hyphenation at line ends undone. */
function sentences(text: string): string[] {
  return text
    .replace(/-\n(?=\p{Ll})/gu, "")
    .replace(/\s+/gu, " ")
    .split(/(?<=[.!?।])\s+/u)
    .map((s) => s.trim())
    .filter((s) => s.split(" ").length >= 6);
}

describe("the dasha lords' bond", () => {
  it("is friendly only when both count the other a friend", () => {
    expect(relationOf("Sun", "Moon")).toBe("friends");
    expect(relationOf("Sun", "Mercury")).toBe("neutral");
    expect(relationOf("Sun", "Saturn")).toBe("enemies");
    expect(relationOf("Moon", "Mercury")).toBe("enemies");
  });
});

describe.skipIf(!hasPoppler)("the Life Report", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "life-"));
  let f: Fixtures;
  beforeAll(async () => {
    f = await loadFixtures();
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it.each(["en", "hi"] as const)(
    "%s: 30+ A4 pages, a contents page, no sentence repeated",
    async (language) => {
      const file = path.join(dir, `life-${language}.pdf`);
      writeFileSync(file, await renderInput(reportInput(f, "life-report", language)));
      expect(pdfPages(file)).toBeGreaterThanOrEqual(30);
      const t = translator(printResources, language);
      expect(pdfText(file, { first: 2, last: 2 })).toContain(t("report.sections.contents"));

      const text = pdfText(file);
      const seen = new Set<string>();
      const repeats = sentences(text).filter((s) => (seen.has(s) ? true : (seen.add(s), false)));
      expect(repeats).toEqual([]);
      expect(seen.size).toBeGreaterThan(300);
    },
    120_000,
  );

  it("prints the readings this chart selects, each under its rule", async () => {
    const file = path.join(dir, "life-en-readings.pdf");
    writeFileSync(file, await renderInput(reportInput(f, "life-report", "en")));
    const text = pdfText(file).replace(/\s+/gu, " ");
    const k = f.kundli("life-report");
    const lagna = k.planets.find((p) => p.planet === "Ascendant")!.sign;
    const moon = k.planets.find((p) => p.planet === "Moon")!;
    const saturn = k.planets.find((p) => p.planet === "Saturn")!;
    const lib = printResources.en.translation.library as Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
    const opening = (s: string) => printable(s.split(/(?<=[.!?])\s/u)[0]!);
    for (const r of [
      lib.lagna[lagna],
      lib.moonNakshatra[moon.nakshatra],
      lib.grahaInSign.Saturn[saturn.sign],
      lib.grahaInHouse.Saturn[saturn.house],
    ]) {
      expect(text).toContain(printable(r.rule));
      expect(text).toContain(opening(r.text));
      expect(text.indexOf(printable(r.rule))).toBeLessThan(text.indexOf(opening(r.text)));
    }
    expect(text).toContain(opening(lib.moonNakshatra[moon.nakshatra].padas[moon.pada]));
  }, 120_000);
});
