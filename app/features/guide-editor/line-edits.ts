// The route line's edits that are not drawing (issue "Authoring" point 4): trim at a vertex, reverse,
// and move the trailhead. The line keeps GeoJSON order [lng, lat(, ele)]; its first point is the
// trailhead and its last the trail end (spec §3). Pure, so the map and the point list share them.
import type { Position } from "../../../shared/domain/geometry";

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
