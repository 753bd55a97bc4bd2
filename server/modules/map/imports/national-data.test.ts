// The generated national data set reads as the real datasets do: every PAD-US polygon, MVUM road
// and trail and GTLF route at a small scale streams in strictly from its GeoJSON sequence (nothing
// refused), with its agency and unit, and each MVUM road with its vehicle classes and open dates.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { generateNationalData, type NationalManifest } from "../../../../scripts/national-data/generate";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { publicLands, roads } from "../../../db/schema";
import { fileSource } from "./feature-source";
import { importDataset } from "./geojson-import";

let t: TestApp;
let dir: string;
let manifest: NationalManifest;

beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(path.join(os.tmpdir(), "national-import-"));
  manifest = await generateNationalData({ dir, scale: 0.0005 });
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});

describe("the generated national data set", () => {
  // Each import spans the country, so it works out again the lands and roads of every demo guide
  // (ADR 0082), which now drive along the seed's demo roads: 31 s alone on PostgreSQL on 2 cores,
  // over a minute beside the other files. How long an import takes is a figure of the bench.
  it("imports every land and road strictly, each with the attributes its schema gives", { timeout: 240_000 }, async () => {
    for (const file of manifest.files) {
      const result = await importDataset(t.db, file.kind, [await fileSource(path.join(dir, file.file))], {
        source: `national-${file.file}`,
        isStrict: true,
      });
      expect({ file: file.file, added: result.added, skipped: result.skipped }).toEqual({
        file: file.file,
        added: file.features,
        skipped: [],
      });
    }
    const lands = await t.db.select().from(publicLands).where(eq(publicLands.source, "national-padus-lands.geojsonl"));
    const agencies = new Set(lands.map((land) => land.agency));
    expect(agencies.size).toBeGreaterThan(2);
    for (const agency of agencies) expect(["USFS", "BLM", "NPS", "FWS", "SDNR", "CNTY"]).toContain(agency);
    expect(lands.every((land) => land.unit !== "" && land.name !== "")).toBe(true);

    const mvum = await t.db.select().from(roads).where(eq(roads.source, "national-mvum-roads.geojsonl"));
    const seasonal = mvum.find((road) => road.designation.seasonal === "seasonal");
    const openDates: unknown = expect.stringMatching(/^\d\d\/\d\d-\d\d\/\d\d$/);
    expect(seasonal?.designation.vehicles).toContainEqual({ vehicle: "High clearance vehicle", dates: openDates });
  });
});
