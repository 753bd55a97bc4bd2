// Where a plan's point meets the road network: the nearest point of an imported road within reach,
// not the nearest road end, so a click on a road starts the route there even where the road runs
// kilometres between junctions. The search then starts from both ends of that road, each costing the
// stretch of road from the point to it (and likewise ends).
import nearestPointOnLine from "@turf/nearest-point-on-line";
import type { MapGeometry } from "../../db/schema";
import { paddedBy } from "../map/spatial";
import { linesOf, type RoadNetwork } from "./road-network";
import type { Terminal } from "./route-search";

export type LonLat = [longitude: number, latitude: number];

/** A point on an edge of the network. */
export interface RoadPoint {
  edge: number;
  position: LonLat;
  /** The edge's line, and the segment of it the point lies on (between positions `segment` and `segment + 1`). */
  line: LonLat[];
  segment: number;
  /** Metres along the edge's line from its first position. */
  metresAlong: number;
  /** Metres from the plan's point to this point of the road. */
  metresAway: number;
}

/** A road near the point, as read from the database. */
export interface NearbyRoad {
  id: number;
  geometry: MapGeometry;
}

/** The box of the places within `metres` of a point. */
export const boxAround = ([longitude, latitude]: LonLat, metres: number) =>
  paddedBy({ west: longitude, south: latitude, east: longitude, north: latitude }, metres);

/** One line of a road's geometry, as [longitude, latitude] (imports keep no heights). */
export function partOf(geometry: MapGeometry, part: number): LonLat[] {
  return (linesOf(geometry)[part] ?? []).map(([longitude, latitude]) => [longitude!, latitude!]);
}

/**
 * The nearest point of the roads' lines that the network holds and `isUsable` admits, within
 * `withinMetres`; null when there is none.
 */
export function nearestRoadPoint(
  network: RoadNetwork,
  roads: readonly NearbyRoad[],
  point: LonLat,
  withinMetres: number,
  isUsable: (edge: number) => boolean = () => true,
): RoadPoint | null {
  let nearest: RoadPoint | null = null;
  for (const road of roads) {
    for (let part = 0; part < linesOf(road.geometry).length; part += 1) {
      const line = partOf(road.geometry, part);
      if (line.length < 2) continue;
      const found = nearestPointOnLine({ type: "LineString", coordinates: line }, point, { units: "meters" });
      const metres = found.properties.pointDistance;
      if (metres > withinMetres || (nearest && metres >= nearest.metresAway)) continue;
      const edge = network.edgeOf(road.id, part);
      // A road imported since the network was built is not in it yet.
      if (edge === null || !isUsable(edge)) continue;
      const [longitude, latitude] = found.geometry.coordinates;
      nearest = {
        metresAway: metres,
        edge,
        position: [longitude!, latitude!],
        line,
        segment: Math.min(found.properties.segmentIndex, line.length - 2),
        metresAlong: Math.min(Math.max(found.properties.lineDistance, 0), network.edgeMetres[edge]!),
      };
    }
  }
  return nearest;
}

/**
 * Both ends of the point's edge as terminals: the stretch of road between the point and each end,
 * costing its share of the edge's cost. None when the edge may not be driven.
 */
export function terminalsOf(network: RoadNetwork, point: RoadPoint, secondsOf: (edge: number) => number): Terminal[] {
  const seconds = secondsOf(point.edge);
  if (!Number.isFinite(seconds)) return [];
  const length = network.edgeMetres[point.edge]!;
  const share = length > 0 ? point.metresAlong / length : 0;
  return [
    { node: network.edgeFrom[point.edge]!, seconds: seconds * share, metres: point.metresAlong },
    { node: network.edgeTo[point.edge]!, seconds: seconds * (1 - share), metres: length - point.metresAlong },
  ];
}

/** The edge's line from its first position to the point. */
export const lineBefore = (point: RoadPoint): LonLat[] => [...point.line.slice(0, point.segment + 1), point.position];

/** The edge's line from the point to its last position. */
export const lineAfter = (point: RoadPoint): LonLat[] => [point.position, ...point.line.slice(point.segment + 1)];

/** The line between two points of one edge, in the order driven from `from` to `to`. */
export function lineBetween(from: RoadPoint, to: RoadPoint): LonLat[] {
  const [first, last] = from.metresAlong <= to.metresAlong ? [from, to] : [to, from];
  const line = [first.position, ...first.line.slice(first.segment + 1, last.segment + 1), last.position];
  return first === from ? line : line.reverse();
}
