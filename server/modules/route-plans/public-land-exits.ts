// Where a planned route passes from public land onto land that is not: off public land a driver
// stays on the road (no dispersed camping, no parking on the verge). Each of the route's positions is
// tested against the outlines of the lands it crosses, each outline's box first.
import booleanPointInPolygon from "@turf/boolean-point-in-polygon";
import type { Polygon, MultiPolygon } from "geojson";
import { boundsOf, lineLengthMetres } from "../../../shared/geo/geometry";
import type { MapGeometry } from "../../db/schema";

export interface LandExit {
  /** The first position of the route off public land. */
  position: [number, number];
  /** How far along the route it is. */
  distance_m: number;
}

interface Outline {
  geometry: Polygon | MultiPolygon;
  box: ReturnType<typeof boundsOf>;
}

function outlinesOf(areas: readonly { geometry: MapGeometry }[]): Outline[] {
  return areas.flatMap(({ geometry }) => {
    if (geometry.type !== "Polygon" && geometry.type !== "MultiPolygon") return [];
    const rings = geometry.type === "Polygon" ? [geometry.coordinates[0]!] : geometry.coordinates.map((polygon) => polygon[0]!);
    return [{ geometry, box: boundsOf(rings.flat() as [number, number][]) }];
  });
}

const inBox = ([longitude, latitude]: [number, number], [[west, south], [east, north]]: Outline["box"]) =>
  longitude >= west && longitude <= east && latitude >= south && latitude <= north;

/** Each place the line goes from inside any of the areas to outside all of them, in order. */
export function publicLandExits(line: readonly [number, number][], areas: readonly { geometry: MapGeometry }[]): LandExit[] {
  const outlines = outlinesOf(areas);
  if (outlines.length === 0) return [];
  const exits: LandExit[] = [];
  let wasInside = false;
  let travelled = 0;
  line.forEach((position, index) => {
    if (index > 0) travelled += lineLengthMetres([line[index - 1]!, position]);
    const isInside = outlines.some(
      (outline) => inBox(position, outline.box) && booleanPointInPolygon(position, outline.geometry),
    );
    if (wasInside && !isInside) exits.push({ position, distance_m: Math.round(travelled) });
    wasInside = isInside;
  });
  return exits;
}
