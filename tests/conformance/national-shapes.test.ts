// The national data set's land boundaries take their shape from the real USFS ranger districts: the
// tables in scripts/national-data/shapes.ts are what this corpus measures.
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import type { FeatureCollection, MultiPolygon, Polygon } from "geojson";
import { expect, it } from "vitest";
import { LAND_PARTS, LAND_VERTICES, LAND_WITH_HOLES, measuredQuantiles } from "../../scripts/national-data/shapes";
import { USFS_RANGER_DISTRICTS } from "./corpus";

it("measures the vertex, part and hole counts of the districts as the generator's tables give them", async () => {
  const files = (await readdir(USFS_RANGER_DISTRICTS, { recursive: true })).filter((file) => file.endsWith(".geojson"));
  const vertices: number[] = [];
  const parts: number[] = [];
  let withHoles = 0;
  for (const file of files) {
    const collection = JSON.parse(await readFile(path.join(USFS_RANGER_DISTRICTS, file), "utf8")) as FeatureCollection<
      Polygon | MultiPolygon
    >;
    for (const { geometry } of collection.features) {
      const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
      vertices.push(polygons.flat().reduce((sum, ring) => sum + ring.length, 0));
      parts.push(polygons.length);
      if (polygons.some((polygon) => polygon.length > 1)) withHoles += 1;
    }
  }
  expect(vertices.length).toBeGreaterThan(400);
  expect(measuredQuantiles(vertices, LAND_VERTICES)).toEqual(LAND_VERTICES);
  expect(measuredQuantiles(parts, LAND_PARTS)).toEqual(LAND_PARTS);
  expect(withHoles / vertices.length).toBeCloseTo(LAND_WITH_HOLES, 2);
});
