import { describe, expect, it } from "vitest";
import { CHART_BODIES, GRAHAS } from "#engine/types";
import enChart from "../i18n/en/chart.json";
import hiChart from "../i18n/hi/chart.json";
import { houseOfSign, type ChartData, type ChartStyle } from "./chart-data";
import { boxInside, boxesOverlap, centroid, insideDistance, type Point } from "./geometry";
import { bodyLabelKey, bodyLabelText, chartLayout, type ChartLabels, type ChartLayout } from "./layout";
import { crowdedChart } from "./test-fixtures";

const LABELS: Record<"en" | "hi", ChartLabels> = {
  en: { abbreviations: enChart.abbreviations, retrograde: enChart.marks.retrograde, combust: enChart.marks.combust },
  hi: { abbreviations: hiChart.abbreviations, retrograde: hiChart.marks.retrograde, combust: hiChart.marks.combust },
};
const STYLES: ChartStyle[] = ["north", "south"];
const LAGNAS = Array.from({ length: 12 }, (_, i) => i + 1);
const HOUSES = LAGNAS;

function near(a: Point, b: Point): boolean {
  return Math.abs(a.x - b.x) < 1e-9 && Math.abs(a.y - b.y) < 1e-9;
}

function polygonOf(layout: ChartLayout, house: number): Point[] {
  return layout.houses.find((h) => h.house === house)!.polygon;
}

/** What is untidy about a layout: labels outside their house or over another text. */
function untidy(layout: ChartLayout): string[] {
  const problems: string[] = [];
  const others = [...layout.signNumbers.map((s) => s.box), ...layout.title.map((t) => t.box)];
  for (const [i, b] of layout.bodies.entries()) {
    if (!boxInside(polygonOf(layout, b.house), b.box, 3)) problems.push(`${b.text} leaves house ${b.house}`);
    if (others.some((o) => boxesOverlap(b.box, o))) problems.push(`${b.text} covers a sign number or the title`);
    for (const c of layout.bodies.slice(i + 1))
      if (boxesOverlap(b.box, c.box)) problems.push(`${b.text} overlaps ${c.text}`);
  }
  return problems;
}

function expectTidy(layout: ChartLayout): void {
  expect(untidy(layout)).toEqual([]);
}

describe("North chart", () => {
  it("keeps the houses fixed: house 1 the top diamond, then anticlockwise", () => {
    const layout = chartLayout({ ascendantSign: 1, bodies: [] }, { style: "north", labels: LABELS.en });
    const middleOf = (house: number) => centroid(polygonOf(layout, house));
    expect(middleOf(1).y).toBeLessThan(200); // top
    expect(middleOf(1).x).toBeCloseTo(200);
    expect(middleOf(4).x).toBeLessThan(200); // left
    expect(middleOf(4).y).toBeCloseTo(200);
    expect(middleOf(7).y).toBeGreaterThan(200); // bottom
    expect(middleOf(10).x).toBeGreaterThan(200); // right
    // Anticlockwise from the top: house 2 is the top-left triangle, house 12 the top-right one.
    expect(middleOf(2).x).toBeLessThan(middleOf(12).x);
    expect(middleOf(2).y).toBeLessThan(middleOf(3).y);
    for (const h of HOUSES) expect(polygonOf(layout, h)).toHaveLength([1, 4, 7, 10].includes(h) ? 4 : 3);
  });

  for (const lagna of LAGNAS) {
    it(`with lagna ${lagna}, shows sign ${lagna} in house 1 and the rest in order`, () => {
      const fixed = chartLayout({ ascendantSign: 1, bodies: [] }, { style: "north", labels: LABELS.en });
      const layout = chartLayout({ ascendantSign: lagna, bodies: [] }, { style: "north", labels: LABELS.en });
      for (const h of HOUSES) {
        const sign = ((lagna + h - 2) % 12) + 1;
        expect(layout.houses.find((c) => c.house === h)!.sign).toBe(sign);
        const number = layout.signNumbers.find((s) => s.house === h)!;
        expect(number.text).toBe(String(sign));
        // The number stays in its house, the house stays where it is.
        expect(
          insideDistance(polygonOf(layout, h), { x: number.x, y: number.baseline - number.size / 3 }),
        ).toBeGreaterThan(0);
        expect(polygonOf(layout, h)).toEqual(polygonOf(fixed, h));
      }
    });
  }
});

describe("South chart", () => {
  const cellMiddle = (layout: ChartLayout, sign: number) =>
    centroid(layout.houses.find((h) => h.sign === sign)!.polygon);

  it("keeps the signs fixed: Pisces top left, then Aries onwards clockwise", () => {
    const layout = chartLayout({ ascendantSign: 1, bodies: [] }, { style: "south", labels: LABELS.en });
    const expected: Record<number, [number, number]> = {
      12: [50, 50],
      1: [150, 50],
      2: [250, 50],
      3: [350, 50],
      4: [350, 150],
      5: [350, 250],
      6: [350, 350],
      7: [250, 350],
      8: [150, 350],
      9: [50, 350],
      10: [50, 250],
      11: [50, 150],
    };
    for (const [sign, [x, y]] of Object.entries(expected)) {
      expect(cellMiddle(layout, Number(sign))).toEqual({ x, y });
    }
  });

  for (const lagna of LAGNAS) {
    it(`with lagna ${lagna}, marks the lagna's own box and counts houses from it`, () => {
      const layout = chartLayout({ ascendantSign: lagna, bodies: [] }, { style: "south", labels: LABELS.en });
      const fixed = chartLayout({ ascendantSign: 1, bodies: [] }, { style: "south", labels: LABELS.en });
      for (const s of LAGNAS) expect(cellMiddle(layout, s)).toEqual(cellMiddle(fixed, s));
      for (const h of HOUSES) {
        expect(layout.houses.find((c) => c.house === h)!.sign).toBe(((lagna + h - 2) % 12) + 1);
        const number = layout.signNumbers.find((n) => n.house === h)!;
        expect(number.text).toBe(String(number.sign));
      }
      const marks = layout.lines.filter((l) => l.kind === "lagna-mark");
      expect(marks).toHaveLength(1);
      const mark = marks[0]!;
      const lagnaCell = polygonOf(layout, 1);
      expect(layout.houses.find((c) => c.house === 1)!.sign).toBe(lagna);
      // The diagonal cuts the top-left corner of the lagna's box.
      expect(insideDistance(lagnaCell, { x: (mark.x1 + mark.x2) / 2, y: (mark.y1 + mark.y2) / 2 })).toBeGreaterThan(0);
      expect(near({ x: mark.x1, y: mark.y2 }, lagnaCell[0]!)).toBe(true);
    });
  }

  it("writes the title in the empty centre, in two lines when it is long", () => {
    const short = chartLayout(
      { ascendantSign: 1, bodies: [] },
      { style: "south", labels: LABELS.en, title: "Navamsa (D9)" },
    );
    expect(short.title.map((t) => t.text)).toEqual(["Navamsa (D9)"]);
    const long = chartLayout(
      { ascendantSign: 1, bodies: [] },
      { style: "south", labels: LABELS.en, title: "Chaturvimsamsa (D24) of the native" },
    );
    expect(long.title).toHaveLength(2);
    const centre = [
      { x: 100, y: 100 },
      { x: 300, y: 100 },
      { x: 300, y: 300 },
      { x: 100, y: 300 },
    ];
    for (const line of [...short.title, ...long.title]) expect(boxInside(centre, line.box, 4)).toBe(true);
    expect(
      chartLayout({ ascendantSign: 1, bodies: [] }, { style: "north", labels: LABELS.en, title: "Navamsa (D9)" }).title,
    ).toEqual([]);
  });
});

describe("bodies", () => {
  /** A deterministic scatter of the ten bodies. */
  function scattered(seed: number): ChartData {
    let state = seed;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const ascendantSign = 1 + Math.floor(next() * 12);
    return {
      ascendantSign,
      bodies: CHART_BODIES.map((body) => ({
        body,
        sign: body === "Ascendant" ? ascendantSign : 1 + Math.floor(next() * 12),
        degree: next() * 30,
        retrograde: next() < 0.3,
        combust: next() < 0.2,
      })),
    };
  }

  for (const style of STYLES) {
    it(`land in the house their sign gives (${style})`, () => {
      for (let seed = 1; seed <= 60; seed++) {
        const chart = scattered(seed);
        const layout = chartLayout(chart, { style, labels: LABELS.en });
        expect(layout.bodies).toHaveLength(chart.bodies.length);
        for (const b of chart.bodies) {
          const label = layout.bodies.find((l) => l.body === b.body)!;
          const house = houseOfSign(b.sign, chart.ascendantSign);
          expect(label.house).toBe(house);
          expect(layout.houses.find((h) => h.house === house)!.bodies).toContain(b.body);
          expect(insideDistance(polygonOf(layout, house), { x: label.x, y: label.baseline })).toBeGreaterThan(0);
        }
        expectTidy(layout);
      }
    });
  }

  it("go to their Chalit bhava when one is given", () => {
    const chart: ChartData = {
      ascendantSign: 5,
      bodies: [
        { body: "Sun", sign: 5, degree: 2, house: 12 },
        { body: "Moon", sign: 6, degree: 28, house: 3 },
      ],
    };
    for (const style of STYLES) {
      const layout = chartLayout(chart, { style, labels: LABELS.en });
      expect(layout.bodies.find((b) => b.body === "Sun")!.house).toBe(12);
      expect(layout.bodies.find((b) => b.body === "Moon")!.house).toBe(3);
      expect(layout.houses.find((h) => h.house === 12)!.bodies).toEqual(["Sun"]);
    }
    // South: house 12 of a Leo lagna is Cancer's box.
    const south = chartLayout(chart, { style: "south", labels: LABELS.en });
    const sun = south.bodies.find((b) => b.body === "Sun")!;
    expect(
      insideDistance(south.houses.find((h) => h.sign === 4)!.polygon, { x: sun.x, y: sun.baseline }),
    ).toBeGreaterThan(0);
  });

  it("are listed Ascendant first, then by degree", () => {
    const layout = chartLayout(
      {
        ascendantSign: 3,
        bodies: [
          { body: "Saturn", sign: 3, degree: 2 },
          { body: "Sun", sign: 3, degree: 20 },
          { body: "Ascendant", sign: 3, degree: 25 },
          { body: "Moon", sign: 3, degree: 11 },
        ],
      },
      { style: "north", labels: LABELS.en },
    );
    expect(layout.houses[0]!.bodies).toEqual(["Ascendant", "Saturn", "Moon", "Sun"]);
    const ys = layout.bodies.map((b) => b.baseline);
    expect(ys).toEqual([...ys].sort((a, b) => a - b));
  });

  it("refuse data no chart can show", () => {
    const bad: ChartData[] = [
      { ascendantSign: 13, bodies: [] },
      { ascendantSign: 1, bodies: [{ body: "Sun", sign: 0 }] },
      { ascendantSign: 1, bodies: [{ body: "Sun", sign: 2, degree: 30 }] },
      { ascendantSign: 1, bodies: [{ body: "Sun", sign: 2, house: 13 }] },
      {
        ascendantSign: 1,
        bodies: [
          { body: "Sun", sign: 2 },
          { body: "Sun", sign: 3 },
        ],
      },
    ];
    for (const chart of bad)
      expect(() => chartLayout(chart, { style: "north", labels: LABELS.en })).toThrow(RangeError);
  });
});

describe("transits drawn over a chart (Gochar)", () => {
  /** A natal chart and the nine grahas of another moment, scattered deterministically. */
  function withTransits(seed: number): ChartData {
    let state = seed * 7919;
    const next = () => (state = (state * 1103515245 + 12345) % 2147483648) / 2147483648;
    const ascendantSign = 1 + Math.floor(next() * 12);
    return {
      ascendantSign,
      bodies: [
        { body: "Ascendant", sign: ascendantSign, degree: next() * 30 },
        ...GRAHAS.map((body) => ({
          body,
          sign: 1 + Math.floor(next() * 12),
          degree: next() * 30,
          retrograde: next() < 0.3,
        })),
      ],
      transits: GRAHAS.map((body) => ({
        body,
        sign: 1 + Math.floor(next() * 12),
        degree: next() * 30,
        retrograde: next() < 0.3,
      })),
    };
  }

  it("leave a chart without them as it was", () => {
    for (let seed = 1; seed <= 20; seed++) {
      const { transits: _, ...natal } = withTransits(seed);
      for (const style of STYLES) {
        const before = chartLayout(natal, { style, labels: LABELS.en });
        expect(chartLayout({ ...natal, transits: [] }, { style, labels: LABELS.en })).toEqual(before);
        expect(before.bodies.some((b) => "transit" in b)).toBe(false);
      }
    }
  });

  for (const style of STYLES) {
    for (const lng of ["en", "hi"] as const) {
      it(`stand in the house of their sign after the natal bodies, inside and apart (${style}, ${lng})`, () => {
        for (let seed = 1; seed <= 60; seed++) {
          const chart = withTransits(seed);
          const layout = chartLayout(chart, { style, labels: LABELS[lng] });
          expect(layout.bodies).toHaveLength(19);
          for (const t of chart.transits!) {
            const label = layout.bodies.find((l) => l.transit && l.body === t.body)!;
            expect(label.house).toBe(houseOfSign(t.sign, chart.ascendantSign));
            expect(bodyLabelKey(label)).toBe(`transit ${t.body}`);
            // After every natal body of its house in reading order.
            const natal = layout.bodies.filter((l) => !l.transit && l.house === label.house);
            for (const n of natal) expect(layout.bodies.indexOf(n)).toBeLessThan(layout.bodies.indexOf(label));
          }
          // A house's own bodies stay the natal ones.
          expect(layout.houses.flatMap((h) => h.bodies)).toHaveLength(10);
          expectTidy(layout);
        }
      });
    }
  }

  it("share a house with marks: natal bodies, then transits, then marks, apart", () => {
    const chart: ChartData = {
      ascendantSign: 1,
      bodies: [{ body: "Saturn", sign: 11, degree: 3 }],
      transits: [{ body: "Saturn", sign: 11, degree: 12 }],
      marks: [{ key: "A7", sign: 11, text: "A7", description: "Dara pada (A7)" }],
    };
    for (const style of STYLES) {
      const layout = chartLayout(chart, { style, labels: LABELS.en });
      const labels = [...layout.bodies, ...layout.marks];
      expect(labels.map((l) => l.text)).toEqual(["Sa", "Sa", "A7"]);
      expect(layout.bodies.map(bodyLabelKey)).toEqual(["Saturn", "transit Saturn"]);
      for (const [i, a] of labels.entries())
        for (const b of labels.slice(i + 1)) expect(boxesOverlap(a.box, b.box)).toBe(false);
    }
  });

  it("may repeat a natal body but not themselves", () => {
    const chart: ChartData = {
      ascendantSign: 1,
      bodies: [{ body: "Saturn", sign: 11, degree: 3 }],
      transits: [{ body: "Saturn", sign: 11, degree: 12 }],
    };
    const layout = chartLayout(chart, { style: "north", labels: LABELS.en });
    expect(layout.bodies.map(bodyLabelKey)).toEqual(["Saturn", "transit Saturn"]);
    expect(() =>
      chartLayout(
        { ...chart, transits: [...chart.transits!, { body: "Saturn", sign: 12 }] },
        {
          style: "north",
          labels: LABELS.en,
        },
      ),
    ).toThrow(RangeError);
  });
});

describe("labels", () => {
  it("mark retrograde and combust grahas the Indian way, not Rahu and Ketu", () => {
    expect(bodyLabelText({ body: "Mars", sign: 1, retrograde: true }, LABELS.en)).toBe("Ma(R)");
    expect(bodyLabelText({ body: "Mercury", sign: 1, retrograde: true, combust: true }, LABELS.en)).toBe("Me(R)(C)");
    expect(bodyLabelText({ body: "Mercury", sign: 1, retrograde: true, combust: true }, LABELS.hi)).toBe("बु(व)(अ)");
    expect(bodyLabelText({ body: "Rahu", sign: 1, retrograde: true }, LABELS.en)).toBe("Ra");
    expect(bodyLabelText({ body: "Ketu", sign: 1, retrograde: true }, LABELS.hi)).toBe("के");
    expect(bodyLabelText({ body: "Sun", sign: 1, degree: 12.5666 }, LABELS.en, true)).toBe("Su 12°33′");
    expect(bodyLabelText({ body: "Sun", sign: 1, degree: 12.5666 }, LABELS.en)).toBe("Su");
    expect(bodyLabelText({ body: "Ascendant", sign: 1, degree: 0.01 }, LABELS.hi, true)).toBe("ल 0°00′");
  });

  it("carry the body's degree and marks for tooltips", () => {
    const layout = chartLayout(
      {
        ascendantSign: 1,
        bodies: [
          { body: "Venus", sign: 4, degree: 7.25, retrograde: true, combust: true },
          { body: "Rahu", sign: 2, retrograde: true },
        ],
      },
      { style: "south", labels: LABELS.en },
    );
    expect(layout.bodies[0]).toMatchObject({
      body: "Rahu",
      house: 2,
      retrograde: false,
      degree: undefined,
      text: "Ra",
    });
    expect(layout.bodies[1]).toMatchObject({
      body: "Venus",
      house: 4,
      degree: 7.25,
      retrograde: true,
      combust: true,
      text: "Ve(R)(C)",
    });
  });
});

describe("crowded houses", () => {
  it("are checked by a check that can fail", () => {
    const layout = chartLayout(crowdedChart(1, 2, 3), { style: "north", labels: LABELS.en });
    expect(untidy(layout)).toEqual([]);
    const [a, b] = layout.bodies;
    const moved = { ...layout, bodies: [a!, { ...b!, box: { ...a!.box } }, ...layout.bodies.slice(2)] };
    expect(untidy(moved)).toEqual([expect.stringContaining("overlaps")]);
    const out = { ...layout, bodies: [{ ...a!, box: { ...a!.box, x: 190 } }] };
    expect(untidy(out)).toEqual([expect.stringContaining("leaves house 2")]);
  });

  // Six bodies in one house (a stellium, as in many real charts) must stay readable; all ten
  // (the Hora chart puts every body in Cancer or Leo) must at least stay inside and apart.
  for (const style of STYLES) {
    for (const lng of ["en", "hi"] as const) {
      it(`keep labels inside their house and apart, in every house (${style}, ${lng})`, () => {
        const problems: string[] = [];
        // Half the lagnas are enough: every house still gets one- and two-digit sign numbers.
        for (const lagna of [1, 3, 5, 7, 9, 11]) {
          for (const house of HOUSES) {
            for (const [count, showDegrees, minSize] of [
              [5, false, 11.5],
              [6, false, 11],
              [6, true, 9.5],
              [9, false, 9.5],
              [9, true, 9.5],
            ] as const) {
              const layout = chartLayout(crowdedChart(lagna, house, count), {
                style,
                labels: LABELS[lng],
                showDegrees,
              });
              const where = `${count} bodies in house ${house}, lagna ${lagna}${showDegrees ? ", with degrees" : ""}`;
              problems.push(...untidy(layout).map((p) => `${where}: ${p}`));
              for (const b of layout.bodies) {
                if (b.size < minSize) problems.push(`${where}: ${b.text} at size ${b.size}`);
                // Printed degrees never go below 9.5; where they would, the house shows names only.
                if (b.text.includes("°") && b.size < 9.5)
                  problems.push(`${where}: degree of ${b.text} at size ${b.size}`);
              }
              // Six of the widest labels with degrees fit in the North's diamonds and the South's boxes
              // (not the South's lagna box, which also holds the Ascendant and loses a corner).
              const big = style === "south" ? house !== 1 : [1, 4, 7, 10].includes(house);
              if (showDegrees && count === 6 && big && !layout.bodies.every((b) => b.text.includes("°"))) {
                problems.push(`${where}: degrees left out`);
              }
            }
          }
        }
        expect(problems).toEqual([]);
      });
    }
  }

  it("shrink only the crowded house", () => {
    const chart = crowdedChart(1, 7, 8);
    const layout = chartLayout(
      { ...chart, bodies: [...chart.bodies, { body: "Ketu", sign: 1, degree: 3 }] },
      { style: "north", labels: LABELS.en },
    );
    const ketu = layout.bodies.find((b) => b.body === "Ketu")!;
    const crowd = layout.bodies.filter((b) => b.house === 7);
    expect(crowd).toHaveLength(8);
    expect(ketu.size).toBe(16);
    for (const b of crowd) expect(b.size).toBeLessThan(16);
  });
});

describe("marks (arudha padas)", () => {
  const mark = (key: string, sign: number) => ({ key, sign, text: key, description: `pada ${key}` });
  /** Marks and bodies all inside their house, apart from each other and from the sign numbers. */
  function untidyWithMarks(layout: ChartLayout): string[] {
    const labels = [...layout.bodies, ...layout.marks];
    const numbers = layout.signNumbers.map((s) => s.box);
    const problems: string[] = [];
    for (const [i, b] of labels.entries()) {
      if (!boxInside(polygonOf(layout, b.house), b.box, 3)) problems.push(`${b.text} leaves house ${b.house}`);
      if (numbers.some((o) => boxesOverlap(b.box, o))) problems.push(`${b.text} covers a sign number`);
      for (const c of labels.slice(i + 1))
        if (boxesOverlap(b.box, c.box)) problems.push(`${b.text} overlaps ${c.text}`);
    }
    return problems;
  }

  it("leave a chart without marks as it was", () => {
    for (const style of STYLES) {
      const chart = crowdedChart(3, 5, 6);
      const before = chartLayout(chart, { style, labels: LABELS.en });
      const after = chartLayout({ ...chart, marks: [] }, { style, labels: LABELS.en });
      expect(after).toEqual(before);
      expect(before.marks).toEqual([]);
    }
  });

  it("stand in the house of their sign, after its bodies, with their words", () => {
    const layout = chartLayout(
      { ascendantSign: 3, bodies: [{ body: "Sun", sign: 5, degree: 10 }], marks: [mark("A7", 5), mark("UL", 3)] },
      { style: "north", labels: LABELS.en },
    );
    expect(layout.marks.map((m) => [m.key, m.house, m.text, m.description])).toEqual([
      ["UL", 1, "UL", "pada UL"],
      ["A7", 3, "A7", "pada A7"],
    ]);
    expect(untidyWithMarks(layout)).toEqual([]);
  });

  it("refuse a mark twice or outside the signs", () => {
    const bodies: ChartData["bodies"] = [];
    expect(() =>
      chartLayout(
        { ascendantSign: 1, bodies, marks: [mark("A1", 2), mark("A1", 3)] },
        { style: "north", labels: LABELS.en },
      ),
    ).toThrow(/twice/);
    expect(() =>
      chartLayout({ ascendantSign: 1, bodies, marks: [mark("A1", 13)] }, { style: "south", labels: LABELS.en }),
    ).toThrow(/1\.\.12/);
  });

  // Twelve padas fall in at most twelve signs; five in one sign beside three bodies is far more
  // than real charts give (three or four at most), and must still be tidy in every house.
  for (const style of STYLES) {
    it(`keep five marks and three bodies in one house tidy, in every house (${style})`, () => {
      const problems: string[] = [];
      for (const lagna of [1, 4, 8, 11]) {
        for (const house of HOUSES) {
          const chart = crowdedChart(lagna, house, 3);
          const sign = houseSignOf(lagna, house);
          const marks = ["A1", "A4", "A7", "A10", "UL"].map((k) => mark(k, sign));
          const layout = chartLayout({ ...chart, marks }, { style, labels: LABELS.hi });
          problems.push(...untidyWithMarks(layout).map((p) => `house ${house}, lagna ${lagna}: ${p}`));
          expect(layout.marks).toHaveLength(5);
        }
      }
      expect(problems).toEqual([]);
    });
  }
});

function houseSignOf(lagna: number, house: number): number {
  return ((lagna + house - 2) % 12) + 1;
}
