/**
 * The rules of each Shadbala part on hand-worked cases: aspect values, benefics and malefics,
 * the day's thirds and horas, the creation's ahargana (Burgess's count), kranti, planetary war,
 * the saptavarga standings. The book cases are in shadbala.test.ts.
 */
import { describe, expect, it } from "vitest";
import { SAPTA_GRAHAS, type SaptaGraha } from "./data/grahas.ts";
import { maitri } from "./maitri.ts";
import { drikBala, drishtiValue, planetNature } from "./shadbala-drik.ts";
import {
  abdaMasaLords,
  aharganaOf,
  ayanaBala,
  horaLord,
  krantiOf,
  nathonnataBala,
  pakshaBala,
  tribhagaLord,
  yuddhaBala,
  type VedicDay,
} from "./shadbala-kala.ts";
import { DREKKANA_OF, kendradiBala, saptavargajaStanding, sthanaBala, uchchaBala } from "./shadbala-sthana.ts";
import { julianDayNumber } from "./strength.ts";

type Row = Record<SaptaGraha, number>;
const row = (values: number[]) => Object.fromEntries(SAPTA_GRAHAS.map((p, i) => [p, values[i]!])) as Row;
const noNodes = { rahu: 345, ketu: 165 }; // Pisces and Virgo, away from the planets below

describe("drishti values (virupas by the angle from the aspecting planet)", () => {
  it("the common curve: 0 to 30°, 15 at 60°, 45 at 90°, 30 at 120°, 0 at 150°, 60 at 180°, 30 at 240°, 0 from 300°", () => {
    const v = (a: number) => drishtiValue("Sun", a);
    expect([0, 29.9, 45, 60, 75, 90, 105, 120, 135, 150, 165, 180, 240, 299, 300, 330].map(v)).toEqual([
      0, 0, 7.5, 15, 30, 45, 37.5, 30, 15, 0, 30, 60, 30, 0.5, 0, 0,
    ]);
  });

  it("the special aspects add over their whole arcs: Mars 15, Jupiter 30, Saturn 45", () => {
    expect(drishtiValue("Mars", 105)).toBe(37.5 + 15);
    expect(drishtiValue("Mars", 225)).toBe(37.5 + 15);
    expect(drishtiValue("Mars", 240)).toBe(30);
    expect(drishtiValue("Jupiter", 135)).toBe(15 + 30);
    expect(drishtiValue("Jupiter", 255)).toBe(22.5 + 30);
    expect(drishtiValue("Saturn", 60)).toBe(15 + 45);
    expect(drishtiValue("Saturn", 285)).toBe(7.5 + 45);
    // Raman's additive rule lets Saturn's 3rd-house aspect pass 60 towards 90°.
    expect(drishtiValue("Saturn", 89)).toBe(44 + 45);
    expect(drishtiValue("Venus", 105)).toBe(37.5);
  });

  it("angles wrap: −180° is 180°", () => {
    expect(drishtiValue("Moon", -180)).toBe(60);
    expect(drishtiValue("Moon", 540)).toBe(60);
  });
});

describe("benefics and malefics", () => {
  const base = row([100, 250, 10, 100, 40, 70, 160]); // Moon 150° ahead: waxing; Mercury with the Sun
  it("waxing Moon benefic, waning malefic", () => {
    expect(planetNature(base, noNodes).moonWaxing).toBe(true);
    expect(planetNature({ ...base, Moon: 290 }, noNodes).benefics).not.toContain("Moon");
  });

  it("Mercury: malefic with the Sun alone; benefic on a tie (Sun and Jupiter) or alone; malefic when malefics outnumber", () => {
    expect(planetNature(base, noNodes).mercuryMalefic).toBe(true);
    expect(planetNature({ ...base, Jupiter: 101 }, noNodes).mercuryMalefic).toBe(false);
    expect(planetNature({ ...base, Mercury: 200 }, noNodes).mercuryMalefic).toBe(false);
    expect(planetNature({ ...base, Jupiter: 101, Saturn: 105 }, noNodes).mercuryMalefic).toBe(true);
    // Rahu counts as a malefic, the waning Moon too.
    expect(planetNature({ ...base, Mercury: 200 }, { rahu: 205, ketu: 25 }).mercuryMalefic).toBe(true);
    expect(planetNature({ ...base, Mercury: 200, Sun: 0, Moon: 205 }, noNodes).mercuryMalefic).toBe(true);
    // A waxing Moon with Mercury and a malefic is a benefic: a tie.
    expect(planetNature({ ...base, Mercury: 200, Moon: 205, Mars: 210 }, noNodes).mercuryMalefic).toBe(false);
  });

  it("drik bala: a quarter of the benefic aspects less a quarter of the malefic ones", () => {
    // Everything 0–30° behind the Sun (no aspect) but Jupiter, exactly opposite: +60/4.
    const lons = row([200, 190, 185, 195, 20, 180, 175]);
    const nature = planetNature(lons, noNodes);
    expect(drikBala(lons, nature).Sun).toBe(15);
    // Saturn opposite instead (and Jupiter out of the way): −60/4.
    expect(drikBala({ ...lons, Jupiter: 185, Saturn: 20 }, nature).Sun).toBe(-15);
  });
});

describe("nathonnata and paksha", () => {
  it("noon: diurnal 60, nocturnal 0; midnight the reverse; 6 h from noon 30 each; Mercury always 60", () => {
    expect(nathonnataBala(0)).toEqual(row([60, 0, 0, 60, 60, 60, 0]));
    expect(nathonnataBala(180)).toEqual(row([0, 60, 60, 60, 0, 0, 60]));
    expect(nathonnataBala(-90)).toEqual(row([30, 30, 30, 60, 30, 30, 30]));
    expect(nathonnataBala(45).Sun).toBeCloseTo(45, 12);
  });

  it("full Moon: benefics 60, malefics 0, the Moon 120; new Moon: the Moon 0", () => {
    const full = row([10, 190, 50, 130, 80, 120, 300]); // Mercury alone in Leo: benefic
    const p = pakshaBala(full, planetNature(full, noNodes));
    expect(p).toEqual(row([0, 120, 0, 60, 60, 60, 0]));
    const fresh = { ...full, Moon: 10 };
    expect(pakshaBala(fresh, planetNature(fresh, noNodes)).Moon).toBe(0);
  });
});

describe("tribhaga and hora", () => {
  const H = 3_600_000;
  // A Wednesday: sunrise at 0, sunset at 12 h, next sunrise at 24 h.
  const day: VedicDay = { sunriseMs: 0, sunsetMs: 12 * H, nextSunriseMs: 24 * H, weekday: 3, julianDayNumber: 0 };
  it("thirds of the day (Mercury, Sun, Saturn) and of the night (Moon, Venus, Mars)", () => {
    expect([1, 5, 9, 13, 17, 21].map((h) => tribhagaLord(h * H, day))).toEqual([
      "Mercury",
      "Sun",
      "Saturn",
      "Moon",
      "Venus",
      "Mars",
    ]);
  });

  it("horas of 60 minutes from sunrise, the first the weekday's lord, then the Chaldean order", () => {
    // Wednesday: Mercury, Moon, Saturn, Jupiter, Mars, Sun, Venus, Mercury, …
    const lords = Array.from({ length: 24 }, (_, h) => horaLord(h * H + H / 2, day));
    expect(lords.slice(0, 8)).toEqual(["Mercury", "Moon", "Saturn", "Jupiter", "Mars", "Sun", "Venus", "Mercury"]);
    // The 25th hora would be the next day's first: Thursday's lord.
    expect(horaLord(24 * H + H / 2, day)).toBe("Jupiter");
  });
});

describe("ahargana, the lords of the year and the month", () => {
  it("is Burgess's count: 714 404 108 573 on 1 January 1860, a Sunday (remainder 1 by 7)", () => {
    const n = aharganaOf(julianDayNumber(1860, 1, 1));
    expect(n).toBe(714_404_108_573);
    expect(n % 7).toBe(1);
    // The Kali yuga began on a Friday (18 February 3102 BCE, Julian; JDN 588466).
    expect(aharganaOf(588_466) % 7).toBe(6);
  });

  it("weekdays follow the civil calendar", () => {
    for (const [y, m, d] of [
      [1918, 10, 16],
      [1981, 9, 12],
      [2000, 1, 1],
      [2024, 2, 29],
    ] as const) {
      const weekday = new Date(Date.UTC(y, m - 1, d)).getUTCDay();
      expect((aharganaOf(julianDayNumber(y, m, d)) - 1) % 7).toBe(weekday);
    }
  });

  it("Raman's example: year lord Saturn, month lord Mercury (1918-10-16)", () => {
    expect(abdaMasaLords(julianDayNumber(1918, 10, 16))).toEqual({ abda: "Saturn", masa: "Mercury" });
  });

  it("a year lasts 360 days and the next begins 3 weekdays later; a month 30 days, 2 weekdays later", () => {
    const start = julianDayNumber(1918, 10, 16) - ((aharganaOf(julianDayNumber(1918, 10, 16)) - 1) % 360);
    const WEEK = ["Sun", "Moon", "Mars", "Mercury", "Jupiter", "Venus", "Saturn"];
    const year = (jdn: number) => abdaMasaLords(jdn).abda;
    expect(year(start)).toBe(year(start + 359));
    expect(WEEK.indexOf(year(start + 360))).toBe((WEEK.indexOf(year(start)) + 3) % 7);
    const mStart = julianDayNumber(1918, 10, 16) - ((aharganaOf(julianDayNumber(1918, 10, 16)) - 1) % 30);
    const month = (jdn: number) => abdaMasaLords(jdn).masa;
    expect(month(mStart)).toBe(month(mStart + 29));
    expect(WEEK.indexOf(month(mStart + 30))).toBe((WEEK.indexOf(month(mStart)) + 2) % 7);
  });
});

describe("ayana bala", () => {
  it("kranti with the parama kranti 24°: 0 at the equinoxes, ±24 at the solstices, 12 at 30.6°", () => {
    expect(krantiOf(0)).toBe(0);
    expect(krantiOf(90)).toBeCloseTo(24, 12);
    expect(krantiOf(270)).toBeCloseTo(-24, 12);
    // sin 24° · sin 30.5° … asin(0.40674 · 0.50754) = 11.94°
    expect(krantiOf(30.5)).toBeCloseTo(
      (Math.asin(Math.sin((24 * Math.PI) / 180) * 0.5075383629607041) * 180) / Math.PI,
      12,
    );
  });

  it("(24 ± kranti)·60/48: north strong for Sun (doubled), Mars, Jupiter, Venus; south for Moon, Saturn; Mercury both", () => {
    expect([0, 90, 270].map((l) => ayanaBala("Mars", l))).toEqual([30, 60, 0].map((v) => expect.closeTo(v, 12)));
    expect([0, 90, 270].map((l) => ayanaBala("Sun", l))).toEqual([60, 120, 0].map((v) => expect.closeTo(v, 12)));
    expect([0, 90, 270].map((l) => ayanaBala("Saturn", l))).toEqual([30, 0, 60].map((v) => expect.closeTo(v, 12)));
    expect([0, 90, 270].map((l) => ayanaBala("Mercury", l))).toEqual([30, 60, 60].map((v) => expect.closeTo(v, 12)));
  });
});

describe("yuddha bala", () => {
  const lat = row([0, 0, 1, 0, 0, -1, 0]);
  const soFar = row([400, 400, 300, 400, 400, 372, 400]);
  it("Mars and Venus 0.5° apart: (372 − 300)/(16.6 − 9.4) = 10 to the northern one (Mars), −10 to the other", () => {
    const lons = row([10, 100, 200.2, 50, 300, 200.7, 150]);
    const y = yuddhaBala(lons, lat, soFar);
    expect(y.Mars).toBeCloseTo(10, 12);
    expect(y.Venus).toBeCloseTo(-10, 12);
    expect(y.Sun + y.Moon + y.Mercury + y.Jupiter + y.Saturn).toBe(0);
  });

  it("1° apart or more is no war; the Sun and the Moon never fight", () => {
    expect(Object.values(yuddhaBala(row([10, 100, 200, 50, 300, 201, 150]), lat, soFar))).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
    expect(Object.values(yuddhaBala(row([200, 200.3, 200.6, 50, 300, 100, 150]), lat, soFar))).toEqual([
      0, 0, 0, 0, 0, 0, 0,
    ]);
  });

  it("across 0° Aries too", () => {
    const y = yuddhaBala(row([10, 100, 359.8, 50, 300, 0.1, 150]), lat, soFar);
    expect(y.Mars).toBeCloseTo(10, 12);
  });
});

describe("sthana parts", () => {
  it("uchcha: 60 at deep exaltation, 0 at deep debilitation, 30 a quarter circle away", () => {
    expect(uchchaBala("Sun", 10)).toBe(60);
    expect(uchchaBala("Sun", 190)).toBe(0);
    expect(uchchaBala("Saturn", 110)).toBe(30);
    expect(uchchaBala("Moon", 33 + 360)).toBe(60);
  });

  it("saptavargaja standing: moolatrikona only in the rasi (the whole sign); a moolatrikona sign elsewhere is own or a relation", () => {
    const compound = maitri(
      { Sun: 5, Moon: 2, Mars: 1, Mercury: 6, Jupiter: 9, Venus: 7, Saturn: 11 },
      SAPTA_GRAHAS,
    ).panchadha;
    expect(saptavargajaStanding("Sun", 1, 5, compound.Sun)).toBe("moolatrikona");
    expect(saptavargajaStanding("Sun", 2, 5, compound.Sun)).toBe("own");
    expect(saptavargajaStanding("Moon", 1, 2, compound.Moon)).toBe("moolatrikona");
    // The Moon's moolatrikona Taurus is Venus's sign: in a varga it is her relation to Venus.
    expect(saptavargajaStanding("Moon", 9, 2, compound.Moon)).toBe(compound.Moon.Venus);
    expect(saptavargajaStanding("Mars", 9, 8, compound.Mars)).toBe("own");
  });

  it("kendradi by sign from the Lagna, drekkana by sex, ojayugma by odd/even rasi and navamsa", () => {
    expect([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12].map((s) => kendradiBala(10, s))).toEqual([
      60, 30, 15, 60, 30, 15, 60, 30, 15, 60, 30, 15,
    ]);
    expect(DREKKANA_OF).toEqual({ Sun: 0, Mars: 0, Jupiter: 0, Mercury: 1, Saturn: 1, Moon: 2, Venus: 2 });
    // 1° Aries: odd rasi, navamsa Aries (odd); 1° Taurus: even rasi, navamsa Capricorn (even).
    const st = sthanaBala(row([1, 31, 1, 31, 1, 31, 1]), 0).bala;
    expect(st.Sun.ojayugma).toBe(30);
    expect(st.Moon.ojayugma).toBe(30);
    expect(st.Mercury.ojayugma).toBe(0);
    expect(st.Sun.drekkana).toBe(15);
    expect(st.Saturn.drekkana).toBe(0);
  });
});
