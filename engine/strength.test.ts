/**
 * The `strength` section as the Kundli carries it (calc-cli-v2.md): its shape and plain-JSON
 * values, and the Vedic day it reads its temporal parts from — a birth before sunrise, a zone on
 * summer time, the southern hemisphere, the midnight sun and the polar night.
 */
import { beforeAll, describe, expect, it } from "vitest";
import { SE, type Ephemeris } from "../ephemeris/index.ts";
import { loadEphemerisNode } from "../ephemeris/node.ts";
import { SAPTA_GRAHAS } from "./data/grahas.ts";
import { computeKundli } from "./kundli.ts";
import { computeKundliJson } from "./kundli-json.ts";
import { msFromJulianDay } from "./time.ts";

let eph: Ephemeris;
beforeAll(async () => {
  eph = await loadEphemerisNode();
});

const runtime = { tzdata: "test", nowMs: 0 };
const bangalore = { name: "Bangalore", latitude: 13, longitude: 77 + 35 / 60, timezone: "Asia/Kolkata" };
const kundli = (input: Record<string, unknown>) =>
  computeKundli(eph, { name: "x", gender: "female", include: ["strength"], ...input }, runtime);

const SHADBALA_FIELDS = [
  "uchcha",
  "saptavargaja",
  "ojayugma",
  "kendradi",
  "drekkana",
  "sthana",
  "dig",
  "nathonnata",
  "paksha",
  "tribhaga",
  "abda",
  "masa",
  "vara",
  "hora",
  "ayana",
  "yuddha",
  "kala",
  "chesta",
  "naisargika",
  "drik",
  "total",
  "totalRupas",
  "requiredRupas",
  "ratio",
  "ishtaPhala",
  "kashtaPhala",
];

function allFinite(value: unknown): boolean {
  if (typeof value === "number") return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(allFinite);
  if (value && typeof value === "object") return Object.values(value).every(allFinite);
  return true;
}

describe("the strength section", () => {
  it("has the contract's fields, for the seven planets and the twelve houses, all finite numbers", () => {
    const k = kundli({ date: "1990-01-15", time: "07:12", place: bangalore });
    const s = k.strength!;
    expect(Object.keys(s)).toEqual(["shadbala", "bhavaBala"]);
    expect(Object.keys(s.shadbala)).toEqual([...SAPTA_GRAHAS]);
    for (const p of SAPTA_GRAHAS) expect(Object.keys(s.shadbala[p])).toEqual(SHADBALA_FIELDS);
    expect(s.bhavaBala).toHaveLength(12);
    for (const r of s.bhavaBala) {
      expect(Object.keys(r)).toEqual(["house", "sign", "lord", "adhipati", "dig", "drishti", "total", "totalRupas"]);
    }
    expect(allFinite(s)).toBe(true);
  });

  it("goes out as JSON byte for byte, and only when asked for", () => {
    const input = { name: "x", gender: "male", date: "1990-01-15", time: "07:12", place: bangalore };
    const bytes = computeKundliJson(eph, { ...input, include: ["strength"] }, runtime);
    const k = computeKundli(eph, { ...input, include: ["strength"] }, runtime);
    expect(new TextDecoder().decode(bytes)).toBe(JSON.stringify(k));
    expect(computeKundli(eph, input, runtime).strength).toBeUndefined();
  });
});

describe("the Vedic day behind the temporal parts", () => {
  it("a birth before sunrise belongs to the previous day: Wednesday's vara, the night's last third, the 23rd hora", () => {
    // Bangalore, Thursday 1918-10-17 05:00 IST, before the 06:10 sunrise: still Wednesday's night
    // (sunset 18:00, so the thirds end 22:03, 02:07, 06:10). Wednesday's horas from its sunrise,
    // 06:10: the 23rd (22:10–23:10 hours later) is the Moon's.
    const k = kundli({ date: "1918-10-17", time: "05:00", utcOffset: "+05:30", place: bangalore });
    const s = k.strength!.shadbala;
    expect(k.panchang.vara).toBe(4); // the panchang's own vara: Wednesday
    expect(SAPTA_GRAHAS.filter((p) => s[p].vara)).toEqual(["Mercury"]);
    expect(SAPTA_GRAHAS.filter((p) => s[p].tribhaga)).toEqual(["Mars", "Jupiter"]);
    expect(SAPTA_GRAHAS.filter((p) => s[p].hora)).toEqual(["Moon"]);
  });

  it("summer time (New York, EDT): nathonnata follows the Sun, 60 at its upper transit and 0 at the lower", () => {
    const place = { name: "New York", latitude: 40.7128, longitude: -74.006, timezone: "America/New_York" };
    const transit = (event: number) => {
      const jd = eph.riseTrans(eph.julday(2021, 7, 4, 4), SE.SUN, event, place.latitude, place.longitude)!;
      // EDT is UTC−4 on 4 July.
      return new Date(msFromJulianDay(jd) - 4 * 3_600_000).toISOString().slice(11, 19);
    };
    const noon = kundli({ date: "2021-07-04", time: transit(4), place }).strength!.shadbala; // SE_CALC_MTRANSIT
    expect(noon.Sun.nathonnata).toBeCloseTo(60, 1);
    expect(noon.Moon.nathonnata).toBeCloseTo(0, 1);
    expect(noon.Mercury.nathonnata).toBe(60);
    const midnight = kundli({ date: "2021-07-04", time: transit(8), place }).strength!.shadbala; // SE_CALC_ITRANSIT
    expect(midnight.Sun.nathonnata).toBeCloseTo(0, 1);
    expect(midnight.Saturn.nathonnata).toBeCloseTo(60, 1);
  });

  it("the southern hemisphere: a winter morning in Sydney is in the day's first third; the Sun's ayana at the solstice", () => {
    const place = { name: "Sydney", latitude: -33.8688, longitude: 151.2093, timezone: "Australia/Sydney" };
    const k = kundli({ date: "2021-06-21", time: "10:00", place });
    const s = k.strength!.shadbala;
    // Sunrise 07:00, sunset 16:53: the first third ends at 10:18.
    expect(k.panchang.sunrise?.slice(11, 16)).toBe("07:00");
    expect(SAPTA_GRAHAS.filter((p) => s[p].tribhaga)).toEqual(["Mercury", "Jupiter"]);
    expect(SAPTA_GRAHAS.filter((p) => s[p].vara)).toEqual(["Moon"]); // a Monday
    // Declination is the same north or south of the equator: the Sun near 90° tropical, kranti
    // ~24°, (24 + 24)·60/48 = 60, doubled.
    expect(s.Sun.ayana).toBeGreaterThan(119.9);
  });

  it("the midnight sun (Tromsø, 21 June): the day runs from 06:00 apparent time; all values finite", () => {
    const place = { name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timezone: "Europe/Oslo" };
    const k = kundli({ date: "2021-06-21", time: "12:00", place });
    expect(k.panchang.sunset).toBeNull();
    const s = k.strength!.shadbala;
    expect(allFinite(k.strength)).toBe(true);
    // 12:00 CEST is 11:14 apparent solar time at 18°57′ E: the middle third (10:00–14:00), the
    // 6th hora of a Monday (Moon, Saturn, Jupiter, Mars, Sun, Venus).
    expect(SAPTA_GRAHAS.filter((p) => s[p].tribhaga)).toEqual(["Sun", "Jupiter"]);
    expect(SAPTA_GRAHAS.filter((p) => s[p].hora)).toEqual(["Venus"]);
    expect(SAPTA_GRAHAS.filter((p) => s[p].vara)).toEqual(["Moon"]);
  });

  it("the polar night (Tromsø, 21 December, 22:00): the night's second third; all values finite", () => {
    const place = { name: "Tromsø", latitude: 69.6492, longitude: 18.9553, timezone: "Europe/Oslo" };
    const k = kundli({ date: "2021-12-21", time: "22:00", place });
    expect(k.panchang.sunrise).toBeNull();
    const s = k.strength!.shadbala;
    expect(allFinite(k.strength)).toBe(true);
    // 22:00 CET is 22:17 apparent time: night thirds 18:00–22:00–02:00–06:00, so the second.
    expect(SAPTA_GRAHAS.filter((p) => s[p].tribhaga)).toEqual(["Jupiter", "Venus"]);
  });
});
