/**
 * The birth-time sensitivity panel: how shifts are written (never rounded up past the edge), which
 * rows are marked, and the panel rendered for real Kundlis (the reference births) in English and
 * Hindi without a missing key or an unfilled {{placeholder}}.
 */

import { createElement } from "react";
import { beforeAll, describe, expect, it } from "vitest";
import { loadEphemerisNode } from "../../../ephemeris/node";
import { computeKundli, type Kundli } from "#engine/kundli";
import { readExamples } from "#engine/testing/reference";
import { renderWith, strictI18n } from "#app/i18n/testing";
import { isSensitive, nearestShift, shiftParts } from "./sensitivity";
import { SensitivityView } from "./sensitivity-view";

describe("shiftParts", () => {
  it("writes seconds, minutes and seconds, or hours and minutes, rounded down", () => {
    expect(shiftParts(0)).toEqual({ unit: "seconds", s: 0 });
    expect(shiftParts(59.9)).toEqual({ unit: "seconds", s: 59 });
    expect(shiftParts(60)).toEqual({ unit: "minutes", m: 1, s: 0 });
    expect(shiftParts(599.9)).toEqual({ unit: "minutes", m: 9, s: 59 });
    expect(shiftParts(3600)).toEqual({ unit: "hours", h: 1, m: 0 });
    expect(shiftParts(86_399.9)).toEqual({ unit: "hours", h: 23, m: 59 });
  });
});

describe("isSensitive", () => {
  it("marks a reading that changes within 10 minutes either way", () => {
    expect(isSensitive({ earlierSeconds: 599.9, laterSeconds: null })).toBe(true);
    expect(isSensitive({ earlierSeconds: 4000, laterSeconds: 12 })).toBe(true);
    expect(isSensitive({ earlierSeconds: 600, laterSeconds: 601 })).toBe(false);
    expect(isSensitive({ earlierSeconds: null, laterSeconds: null })).toBe(false);
    expect(nearestShift({ earlierSeconds: 700, laterSeconds: 650.5 })).toBe(650.5);
  });
});

let kundlis: Kundli[] = [];
beforeAll(async () => {
  const eph = await loadEphemerisNode();
  kundlis = readExamples("charts").map((e: { input: object }) =>
    computeKundli(eph, { ...e.input, include: ["sensitivity"], at: "2026-11-25T12:00:00+05:30" }, { tzdata: "test" }),
  );
});

describe.each(["en", "hi"] as const)("the panel (%s)", (lng) => {
  it("renders every reading, marks those within 10 minutes, and misses no word", () => {
    const missing: string[] = [];
    const i = strictI18n(lng, missing);
    let marked = 0;
    for (const kundli of kundlis) {
      const s = kundli.sensitivity!;
      const html = renderWith(i, createElement(SensitivityView, { sensitivity: s, utcOffset: kundli.basic.utcOffset }));
      expect(html).not.toMatch(/\{\{|\}\}/);
      expect(html).toContain(i.t("kundli.sensitivity.items.d60Lagna"));
      const sensitive = s.items.filter(isSensitive).length;
      expect(html.split("bg-amber-50").length - 1).toBe(sensitive);
      expect(html.split(i.t("kundli.sensitivity.sensitive")).length - 1).toBe(sensitive);
      marked += sensitive;
    }
    // The D60 Lagna changes every few minutes: every birth has a marked row.
    expect(marked).toBeGreaterThanOrEqual(kundlis.length);
    expect([...new Set(missing)]).toEqual([]);
  });
});
