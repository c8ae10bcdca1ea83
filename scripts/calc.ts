/**
 * The `calc` command line (../shared/contracts/calc-cli.md):
 *   npm run -s calc -- kundli < inputs.jsonl > kundlis.jsonl
 *   npm run -s calc -- match  < pairs.jsonl  > matches.jsonl
 *   npm run -s calc -- panchang < days.jsonl > panchangs.jsonl   (calc-cli-v2.md: {date, place, options})
 * One JSON object per input line (or one pretty-printed object), one output line per input,
 * in order; a bad line gives {"error": {...}} and the run goes on; exit 1 if any line failed.
 * The same engine and WASM ephemeris as the Worker, in Node, with no server or network.
 */
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { computeDayPanchangJson } from "#engine/day-panchang.ts";
import { computeKundliJson, computeMatchJson } from "#engine/kundli-json.ts";
import type { RuntimeInfo } from "#engine/kundli.ts";
import { calcFailure } from "#engine/result.ts";

const COMMANDS = { kundli: computeKundliJson, match: computeMatchJson, panchang: computeDayPanchangJson };
const command = process.argv[2];
if (command !== "kundli" && command !== "match" && command !== "panchang") {
  process.stderr.write("usage: npm run -s calc -- kundli|match|panchang < input.jsonl > output.jsonl\n");
  process.exit(2);
}

const chunks: Buffer[] = [];
for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
const text = Buffer.concat(chunks).toString("utf8").trim();

/** JSON Lines, or a single pretty-printed object (whose first line alone is not JSON). */
function records(source: string): string[] {
  if (source === "") return [];
  const lines = source.split(/\r?\n/).filter((l) => l.trim() !== "");
  try {
    JSON.parse(lines[0]!);
    return lines;
  } catch {
    return [source];
  }
}

const eph = await loadEphemerisNode();
const runtime: RuntimeInfo = { tzdata: `tzdata ${process.versions.tz ?? "unknown"}` };
const compute = COMMANDS[command];
const decoder = new TextDecoder();
let failed = 0;
const out: string[] = [];
for (const record of records(text)) {
  try {
    // The same JSON the Worker sends (engine/kundli-json.ts).
    // `now` is the default moment of a transit and year of a varshphal (calc-cli-v2.md).
    out.push(decoder.decode(compute(eph, JSON.parse(record), { ...runtime, nowMs: Date.now() })));
  } catch (error) {
    failed += 1;
    const result =
      error instanceof SyntaxError
        ? { error: { code: "INVALID_JSON", message: `not valid JSON: ${error.message}` } }
        : { error: calcFailure(error).error };
    out.push(JSON.stringify(result));
  }
}
// Exit once the output is flushed: a pipe takes 64 KiB at a time, and process.exit would cut the rest.
process.exitCode = failed > 0 ? 1 : 0;
process.stdout.write(out.length ? out.join("\n") + "\n" : "");
