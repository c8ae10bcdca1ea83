/**
 * The Janam Kundli's Shadbala page (the calc-cli-v2 `strength` section): a bar chart of each
 * planet's total in rupas against its required minimum, the six balas with the total, required
 * and ratio, and the Bhava Bala of the twelve houses. Method and units: docs/strength.md.
 */
import { SAPTA_GRAHAS } from "#engine/data/grahas.ts";
import type { Strength } from "#engine/strength.ts";
import { INK, MUTED, RULE } from "../pdf/writer";
import type { ReportContext } from "./context";

/** Below the required minimum: a light red with a red outline, told from the solid brand bars in grey too. */
const SHORT_FILL = "#F4C7C1";
const SHORT_LINE = "#B03A2E";

const BALAS = ["sthana", "dig", "kala", "chesta", "naisargika", "drik"] as const;

const fixed = (n: number, digits = 2) => (Object.is(Math.round(n * 100), -0) ? 0 : n).toFixed(digits);

/** The ratio to two decimals; a planet just short of its minimum reads 0.99, never 1.00. */
const ratio = (n: number) => (n < 1 ? Math.min(n, 0.99) : n).toFixed(2);

/** Rupas as the tradition writes the required minimum: 5, 6.5 … */
const rupas = (n: number) => String(Math.round(n * 100) / 100);

export function shadbalaPage(ctx: ReportContext, strength: Strength): void {
  const { w, t } = ctx;
  w.heading(t("report.shadbala.title"), { keepWith: 220 * w.s });
  w.paragraph(t("report.shadbala.method"), { size: w.body * 0.86, colour: MUTED });
  barChart(ctx, strength);

  const sb = strength.shadbala;
  w.table({
    caption: t("report.shadbala.tableCaption"),
    columns: [
      { header: t("report.columns.planet"), width: 1.2, bold: true },
      ...BALAS.map((b) => ({
        header: t(`report.shadbala.balas.${b}`),
        width: b === "naisargika" ? 1.1 : 0.88,
        align: "right" as const,
      })),
      { header: t("report.shadbala.total"), width: 0.9, align: "right", bold: true },
      { header: t("report.shadbala.rupas"), width: 0.75, align: "right", bold: true },
      { header: t("report.shadbala.required"), width: 0.85, align: "right" },
      { header: t("report.shadbala.ratio"), width: 0.75, align: "right", bold: true },
    ],
    rows: SAPTA_GRAHAS.map((g) => {
      const p = sb[g];
      return [
        ctx.planet(g),
        ...BALAS.map((b) => fixed(p[b])),
        fixed(p.total),
        fixed(p.totalRupas),
        rupas(p.requiredRupas),
        ratio(p.ratio),
      ];
    }),
    scale: 0.8,
  });
  w.paragraph(t("report.shadbala.chestaNote"), { size: w.body * 0.78, colour: MUTED });

  w.table({
    caption: t("report.shadbala.bhavaCaption"),
    columns: [
      { header: t("report.shadbala.bhava.house"), width: 0.7, align: "center", bold: true },
      { header: t("report.shadbala.bhava.sign"), width: 1.15 },
      { header: t("report.shadbala.bhava.lord"), width: 1.05 },
      { header: t("report.shadbala.bhava.adhipati"), width: 1.1, align: "right" },
      { header: t("report.shadbala.bhava.dig"), width: 0.9, align: "right" },
      { header: t("report.shadbala.bhava.drishti"), width: 0.9, align: "right" },
      { header: t("report.shadbala.bhava.total"), width: 0.95, align: "right", bold: true },
      { header: t("report.shadbala.bhava.rupas"), width: 0.8, align: "right", bold: true },
    ],
    rows: strength.bhavaBala.map((b) => [
      String(b.house),
      ctx.sign(b.sign),
      ctx.planet(b.lord),
      fixed(b.adhipati),
      fixed(b.dig),
      fixed(b.drishti),
      fixed(b.total),
      fixed(b.totalRupas),
    ]),
    scale: 0.8,
  });
  w.paragraph(t("report.shadbala.bhavaNote"), { size: w.body * 0.78, colour: MUTED });
}

/**
 * Horizontal bars, one a planet: the total in rupas, a dark tick at the required minimum, and
 * "total / required" at the right. Solid brand bars meet the minimum, pale red ones fall short.
 */
function barChart(ctx: ReportContext, strength: Strength): void {
  const { w, t } = ctx;
  const s = w.s;
  const size = Math.max(6.8, w.body * 0.88);
  const small = Math.max(6.2, w.body * 0.74);
  const rowH = Math.max(13, 20 * s);
  const titleH = size * 1.9;
  const axisH = small * 2;
  const legendH = small * 2.4;
  const height = titleH + rowH * SAPTA_GRAHAS.length + axisH + legendH;
  w.ensure(height + 8 * s);
  const top = w.y;
  w.at(t("report.shadbala.chartTitle"), w.left, top, { size: size * 1.05, bold: true });

  const rows = SAPTA_GRAHAS.map((g) => ({ g, ...strength.shadbala[g] }));
  const labelW = Math.max(...rows.map((r) => w.width(ctx.planet(r.g), size, true))) + 8 * s;
  const values = rows.map((r) =>
    t("report.shadbala.value", { total: fixed(r.totalRupas), required: rupas(r.requiredRupas) }),
  );
  const valueW = Math.max(...values.map((v) => w.width(v, size))) + 8 * s;
  const x0 = w.left + labelW;
  const plotW = w.contentWidth - labelW - valueW;
  const most = Math.max(...rows.flatMap((r) => [r.totalRupas, r.requiredRupas]));
  const step = most > 14 ? 2 : 1;
  const max = Math.max(8, Math.ceil((most + 0.25) / step) * step);
  const xOf = (v: number) => x0 + (Math.max(0, Math.min(v, max)) / max) * plotW;
  const plotTop = top + titleH;
  const plotBottom = plotTop + rowH * rows.length;

  // Grid and axis: a light line at every rupa (or two), numbered below.
  for (let v = 0; v <= max; v += step) {
    const x = xOf(v);
    w.doc
      .moveTo(x, plotTop)
      .lineTo(x, plotBottom)
      .lineWidth((v === 0 ? 0.8 : 0.4) * s)
      .strokeColor(v === 0 ? MUTED : RULE)
      .stroke();
    w.at(String(v), x - 10 * s, plotBottom + 2 * s, { size: small, colour: MUTED, width: 20 * s, align: "center" });
  }
  w.at(t("report.shadbala.axis"), x0 + plotW + 12 * s, plotBottom + 2 * s, { size: small, colour: MUTED });

  const barH = rowH * 0.56;
  rows.forEach((r, i) => {
    const y = plotTop + i * rowH;
    const mid = y + rowH / 2;
    w.at(ctx.planet(r.g), w.left, mid - size * 0.72, { size, bold: true });
    const end = xOf(r.totalRupas);
    const meets = r.ratio >= 1;
    if (end > x0) {
      if (meets) w.doc.rect(x0, mid - barH / 2, end - x0, barH).fill(w.brandFill);
      else
        w.doc
          .rect(x0, mid - barH / 2, end - x0, barH)
          .lineWidth(0.8 * s)
          .fillAndStroke(SHORT_FILL, SHORT_LINE);
    }
    // The required minimum: a dark tick standing out above and below the bar.
    const req = xOf(r.requiredRupas);
    w.doc
      .moveTo(req, mid - rowH * 0.42)
      .lineTo(req, mid + rowH * 0.42)
      .lineWidth(1.6 * s)
      .strokeColor(INK)
      .stroke();
    w.at(values[i]!, x0 + plotW + 6 * s, mid - size * 0.72, { size, colour: meets ? INK : SHORT_LINE });
  });

  // Legend: the two kinds of bar, the tick, and what the numbers are (on two lines if need be).
  const sw = small * 1.6;
  const swatch = (x: number, y: number) => [x, y + small * 0.25, sw, small * 0.9] as const;
  const items: [((x: number, y: number) => void) | null, string][] = [
    [(x, y) => w.doc.rect(...swatch(x, y)).fill(w.brandFill), t("report.shadbala.legendMeets")],
    [
      (x, y) =>
        w.doc
          .rect(...swatch(x, y))
          .lineWidth(0.8 * s)
          .fillAndStroke(SHORT_FILL, SHORT_LINE),
      t("report.shadbala.legendShort"),
    ],
    [
      (x, y) =>
        w.doc
          .moveTo(x + sw / 2, y)
          .lineTo(x + sw / 2, y + small * 1.3)
          .lineWidth(1.6 * s)
          .strokeColor(INK)
          .stroke(),
      t("report.shadbala.legendMark"),
    ],
    [null, t("report.shadbala.legendValue")],
  ];
  let x = w.left;
  let y = plotBottom + axisH;
  for (const [draw, label] of items) {
    const need = (draw ? sw + 4 * s : 0) + w.width(label, small);
    if (x > w.left && x + need > w.left + w.contentWidth) {
      x = w.left;
      y += small * 1.6;
    }
    if (draw) {
      draw(x, y);
      x += sw + 4 * s;
    }
    w.at(label, x, y, { size: small, colour: MUTED });
    x += w.width(label, small) + 14 * s;
  }
  w.y = Math.max(top + height, y + small * 2) + 6 * s;
}
