// Wandering route lines near a town: a trailhead a few kilometres out, then a path that turns
// gently (or comes round, for a loop), with elevation for some.
import { boundsOf, lineLengthMetres, type Bounds, type LineGeometry, type Position } from "../../../../shared/geo/geometry";
import type { Random } from "./prng";

const METRES_PER_DEGREE_LATITUDE = 111_320;
export const METRES_PER_MILE = 1609.344;

export interface GeneratedLine {
  geojson: LineGeometry;
  bounds: Bounds;
  lengthMiles: number;
  trailheadLatitude: number;
  trailheadLongitude: number;
}

export interface LineOptions {
  /** Roughly how long the line should be. */
  targetMiles: number;
  isLoop: boolean;
  /** Metres above sea level where the line starts, or null for a line without elevation. */
  startElevation: number | null;
}

/** A point `distance` metres from `origin` on `bearing` (radians, 0 = north), flat-earth: fine over tens of km. */
export function offsetPoint(origin: readonly [number, number], distance: number, bearing: number): [number, number] {
  const [longitude, latitude] = origin;
  const north = distance * Math.cos(bearing);
  const east = distance * Math.sin(bearing);
  return [
    longitude + east / (METRES_PER_DEGREE_LATITUDE * Math.cos((latitude * Math.PI) / 180)),
    latitude + north / METRES_PER_DEGREE_LATITUDE,
  ];
}

/** How strongly a line's elevation is drawn back toward its start, per metre away, per step. */
const ELEVATION_PULL = 0.003;

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits;

/** A trailhead 2-15 km from the town in any direction. */
export function trailheadNear(random: Random, town: { latitude: number; longitude: number }): [number, number] {
  return offsetPoint([town.longitude, town.latitude], random.float(2_000, 15_000), random.float(0, 2 * Math.PI));
}

export function generateLine(random: Random, start: readonly [number, number], options: LineOptions): GeneratedLine {
  const pointCount = Math.min(400, Math.max(60, Math.round(options.targetMiles * 14)));
  const stepMetres = (options.targetMiles * METRES_PER_MILE) / (pointCount - 1);
  const turnPerStep = options.isLoop ? (2 * Math.PI) / (pointCount - 1) : 0;
  const mainBearing = random.float(0, 2 * Math.PI);
  let bearing = mainBearing;
  const { startElevation } = options;
  let elevation = startElevation;
  let climb = random.float(-4, 4);
  let point: [number, number] = [start[0], start[1]];
  const coordinates: Position[] = [];
  for (let index = 0; index < pointCount; index += 1) {
    const lngLat: [number, number] = [round(point[0], 6), round(point[1], 6)];
    coordinates.push(elevation === null ? lngLat : [...lngLat, round(elevation, 1)]);
    // Turn a little each step; a straight route is pulled back toward its main direction so it wanders
    // rather than coils.
    bearing += turnPerStep + random.float(-0.45, 0.45);
    if (!options.isLoop) bearing += (mainBearing - bearing) * 0.08;
    point = offsetPoint(point, stepMetres * random.float(0.6, 1.4), bearing);
    if (elevation !== null && startElevation !== null) {
      // Grades drift and ease off, and the ground is pulled back toward where the line began: a
      // trail climbs and drops a few hundred metres (rarely a thousand), never down to the sea.
      const pull = (elevation - startElevation) * ELEVATION_PULL;
      climb = Math.max(-12, Math.min(12, climb * 0.95 + random.float(-2, 2) - pull));
      elevation = Math.max(0, elevation + climb);
    }
  }
  const [trailheadLongitude, trailheadLatitude] = coordinates[0]!;
  return {
    geojson: { type: "LineString", coordinates },
    bounds: boundsOf(coordinates),
    lengthMiles: round(lineLengthMetres(coordinates) / METRES_PER_MILE, 2),
    trailheadLatitude,
    trailheadLongitude,
  };
}
