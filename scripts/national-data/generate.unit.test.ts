import { createHash } from "node:crypto";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Feature, Position } from "geojson";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateNationalData, NATIONAL_COUNTS, type NationalManifest } from "./generate";
import { LAND_VERTICES, valueAt } from "./shapes";

const SCALE = 0.001;
let dir: string;
let manifest: NationalManifest;

beforeAll(async () => {
  dir = await mkdtemp(path.join(os.tmpdir(), "national-data-"));
  manifest = await generateNationalData({ dir: path.join(dir, "a"), scale: SCALE, seed: 7 });
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function featuresOf(file: string, folder = "a"): Promise<Feature[]> {
  const text = await readFile(path.join(dir, folder, file), "utf8");
  return text
    .trim()
    .split("\n")
    .map((line) => JSON.parse(line) as Feature);
}

const digest = async (folder: string, file: string) =>
  createHash("sha256")
    .update(await readFile(path.join(dir, folder, file)))
    .digest("hex");

/** Twice the signed area (shoelace): positive for a counter-clockwise ring. */
const signedArea = (ring: Position[]) =>
  ring.slice(1).reduce((sum, [x, y], index) => sum + (ring[index]![0]! * y! - x! * ring[index]![1]!), 0);

describe("the national data set", () => {
  it("has each dataset's features at the scale asked, one per line, counted in the manifest", async () => {
    for (const [name, full] of Object.entries(NATIONAL_COUNTS)) {
      const features = await featuresOf(`${name}.geojsonl`);
      expect({ name, count: features.length }).toEqual({ name, count: Math.round(full * SCALE) });
      expect(manifest.files.find((file) => file.file === `${name}.geojsonl`)?.features).toBe(features.length);
    }
  });

  it("writes the same bytes from the same seed, and other bytes from another", async () => {
    await generateNationalData({ dir: path.join(dir, "b"), scale: SCALE, seed: 7 });
    await generateNationalData({ dir: path.join(dir, "c"), scale: SCALE, seed: 8 });
    for (const file of ["padus-lands.geojsonl", "mvum-roads.geojsonl"]) {
      expect(await digest("b", file)).toBe(await digest("a", file));
      expect(await digest("c", file)).not.toBe(await digest("a", file));
    }
  });

  it("draws land boundaries as PAD-US polygons: closed rings, counter-clockwise outside, clockwise holes", async () => {
    const lands = await featuresOf("padus-lands.geojsonl");
    const vertexCounts: number[] = [];
    let holes = 0;
    for (const land of lands) {
      const { Unit_Nm: unit, Mang_Name: manager, GAP_Sts: status } = land.properties as Record<string, unknown>;
      expect([typeof unit, typeof manager, typeof status]).toEqual(["string", "string", "string"]);
      const geometry = land.geometry;
      if (geometry.type !== "Polygon" && geometry.type !== "MultiPolygon") throw new Error(`a land is a ${geometry.type}`);
      const polygons = geometry.type === "Polygon" ? [geometry.coordinates] : geometry.coordinates;
      for (const [outer, ...inner] of polygons) {
        for (const ring of [outer!, ...inner]) {
          expect(ring.length).toBeGreaterThanOrEqual(4);
          expect(ring[0]).toEqual(ring[ring.length - 1]);
        }
        expect(signedArea(outer!)).toBeGreaterThan(0);
        for (const hole of inner) expect(signedArea(hole)).toBeLessThan(0);
        holes += inner.length;
      }
      vertexCounts.push(polygons.flat().reduce((sum, ring) => sum + ring.length, 0));
    }
    expect(holes).toBeGreaterThan(0);
    expect(lands.some((land) => land.geometry.type === "MultiPolygon")).toBe(true);
    // A wilderness drawn inside the land before it: two agencies over the same ground.
    expect(lands.some((land) => land.properties?.Des_Tp === "WA")).toBe(true);
    const median = vertexCounts.sort((a, b) => a - b)[Math.floor(vertexCounts.length / 2)]!;
    expect(median / valueAt(LAND_VERTICES, 0.5)).toBeGreaterThan(0.75);
    expect(median / valueAt(LAND_VERTICES, 0.5)).toBeLessThan(1.33);
  });

  it("gives MVUM roads and trails their vehicle classes with open dates, and GTLF routes their designation", async () => {
    const roads = await featuresOf("mvum-roads.geojsonl");
    const trails = await featuresOf("mvum-trails.geojsonl");
    const routes = await featuresOf("gtlf-routes.geojsonl");
    for (const line of [...roads, ...trails, ...routes]) {
      expect(line.geometry.type).toBe("LineString");
      expect((line.geometry as { coordinates: Position[] }).coordinates.length).toBeGreaterThanOrEqual(2);
    }
    expect(roads.every((road) => road.properties?.HIGHCLEARANCEVEHICLE === "open")).toBe(true);
    const seasonal = roads.find((road) => road.properties?.SEASONAL === "seasonal");
    expect(seasonal?.properties?.HIGHCLEARANCEVEHICLE_DATESOPEN).toMatch(/^\d\d\/\d\d-\d\d\/\d\d$/);
    // Trails admit narrow vehicles only.
    expect(trails.some((trail) => trail.properties?.PASSENGERVEHICLE === "open")).toBe(false);
    expect(new Set(routes.map((route) => route.properties?.PLAN_OHV_ROUTE_DSGNTN as string))).toEqual(
      new Set(["Open", "Limited", "Closed"]),
    );
  });
});
