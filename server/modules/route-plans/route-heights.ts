// A planned route's heights. Imported roads carry none (the Motor Vehicle Use Map and GTLF lines are
// flat), so each position takes the ground's height from the imported elevation model (ADR 0086).
// Where no model covers it, the height comes from the published trails the route drives along, whose
// lines were recorded with them: the nearest trail point within the road tolerance. A position that
// has neither stays without one.
import { distanceMetres, type Position } from "../../../shared/geo/geometry";
import { ROAD_TOLERANCE_METRES } from "../map/roads-along";

/** The side of a cell of the point grid, in degrees: about 110 m north to south, more than the tolerance. */
const CELL_DEGREES = 0.001;

type Measured = [longitude: number, latitude: number, elevation: number];

const cellOf = (longitude: number, latitude: number) => [
  Math.floor(longitude / CELL_DEGREES),
  Math.floor(latitude / CELL_DEGREES),
];

/** The trails' points that carry a height, by grid cell. */
function measuredGrid(lines: readonly (readonly Position[])[]): Map<string, Measured[]> {
  const grid = new Map<string, Measured[]>();
  for (const line of lines) {
    for (const [longitude, latitude, elevation] of line) {
      if (elevation === undefined || !Number.isFinite(elevation)) continue;
      const key = cellOf(longitude, latitude).join(":");
      const cell = grid.get(key);
      if (cell) cell.push([longitude, latitude, elevation]);
      else grid.set(key, [[longitude, latitude, elevation]]);
    }
  }
  return grid;
}

/**
 * The route's positions, each with the ground's height (`groundHeights`, one per position, null where
 * the model has none), or else the height of the nearest trail point within the tolerance.
 */
export function heightsAlong(
  route: readonly [number, number][],
  groundHeights: readonly (number | null)[],
  trailLines: readonly (readonly Position[])[],
): Position[] {
  const grid = measuredGrid(trailLines);
  return route.map((position, index): Position => {
    const ground = groundHeights[index];
    if (ground !== null && ground !== undefined) return [position[0], position[1], ground];
    const [column, row] = cellOf(position[0], position[1]);
    let nearest: { metres: number; elevation: number } | null = null;
    for (let dx = -1; dx <= 1; dx += 1) {
      for (let dy = -1; dy <= 1; dy += 1) {
        for (const [longitude, latitude, elevation] of grid.get(`${column! + dx}:${row! + dy}`) ?? []) {
          const metres = distanceMetres(position, [longitude, latitude]);
          if (metres <= ROAD_TOLERANCE_METRES && (!nearest || metres < nearest.metres)) nearest = { metres, elevation };
        }
      }
    }
    return nearest ? [position[0], position[1], nearest.elevation] : [...position];
  });
}
