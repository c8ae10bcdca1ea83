/**
 * The draft screen's state and the edits it sends (POST /api/print/kundli `edits`): only what
 * differs from the library, so a reading left alone prints the library's text as it stands.
 */

export interface DraftReadingData {
  key: string;
  rule: string;
  /** The library's text. */
  text: string;
  /** The astrologer's own text for this reading, or null. */
  mine: string | null;
}

export interface DraftData {
  reportType: string;
  language: "en" | "hi";
  name: string;
  sections: { id: string; title: string; readings: DraftReadingData[] }[];
  limits: { readingText: number; note: number; recommendations: number };
}

export interface DraftState {
  /** Reading key → the text in its box. */
  texts: Record<string, string>;
  removed: Record<string, boolean>;
  /** Reading key → keep the rewritten text as the astrologer's own (true unless unticked). */
  remember: Record<string, boolean>;
  notes: Record<string, string>;
  recommendations: string;
}

/** The astrologer's own texts as the screen knows them (a text forgotten or kept changes it). */
export type MineTexts = Record<string, string | null>;

export type ReadingStatus = "library" | "mine" | "edited" | "removed";

export interface DraftEdits {
  readings: { key: string; text?: string; removed?: true; remember?: boolean }[];
  notes: { section: string; text: string }[];
  recommendations: string;
}

/** Compared as the server stores text: line ends made plain, trimmed. */
const same = (a: string, b: string) => a.replace(/\r\n?/g, "\n").trim() === b.replace(/\r\n?/g, "\n").trim();

export function readingState(reading: DraftReadingData, state: DraftState, mine: MineTexts): ReadingStatus {
  if (state.removed[reading.key]) return "removed";
  const text = state.texts[reading.key] ?? reading.text;
  if (same(text, reading.text)) return "library";
  const own = mine[reading.key];
  return own && same(text, own) ? "mine" : "edited";
}

export function editsOf(draft: DraftData, state: DraftState, mine: MineTexts): DraftEdits {
  const readings: DraftEdits["readings"] = [];
  for (const section of draft.sections) {
    for (const r of section.readings) {
      const status = readingState(r, state, mine);
      if (status === "removed") readings.push({ key: r.key, removed: true });
      else if (status === "mine") readings.push({ key: r.key, text: state.texts[r.key]! });
      else if (status === "edited")
        readings.push({ key: r.key, text: state.texts[r.key]!, remember: state.remember[r.key] ?? true });
    }
  }
  const notes = draft.sections
    .map((s) => ({ section: s.id, text: (state.notes[s.id] ?? "").trim() }))
    .filter((n) => n.text !== "");
  return { readings, notes, recommendations: state.recommendations.trim() };
}
