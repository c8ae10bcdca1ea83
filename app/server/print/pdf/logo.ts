/**
 * The brand's logo, made ready for the PDF: a JPEG goes in as it is (pdfkit copies its bytes);
 * a PNG is decoded here, synchronously, into RGB plus an alpha mask, and shrunk to a print size.
 * pdfkit's own PNG path decodes transparent PNGs through an asynchronous inflate that wants a
 * Web Worker (fflate), which the Workers runtime lacks; logos are mostly transparent PNGs.
 *
 * Interlaced (Adam7) PNGs are put back together here too. WebP is refused when the logo is saved
 * (app/shared/accounts/photos.ts LOGO_TYPES): decoding it would take a codec in this Worker.
 * Anything unreadable gives null: a report never fails because of its logo, it prints without it.
 */
import { unzlibSync } from "fflate";

export type Logo =
  | { kind: "jpeg"; bytes: Uint8Array }
  | { kind: "pixels"; width: number; height: number; rgb: Uint8Array; alpha: Uint8Array | null };

/** Longest side kept: about 5 cm at 300 dpi, far more than the cover's logo box needs. */
export const MAX_LOGO_SIDE = 600;
/** Larger images are not decoded (memory and CPU of the consumer). */
const MAX_PIXELS = 16_000_000;

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

function u32(b: Uint8Array, at: number): number {
  return ((b[at]! << 24) | (b[at + 1]! << 16) | (b[at + 2]! << 8) | b[at + 3]!) >>> 0;
}

function isJpeg(b: Uint8Array): boolean {
  return b.length > 4 && b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff;
}

function isPng(b: Uint8Array): boolean {
  return b.length > 33 && PNG_SIGNATURE.every((v, i) => b[i] === v);
}

interface PngHeader {
  width: number;
  height: number;
  depth: number;
  colourType: number;
  interlaced: boolean;
}

const CHANNELS: Readonly<Record<number, number>> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

/** Undoes the PNG row filters in place; `out` receives the raw scanlines without filter bytes. */
function unfilter(data: Uint8Array, rowBytes: number, height: number, bpp: number): Uint8Array {
  const out = new Uint8Array(rowBytes * height);
  for (let y = 0; y < height; y++) {
    const filter = data[y * (rowBytes + 1)]!;
    const src = y * (rowBytes + 1) + 1;
    const row = y * rowBytes;
    const prev = row - rowBytes;
    for (let x = 0; x < rowBytes; x++) {
      const raw = data[src + x]!;
      const a = x >= bpp ? out[row + x - bpp]! : 0;
      const b = y > 0 ? out[prev + x]! : 0;
      const c = x >= bpp && y > 0 ? out[prev + x - bpp]! : 0;
      let v: number;
      if (filter === 0) v = raw;
      else if (filter === 1) v = raw + a;
      else if (filter === 2) v = raw + b;
      else if (filter === 3) v = raw + ((a + b) >> 1);
      else if (filter === 4) {
        const p = a + b - c;
        const pa = Math.abs(p - a);
        const pb = Math.abs(p - b);
        const pc = Math.abs(p - c);
        v = raw + (pa <= pb && pa <= pc ? a : pb <= pc ? b : c);
      } else throw new Error(`PNG filter ${filter}`);
      out[row + x] = v & 0xff;
    }
  }
  return out;
}

/** The seven Adam7 passes: first column and row, then the steps between columns and rows (PNG spec §8.2). */
const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/**
 * Undoes Adam7 interlacing: each pass is a small image of its own, unfiltered on its own; its
 * pixels go back to their places in the whole image's scanlines (`rowBytes` each). Null when the
 * data is short.
 */
function deinterlace(data: Uint8Array, width: number, height: number, bitsPerPixel: number): Uint8Array | null {
  const rowBytes = Math.ceil((width * bitsPerPixel) / 8);
  const bpp = Math.max(1, bitsPerPixel >> 3);
  const out = new Uint8Array(rowBytes * height);
  let at = 0;
  for (const [x0, y0, dx, dy] of ADAM7) {
    const w = Math.ceil((width - x0) / dx);
    const h = Math.ceil((height - y0) / dy);
    if (w <= 0 || h <= 0) continue;
    const passRow = Math.ceil((w * bitsPerPixel) / 8);
    const size = (passRow + 1) * h;
    if (at + size > data.length) return null;
    const pass = unfilter(data.subarray(at, at + size), passRow, h, bpp);
    at += size;
    for (let py = 0; py < h; py++) {
      const src = py * passRow;
      const dst = (y0 + py * dy) * rowBytes;
      for (let px = 0; px < w; px++) {
        const x = x0 + px * dx;
        if (bitsPerPixel >= 8) {
          const n = bitsPerPixel >> 3;
          out.set(pass.subarray(src + px * n, src + px * n + n), dst + x * n);
        } else {
          const from = px * bitsPerPixel;
          const to = x * bitsPerPixel;
          const v = (pass[src + (from >> 3)]! >> (8 - bitsPerPixel - (from & 7))) & ((1 << bitsPerPixel) - 1);
          out[dst + (to >> 3)]! |= v << (8 - bitsPerPixel - (to & 7));
        }
      }
    }
  }
  return out;
}

/** Sample `i` (of `depth` bits) of a scanline, scaled to 0..255 unless it is a palette index. */
function sample(line: Uint8Array, offset: number, i: number, depth: number, scale: boolean): number {
  if (depth === 8) return line[offset + i]!;
  if (depth === 16) return line[offset + i * 2]!;
  const perByte = 8 / depth;
  const byte = line[offset + Math.floor(i / perByte)]!;
  const shift = 8 - depth * ((i % perByte) + 1);
  const v = (byte >> shift) & ((1 << depth) - 1);
  return scale ? Math.round((v * 255) / ((1 << depth) - 1)) : v;
}

function decodePng(bytes: Uint8Array): Logo | null {
  let header: PngHeader | undefined;
  let palette: Uint8Array | undefined;
  let trns: Uint8Array | undefined;
  const idat: Uint8Array[] = [];
  for (let at = 8; at + 8 <= bytes.length;) {
    const length = u32(bytes, at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    const body = bytes.subarray(at + 8, at + 8 + length);
    if (body.length !== length) return null;
    if (type === "IHDR") {
      header = {
        width: u32(body, 0),
        height: u32(body, 4),
        depth: body[8]!,
        colourType: body[9]!,
        interlaced: body[12] === 1,
      };
    } else if (type === "PLTE") palette = body;
    else if (type === "tRNS") trns = body;
    else if (type === "IDAT") idat.push(body);
    else if (type === "IEND") break;
    at += 12 + length;
  }
  if (!header || idat.length === 0) return null;
  const { width, height, depth, colourType } = header;
  const channels = CHANNELS[colourType];
  if (!channels || width === 0 || height === 0 || width * height > MAX_PIXELS) return null;
  if (colourType === 3 && !palette) return null;
  const joined = new Uint8Array(idat.reduce((n, c) => n + c.length, 0));
  let offset = 0;
  for (const chunk of idat) {
    joined.set(chunk, offset);
    offset += chunk.length;
  }
  const rowBytes = Math.ceil((width * channels * depth) / 8);
  const inflated = unzlibSync(joined);
  let lines: Uint8Array;
  if (header.interlaced) {
    const joinedLines = deinterlace(inflated, width, height, channels * depth);
    if (!joinedLines) return null;
    lines = joinedLines;
  } else {
    if (inflated.length < (rowBytes + 1) * height) return null;
    lines = unfilter(inflated, rowBytes, height, Math.max(1, (channels * depth) >> 3));
  }

  const rgb = new Uint8Array(width * height * 3);
  const alpha = new Uint8Array(width * height);
  let transparent = false;
  // A colour key (tRNS of grey or RGB images): 16-bit values; only 8-bit-or-less images use it here.
  const key =
    trns && depth <= 8 && (colourType === 0 || colourType === 2)
      ? Array.from({ length: colourType === 0 ? 1 : 3 }, (_, i) => trns[i * 2 + 1]!)
      : null;
  for (let y = 0; y < height; y++) {
    const line = y * rowBytes;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      let r: number, g: number, b: number;
      let a = 255;
      if (colourType === 3) {
        const index = sample(lines, line, x, depth, false);
        r = palette![index * 3] ?? 0;
        g = palette![index * 3 + 1] ?? 0;
        b = palette![index * 3 + 2] ?? 0;
        if (trns && index < trns.length) a = trns[index]!;
      } else if (colourType === 0 || colourType === 4) {
        r = g = b = sample(lines, line, x * channels, depth, true);
        if (colourType === 4) a = sample(lines, line, x * channels + 1, depth, true);
        else if (key && sample(lines, line, x, depth, false) === key[0]) a = 0;
      } else {
        r = sample(lines, line, x * channels, depth, true);
        g = sample(lines, line, x * channels + 1, depth, true);
        b = sample(lines, line, x * channels + 2, depth, true);
        if (colourType === 6) a = sample(lines, line, x * channels + 3, depth, true);
        else if (key && r === key[0] && g === key[1] && b === key[2]) a = 0;
      }
      rgb[p * 3] = r;
      rgb[p * 3 + 1] = g;
      rgb[p * 3 + 2] = b;
      alpha[p] = a;
      if (a !== 255) transparent = true;
    }
  }
  return shrink({ kind: "pixels", width, height, rgb, alpha: transparent ? alpha : null });
}

/** Box-filters the image down so its longest side is at most MAX_LOGO_SIDE. */
export function shrink(logo: Extract<Logo, { kind: "pixels" }>): Extract<Logo, { kind: "pixels" }> {
  const factor = Math.ceil(Math.max(logo.width, logo.height) / MAX_LOGO_SIDE);
  if (factor <= 1) return logo;
  const width = Math.max(1, Math.floor(logo.width / factor));
  const height = Math.max(1, Math.floor(logo.height / factor));
  const rgb = new Uint8Array(width * height * 3);
  const alpha = logo.alpha ? new Uint8Array(width * height) : null;
  const n = factor * factor;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      let r = 0,
        g = 0,
        b = 0,
        a = 0;
      for (let dy = 0; dy < factor; dy++) {
        for (let dx = 0; dx < factor; dx++) {
          const p = (y * factor + dy) * logo.width + x * factor + dx;
          // Colours weighted by their alpha, so transparent pixels do not darken the edges.
          const w = logo.alpha ? logo.alpha[p]! : 255;
          r += logo.rgb[p * 3]! * w;
          g += logo.rgb[p * 3 + 1]! * w;
          b += logo.rgb[p * 3 + 2]! * w;
          a += w;
        }
      }
      const q = y * width + x;
      rgb[q * 3] = a ? Math.round(r / a) : 255;
      rgb[q * 3 + 1] = a ? Math.round(g / a) : 255;
      rgb[q * 3 + 2] = a ? Math.round(b / a) : 255;
      if (alpha) alpha[q] = Math.round(a / n);
    }
  }
  return { kind: "pixels", width, height, rgb, alpha };
}

/** The logo in a form the writer can place, or null when the bytes are not a usable PNG or JPEG. */
export function decodeLogo(bytes: Uint8Array | undefined | null): Logo | null {
  if (!bytes || bytes.length === 0) return null;
  try {
    if (isJpeg(bytes)) return { kind: "jpeg", bytes };
    if (isPng(bytes)) return decodePng(bytes);
  } catch (error) {
    console.warn("logo left out:", error instanceof Error ? error.message : String(error));
  }
  return null;
}
