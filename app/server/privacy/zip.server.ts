/**
 * A streaming ZIP writer, stored entries only (APPNOTE 6.3.x, no ZIP64): each entry's local header
 * with sizes deferred (flag bit 3), its bytes as they come, a data descriptor with the CRC-32 and
 * size, then the central directory. Why not fflate's Zip, which the repository has: the main
 * Worker is at its gzip budget, and the stored case is this small (docs/decisions/0023).
 * Names are UTF-8 (flag bit 11); times are written in UTC.
 */

let table: Int32Array | undefined;

/** CRC-32 (IEEE 802.3) of `data`, continuing from `crc`. */
export function crc32(data: Uint8Array, crc = 0): number {
  if (!table) {
    table = new Int32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      table[n] = c;
    }
  }
  let c = ~crc;
  for (let i = 0; i < data.length; i++) c = table[(c ^ data[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

const FLAGS = 0x0808; // sizes in a data descriptor; UTF-8 names
const LIMIT = 0xffffffff;

function bytes(...fields: [value: number, size: 2 | 4][]): Uint8Array {
  const out = new Uint8Array(fields.reduce((n, [, size]) => n + size, 0));
  const view = new DataView(out.buffer);
  let at = 0;
  for (const [value, size] of fields) {
    if (size === 2) view.setUint16(at, value, true);
    else view.setUint32(at, value, true);
    at += size;
  }
  return out;
}

function dosTime(ms: number): [time: number, date: number] {
  const d = new Date(Math.max(ms, Date.UTC(1980, 0, 1)));
  return [
    (d.getUTCHours() << 11) | (d.getUTCMinutes() << 5) | (d.getUTCSeconds() >> 1),
    ((d.getUTCFullYear() - 1980) << 9) | ((d.getUTCMonth() + 1) << 5) | d.getUTCDate(),
  ];
}

interface Entry {
  name: Uint8Array;
  time: number;
  date: number;
  crc: number;
  size: number;
  offset: number;
}

export class ZipWriter {
  private offset = 0;
  private readonly entries: Entry[] = [];
  private readonly write: (chunk: Uint8Array) => Promise<void>;

  /** `write` should resolve when the reader has taken the chunk: that is what bounds memory. */
  constructor(write: (chunk: Uint8Array) => Promise<void>) {
    this.write = write;
  }

  private async put(chunk: Uint8Array): Promise<void> {
    this.offset += chunk.byteLength;
    if (this.offset > LIMIT) throw new Error("zip: archive past 4 GiB");
    await this.write(chunk);
  }

  /** One entry, its bytes given at once or read from a stream. */
  async add(name: string, mtime: number, body: Uint8Array | ReadableStream<Uint8Array>): Promise<void> {
    const [time, date] = dosTime(mtime);
    const entry: Entry = { name: new TextEncoder().encode(name), time, date, crc: 0, size: 0, offset: this.offset };
    await this.put(bytes([0x04034b50, 4], [20, 2], [FLAGS, 2], [0, 2], [time, 2], [date, 2], [0, 4], [0, 4], [0, 4]));
    await this.put(bytes([entry.name.length, 2], [0, 2]));
    await this.put(entry.name);
    const take = async (chunk: Uint8Array) => {
      entry.crc = crc32(chunk, entry.crc);
      entry.size += chunk.byteLength;
      await this.put(chunk);
    };
    if (body instanceof Uint8Array) await take(body);
    else for await (const chunk of body) await take(chunk);
    await this.put(bytes([0x08074b50, 4], [entry.crc, 4], [entry.size, 4], [entry.size, 4]));
    this.entries.push(entry);
  }

  /** The central directory and its end record. */
  async end(): Promise<void> {
    const start = this.offset;
    for (const e of this.entries) {
      await this.put(
        bytes(
          [0x02014b50, 4],
          [20, 2],
          [20, 2],
          [FLAGS, 2],
          [0, 2],
          [e.time, 2],
          [e.date, 2],
          [e.crc, 4],
          [e.size, 4],
          [e.size, 4],
          [e.name.length, 2],
          [0, 2],
          [0, 2],
          [0, 2],
          [0, 2],
          [0, 4],
          [e.offset, 4],
        ),
      );
      await this.put(e.name);
    }
    const n = this.entries.length;
    await this.put(
      bytes([0x06054b50, 4], [0, 2], [0, 2], [n, 2], [n, 2], [this.offset - start, 4], [start, 4], [0, 2]),
    );
  }
}
