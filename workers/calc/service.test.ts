import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Kundli } from "../../engine/kundli.ts";
import { readExamples } from "../../engine/testing/reference.ts";
import { startCalc } from "./service.ts";

const module = new WebAssembly.Module(readFileSync(new URL("../../ephemeris/swe.wasm", import.meta.url)));
const runtime = { tzdata: "test" };
const births = readExamples("charts").map((e: { input: Record<string, unknown> }) => ({ ...e.input, dashaLevels: 4 }));

describe("startCalc: the calc Worker's service, warmed at isolate start-up", () => {
  const warmed = startCalc(module, runtime);
  const plain = startCalc(module, runtime, { warmUp: false });

  // Twenty full Kundlis: seconds on a loaded two-core machine, so a roomier timeout.
  it("answers every reference birth exactly as an unwarmed instance does", { timeout: 30_000 }, () => {
    // The warm-up leaves only JIT state and constant caches behind: byte-identical answers.
    const text = (r: ReturnType<typeof warmed.kundli>) => (r.ok ? new TextDecoder().decode(r.value) : r.error.code);
    for (const birth of births) {
      const a = warmed.kundli(birth);
      expect(a.ok).toBe(true);
      expect(text(a)).toBe(text(plain.kundli(birth)));
    }
    const pair = { boy: births[0], girl: births[1] };
    expect(text(warmed.match(pair))).toBe(text(plain.match(pair)));
  });

  it("returns bad input as the contract's error value, not a throw", () => {
    expect(warmed.kundli({ ...births[0], time: "25:00" })).toEqual({
      ok: false,
      error: { code: "INVALID_TIME", message: expect.any(String), field: "time" },
    });
    expect(warmed.match({ boy: births[0] })).toMatchObject({
      ok: false,
      error: { code: "MISSING_FIELD", field: "girl" },
    });
  });

  it("carries the runtime's tzdata into every receipt", () => {
    const k = warmed.kundli(births[2]);
    if (!k.ok) throw new Error(k.error.message);
    expect((JSON.parse(new TextDecoder().decode(k.value)) as Kundli).receipt.tzdata).toBe("test");
  });
});
