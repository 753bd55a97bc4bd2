// The shapes of the national datasets: how many vertices, parts and holes a land boundary has, and
// how long roads are. Land boundaries follow the USFS ranger districts of the conformance corpus
// (../shared/data/public-lands/usfs-ranger-districts, 503 features), measured once into the tables
// below; `tests/conformance/national-shapes.test.ts` measures the corpus again and checks them.
import type { Random } from "../../server/db/seed/demo-content/prng";

/** A distribution given by its quantiles: `[probability, value]`, probabilities rising from 0 to 1. */
export type Quantiles = readonly (readonly [number, number])[];

/** Vertices per land feature, every ring of every part counted. */
export const LAND_VERTICES: Quantiles = [
  [0, 13],
  [0.1, 34],
  [0.25, 48],
  [0.5, 73],
  [0.75, 116],
  [0.9, 193],
  [0.95, 334],
  [0.99, 9485],
  [1, 26096],
];

/** Polygons per land feature (81% of the districts are multipolygons). */
export const LAND_PARTS: Quantiles = [
  [0, 1],
  [0.1, 1],
  [0.25, 2],
  [0.5, 4],
  [0.75, 8],
  [0.9, 23],
  [0.95, 38],
  [0.99, 2125],
  [1, 6114],
];

/** Share of land features with at least one hole, and how many holes those have. */
export const LAND_WITH_HOLES = 0.264;
export const LAND_HOLES: Quantiles = [
  [0, 1],
  [0.5, 2],
  [0.75, 3],
  [0.9, 8],
  [0.98, 21],
  [1, 51],
];

/**
 * Vertices per road or trail segment. No corpus holds roads; MVUM and GTLF segments run from two
 * vertices (a short spur) to a few thousand (a long winding forest road), most with a few dozen.
 */
export const ROAD_VERTICES: Quantiles = [
  [0, 2],
  [0.1, 6],
  [0.25, 12],
  [0.5, 24],
  [0.75, 48],
  [0.9, 95],
  [0.99, 400],
  [1, 2500],
];

/** Land area in acres, PAD-US-like: many small parcels, a few vast forests. */
export const LAND_ACRES: Quantiles = [
  [0, 1],
  [0.25, 40],
  [0.5, 320],
  [0.75, 4_000],
  [0.95, 120_000],
  [0.99, 900_000],
  [1, 4_000_000],
];

/** A value drawn from the distribution: linear between quantiles, in log space where both ends are positive. */
export function drawFrom(quantiles: Quantiles, random: Random): number {
  return valueAt(quantiles, random.next());
}

/** The distribution's value at probability `p`, interpolated as `drawFrom` does. */
export function valueAt(quantiles: Quantiles, p: number): number {
  for (let index = 1; index < quantiles.length; index += 1) {
    const [p1, v1] = quantiles[index]!;
    if (p > p1 && index < quantiles.length - 1) continue;
    const [p0, v0] = quantiles[index - 1]!;
    const t = p1 === p0 ? 0 : Math.min(1, Math.max(0, (p - p0) / (p1 - p0)));
    return v0 > 0 && v1 > 0 ? Math.exp(Math.log(v0) + t * (Math.log(v1) - Math.log(v0))) : v0 + t * (v1 - v0);
  }
  return quantiles[quantiles.length - 1]![1];
}

/** The quantiles of measured values at the probabilities of `like`: how the corpus check compares. */
export function measuredQuantiles(values: readonly number[], like: Quantiles): Quantiles {
  const sorted = [...values].sort((a, b) => a - b);
  return like.map(([p]) => [p, sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!] as const);
}
