/**
 * Every word the Panchang screen shows exists in English and Hindi: the area `panchang` has one
 * key set (Devanagari in Hindi), every enumeration the day panchang emits has a word, and real
 * days from the engine render in both languages without a missing key or an unfilled
 * {{placeholder}}: a plain day, a Wednesday (Abhijit withheld), a kshaya tithi, an adhika month,
 * a DST change, polar night and midnight sun.
 */
import { type i18n } from "i18next";
import { createElement } from "react";
import { createRoutesStub } from "react-router";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node";
import { computeDayPanchang, type DayPanchang } from "#engine/day-panchang";
import { leafKeys, resources, type Tree } from "#app/i18n/resources";
import { renderWith, strictI18n } from "#app/i18n/testing";
import { PanchangControls } from "./panchang-controls";
import { PanchangDay } from "./panchang-view";

const tree = (lng: "en" | "hi") => resources[lng].translation as unknown as Record<string, Tree>;

const DELHI = { name: "New Delhi", latitude: 28.63576, longitude: 77.22445, timezone: "Asia/Kolkata" };
const TROMSO = { name: "Tromsø", latitude: 69.6496, longitude: 18.957, timezone: "Europe/Oslo" };
const NEW_YORK = { name: "New York", latitude: 40.7143, longitude: -74.006, timezone: "America/New_York" };

const DAYS: [string, typeof DELHI][] = [
  ["2025-11-22", DELHI], // Drik Panchang's Saturday (engine/testing/reference)
  ["2022-01-26", DELHI], // a Wednesday: Abhijit withheld
  ["2026-03-19", DELHI], // a kshaya Shukla Pratipada, the first day of Chaitra
  ["2023-08-02", DELHI], // adhika Shravana
  ["2026-03-08", NEW_YORK], // clocks go forward in the night
  ["2025-12-21", TROMSO], // polar night
  ["2025-06-21", TROMSO], // midnight sun
];

let days: DayPanchang[] = [];
beforeAll(async () => {
  const eph = await loadEphemerisNode();
  days = DAYS.map(([date, place]) => computeDayPanchang(eph, { date, place }, { tzdata: "test" }));
});

const render = (i: i18n, node: ReturnType<typeof createElement>) => {
  const Stub = createRoutesStub([{ path: "/main/panchang", Component: () => node }]);
  return renderWith(i, createElement(Stub, { initialEntries: ["/main/panchang"] }));
};

describe("the panchang area", () => {
  it("has one key set in both languages, nothing empty, Hindi in Devanagari", () => {
    const en = leafKeys(tree("en").panchang!).sort();
    const hi = leafKeys(tree("hi").panchang!).sort();
    expect(en.length).toBeGreaterThan(50);
    expect(hi).toEqual(en);
    const leaf = (t: Tree, key: string) => key.split(".").reduce<Tree | string>((n, k) => (n as Tree)[k]!, t) as string;
    for (const key of hi) {
      expect(leaf(tree("en").panchang!, key).trim(), key).not.toBe("");
      const text = leaf(tree("hi").panchang!, key);
      // Words (what is left beside the placeholders) are in Devanagari.
      const words = text.replace(/\{\{\s*\w+\s*\}\}/g, "");
      if (/\p{L}/u.test(words)) expect(text, key).toMatch(/[\u0900-\u097F]/);
      const slots = (s: string) => [...s.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((m) => m[1]).sort();
      expect(slots(text), key).toEqual(slots(leaf(tree("en").panchang!, key)));
    }
  });

  it.each(["en", "hi"] as const)("has a word for every enumeration of the day panchang (%s)", (lng) => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const key of [
      ...Array.from({ length: 12 }, (_, n) => `panchang.months.${n + 1}`),
      ...["vasanta", "grishma", "varsha", "sharad", "hemanta", "shishira"].map((r) => `panchang.ritus.${r}`),
      ...["uttarayana", "dakshinayana"].map((a) => `panchang.ayanas.${a}`),
      ...["amrita", "shubha", "labha", "chara", "udvega", "kala", "roga"].map((c) => `panchang.choghadiya.names.${c}`),
      ...["good", "neutral", "bad"].map((q) => `panchang.choghadiya.qualities.${q}`),
      ...["shukla", "krishna"].map((p) => `panchang.paksha.${p}`),
      ...["NO_SUNRISE", "NO_SUNSET", "NO_NEXT_SUNRISE"].map((w) => `panchang.warnings.${w}`),
    ])
      i.t(key);
    expect(missing).toEqual([]);
  });
});

describe.each(["en", "hi"] as const)("the screen renders real days without a missing word (%s)", (lng) => {
  it("each day", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const panchang of days) {
      const html = render(
        i,
        createElement(PanchangDay, { panchang, now: null, placeLabel: panchang.place.name, isToday: false }),
      );
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain(panchang.place.name);
    }
    expect([...new Set(missing)]).toEqual([]);
  });

  it("marks the choghadiya and hora running now, and nothing on another day", () => {
    const i = strictI18n(lng, []);
    const saturday = days[0]!;
    const now = Date.parse("2025-11-22T09:00:00+05:30"); // Shubha (08:08:45–09:28:12), the 3rd hora
    const html = render(i, createElement(PanchangDay, { panchang: saturday, now, placeLabel: "", isToday: true }));
    expect(html.match(/bg-orange-50 shadow/g)).toHaveLength(2);
    const other = render(
      i,
      createElement(PanchangDay, { panchang: saturday, now: now + 86_400_000 * 2, placeLabel: "", isToday: false }),
    );
    expect(other).not.toMatch(/bg-orange-50 shadow/);
  });

  it("withholds Abhijit on Wednesday, and shows it on other days", () => {
    const i = strictI18n(lng, []);
    const word = lng === "en" ? "Not observed on Wednesdays" : "बुधवार को नहीं माना जाता";
    const wednesday = render(
      i,
      createElement(PanchangDay, { panchang: days[1]!, now: null, placeLabel: "", isToday: false }),
    );
    expect(wednesday).toContain(word);
    expect(wednesday).not.toContain('data-muhurta="abhijit"');
    const saturday = render(
      i,
      createElement(PanchangDay, { panchang: days[0]!, now: null, placeLabel: "", isToday: false }),
    );
    expect(saturday).not.toContain(word);
    expect(saturday).toContain('data-muhurta="abhijit"');
  });

  it("marks a kshaya tithi and an adhika month", () => {
    const i = strictI18n(lng, []);
    const kshaya = render(
      i,
      createElement(PanchangDay, { panchang: days[2]!, now: null, placeLabel: "", isToday: false }),
    );
    expect(kshaya).toContain("data-kshaya");
    const adhika = render(
      i,
      createElement(PanchangDay, { panchang: days[3]!, now: null, placeLabel: "", isToday: false }),
    );
    expect(adhika).toContain('data-adhika="true"');
  });

  it("the controls, with and without a place", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    for (const props of [
      { date: "2025-11-22", placeId: 1261481, defaultPlace: { id: 1261481, label: "New Delhi, Delhi, India" } },
      { date: "2025-11-22", placeId: 1253405, defaultPlace: { id: 1261481, label: "New Delhi, Delhi, India" } },
      { date: null, placeId: null, defaultPlace: null },
    ]) {
      const html = render(i, createElement(PanchangControls, props));
      expect(html).not.toMatch(/\{\{|\}\}/);
    }
    expect([...new Set(missing)]).toEqual([]);
  });
});
