// Which imported roads a guide's line drives along, not merely crosses: the line must run within a
// few metres of the road for a stretch. Roads are GPS-traced from different sources than guides, so
// the two lines never coincide; a crossing road shares one or two points, a road driven shares a run.
import pointToLineDistance from "@turf/point-to-line-distance";
import { distanceMetres, type Position } from "../../../shared/geo/geometry";
import type { MapGeometry } from "../../db/schema";

/** How far apart a guide's line and a road's may lie and still be one way: GPS and digitising error. */
export const ROAD_TOLERANCE_METRES = 30;
/**
 * The run along a road that makes it one the guide uses. A shorter road counts when run for half its
 * length, but never for less than a crossing can produce (a point within the tolerance each side).
 */
export const MIN_RUN_METRES = 150;

const METRES_PER_DEGREE = 111_320;

const legMetres = (from: Position, to: Position) => distanceMetres([from[0], from[1]], [to[0], to[1]]);

type LineParts = Position[][];

function partsOf(geometry: MapGeometry): LineParts {
  if (geometry.type === "LineString") return [geometry.coordinates as Position[]];
  if (geometry.type === "MultiLineString") return geometry.coordinates as Position[][];
  return [];
}

function lengthOf(parts: LineParts): number {
  let total = 0;
  for (const part of parts) {
    for (let index = 1; index < part.length; index += 1) total += legMetres(part[index - 1]!, part[index]!);
  }
  return total;
}

/** The side of a cell of the segment grid, in degrees: about 110 m north to south. */
const CELL_DEGREES = 0.001;

const cellKey = (column: number, row: number) => `${column}:${row}`;

/**
 * The road's segments by grid cell, each listed in every cell its box, grown by the tolerance,
 * meets: a point of the guide's line is then measured against the few segments of its own cell,
 * not the whole road (a guide and a road of 2,000 points each were 4 million measures).
 */
function segmentGrid(parts: LineParts, latitude: number): Map<string, Position[][]> {
  const padLatitude = ROAD_TOLERANCE_METRES / METRES_PER_DEGREE;
  const padLongitude = padLatitude / Math.max(0.1, Math.cos((latitude * Math.PI) / 180));
  const grid = new Map<string, Position[][]>();
  for (const part of parts) {
    for (let index = 1; index < part.length; index += 1) {
      const [from, to] = [part[index - 1]!, part[index]!];
      const segment = [from, to];
      const columns = [Math.min(from[0], to[0]) - padLongitude, Math.max(from[0], to[0]) + padLongitude].map((value) =>
        Math.floor(value / CELL_DEGREES),
      );
      const rows = [Math.min(from[1], to[1]) - padLatitude, Math.max(from[1], to[1]) + padLatitude].map((value) =>
        Math.floor(value / CELL_DEGREES),
      );
      for (let column = columns[0]!; column <= columns[1]!; column += 1) {
        for (let row = rows[0]!; row <= rows[1]!; row += 1) {
          const key = cellKey(column, row);
          const segments = grid.get(key);
          if (segments) segments.push(segment);
          else grid.set(key, [segment]);
        }
      }
    }
  }
  return grid;
}

/** Metres of the guide's line whose both ends lie within the tolerance of the road. */
function runAlong(line: readonly Position[], parts: LineParts): number {
  const grid = segmentGrid(parts, line[0]![1]);
  const near = line.map(([longitude, latitude]) => {
    const segments = grid.get(cellKey(Math.floor(longitude / CELL_DEGREES), Math.floor(latitude / CELL_DEGREES)));
    return (
      segments?.some(
        (segment) =>
          pointToLineDistance([longitude, latitude], { type: "LineString", coordinates: segment }, { units: "meters" }) <=
          ROAD_TOLERANCE_METRES,
      ) ?? false
    );
  });
  let run = 0;
  for (let index = 1; index < line.length; index += 1) {
    if (near[index - 1] && near[index]) run += legMetres(line[index - 1]!, line[index]!);
  }
  return run;
}

/** The roads of `candidates` the line drives along, in the order given. */
export function roadsAlong<Road extends { geometry: MapGeometry }>(
  line: readonly Position[],
  candidates: readonly Road[],
): Road[] {
  if (line.length < 2) return [];
  return candidates.filter((road) => {
    const parts = partsOf(road.geometry);
    if (parts.length === 0) return false;
    const run = runAlong(line, parts);
    return run > Math.min(MIN_RUN_METRES, Math.max(lengthOf(parts) / 2, 2 * ROAD_TOLERANCE_METRES));
  });
}
