/**
 * Draws a chart from the one chart layout of app/chart/layout.ts (the same geometry the
 * screen's SVG uses) as PDF vectors: house polygons, lines and text, scaled into a square.
 * The layout is made for the size drawn, so that no label prints under MIN_TEXT; the accents
 * (the Lagna's cell, the Ascendant's label) take the brand's colours.
 */
import type { ChartData } from "#app/chart/chart-data";
import { CHART_PALETTE, CHART_SIZE, chartLayout, type LayoutOptions } from "#app/chart/layout";
import { tint } from "./brand";
import { INK, MIN_TEXT, type ReportWriter } from "./writer";

export interface DrawChartOptions {
  /** Colour of the chart's lines: the brand colour, so that the charts carry the brand. */
  line: string;
}

/** A chart to draw: its data and how to lay it out (the size is chosen where it is drawn). */
export interface ChartSpec {
  data: ChartData;
  options: LayoutOptions;
}

/**
 * The smallest side a grid draws a chart at (points): the body labels then start at 8 pt and a
 * crowded house stacks them at MIN_TEXT within its cell. Two fit across A4 and Letter, one on A5.
 */
export const MIN_CHART_SIDE = 200;

export function drawChart(
  w: ReportWriter,
  chart: ChartSpec,
  x: number,
  y: number,
  size: number,
  o: DrawChartOptions,
): void {
  const k = size / CHART_SIZE;
  const layout = chartLayout(chart.data, { ...chart.options, minLabelSize: MIN_TEXT / k });
  // Sign numbers and the South title keep their place; below MIN_TEXT they are set at it.
  const atLeast = (units: number) => Math.max(MIN_TEXT, units * k);
  const doc = w.doc;
  doc.save();
  doc.rect(x, y, size, size).fill(CHART_PALETTE.background);
  const lagna = layout.houses.find((h) => h.house === 1);
  if (lagna) {
    const [first, ...rest] = lagna.polygon;
    if (first) {
      doc.moveTo(x + first.x * k, y + first.y * k);
      for (const p of rest) doc.lineTo(x + p.x * k, y + p.y * k);
      doc.closePath().fill(tint(w.brandFill, 0.86));
    }
  }
  for (const l of layout.lines) {
    const width = l.kind === "frame" ? 1.6 : l.kind === "lagna-mark" ? 1.2 : 1;
    doc
      .moveTo(x + l.x1 * k, y + l.y1 * k)
      .lineTo(x + l.x2 * k, y + l.y2 * k)
      .lineWidth(Math.max(0.4, width * k * 1.4))
      .strokeColor(o.line)
      .stroke();
  }
  for (const n of layout.signNumbers) {
    w.baselineText(n.text, x + n.x * k, y + n.baseline * k, {
      size: atLeast(n.size),
      colour: CHART_PALETTE.signNumber,
      anchor: n.anchor,
    });
  }
  for (const b of layout.bodies) {
    w.baselineText(b.text, x + b.x * k, y + b.baseline * k, {
      size: b.size * k,
      bold: b.weight >= 600,
      colour: b.body === "Ascendant" ? w.accentInk : CHART_PALETTE.body,
      anchor: b.anchor,
    });
  }
  for (const m of layout.marks) {
    w.baselineText(m.text, x + m.x * k, y + m.baseline * k, {
      size: m.size * k,
      bold: m.weight >= 600,
      colour: CHART_PALETTE.mark,
      anchor: m.anchor,
    });
  }
  for (const tt of layout.title) {
    w.baselineText(tt.text, x + tt.x * k, y + tt.baseline * k, {
      size: atLeast(tt.size),
      bold: true,
      colour: CHART_PALETTE.title,
      anchor: tt.anchor,
    });
  }
  doc.restore();
  doc.fillColor(INK);
}

export interface ChartItem extends ChartSpec {
  title: string;
}

/** How chartGrid lays out its rows on this paper. */
function gridGeometry(w: ReportWriter, o: { perRow: number; maxSize?: number }) {
  const gap = 14 * w.s;
  const titleSize = Math.max(MIN_TEXT + 1, 10 * w.s);
  const titleH = titleSize * 1.7;
  const across = (n: number) => (w.contentWidth - gap * (n - 1)) / n;
  let perRow = o.perRow;
  while (perRow > 1 && across(perRow) < MIN_CHART_SIDE) perRow--;
  // One chart per row: as large as lets two rows share a page under a heading, not the whole width.
  const heading = 45 * w.s;
  const tallest = perRow === 1 ? (w.bottom - w.margin.top - heading - 2 * (titleH + gap)) / 2 : Infinity;
  const size = Math.min(o.maxSize ?? Infinity, across(perRow), Math.max(MIN_CHART_SIDE, tallest));
  return { perRow, size, titleH, gap, titleSize };
}

/** Height of one row of chartGrid: what a heading above a grid keeps with it. */
export function chartRowHeight(w: ReportWriter, o: { perRow: number; maxSize?: number }): number {
  const g = gridGeometry(w, o);
  return g.titleH + g.size + g.gap;
}

/**
 * Charts in a grid, at most `perRow` across (fewer when the paper is too narrow for charts of
 * MIN_CHART_SIDE: one per row on A5), each with its title above; rows that do not fit go to the
 * next page. `maxSize` caps a chart's side (a single chart need not fill the width).
 */
export function chartGrid(
  w: ReportWriter,
  items: readonly ChartItem[],
  o: { perRow: number; maxSize?: number; line: string },
): void {
  const { perRow, size, titleH, gap, titleSize } = gridGeometry(w, o);
  const rowWidth = size * perRow + gap * (perRow - 1);
  const x0 = w.left + (w.contentWidth - rowWidth) / 2;
  for (let i = 0; i < items.length; i += perRow) {
    w.ensure(titleH + size + gap);
    const top = w.y;
    items.slice(i, i + perRow).forEach((item, j) => {
      const x = x0 + j * (size + gap);
      w.at(item.title, x, top, { size: titleSize, bold: true, width: size, align: "center" });
      drawChart(w, item, x, top + titleH, size, { line: o.line });
    });
    w.y = top + titleH + size + gap;
  }
  w.doc.x = w.left;
}
