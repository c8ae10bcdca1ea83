/**
 * Every character a report can print exists in the embedded font (after the writer's
 * substitutions): a missing glyph prints as an empty box and nobody notices until a client does.
 */
import { create } from "fontkit";
import { describe, expect, it } from "vitest";
import enChart from "../../../i18n/en/chart.json";
import hiChart from "../../../i18n/hi/chart.json";
import enReport from "../../../i18n/en/report.json";
import hiReport from "../../../i18n/hi/report.json";
import enReadings from "../../../i18n/print/en/report.json";
import hiReadings from "../../../i18n/print/hi/report.json";
import { STONES } from "#engine/gemstones.ts";
import { fontBytes } from "../testing/node-fonts";
import { printable } from "./writer";

type Tree = string | number | Tree[] | { [key: string]: Tree };

function strings(tree: Tree): string[] {
  if (typeof tree === "string") return [tree];
  if (typeof tree === "number") return [];
  return Object.values(tree).flatMap(strings);
}

describe("report font coverage", () => {
  const fonts = fontBytes();
  for (const [weight, bytes] of Object.entries(fonts)) {
    it(`${weight}: has a glyph for every character of the report and chart texts`, () => {
      const font = create(Buffer.from(bytes));
      const texts = [enReport, hiReport, enReadings, hiReadings, enChart, hiChart].flatMap((t) => strings(t as Tree));
      texts.push(...Object.values(STONES).map((s) => s.mantra), "12°34′56″ → ₹");
      const missing = new Set<string>();
      for (const text of texts) {
        for (const ch of printable(text)) if (!font.hasGlyphForCodePoint(ch.codePointAt(0)!)) missing.add(ch);
      }
      expect([...missing]).toEqual([]);
    });
  }

  it("substitutes the characters the font lacks", () => {
    expect(printable("12°34′ → 5″")).toBe("12°34' › 5\"");
  });
});
