import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../../../ephemeris/index";
import { loadEphemerisNode } from "../../../ephemeris/node";
import { vimshottariDasha, type DashaPeriod } from "../../../engine/dasha";
import { computeKundli, type Kundli } from "../../../engine/kundli";
import { monthGrid } from "./calendar";
import { dashaRows, isRunning, periodsFromContract, runningPath, yearsMonthsDays } from "./dasha";
import { phaladeshReading } from "./phaladesh";

let eph: Ephemeris;
let kundli: Kundli;
beforeAll(async () => {
  eph = await loadEphemerisNode();
  kundli = computeKundli(
    eph,
    {
      name: "Asha",
      gender: "female",
      date: "1990-01-15",
      time: "12:00:00",
      place: { name: "Varanasi", latitude: 25.3176, longitude: 82.9739, timezone: "Asia/Kolkata" },
    },
    { tzdata: "test" },
  );
});

describe("dasha drill-down in the browser", () => {
  it("the four levels equal the engine's own, built eagerly", () => {
    const tree = periodsFromContract(kundli.dasha.periods);
    const deep = vimshottariDasha(kundli.dasha.moonLongitude, kundli.dasha.birthMs, { depth: 4 });
    const path = [tree[1]!.planet, tree[1]!.children![3]!.planet, "Saturn"] as const;
    const rows = dashaRows(tree, [...path]);
    const want = deep.periods[1]!.children![3]!.children!.find((p) => p.planet === "Saturn")!.children!;
    expect(rows.map((r) => r.planet)).toEqual(want.map((p) => p.planet));
    // the contract's instants are whole seconds: the deep levels agree to the second
    rows.forEach((r, i) => {
      expect(Math.abs(r.start - want[i]!.start)).toBeLessThan(1000);
      expect(Math.abs(r.end - want[i]!.end)).toBeLessThan(1000);
    });
    expect(rows).toHaveLength(9);
  });

  it("stops at the Paraprtyantardasha", () => {
    const tree = periodsFromContract(kundli.dasha.periods);
    expect(() => dashaRows(tree, ["Moon", "Moon", "Moon", "Moon"])).toThrow(RangeError);
  });

  it("finds the running period at every level", () => {
    const tree = periodsFromContract(kundli.dasha.periods);
    const at = Date.UTC(2024, 5, 1);
    const path = runningPath(tree, at);
    expect(path).toHaveLength(4);
    let level: DashaPeriod[] = tree;
    for (let i = 0; i < 4; i++) {
      const running = dashaRows(tree, path.slice(0, i)).filter((p) => isRunning(path, path.slice(0, i), p.planet));
      expect(running).toHaveLength(1);
      expect(running[0]!.start <= at && at < running[0]!.end).toBe(true);
      level = running;
    }
    expect(level).toHaveLength(1);
    expect(isRunning(path, ["Ketu"], path[1]!)).toBe(path[0] === "Ketu");
  });

  it("writes a balance in years, months and days", () => {
    expect(yearsMonthsDays(3.5)).toEqual({ years: 3, months: 6, days: 0 });
    expect(yearsMonthsDays(0.25 + 1 / 360)).toEqual({ years: 0, months: 3, days: 1 });
  });
});

describe("phaladesh", () => {
  it("reads by lagna, Moon sign, nakshatra and the mahadasha running", () => {
    const lagna = kundli.planets.find((p) => p.planet === "Ascendant")!.sign;
    const moon = kundli.planets.find((p) => p.planet === "Moon")!;
    const at = Date.UTC(2024, 5, 1);
    const r = phaladeshReading(kundli, at);
    const running = runningPath(periodsFromContract(kundli.dasha.periods), at)[0]!;
    expect(r.sections).toEqual({
      generalNature: [`phaladesh.lagna.${lagna}.nature`],
      specifiedUniqueness: [`phaladesh.nakshatra.${moon.nakshatra}`, `phaladesh.mahadasha.${running}`],
      physical: [`phaladesh.lagna.${lagna}.physical`],
      emotional: [`phaladesh.moon.${moon.sign}`],
    });
  });
  it("uses the birth mahadasha outside the 120 years", () => {
    expect(phaladeshReading(kundli, Date.UTC(2200, 0, 1)).mahadasha).toBe(kundli.dasha.periods[0]!.planet);
  });
});

describe("calendar", () => {
  it("starts the week on Sunday", () => {
    // 1 January 2023 was a Sunday; 1 February 2023 a Wednesday.
    expect(monthGrid(2023, 1)[0]).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(monthGrid(2023, 2)[0]).toEqual([null, null, null, 1, 2, 3, 4]);
    expect(monthGrid(2024, 2).flat().filter(Boolean)).toHaveLength(29);
    expect(monthGrid(2023, 2).every((w) => w.length === 7)).toBe(true);
  });
});
