// The contract's dasha `periods` as JSON, written from the arithmetic straight into bytes.
// A four-level tree has 7,380 periods and 6,562 distinct instants: as objects and strings they
// cost a cold Worker more to build, collect and send over RPC than the rest of the Kundli
// together (docs/decisions/0013-kundli-json-over-rpc.md). The bytes are the UTF-8 of what
// JSON.stringify gives for `formattedVimshottariDasha(...).periods`; the unit tests hold it so.
// Top-level functions with plain arguments and native copies (`set`, `copyWithin`): the code
// runs fast before the JIT has optimised it, and its optimised code serves every request.

import { ORDER_YEARS, VIMSHOTTARI_TOTAL_YEARS, cycleOf, type VimshottariOptions } from "./dasha.ts";
import { formatInstant, instantStyle, writeInstant, type InstantStyle } from "./time.ts";
import { VIMSHOTTARI_ORDER } from "./zodiac.ts";

const ascii = (text: string) => Uint8Array.from(text, (ch) => ch.charCodeAt(0));
/** `{"planet":"Venus","start":"` for each lord, by its index in VIMSHOTTARI_ORDER. */
const OPEN = VIMSHOTTARI_ORDER.map((planet) => ascii(`{"planet":"${planet}","start":"`));
const OPEN_BYTES_PER_ROUND = OPEN.reduce((n, open) => n + open.length, 0);
const END = ascii(`","end":"`);
/** What follows a period's end instant: its sub-periods' key, or the close of a leaf. */
const CHILDREN = ascii(`","children":`);
const LEAF_CLOSE = ascii(`"}`);
const [COMMA, OPEN_LIST, CLOSE_LIST, CLOSE_OBJECT] = [44, 91, 93, 125];
/** The longest instant `formatInstant` writes: an expanded year ("+012345") and an offset. */
const MAX_INSTANT_BYTES = 33;

/** The periods to write: the Vimshottari cycle of a birth, and how its instants are shown. */
export interface PeriodsJson {
  /** Index in VIMSHOTTARI_ORDER of the first mahadasha's lord. */
  first: number;
  start: number;
  end: number;
  depth: number;
  /** Bytes the JSON takes (exact when every instant has the usual length). */
  size: number;
  /** False when an instant falls outside the years 0000–9999: `size` is then an upper bound. */
  exact: boolean;
  style: InstantStyle;
}

/** What `writePeriodsJson` will write for this birth, and its size in bytes. */
export function periodsJson(
  moonLongitude: number,
  birthMs: number,
  options: VimshottariOptions,
  offsetSeconds: number,
): PeriodsJson {
  const cycle = cycleOf(moonLongitude, birthMs, options);
  const usual = formatInstant(0, offsetSeconds).length;
  const exact = [cycle.start, cycle.end].every((ms) => formatInstant(ms, offsetSeconds).length === usual);
  const instant = exact ? usual : MAX_INSTANT_BYTES;
  // Level n has 9^n periods, each lord opening 9^(n-1) of them, and 9^(n-1) lists of "[", "]" and 8 commas.
  let size = 0;
  for (let level = 1, lists = 1; level <= cycle.depth; level++, lists *= 9) {
    const closing = level < cycle.depth ? CHILDREN.length + 1 : LEAF_CLOSE.length;
    size += lists * (OPEN_BYTES_PER_ROUND + 10 + 9 * (2 * instant + END.length + closing));
  }
  const first = VIMSHOTTARI_ORDER.indexOf(cycle.lord);
  const style = instantStyle(offsetSeconds);
  return { first, start: cycle.start, end: cycle.end, depth: cycle.depth, size, exact, style };
}

/** Writes the periods into `out` from `pos` (room for `periods.size` bytes); returns the end position. */
export function writePeriodsJson(out: Uint8Array, pos: number, periods: PeriodsJson): number {
  // The cycle's first instant is written once, where the first period's start goes, and copied on.
  const firstAt = pos + 1 + OPEN[periods.first]!.length;
  const firstLength = writeInstant(out, firstAt, periods.start, periods.style) - firstAt;
  const leaves = periods.exact ? leafTemplates(firstLength) : null;
  const { first, start, end, depth, style } = periods;
  return writeList(out, pos, first, start, end, firstAt, firstLength, depth, style, leaves);
}

/**
 * Each lord's whole leaf period, `{"planet":…,"start":"…","end":"…"}`, with room for its two
 * instants: nine in ten periods of a tree are leaves, and one native copy of this is cheaper
 * than writing its bytes one by one. Only when every instant has the same length.
 */
function leafTemplates(instantLength: number): Uint8Array[] {
  return OPEN.map((open) => {
    const leaf = new Uint8Array(open.length + 2 * instantLength + END.length + LEAF_CLOSE.length);
    leaf.set(open, 0);
    leaf.set(END, open.length + instantLength);
    leaf.set(LEAF_CLOSE, leaf.length - LEAF_CLOSE.length);
    return leaf;
  });
}

/** The nine periods of [start, end) from the lord at `first`, whose start text is at `startAt`. */
function writeList(
  out: Uint8Array,
  pos: number,
  first: number,
  start: number,
  end: number,
  startAt: number,
  startLength: number,
  depth: number,
  style: InstantStyle,
  leaves: Uint8Array[] | null,
): number {
  out[pos++] = OPEN_LIST;
  const span = end - start;
  let elapsedYears = 0;
  let from = start;
  let fromAt = startAt;
  let fromLength = startLength;
  for (let i = 0; i < 9; i++) {
    const lord = (first + i) % 9;
    elapsedYears += ORDER_YEARS[lord]!;
    // The same arithmetic as dasha.ts `divide`, so the instants are identical.
    const to = i === 8 ? end : start + (span * elapsedYears) / VIMSHOTTARI_TOTAL_YEARS;
    if (i > 0) out[pos++] = COMMA;
    const periodStartAt = pos + OPEN[lord]!.length;
    const toAt = periodStartAt + fromLength + END.length;
    let toLength = fromLength; // in a tree with leaf templates every instant has the same length
    if (depth === 1 && leaves) {
      const leaf = leaves[lord]!;
      out.set(leaf, pos);
      // The very first start was written in place, which the template has just blanked.
      if (fromAt !== periodStartAt) out.copyWithin(periodStartAt, fromAt, fromAt + fromLength);
      else writeInstant(out, periodStartAt, from, style);
      writeInstant(out, toAt, to, style);
      pos += leaf.length;
    } else {
      out.set(OPEN[lord]!, pos);
      if (fromAt !== periodStartAt) out.copyWithin(periodStartAt, fromAt, fromAt + fromLength);
      out.set(END, toAt - END.length);
      pos = writeInstant(out, toAt, to, style);
      toLength = pos - toAt;
      if (depth > 1) {
        out.set(CHILDREN, pos);
        pos = writeList(
          out,
          pos + CHILDREN.length,
          lord,
          from,
          to,
          periodStartAt,
          fromLength,
          depth - 1,
          style,
          leaves,
        );
        out[pos++] = CLOSE_OBJECT;
      } else {
        out.set(LEAF_CLOSE, pos);
        pos += LEAF_CLOSE.length;
      }
    }
    from = to;
    fromAt = toAt;
    fromLength = toLength;
  }
  out[pos++] = CLOSE_LIST;
  return pos;
}
