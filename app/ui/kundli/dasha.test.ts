import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../../../ephemeris/index";
import { loadEphemerisNode } from "../../../ephemeris/node";
import { vimshottariDasha } from "#engine/dasha";
import { computeKundli, type Kundli } from "#engine/kundli";
import { monthGrid } from "./calendar";
import {
  dashaSystemOf,
  dashaSystemSearch,
  isRunningRow,
  nodesAlong,
  nodesAt,
  periodsFromContract,
  runningIndices,
  runningPath,
  sectionNodes,
  vimshottariExpand,
  vimshottariNodes,
  yearsMonthsDays,
} from "./dasha";
import { phaladeshReading } from "./phaladesh";
import { kundliInputOf } from "./section";

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
  it("Vimshottari: the four levels equal the engine's own, built eagerly, with each period's years", () => {
    const tree = vimshottariNodes(kundli.dasha.periods);
    const deep = vimshottariDasha(kundli.dasha.moonLongitude, kundli.dasha.birthMs, { depth: 4 });
    const path = [1, 3, deep.periods[1]!.children![3]!.children!.findIndex((p) => p.planet === "Saturn")];
    const rows = nodesAt(tree, path, vimshottariExpand)!;
    const want = deep.periods[1]!.children![3]!.children![path[2]!]!.children!;
    expect(rows.map((r) => r.of)).toEqual(want.map((p) => p.planet));
    // the contract's instants are whole seconds: the deep levels agree to the second
    rows.forEach((r, i) => {
      expect(Math.abs(r.start - want[i]!.start)).toBeLessThan(1000);
      expect(Math.abs(r.end - want[i]!.end)).toBeLessThan(1000);
    });
    expect(rows).toHaveLength(9);
    // years: the lords' own (120 in all), each level's years filling its parent's
    expect(tree.map((n) => n.years).reduce((a, b) => a + b, 0)).toBe(120);
    const venus = tree.find((n) => n.of === "Venus")!;
    expect(venus.years).toBe(20);
    expect(venus.children!.find((n) => n.of === "Sun")!.years).toBeCloseTo(1, 12); // 20 × 6 / 120
    const parent = nodesAlong(tree, path, vimshottariExpand).at(-1)!;
    expect(rows.reduce((a, r) => a + r.years, 0)).toBeCloseTo(parent.years, 12);
    expect(yearsMonthsDays(venus.children!.find((n) => n.of === "Moon")!.years)).toEqual({
      years: 1,
      months: 8,
      days: 0,
    }); // 20 × 10 / 120 = 1⅔ years
  });

  it("a level the tree lacks is undefined without a way to expand it", () => {
    const tree = vimshottariNodes(kundli.dasha.periods);
    expect(nodesAt(tree, [0])).toHaveLength(9);
    expect(nodesAt(tree, [0, 0])).toBeUndefined();
    expect(nodesAt(tree, [0, 0], vimshottariExpand)).toHaveLength(9);
    expect(nodesAt(tree, [42])).toBeUndefined();
  });

  it("finds the running period at every level", () => {
    const tree = vimshottariNodes(kundli.dasha.periods);
    const at = Date.UTC(2024, 5, 1);
    const running = runningIndices(tree, at, 4, vimshottariExpand);
    expect(running).toHaveLength(4);
    const lords = nodesAlong(tree, running, vimshottariExpand).map((n) => n.of);
    expect(lords).toEqual(runningPath(periodsFromContract(kundli.dasha.periods), at));
    for (let level = 0; level < 4; level++) {
      const path = running.slice(0, level);
      const marked = nodesAt(tree, path, vimshottariExpand)!.filter((_, i) => isRunningRow(running, path, i));
      expect(marked).toHaveLength(1);
      expect(marked[0]!.start <= at && at < marked[0]!.end).toBe(true);
    }
    // another mahadasha's antardashas have none running
    expect(isRunningRow(running, [(running[0]! + 1) % 9], running[1]!)).toBe(false);
    // without the deeper levels, as far as the tree goes
    expect(runningIndices(tree, at, 4)).toEqual(running.slice(0, 2));
  });

  it("the section's systems: a lord named twice is still one period (walked by index)", () => {
    const withSection = computeKundli(
      eph,
      { ...kundliInputOf(kundli), include: ["dashas"], dashasLevels: 2 },
      { tzdata: "test" },
    );
    const yogini = sectionNodes(withSection.dashas!.yogini.periods, (p) => p.lord);
    expect(yogini).toHaveLength(24);
    expect(yogini.slice(0, 8).reduce((a, n) => a + n.years, 0)).toBe(36);
    // the second cycle's first yogini is the first's, with her own antardashas
    expect(yogini[8]!.of).toBe(yogini[0]!.of);
    expect(nodesAt(yogini, [8])![0]!.start).toBe(yogini[8]!.start);
    expect(nodesAt(yogini, [8, 0])).toBeUndefined(); // a third level is asked for, not computed
    const at = Date.UTC(2024, 5, 1);
    const running = runningIndices(yogini, at, 3);
    expect(running).toHaveLength(2);
    expect(yogini[running[0]!]!.start <= at && at < yogini[running[0]!]!.end).toBe(true);

    const chara = sectionNodes(withSection.dashas!.chara.periods, (p) => p.sign);
    expect(new Set(chara.slice(0, 12).map((n) => n.of)).size).toBe(12);
    expect(chara.reduce((a, n) => a + n.years, 0)).toBe(144);
    expect(nodesAt(chara, [0])).toHaveLength(12);
  });

  it("reads and writes the system in the address", () => {
    expect(dashaSystemOf("?tab=dasha&dasha=yogini")).toBe("yogini");
    expect(dashaSystemOf("?tab=dasha&dasha=chara")).toBe("chara");
    expect(dashaSystemOf("?tab=dasha")).toBe("vimshottari");
    expect(dashaSystemOf("?dasha=kalachakra")).toBe("vimshottari");
    expect(dashaSystemSearch("?tab=dasha&ayanamsa=kp", "ashtottari")).toBe("?tab=dasha&ayanamsa=kp&dasha=ashtottari");
    expect(dashaSystemSearch("?tab=dasha&dasha=chara", "vimshottari")).toBe("?tab=dasha");
    expect(dashaSystemSearch("?dasha=chara", "vimshottari")).toBe("");
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
