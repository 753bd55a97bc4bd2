// Which imported roads a guide's line drives along, not merely crosses: the line must run within a
// few metres of the road for a stretch. Roads are GPS-traced from different sources than guides, so
// the two lines never coincide; a crossing road shares one or two points, a road driven shares a run.
import pointToLineDistance from "@turf/point-to-line-distance";
import { distanceMetres, type Position } from "../../../shared/domain/geometry";
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

/** The road's box grown by the tolerance, to skip the line's points that cannot be near it. */
function paddedBox(parts: LineParts, latitude: number) {
  const padLatitude = ROAD_TOLERANCE_METRES / METRES_PER_DEGREE;
  const padLongitude = padLatitude / Math.max(0.1, Math.cos((latitude * Math.PI) / 180));
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [longitude, lat] of parts.flat()) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, lat);
    north = Math.max(north, lat);
  }
  return { west: west - padLongitude, east: east + padLongitude, south: south - padLatitude, north: north + padLatitude };
}

/** Metres of the guide's line whose both ends lie within the tolerance of the road. */
function runAlong(line: readonly Position[], parts: LineParts): number {
  const box = paddedBox(parts, line[0]![1]);
  const near = line.map(([longitude, latitude]) => {
    if (longitude < box.west || longitude > box.east || latitude < box.south || latitude > box.north) return false;
    return parts.some(
      (part) =>
        part.length > 1 &&
        pointToLineDistance([longitude, latitude], { type: "LineString", coordinates: part }, { units: "meters" }) <=
          ROAD_TOLERANCE_METRES,
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
