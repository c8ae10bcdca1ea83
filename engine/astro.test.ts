import { describe, expect, it } from "vitest";
import { SE, SEFLG, SIDEREAL_MODES } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import {
  PLANET_ID,
  angularDistance,
  ayanamsaAt,
  bhavasFromCusps,
  combustion,
  computeAstro,
  computePositions,
  formatHours,
  grahaList,
  siderealTimes,
  sunMoonAt,
  sunriseSunset,
  selectAyanamsa,
  type AstroChart,
} from "./astro.ts";
import { resolveBirthTime } from "./time.ts";
import { CalcError, DEFAULT_OPTIONS, GRAHAS, type CalcOptions, type Graha } from "./types.ts";
import { nakshatraLord, nakshatraOf } from "./zodiac.ts";
import { chartExamples, parseInstant, readCase, SIGN_NAMES, signNumber } from "./testing/reference.ts";

const eph = await loadEphemerisNode();

const charts = chartExamples();

const ARCSEC = 1 / 3600;
/** Signed difference a − b of two longitudes, in arc seconds (−648000..648000). */
const arcsec = (a: number, b: number): number => (((((a - b) % 360) + 540) % 360) - 180) * 3600;

/** A chart for a birth given with a fixed UTC offset (as the cases give it). */
function chartAt(
  date: string,
  time: string,
  utcOffset: string,
  latitude: number,
  longitude: number,
  options: Partial<CalcOptions> = {},
) {
  const t = resolveBirthTime({ date, time, timezone: "UTC", utcOffset });
  const chart = computeAstro(eph, {
    julianDayUT: t.julianDayUT,
    latitude,
    longitude,
    options: { ...DEFAULT_OPTIONS, ...options },
    localMidnightJulianDayUT: t.localMidnightJulianDayUT,
    nextLocalMidnightJulianDayUT: t.nextLocalMidnightJulianDayUT,
  });
  return { t, chart };
}

const offsetOf = (hours: number): string => {
  const m = Math.round(Math.abs(hours) * 60);
  return `${hours < 0 ? "-" : "+"}${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
};

/** "HH:MM:SS" local clock time at `offsetHours` on `date` → ms. */
const clockMs = (date: string, hms: string, offsetHours: number) =>
  Date.parse(`${date}T${hms}Z`) - offsetHours * 3_600_000;

// ---------------------------------------------------------------------------------------------

describe("examples/charts.jsonl: the 10 reference births (oracle: native Swiss Ephemeris 2.10.03, Moshier)", () => {
  const computed = new Map<string, { chart: AstroChart; julianDayUT: number }>();
  for (const c of charts) {
    const t = resolveBirthTime({ ...c.input, timezone: c.input.place.timezone });
    const chart = computeAstro(eph, {
      julianDayUT: t.julianDayUT,
      latitude: c.input.place.latitude,
      longitude: c.input.place.longitude,
      options: { ...DEFAULT_OPTIONS, ...c.input.options },
      localMidnightJulianDayUT: t.localMidnightJulianDayUT,
      nextLocalMidnightJulianDayUT: t.nextLocalMidnightJulianDayUT,
    });
    computed.set(c.id, { chart, julianDayUT: t.julianDayUT });
  }
  const cases = charts.map((c) => [c.id, c] as const);

  it.each(cases)("%s: julianDayUT and true ayanamsa (≤ 1″)", (id, c) => {
    const { chart, julianDayUT } = computed.get(id)!;
    expect(Math.abs(julianDayUT - c.expected.basic.julianDayUT) * 86400).toBeLessThan(0.001);
    expect(chart.ayanamsaName).toBe(c.expected.basic.ayanamsaName);
    expect(Math.abs(chart.ayanamsa - c.expected.basic.ayanamsa) * 3600).toBeLessThanOrEqual(1);
    expect(chart.ephemeris).toMatchObject({ version: "2.10.03", kind: "moshier" });
  });

  it.each(cases)("%s: sidereal and tropical longitudes (≤ 1″), speeds, retrograde flags", (id, c) => {
    const { chart } = computed.get(id)!;
    for (const p of c.expected.planets) {
      const got =
        p.planet === "Ascendant" ? { ...chart.ascendant, speed: null, retrograde: false } : chart.planets[p.planet];
      expect(Math.abs(arcsec(got.longitude, p.longitude)), `${p.planet} longitude`).toBeLessThanOrEqual(1);
      expect(Math.abs(arcsec(got.tropicalLongitude, p.tropicalLongitude)), `${p.planet} tropical`).toBeLessThanOrEqual(
        1,
      );
      if (p.speed === null) expect(got.speed).toBeNull();
      else expect(Math.abs(got.speed! - p.speed), `${p.planet} speed`).toBeLessThan(1e-6);
      expect(got.retrograde, `${p.planet} retrograde`).toBe(p.retrograde);
    }
  });

  it.each(cases)("%s: both nodes (≤ 1″) and the one the option picks", (id, c) => {
    const { chart } = computed.get(id)!;
    for (const kind of ["mean", "true"] as const) {
      expect(Math.abs(arcsec(chart.nodes[kind].rahu, c.expected.nodes[kind].Rahu))).toBeLessThanOrEqual(1);
      expect(Math.abs(arcsec(chart.nodes[kind].ketu, c.expected.nodes[kind].Ketu))).toBeLessThanOrEqual(1);
      expect(Math.abs(chart.nodes[kind].speed - c.expected.nodes[kind].speed)).toBeLessThan(1e-6);
    }
    expect(chart.nodes.used).toBe(c.expected.nodes.used);
  });

  it.each(cases)("%s: Sripati bhava madhya and sandhi (≤ 1″)", (id, c) => {
    const { chart } = computed.get(id)!;
    expect(chart.houses.system).toBe("sripati");
    expect(chart.houses.bhava).toHaveLength(12);
    for (const b of c.expected.bhava) {
      const got = chart.houses.bhava[b.house - 1]!;
      expect(got.house).toBe(b.house);
      expect(Math.abs(arcsec(got.madhya, b.madhya)), `madhya ${b.house}`).toBeLessThanOrEqual(1);
      expect(Math.abs(arcsec(got.sandhi, b.sandhi)), `sandhi ${b.house}`).toBeLessThanOrEqual(1);
    }
  });

  it.each(cases)("%s: sunrise and sunset of the civil date (visible convention, ≤ 60 s)", (id, c) => {
    const { chart } = computed.get(id)!;
    expect(chart.sunriseMs).not.toBeNull();
    expect(chart.sunsetMs).not.toBeNull();
    expect(Math.abs(chart.sunriseMs! - parseInstant(c.expected.panchang.sunrise)) / 1000).toBeLessThanOrEqual(60);
    expect(Math.abs(chart.sunsetMs! - parseInstant(c.expected.panchang.sunset)) / 1000).toBeLessThanOrEqual(60);
  });
});

// ---------------------------------------------------------------------------------------------
// Independent cases (testing/reference/cases). Each is run under the convention it was made with.

/** "Capricorn 1°34'" → sidereal longitude in degrees. */
function signDegMin(text: string): number {
  const m = /^(\w+) (\d+)°(\d+)'/.exec(text);
  if (!m) throw new Error(`cannot read ${text}`);
  return (signNumber(m[1]!) - 1) * 30 + Number(m[2]) + Number(m[3]) / 60;
}

describe("cases/astroseek-1990-01-15-newyork.json (Astro-Seek, Lahiri; its Rahu is the TRUE node, so node: 'true')", () => {
  const c = readCase("astroseek-1990-01-15-newyork");
  const { chart } = chartAt(c.birth.date, c.birth.time, offsetOf(c.birth.tz_offset_hours), c.birth.lat, c.birth.lon, {
    node: "true",
  });
  const bodies = ["Sun", "Moon", "Mercury", "Venus", "Mars", "Jupiter", "Saturn", "Rahu", "Ascendant"] as const;

  it.each(bodies)("%s within the case's ±1′", (body) => {
    const got = body === "Ascendant" ? chart.ascendant.longitude : chart.planets[body].longitude;
    expect(Math.abs(arcsec(got, signDegMin(c.expected[body]))) / 60).toBeLessThanOrEqual(1);
  });

  it("retrograde: Mercury, Venus, Jupiter (as the case's verification lists)", () => {
    expect(GRAHAS.filter((g) => g !== "Rahu" && g !== "Ketu" && chart.planets[g].retrograde)).toEqual([
      "Mercury",
      "Jupiter",
      "Venus",
    ]);
  });
});

describe("cases/book-bvraman-shadbala-1918-10-16-bangalore.json (B.V. Raman's book; Raman ayanamsa, so ayanamsa: 'raman')", () => {
  const c = readCase("book-bvraman-shadbala-1918-10-16-bangalore");
  const { chart } = chartAt(c.birth.date, c.birth.time, offsetOf(c.birth.tz_offset_hours), c.birth.lat, c.birth.lon, {
    ayanamsa: "raman",
  });
  const printed: Record<string, { deg: number }> = c.expected.longitudes_as_printed;
  // The case's verification: SwissEph 2.10.03, SE_SIDM_RAMAN, to 0.001°.
  const verified: Record<string, number> = {
    Sun: 180.905,
    Moon: 311.237,
    Mars: 229.453,
    Mercury: 181.503,
    Jupiter: 84.004,
    Venus: 171.145,
    Saturn: 124.373,
  };

  it.each(Object.keys(verified))(
    "%s equals the case's Swiss Ephemeris check (0.001° rounding + Moshier's < 0.5″)",
    (p) => {
      expect(Math.abs(chart.planets[p as Graha].longitude - verified[p]!)).toBeLessThanOrEqual(0.0005 + 0.5 * ARCSEC);
    },
  );

  it.each(Object.keys(printed))(
    "%s within the book's documented agreement (~3.5′; the book's own tables, not Swiss Ephemeris)",
    (p) => {
      expect(Math.abs(arcsec(chart.planets[p as Graha].longitude, printed[p]!.deg)) / 60).toBeLessThanOrEqual(3.5);
    },
  );
});

describe("cases/jhora-rise-set-chennai-2024-07-17.json (JHora's Hindu sunrise: disc centre, no refraction, so sunrise: 'hindu')", () => {
  const c = readCase("jhora-rise-set-chennai-2024-07-17");
  const tz = c.place.tz_offset_hours;
  const hindu = chartAt(c.date, "12:00", offsetOf(tz), c.place.lat, c.place.lon, { sunrise: "hindu" }).chart;

  it("sunrise 05:54:29 and sunset 18:35:39 within the case's ±5 s", () => {
    expect(Math.abs(hindu.sunriseMs! - clockMs(c.date, c.expected.sunrise_jhora, tz)) / 1000).toBeLessThanOrEqual(5);
    expect(Math.abs(hindu.sunsetMs! - clockMs(c.date, c.expected.sunset_jhora, tz)) / 1000).toBeLessThanOrEqual(5);
  });

  it("our default (visible: upper limb + refraction) gives the drikpanchang-style 05:50:49 / 18:39:17 the case quotes", () => {
    const visible = chartAt(c.date, "12:00", offsetOf(tz), c.place.lat, c.place.lon).chart;
    expect(Math.abs(visible.sunriseMs! - clockMs(c.date, "05:50:49", tz)) / 1000).toBeLessThanOrEqual(60);
    expect(Math.abs(visible.sunsetMs! - clockMs(c.date, "18:39:17", tz)) / 1000).toBeLessThanOrEqual(60);
  });
});

describe("cases/drikpanchanga-panchang-set-shared.json, Bangalore 2013-01-18 sunrise/sunset", () => {
  const c = readCase("drikpanchanga-panchang-set-shared").cases[0];
  const { lat, lon, tz_offset_hours: tz } = c.place;
  const { t } = chartAt(c.date, "12:00", offsetOf(tz), lat, lon);
  const at = (convention: Parameters<typeof sunriseSunset>[5]) =>
    sunriseSunset(eph, t.localMidnightJulianDayUT, t.nextLocalMidnightJulianDayUT, lat, lon, convention);
  const ms = (jd: number | null) => (jd! - 2440587.5) * 86_400_000;

  it("drik-panchanga's 06:47:20 / 18:12:58 under ITS convention (disc centre WITH refraction), ≤ 60 s", () => {
    const r = at({ discCenter: true, refraction: true });
    expect(Math.abs(ms(r.sunrise) - clockMs(c.date, c.expected.sunrise, tz)) / 1000).toBeLessThanOrEqual(60);
    expect(Math.abs(ms(r.sunset) - clockMs(c.date, c.expected.sunset, tz)) / 1000).toBeLessThanOrEqual(60);
  });

  it("the case's drikpanchang.com values 06:46:08 / 18:14:04 under our default (visible), ≤ 60 s", () => {
    const r = at("visible");
    expect(Math.abs(ms(r.sunrise) - clockMs(c.date, "06:46:08", tz)) / 1000).toBeLessThanOrEqual(60);
    expect(Math.abs(ms(r.sunset) - clockMs(c.date, "18:14:04", tz)) / 1000).toBeLessThanOrEqual(60);
  });

  it("the case's JHora/PyJHora values 06:49:47 / 18:10:25 under 'hindu', ≤ 60 s", () => {
    const r = at("hindu");
    expect(Math.abs(ms(r.sunrise) - clockMs(c.date, "06:49:47", tz)) / 1000).toBeLessThanOrEqual(60);
    expect(Math.abs(ms(r.sunset) - clockMs(c.date, "18:10:25", tz)) / 1000).toBeLessThanOrEqual(60);
  });
});

describe("cases/pyjhora-lib-1996-12-07-chennai.json (PyJHora, Lahiri, mean node)", () => {
  const c = readCase("pyjhora-lib-1996-12-07-chennai");
  const b = c.birth;
  const make = (houses: CalcOptions["houses"]) =>
    chartAt(b.date, b.time, offsetOf(b.tz_offset_hours), b.lat, b.lon, { houses });
  const { t, chart } = make("sripati");
  const d1: Record<string, { sign: string; deg_in_sign: number }> = c.expected.vargas.D1;

  it("D1 signs; degrees equal the case's apparent-position SwissEph check (Sun 21.56 … Rahu 10.55, to 0.01°)", () => {
    const verified: Record<string, number> = {
      Ascendant: 22.45,
      Sun: 21.56,
      Moon: 6.96,
      Mars: 25.54,
      Mercury: 9.93,
      Jupiter: 25.82,
      Venus: 23.71,
      Saturn: 6.81,
      Rahu: 10.55,
      Ketu: 10.55,
    };
    for (const [body, v] of Object.entries(d1)) {
      const lon = body === "Ascendant" ? chart.ascendant.longitude : chart.planets[body as Graha].longitude;
      expect(SIGN_NAMES[Math.floor(lon / 30)], body).toBe(v.sign);
      expect(Math.abs((lon % 30) - verified[body]!), body).toBeLessThanOrEqual(0.005);
    }
  });

  it("D1 degrees equal PyJHora's own to 0.01° when computed as PyJHora does (SEFLG_TRUEPOS: geometric, no aberration)", () => {
    eph.setSidMode(1);
    const ids: Record<string, number> = PLANET_ID;
    for (const [body, id] of Object.entries(ids)) {
      const lon = eph.calcUt(t.julianDayUT, id, SEFLG.MOSEPH | SEFLG.SIDEREAL | SEFLG.TRUEPOS).longitude;
      expect(Math.abs((lon % 30) - d1[body]!.deg_in_sign), body).toBeLessThanOrEqual(0.005);
    }
  });

  it("ayanamsa numbers: PyJHora's are the MEAN ayanamsa (no nutation) at the local clock time read as UT; reproduced to 0.01″", () => {
    const names = {
      LAHIRI: "lahiri",
      KP: "kp",
      RAMAN: "raman",
      YUKTESHWAR: "yukteshwar",
      TRUE_CITRA: "true-chitra",
      TRUE_PUSHYA: "pushya",
    } as const;
    const localAsUT = t.julianDayUT + b.tz_offset_hours / 24;
    // (the star-based ones, True Chitra and Pushya, agree to 0.002″ and 0.0095″: star positions, Moshier vs .se1)
    for (const [key, name] of Object.entries(names)) {
      const pyjhora: number = c.expected.ayanamsa_deg_at_birth[key];
      selectAyanamsa(eph, name);
      const mean = eph.ayanamsaExUt(localAsUT, SEFLG.MOSEPH | SEFLG.NONUT).ayanamsa;
      expect(Math.abs(mean - pyjhora) * 3600, key).toBeLessThanOrEqual(0.01);
      // Ours is the true ayanamsa at the birth instant: it differs by nutation (+0.36″ here), never by more than 1″.
      expect(Math.abs(ayanamsaAt(eph, t.julianDayUT, name) - pyjhora) * 3600, key).toBeLessThan(1);
    }
  });

  const table = (key: string) =>
    (c.expected.bhava[key].houses as { house: number; start: number; madhya: number }[]).map((h) => ({
      ...h,
      start: h.start % 360,
    }));
  const close = (a: number, b: number) => Math.abs(arcsec(a, b)) <= 0.5 * 0.0001 * 3600; // values printed to 0.0001°

  it("Sripati: our madhyas are PyJHora's Porphyry cusps (table 'O', start) and our sandhis its 'S' table starts", () => {
    const bhava = chart.houses.bhava;
    for (const h of table("O")) expect(close(bhava[h.house - 1]!.madhya, h.start), `madhya ${h.house}`).toBe(true);
    for (const h of table("S")) expect(close(bhava[h.house - 1]!.sandhi, h.start), `sandhi ${h.house}`).toBe(true);
  });

  it("Placidus (KP): sandhi = cusp, madhya = midpoint to the next cusp (table 'P')", () => {
    const bhava = make("placidus").chart.houses.bhava;
    for (const h of table("P")) {
      expect(close(bhava[h.house - 1]!.sandhi, h.start), `sandhi ${h.house}`).toBe(true);
      expect(close(bhava[h.house - 1]!.madhya, h.madhya), `madhya ${h.house}`).toBe(true);
    }
  });

  it("equal: the Ascendant is the madhya of house 1, sandhi 15° before (table '1')", () => {
    const bhava = make("equal").chart.houses.bhava;
    for (const h of table("1")) {
      expect(close(bhava[h.house - 1]!.sandhi, h.start), `sandhi ${h.house}`).toBe(true);
      expect(close(bhava[h.house - 1]!.madhya, h.madhya), `madhya ${h.house}`).toBe(true);
    }
  });
});

describe("Moon's nakshatra in further cases (Lahiri)", () => {
  interface VimCase {
    ref: string;
    birth: { date: string; time: string; tz_offset_hours: number; lat: number; lon: number };
    expected: { mahadasha_at_birth?: string };
  }
  const vim = (readCase("book-pvr-vimshottari-balance-examples").cases as VimCase[]).filter(
    (k) => k.expected.mahadasha_at_birth,
  );
  it.each(vim.map((k) => [k.ref, k] as const))(
    "book-pvr-vimshottari %s: the Moon's nakshatra lord is the mahadasha at birth",
    (_ref, k) => {
      const { chart } = chartAt(
        k.birth.date,
        k.birth.time,
        offsetOf(k.birth.tz_offset_hours),
        k.birth.lat,
        k.birth.lon,
      );
      expect(nakshatraLord(nakshatraOf(chart.planets.Moon.longitude))).toBe(k.expected.mahadasha_at_birth);
    },
  );

  it("maitreya-issue83: girl's Moon in Revati, boy's in Anuradha (Hyderabad, Guntur; IST)", () => {
    const girl = chartAt("1970-07-24", "19:55", "+05:30", 17.385, 78.4867).chart;
    const boy = chartAt("1960-08-02", "08:17", "+05:30", 16.3067, 80.4365).chart;
    expect(nakshatraOf(girl.planets.Moon.longitude)).toBe(27);
    expect(nakshatraOf(boy.planets.Moon.longitude)).toBe(17);
  });
});

// ---------------------------------------------------------------------------------------------

describe("one ephemeris call per body (computePositions: SEFLG_NONUT less the ayanamsa)", () => {
  // The oracle is Swiss Ephemeris' own SEFLG_SIDEREAL and tropical calls, which the chart made
  // before (two per body): the single call must give the same numbers.
  const bodies = [...GRAHAS.filter((g) => g !== "Rahu" && g !== "Ketu")] as Graha[];
  const ids: Record<string, number> = PLANET_ID;
  const x = new Float64Array(6);
  const ayanamsas = Object.keys(SIDEREAL_MODES) as (keyof typeof SIDEREAL_MODES)[];
  it.each(ayanamsas)("%s: sidereal and tropical longitude, latitude, speed, both nodes, 0001–2999 CE", (ayanamsa) => {
    const worst = { longitude: 0, tropical: 0, latitude: 0, speed: 0 };
    for (let i = 0; i < 60; i++) {
      const jd = 1721424 + ((i * 0.6180339887) % 1) * (2816787 - 1721426);
      const chart = computePositions(eph, {
        julianDayUT: jd,
        latitude: 28.6,
        longitude: 77.2,
        options: { ...DEFAULT_OPTIONS, ayanamsa, node: i % 2 ? "true" : "mean" },
      });
      const compare = (
        id: number,
        sidereal: number,
        tropical: number | null,
        latitude: number | null,
        speed: number,
      ) => {
        eph.setSidMode(SIDEREAL_MODES[ayanamsa]);
        eph.calcUtInto(jd, id, SEFLG.MOSEPH | SEFLG.SPEED | SEFLG.SIDEREAL, x);
        worst.longitude = Math.max(worst.longitude, Math.abs(arcsec(sidereal, x[0]!)));
        worst.speed = Math.max(worst.speed, Math.abs(speed - x[3]!) * 3600);
        if (latitude !== null) worst.latitude = Math.max(worst.latitude, Math.abs(latitude - x[1]!) * 3600);
        if (tropical === null) return;
        eph.calcUtInto(jd, id, SEFLG.MOSEPH | SEFLG.SPEED, x);
        worst.tropical = Math.max(worst.tropical, Math.abs(arcsec(tropical, x[0]!)));
      };
      for (const g of bodies) {
        const p = chart.planets[g];
        compare(ids[g]!, p.longitude, p.tropicalLongitude, p.latitude, p.speed);
      }
      compare(SE.MEAN_NODE, chart.nodes.mean.rahu, null, null, chart.nodes.mean.speed);
      compare(SE.TRUE_NODE, chart.nodes.true.rahu, null, null, chart.nodes.true.speed);
      const rahu = chart.planets.Rahu;
      compare(i % 2 ? SE.TRUE_NODE : SE.MEAN_NODE, rahu.longitude, rahu.tropicalLongitude, rahu.latitude, rahu.speed);
    }
    expect(worst.longitude).toBeLessThan(1e-8);
    expect(worst.tropical).toBeLessThan(1e-8);
    expect(worst.latitude).toBeLessThan(1e-8);
    expect(worst.speed).toBeLessThan(1e-5); // arc seconds a day
  });
});

describe("properties", () => {
  const { t, chart } = chartAt("1990-01-15", "12:00:00", "-05:00", 40.7128, -74.006);

  it("tropical = sidereal + true ayanamsa, for every body and the Lagna", () => {
    for (const p of [...grahaList(chart), chart.ascendant, chart.mc]) {
      expect(Math.abs(arcsec(p.tropicalLongitude, p.longitude + chart.ayanamsa))).toBeLessThan(1e-6);
    }
  });

  it("the sidereal Ascendant/MC equal the tropical houses minus the ayanamsa", () => {
    const trop = eph.housesEx(t.julianDayUT, SEFLG.MOSEPH, 40.7128, -74.006, "O");
    expect(Math.abs(arcsec(chart.ascendant.tropicalLongitude, trop.ascendant))).toBeLessThan(1e-6);
    expect(Math.abs(arcsec(chart.mc.tropicalLongitude, trop.mc))).toBeLessThan(1e-6);
  });

  it("Ketu is opposite Rahu with the same speed; the mean node is always retrograde", () => {
    expect(Math.abs(arcsec(chart.planets.Ketu.longitude, chart.planets.Rahu.longitude + 180))).toBeLessThan(1e-9);
    expect(chart.planets.Ketu.speed).toBe(chart.planets.Rahu.speed);
    expect(chart.planets.Rahu.retrograde && chart.planets.Ketu.retrograde).toBe(true);
  });

  it("the true node is direct when its speed is positive (EXC001: +0.0068°/day)", () => {
    const c = charts.find((x) => x.id === "EXC001")!;
    const tt = resolveBirthTime({ ...c.input, timezone: c.input.place.timezone });
    const a = computeAstro(eph, {
      julianDayUT: tt.julianDayUT,
      latitude: c.input.place.latitude,
      longitude: c.input.place.longitude,
      options: { ...DEFAULT_OPTIONS, node: "true" },
      localMidnightJulianDayUT: tt.localMidnightJulianDayUT,
      nextLocalMidnightJulianDayUT: tt.nextLocalMidnightJulianDayUT,
    });
    expect(a.planets.Rahu.speed).toBeGreaterThan(0);
    expect(a.planets.Rahu.retrograde).toBe(false);
    expect(a.planets.Ketu.retrograde).toBe(false);
  });

  it("sunMoonAt gives the chart's sidereal Sun and Moon", () => {
    const sm = sunMoonAt(eph, "lahiri")(t.julianDayUT);
    expect(Math.abs(arcsec(sm.sun, chart.planets.Sun.longitude))).toBeLessThan(1e-6);
    expect(Math.abs(arcsec(sm.moon, chart.planets.Moon.longitude))).toBeLessThan(1e-6);
    // it sets its own ayanamsa, whatever was set before
    const raman = sunMoonAt(eph, "raman")(t.julianDayUT);
    expect(sunMoonAt(eph, "lahiri")(t.julianDayUT)).toEqual(sm);
    expect(raman.sun - sm.sun).toBeCloseTo(
      ayanamsaAt(eph, t.julianDayUT, "lahiri") - ayanamsaAt(eph, t.julianDayUT, "raman"),
      9,
    );
  });

  it("each ayanamsa name selects its own Swiss Ephemeris mode", () => {
    const values = (["lahiri", "true-chitra", "lahiri-icrc", "kp", "raman", "yukteshwar", "pushya"] as const).map((n) =>
      ayanamsaAt(eph, t.julianDayUT, n),
    );
    expect(new Set(values).size).toBe(7);
    // Lahiri (IAE 1985) and Lahiri ICRC differ by a fraction of an arc minute, KP is about 6′ less than Lahiri
    expect(Math.abs(values[0]! - values[2]!) * 60).toBeLessThan(1);
    expect((values[0]! - values[3]!) * 60).toBeGreaterThan(5);
  });

  it("GMST agrees with the IAU 1982 formula (≤ 0.1 s); LAST = GAST + longitude/15 = ARMC/15", () => {
    const jd = t.julianDayUT;
    const jd0 = Math.floor(jd - 0.5) + 0.5;
    const T = (jd0 - 2451545) / 36525;
    const gmst0 = 24110.54841 + 8640184.812866 * T + 0.093104 * T * T - 6.2e-6 * T ** 3;
    const gmstSec = (((gmst0 + 1.00273790935 * (jd - jd0) * 86400) % 86400) + 86400) % 86400;
    const st = siderealTimes(eph, jd, -74.006);
    expect(Math.abs(st.gmst * 3600 - gmstSec)).toBeLessThan(0.1);
    const armc = eph.housesEx(jd, SEFLG.MOSEPH, 40.7128, -74.006, "O").armc;
    expect(Math.abs(st.last - armc / 15) * 3600).toBeLessThan(0.001);
    expect(chart.siderealTime.gmst).toBe(formatHours(st.gmst));
    expect(chart.siderealTime.last).toMatch(/^\d{2}:\d{2}:\d{2}$/);
    // GAST − GMST is the equation of the equinoxes: about a second
    expect(Math.abs(st.gast - st.gmst) * 3600).toBeLessThan(1.2);
  });

  it("formatHours rounds to the second, modulo 24 h", () => {
    expect(formatHours(0)).toBe("00:00:00");
    expect(formatHours(23.9999999)).toBe("00:00:00");
    expect(formatHours(12.5 + 1 / 7200)).toBe("12:30:01");
    expect(formatHours(-1)).toBe("23:00:00");
  });

  it("sunrise and sunset fall inside the civil date, in order", () => {
    expect(chart.sunriseMs!).toBeGreaterThan(Date.UTC(1990, 0, 15, 5));
    expect(chart.sunsetMs!).toBeLessThan(Date.UTC(1990, 0, 16, 5));
    expect(chart.sunriseMs!).toBeLessThan(chart.sunsetMs!);
    expect(chart.sunriseJdUT).toBeCloseTo(2440587.5 + chart.sunriseMs! / 86_400_000, 9);
  });

  it("no sunrise in polar night, no sunset in polar day (Longyearbyen); Placidus falls back with a warning", () => {
    const winter = chartAt("2020-12-21", "12:00", "+01:00", 78.2232, 15.6267, { houses: "placidus" }).chart;
    expect(winter.sunriseMs).toBeNull();
    expect(winter.sunsetMs).toBeNull();
    expect(winter.houses.warning).toMatch(/Porphyry/);
    const summer = chartAt("2020-06-21", "12:00", "+02:00", 78.2232, 15.6267).chart;
    expect(summer.sunriseMs).toBeNull();
    expect(summer.sunsetMs).toBeNull();
    expect(summer.houses.warning).toBeUndefined(); // Sripati (Porphyry) works everywhere
  });

  it("whole-sign houses start at the Ascendant's sign", () => {
    const ws = chartAt("1990-01-15", "12:00:00", "-05:00", 40.7128, -74.006, { houses: "whole-sign" }).chart;
    expect(ws.houses.bhava[0]!.sandhi).toBe(Math.floor(chart.ascendant.longitude / 30) * 30);
    expect(ws.houses.bhava.map((b) => b.madhya - b.sandhi)).toEqual(Array(12).fill(15));
  });

  it("bhavasFromCusps handles the 360° wrap", () => {
    const cusps = [350, 20, 50, 80, 110, 140, 170, 200, 230, 260, 290, 320];
    const b = bhavasFromCusps("sripati", cusps);
    expect(b[0]).toEqual({ house: 1, madhya: 350, sandhi: 335 });
    expect(b[1]).toEqual({ house: 2, madhya: 20, sandhi: 5 });
    expect(bhavasFromCusps("placidus", cusps)[11]).toEqual({ house: 12, madhya: 335, sandhi: 320 });
  });

  it("asks for the ephemeris in the flags and reports what was used (no .se1 files here: Moshier)", () => {
    const c = computeAstro(eph, {
      julianDayUT: t.julianDayUT,
      latitude: 40.7128,
      longitude: -74.006,
      options: DEFAULT_OPTIONS,
      localMidnightJulianDayUT: t.localMidnightJulianDayUT,
      nextLocalMidnightJulianDayUT: t.nextLocalMidnightJulianDayUT,
      ephemerisFlags: SEFLG.SWIEPH,
    });
    expect(c.ephemeris.kind).toBe("moshier");
    expect(c.ephemeris.flags & SEFLG.MOSEPH).toBe(SEFLG.MOSEPH);
    expect(eph.calcUt(t.julianDayUT, SE.SUN, SEFLG.SWIEPH).warning).toMatch(/not found/);
  });

  it("a date outside Moshier's range is a CalcError", () => {
    const run = () =>
      computeAstro(eph, {
        julianDayUT: 5_000_000,
        latitude: 0,
        longitude: 0,
        options: DEFAULT_OPTIONS,
        localMidnightJulianDayUT: 5_000_000,
        nextLocalMidnightJulianDayUT: 5_000_001,
      });
    expect(run).toThrow(CalcError);
    try {
      run();
    } catch (e) {
      expect((e as CalcError).code).toBe("EPHEMERIS_ERROR");
    }
  });
});

describe("combustion", () => {
  const at = (lon: number, retrograde = false) => ({ longitude: lon, retrograde });
  const planets = (over: Partial<Record<Graha, { longitude: number; retrograde: boolean }>>) =>
    Object.fromEntries(GRAHAS.map((g) => [g, over[g] ?? at(180)])) as Record<
      Graha,
      { longitude: number; retrograde: boolean }
    >;

  it("classical orbs, smaller for retrograde Mercury and Venus, across 0°", () => {
    const r = combustion(
      planets({
        Sun: at(5),
        Moon: at(353), // 12° away: combust (at the orb)
        Mars: at(22.5), // 17.5°: not
        Mercury: at(357, true), // 8°, orb 12 when retrograde
        Venus: at(14, true), // 9°, orb 8 when retrograde: not
        Jupiter: at(15.9), // 10.9°: combust
        Saturn: at(200),
      }),
    );
    expect(Object.fromEntries(r.map((x) => [x.planet, [x.orb, x.combust]]))).toEqual({
      Moon: [12, true],
      Mars: [17, false],
      Mercury: [12, true],
      Jupiter: [11, true],
      Venus: [8, false],
      Saturn: [15, false],
    });
    expect(angularDistance(353, 5)).toBeCloseTo(12, 12);
  });

  it("a computed chart carries combustion for the six planets", () => {
    const { chart } = chartAt("1990-01-15", "12:00:00", "-05:00", 40.7128, -74.006);
    expect(chart.combustion.map((x) => x.planet)).toEqual(["Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"]);
    // Sun Cp 1°34′, Venus Cp 6°50′ retrograde: 5.3° < 8°
    expect(chart.combustion.find((x) => x.planet === "Venus")).toMatchObject({ orb: 8, combust: true });
  });
});
