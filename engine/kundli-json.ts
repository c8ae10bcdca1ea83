/**
 * A Kundli and a match as the contract's JSON, in UTF-8 bytes: what the calculation Worker sends
 * over RPC, the HTTP API answers with and the command line prints. Byte for byte the UTF-8 of
 * `JSON.stringify(computeKundli(...))`, but the period trees (Vimshottari below the mahadashas,
 * and the Yogini, Ashtottari and Chara trees of the `dashas` section) are written as bytes
 * (dasha-json.ts, period-tree-json.ts) instead of being built as thousands of objects, and bytes
 * cross RPC as one copy instead of an object graph: docs/decisions/0013-kundli-json-over-rpc.md.
 */
import type { Ephemeris } from "../ephemeris/index.ts";
import { periodsJson, writePeriodsJson } from "./dasha-json.ts";
import { parseKundliInput, parseMatchInput, type ValidKundliInput } from "./input.ts";
import { buildKundli, type Kundli, type RuntimeInfo } from "./kundli.ts";
import { matchOf } from "./match.ts";
import type { JsonHole } from "./sections.ts";

/** The contract's Kundli as JSON bytes. Throws CalcError for input that cannot describe a birth. */
export function computeKundliJson(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Uint8Array<ArrayBuffer> {
  const { kundli, holes } = shallowKundli(eph, parseKundliInput(raw), runtime);
  return writeJson(kundli, holes);
}

/** The contract's match as JSON bytes, with both Kundlis whole. */
export function computeMatchJson(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Uint8Array<ArrayBuffer> {
  const input = parseMatchInput(raw);
  const boy = shallowKundli(eph, input.boy, runtime);
  const girl = shallowKundli(eph, input.girl, runtime);
  const under = (key: string, holes: Hole[]): Hole[] => holes.map(([path, chunk]) => [[key, ...path], chunk]);
  return writeJson(matchOf(boy.kundli, girl.kundli), [...under("boy", boy.holes), ...under("girl", girl.holes)]);
}

/** JSON written as bytes at a path of the value: its size (exact, or a bound) and its writer. */
interface Chunk {
  size: number;
  write: (out: Uint8Array, pos: number) => number;
}
type Hole = [path: string[], chunk: Chunk];

/**
 * The Kundli with mahadashas only and the sections' period trees left empty, and the bytes
 * they should carry, in the order JSON.stringify meets them: the whole Vimshottari tree first.
 */
function shallowKundli(eph: Ephemeris, input: ValidKundliInput, runtime: RuntimeInfo) {
  const sectionHoles: JsonHole[] = [];
  const { kundli, offsetSeconds } = buildKundli(eph, input, runtime, 1, sectionHoles);
  const { moonLongitude, birthMs } = kundli.dasha;
  const options = { yearDays: kundli.basic.options.dashaYear, depth: input.dashaLevels ?? 2 };
  const periods = periodsJson(moonLongitude, birthMs, options, offsetSeconds);
  const holes: Hole[] = [
    [["dasha", "periods"], { size: periods.size, write: (out, pos) => writePeriodsJson(out, pos, periods) }],
    ...sectionHoles.map(([path, bytes]): Hole => [
      path,
      { size: bytes.length, write: (out, pos) => (out.set(bytes, pos), pos + bytes.length) },
    ]),
  ];
  return { kundli, holes };
}

const encoder = new TextEncoder();
const NON_ASCII = /[\u0080-\uffff]/;

/** `value` as JSON bytes, with the holes' bytes written in at their paths (in the order JSON.stringify meets them). */
function writeJson(value: Kundli | object, holes: Hole[]): Uint8Array<ArrayBuffer> {
  // ASCII text (the usual case) is as long in bytes as in characters and is encoded straight into
  // the answer; other text (a name in Devanagari) is encoded first to learn its length.
  const texts = segments(
    value,
    holes.map(([path]) => path),
  ).map((text) => (NON_ASCII.test(text) ? encoder.encode(text) : text));
  if (texts.length !== holes.length + 1) throw new Error("kundli-json: a hole's path is not in the value");
  const size = texts.reduce((n, t) => n + t.length, 0) + holes.reduce((n, [, chunk]) => n + chunk.size, 0);
  const out = new Uint8Array(size);
  let pos = 0;
  texts.forEach((text, i) => {
    if (typeof text === "string") pos += encoder.encodeInto(text, out.subarray(pos)).written;
    else {
      out.set(text, pos);
      pos += text.length;
    }
    if (i < holes.length) pos = holes[i]![1].write(out, pos);
  });
  // Only an instant outside the years 0000–9999 makes the estimate larger than the text.
  return pos === size ? out : out.slice(0, pos);
}

/**
 * `JSON.stringify(value)` cut at each path into n + 1 texts, the value at each path left out:
 * the object's own keys in order, undefined values skipped, exactly as JSON.stringify does.
 */
function segments(value: unknown, paths: string[][]): string[] {
  if (paths.some((p) => p.length === 0)) return ["", ""];
  const out = ["{"];
  let first = true;
  for (const [key, v] of Object.entries(value as Record<string, unknown>)) {
    const inner = paths.filter((p) => p[0] === key).map((p) => p.slice(1));
    const texts = inner.length > 0 ? segments(v, inner) : [JSON.stringify(v)];
    if (texts[0] === undefined) continue;
    out[out.length - 1] += `${first ? "" : ","}${JSON.stringify(key)}:${texts[0]}`;
    out.push(...texts.slice(1));
    first = false;
  }
  out[out.length - 1] += "}";
  return out;
}
