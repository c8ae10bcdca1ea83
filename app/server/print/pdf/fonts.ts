/**
 * Fonts prepared once per isolate (or Node process) and shared by every report made there.
 * pdfkit accepts a fontkit font in place of font bytes; its own shaping cache lives on each
 * document, so every report would shape every word again. Here the fontkit font's `layout` is
 * memoized across documents: shaping Devanagari (GSUB/GPOS lookups) is most of a Hindi report's
 * time, and the same words (sign, planet and nakshatra names, dates, numbers) recur in every one.
 */
import { create } from "fontkit";

/** A fontkit font as pdfkit uses it. */
export interface ShapingFont {
  layout(text: string, features?: unknown): unknown;
}

export interface PreparedFonts {
  regular: ShapingFont;
  bold: ShapingFont;
}

/** Words kept per font; past this the cache starts afresh (a few MB at most). */
const CACHE_LIMIT = 50_000;

export function prepareFont(bytes: Uint8Array): ShapingFont {
  const font = create(bytes);
  const shape = font.layout.bind(font);
  let cache = new Map<string, unknown>();
  // pdfkit scales the run's positions in place by 1000 / unitsPerEm, which is 1 for Noto Sans
  // Devanagari (1000 units per em), so a shared run is never changed by reuse.
  if (font.unitsPerEm !== 1000) return font;
  font.layout = (text: string, features?: unknown) => {
    if (features !== undefined) return shape(text, features);
    let run = cache.get(text);
    if (run === undefined) {
      if (cache.size >= CACHE_LIMIT) cache = new Map();
      run = shape(text);
      cache.set(text, run);
    }
    return run;
  };
  return font;
}

export function prepareFonts(bytes: { regular: Uint8Array; bold: Uint8Array }): PreparedFonts {
  return { regular: prepareFont(bytes.regular), bold: prepareFont(bytes.bold) };
}
