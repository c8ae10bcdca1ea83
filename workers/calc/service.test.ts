import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { Kundli } from "#engine/kundli.ts";
import { readExamples } from "#engine/testing/reference.ts";
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

  it("answers a day panchang as the contract's JSON, and refuses a bad one as a value", () => {
    const day = {
      date: "2022-01-24",
      place: { name: "", latitude: 28.63576, longitude: 77.22445, timezone: "Asia/Kolkata" },
    };
    const r = warmed.panchang(day);
    if (!r.ok) throw new Error(r.error.message);
    const p = JSON.parse(new TextDecoder().decode(r.value)) as { vara: number; rahuKaal: { start: string } };
    expect(p.vara).toBe(2);
    // Drik Panchang prints Rahu Kaal 08:33 that Monday (cases/drikpanchang-day-panchang-new-delhi.json).
    expect(p.rahuKaal.start.slice(11, 16)).toBe("08:33");
    expect(new TextDecoder().decode(r.value)).toBe(
      new TextDecoder().decode((plain.panchang(day) as { value: Uint8Array }).value),
    );
    expect(warmed.panchang({ ...day, place: { ...day.place, timezone: "Mars/Base" } })).toEqual({
      ok: false,
      error: { code: "INVALID_TIMEZONE", message: expect.any(String), field: "place.timezone" },
    });
  });

  it("carries the runtime's tzdata into every receipt", () => {
    const k = warmed.kundli(births[2]);
    if (!k.ok) throw new Error(k.error.message);
    expect((JSON.parse(new TextDecoder().decode(k.value)) as Kundli).receipt.tzdata).toBe("test");
  });

  it("answers a batch of births' events, a refused birth as its own error, a bad batch as the error value", () => {
    const r = plain.events({
      births: [
        { id: 7, input: births[8] },
        { id: 8, input: { ...births[8], time: "25:00" } },
      ],
      from: "2026-04-01",
      to: "2026-04-30",
    });
    if (!r.ok) throw new Error(r.error.message);
    // EXC009 was born on 8 April 1945.
    expect(r.value).toEqual([
      { id: 7, events: expect.arrayContaining([{ kind: "birthday", date: "2026-04-08", detail: "81" }]) },
      { id: 8, error: { code: "INVALID_TIME", field: "time" } },
    ]);
    expect(plain.events({ births: [], from: "2026-04-01", to: "2029-04-30" })).toMatchObject({
      ok: false,
      error: { code: "INVALID_DATE", field: "to" },
    });
    expect(
      plain.events({ births: Array.from({ length: 101 }, (_, id) => ({ id, input: births[0] })), from: "", to: "" }),
    ).toMatchObject({ ok: false, error: { code: "INVALID_FIELD", field: "births" } });
  });
});
