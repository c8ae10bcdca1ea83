// fontkit ships no types; the report code needs only this much of a font.
declare module "fontkit" {
  export interface Glyph {
    id: number;
    /** The characters this glyph stands for, as the text that produced it had them. */
    codePoints: number[];
  }
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown): unknown;
    getGlyph(id: number, codePoints?: number[]): Glyph;
  }
  export function create(buffer: Uint8Array): Font;
}
