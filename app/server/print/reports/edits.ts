/**
 * The astrologer's edits of a report's readings (issue 16, "edit before printing"), as the print
 * job stores them and the renderer applies them; and the limits the request side checks. No
 * library texts and no rendering code here: the main Worker imports this.
 */

/** Reports whose readings can be edited before printing: those with a selection (selection.ts). */
export const EDITABLE_REPORTS = ["janam-kundli", "life-report", "phaladesh", "dosha", "gemstone"] as const;
export type EditableReport = (typeof EDITABLE_REPORTS)[number];

export function isEditableReport(type: string): type is EditableReport {
  return (EDITABLE_REPORTS as readonly string[]).includes(type);
}

/** What a print job carries (print_jobs.edits, JSON). */
export interface ReportEdits {
  /** Reading key (library key, e.g. "grahaInHouse.Saturn.7") → the astrologer's text, or null: not printed. */
  readings: Record<string, string | null>;
  /** Section id (selection.ts) → the astrologer's note, printed at the end of that section. */
  notes: Record<string, string>;
  /** The astrologer's recommendations, the report's last section; "" for none. */
  recommendations: string;
}

export const NO_EDITS: ReportEdits = { readings: {}, notes: {}, recommendations: "" };

/**
 * Limits of what a draft may carry. A Life Report selects about 150 readings; a reading of the
 * library is at most about 1,500 characters, an astrologer's may be longer, not a book.
 */
export const EDIT_LIMITS = {
  readingText: 4000,
  note: 4000,
  recommendations: 8000,
  readings: 400,
  notes: 20,
  key: 100,
} as const;

/** A library key: dotted names and numbers ("lordInHouse.10.7", "remedies.Saturn.gemstone"). */
export const READING_KEY = /^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+){1,4}$/;

/**
 * What the astrologer may write: the characters the report font (Noto Sans Devanagari, which
 * carries Latin) draws, so nothing prints as an empty box: ASCII, the accented Latin letters the
 * font has (ā ī ū ś among them, not ṛ ṣ ṇ), Devanagari with the joiners its words need, dashes,
 * quotes, the bullet, the ellipsis, the rupee and euro signs, line breaks. Code point ranges,
 * inclusive; report-edits.test.ts checks that both weights of the font have every one.
 */
export const WRITABLE_RANGES: readonly (readonly [number, number])[] = [
  [0x09, 0x0a],
  [0x0d, 0x0d],
  [0x20, 0x7e],
  [0xa0, 0xa3],
  [0xa5, 0xa5],
  [0xa7, 0xab],
  [0xad, 0xb0],
  [0xb4, 0xb4],
  [0xb6, 0xb8],
  [0xba, 0xbb],
  [0xbf, 0x107],
  [0x10a, 0x113],
  [0x116, 0x11b],
  [0x11e, 0x123],
  [0x126, 0x127],
  [0x12a, 0x12b],
  [0x12e, 0x131],
  [0x136, 0x137],
  [0x139, 0x13e],
  [0x141, 0x148],
  [0x150, 0x155],
  [0x158, 0x15b],
  [0x15e, 0x161],
  [0x164, 0x165],
  [0x16a, 0x16b],
  [0x16e, 0x17e],
  [0x900, 0x97f],
  [0x200c, 0x200d],
  [0x2013, 0x2014],
  [0x2018, 0x201a],
  [0x201c, 0x201e],
  [0x2022, 0x2022],
  [0x2026, 0x2026],
  [0x20ac, 0x20ac],
  [0x20b9, 0x20b9],
];

export function isWritable(text: string): boolean {
  for (const ch of text) {
    const c = ch.codePointAt(0)!;
    if (!WRITABLE_RANGES.some(([from, to]) => c >= from && c <= to)) return false;
  }
  return true;
}

/** Text as stored and printed: NFC, Windows line ends made plain, no trailing spaces on lines, trimmed. */
export function cleanText(text: string): string {
  return text
    .normalize("NFC")
    .replace(/\r\n?/g, "\n")
    .replace(/[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** Paragraphs of a text the astrologer wrote: split at blank lines. */
export function paragraphsOf(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
}

/** A job's stored edits, or none when the column is empty or not what this code wrote. */
export function parseEdits(json: string | null | undefined): ReportEdits | undefined {
  if (!json) return undefined;
  try {
    const value = JSON.parse(json) as Partial<ReportEdits>;
    if (typeof value !== "object" || value === null) return undefined;
    return {
      readings: typeof value.readings === "object" && value.readings !== null ? value.readings : {},
      notes: typeof value.notes === "object" && value.notes !== null ? value.notes : {},
      recommendations: typeof value.recommendations === "string" ? value.recommendations : "",
    };
  } catch {
    return undefined;
  }
}
