// fontkit ships no types; the report code needs only this much of a font.
declare module "fontkit" {
  export interface Font {
    unitsPerEm: number;
    hasGlyphForCodePoint(codePoint: number): boolean;
    layout(text: string, features?: unknown): unknown;
  }
  export function create(buffer: Uint8Array): Font;
}
