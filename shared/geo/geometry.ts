// Geometry as the product stores and sends it: GeoJSON order [lng, lat] with optional elevation (m).
import { distance } from "@turf/distance";

export type Position = [longitude: number, latitude: number] | [longitude: number, latitude: number, elevation: number];

export interface LineGeometry {
  type: "LineString";
  coordinates: Position[];
}

/** Two corners, south-west then north-east, as [lng, lat] pairs (spec §3 "bounds: two corner points"). */
export type Bounds = [[west: number, south: number], [east: number, north: number]];

export function boundsOf(coordinates: readonly (readonly [number, number, ...number[]])[]): Bounds {
  if (coordinates.length === 0) throw new Error("A line needs at least one point");
  let [west, south, east, north] = [Infinity, Infinity, -Infinity, -Infinity];
  for (const [longitude, latitude] of coordinates) {
    west = Math.min(west, longitude);
    east = Math.max(east, longitude);
    south = Math.min(south, latitude);
    north = Math.max(north, latitude);
  }
  return [
    [west, south],
    [east, north],
  ];
}

/** The bounds grown by `margin` degrees on every side. */
export function paddedBounds([[west, south], [east, north]]: Bounds, margin: number): Bounds {
  return [
    [west - margin, south - margin],
    [east + margin, north + margin],
  ];
}

/** Great-circle distance in metres between two [lng, lat] points. */
export function distanceMetres(from: readonly [number, number], to: readonly [number, number]): number {
  return distance([from[0], from[1]], [to[0], to[1]], { units: "meters" });
}

/** Length of a line in metres along its points. */
export function lineLengthMetres(coordinates: readonly Position[]): number {
  let total = 0;
  for (let index = 1; index < coordinates.length; index += 1) {
    const previous = coordinates[index - 1]!;
    const current = coordinates[index]!;
    total += distanceMetres([previous[0], previous[1]], [current[0], current[1]]);
  }
  return total;
}

/**
 * The line with points added along each segment, evenly, so that no two neighbours are more than
 * `maxGapMetres` apart. Added points lie on the straight line between the segment's ends in degrees,
 * which over a few hundred metres is the way the segment runs.
 */
export function densified(coordinates: readonly [number, number][], maxGapMetres: number): [number, number][] {
  const dense: [number, number][] = coordinates.slice(0, 1);
  for (let index = 1; index < coordinates.length; index += 1) {
    const [fromLng, fromLat] = coordinates[index - 1]!;
    const [toLng, toLat] = coordinates[index]!;
    const steps = Math.max(1, Math.ceil(distanceMetres([fromLng, fromLat], [toLng, toLat]) / maxGapMetres));
    for (let step = 1; step <= steps; step += 1) {
      const share = step / steps;
      dense.push(step === steps ? [toLng, toLat] : [fromLng + (toLng - fromLng) * share, fromLat + (toLat - fromLat) * share]);
    }
  }
  return dense;
}

/** A track's segments as one line, in order: a GPS unit navigates one line from start to finish. */
export const routeLineOf = (segments: readonly (readonly Position[])[]): Position[] =>
  segments.flatMap((segment) => [...segment]);
