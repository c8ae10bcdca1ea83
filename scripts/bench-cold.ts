/**
 * One cold start of the calculation service in a fresh Node process, for `npm run bench`
 * (scripts/bench.ts runs it and measures it). Run as `node scripts/bench-cold.ts [--no-warm-up]`
 * with one Kundli or match input on stdin's first line.
 *
 * Between phases the process blocks reading stdin, so the parent reads this thread's CPU time
 * from /proc while it is not running (the kernel's counter is exact then) and background JIT
 * threads are not counted: the same measure as for workerd's request thread.
 */
import { readFileSync, readSync } from "node:fs";
import path from "node:path";
import { startCalc } from "../workers/calc/service.ts";

const warmUp = !process.argv.includes("--no-warm-up");

function line(): string {
  const buf = Buffer.alloc(1);
  let s = "";
  while (readSync(0, buf, 0, 1, null) === 1 && buf[0] !== 10) s += String.fromCharCode(buf[0]!);
  return s;
}
/** Tell the parent a phase ended and wait until it has read the CPU counter. */
function phase(name: string): void {
  process.stdout.write(`${name}\n`);
  line();
}

const input: unknown = JSON.parse(line());
phase("imported");
const module = new WebAssembly.Module(readFileSync(path.join(import.meta.dirname, "../ephemeris/swe.wasm")));
phase("compiled");
const calc = startCalc(module, { tzdata: "bench" }, { warmUp });
phase("started");
// A match input ({boy, girl}) is answered as a match, anything else as a Kundli.
const answer = (x: unknown) => (x && typeof x === "object" && "boy" in x ? calc.match(x) : calc.kundli(x));
const result = answer(input);
if (!result.ok) throw new Error(JSON.stringify(result.error));
phase("first");
answer(input);
phase("second");
