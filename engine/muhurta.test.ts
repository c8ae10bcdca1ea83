import { describe, expect, it } from "vitest";
import { HORA_ORDER, WEEKDAY_LORDS, abhijit, brahmaMuhurta, choghadiyas, horas, kaal, type Kaal } from "./muhurta.ts";
import { readCase } from "./testing/reference.ts";

const published = readCase("muhurta-tables-published");
const source = (id: string) => published.sources.find((s: { id: string }) => s.id === id);

/** "HH:MM" or "HH:MM:SS" on an arbitrary day → ms; `nextDay` adds 24 h. */
const clock = (text: string, nextDay = false): number => {
  const [h, m, s = 0] = text.split(":").map(Number) as [number, number, number?];
  return ((h * 60 + m) * 60 + s) * 1000 + (nextDay ? 86_400_000 : 0);
};
const hhmmss = (ms: number): string => new Date(Math.round(ms / 1000) * 1000).toISOString().slice(11, 19);

describe("Rahu Kaal, Gulika Kaal, Yamaganda: the weekday's eighth of daytime", () => {
  // A 06:00–18:00 day: every eighth is 1 h 30 min, so the tables show directly.
  const rise = clock("06:00");
  const set = clock("18:00");
  // The times almanacs print for such a day (Sunday first), e.g. Rahu Kaal 16:30 on Sunday,
  // 07:30 on Monday: the common "Rahu Kaal table".
  const printed: Record<Kaal, string[]> = {
    rahuKaal: ["16:30", "07:30", "15:00", "12:00", "13:30", "10:30", "09:00"],
    gulikaKaal: ["15:00", "13:30", "12:00", "10:30", "09:00", "07:30", "06:00"],
    yamaganda: ["12:00", "10:30", "09:00", "07:30", "06:00", "15:00", "13:30"],
  };
  for (const kind of Object.keys(printed) as Kaal[]) {
    it(`${kind} on a 12-hour day, every weekday`, () => {
      for (let weekday = 1; weekday <= 7; weekday++) {
        const p = kaal(kind, weekday, rise, set);
        expect(hhmmss(p.start).slice(0, 5)).toBe(printed[kind][weekday - 1]);
        expect(p.end - p.start).toBe(90 * 60_000);
      }
    });
  }

  it("agrees with PyJHora's trikalam offsets (fractions of daytime from sunrise)", () => {
    const { trikalam } = source("pyjhora-gauri-choghadiya");
    const day = 10.5 * 3600_000;
    for (const kind of ["rahuKaal", "gulikaKaal", "yamaganda"] as const) {
      for (let weekday = 1; weekday <= 7; weekday++) {
        const p = kaal(kind, weekday, 0, day);
        expect(p.start / day).toBeCloseTo(trikalam[kind][weekday - 1], 12);
        expect((p.end - p.start) / day).toBeCloseTo(0.125, 12);
      }
    }
  });

  it("reproduces 10upon10's Saturday from its own sunrise and sunset, to the second", () => {
    const s = source("10upon10-2025-11-22");
    const rise = clock(s.sunrise);
    const set = clock(s.sunset);
    for (const kind of ["rahuKaal", "gulikaKaal", "yamaganda"] as const) {
      const p = kaal(kind, s.weekday, rise, set);
      expect(Math.abs(p.start - clock(s[kind][0])), kind).toBeLessThanOrEqual(1000);
      expect(Math.abs(p.end - clock(s[kind][1])), kind).toBeLessThanOrEqual(1000);
    }
    const a = abhijit(rise, set);
    expect(Math.abs(a.start - clock(s.abhijit[0]))).toBeLessThanOrEqual(1000);
    expect(Math.abs(a.end - clock(s.abhijit[1]))).toBeLessThanOrEqual(1000);
  });

  it("refuses a weekday outside 1–7", () => {
    expect(() => kaal("rahuKaal", 0, 0, 1)).toThrow(RangeError);
    expect(() => kaal("rahuKaal", 8, 0, 1)).toThrow(RangeError);
  });
});

describe("muhurtas", () => {
  it("Abhijit is the 8th fifteenth of daytime: 11:36–12:24 on a 06:00–18:00 day", () => {
    const a = abhijit(clock("06:00"), clock("18:00"));
    expect([hhmmss(a.start), hhmmss(a.end)]).toEqual(["11:36:00", "12:24:00"]);
  });

  it("Brahma Muhurta is the 14th fifteenth of the night: 04:24–05:12 before a 06:00 sunrise after a 12-hour night", () => {
    const b = brahmaMuhurta(clock("18:00"), clock("06:00", true));
    expect([hhmmss(b.start), hhmmss(b.end)]).toEqual(["04:24:00", "05:12:00"]);
  });

  it("a long winter night makes a longer Brahma Muhurta: 1/15 of 14 h is 56 min", () => {
    const b = brahmaMuhurta(clock("17:00"), clock("07:00", true));
    expect((b.end - b.start) / 60_000).toBe(56);
    expect(clock("07:00", true) - b.end).toBe(56 * 60_000);
  });
});

describe("choghadiya", () => {
  it("Monday, as bestastroguru prints it for 06:00 / 18:00 / 06:00: all sixteen names and starts", () => {
    const s = source("bestastroguru-monday");
    const day = choghadiyas(s.weekday, clock(s.sunrise), clock(s.sunset), "day");
    const night = choghadiyas(s.weekday, clock(s.sunset), clock(s.nextSunrise, true), "night");
    expect(day.map((c) => [c.name, hhmmss(c.start).slice(0, 5)])).toEqual(s.day);
    expect(night.map((c) => [c.name, hhmmss(c.start).slice(0, 5)])).toEqual(s.night);
  });

  it("Saturday's day, as 10upon10 prints it from its own sunrise and sunset, to the second", () => {
    const s = source("10upon10-2025-11-22");
    const day = choghadiyas(s.weekday, clock(s.sunrise), clock(s.sunset), "day");
    s.day.forEach(([name, start]: [string, string], i: number) => {
      expect(day[i]!.name).toBe(name);
      expect(Math.abs(day[i]!.start - clock(start))).toBeLessThanOrEqual(1000);
    });
  });

  it("every weekday, day and night, as PyJHora's tables have them", () => {
    const s = source("pyjhora-gauri-choghadiya");
    for (let weekday = 1; weekday <= 7; weekday++) {
      const names = (half: "day" | "night") => choghadiyas(weekday, 0, 8, half).map((c) => c.name);
      expect(names("day")).toEqual(s.day[weekday - 1].map((i: number) => s.names[i]));
      expect(names("night")).toEqual(s.night[weekday - 1].map((i: number) => s.names[i]));
    }
  });

  it("eight equal parts that chain from start to end, each with its ruling planet", () => {
    const c = choghadiyas(3, 1000, 1000 + 8 * 4321, "night");
    expect(c).toHaveLength(8);
    expect(c[0]!.start).toBe(1000);
    expect(c[7]!.end).toBe(1000 + 8 * 4321);
    for (let i = 1; i < 8; i++) expect(c[i]!.start).toBe(c[i - 1]!.end);
    expect(c.map((x) => x.planet)).toEqual(["Saturn", "Mercury", "Sun", "Jupiter", "Moon", "Venus", "Mars", "Saturn"]);
  });
});

describe("hora", () => {
  it("from sunrise, in the descending Chaldean order Saturn, Jupiter, Mars, Sun, Venus, Mercury, Moon", () => {
    const chaldean = ["Saturn", "Jupiter", "Mars", "Sun", "Venus", "Mercury", "Moon"];
    const h = horas(1, 0, 12, 24);
    expect(h.slice(0, 8).map((x) => x.planet)).toEqual([
      "Sun",
      "Venus",
      "Mercury",
      "Moon",
      "Saturn",
      "Jupiter",
      "Mars",
      "Sun",
    ]);
    // Each next lord is the next one down the Chaldean order (cyclic).
    for (let i = 1; i < 24; i++) {
      const a = chaldean.indexOf(h[i - 1]!.planet);
      expect(chaldean[(a + 1) % 7]).toBe(h[i]!.planet);
    }
  });

  it("the first hora of every weekday is its lord, and the 25th would be the next weekday's lord", () => {
    for (let weekday = 1; weekday <= 7; weekday++) {
      const h = horas(weekday, 0, 12, 24);
      expect(h[0]!.planet).toBe(WEEKDAY_LORDS[weekday - 1]);
      const next = HORA_ORDER[(HORA_ORDER.indexOf(h[23]!.planet) + 1) % 7];
      expect(next).toBe(WEEKDAY_LORDS[weekday % 7]);
    }
  });

  it("12 day horas of 1/12 of daytime, then 12 night horas of 1/12 of the night", () => {
    const rise = clock("07:00");
    const set = clock("17:00"); // 10 h day: 50 min horas
    const next = clock("07:00", true); // 14 h night: 70 min horas
    const h = horas(4, rise, set, next);
    expect(h).toHaveLength(24);
    expect(h[0]!.start).toBe(rise);
    expect(h[11]!.end).toBe(set);
    expect(h[12]!.start).toBe(set);
    expect(h[23]!.end).toBe(next);
    expect((h[5]!.end - h[5]!.start) / 60_000).toBeCloseTo(50, 9);
    expect((h[17]!.end - h[17]!.start) / 60_000).toBeCloseTo(70, 9);
  });
});
