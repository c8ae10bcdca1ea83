// Typed loader for swe.wasm (Swiss Ephemeris 2.10.03 compiled to wasm32-wasi, see README.md).
//
// Works wherever a WebAssembly.Module is at hand and can be instantiated synchronously:
//  - Cloudflare Worker: `import sweModule from "../ephemeris/swe.wasm"` gives a
//    WebAssembly.Module (Workers refuse to compile from bytes at run time); then
//    `createEphemeris(sweModule)`.
//  - Node: `loadEphemerisNode()` from ./node.ts (reads the file); never import node.ts
//    from Worker code.
// This file uses no I/O and no Node APIs.
//
// One instance holds Swiss Ephemeris' global state (sidereal mode, caches), so calls
// are cheap; it is not re-entrant, which JavaScript's single thread guarantees.

import { SEFLG } from "./constants.ts";
import { wasiImports } from "./wasi.ts";

export * from "./constants.ts";

/** Raised when Swiss Ephemeris reports an error (its message is kept). */
export class EphemerisError extends Error {
  /** The Swiss Ephemeris function that failed. */
  readonly fn: string;
  constructor(fn: string, message: string) {
    super(`${fn}: ${message}`);
    this.name = "EphemerisError";
    this.fn = fn;
  }
}

/** swe_calc_ut result: ecliptic (or equatorial, per flags) coordinates and their daily speeds. */
export interface CalcResult {
  longitude: number;
  latitude: number;
  distance: number;
  longitudeSpeed: number;
  latitudeSpeed: number;
  distanceSpeed: number;
  /** Flags Swiss Ephemeris actually used: SEFLG_MOSEPH here means Moshier (also after a fallback from .se1 files). */
  flags: number;
  /** Non-fatal message (e.g. "file not found, using Moshier"). */
  warning?: string;
}

export interface HousesResult {
  /** cusps[1..12] (cusps[0] is unused, as in Swiss Ephemeris). */
  cusps: number[];
  ascendant: number;
  mc: number;
  armc: number;
  vertex: number;
  /** false when Swiss Ephemeris could not use the asked system (e.g. Placidus beyond the polar circles) and gave Porphyry cusps instead. */
  ok: boolean;
}

export interface RiseTransOptions {
  /** SEFLG_* ephemeris bits (default SEFLG_MOSEPH). */
  flags?: number;
  altitude?: number; // metres above sea level, default 0
  pressure?: number; // hPa, default 1013.25
  temperature?: number; // °C, default 15
}

export interface Ephemeris {
  /** Swiss Ephemeris version, e.g. "2.10.03". */
  readonly version: string;
  /** Julian day from a calendar date; `hour` is decimal UT hours. Gregorian calendar unless `gregorian` is false. */
  julday(year: number, month: number, day: number, hour: number, gregorian?: boolean): number;
  revjul(jd: number, gregorian?: boolean): { year: number; month: number; day: number; hour: number };
  /** swe_calc_ut. Default flags: SEFLG_MOSEPH | SEFLG_SPEED. Throws EphemerisError on failure. */
  calcUt(jdUT: number, body: number, flags?: number): CalcResult;
  /**
   * swe_calc_ut without allocation: writes [lon, lat, dist, lonSpeed, latSpeed, distSpeed]
   * into `out` (length ≥ 6) and returns the flags used. Throws EphemerisError on failure.
   */
  calcUtInto(jdUT: number, body: number, flags: number, out: Float64Array): number;
  /** swe_set_sid_mode (skipped when the same mode is already set). */
  setSidMode(mode: number, t0?: number, ayanT0?: number): void;
  /** swe_get_ayanamsa_ex_ut: the ayanamsa of the current sidereal mode, with nutation ("true") unless SEFLG_NONUT. */
  ayanamsaExUt(jdUT: number, flags?: number): { ayanamsa: number; flags: number };
  /** swe_houses_ex; add SEFLG_SIDEREAL to `flags` for sidereal cusps. `system` is the one-letter house code ('P', 'O', 'E', 'W', ...). */
  housesEx(jdUT: number, flags: number, latitude: number, longitude: number, system: string): HousesResult;
  /**
   * swe_rise_trans: the first event `rsmi` (SE_CALC_RISE / SE_CALC_SET | SE_BIT_*) after `jdUT`.
   * Returns its JD (UT), or null when the body neither rises nor sets (polar day/night).
   */
  riseTrans(
    jdUT: number,
    body: number,
    rsmi: number,
    latitude: number,
    longitude: number,
    options?: RiseTransOptions,
  ): number | null;
  /** Greenwich apparent sidereal time (hours). */
  sidTime(jdUT: number): number;
  /** swe_sidtime0: sidereal time (hours) for the given obliquity and nutation; nut = 0 gives mean sidereal time. */
  sidTime0(jdUT: number, eps: number, nut: number): number;
  /** ΔT (days) for `jdUT`. */
  deltaT(jdUT: number, flags?: number): number;
}

interface SweExports {
  memory: WebAssembly.Memory;
  _initialize(): void;
  malloc(size: number): number;
  free(ptr: number): void;
  swe_version(buf: number): number;
  swe_julday(y: number, m: number, d: number, hour: number, greg: number): number;
  swe_revjul(jd: number, greg: number, py: number, pm: number, pd: number, phour: number): void;
  swe_calc_ut(jd: number, ipl: number, iflag: number, xx: number, serr: number): number;
  swe_set_sid_mode(mode: number, t0: number, ayanT0: number): void;
  swe_get_ayanamsa_ex_ut(jd: number, iflag: number, daya: number, serr: number): number;
  swe_houses_ex(
    jd: number,
    iflag: number,
    lat: number,
    lon: number,
    hsys: number,
    cusps: number,
    ascmc: number,
  ): number;
  swe_rise_trans(
    jd: number,
    ipl: number,
    starname: number,
    epheflag: number,
    rsmi: number,
    geopos: number,
    atpress: number,
    attemp: number,
    tret: number,
    serr: number,
  ): number;
  swe_sidtime(jd: number): number;
  swe_sidtime0(jd: number, eps: number, nut: number): number;
  swe_deltat_ex(jd: number, iflag: number, serr: number): number;
}

// Scratch block (one malloc per instance), byte offsets:
const OFF_XX = 0; // 6 doubles
const OFF_TRET = 64; // 10 doubles
const OFF_GEOPOS = 160; // 3 doubles
const OFF_DAYA = 192; // 1 double
const OFF_INTS = 200; // 3 int32 (revjul)
const OFF_HOUR = 216; // 1 double (revjul)
const OFF_CUSPS = 256; // 37 doubles (enough for Gauquelin sectors)
const OFF_ASCMC = 560; // 10 doubles
const OFF_SERR = 768; // 256 chars (AS_MAXCH)
const SCRATCH_SIZE = 1024;

const DEFAULT_FLAGS = SEFLG.MOSEPH | SEFLG.SPEED;

/** Instantiate swe.wasm synchronously from a compiled module (Worker and Node alike). */
export function createEphemeris(module: WebAssembly.Module): Ephemeris {
  // The WASI stubs read the memory lazily: it exists once the instance does.
  const instance: WebAssembly.Instance = new WebAssembly.Instance(
    module,
    wasiImports(module, () => (instance.exports as unknown as SweExports).memory),
  );
  const x = instance.exports as unknown as SweExports;
  x._initialize();

  const base = x.malloc(SCRATCH_SIZE);
  if (base === 0 || base % 8 !== 0) throw new Error("swe.wasm: cannot allocate the scratch buffer");
  const xx = base + OFF_XX;
  const tret = base + OFF_TRET;
  const geopos = base + OFF_GEOPOS;
  const daya = base + OFF_DAYA;
  const ints = base + OFF_INTS;
  const hourPtr = base + OFF_HOUR;
  const cuspsPtr = base + OFF_CUSPS;
  const ascmcPtr = base + OFF_ASCMC;
  const serr = base + OFF_SERR;

  // Views over the wasm memory; rebuilt only if the memory grows (which detaches them).
  let buffer = x.memory.buffer;
  let f64 = new Float64Array(buffer);
  let i32 = new Int32Array(buffer);
  let u8 = new Uint8Array(buffer);
  const views = (): void => {
    if (x.memory.buffer !== buffer) {
      buffer = x.memory.buffer;
      f64 = new Float64Array(buffer);
      i32 = new Int32Array(buffer);
      u8 = new Uint8Array(buffer);
    }
  };
  const cString = (ptr: number): string => {
    views();
    let s = "";
    for (let i = ptr; u8[i] !== 0 && i < ptr + 256; i++) s += String.fromCharCode(u8[i]!);
    return s;
  };
  const clearSerr = (): void => {
    views();
    u8[serr] = 0;
  };

  const version = cString(x.swe_version(serr));
  let sidMode = Number.NaN;
  let sidT0 = 0;
  let sidAyan0 = 0;

  const calcUtInto = (jdUT: number, body: number, flags: number, out: Float64Array): number => {
    clearSerr();
    const ret = x.swe_calc_ut(jdUT, body, flags, xx, serr);
    if (ret < 0) throw new EphemerisError("swe_calc_ut", cString(serr) || `error for body ${body} at JD ${jdUT}`);
    views();
    const i = xx >> 3;
    out[0] = f64[i]!;
    out[1] = f64[i + 1]!;
    out[2] = f64[i + 2]!;
    out[3] = f64[i + 3]!;
    out[4] = f64[i + 4]!;
    out[5] = f64[i + 5]!;
    return ret;
  };
  const tmp6 = new Float64Array(6);

  return {
    version,

    julday(year, month, day, hour, gregorian = true) {
      return x.swe_julday(year, month, day, hour, gregorian ? 1 : 0);
    },

    revjul(jd, gregorian = true) {
      x.swe_revjul(jd, gregorian ? 1 : 0, ints, ints + 4, ints + 8, hourPtr);
      views();
      return {
        year: i32[ints >> 2]!,
        month: i32[(ints >> 2) + 1]!,
        day: i32[(ints >> 2) + 2]!,
        hour: f64[hourPtr >> 3]!,
      };
    },

    calcUtInto,

    calcUt(jdUT, body, flags = DEFAULT_FLAGS) {
      const used = calcUtInto(jdUT, body, flags, tmp6);
      const warning = cString(serr);
      const r: CalcResult = {
        longitude: tmp6[0]!,
        latitude: tmp6[1]!,
        distance: tmp6[2]!,
        longitudeSpeed: tmp6[3]!,
        latitudeSpeed: tmp6[4]!,
        distanceSpeed: tmp6[5]!,
        flags: used,
      };
      if (warning) r.warning = warning;
      return r;
    },

    setSidMode(mode, t0 = 0, ayanT0 = 0) {
      if (mode === sidMode && t0 === sidT0 && ayanT0 === sidAyan0) return;
      x.swe_set_sid_mode(mode, t0, ayanT0);
      sidMode = mode;
      sidT0 = t0;
      sidAyan0 = ayanT0;
    },

    ayanamsaExUt(jdUT, flags = SEFLG.MOSEPH) {
      clearSerr();
      const ret = x.swe_get_ayanamsa_ex_ut(jdUT, flags, daya, serr);
      if (ret < 0) throw new EphemerisError("swe_get_ayanamsa_ex_ut", cString(serr) || `error at JD ${jdUT}`);
      views();
      return { ayanamsa: f64[daya >> 3]!, flags: ret };
    },

    housesEx(jdUT, flags, latitude, longitude, system) {
      if (system.length !== 1)
        throw new EphemerisError("swe_houses_ex", `house system must be one letter, got "${system}"`);
      const ret = x.swe_houses_ex(jdUT, flags, latitude, longitude, system.charCodeAt(0), cuspsPtr, ascmcPtr);
      views();
      const c = cuspsPtr >> 3;
      const a = ascmcPtr >> 3;
      const cusps = new Array<number>(13);
      cusps[0] = 0;
      for (let i = 1; i <= 12; i++) cusps[i] = f64[c + i]!;
      return { cusps, ascendant: f64[a]!, mc: f64[a + 1]!, armc: f64[a + 2]!, vertex: f64[a + 3]!, ok: ret >= 0 };
    },

    riseTrans(jdUT, body, rsmi, latitude, longitude, options = {}) {
      views();
      const g = geopos >> 3;
      f64[g] = longitude;
      f64[g + 1] = latitude;
      f64[g + 2] = options.altitude ?? 0;
      u8[serr] = 0;
      const ret = x.swe_rise_trans(
        jdUT,
        body,
        0,
        options.flags ?? SEFLG.MOSEPH,
        rsmi,
        geopos,
        options.pressure ?? 1013.25,
        options.temperature ?? 15,
        tret,
        serr,
      );
      if (ret === -2) return null; // circumpolar: no rising/setting
      if (ret < 0) throw new EphemerisError("swe_rise_trans", cString(serr) || `error at JD ${jdUT}`);
      views();
      return f64[tret >> 3]!;
    },

    sidTime(jdUT) {
      return x.swe_sidtime(jdUT);
    },

    sidTime0(jdUT, eps, nut) {
      return x.swe_sidtime0(jdUT, eps, nut);
    },

    deltaT(jdUT, flags = SEFLG.MOSEPH) {
      clearSerr();
      return x.swe_deltat_ex(jdUT, flags, serr);
    },
  };
}
