// The real USFS ranger districts of the corpus import with the README's importer: every district,
// with its forest and district names, and a line in the La Sal Mountains crosses the Moab district.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMappedTrail } from "../factories/map";
import { createTestApp, type TestApp } from "../setup/test-app";
import { publicLands } from "../../server/db/schema";
import { importPublicLands } from "../../server/modules/map/imports/geojson-import";
import { USFS_RANGER_DISTRICTS } from "./corpus";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe("the USFS ranger districts", () => {
  it("import every district with its agency, forest and name", { timeout: 300_000 }, async () => {
    const result = await importPublicLands(t.db, USFS_RANGER_DISTRICTS);
    expect(result).toMatchObject({ source: "usfs-ranger-districts", removed: 0 });
    expect(result.added).toBeGreaterThan(400);
    const [moab] = await t.db.select().from(publicLands).where(eq(publicLands.name, "Moab Ranger District"));
    expect(moab).toMatchObject({ agency: "USFS", unit: "Manti-La Sal National Forest", source: "usfs-ranger-districts" });
    const unnamed = await t.db.select().from(publicLands).where(eq(publicLands.name, ""));
    expect(unnamed).toEqual([]);

    const inside = await insertMappedTrail(t.db, { latitude: 38.48, longitude: -109.27, isPreview: true });
    const response = await t.app.request(`/api/v2/map/public-lands/crossed/?kind=trail&id=${inside.id}`);
    expect(await response.json()).toEqual({
      public_lands: [{ agency: "USFS", unit: "Manti-La Sal National Forest", name: "Moab Ranger District" }],
    });
  });
});
