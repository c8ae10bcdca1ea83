/**
 * Reading rendered PDFs back (Node tests): pdftotext's text of a file or a page range, and
 * whether a word is in it.
 */
import { execFileSync } from "node:child_process";

export function pdfText(file: string, o: { first?: number; last?: number; layout?: boolean } = {}): string {
  const args = [
    ...(o.first ? ["-f", String(o.first)] : []),
    ...(o.last ? ["-l", String(o.last)] : []),
    ...(o.layout ? ["-layout"] : []),
    file,
    "-",
  ];
  return execFileSync("pdftotext", args, { encoding: "utf8" });
}

export function pdfPages(file: string): number {
  return Number(/Pages:\s+(\d+)/.exec(execFileSync("pdfinfo", [file], { encoding: "utf8" }))![1]);
}

/**
 * pdftotext returns Devanagari in glyph order (the i-matra before its consonant, marks where
 * the shaper put them, sometimes a space inside a word), and a vowel sign drawn with another's
 * glyph reads back as that one (the aa-matra of "रा" as the o-matra when "ो" was set first). So
 * a word counts as found when some run of the extracted text, spaces and vowel signs removed,
 * has exactly its letters.
 */
export function hasWord(text: string, word: string): boolean {
  if (text.includes(word)) return true;
  const bare = (s: string) => s.replace(/[\s\u093E-\u094C]+/gu, "");
  const key = (chars: readonly string[]) => [...chars].sort().join("");
  const wanted = key([...bare(word)]);
  const chars = [...bare(text)];
  const n = [...bare(word)].length;
  for (let i = 0; i + n <= chars.length; i++) if (key(chars.slice(i, i + n)) === wanted) return true;
  return false;
}
