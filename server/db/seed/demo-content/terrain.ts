// The demo's ground (ADR 0086): heights for every cell the demo roads and trails pass through, so the
// trip planner draws a whole profile from `npm start`. Made up, not surveyed: mountain ranges where
// the West's, the Sierra's and the Appalachians' are, with ridges and valleys a few kilometres apart.
import { cellFrom, cellId, cellKeyOf, type CellKey, type TerrainCell } from "../../../modules/terrain/terrain-grid";
import type { MvumRoadFeature } from "./roads";

/** The elevation model the demo cells name, as an operator's import names its own. */
export const DEMO_TERRAIN_SOURCE = "Demo terrain";
/** A sample every 0.005 degree, about 550 m: ridges a few kilometres apart still show. */
const DEMO_CELL_SAMPLES = 21;

/** A range's height above the plains, falling off with distance from its axis. */
const range = (peak: number, offset: number, width: number) => peak * Math.exp(-((offset / width) ** 2));

/** The demo ground's height at a position, in metres. */
export function demoGroundHeight(longitude: number, latitude: number): number {
  const ranges =
    range(2100, longitude + 108, 7) * (0.6 + 0.4 * Math.cos((latitude - 40) / 9)) +
    range(900, longitude + 120, 3) +
    range(500, longitude + 81, 3) * Math.exp(-(((latitude - 36) / 6) ** 2));
  const relief =
    180 * Math.sin(longitude * 31 + 1.3) * Math.cos(latitude * 27) +
    90 * Math.sin(longitude * 83 - latitude * 71) +
    40 * Math.sin(longitude * 211 + latitude * 197);
  return Math.max(0, 250 + ranges + relief);
}

/** One cell for each cell a demo road or trail passes a vertex in. */
export function generateDemoTerrain(roads: readonly MvumRoadFeature[]): TerrainCell[] {
  const keys = new Map<string, CellKey>();
  for (const road of roads) {
    for (const [longitude, latitude] of road.geometry.coordinates) {
      const key = cellKeyOf(longitude!, latitude!);
      keys.set(cellId(key), key);
    }
  }
  return [...keys.values()].map((key) => cellFrom(key, DEMO_CELL_SAMPLES, demoGroundHeight));
}
