/**
 * Test helper (Node): a small PNG encoder independent of the decoder under test (node:zlib for
 * deflate and CRC), using every row filter type so the decoder's unfiltering is exercised.
 */
import { crc32, deflateSync } from "node:zlib";

export function chunk(type: string, body: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(body.length, 0);
  head.write(type, 4, "latin1");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), body])) >>> 0, 0);
  return Buffer.concat([head, body, crc]);
}

/** Scanlines (already packed) with their filter bytes, filter (row % 5): none, sub, up, average, paeth. */
function filtered(rows: readonly Uint8Array[], bpp: number): number[] {
  const out: number[] = [];
  rows.forEach((row, y) => {
    const filter = y % 5;
    const prev = y > 0 ? rows[y - 1]! : new Uint8Array(row.length);
    out.push(filter);
    for (let x = 0; x < row.length; x++) {
      const a = x >= bpp ? row[x - bpp]! : 0;
      const b = prev[x]!;
      const c = x >= bpp ? prev[x - bpp]! : 0;
      const p = a + b - c;
      const pred = [
        0,
        a,
        b,
        (a + b) >> 1,
        Math.abs(p - a) <= Math.abs(p - b) && Math.abs(p - a) <= Math.abs(p - c)
          ? a
          : Math.abs(p - b) <= Math.abs(p - c)
            ? b
            : c,
      ][filter]!;
      out.push((row[x]! - pred) & 0xff);
    }
  });
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
 * Adam7's passes of an image given as one array of samples per pixel (`depth` bits each, packed
 * here), each pass as its own packed scanlines; a pass with no pixels has no scanlines.
 */
function adam7Passes(
  width: number,
  height: number,
  depth: number,
  pixel: (x: number, y: number) => readonly number[],
): Uint8Array[][] {
  return ADAM7.map(([x0, y0, dx, dy]) => {
    const rows: Uint8Array[] = [];
    for (let y = y0; y < height; y += dy) {
      const samples: number[] = [];
      for (let x = x0; x < width; x += dx) samples.push(...pixel(x, y));
      if (samples.length === 0) continue;
      const row = new Uint8Array(Math.ceil((samples.length * depth) / 8));
      samples.forEach((v, i) => {
        if (depth === 16) row.set([v >> 8, v & 0xff], i * 2);
        else if (depth === 8) row[i] = v;
        else row[(i * depth) >> 3]! |= v << (8 - depth - ((i * depth) & 7));
      });
      rows.push(row);
    }
    return rows;
  });
}

function pngFile(ihdr: Buffer, idat: number[], extra: Buffer[] = []): Uint8Array {
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...extra,
    chunk("IDAT", deflateSync(Buffer.from(idat))),
    chunk("IEND", new Uint8Array()),
  ]);
}

function header(width: number, height: number, colourType: number, depth: number, interlace: number): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr[8] = depth;
  ihdr[9] = colourType;
  ihdr[12] = interlace;
  return ihdr;
}

/** Encodes scanlines (already packed) with filter (row % 5): none, sub, up, average, paeth. */
export function png(o: {
  width: number;
  height: number;
  colourType: number;
  depth?: number;
  rows: Uint8Array[];
  bpp: number;
  extra?: Buffer[];
  interlace?: number;
}): Uint8Array {
  return pngFile(
    header(o.width, o.height, o.colourType, o.depth ?? 8, o.interlace ?? 0),
    filtered(o.rows, o.bpp),
    o.extra,
  );
}

/** An Adam7-interlaced PNG of the samples `pixel(x, y)` gives, each pass filtered like `png`. */
export function interlacedPng(o: {
  width: number;
  height: number;
  colourType: number;
  depth: number;
  bpp: number;
  pixel: (x: number, y: number) => readonly number[];
  extra?: Buffer[];
}): Uint8Array {
  const idat = adam7Passes(o.width, o.height, o.depth, o.pixel).flatMap((rows) => filtered(rows, o.bpp));
  return pngFile(header(o.width, o.height, o.colourType, o.depth, 1), idat, o.extra);
}

/** A solid-colour RGBA PNG whose left `clearColumns` columns are fully transparent. */
export function solidPng(
  width: number,
  height: number,
  rgb: readonly [number, number, number],
  clearColumns = 0,
): Uint8Array {
  const rows = Array.from({ length: height }, () => {
    const row = new Uint8Array(width * 4);
    for (let x = 0; x < width; x++) row.set(x < clearColumns ? [0, 0, 0, 0] : [...rgb, 255], x * 4);
    return row;
  });
  return png({ width, height, colourType: 6, rows, bpp: 4 });
}

/** A sample logo for the docs: an orange sun disc and a dark bar on a transparent ground. */
export function sampleLogo(width = 200, height = 120): Uint8Array {
  const rows = Array.from({ length: height }, (_, y) => {
    const row = new Uint8Array(width * 4);
    for (let x = 0; x < width; x++) {
      if (Math.hypot(x - height / 2, y - height / 2) < height * 0.42) row.set([250, 117, 0, 255], x * 4);
      else if (x > height && x < width - 10 && Math.abs(y - height / 2) < height / 8) row.set([60, 30, 90, 255], x * 4);
    }
    return row;
  });
  return png({ width, height, colourType: 6, rows, bpp: 4 });
}
