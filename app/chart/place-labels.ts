import { bandInterval, bounds, polygonArea, subtractIntervals, type Box, type Interval, type Point } from "./geometry";
import { TEXT_ASCENT_EM, TEXT_BOX_EM } from "./text-metrics";

/**
 * Fits a house's labels into its polygon: rows of labels, stacked, as near the house's centre
 * as the shape allows, never over the sign number or the lagna mark (the obstacles).
 *
 * Preference, in order: the largest font size (so that a crowded house shrinks only itself),
 * then the fewest labels per row (one body per line reads best, as astrologers expect), then the
 * stack nearest the preferred centre.
 */

export interface LabelRequest {
  /** Width at font size 1 (em). */
  widthEm: number;
}

export interface PlacedLabel {
  box: Box;
  /** Centre of the text (anchor middle) and its alphabetic baseline. */
  x: number;
  baseline: number;
  size: number;
}

export interface PlacementSpec {
  polygon: readonly Point[];
  /** Where the stack should sit if it can: the middle of the house's free area. */
  centre: Point;
  obstacles: readonly Box[];
  /** Font sizes to try, largest first. */
  sizes: readonly number[];
  /** Space kept free along the house's edges. */
  margin: number;
}

/** Space between two labels in one row, and between rows, in em. */
const COLUMN_GAP_EM = 0.45;
const ROW_GAP_EM = 0.08;
/** Step of the search for the stack's vertical position, in viewBox units. */
const STEP = 1;

/** Splits n labels into `rows` rows in order, the longer rows first: 5 into 3 gives 2, 2, 1. */
function rowSizes(n: number, rows: number): number[] {
  const base = Math.floor(n / rows);
  const extra = n % rows;
  return Array.from({ length: rows }, (_, i) => base + (i < extra ? 1 : 0));
}

function freeIntervals(spec: PlacementSpec, top: number, bottom: number): Interval[] {
  const band = bandInterval(spec.polygon, top, bottom, spec.margin);
  if (!band) return [];
  const cuts = spec.obstacles
    .filter((o) => o.y < bottom && o.y + o.height > top)
    .map((o) => ({ lo: o.x, hi: o.x + o.width }));
  return subtractIntervals(band, cuts);
}

/** Left edge for a row `width` wide, as close to centred on `cx` as the free intervals allow. */
function rowLeft(intervals: readonly Interval[], width: number, cx: number): number | null {
  let best: number | null = null;
  for (const iv of intervals) {
    if (iv.hi - iv.lo < width) continue;
    const left = Math.min(Math.max(cx - width / 2, iv.lo), iv.hi - width);
    if (best === null || Math.abs(left + width / 2 - cx) < Math.abs(best + width / 2 - cx)) best = left;
  }
  return best;
}

/** A row's box height, the distance from one row's top to the next, and the gap between labels. */
function rowMetrics(size: number) {
  const boxHeight = TEXT_BOX_EM * size;
  return { boxHeight, pitch: boxHeight + ROW_GAP_EM * size, gap: COLUMN_GAP_EM * size };
}

/** One row of labels of these widths, left to right from `left`, with its top at `rowTop`. */
function placeRow(widths: readonly number[], left: number, rowTop: number, size: number): PlacedLabel[] {
  const { boxHeight, gap } = rowMetrics(size);
  let x = left;
  return widths.map((width) => {
    const label = {
      box: { x, y: rowTop, width, height: boxHeight },
      x: x + width / 2,
      baseline: rowTop + TEXT_ASCENT_EM * size,
      size,
    };
    x += width + gap;
    return label;
  });
}

function tryStack(
  spec: PlacementSpec,
  labels: readonly LabelRequest[],
  size: number,
  perRow: number,
  top: number,
): PlacedLabel[] | null {
  const { boxHeight, pitch, gap } = rowMetrics(size);
  const placed: PlacedLabel[] = [];
  let next = 0;
  const rows = rowSizes(labels.length, Math.ceil(labels.length / perRow));
  for (const [r, count] of rows.entries()) {
    const rowTop = top + r * pitch;
    const row = labels.slice(next, next + count);
    const widths = row.map((l) => l.widthEm * size);
    const rowWidth = widths.reduce((a, b) => a + b, 0) + gap * (count - 1);
    const left = rowLeft(freeIntervals(spec, rowTop, rowTop + boxHeight), rowWidth, spec.centre.x);
    if (left === null) return null;
    placed.push(...placeRow(widths, left, rowTop, size));
    next += count;
  }
  return placed;
}

/**
 * Fills rows from `top` down, each with as many labels as its free width holds: it uses the wide
 * part of a triangle better than even rows do, at the cost of ragged rows. Null if it overflows.
 */
function tryGreedy(
  spec: PlacementSpec,
  labels: readonly LabelRequest[],
  size: number,
  top: number,
  bottomLimit: number,
): PlacedLabel[] | null {
  const { boxHeight, pitch, gap } = rowMetrics(size);
  const placed: PlacedLabel[] = [];
  let next = 0;
  for (let rowTop = top; next < labels.length; rowTop += pitch) {
    if (rowTop + boxHeight > bottomLimit + 1e-9) return null;
    const intervals = freeIntervals(spec, rowTop, rowTop + boxHeight);
    const room = Math.max(0, ...intervals.map((iv) => iv.hi - iv.lo));
    const widths: number[] = [];
    let rowWidth = -gap;
    while (next + widths.length < labels.length) {
      const width = labels[next + widths.length]!.widthEm * size;
      if (rowWidth + gap + width > room) break;
      widths.push(width);
      rowWidth += gap + width;
    }
    if (widths.length === 0) {
      // Nothing fits in this band; an empty band is allowed only before the first row.
      if (placed.length > 0) return null;
      continue;
    }
    placed.push(...placeRow(widths, rowLeft(intervals, rowWidth, spec.centre.x)!, rowTop, size));
    next += widths.length;
  }
  return placed;
}

/** Vertical distance between the middle of the placed stack and `y`. */
function offCentre(placed: readonly PlacedLabel[], y: number): number {
  const top = Math.min(...placed.map((p) => p.box.y));
  const bottom = Math.max(...placed.map((p) => p.box.y + p.box.height));
  return Math.abs((top + bottom) / 2 - y);
}

/**
 * Places the labels, one entry per request and in order, or returns null when they do not fit
 * at any of the sizes (the caller then shortens them or accepts `stackLabels`).
 */
export function placeLabels(spec: PlacementSpec, labels: readonly LabelRequest[]): PlacedLabel[] | null {
  if (labels.length === 0) return [];
  const area = bounds(spec.polygon);
  const minTop = area.y + spec.margin;
  const bottomLimit = area.y + area.height - spec.margin;
  const room = polygonArea(spec.polygon);
  const totalEm = labels.reduce((sum, l) => sum + l.widthEm, 0);
  for (const size of spec.sizes) {
    const pitch = (TEXT_BOX_EM + ROW_GAP_EM) * size;
    // Text cannot fill a polygon with rows: past ~60 % of its area it never fits, so skip the search.
    if (totalEm * size * pitch > 0.6 * room) continue;
    for (let perRow = 1; perRow <= labels.length; perRow++) {
      const rows = Math.ceil(labels.length / perRow);
      // Skip row counts that repeat a layout already tried (7 labels: 4 per row and 5 per row both give 2 rows).
      if (perRow > 1 && Math.ceil(labels.length / (perRow - 1)) === rows) continue;
      const height = rows * pitch - ROW_GAP_EM * size;
      const ideal = spec.centre.y - height / 2;
      const maxTop = bottomLimit - height;
      if (maxTop < minTop) continue;
      // Sweep outwards from the ideal position: ideal, ideal ± STEP, ideal ± 2·STEP, …
      const reach = Math.max(ideal - minTop, maxTop - ideal);
      for (let d = 0; d <= reach + STEP; d += STEP) {
        for (const top of d === 0 ? [ideal] : [ideal - d, ideal + d]) {
          if (top < minTop - 1e-9 || top > maxTop + 1e-9) continue;
          const placed = tryStack(spec, labels, size, perRow, top);
          if (placed) return placed;
        }
      }
    }
    // Even rows do not fit at this size: try ragged rows before shrinking the text.
    let best: PlacedLabel[] | null = null;
    for (let top = minTop; top < bottomLimit; top += STEP) {
      const placed = tryGreedy(spec, labels, size, top, bottomLimit);
      if (placed && (!best || offCentre(placed, spec.centre.y) < offCentre(best, spec.centre.y))) best = placed;
    }
    if (best) return best;
  }
  return null;
}

/** Last resort: one centred column at `size`, which may overflow the house. */
export function stackLabels(centre: Point, labels: readonly LabelRequest[], size: number): PlacedLabel[] {
  const pitch = (TEXT_BOX_EM + ROW_GAP_EM) * size;
  const top = centre.y - (labels.length * pitch) / 2;
  return labels.map((l, i) => {
    const width = l.widthEm * size;
    const y = top + i * pitch;
    return {
      box: { x: centre.x - width / 2, y, width, height: TEXT_BOX_EM * size },
      x: centre.x,
      baseline: y + TEXT_ASCENT_EM * size,
      size,
    };
  });
}
