/**
 * The PDF's text layer in logical Unicode order. A shaped Devanagari run is drawn in visual glyph
 * order: the i-matra before its consonant, a reph after the letter it sits on, conjuncts as one
 * glyph. Read back glyph by glyph through the font's ToUnicode map, "राशि" comes out as "रािश" and
 * "कर्क" as "ककर्", which is what copy and paste, search and screen readers would get. So every
 * drawn line that is not plain ASCII is wrapped in a marked-content span whose /ActualText is the
 * line as it was given (PDF 32000-1 §14.9.4): readers that honour it (poppler, Acrobat, PDFium)
 * take the span's text in place of its glyphs'. Plain ASCII is left alone: it already reads right.
 * Why here and why inside BT … ET: docs/decisions/0015-pdf-text-layer-actualtext.md.
 *
 * pdfkit draws every line of text, wrapped or not, through `_fragment` (one call per line, the
 * line's own substring), so hooking it there covers every text primitive the reports use.
 */

/** Anything outside printable ASCII may be shaped into glyphs that do not read back as typed. */
const NEEDS_ACTUAL_TEXT = /[^\x20-\x7E]/u;

/** A PDF text string as a hex string: UTF-16BE with its byte order mark (JS strings are UTF-16). */
export function utf16Hex(text: string): string {
  let hex = "FEFF";
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).toUpperCase().padStart(4, "0");
  return `<${hex}>`;
}

/** The marked-content operators that open a span reading as `text`. */
export function actualTextSpan(text: string): string {
  return `/Span <</ActualText ${utf16Hex(text)}>> BDC`;
}

interface FragmentDrawer {
  _fragment(text: unknown, x: number, y: number, options: unknown): void;
  addContent(data: string): FragmentDrawer;
}

/** Makes every later line of text drawn on `doc` carry its logical text. */
export function drawWithActualText(doc: PDFKit.PDFDocument): void {
  const drawer = doc as unknown as FragmentDrawer;
  const fragment = drawer._fragment;
  const write = drawer.addContent;
  if (typeof fragment !== "function") throw new Error("pdfkit changed: no _fragment to draw text through");
  drawer._fragment = function (this: FragmentDrawer, text, x, y, options) {
    // As pdfkit reads it; a wrapped line keeps the space it broke at, which is not part of the line.
    const line = String(text).replace(/\n/g, "").replace(/\s+$/u, "");
    if (!NEEDS_ACTUAL_TEXT.test(line)) return fragment.call(this, text, x, y, options);
    // The span goes inside the line's text object (BT … ET), where the page is flipped for
    // pdfkit's top-down coordinates and the font is set: poppler places the span's text with the
    // transformation in force at EMC, and outside the q … Q around BT it would land upside down.
    this.addContent = (data: string) => {
      if (data === "ET") write.call(this, "EMC");
      write.call(this, data);
      if (data === "BT") write.call(this, actualTextSpan(line));
      return this;
    };
    try {
      fragment.call(this, text, x, y, options);
    } finally {
      this.addContent = write;
    }
  };
}
