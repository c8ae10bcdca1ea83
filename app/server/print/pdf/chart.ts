/**
 * Draws a chart from the one chart layout of app/chart/layout.ts (the same geometry the
 * screen's SVG uses) as PDF vectors: house polygons, lines and text, scaled into a square.
 */
import { CHART_PALETTE, type ChartLayout } from "~/chart/layout";
import { INK, type ReportWriter } from "./writer";

export interface DrawChartOptions {
  /** Colour of the chart's lines: the brand colour, so that the charts carry the brand. */
  line: string;
}

export function drawChart(
  w: ReportWriter,
  layout: ChartLayout,
  x: number,
  y: number,
  size: number,
  o: DrawChartOptions,
): void {
  const k = size / layout.size;
  const doc = w.doc;
  doc.save();
  doc.rect(x, y, size, size).fill(CHART_PALETTE.background);
  const lagna = layout.houses.find((h) => h.house === 1);
  if (lagna) {
    const [first, ...rest] = lagna.polygon;
    if (first) {
      doc.moveTo(x + first.x * k, y + first.y * k);
      for (const p of rest) doc.lineTo(x + p.x * k, y + p.y * k);
      doc.closePath().fill(CHART_PALETTE.lagnaFill);
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
      size: n.size * k,
      colour: CHART_PALETTE.signNumber,
      anchor: n.anchor,
    });
  }
  for (const b of layout.bodies) {
    w.baselineText(b.text, x + b.x * k, y + b.baseline * k, {
      size: b.size * k,
      bold: b.weight >= 600,
      colour: b.body === "Ascendant" ? CHART_PALETTE.ascendant : CHART_PALETTE.body,
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
      size: tt.size * k,
      bold: true,
      colour: CHART_PALETTE.title,
      anchor: tt.anchor,
    });
  }
  doc.restore();
  doc.fillColor(INK);
}

export interface ChartItem {
  title: string;
  layout: ChartLayout;
}

/**
 * Charts in a grid, `perRow` across, each with its title above; rows that do not fit go to the
 * next page. `maxSize` caps a chart's side (a single chart need not fill the width).
 */
export function chartGrid(
  w: ReportWriter,
  items: readonly ChartItem[],
  o: { perRow: number; maxSize?: number; line: string },
): void {
  const gap = 14 * w.s;
  const titleSize = Math.max(7, 10 * w.s);
  const titleH = titleSize * 1.7;
  const size = Math.min(o.maxSize ?? Infinity, (w.contentWidth - gap * (o.perRow - 1)) / o.perRow);
  const rowWidth = size * o.perRow + gap * (o.perRow - 1);
  const x0 = w.left + (w.contentWidth - rowWidth) / 2;
  for (let i = 0; i < items.length; i += o.perRow) {
    w.ensure(titleH + size + gap);
    const top = w.y;
    items.slice(i, i + o.perRow).forEach((item, j) => {
      const x = x0 + j * (size + gap);
      w.at(item.title, x, top, { size: titleSize, bold: true, width: size, align: "center" });
      drawChart(w, item.layout, x, top + titleH, size, { line: o.line });
    });
    w.y = top + titleH + size + gap;
  }
  w.doc.x = w.left;
}
