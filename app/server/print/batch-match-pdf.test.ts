/**
 * The batch match's PDF (print Worker, over RPC): read back with pdftotext, in English and Hindi:
 * the title, the table's columns and rows in rank order, and the rows that were not matched.
 */
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { BatchAnswer, BatchAnswerRow } from "#app/shared/match/batch-table";
import { batchMatchPdf } from "./batch-match-pdf";
import { nodeFonts } from "./testing/node-fonts";
import { pdfText } from "./testing/text";

const row = (rank: number, name: string, total: number, extra: Partial<BatchAnswerRow> = {}): BatchAnswerRow => ({
  rank,
  index: rank - 1,
  name,
  total,
  outOf: 36,
  tier: total >= 25 ? "veryGood" : "good",
  kootas: { varna: 1, vashya: 2, tara: 1.5, yoni: 4, grahaMaitri: 5, gana: 6, bhakoot: 7, nadi: total - 26.5 },
  mangal: { boy: false, girl: true, cancelledBy: [] },
  bhakoot: { present: false, cancelledBy: [] },
  nadi: { present: false, cancelledBy: [] },
  link: "/main/match",
  ...extra,
});

const ANSWER: BatchAnswer = {
  side: "boy",
  profile: { id: 7, name: "Ravi Kumar" },
  rows: [
    row(1, "Zoya Khan", 33.5, { line: 4 }),
    row(2, "Asha Sharma", 28.5, { kundliId: 12, nadi: { present: true, cancelledBy: ["sameSignDifferentNakshatra"] } }),
  ],
  rejected: [{ line: 3, column: "date", code: "INVALID_DATE", message: "That date does not exist." }],
};

async function text(language: "en" | "hi", answer: BatchAnswer = ANSWER): Promise<string> {
  const pdf = await batchMatchPdf(answer, {
    language,
    brand: {},
    fonts: nodeFonts(),
    date: new Date("2026-11-25T06:00:00Z"),
  });
  const file = path.join(mkdtempSync(path.join(tmpdir(), "batch-pdf-")), `batch-${language}.pdf`);
  writeFileSync(file, pdf);
  return pdfText(file);
}

describe("batchMatchPdf", () => {
  it("prints the ranked table and the rows not matched, in English", async () => {
    const t = await text("en");
    expect(t).toContain("Batch matching: Ravi Kumar");
    expect(t).toContain("25 November 2026");
    for (const header of ["Girl", "Points", "Tier", "Vashya", "Maitri", "Nadi dosh", "(girl)"])
      expect(t).toContain(header);
    expect(t.indexOf("Zoya")).toBeGreaterThan(0);
    expect(t.indexOf("Zoya")).toBeLessThan(t.indexOf("Asha"));
    expect(t).toContain("33.5");
    expect(t.replace(/\s+/g, " ")).toContain("Cancelled: same Moon sign, different nakshatras");
    expect(t).toContain("1 not matched");
    expect(t).toContain("That date does not exist.");
  });

  it("keeps each candidate's name in every part of a table split across the page", async () => {
    const t = await text("en", {
      ...ANSWER,
      rows: [...ANSWER.rows, row(3, "Lakshmi Narayanan Subramaniam Iyer", 16, { line: 9, tier: "belowAverage" })],
    });
    const count = (needle: string) => t.split(needle).length - 1;
    // The English headings do not fit one table on A4: each part repeats the rank and the name.
    expect(count("Girl")).toBeGreaterThan(1);
    expect(count("Zoya Khan")).toBe(count("Girl"));
    expect(count("Asha Sharma")).toBe(count("Girl"));
  });

  it("prints Hindi headings and tiers", async () => {
    const t = await text("hi");
    expect(t).toContain("सामूहिक मिलान: Ravi Kumar");
    expect(t).toContain("25 नवंबर 2026");
    expect(t).toContain("नाड़ी दोष");
    expect(t.replace(/\s+/g, " ")).toContain("बहुत अच्छा मिलान");
    expect(t).toContain("पंक्ति 3");
  });
});
