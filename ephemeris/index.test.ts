import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { EphemerisError, SE, SEFLG, SE_CALC, createEphemeris, ephemerisKind } from "./index.ts";
import { loadEphemerisNode } from "./node.ts";

const eph = await loadEphemerisNode();

describe("swe.wasm loader", () => {
  it("is Swiss Ephemeris 2.10.03 and asks only for WASI functions", () => {
    expect(eph.version).toBe("2.10.03");
    const mod = new WebAssembly.Module(readFileSync(new URL("./swe.wasm", import.meta.url)));
    const modules = new Set(WebAssembly.Module.imports(mod).map((i) => i.module));
    expect([...modules]).toEqual(["wasi_snapshot_preview1"]);
    // synchronous instantiation from a compiled module, as in a Worker
    expect(createEphemeris(mod).version).toBe("2.10.03");
  });

  it("julday / revjul (J2000.0)", () => {
    expect(eph.julday(2000, 1, 1, 12)).toBe(2451545);
    expect(eph.revjul(2451545.25)).toEqual({ year: 2000, month: 1, day: 1, hour: 18 });
  });

  it("calcUt reports Moshier in the returned flags, also after a fallback from missing .se1 files", () => {
    const moshier = eph.calcUt(2451545, SE.SUN);
    expect(ephemerisKind(moshier.flags)).toBe("moshier");
    expect(moshier.flags & SEFLG.SPEED).toBe(SEFLG.SPEED);
    // Sun at J2000.0: apparent longitude 280.37°, about 1°/day
    expect(moshier.longitude).toBeCloseTo(280.37, 2);
    expect(moshier.longitudeSpeed).toBeCloseTo(1.019, 3);
    const fallback = eph.calcUt(2451545, SE.SUN, SEFLG.SWIEPH | SEFLG.SPEED);
    expect(ephemerisKind(fallback.flags)).toBe("moshier");
    expect(fallback.warning).toMatch(/using Moshier/);
    expect(fallback.longitude).toBe(moshier.longitude);
  });

  it("calcUtInto writes six numbers without allocating a result", () => {
    const out = new Float64Array(6);
    const flags = eph.calcUtInto(2451545, SE.MOON, SEFLG.MOSEPH | SEFLG.SPEED, out);
    expect(ephemerisKind(flags)).toBe("moshier");
    expect(out[3]).toBeGreaterThan(11); // the Moon moves 11–15°/day
    expect(out[3]).toBeLessThan(16);
  });

  it("sidereal mode: sidereal = tropical − true ayanamsa", () => {
    eph.setSidMode(1);
    const jd = 2451545;
    const trop = eph.calcUt(jd, SE.MARS).longitude;
    const sid = eph.calcUt(jd, SE.MARS, SEFLG.MOSEPH | SEFLG.SIDEREAL).longitude;
    const aya = eph.ayanamsaExUt(jd).ayanamsa;
    expect(aya).toBeCloseTo(23.853, 3); // Lahiri at J2000.0: mean 23.857°, nutation −13.9″
    expect(eph.ayanamsaExUt(jd, SEFLG.MOSEPH | SEFLG.NONUT).ayanamsa).toBeCloseTo(23.857, 3);
    expect((trop - sid - aya) * 3600).toBeCloseTo(0, 6);
  });

  it("houses, rise/set, sidereal time", () => {
    const h = eph.housesEx(2451545, SEFLG.MOSEPH, 51.5, 0, "P");
    expect(h.ok).toBe(true);
    expect(h.cusps[1]).toBe(h.ascendant);
    expect(h.cusps[10]).toBe(h.mc);
    expect(eph.housesEx(2451545, SEFLG.MOSEPH, 80, 0, "P").ok).toBe(false); // Placidus beyond the polar circle
    const rise = eph.riseTrans(2451545, SE.SUN, SE_CALC.RISE, 51.5, 0);
    expect(rise).not.toBeNull();
    expect(rise! - 2451545).toBeGreaterThan(0.8); // next London sunrise after noon, about 08:06 UT on 2 Jan
    expect(rise! - 2451545).toBeLessThan(0.9);
    expect(eph.riseTrans(2451545, SE.SUN, SE_CALC.RISE, 80, 0)).toBeNull(); // polar night
    expect(eph.sidTime(2451545)).toBeCloseTo(18.697, 3); // GAST at J2000.0
    expect(eph.deltaT(2451545) * 86400).toBeCloseTo(63.8, 0);
  });

  it("throws EphemerisError with Swiss Ephemeris' message", () => {
    expect(() => eph.calcUt(5_000_000, SE.SUN)).toThrow(EphemerisError);
    expect(() => eph.calcUt(5_000_000, SE.SUN)).toThrow(/outside Moshier planet range/);
    expect(() => eph.housesEx(2451545, 0, 0, 0, "PP")).toThrow(EphemerisError);
  });
});
