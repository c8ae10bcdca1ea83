/**
 * Plane geometry for the chart's houses. Every house of both chart styles is a convex polygon
 * (a triangle, a diamond or a square), which keeps "does this label fit here?" exact and cheap:
 * a rectangle lies inside a convex polygon exactly when its four corners do.
 */

export interface Point {
  x: number;
  y: number;
}

export interface Box {
  /** Left edge. */
  x: number;
  /** Top edge (y grows downwards, as in SVG). */
  y: number;
  width: number;
  height: number;
}

export interface Interval {
  lo: number;
  hi: number;
}

const EPS = 1e-9;

function signedArea(polygon: readonly Point[]): number {
  let area = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    area += a.x * b.y - b.x * a.y;
  }
  return area / 2;
}

interface Edge {
  a: Point;
  /** Unit normal pointing into the polygon. */
  nx: number;
  ny: number;
}

const edgeCache = new WeakMap<readonly Point[], Edge[]>();

function edges(polygon: readonly Point[]): Edge[] {
  let cached = edgeCache.get(polygon);
  if (!cached) {
    cached = computeEdges(polygon);
    edgeCache.set(polygon, cached);
  }
  return cached;
}

function computeEdges(polygon: readonly Point[]): Edge[] {
  const orientation = Math.sign(signedArea(polygon)) || 1;
  return polygon.map((a, i) => {
    const b = polygon[(i + 1) % polygon.length]!;
    const dx = b.x - a.x;
    const dy = b.y - a.y;
    const length = Math.hypot(dx, dy);
    // For a counter-clockwise polygon (positive area, y down) the interior lies on the left.
    return { a, nx: (-dy / length) * orientation, ny: (dx / length) * orientation };
  });
}

/** Distance from `p` to the nearest edge line, positive inside the polygon, negative outside. */
export function insideDistance(polygon: readonly Point[], p: Point): number {
  return Math.min(...edges(polygon).map((e) => e.nx * (p.x - e.a.x) + e.ny * (p.y - e.a.y)));
}

export function boxCorners(box: Box): Point[] {
  return [
    { x: box.x, y: box.y },
    { x: box.x + box.width, y: box.y },
    { x: box.x + box.width, y: box.y + box.height },
    { x: box.x, y: box.y + box.height },
  ];
}

/** True when `box` lies inside the convex `polygon` with at least `margin` to spare. */
export function boxInside(polygon: readonly Point[], box: Box, margin = 0): boolean {
  return boxCorners(box).every((p) => insideDistance(polygon, p) >= margin - 1e-6);
}

export function boxesOverlap(a: Box, b: Box): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

/**
 * The x-range in which a box spanning `top`..`bottom` vertically stays inside the convex polygon
 * with `margin` to spare, or null when no such box exists. Each edge bounds x linearly in y, so
 * checking the band's top and bottom lines is enough.
 */
export function bandInterval(polygon: readonly Point[], top: number, bottom: number, margin: number): Interval | null {
  let lo = -Infinity;
  let hi = Infinity;
  for (const e of edges(polygon)) {
    for (const y of [top, bottom]) {
      // nx·(x − ax) + ny·(y − ay) ≥ margin
      const rest = margin - e.ny * (y - e.a.y);
      if (Math.abs(e.nx) < EPS) {
        if (rest > 1e-6) return null;
      } else if (e.nx > 0) {
        lo = Math.max(lo, e.a.x + rest / e.nx);
      } else {
        hi = Math.min(hi, e.a.x + rest / e.nx);
      }
    }
  }
  return hi - lo > EPS ? { lo, hi } : null;
}

/** `interval` with the parts covered by `cuts` removed. */
export function subtractIntervals(interval: Interval, cuts: readonly Interval[]): Interval[] {
  let pieces = [interval];
  for (const cut of cuts) {
    pieces = pieces.flatMap((piece) => {
      if (cut.hi <= piece.lo || cut.lo >= piece.hi) return [piece];
      const out: Interval[] = [];
      if (cut.lo > piece.lo) out.push({ lo: piece.lo, hi: cut.lo });
      if (cut.hi < piece.hi) out.push({ lo: cut.hi, hi: piece.hi });
      return out;
    });
  }
  return pieces;
}

export function polygonArea(polygon: readonly Point[]): number {
  return Math.abs(signedArea(polygon));
}

export function centroid(polygon: readonly Point[]): Point {
  const area = signedArea(polygon);
  let cx = 0;
  let cy = 0;
  for (let i = 0; i < polygon.length; i++) {
    const a = polygon[i]!;
    const b = polygon[(i + 1) % polygon.length]!;
    const cross = a.x * b.y - b.x * a.y;
    cx += (a.x + b.x) * cross;
    cy += (a.y + b.y) * cross;
  }
  return { x: cx / (6 * area), y: cy / (6 * area) };
}

export function bounds(polygon: readonly Point[]): Box {
  const xs = polygon.map((p) => p.x);
  const ys = polygon.map((p) => p.y);
  const x = Math.min(...xs);
  const y = Math.min(...ys);
  return { x, y, width: Math.max(...xs) - x, height: Math.max(...ys) - y };
}
