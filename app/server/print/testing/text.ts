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
 * Whether pdftotext's text has the word exactly: the text layer reads in logical order
 * (pdf/actual-text.ts), so a Hindi word comes back as it was written.
 */
export function hasWord(text: string, word: string): boolean {
  return text.includes(word);
}
