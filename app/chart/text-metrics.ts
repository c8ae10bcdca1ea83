/**
 * Width of a chart label in em, estimated without a font engine so that the same layout runs
 * in the browser, in SSR and in the PDF renderer.
 *
 * The figures are advance widths measured in Chromium for Noto Sans, Liberation Sans (Arial's
 * metrics), DejaVu Sans and Noto Sans Devanagari, rounded up to the widest of them plus about
 * 8 %, because labels are drawn semi-bold and the reader's own fallback font is unknown.
 * Overestimating only costs a little space; underestimating makes labels collide.
 */

const NARROW = new Set([..."iIjl.,:;'|!′"]);
const WIDE = new Set([..."MWmw@%"]);

// Devanagari marks drawn above or below the base letter: they add no advance width.
const COMBINING = /[\u0900-\u0902\u093A\u093C\u0941-\u0948\u094D\u0951-\u0957\u0962\u0963]/u;
// Dependent vowel signs that take their own space beside the letter (ा ि ी ो ौ …) and the visarga.
const SPACING_MARK = /[\u0903\u093B\u093E-\u0940\u0949-\u094C\u094E\u094F]/u;
const DEVANAGARI = /[\u0900-\u097F]/u;

function charWidthEm(ch: string): number {
  if (COMBINING.test(ch)) return 0;
  if (SPACING_MARK.test(ch)) return 0.3;
  if (DEVANAGARI.test(ch)) return 0.85;
  if (ch === " ") return 0.3;
  if (ch === "(" || ch === ")" || ch === "[" || ch === "]") return 0.38;
  if (ch === "°") return 0.5;
  if (ch === "/" || ch === "-") return 0.42;
  if (NARROW.has(ch)) return 0.3;
  if (WIDE.has(ch)) return 1.02;
  if (ch >= "0" && ch <= "9") return 0.66;
  if (ch >= "A" && ch <= "Z") return 0.76;
  if (ch >= "a" && ch <= "z") return 0.64;
  return 0.8;
}

/** Estimated advance width of `text` in em (multiply by the font size). */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const ch of text) width += charWidthEm(ch);
  return width;
}

/**
 * Vertical extent of a line of text around its alphabetic baseline, in em. Devanagari reaches
 * higher (matras above the headline) and lower (ु ू) than Latin, so the box allows for both.
 */
export const TEXT_ASCENT_EM = 0.95;
export const TEXT_DESCENT_EM = 0.3;
export const TEXT_BOX_EM = TEXT_ASCENT_EM + TEXT_DESCENT_EM;
