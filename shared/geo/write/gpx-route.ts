// "GPX route for GPS devices" (docs/decisions/0062-garmin-route-export.md): many GPS units keep at
// most a few hundred points per route, so a line is simplified to at most that many, its first and
// last points kept and its shape preserved: Douglas-Peucker (simplify-js) with the smallest
// tolerance, found by bisection, that brings the count within the limit.
import simplify from "simplify-js";
import type { Position } from "../geometry";

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

/** A track's segments as one route line: a GPS unit navigates one line from start to finish. */
export const routeLineOf = (segments: readonly (readonly Position[])[]): Position[] =>
  segments.flatMap((segment) => [...segment]);
