/**
 * The JSON the Worker sends, the HTTP API answers with and the command line prints
 * (kundli-json.ts, dasha-json.ts) is byte for byte the UTF-8 of JSON.stringify of the Kundli the
 * engine builds as objects: every reference birth, every depth of dasha the input allows, every
 * dasha year, offsets with seconds and west of Greenwich, births whose dasha leaves the years
 * 0000–9999, names in Devanagari and with characters JSON must escape.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { formattedVimshottariDasha } from "./dasha.ts";
import { periodsJson, writePeriodsJson } from "./dasha-json.ts";
import { computeKundli } from "./kundli.ts";
import { computeKundliJson, computeMatchJson } from "./kundli-json.ts";
import { computeMatch } from "./match.ts";
import { instantFormatter } from "./time.ts";
import { chartExamples } from "./testing/reference.ts";

const runtime = { tzdata: "test" };
const births = chartExamples().map((e) => e.input);
const text = (bytes: Uint8Array) => new TextDecoder().decode(bytes);

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

describe("computeKundliJson", () => {
  it("is JSON.stringify(computeKundli) for every reference birth, at 1 to 4 dasha levels", () => {
    for (const birth of births) {
      for (const dashaLevels of [undefined, 1, 2, 3, 4]) {
        const input = { ...birth, dashaLevels };
        expect(text(computeKundliJson(eph, input, runtime))).toBe(JSON.stringify(computeKundli(eph, input, runtime)));
      }
    }
  });

  it("holds for names JSON escapes, every dasha year, offsets with seconds and to the west, and 5 levels", () => {
    const base = births[0]!;
    const cases = [
      { name: 'आशा "Asha" \\ \n\t\u2028 \u0001 😀' },
      ...[365.25, 365.2425, 365.256363, 360].map((dashaYear) => ({ options: { dashaYear }, dashaLevels: 3 })),
      { utcOffset: "+05:21:10", dashaLevels: 3 }, // local mean time: instants in UTC with Z
      { utcOffset: "-09:30", dashaLevels: 3 },
      { dashaLevels: 5 },
    ];
    for (const change of cases) {
      const input = { ...base, ...change };
      expect(text(computeKundliJson(eph, input, runtime))).toBe(JSON.stringify(computeKundli(eph, input, runtime)));
    }
  });

  it("holds when the dasha reaches back before the year 0000 (a birth in 0001), where the size is only a bound", () => {
    const input = { ...births[0]!, date: "0001-03-01", dashaLevels: 3 };
    const json = text(computeKundliJson(eph, input, runtime));
    expect(json).toBe(JSON.stringify(computeKundli(eph, input, runtime)));
    expect(json).toContain('"start":"-0000');
  });

  it("holds with the transit and varshphal sections (nulls for the nodes' bindus, Mudda sub-periods)", () => {
    for (const birth of births.slice(0, 4)) {
      const input = { ...birth, include: ["transit", "varshphal"], at: "2026-03-01T12:00:00+05:30", year: 2026 };
      const json = text(computeKundliJson(eph, input, runtime));
      expect(json).toBe(JSON.stringify(computeKundli(eph, input, runtime)));
      expect(json).toContain('"bavBindus":null');
    }
  });

  it("holds with every section, the dashas' trees written as bytes: every reference birth, 1 to 3 levels, offsets with seconds and to the west, a birth in 0001", () => {
    const include = ["strength", "dashas", "jaimini", "kp", "transit", "varshphal"];
    const at = "2026-03-01T12:00:00+05:30";
    const cases: Record<string, unknown>[] = [
      ...births.flatMap((birth) => [1, 2, 3].map((dashasLevels) => ({ ...birth, dashasLevels }))),
      ...[365.2425, 360].map((dashaYear) => ({ ...births[1]!, options: { dashaYear } })),
      { ...births[2]!, utcOffset: "+05:21:10" },
      { ...births[2]!, utcOffset: "-09:30", dashasLevels: 3 },
      { ...births[0]!, date: "0001-03-01", dashasLevels: 3 },
    ];
    for (const birth of cases) {
      const input = { ...birth, include, at, year: Number(String(birth.date).slice(0, 4)) + 20 };
      const json = text(computeKundliJson(eph, input, runtime));
      expect(json).toBe(JSON.stringify(computeKundli(eph, input, runtime)));
      expect(json).toMatch(/"chara":\{[^}]*"periods":\[\{"sign":\d+/);
    }
  });

  it("writes the sections' trees into a match's Kundlis too", () => {
    const pair = {
      boy: { ...births[0]!, include: ["dashas"] },
      girl: { ...births[1]!, include: ["dashas"], dashasLevels: 3 },
    };
    expect(text(computeMatchJson(eph, pair, runtime))).toBe(JSON.stringify(computeMatch(eph, pair, runtime)));
  });

  it("holds with the sensitivity section (nulls beyond the window, the pada as an object)", () => {
    for (const birth of births.slice(0, 4)) {
      const input = { ...birth, include: ["sensitivity"], at: "2026-03-01T12:00:00+05:30" };
      const json = text(computeKundliJson(eph, input, runtime));
      expect(json).toBe(JSON.stringify(computeKundli(eph, input, runtime)));
      const parsed = JSON.parse(json) as { sensitivity: { at: string; items: { key: string }[] } };
      expect(Date.parse(parsed.sensitivity.at)).toBe(Date.parse(input.at));
      expect(parsed.sensitivity.items.map((i) => i.key)).toContain("moonPada");
      expect(json).toMatch(/"key":"moonPada","value":\{"nakshatra":\d+,"pada":[1-4]\}/);
    }
  });

  it("throws the same CalcError as computeKundli for input that describes no birth", () => {
    const input = { ...births[0]!, time: "25:00" };
    expect(() => computeKundliJson(eph, input, runtime)).toThrowError(
      expect.objectContaining({ code: "INVALID_TIME", field: "time" }) as Error,
    );
  });
});

describe("writePeriodsJson", () => {
  it("writes exactly the bytes its size says, and the periods of formattedVimshottariDasha", () => {
    for (const [moon, offset, depth] of [
      [0, 19800, 1],
      [13.333333, -18000, 2],
      [359.9999999, 36726, 3],
      [200.5, 0, 4],
    ] as const) {
      const birthMs = Date.UTC(1990, 0, 15, 6, 42);
      const periods = periodsJson(moon, birthMs, { depth }, offset);
      const out = new Uint8Array(periods.size + 10).fill(0x2a);
      const end = writePeriodsJson(out, 5, periods);
      expect(periods.exact).toBe(true);
      expect(end - 5).toBe(periods.size);
      expect([...out.subarray(0, 5), ...out.subarray(end)]).toEqual(Array(10).fill(0x2a)); // nothing outside
      const expected = formattedVimshottariDasha(moon, birthMs, { depth }, instantFormatter(offset)).periods;
      expect(text(out.subarray(5, end))).toBe(JSON.stringify(expected));
    }
  });
});

describe("computeMatchJson", () => {
  it("is JSON.stringify(computeMatch), both Kundlis at their own dasha depths", () => {
    for (let i = 0; i + 1 < births.length; i += 2) {
      const pair = { boy: { ...births[i], dashaLevels: 3 }, girl: births[i + 1] };
      expect(text(computeMatchJson(eph, pair, runtime))).toBe(JSON.stringify(computeMatch(eph, pair, runtime)));
    }
  });
});
