import { describe, expect, it } from "vitest";
import type { Bounds } from "../geo/geometry";
import { boundsWithMargin, deepestZoomWithin, tileCount, tileRange, tileRanges, tilesOf, tileUrl } from "./offline-pack-tiles";

// Around Ouray, Colorado: about 1.7 km by 1.3 km.
const route: Bounds = [
  [-107.68, 38.02],
  [-107.66, 38.032],
];

describe("offline pack tiles", () => {
  it("grows bounds by a margin in metres on every side", () => {
    const [[west, south], [east, north]] = boundsWithMargin(route, 5_000);
    expect(north - 38.032).toBeCloseTo(5_000 / 111_320, 5);
    expect(38.02 - south).toBeCloseTo(5_000 / 111_320, 5);
    // A degree of longitude is shorter at 38° north, so the margin spans more of them.
    expect(-107.68 - west).toBeGreaterThan(north - 38.032);
    expect(east + 107.66).toBeCloseTo(-107.68 - west, 8);
  });

  it("finds the tiles that cover bounds at a zoom (the world's one tile at zoom 0)", () => {
    expect(tileRange(route, 0)).toEqual({ z: 0, minX: 0, maxX: 0, minY: 0, maxY: 0 });
    // At zoom 12 the route crosses from column 822 into 823, in row 1579 (counted from the north).
    const range = tileRange(route, 12);
    expect(range).toMatchObject({ minX: 822, maxX: 823, minY: 1579, maxY: 1579 });
    expect(tileCount(tileRange(route, 16))).toBeGreaterThan(1);
  });

  it("counts four times the tiles per zoom once an area spans several", () => {
    const area = boundsWithMargin(route, 20_000);
    const [z10, z11, z12] = tileRanges(area, 10, 12).map(tileCount);
    expect(z11! / z10!).toBeGreaterThanOrEqual(2);
    expect(z12! / z11!).toBeGreaterThanOrEqual(2);
    expect(z12! / z11!).toBeLessThanOrEqual(6);
  });

  it("lists every tile of a range and fills URL templates", () => {
    const tiles = [...tilesOf({ z: 3, minX: 1, maxX: 2, minY: 4, maxY: 4 })];
    expect(tiles).toEqual([
      { z: 3, x: 1, y: 4 },
      { z: 3, x: 2, y: 4 },
    ]);
    expect(tileUrl("/tiles/roads/{z}/{x}/{y}.mvt", tiles[1]!)).toBe("/tiles/roads/3/2/4.mvt");
  });

  it("chooses the deepest zoom whose tiles stay within a size, never below the first", () => {
    const area = boundsWithMargin(route, 5_000);
    const options = { minZoom: 8, ceiling: 16, bytesPerTile: 50_000 };
    const small = deepestZoomWithin(area, { ...options, budgetBytes: 5_000_000 });
    const large = deepestZoomWithin(area, { ...options, budgetBytes: 50_000_000 });
    expect(large).toBeGreaterThan(small);
    const bytesTo = (zoom: number) => tileRanges(area, 8, zoom).reduce((sum, range) => sum + tileCount(range), 0) * 50_000;
    expect(bytesTo(small)).toBeLessThanOrEqual(5_000_000);
    expect(bytesTo(small + 1)).toBeGreaterThan(5_000_000);
    expect(deepestZoomWithin(area, { ...options, budgetBytes: 0 })).toBe(8);
    expect(deepestZoomWithin(route, { ...options, ceiling: 12, budgetBytes: 1e12 })).toBe(12);
  });
});
