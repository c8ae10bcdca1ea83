import type { ChartBody, Sign } from "#engine/types";
import { CHART_BODIES } from "#engine/types";
import {
  assertChartData,
  formatDegree,
  houseOfBody,
  houseOfSign,
  signOfHouse,
  type ChartBodyPlacement,
  type ChartData,
  type ChartMark,
  type ChartStyle,
} from "./chart-data";
import { centroid, type Box, type Point } from "./geometry";
import { placeLabels, stackLabels, type PlacedLabel } from "./place-labels";
import { TEXT_ASCENT_EM, TEXT_BOX_EM, textWidthEm } from "./text-metrics";

/**
 * The one drawing of a Kundli chart, as plain data: lines, house polygons and positioned text in
 * a square viewBox 0..CHART_SIZE. The SVG components render it, and the PDF renderer can draw the
 * same items with its own primitives. Coordinates grow right and down (SVG); text `baseline` is
 * the alphabetic baseline and `box` the estimated ink box used to keep labels apart.
 *
 * North style: the houses are fixed (house 1 the top diamond, counted anticlockwise) and each
 * house shows the number of the sign in it, so the numbers rotate with the lagna.
 * South style: the signs are fixed (Pisces top left, then Aries and onwards clockwise) and the
 * lagna's sign is marked with a diagonal line across its top-left corner.
 */

export const CHART_SIZE = 400;

/** Colours of the chart, shared by screen and print. */
export const CHART_PALETTE = {
  background: "#FFFFFF",
  line: "#FA7500",
  /** Tint of the lagna's house. */
  lagnaFill: "#FFF3E6",
  body: "#1F2937",
  /** The Ascendant's own label: the brand's deeper shade (white-on-it and it-on-white pass AA). */
  ascendant: "#B35200",
  /** Transiting bodies drawn over a chart (Gochar): blue, apart from the natal bodies' ink and the brand. */
  transit: "#1D4ED8",
  /** Marks that are not bodies (arudha padas): teal, apart from the bodies' ink and the brand. */
  mark: "#0F766E",
  signNumber: "#6B7280",
  title: "#374151",
} as const;

/** Words the chart prints, in the reader's language (see chartLabels in labels.ts). */
export interface ChartLabels {
  /** Short names printed in the houses: Su, Mo, … / सू, चं, … */
  abbreviations: Readonly<Record<ChartBody, string>>;
  /** Appended to a retrograde graha: "(R)" / "(व)". */
  retrograde: string;
  /** Appended to a combust graha: "(C)" / "(अ)". */
  combust: string;
}

export interface LayoutOptions {
  style: ChartStyle;
  labels: ChartLabels;
  /** Print each body's degree beside it (for print); on screen the degree shows on hover or tap. */
  showDegrees?: boolean;
  /** Written in the empty centre of the South chart; the North chart has no room for it. */
  title?: string;
  /**
   * Smallest body label, in viewBox units (print: 7 pt at the size the chart is drawn). A crowded
   * house then gets its labels stacked at this size rather than smaller.
   */
  minLabelSize?: number;
}

export type TextAnchor = "start" | "middle" | "end";

export interface ChartLine {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
  kind: "frame" | "division" | "lagna-mark";
}

export interface HouseCell {
  /** 1..12 counted from the lagna. */
  house: number;
  sign: Sign;
  polygon: Point[];
  /** The chart's own bodies drawn in this house, in label order (not its transits). */
  bodies: ChartBody[];
}

interface PlacedText {
  text: string;
  x: number;
  baseline: number;
  size: number;
  anchor: TextAnchor;
  /** Estimated extent of the text. */
  box: Box;
  weight: number;
}

export interface SignNumberText extends PlacedText {
  kind: "sign-number";
  house: number;
  sign: Sign;
}

export interface TitleText extends PlacedText {
  kind: "title";
}

export interface BodyLabel extends PlacedText {
  kind: "body";
  body: ChartBody;
  house: number;
  sign: Sign;
  degree: number | undefined;
  retrograde: boolean;
  combust: boolean;
  /** A body of the chart's `transits`, not of its own moment (absent for the chart's own bodies). */
  transit?: true;
}

/** Names a label among the chart's: the body, or "transit Saturn" for a transiting one. */
export function bodyLabelKey(label: Pick<BodyLabel, "body" | "transit">): string {
  return label.transit ? `transit ${label.body}` : label.body;
}

/** A mark of the chart data (an arudha pada), placed in its house with the bodies. */
export interface MarkLabel extends PlacedText {
  kind: "mark";
  key: string;
  house: number;
  sign: Sign;
  description: string;
}

export interface ChartLayout {
  style: ChartStyle;
  /** The viewBox is `0 0 size size`. */
  size: number;
  lines: ChartLine[];
  houses: HouseCell[];
  signNumbers: SignNumberText[];
  bodies: BodyLabel[];
  /** The chart data's marks, placed after the bodies of their house (empty when it has none). */
  marks: MarkLabel[];
  title: TitleText[];
}

/** Rahu and Ketu move backwards nearly always, so charts do not mark them; nor the Ascendant. */
export function marksRetrograde(body: ChartBody): boolean {
  return body !== "Rahu" && body !== "Ketu" && body !== "Ascendant";
}

/** The text of a body's label: "Ma(R)", "बु(अ)", "Su 12°34′". */
export function bodyLabelText(b: ChartBodyPlacement, labels: ChartLabels, showDegrees = false): string {
  let text = labels.abbreviations[b.body];
  if (b.retrograde && marksRetrograde(b.body)) text += labels.retrograde;
  if (b.combust && b.body !== "Ascendant") text += labels.combust;
  if (showDegrees && b.degree !== undefined) text += ` ${formatDegree(b.degree)}`;
  return text;
}

/** Ascendant first, then by degree inside the sign (closest conjunctions stand together), then in graha order. */
function labelOrder(a: ChartBodyPlacement, b: ChartBodyPlacement): number {
  const rank = (p: ChartBodyPlacement) => (p.body === "Ascendant" ? 0 : 1);
  return (
    rank(a) - rank(b) ||
    (a.degree ?? Infinity) - (b.degree ?? Infinity) ||
    CHART_BODIES.indexOf(a.body) - CHART_BODIES.indexOf(b.body)
  );
}

function textBox(x: number, baseline: number, size: number, anchor: TextAnchor, text: string): Box {
  const width = textWidthEm(text) * size;
  const left = anchor === "start" ? x : anchor === "end" ? x - width : x - width / 2;
  return { x: left, y: baseline - TEXT_ASCENT_EM * size, width, height: TEXT_BOX_EM * size };
}

function inflate(box: Box, by: number): Box {
  return { x: box.x - by, y: box.y - by, width: box.width + 2 * by, height: box.height + 2 * by };
}

/** Body label sizes to try, largest first, in half steps (a 400 viewBox). */
function sizesDownTo(smallest: number): number[] {
  return Array.from({ length: (16 - smallest) * 2 + 1 }, (_, i) => 16 - i / 2);
}
/** Printed degrees give way below this size (about 6 pt on a 9 cm printed chart): a crowded house shows names only (the planet table has the degrees). */
const DEGREE_SIZES = sizesDownTo(9.5);
/** Names alone go down to this; ten bodies in the narrowest house need about 7. */
const BODY_SIZES = sizesDownTo(6);
const HOUSE_MARGIN = 5;

interface HouseGeometry {
  house: number;
  sign: Sign;
  /** The drawn cell. */
  polygon: Point[];
  /** The part of the cell where body labels may go (the South lagna cell loses its marked corner). */
  labelArea: Point[];
  signNumber: SignNumberText;
}

function p(x: number, y: number): Point {
  return { x, y };
}

// ——— North ———

const S = CHART_SIZE;
const H = S / 2;
const Q = S / 4;

/** House polygons of the North chart, houses 1..12 anticlockwise from the top diamond. */
const NORTH_HOUSES: readonly Point[][] = [
  [p(H, 0), p(3 * Q, Q), p(H, H), p(Q, Q)],
  [p(0, 0), p(H, 0), p(Q, Q)],
  [p(0, 0), p(Q, Q), p(0, H)],
  [p(0, H), p(Q, Q), p(H, H), p(Q, 3 * Q)],
  [p(0, H), p(Q, 3 * Q), p(0, S)],
  [p(0, S), p(Q, 3 * Q), p(H, S)],
  [p(H, S), p(Q, 3 * Q), p(H, H), p(3 * Q, 3 * Q)],
  [p(H, S), p(3 * Q, 3 * Q), p(S, S)],
  [p(S, S), p(3 * Q, 3 * Q), p(S, H)],
  [p(S, H), p(3 * Q, 3 * Q), p(H, H), p(3 * Q, Q)],
  [p(S, H), p(3 * Q, Q), p(S, 0)],
  [p(S, 0), p(3 * Q, Q), p(H, 0)],
];

const SIGN_NUMBER_SIZE = 14;

function northGeometry(ascendantSign: Sign): HouseGeometry[] {
  const centre = p(H, H);
  return NORTH_HOUSES.map((polygon, i) => {
    const house = i + 1;
    const sign = signOfHouse(house, ascendantSign);
    // The sign number sits just inside the house's innermost corner, as on printed charts.
    const inner = polygon.reduce((a, b) =>
      Math.hypot(b.x - centre.x, b.y - centre.y) < Math.hypot(a.x - centre.x, a.y - centre.y) ? b : a,
    );
    const c = centroid(polygon);
    const dist = Math.hypot(c.x - inner.x, c.y - inner.y);
    const reach = polygon.length === 4 ? 20 : 17;
    const cx = inner.x + ((c.x - inner.x) / dist) * reach;
    const cy = inner.y + ((c.y - inner.y) / dist) * reach;
    const text = String(sign);
    const baseline = cy + 0.36 * SIGN_NUMBER_SIZE;
    return {
      house,
      sign,
      polygon,
      labelArea: polygon,
      signNumber: {
        kind: "sign-number",
        house,
        sign,
        text,
        x: cx,
        baseline,
        size: SIGN_NUMBER_SIZE,
        anchor: "middle",
        weight: 400,
        box: textBox(cx, baseline, SIGN_NUMBER_SIZE, "middle", text),
      },
    };
  });
}

/** Where a placed label's text goes: centred on its box, in the labels' weight. */
const labelAt = (at: PlacedLabel) =>
  ({ x: at.x, baseline: at.baseline, size: at.size, anchor: "middle", weight: 600, box: at.box }) as const;

const line = (x1: number, y1: number, x2: number, y2: number, kind: ChartLine["kind"]): ChartLine => ({
  x1,
  y1,
  x2,
  y2,
  kind,
});

function northLines(): ChartLine[] {
  return [
    line(0, 0, S, 0, "frame"),
    line(S, 0, S, S, "frame"),
    line(S, S, 0, S, "frame"),
    line(0, S, 0, 0, "frame"),
    line(0, 0, S, S, "division"),
    line(S, 0, 0, S, "division"),
    line(H, 0, S, H, "division"),
    line(S, H, H, S, "division"),
    line(H, S, 0, H, "division"),
    line(0, H, H, 0, "division"),
  ];
}

// ——— South ———

/** Grid cell (column, row) of each sign 1..12 in the South chart. */
const SOUTH_CELLS: Readonly<Record<number, readonly [number, number]>> = {
  12: [0, 0],
  1: [1, 0],
  2: [2, 0],
  3: [3, 0],
  4: [3, 1],
  5: [3, 2],
  6: [3, 3],
  7: [2, 3],
  8: [1, 3],
  9: [0, 3],
  10: [0, 2],
  11: [0, 1],
};

/** Length of the legs of the lagna's corner mark. */
const LAGNA_MARK = 24;
const SOUTH_SIGN_NUMBER_SIZE = 11;

function southCell(sign: Sign): Box {
  const [col, row] = SOUTH_CELLS[sign]!;
  return { x: col * Q, y: row * Q, width: Q, height: Q };
}

function southGeometry(ascendantSign: Sign): HouseGeometry[] {
  return Array.from({ length: 12 }, (_, i) => {
    const house = i + 1;
    const sign = signOfHouse(house, ascendantSign);
    const { x, y } = southCell(sign);
    const polygon = [p(x, y), p(x + Q, y), p(x + Q, y + Q), p(x, y + Q)];
    // The lagna's corner is cut off for labels: the mark lives there.
    const labelArea =
      house === 1 ? [p(x + LAGNA_MARK, y), p(x + Q, y), p(x + Q, y + Q), p(x, y + Q), p(x, y + LAGNA_MARK)] : polygon;
    const text = String(sign);
    const nx = x + Q - 5;
    const baseline = y + Q - 5;
    return {
      house,
      sign,
      polygon,
      labelArea,
      signNumber: {
        kind: "sign-number",
        house,
        sign,
        text,
        x: nx,
        baseline,
        size: SOUTH_SIGN_NUMBER_SIZE,
        anchor: "end",
        weight: 400,
        box: textBox(nx, baseline, SOUTH_SIGN_NUMBER_SIZE, "end", text),
      },
    };
  });
}

function southLines(ascendantSign: Sign): ChartLine[] {
  const lagna = southCell(ascendantSign);
  return [
    line(0, 0, S, 0, "frame"),
    line(S, 0, S, S, "frame"),
    line(S, S, 0, S, "frame"),
    line(0, S, 0, 0, "frame"),
    line(0, Q, S, Q, "division"),
    line(0, 3 * Q, S, 3 * Q, "division"),
    line(Q, 0, Q, S, "division"),
    line(3 * Q, 0, 3 * Q, S, "division"),
    // The middle lines stop at the empty centre.
    line(0, H, Q, H, "division"),
    line(3 * Q, H, S, H, "division"),
    line(H, 0, H, Q, "division"),
    line(H, 3 * Q, H, S, "division"),
    line(lagna.x, lagna.y + LAGNA_MARK, lagna.x + LAGNA_MARK, lagna.y, "lagna-mark"),
  ];
}

/** The title in the South chart's centre: one line if it fits at a readable size, else two. */
function southTitle(title: string): TitleText[] {
  const room = 2 * Q - 24;
  const words = title.trim().split(/\s+/);
  const line = (text: string, size: number, baseline: number): TitleText => ({
    kind: "title",
    text,
    x: H,
    baseline,
    size,
    anchor: "middle",
    weight: 600,
    box: textBox(H, baseline, size, "middle", text),
  });
  const fit = (text: string) => Math.min(18, room / textWidthEm(text));
  const single = fit(title);
  if (single >= 14 || words.length < 2) return [line(title, single, H + 0.35 * single)];
  // Break where the two lines come out most even.
  let best: [string, string] = [title, ""];
  let bestWidth = Infinity;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(" ");
    const b = words.slice(i).join(" ");
    const width = Math.max(textWidthEm(a), textWidthEm(b));
    if (width < bestWidth) [best, bestWidth] = [[a, b], width];
  }
  const size = Math.min(fit(best[0]), fit(best[1]));
  const pitch = size * 1.3;
  return [line(best[0], size, H - pitch / 2 + 0.35 * size), line(best[1], size, H + pitch / 2 + 0.35 * size)];
}

// ——— Both ———

export function chartLayout(chart: ChartData, options: LayoutOptions): ChartLayout {
  assertChartData(chart);
  const { style, labels, showDegrees = false } = options;
  const min = options.minLabelSize ?? 0;
  // The sizes at or above the floor, ending on the floor itself when it falls between two steps.
  const floored = (sizes: number[]) => [...sizes.filter((s) => s > min), Math.max(min, sizes.at(-1)!)];
  const degreeSizes = floored(DEGREE_SIZES);
  const bodySizes = floored(BODY_SIZES);
  const geometry = style === "north" ? northGeometry(chart.ascendantSign) : southGeometry(chart.ascendantSign);
  const byHouse = new Map<number, ChartBodyPlacement[]>();
  for (const b of chart.bodies) {
    const house = houseOfBody(b, chart.ascendantSign);
    byHouse.set(house, [...(byHouse.get(house) ?? []), b]);
  }
  // Transiting bodies follow the chart's own in their house: with none, the house is laid out as before.
  const transitsByHouse = new Map<number, ChartBodyPlacement[]>();
  for (const b of chart.transits ?? []) {
    const house = houseOfBody(b, chart.ascendantSign);
    transitsByHouse.set(house, [...(transitsByHouse.get(house) ?? []), b]);
  }
  const marksByHouse = new Map<number, ChartMark[]>();
  for (const m of chart.marks ?? []) {
    const house = houseOfSign(m.sign, chart.ascendantSign);
    marksByHouse.set(house, [...(marksByHouse.get(house) ?? []), m]);
  }

  const houses: HouseCell[] = [];
  const bodies: BodyLabel[] = [];
  const marks: MarkLabel[] = [];
  for (const g of geometry) {
    const own = [...(byHouse.get(g.house) ?? [])].sort(labelOrder);
    const transiting = [...(transitsByHouse.get(g.house) ?? [])].sort(labelOrder);
    const inHouse = [...own, ...transiting];
    // Marks are placed as more labels after the bodies: with none, the bodies sit as before.
    const marksHere = marksByHouse.get(g.house) ?? [];
    const markTexts = marksHere.map((m) => m.text);
    houses.push({ house: g.house, sign: g.sign, polygon: g.polygon, bodies: own.map((b) => b.body) });
    const c = centroid(g.labelArea);
    // Triangles of the North chart: aim a little towards the wide outer side, away from the number.
    const centre = g.polygon.length === 3 ? pullAway(c, g.signNumber.box, 6) : c;
    const spec = { polygon: g.labelArea, centre, obstacles: [inflate(g.signNumber.box, 2)], margin: HOUSE_MARGIN };
    const fit = (withDegrees: boolean, sizes: number[]) => {
      const texts = [...inHouse.map((b) => bodyLabelText(b, labels, withDegrees)), ...markTexts];
      const placed = placeLabels(
        { ...spec, sizes },
        texts.map((text) => ({ widthEm: textWidthEm(text) })),
      );
      return placed && { texts, placed };
    };
    const fitted =
      (showDegrees ? fit(true, degreeSizes) : null) ??
      fit(false, bodySizes) ??
      (() => {
        const texts = [...inHouse.map((b) => bodyLabelText(b, labels, false)), ...markTexts];
        return {
          texts,
          placed: stackLabels(
            centre,
            texts.map((text) => ({ widthEm: textWidthEm(text) })),
            bodySizes.at(-1)!,
          ),
        };
      })();
    const { texts, placed } = fitted;
    inHouse.forEach((b, i) => {
      const at = placed[i]!;
      bodies.push({
        kind: "body",
        body: b.body,
        house: g.house,
        sign: b.sign,
        degree: b.degree,
        retrograde: Boolean(b.retrograde) && marksRetrograde(b.body),
        combust: Boolean(b.combust) && b.body !== "Ascendant",
        ...(i >= own.length ? { transit: true as const } : {}),
        text: texts[i]!,
        ...labelAt(at),
      });
    });
    marksHere.forEach((m, j) => {
      const at = placed[inHouse.length + j]!;
      marks.push({
        kind: "mark",
        key: m.key,
        house: g.house,
        sign: m.sign,
        description: m.description,
        text: m.text,
        ...labelAt(at),
      });
    });
  }

  return {
    style,
    size: S,
    lines: style === "north" ? northLines() : southLines(chart.ascendantSign),
    houses,
    signNumbers: geometry.map((g) => g.signNumber),
    bodies,
    marks,
    title: style === "south" && options.title ? southTitle(options.title) : [],
  };
}

/** `point` moved `by` units further from the centre of `box`. */
function pullAway(point: Point, box: Box, by: number): Point {
  const dx = point.x - (box.x + box.width / 2);
  const dy = point.y - (box.y + box.height / 2);
  const d = Math.hypot(dx, dy) || 1;
  return { x: point.x + (dx / d) * by, y: point.y + (dy / d) * by };
}
