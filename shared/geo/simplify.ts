// Lines with fewer points, their shape kept: Douglas-Peucker (simplify-js) in degrees.
// - "GPX route for GPS devices" (docs/decisions/0062-garmin-route-export.md): many GPS units keep at
//   most a few hundred points per route, so a line is simplified to at most that many, its first and
//   last points kept, with the smallest tolerance, found by bisection, that brings the count within it.
// - A track's preview, the copy that lists and maps draw, within a tolerance too small to see.
import simplify from "simplify-js";
import type { Position } from "./geometry";

/** Bisection steps: the tolerance ends within 2^-40 of the extent's size, far below a GPS's error. */
const SEARCH_STEPS = 40;

interface IndexedPoint {
  x: number;
  y: number;
  index: number;
}

/** The line with at most maxPoints points (at least two), the first and last kept, in order. */
export function simplifyForRoute(line: readonly Position[], maxPoints: number): Position[] {
  const limit = Math.max(2, Math.floor(maxPoints));
  if (line.length <= limit) return [...line];
  const points: IndexedPoint[] = line.map(([x, y], index) => ({ x, y, index }));
  const simplified = (tolerance: number) => simplify(points, tolerance, true) as IndexedPoint[];
  let low = 0;
  let high = Math.max(
    Math.max(...points.map((p) => p.x)) - Math.min(...points.map((p) => p.x)),
    Math.max(...points.map((p) => p.y)) - Math.min(...points.map((p) => p.y)),
  );
  let best = simplified(high);
  for (let step = 0; step < SEARCH_STEPS; step++) {
    const middle = (low + high) / 2;
    const candidate = simplified(middle);
    if (candidate.length <= limit) {
      high = middle;
      best = candidate;
    } else {
      low = middle;
    }
  }
  if (best.length > limit) best = [points[0]!, points[points.length - 1]!];
  return best.map(({ index }) => line[index]!);
}

/** The line within `toleranceDegrees` of the original, without elevations (a drawing needs none). */
export function simplifiedWithin(line: readonly Position[], toleranceDegrees: number): Position[] {
  if (line.length <= 2) return line.map(([longitude, latitude]) => [longitude, latitude]);
  return simplify(
    line.map(([x, y]) => ({ x, y })),
    toleranceDegrees,
  ).map(({ x, y }) => [x, y]);
}
