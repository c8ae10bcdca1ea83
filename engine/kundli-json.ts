/**
 * A Kundli and a match as the contract's JSON, in UTF-8 bytes: what the calculation Worker sends
 * over RPC, the HTTP API answers with and the command line prints. Byte for byte the UTF-8 of
 * `JSON.stringify(computeKundli(...))`, but the dasha periods below the mahadashas are written
 * as bytes (dasha-json.ts) instead of being built as thousands of objects, and bytes cross RPC as
 * one copy instead of an object graph: docs/decisions/0013-kundli-json-over-rpc.md.
 */
import type { Ephemeris } from "../ephemeris/index.ts";
import { periodsJson, writePeriodsJson, type PeriodsJson } from "./dasha-json.ts";
import { parseKundliInput, parseMatchInput, type ValidKundliInput } from "./input.ts";
import { buildKundli, type Kundli, type RuntimeInfo } from "./kundli.ts";
import { matchOf } from "./match.ts";

/** The contract's Kundli as JSON bytes. Throws CalcError for input that cannot describe a birth. */
export function computeKundliJson(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Uint8Array<ArrayBuffer> {
  const { kundli, periods } = shallowKundli(eph, parseKundliInput(raw), runtime);
  return writeJson(kundli, [[["dasha", "periods"], periods]]);
}

/** The contract's match as JSON bytes, with both Kundlis whole. */
export function computeMatchJson(eph: Ephemeris, raw: unknown, runtime: RuntimeInfo): Uint8Array<ArrayBuffer> {
  const input = parseMatchInput(raw);
  const boy = shallowKundli(eph, input.boy, runtime);
  const girl = shallowKundli(eph, input.girl, runtime);
  return writeJson(matchOf(boy.kundli, girl.kundli), [
    [["boy", "dasha", "periods"], boy.periods],
    [["girl", "dasha", "periods"], girl.periods],
  ]);
}

/** The Kundli with mahadashas only, and the whole period tree it should carry, to be written as bytes. */
function shallowKundli(eph: Ephemeris, input: ValidKundliInput, runtime: RuntimeInfo) {
  const { kundli, offsetSeconds } = buildKundli(eph, input, runtime, 1);
  const { moonLongitude, birthMs } = kundli.dasha;
  const options = { yearDays: kundli.basic.options.dashaYear, depth: input.dashaLevels ?? 2 };
  return { kundli, periods: periodsJson(moonLongitude, birthMs, options, offsetSeconds) };
}

const encoder = new TextEncoder();

/** `value` as JSON bytes, with the periods written in at each path (in the order JSON.stringify meets them). */
function writeJson(value: Kundli | object, holes: [path: string[], periods: PeriodsJson][]): Uint8Array<ArrayBuffer> {
  const texts = segments(
    value,
    holes.map(([path]) => path),
  );
  // ASCII text (the usual case) is as long in bytes as in characters: encoded straight into an
  // answer of that size. A text that does not fit in its length has other characters (a name
  // in Devanagari): then each text is encoded first to learn its length.
  const periodBytes = holes.reduce((n, [, p]) => n + p.size, 0);
  const ascii = write(texts, holes, texts.reduce((n, t) => n + t.length, 0) + periodBytes, true);
  if (ascii) return ascii;
  const encoded = texts.map((text) => encoder.encode(text));
  return write(encoded, holes, encoded.reduce((n, t) => n + t.length, 0) + periodBytes, false)!;
}

/** The texts and periods into `size` bytes; null when `asciiOnly` and a text is not ASCII. */
function write(
  texts: (string | Uint8Array)[],
  holes: [path: string[], periods: PeriodsJson][],
  size: number,
  asciiOnly: boolean,
): Uint8Array<ArrayBuffer> | null {
  const out = new Uint8Array(size);
  let pos = 0;
  for (let i = 0; i < texts.length; i++) {
    const text = texts[i]!;
    if (typeof text === "string") {
      // Every character takes one byte at least, so all of the text fits only if all is ASCII.
      const { read, written } = encoder.encodeInto(text, out.subarray(pos, pos + text.length));
      if (asciiOnly && read < text.length) return null;
      pos += written;
    } else {
      out.set(text, pos);
      pos += text.length;
    }
    if (i < holes.length) pos = writePeriodsJson(out, pos, holes[i]![1]);
  }
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
