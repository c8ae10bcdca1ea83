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
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(o.width, 0);
  ihdr.writeUInt32BE(o.height, 4);
  ihdr[8] = o.depth ?? 8;
  ihdr[9] = o.colourType;
  ihdr[12] = o.interlace ?? 0;
  const out: number[] = [];
  o.rows.forEach((row, y) => {
    const filter = y % 5;
    const prev = y > 0 ? o.rows[y - 1]! : new Uint8Array(row.length);
    out.push(filter);
    for (let x = 0; x < row.length; x++) {
      const a = x >= o.bpp ? row[x - o.bpp]! : 0;
      const b = prev[x]!;
      const c = x >= o.bpp ? prev[x - o.bpp]! : 0;
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
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", ihdr),
    ...(o.extra ?? []),
    chunk("IDAT", deflateSync(Buffer.from(out))),
    chunk("IEND", new Uint8Array()),
  ]);
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
