/**
 * The logo decoder against PNGs written here by a small independent encoder (node:zlib, every
 * row filter type, several colour types) and against broken bytes, which must give null.
 */
import { deflateSync, inflateSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { chunk, interlacedPng, png } from "../testing/png";
import { decodeLogo, MAX_LOGO_SIDE } from "./logo";

/** A 12×7 RGBA image: left half opaque red-to-blue ramp, right half fully transparent. */
function rgbaRows(): Uint8Array[] {
  return Array.from({ length: 7 }, (_, y) => {
    const row = new Uint8Array(12 * 4);
    for (let x = 0; x < 12; x++) {
      row.set(x < 6 ? [200 - x * 20, y * 30, x * 40, 255] : [0, 0, 0, 0], x * 4);
    }
    return row;
  });
}

describe("decodeLogo", () => {
  it("decodes an RGBA PNG through every row filter, keeping the alpha mask", () => {
    const logo = decodeLogo(png({ width: 12, height: 7, colourType: 6, rows: rgbaRows(), bpp: 4 }));
    expect(logo?.kind).toBe("pixels");
    if (logo?.kind !== "pixels") return;
    expect([logo.width, logo.height]).toEqual([12, 7]);
    for (let y = 0; y < 7; y++) {
      for (let x = 0; x < 12; x++) {
        const p = y * 12 + x;
        expect(logo.alpha![p]).toBe(x < 6 ? 255 : 0);
        if (x < 6) expect([...logo.rgb.subarray(p * 3, p * 3 + 3)]).toEqual([200 - x * 20, y * 30, x * 40]);
      }
    }
  });

  it("decodes an opaque RGB PNG without a mask", () => {
    const rows = Array.from({ length: 5 }, (_, y) => Uint8Array.from({ length: 9 }, (_, i) => (y * 50 + i * 7) & 0xff));
    const logo = decodeLogo(png({ width: 3, height: 5, colourType: 2, rows, bpp: 3 }));
    expect(logo).toMatchObject({ kind: "pixels", width: 3, height: 5, alpha: null });
    if (logo?.kind === "pixels") expect([...logo.rgb.subarray(3 * 3 * 4)]).toEqual([...rows[4]!]);
  });

  it("decodes a 2-bit palette PNG with per-index transparency", () => {
    const plte = chunk("PLTE", Uint8Array.from([255, 255, 255, 31, 78, 154, 250, 117, 0]));
    const trns = chunk("tRNS", Uint8Array.from([0]));
    // 5 pixels per row at 2 bits: indexes 0,1,2,1,0 → 00 01 10 01 | 00 000000
    const row = Uint8Array.from([0b00011001, 0b00000000]);
    const logo = decodeLogo(
      png({ width: 5, height: 2, colourType: 3, depth: 2, rows: [row, row], bpp: 1, extra: [plte, trns] }),
    );
    expect(logo?.kind).toBe("pixels");
    if (logo?.kind !== "pixels") return;
    expect([...logo.alpha!.subarray(0, 5)]).toEqual([0, 255, 255, 255, 0]);
    expect([...logo.rgb.subarray(3, 9)]).toEqual([31, 78, 154, 250, 117, 0]);
  });

  it("scales 16-bit grey with alpha to 8 bits", () => {
    const row = Uint8Array.from([0xff, 0xff, 0x80, 0x00, 0x00, 0x10, 0xff, 0xff]);
    const logo = decodeLogo(png({ width: 2, height: 1, colourType: 4, depth: 16, rows: [row], bpp: 4 }));
    expect(logo).toMatchObject({ kind: "pixels", width: 2, height: 1 });
    if (logo?.kind !== "pixels") return;
    expect([...logo.rgb]).toEqual([255, 255, 255, 0, 0, 0]);
    expect([...logo.alpha!]).toEqual([128, 255]);
  });

  it(`shrinks a large logo to at most ${MAX_LOGO_SIDE} px on its long side`, () => {
    const rows = Array.from({ length: 700 }, () => new Uint8Array(1900 * 3).fill(90));
    const logo = decodeLogo(png({ width: 1900, height: 700, colourType: 2, rows, bpp: 3 }));
    expect(logo?.kind).toBe("pixels");
    if (logo?.kind !== "pixels") return;
    expect(Math.max(logo.width, logo.height)).toBeLessThanOrEqual(MAX_LOGO_SIDE);
    expect(logo.width).toBe(475);
    expect(logo.rgb[0]).toBe(90);
  });

  it("passes a JPEG through as its bytes", () => {
    const jpeg = Uint8Array.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46]);
    expect(decodeLogo(jpeg)).toEqual({ kind: "jpeg", bytes: jpeg });
  });

  it("decodes an Adam7-interlaced RGBA PNG to the same pixels as the plain one", () => {
    // 13×10 leaves passes with few or no pixels at the right and bottom edges.
    const colour = (x: number, y: number) => [(x * 19) & 0xff, (y * 23) & 0xff, (x * y * 3) & 0xff, x === 12 ? 0 : 255];
    const logo = decodeLogo(interlacedPng({ width: 13, height: 10, colourType: 6, depth: 8, bpp: 4, pixel: colour }));
    expect(logo).toMatchObject({ kind: "pixels", width: 13, height: 10 });
    if (logo?.kind !== "pixels") return;
    for (let y = 0; y < 10; y++) {
      for (let x = 0; x < 13; x++) {
        const p = y * 13 + x;
        const [r, g, b, a] = colour(x, y);
        expect([...logo.rgb.subarray(p * 3, p * 3 + 3), logo.alpha![p]]).toEqual([r, g, b, a]);
      }
    }
  });

  it("decodes an interlaced 1-bit grey PNG, whose passes pack several pixels in a byte", () => {
    const on = (x: number, y: number) => (x + 2 * y) % 3 === 0;
    const logo = decodeLogo(
      interlacedPng({ width: 11, height: 6, colourType: 0, depth: 1, bpp: 1, pixel: (x, y) => [on(x, y) ? 1 : 0] }),
    );
    expect(logo).toMatchObject({ kind: "pixels", width: 11, height: 6, alpha: null });
    if (logo?.kind !== "pixels") return;
    for (let y = 0; y < 6; y++)
      for (let x = 0; x < 11; x++) expect(logo.rgb[(y * 11 + x) * 3]).toBe(on(x, y) ? 255 : 0);
  });

  it("gives null for an interlaced PNG whose data is cut short", () => {
    const full = interlacedPng({ width: 9, height: 9, colourType: 2, depth: 8, bpp: 3, pixel: () => [1, 2, 3] });
    const ihdr = full.subarray(8, 33);
    const idat = chunk("IDAT", deflateSync(inflateSync(full.subarray(41, full.length - 16)).subarray(0, 40)));
    const short = Buffer.concat([full.subarray(0, 8), ihdr, idat, chunk("IEND", new Uint8Array())]);
    expect(decodeLogo(short)).toBeNull();
  });

  it("gives null for anything else: empty, WebP, text, a truncated or corrupt PNG", () => {
    const good = png({ width: 12, height: 7, colourType: 6, rows: rgbaRows(), bpp: 4 });
    const corrupt = Uint8Array.from(good);
    corrupt.fill(0x55, 60, 90);
    expect(decodeLogo(undefined)).toBeNull();
    expect(decodeLogo(new Uint8Array())).toBeNull();
    expect(decodeLogo(new TextEncoder().encode("RIFF....WEBPVP8 "))).toBeNull();
    expect(decodeLogo(new TextEncoder().encode("<svg></svg>"))).toBeNull();
    expect(decodeLogo(good.subarray(0, 50))).toBeNull();
    expect(decodeLogo(corrupt)).toBeNull();
  });
});
