// `npm run import:terrain` (ADR 0086): an elevation model's heights written into the ground's cells,
// read back at any position, merged with what a cell held, and refused whole when the file is wrong.
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { withElevationModel, type ElevationModel } from "../../../tests/factories/terrain";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { terrainCells } from "../../db/schema";
import { ImportError } from "../map/imports/import-error";
import { importTerrain } from "./terrain-import";
import { groundHeightsAt } from "./terrain-heights";
import { createTerrainRepository } from "./terrain.repository";

const run = promisify(execFile);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A slope rising 1 m every 0.001 degree eastwards and 2 m every 0.001 degree southwards. */
const slope = (longitude: number, latitude: number) => 500 + (longitude + 120.3) * 1000 + (45 - latitude) * 2000;

/** Two cells of a 3 arc-second model near 45° N, 120° W. */
const twoCells: ElevationModel = { west: -120.3, north: 45, step: 1 / 1200, width: 240, height: 120, heightAt: slope };

const heightsAt = (positions: [number, number][]) => groundHeightsAt(createTerrainRepository(t.db), positions);
const storedCells = async () => (await t.db.select({ cells: count() }).from(terrainCells))[0]!.cells;

describe("importing an elevation model", () => {
  it("writes the heights of every cell the model covers, and reads them back at any position", async () => {
    const result = await withElevationModel(twoCells, (file) => importTerrain(t.db, file, { source: "3DEP test" }));
    expect(result).toEqual({ source: "3DEP test", cells: 2, samplesPerSide: 121 });
    const positions: [number, number][] = [
      [-120.29, 44.99],
      [-120.2, 44.95],
      [-120.1234, 44.9321],
    ];
    const heights = await heightsAt(positions);
    positions.forEach((position, index) => expect(heights[index]).toBeCloseTo(slope(...position), -0.2));
    expect(await heightsAt([[-120.35, 44.95]])).toEqual([null]);
  });

  it("keeps a cell's heights outside a later model that covers only part of it, and where that model has no data", async () => {
    const level =
      (metres: number | null): ElevationModel["heightAt"] =>
      () =>
        metres;
    await withElevationModel({ west: -121, north: 46, step: 0.01, width: 10, height: 10, heightAt: level(1000) }, (file) =>
      importTerrain(t.db, file),
    );
    await withElevationModel(
      { west: -121, north: 46, step: 0.01, width: 5, height: 10, heightAt: (longitude) => (longitude < -120.98 ? null : 2000) },
      (file) => importTerrain(t.db, file),
    );
    const [covered, beside, noData] = await heightsAt([
      [-120.96, 45.95],
      [-120.93, 45.95],
      [-120.995, 45.95],
    ]);
    expect(covered).toBeCloseTo(2000, 6);
    expect(beside).toBeCloseTo(1000, 6);
    expect(noData).toBeCloseTo(1000, 6);
  });

  it("reads a model as GDAL writes one, tiled and compressed", async () => {
    const heights = await withElevationModel(twoCells, async (file) => {
      const compressed = path.join(path.dirname(file), "compressed.tif");
      await run("gdal_translate", ["-q", "-co", "TILED=YES", "-co", "COMPRESS=DEFLATE", file, compressed]);
      await importTerrain(t.db, compressed);
      return heightsAt([[-120.2, 44.95]]);
    });
    expect(heights[0]).toBeCloseTo(slope(-120.2, 44.95), -0.2);
  });

  it("refuses a model in a projection and a file that is not a GeoTIFF, and changes nothing", async () => {
    const before = await storedCells();
    const projected = withElevationModel({ ...twoCells, west: -110.3, system: "projected" }, (file) => importTerrain(t.db, file));
    await expect(projected).rejects.toThrow(
      new ImportError(
        "model.tif is not in longitude and latitude (EPSG:4326 or EPSG:4269). Reproject it first: gdalwarp -t_srs EPSG:4326 in.tif out.tif.",
      ),
    );
    await expect(importTerrain(t.db, path.join(import.meta.dirname, "terrain-grid.ts"))).rejects.toThrow(
      new ImportError("terrain-grid.ts is not a GeoTIFF file."),
    );
    expect(await storedCells()).toBe(before);
  });
});
