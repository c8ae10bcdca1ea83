/**
 * Reminders' events (engine/reminders.ts) against independent values: the dasha boundaries of the
 * oracle's reference births (testing/reference/examples/charts.jsonl) and the almanacs' Saturn
 * ingresses of 2020–2025 (cases/saturn-ingress-lahiri-2020-2025.json); with other options, the
 * same instants as the Kundli's own Dasha tab; birthdays by the calendar.
 */
import { beforeAll, describe, expect, it } from "vitest";
import type { Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { computeKundli } from "./kundli.ts";
import { birthdays, chartEvents, parseWindow, saturnStarts, type ChartEvent } from "./reminders.ts";
import { chartExamples, readCase, type ReferencePeriod } from "./testing/reference.ts";
import type { Sign } from "./types.ts";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

const charts = chartExamples();
const chart = (id: string) => charts.find((c) => c.id === id)!;
const ingresses = (
  readCase("saturn-ingress-lahiri-2020-2025") as { ingresses: { date: string; time?: string; sign: number }[] }
).ingresses;

const only = (events: ChartEvent[], ...kinds: ChartEvent["kind"][]) =>
  events.filter((e) => kinds.includes(e.kind)).map((e) => [e.kind, e.date, e.detail]);

/** The Antardasha starts a period tree holds within [from, to], written as chartEvents writes them. */
function dashaStartsIn(periods: ReferencePeriod[], birthDate: string, from: string, to: string) {
  const out: [string, string, string][] = [];
  for (const maha of periods) {
    for (const [i, antar] of (maha.children ?? []).entries()) {
      const date = antar.start.slice(0, 10);
      // The birth's own periods began before it; a start on the birth date itself is left out as well.
      if (date < from || date > to || date <= birthDate) continue;
      out.push(i === 0 ? ["mahadasha", date, maha.planet] : ["antardasha", date, `${maha.planet}/${antar.planet}`]);
    }
  }
  return out;
}

describe("chartEvents: dasha changes", () => {
  it.each(charts.map((c) => [c.id, c] as const))(
    "%s: every Antardasha and Mahadasha start of the oracle's tree, on its date at the birth's offset",
    (_id, c) => {
      // A window from the birth to the second new year after it, and four years in the person's
      // forties (no Antardasha lasts that long: at least one change).
      const year = Number(c.input.date.slice(0, 4));
      let later = 0;
      for (const [from, to] of [
        [c.input.date, `${year + 2}-01-01`],
        [`${year + 40}-01-01`, `${year + 41}-12-31`],
        [`${year + 42}-01-01`, `${year + 43}-12-31`],
      ] as const) {
        const expected = dashaStartsIn(c.expected.dasha.periods, c.input.date, from, to);
        const events = only(chartEvents(eph, c.input, from, to), "mahadasha", "antardasha").filter(
          ([, date]) => date! > c.input.date,
        );
        expect(events).toEqual(expected);
        if (from !== c.input.date) later += events.length;
      }
      expect(later).toBeGreaterThan(0);
    },
  );

  it("follows the Kundli's options (KP ayanamsa, 360-day years, a DST zone): the Dasha tab's instants", () => {
    const input = {
      ...chart("EXC001").input,
      date: "1990-07-15",
      time: "12:00",
      place: { name: "", latitude: 40.71, longitude: -74.01, timezone: "America/New_York" },
      utcOffset: undefined,
      options: { ayanamsa: "kp", dashaYear: 360 },
    };
    const kundli = computeKundli(eph, input, { tzdata: "test" });
    const tree = kundli.dasha.periods as unknown as ReferencePeriod[];
    expect(only(chartEvents(eph, input, "2020-01-01", "2021-12-31"), "mahadasha", "antardasha")).toEqual(
      dashaStartsIn(tree, input.date, "2020-01-01", "2021-12-31"),
    );
  });
});

describe("chartEvents and saturnStarts: Sade Sati and Dhaiya", () => {
  const published = (signs: Sign[]) => ingresses.filter((i) => signs.includes(i.sign as Sign)).map((i) => i.date);
  /** IST date of an instant. */
  const ist = (ms: number) => new Date(ms + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const window = [Date.parse("2019-06-01T00:00:00+05:30"), Date.parse("2025-06-01T00:00:00+05:30")] as const;

  it("starts each phase on the almanac's ingress dates (IST), the retrograde return to Capricorn included", () => {
    // Moon in Aquarius: Capricorn rising, Aquarius peak, Pisces setting.
    expect(saturnStarts("lahiri", 11, ...window).map((s) => [s.phase, s.sign, ist(s.ms)])).toEqual([
      ["rising", 10, "2020-01-24"],
      ["peak", 11, "2022-04-29"],
      ["rising", 10, "2022-07-12"],
      ["peak", 11, "2023-01-17"],
      ["setting", 12, "2025-03-29"],
    ]);
    // Moon in Scorpio: Aquarius is the 4th (Dhaiya); Capricorn the 3rd and Pisces the 5th are nothing.
    expect(saturnStarts("lahiri", 8, ...window).map((s) => [s.phase, ist(s.ms)])).toEqual(
      published([11]).map((d) => ["dhaiya-4th", d]),
    );
    // Moon in Libra: Capricorn is the 4th, entered twice.
    expect(saturnStarts("lahiri", 7, ...window).map((s) => [s.phase, ist(s.ms)])).toEqual(
      published([10]).map((d) => ["dhaiya-4th", d]),
    );
    // Moon in Virgo: Saturn in the 5th, 6th and 7th: nothing starts.
    expect(saturnStarts("lahiri", 6, ...window)).toEqual([]);
  });

  it("reference births with the Moon in Aquarius and Capricorn (IST): the almanac's dates", () => {
    // 2019-06 to 2025-06 in three windows (one call takes at most 800 days).
    const saturn = (input: unknown) =>
      [
        ["2019-06-01", "2021-05-31"],
        ["2021-06-01", "2023-05-31"],
        ["2023-06-01", "2025-06-01"],
      ].flatMap(([from, to]) => only(chartEvents(eph, input, from!, to!), "sade-sati", "dhaiya"));
    const exc010 = chart("EXC010");
    expect(exc010.expected.planets.find((p) => p.planet === "Moon")!.sign).toBe(11);
    expect(saturn(exc010.input)).toEqual([
      ["sade-sati", "2020-01-24", "rising/10"],
      ["sade-sati", "2022-04-29", "peak/11"],
      ["sade-sati", "2022-07-12", "rising/10"],
      ["sade-sati", "2023-01-17", "peak/11"],
      ["sade-sati", "2025-03-29", "setting/12"],
    ]);
    const exc009 = chart("EXC009");
    expect(exc009.expected.planets.find((p) => p.planet === "Moon")!.sign).toBe(10);
    expect(saturn(exc009.input)).toEqual([
      ["sade-sati", "2020-01-24", "peak/10"],
      ["sade-sati", "2022-04-29", "setting/11"],
      ["sade-sati", "2022-07-12", "peak/10"],
      ["sade-sati", "2023-01-17", "setting/11"],
    ]);
  });

  it("dates a start at the birth's offset: Pisces at 21:44 IST is the next day at +10:12:06 (Moon in Leo: the 8th)", () => {
    const exc001 = chart("EXC001");
    expect(exc001.expected.planets.find((p) => p.planet === "Moon")!.sign).toBe(5);
    expect(only(chartEvents(eph, exc001.input, "2025-01-01", "2025-12-31"), "dhaiya", "sade-sati")).toEqual([
      ["dhaiya", "2025-03-30", "dhaiya-8th/12"],
    ]);
  });
});

describe("birthdays", () => {
  it("gives each birthday in the window with the age, across a new year", () => {
    expect(birthdays("1990-01-02", "2025-12-20", "2026-01-10")).toEqual([{ date: "2026-01-02", age: 36 }]);
    expect(birthdays("1990-12-25", "2025-12-20", "2026-01-10")).toEqual([{ date: "2025-12-25", age: 35 }]);
    expect(birthdays("1990-06-01", "2025-12-20", "2026-01-10")).toEqual([]);
  });

  it("keeps 29 February on 28 February in common years, and none before the birth", () => {
    expect(birthdays("2000-02-29", "2027-02-01", "2028-03-01")).toEqual([
      { date: "2027-02-28", age: 27 },
      { date: "2028-02-29", age: 28 },
    ]);
    expect(birthdays("2026-03-01", "2026-01-01", "2026-12-31")).toEqual([]);
  });

  it("is among a Kundli's events", () => {
    const events = chartEvents(eph, chart("EXC009").input, "2026-04-01", "2026-04-30");
    expect(only(events, "birthday")).toEqual([["birthday", "2026-04-08", "81"]]);
  });
});

describe("parseWindow", () => {
  it("refuses a window out of order, too long, or not YYYY-MM-DD", () => {
    expect(parseWindow("2026-01-01", "2026-01-07").days).toBe(7);
    expect(() => parseWindow("2026-01-08", "2026-01-07")).toThrow(/window/);
    expect(() => parseWindow("2026-01-01", "2028-12-31")).toThrow(/window/);
    expect(() => parseWindow("2026-1-1", "2026-01-07")).toThrow(/YYYY-MM-DD/);
  });
});
