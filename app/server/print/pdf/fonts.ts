/**
 * Fonts prepared once per isolate (or Node process) and shared by every report made there.
 * pdfkit accepts a fontkit font in place of font bytes; its own shaping cache lives on each
 * document, so every report would shape every word again. Here the fontkit font's `layout` is
 * memoized across documents: shaping Devanagari (GSUB/GPOS lookups) is most of a Hindi report's
 * time, and the same words (sign, planet and nakshatra names, dates, numbers) recur in every one.
 *
 * What one report does to a shared font must not show in the next. fontkit keeps one glyph
 * object per glyph id for the font's life, carrying the characters of whoever asked for it
 * first, and its shaper classes each letter by those characters; the PDF's text layer
 * (ToUnicode) is made from them too. pdfkit ends every document by encoding its font subset,
 * which asks for each embedded glyph, and for the parts of each composite glyph, by id alone:
 * ओ is drawn from अ, ा and े, ौ from ा and ै, ई from इ. A letter first met that way kept no
 * characters for the rest of the isolate's life, so every later report shaped अं or हैं as a
 * broken cluster, with a dotted circle (U+25CC: "ह◌ं") and the letter gone from its text
 * (fontkit issue #154). Shaping other words first did the same, more quietly: इ made while
 * shaping ई stood for ई in every later PDF's text. So here a glyph object is kept per glyph id
 * and characters (as the fix proposed upstream, fontkit PR #387, does): what a glyph stands for
 * depends only on the text being shaped, and a report comes out byte for byte the same whatever
 * the isolate printed before (shared-fonts.test.ts).
 */
import { create, type Font, type Glyph } from "fontkit";

/** A fontkit font as pdfkit uses it. */
export interface ShapingFont {
  layout(text: string, features?: unknown): unknown;
}

export interface PreparedFonts {
  regular: ShapingFont;
  bold: ShapingFont;
}

/** Words (and glyph objects) kept per font; past this the cache starts afresh (a few MB at most). */
const CACHE_LIMIT = 50_000;

/** fontkit's glyph class for this font, made as fontkit makes glyphs: (id, characters, font). */
type GlyphClass = new (id: number, codePoints: number[], font: Font) => Glyph;

/**
 * Glyph objects per glyph id and characters, in place of fontkit's per id (see above). fontkit
 * calls `getGlyph` for every glyph it makes (shaping, subsets), so this is the only way in.
 * A glyph object decodes its outline and metrics lazily, once: a few per glyph cost little.
 */
function keepGlyphsByCharacters(font: Font): void {
  // Every glyph of a font is of one class (TrueType here); glyph 0 is .notdef.
  const GlyphOf = font.getGlyph(0).constructor as GlyphClass;
  let glyphs = new Map<string, Glyph>();
  font.getGlyph = (id: number, codePoints: number[] = []) => {
    const key = `${id}:${codePoints.join(",")}`;
    let glyph = glyphs.get(key);
    if (glyph === undefined) {
      if (glyphs.size >= CACHE_LIMIT) glyphs = new Map();
      glyph = new GlyphOf(id, [...codePoints], font);
      glyphs.set(key, glyph);
    }
    return glyph;
  };
}

export function prepareFont(bytes: Uint8Array): ShapingFont {
  const font = create(bytes);
  keepGlyphsByCharacters(font);
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
