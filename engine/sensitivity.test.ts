/**
 * The sensitivity panel's boundaries (root searches) against brute force: for every reference
 * birth and a seeded sample of random ones, each found instant is where a scan at one-second
 * steps, computing the reading straight from the ephemeris and the Kundli's own dasha code, sees
 * it change (within 1 s), and a coarser scan sees no change between the birth and that instant.
 * When no boundary is reported within the window, a scan of the whole window finds none.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SE, SEFLG, type Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { AYANAMSA_SIDM, HOUSE_SYSTEM_CODE } from "./astro.ts";
import { runningPeriods, vimshottariDasha } from "./dasha.ts";
import { siderealLongitudeAt } from "./gochar.ts";
import { computeKundli } from "./kundli.ts";
import {
  LAGNA_DIVISIONS,
  SENSITIVITY_WINDOW_SECONDS,
  birthTimeSensitivity,
  cycleYears,
  dashaLordsAt,
  type LagnaKey,
  type SensitivityItem,
} from "./sensitivity.ts";
import { chartExamples } from "./testing/reference.ts";
import type { CalcOptions, KundliInput } from "./types.ts";
import { vargaPlacement } from "./vargas.ts";
import { nakshatraOf, padaOf } from "./zodiac.ts";

const runtime = { tzdata: "test" };
const AT = "2026-11-25T12:00:00+05:30";
const births = chartExamples().map((e) => e.input);

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

/** A small seeded generator (mulberry32), so that a failure names a birth that can be rerun. */
function random(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, "0");
function randomBirth(r: () => number, maxLatitude: number) {
  const year = 1900 + Math.floor(r() * 200);
  return {
    name: "random",
    gender: "female",
    date: `${year}-${pad(1 + Math.floor(r() * 12))}-${pad(1 + Math.floor(r() * 28))}`,
    time: `${pad(Math.floor(r() * 24))}:${pad(Math.floor(r() * 60))}:${pad(Math.floor(r() * 60))}`,
    place: {
      name: "",
      latitude: Math.round((r() * 2 - 1) * maxLatitude * 1000) / 1000,
      longitude: Math.round((r() * 360 - 180) * 1000) / 1000,
      timezone: "UTC",
    },
    utcOffset: "+00:00",
    options: {
      ayanamsa: (["lahiri", "raman", "kp", "true-chitra"] as const)[Math.floor(r() * 4)],
      houses: (["sripati", "placidus", "equal", "whole-sign"] as const)[Math.floor(r() * 4)],
      dashaYear: ([365.25, 360] as const)[Math.floor(r() * 2)],
    },
  };
}

/** Each reading of a Kundli at `seconds` from its birth, computed straight, not by the module. */
function readingsOf(k: ReturnType<typeof computeKundli>) {
  const o: CalcOptions = k.basic.options;
  const jd = k.basic.julianDayUT;
  const birthMs = k.dasha.birthMs;
  const atMs = Date.parse(AT);
  const moonAt = siderealLongitudeAt(eph, o.ayanamsa, SE.MOON);
  const ascendant = (s: number) => {
    eph.setSidMode(AYANAMSA_SIDM[o.ayanamsa]);
    const h = eph.housesEx(
      jd + s / 86400,
      SEFLG.MOSEPH | SEFLG.SIDEREAL,
      k.basic.latitude,
      k.basic.longitude,
      HOUSE_SYSTEM_CODE[o.houses],
    );
    return h.ascendant;
  };
  const dasha = (s: number, level: 0 | 1) => {
    const d = vimshottariDasha(moonAt(jd + s / 86400), birthMs + s * 1000, { yearDays: o.dashaYear, depth: 1 });
    return runningPeriods(d, atMs, 2)[level]?.planet ?? null;
  };
  const lagna = (key: LagnaKey) => (s: number) => vargaPlacement(ascendant(s), LAGNA_DIVISIONS[key]).sign;
  return {
    lagna: lagna("lagna"),
    navamsaLagna: lagna("navamsaLagna"),
    d10Lagna: lagna("d10Lagna"),
    d60Lagna: lagna("d60Lagna"),
    moonPada: (s: number) => {
      const m = moonAt(jd + s / 86400);
      return `${nakshatraOf(m)}.${padaOf(m)}`;
    },
    mahadasha: (s: number) => dasha(s, 0),
    antardasha: (s: number) => dasha(s, 1),
  } satisfies Record<SensitivityItem["key"], (s: number) => unknown>;
}

const hours = (hms: string) => hms.split(":").reduce((h, part, i) => h + Number(part) / 60 ** i, 0);

const text = (v: unknown) =>
  v !== null && typeof v === "object" ? `${(v as { nakshatra: number }).nakshatra}.${(v as { pada: number }).pada}` : v;

/** Checks every boundary of a Kundli's panel by brute force; returns how many it checked. */
function checkByBruteForce(input: KundliInput | Record<string, unknown>): number {
  const k = computeKundli(eph, { ...input, include: ["sensitivity"], at: AT }, runtime);
  const readings = readingsOf(k);
  let checked = 0;
  for (const item of k.sensitivity!.items) {
    const read = readings[item.key];
    const label = `${JSON.stringify(input)} ${item.key}`;
    expect(text(read(0)), label).toBe(text(item.value));
    // Coarse steps: outside the polar circles the Ascendant only moves forward and a D60 sign
    // comes round again 6° later, so a change cannot undo itself within 10 s; the Moon's
    // readings last 20 minutes at least.
    const coarse = item.key.endsWith("agna") ? 10 : 60;
    for (const [dir, found, beyond] of [
      [1, item.laterSeconds, item.laterValue],
      [-1, item.earlierSeconds, item.earlierValue],
    ] as const) {
      const at = (s: number) => text(read(dir * s));
      if (found === null) {
        for (let s = 0; s <= SENSITIVITY_WINDOW_SECONDS; s += coarse)
          expect(at(s), `${label} ${dir} ${s}`).toBe(text(item.value));
        continue;
      }
      // One-second steps over ±120 s: the first change is within 1 s of the root search's instant.
      let first: number | null = null;
      for (let s = Math.max(0, Math.floor(found) - 120); s <= Math.floor(found) + 120; s++) {
        if (at(s) !== text(item.value)) {
          first = s;
          break;
        }
      }
      expect(first, `${label} ${dir}: found ${found}`).not.toBeNull();
      expect(Math.abs(first! - found), `${label} ${dir}: found ${found}, scan ${first}`).toBeLessThanOrEqual(1);
      expect(at(found + 0.5), `${label} ${dir} beyond`).toBe(text(beyond));
      // No change between the birth and there.
      for (let s = 0; s < found - 1; s += coarse) expect(at(s), `${label} ${dir} ${s}`).toBe(text(item.value));
      checked++;
    }
  }
  return checked;
}

describe("birth-time sensitivity", () => {
  it("agrees with a brute-force scan for every reference birth", () => {
    let checked = 0;
    for (const birth of births) checked += checkByBruteForce(birth);
    expect(checked).toBeGreaterThan(births.length * 8);
  }, 120_000);

  it("agrees with a brute-force scan for random births (seeded), any ayanamsa, house system and dasha year", () => {
    const r = random(15);
    for (let i = 0; i < 12; i++) checkByBruteForce(randomBirth(r, 60));
  }, 120_000);

  it("agrees with a brute-force scan near and within the polar circles (a scan replaces the model there)", () => {
    const base = births[0]!;
    for (const latitude of [65.9, 69.65, -78.2]) {
      checkByBruteForce({ ...base, place: { ...base.place, latitude } });
    }
  }, 120_000);

  it("solves the Lagna items by the model outside the polar circles and scans within them", () => {
    const method = (latitude: number) => {
      const k = computeKundli(eph, { ...births[0]!, place: { ...(births[0]!.place as object), latitude } }, runtime);
      return birthTimeSensitivity(eph, {
        julianDayUT: k.basic.julianDayUT,
        birthMs: k.dasha.birthMs,
        latitude,
        longitude: k.basic.longitude,
        ayanamsa: k.basic.options.ayanamsa,
        dashaYear: k.basic.options.dashaYear,
        ascendant: k.planets[0]!.longitude,
        moon: k.dasha.moonLongitude,
        armc: hours(k.basic.local_apparent_sideral_time) * 15,
        atMs: Date.parse(AT),
      }).lagnaMethod;
    };
    expect([0, 28.6, -45, 65.9].map(method)).toEqual(["model", "model", "model", "model"]);
    expect([69.65, -78.2, 90].map(method)).toEqual(["scan", "scan", "scan"]);
  });

  it("gives the Kundli's own readings at birth, and seconds that are non-negative and within the window", () => {
    for (const birth of births) {
      const k = computeKundli(eph, { ...birth, include: ["sensitivity"], at: AT }, runtime);
      const s = k.sensitivity!;
      expect(s.at).toMatch(/^2026-11-25T/);
      expect(s.items.map((i) => i.key)).toEqual([
        "lagna",
        "navamsaLagna",
        "d10Lagna",
        "d60Lagna",
        "moonPada",
        "mahadasha",
        "antardasha",
      ]);
      const moon = k.planets.find((p) => p.planet === "Moon")!;
      expect(s.items[0]!.value).toBe(k.planets[0]!.sign);
      expect(s.items[1]!.value).toBe(k.vargas.D9.Ascendant);
      expect(s.items[2]!.value).toBe(k.vargas.D10.Ascendant);
      expect(s.items[3]!.value).toBe(k.vargas.D60.Ascendant);
      expect(s.items[4]!.value).toEqual({ nakshatra: moon.nakshatra, pada: moon.pada });
      for (const item of s.items) {
        for (const sec of [item.earlierSeconds, item.laterSeconds]) {
          if (sec !== null) expect(sec >= 0 && sec <= SENSITIVITY_WINDOW_SECONDS).toBe(true);
        }
      }
    }
  });

  it("needs a moment for the running dasha: `at`, or the caller's now", () => {
    const input = { ...births[0]!, include: ["sensitivity"] };
    expect(() => computeKundli(eph, input, runtime)).toThrowError(expect.objectContaining({ field: "at" }) as Error);
    const now = computeKundli(eph, input, { ...runtime, nowMs: Date.parse(AT) }).sensitivity!;
    expect(now).toEqual(computeKundli(eph, { ...input, at: AT }, runtime).sensitivity);
  });
});

describe("dashaLordsAt", () => {
  it("is the Kundli's own running mahadasha and antardasha, for Moons all round the zodiac", () => {
    const birthMs = Date.parse("1990-01-01T00:00:00Z");
    for (let moon = 0.05; moon < 360; moon += 0.7) {
      for (const years of [-1, 0.3, 5.5, 37, 80.2, 119.9, 130]) {
        const atMs = birthMs + years * 365.25 * 86_400_000;
        const running = runningPeriods(vimshottariDasha(moon, birthMs, { depth: 1 }), atMs, 2);
        expect(dashaLordsAt(moon, birthMs, atMs, 365.25), `${moon} ${years}`).toEqual({
          mahadasha: running[0]?.planet ?? null,
          antardasha: running[1]?.planet ?? null,
        });
      }
    }
  });

  it("has a cycle position that rises without a jump as the Moon moves", () => {
    let last = cycleYears(-1);
    let worst = { rise: Infinity, jump: 0 };
    for (let m = -0.99; m < 725; m += 0.01) {
      const y = cycleYears(m);
      worst = { rise: Math.min(worst.rise, y - last), jump: Math.max(worst.jump, y - last) };
      last = y;
    }
    // 0.01° of Moon is 0.0045 (Sun) to 0.015 years (Venus) of the sequence.
    expect(worst.rise).toBeGreaterThan(0.004);
    expect(worst.jump).toBeLessThan(0.016);
  });
});
