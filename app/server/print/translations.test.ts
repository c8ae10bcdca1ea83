/**
 * The report and print texts: the same keys in English and Hindi (lists of the same length),
 * the same {{placeholders}}, nothing empty, and the Hindi actually in Devanagari.
 */
import { describe, expect, it } from "vitest";
import enDownloads from "../../i18n/en/downloads.json";
import enPrint from "../../i18n/en/print.json";
import { printResources } from "#app/i18n/print-resources";
import hiDownloads from "../../i18n/hi/downloads.json";
import hiPrint from "../../i18n/hi/print.json";

type Tree = string | Tree[] | { [key: string]: Tree };

function leaves(tree: Tree, prefix = ""): [string, string][] {
  if (typeof tree === "string") return [[prefix, tree]];
  return Object.entries(tree).flatMap(([k, v]) => leaves(v as Tree, prefix ? `${prefix}.${k}` : k));
}

const placeholders = (text: string) => [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();

describe.each([
  ["report", printResources.en.translation.report, printResources.hi.translation.report],
  ["print", enPrint, hiPrint],
  ["varshphalReport", printResources.en.translation.varshphalReport, printResources.hi.translation.varshphalReport],
  ["panchangReport", printResources.en.translation.panchangReport, printResources.hi.translation.panchangReport],
  ["downloads", enDownloads, hiDownloads],
] as const)("%s texts", (_area, en, hi) => {
  const enLeaves = new Map(leaves(en as Tree));
  const hiLeaves = new Map(leaves(hi as Tree));

  it("have the same keys in both languages", () => {
    expect([...hiLeaves.keys()].sort()).toEqual([...enLeaves.keys()].sort());
  });

  it("are never empty, keep the placeholders, and the Hindi is written in Devanagari", () => {
    for (const [key, english] of enLeaves) {
      const hindi = hiLeaves.get(key) ?? "";
      expect(english.trim(), key).not.toBe("");
      expect(hindi.trim(), key).not.toBe("");
      expect(placeholders(hindi), key).toEqual(placeholders(english));
    }
    // Short labels may stay as they are (A4, SAV …), but the readings must be Hindi.
    const prose = [...hiLeaves].filter(([, text]) => text.length > 40);
    expect(prose.length).toBeGreaterThan(0);
    for (const [key, text] of prose) expect(text, key).toMatch(/[\u0900-\u097F]{3}/u);
  });
});
