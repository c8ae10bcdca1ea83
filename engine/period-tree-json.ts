// A dasha's period tree as JSON bytes, written from the periods' instants (UTC ms) straight into
// bytes instead of being built as objects and strings, then stringified: the same reason and the
// same instants as the Vimshottari periods of dasha-json.ts, for the Yogini, Ashtottari and Chara
// trees of the `dashas` section. The bytes are the UTF-8 of JSON.stringify of the tree as
// formatTree (dashas.ts) makes it; kundli-json.test.ts holds them so.

import { writeInstant, type InstantStyle } from "./time.ts";

/** A period with its sub-periods: each starts where the one before it ends, the first with its parent. */
export interface TreePeriod<P> {
  start: number;
  end: number;
  children?: readonly P[];
}

/** How one system's periods are written: the keys around the two instants. */
export interface PeriodKeys<P> {
  /** ASCII JSON from the period's "{" to the opening quote of its start: `{"planet":"Sun","start":"`. */
  open: (period: P) => Uint8Array;
  /** ASCII JSON after the end's closing quote, without the children: `,"years":6`. */
  after: (period: P) => string;
}

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
const END = ascii(`","end":"`);
const CHILDREN = ascii(`,"children":`);
const [QUOTE, COMMA, OPEN_LIST, CLOSE_LIST, CLOSE_OBJECT] = [34, 44, 91, 93, 125];
/** The most a period writes besides its keys and nested periods: two instants (33 bytes each at most) and punctuation. */
const PERIOD_ROOM = 2 * 33 + END.length + CHILDREN.length + 8;

interface Sink {
  out: Uint8Array;
  pos: number;
}

/** Room for n more bytes (the buffer doubles when short). */
function reserve(sink: Sink, n: number): void {
  if (sink.pos + n <= sink.out.length) return;
  const grown = new Uint8Array(Math.max(sink.out.length * 2, sink.pos + n));
  grown.set(sink.out.subarray(0, sink.pos));
  sink.out = grown;
}

/** `periods` as a JSON list, the first period starting at `startMs`. */
function writeList<P extends TreePeriod<P>>(
  sink: Sink,
  periods: readonly P[],
  startMs: number,
  style: InstantStyle,
  keys: PeriodKeys<P>,
): void {
  reserve(sink, 1);
  sink.out[sink.pos++] = OPEN_LIST;
  let start = startMs;
  for (let i = 0; i < periods.length; i++) {
    const period = periods[i]!;
    const open = keys.open(period);
    const after = keys.after(period);
    reserve(sink, open.length + after.length + PERIOD_ROOM);
    const out = sink.out;
    let pos = sink.pos;
    if (i > 0) out[pos++] = COMMA;
    out.set(open, pos);
    pos = writeInstant(out, pos + open.length, start, style);
    out.set(END, pos);
    pos = writeInstant(out, pos + END.length, period.end, style);
    out[pos++] = QUOTE;
    for (let c = 0; c < after.length; c++) out[pos++] = after.charCodeAt(c);
    sink.pos = pos;
    if (period.children) {
      out.set(CHILDREN, pos);
      sink.pos = pos + CHILDREN.length;
      writeList(sink, period.children, start, style, keys);
    }
    reserve(sink, 1);
    sink.out[sink.pos++] = CLOSE_OBJECT;
    start = period.end;
  }
  reserve(sink, 1);
  sink.out[sink.pos++] = CLOSE_LIST;
}

/** The JSON bytes of a period tree (an empty list when there are no periods). */
export function periodTreeJson<P extends TreePeriod<P>>(
  periods: readonly P[],
  style: InstantStyle,
  keys: PeriodKeys<P>,
): Uint8Array<ArrayBuffer> {
  const sink: Sink = { out: new Uint8Array(16_384), pos: 0 };
  writeList(sink, periods, periods[0]?.start ?? 0, style, keys);
  return sink.out.slice(0, sink.pos);
}

/** The JSON of a number, as JSON.stringify writes it. */
export const jsonNumber = (x: number): string => (Number.isFinite(x) ? String(x) : "null");

/** Memoised `open` texts, by a key of the period (its lord, its sign …). */
export function openBytes<P, K>(key: (period: P) => K, text: (period: P) => string): (period: P) => Uint8Array {
  const cache = new Map<K, Uint8Array>();
  return (period) => {
    const k = key(period);
    let bytes = cache.get(k);
    if (!bytes) cache.set(k, (bytes = ascii(text(period))));
    return bytes;
  };
}
