// A guide's lands and roads are kept (ADR 0082) by the writes that change them: an import of lands or
// roads, a new line. Readers are answered for the line and the layers as they are now, whether or
// not a kept row is current.
import { readFileSync } from "node:fs";
import path from "node:path";
import { and, eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { LineGeometry } from "../../../shared/geo/geometry";
import { insertReader } from "../../../tests/factories/guides";
import { insertMappedTrail, withGeoJsonFile } from "../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { guideSurroundings, trails } from "../../db/schema";
import { createGuideSurroundingsRepository } from "./guide-surroundings.repository";
import { importPublicLands, importRoads } from "./imports/geojson-import";

let t: TestApp;
let writer: Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
  writer = await insertReader(t.db, t.services, { role: "WRITER" });
});
afterAll(async () => {
  await t.close();
});

// Open ocean south of the Tuamotus, where no other test's line or land goes.
const COVE = { west: -141, south: -31, east: -140.9, north: -30.9 };
const BAY = { west: -141, south: -32, east: -140.9, north: -31.9 };
const REEF = { west: -145, south: -31, east: -144.9, north: -30.9 };

const parcel = (box: typeof COVE, name: string) => ({
  type: "Feature",
  geometry: {
    type: "Polygon",
    coordinates: [
      [
        [box.west, box.south],
        [box.east, box.south],
        [box.east, box.north],
        [box.west, box.north],
        [box.west, box.south],
      ],
    ],
  },
  properties: { agency: "BLM", unit: "Tuamotu Field Office", name },
});

const lineInside = (box: typeof COVE): LineGeometry => ({
  type: "LineString",
  coordinates: [
    [box.west + 0.02, box.south + 0.02, 10],
    [box.west + 0.05, box.south + 0.05, 12],
  ],
});

const importParcels = (features: unknown[], source = "surroundings-parcels") =>
  withGeoJsonFile(`${source}.geojson`, { type: "FeatureCollection", features }, (file) =>
    importPublicLands(t.db, file, { source }),
  );

const crossedNames = async (id: number) => {
  const response = await t.app.request(`/api/v2/map/public-lands/crossed/?kind=trail&id=${id}`);
  expect(response.status).toBe(200);
  return ((await response.json()) as { public_lands: { name: string }[] }).public_lands.map(({ name }) => name);
};

const kept = (id: number) => createGuideSurroundingsRepository(t.db).findCurrent("trail", id);

it("follows every import of lands or roads, and passes over a row whose line has changed since", async () => {
  const trail = await insertMappedTrail(t.db, { latitude: COVE.south + 0.02, longitude: COVE.west + 0.02, isPreview: true });

  await importParcels([parcel(COVE, "Cove Parcel")]);
  expect(await kept(trail.id)).toMatchObject({ publicLands: [{ name: "Cove Parcel" }], roads: [] });
  expect(await crossedNames(trail.id)).toEqual(["Cove Parcel"]);

  // The next import of the source renames the land: the kept row follows it in the import's transaction.
  await importParcels([parcel(COVE, "Cove Parcel, resurveyed")]);
  expect(await kept(trail.id)).toMatchObject({ publicLands: [{ name: "Cove Parcel, resurveyed" }] });
  expect(await crossedNames(trail.id)).toEqual(["Cove Parcel, resurveyed"]);

  // An import of another source far away leaves the row as it was, carried to the layer's new version.
  await importParcels([parcel(REEF, "Reef Parcel")], "surroundings-reef");
  expect(await kept(trail.id)).toMatchObject({ publicLands: [{ name: "Cove Parcel, resurveyed" }] });

  // An import of roads changes what the line drives along.
  await withGeoJsonFile(
    "surroundings-roads.geojson",
    {
      type: "FeatureCollection",
      features: [
        {
          type: "Feature",
          geometry: { type: "LineString", coordinates: trail.geojson.coordinates },
          properties: { NAME: "Cove Road", SYMBOL_NAME: "Road, Open to All Vehicles" },
        },
      ],
    },
    (file) => importRoads(t.db, file, { source: "surroundings-roads" }),
  );
  expect(await kept(trail.id)).toMatchObject({ roads: [{ name: "Cove Road" }] });

  // A line changed by a write that names no projection: its kept row no longer counts.
  await t.db
    .update(trails)
    .set({ geojson: lineInside(BAY) })
    .where(eq(trails.id, trail.id));
  expect(await kept(trail.id)).toBeNull();
  expect(await crossedNames(trail.id)).toEqual([]);
});

it("works out a guide's lands again when its line is edited", async () => {
  await importParcels([parcel(COVE, "Cove Parcel"), parcel(BAY, "Bay Parcel")]);
  const trail = await insertMappedTrail(t.db, { latitude: COVE.south + 0.02, longitude: COVE.west + 0.02 });

  const response = await apiRequest(
    t.app,
    "PATCH",
    `/v2/trails/edit/${trail.id}/`,
    { geojson: lineInside(BAY), change_reason: "Moved to the bay" },
    writer.headers,
  );
  expect(response.status).toBe(200);
  expect(await kept(trail.id)).toMatchObject({ publicLands: [{ name: "Bay Parcel" }] });
});

it("names each land once in the rows kept before lands were, after migration 0045", async () => {
  const trail = await insertMappedTrail(t.db, { latitude: BAY.south + 0.02, longitude: BAY.west + 0.02, isPreview: true });
  await importParcels([parcel(BAY, "Bay Parcel")], "surroundings-bay");
  const bay = { agency: "BLM", unit: "Tuamotu Field Office", name: "Bay Parcel" };
  const cove = { ...bay, name: "Cove Parcel" };
  // As a row was kept when the line crossed three parcels of two lands.
  await t.db
    .update(guideSurroundings)
    .set({ publicLands: [cove, bay, bay] })
    .where(and(eq(guideSurroundings.kind, "trail"), eq(guideSurroundings.guideId, trail.id)));

  const migration = readFileSync(path.resolve("server/db/migrations/0045_guide_surroundings_each_land_once.sql"), "utf8");
  await t.db.execute(sql.raw(migration));
  expect((await kept(trail.id))?.publicLands).toEqual([bay, cove]);
});
