// The route line's edits that are not drawing (issue "Authoring" point 4): trim at a vertex, reverse,
// and move the trailhead. The line keeps GeoJSON order [lng, lat(, ele)]; its first point is the
// trailhead and its last the trail end (spec §3). Pure, so the map and the point list share them.
import type { Position } from "../../../shared/geo/geometry";

/** A line needs two points: the trailhead and the trail end. */
export const MIN_LINE_POINTS = 2;

export type TrimSide = "before" | "after";

/** The points left after removing those before (or after) the point at `index`, or null when fewer than two would remain. */
export function trimLine(coordinates: readonly Position[], index: number, side: TrimSide): Position[] | null {
  if (index < 0 || index >= coordinates.length) return null;
  const kept = side === "before" ? coordinates.slice(index) : coordinates.slice(0, index + 1);
  return kept.length >= MIN_LINE_POINTS ? kept : null;
}

/** The same line driven the other way: the trail end becomes the trailhead. */
export function reverseLine(coordinates: readonly Position[]): Position[] {
  return [...coordinates].reverse();
}

/** The line with its first point (the trailhead) at a new place; the rest stays. */
export function moveTrailhead(coordinates: readonly Position[], longitude: number, latitude: number): Position[] {
  if (coordinates.length === 0) return [[longitude, latitude]];
  return [[longitude, latitude], ...coordinates.slice(1)];
}

/** The item at `from` moved one place up (-1) or down (+1); the list is unchanged at its ends. */
export function moveItem<T>(items: readonly T[], from: number, step: -1 | 1): T[] {
  const to = from + step;
  if (from < 0 || from >= items.length || to < 0 || to >= items.length) return [...items];
  const moved = [...items];
  [moved[from], moved[to]] = [moved[to]!, moved[from]!];
  return moved;
}

const sameSpot = (a: Position, b: Position) => Math.abs(a[0] - b[0]) < 1e-7 && Math.abs(a[1] - b[1]) < 1e-7;

/**
 * A line edited on the map (where points are flat [lng, lat]) with the elevations the old line had
 * at the same spots; a new or moved point has none.
 */
export function withElevations(edited: readonly Position[], previous: readonly Position[]): Position[] {
  return edited.map((point) => {
    const match = previous.find((old) => old.length === 3 && sameSpot(old, point));
    return match ?? [point[0], point[1]];
  });
}

/** Whether two lines have the same points in the same order (elevation aside). */
export function isSameLine(a: readonly Position[], b: readonly Position[]): boolean {
  return a.length === b.length && a.every((point, index) => sameSpot(point, b[index]!));
}

/** The index of the line's point nearest to a place (flat distance: the points are close together). */
export function nearestPointIndex(coordinates: readonly Position[], longitude: number, latitude: number): number {
  let best = 0;
  let bestDistance = Infinity;
  const scale = Math.cos((latitude * Math.PI) / 180);
  coordinates.forEach(([x, y], index) => {
    const distance = ((x - longitude) * scale) ** 2 + (y - latitude) ** 2;
    if (distance < bestDistance) [best, bestDistance] = [index, distance];
  });
  return best;
}
