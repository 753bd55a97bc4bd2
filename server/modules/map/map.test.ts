// The map API: guides in view with each filter and the count, the public-land importers with the
// USFS ranger districts of tests/fixtures, and the public lands a guide's line crosses.
import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertPhoto, insertReader } from "../../../tests/factories/guides";
import { MOAB_RANGER_DISTRICT, USFS_RANGER_DISTRICTS } from "../../../tests/fixtures/fixtures";
import {
  decodeTileWithGdal,
  insertMappedScoutRoute,
  insertMappedTrail,
  pacificParcel,
  withGeoJsonFile,
} from "../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { mapFeatures, publicLands } from "../../db/schema";
import { projectX, projectY } from "../../../shared/map/web-mercator";
import { measures } from "../../../shared/domain/units";
import { printMapShape, type AreaGeometry } from "../../../shared/map/print-map";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { importPublicLands, importRoads } from "./imports/geojson-import";
import { mapGuidesPageSchema, mapImportsSchema, roadsUsedSchema } from "../../../shared/contracts/map.contract";

/** Open ocean, away from the demo content and the other map test file. */
const ORIGIN = { latitude: -20.5, longitude: -130.5 };
const BBOX = `${ORIGIN.longitude - 0.5},${ORIGIN.latitude - 0.5},${ORIGIN.longitude + 0.5},${ORIGIN.latitude + 0.5}`;

/** GDAL (gdal-bin, which the test script installs) makes the GeoPackages the importer reads. */
const runProgram = promisify(execFile);

let t: TestApp;
let ids: Record<string, number>;

async function guidesInView(query: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(`/api/v2/map/guides/?bbox=${BBOX}${query}`, { headers });
  expect(response.status).toBe(200);
  return mapGuidesPageSchema.parse(await response.json());
}

const titles = (page: { results: { title: string }[] }) => page.results.map((guide) => guide.title).sort();

beforeAll(async () => {
  t = await createTestApp();
  const at = (offset: number) => ({ latitude: ORIGIN.latitude + offset, longitude: ORIGIN.longitude + offset });
  const easy = await insertMappedTrail(t.db, {
    ...at(0),
    title: "A Easy Preview",
    technicalRatingLow: 2,
    technicalRatingHigh: 2,
    lengthMiles: 3,
    isPreview: true,
    pointsOfConcern: ["Mud"],
    reviewAverage: 4.5,
    reviewCount: 2,
  });
  const hard = await insertMappedTrail(t.db, {
    ...at(0.01),
    title: "B Hard Badge",
    technicalRatingLow: 8,
    technicalRatingHigh: 9,
    lengthMiles: 15,
    isBoh: true,
    pointsOfConcern: ["Width", "Body Damage"],
    reviewAverage: 3,
    reviewCount: 1,
  });
  const route = await insertMappedScoutRoute(t.db, { ...at(0.02), title: "C Scout Route", difficulty: 5, lengthMiles: 9 });
  const elsewhere = await insertMappedTrail(t.db, { latitude: 30, longitude: -100, title: "Far Away" });
  const unpublished = await insertMappedTrail(t.db, { ...at(0.03), title: "D Draft", published: false });
  await insertPhoto(t.db, { trailId: easy.id }, { photoType: 0 });
  ids = { easy: easy.id, hard: hard.id, route: route.id, elsewhere: elsewhere.id, unpublished: unpublished.id };
});

afterAll(async () => {
  await t.close();
});

describe("GET /api/v2/map/guides/", () => {
  it("lists published guides whose trailhead is in the box, best rated first, as preview-safe cards", async () => {
    const page = await guidesInView("");
    expect(page.count).toBe(3);
    expect(page.results.map((guide) => guide.title)).toEqual(["A Easy Preview", "B Hard Badge", "C Scout Route"]);
    const [easy] = page.results;
    expect(easy?.href).toMatch(new RegExp(`^/US/utah/trails/${ids.easy}-fixture-trail-\\d+$`));
    expect(easy?.photo).toMatch(/^\/media\/.+hero\.jpg$/);
    expect({ ...easy, href: null, photo: null }).toEqual({
      kind: "trail",
      id: ids.easy,
      title: "A Easy Preview",
      href: null,
      photo: null,
      difficulty: 2,
      color: "#399924",
      label: "Easy",
      length_mi: 3,
      rating: 4.5,
      review_count: 2,
      town: "Ouray",
      state: "UT",
      preview: true,
      boh: false,
      trailhead: [ORIGIN.longitude, ORIGIN.latitude],
    });
    expect(page.results[2]).toMatchObject({ kind: "scout-route", difficulty: 5, label: "Difficult", photo: null });
    expect(JSON.stringify(page)).not.toContain("coordinates");
  });

  it("is described in the OpenAPI document", async () => {
    const document = (await (await t.app.request("/api/docs")).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(["/v2/map/guides/", "/v2/map/public-lands/crossed/", "/v2/map/roads/used/"]),
    );
  });

  it("filters by points of concern only where the reader may see them: every trail when paid, preview trails otherwise", async () => {
    const paid = await insertReader(t.db, t.services, { subscribed: true });
    const free = await insertReader(t.db, t.services);
    expect(titles(await guidesInView("&concerns=Width|Height", paid.headers))).toEqual(["B Hard Badge"]);
    expect(titles(await guidesInView("&concerns=Mud", paid.headers))).toEqual(["A Easy Preview"]);
    for (const headers of [free.headers, {}]) {
      expect(titles(await guidesInView("&concerns=Width|Height", headers))).toEqual([]);
      expect(titles(await guidesInView("&concerns=Mud", headers))).toEqual(["A Easy Preview"]);
    }
  });

  it("counts every match but returns only `limit` of them", async () => {
    const page = await guidesInView("&limit=1");
    expect(page.count).toBe(3);
    expect(page.results).toHaveLength(1);
  });

  it.each([
    ["types=trails", ["A Easy Preview", "B Hard Badge"]],
    ["types=scout-routes", ["C Scout Route"]],
    ["types=orv-parks", []],
    ["difficulty-min=5", ["B Hard Badge", "C Scout Route"]],
    ["difficulty-max=4", ["A Easy Preview"]],
    ["length-min=10", ["B Hard Badge"]],
    ["length-max=10", ["A Easy Preview", "C Scout Route"]],
    ["state=ut", ["A Easy Preview", "B Hard Badge", "C Scout Route"]],
    ["state=CO", []],
    ["rating-min=4", ["A Easy Preview"]],
    ["preview=1", ["A Easy Preview"]],
    ["boh=true", ["B Hard Badge"]],
  ])("filters by %s", async (query, expected) => {
    const page = await guidesInView(`&${query}`);
    expect(titles(page)).toEqual(expected);
    expect(page.count).toBe(expected.length);
  });

  it.each([
    ["bbox=1,2,3", "bbox"],
    ["bbox=10,0,5,1", "bbox"],
    [`bbox=${BBOX}&difficulty-min=7&difficulty-max=3`, "difficulty-min"],
    [`bbox=${BBOX}&types=rivers`, "types"],
    [`bbox=${BBOX}&concerns=Ice`, "concerns"],
    [`bbox=${BBOX}&limit=500`, "limit"],
  ])("refuses %s with a field error", async (query, field) => {
    const response = await t.app.request(`/api/v2/map/guides/?${query}`);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { code: string; fields: Record<string, string[]> };
    expect(body.code).toBe("invalid");
    expect(Object.keys(body.fields).join(" ")).toContain(field);
  });
});

describe("public lands", () => {
  it("imports the USFS ranger districts, maps their attributes, and replaces them on re-import", async () => {
    const first = await importPublicLands(t.db, USFS_RANGER_DISTRICTS);
    expect(first).toMatchObject({ source: "usfs-ranger-districts", removed: 0 });
    expect(first.added).toBe(3);
    const [moab] = await t.db.select().from(publicLands).where(eq(publicLands.name, "Moab Ranger District"));
    expect(moab).toMatchObject({ agency: "USFS", unit: "Manti-La Sal National Forest", source: "usfs-ranger-districts" });

    const again = await importPublicLands(t.db, MOAB_RANGER_DISTRICT, { source: "usfs-ranger-districts" });
    expect(again).toMatchObject({ removed: first.added, added: 1 });
    const [rows] = await t.db.select({ rows: count() }).from(publicLands);
    expect(rows?.rows).toBe(1);
    const [featureRows] = await t.db.select({ rows: count() }).from(mapFeatures).where(eq(mapFeatures.kind, "public-land"));
    expect(featureRows?.rows).toBe(3);
  });

  it("leaves the data unchanged when a file is bad", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "bad-lands-"));
    try {
      const bad = path.join(dir, "usfs-ranger-districts.geojson");
      await writeFile(
        bad,
        JSON.stringify({
          type: "FeatureCollection",
          features: [{ type: "Feature", geometry: { type: "Point", coordinates: [0, 0] }, properties: {} }],
        }),
      );
      await expect(importPublicLands(t.db, bad)).rejects.toThrow(/feature 1: expected a Polygon or MultiPolygon/);
      await writeFile(bad, "{ not json");
      await expect(importPublicLands(t.db, bad)).rejects.toThrow(/not valid JSON/);
      const [rows] = await t.db.select({ rows: count() }).from(publicLands);
      expect(rows?.rows).toBe(1);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("serves imported lands and roads as tile layers", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "roads-"));
    try {
      const file = path.join(dir, "mvum-moab.geojson");
      const line = [
        [-109.3, 38.45],
        [-109.25, 38.5],
        [-109.2, 38.52],
      ];
      await writeFile(
        file,
        JSON.stringify({
          type: "FeatureCollection",
          features: [
            {
              type: "Feature",
              geometry: { type: "LineString", coordinates: line },
              properties: {
                NAME: "Geyser Pass Road",
                SYMBOL_NAME: "Road, Open to All Vehicles",
                SURFACETYPE: "NAT - NATIVE MATERIAL",
                SEASONAL: "seasonal",
                PASSENGERVEHICLE: "open",
                PASSENGERVEHICLE_DATESOPEN: "05/15-10/31",
                ATV: "open",
                OTHER_OHV_LT50INCHES: "open",
                OTHER_OHV_LT50INCHES_DATESOPEN: "06/01-09/30",
                MOTORCYCLE: null,
              },
            },
          ],
        }),
      );
      expect(await importRoads(t.db, file)).toMatchObject({ source: "mvum-moab", added: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
    t.services.tiles.clearCache();
    const z = 10;
    const address = { z, x: Math.floor(projectX(-109.25) * 2 ** z), y: Math.floor(projectY(38.5) * 2 ** z) };
    const lands = await t.app.request(`/tiles/public-lands/${z}/${address.x}/${address.y}.mvt`);
    const landLayers = await decodeTileWithGdal(new Uint8Array(await lands.arrayBuffer()), address);
    expect(landLayers["public-lands"]).toEqual([
      expect.objectContaining({
        agency: "USFS",
        unit: "Manti-La Sal National Forest",
        name: "Moab Ranger District",
        source: "usfs-ranger-districts",
      }),
    ]);
    expect(landLayers["public-lands"]![0]!.$geometry).toMatch(/POLYGON/);
    const roadTile = await t.app.request(`/tiles/roads/${z}/${address.x}/${address.y}.mvt`);
    const roadLayers = await decodeTileWithGdal(new Uint8Array(await roadTile.arrayBuffer()), address);
    expect(roadLayers.roads).toEqual([
      expect.objectContaining({
        name: "Geyser Pass Road",
        class: "Road, Open to All Vehicles",
        surface: "NAT - NATIVE MATERIAL",
        source: "mvum-moab",
        // The Motor Vehicle Use Map's classes, their dates and the "50 inches or less" class are kept.
        seasonal: "seasonal",
        vehicles: "Passenger vehicle (05/15-10/31); ATV (open); OHV 50 inches or less (06/01-09/30)",
      }),
    ]);
  });

  it("reads a GeoPackage through GDAL: its one layer, or the layer named when it has several", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "padus-"));
    try {
      // A PAD-US parcel far out in the Pacific, so no other test's line meets it.
      const geojson = path.join(dir, "parcel.geojson");
      const ring = [
        [-151, -41],
        [-150.9, -41],
        [-150.9, -40.9],
        [-151, -41],
      ];
      await writeFile(
        geojson,
        JSON.stringify({
          type: "Feature",
          geometry: { type: "Polygon", coordinates: [ring] },
          properties: { Mang_Name: "BLM", Unit_Nm: "Grand Staircase-Escalante National Monument", Loc_Nm: "Escalante Canyons" },
        }),
      );
      const gpkg = path.join(dir, "padus-ut.gpkg");
      await runProgram("ogr2ogr", ["-f", "GPKG", "-nln", "PADUS4_0Fee", gpkg, geojson]);
      expect(await importPublicLands(t.db, gpkg)).toMatchObject({ source: "padus-ut", added: 1 });
      const [row] = await t.db.select().from(publicLands).where(eq(publicLands.source, "padus-ut"));
      expect(row).toMatchObject({
        agency: "BLM",
        unit: "Grand Staircase-Escalante National Monument",
        name: "Escalante Canyons",
      });

      await runProgram("ogr2ogr", ["-f", "GPKG", "-update", "-nln", "PADUS4_0Easement", gpkg, geojson]);
      await expect(importPublicLands(t.db, gpkg)).rejects.toThrow(
        "padus-ut.gpkg has 2 layers (PADUS4_0Fee, PADUS4_0Easement): choose one with --layer NAME.",
      );
      await expect(importPublicLands(t.db, gpkg, { layer: "Designation" })).rejects.toThrow(
        'padus-ut.gpkg: no layer "Designation" (it has PADUS4_0Fee, PADUS4_0Easement).',
      );
      expect(await importPublicLands(t.db, gpkg, { layer: "PADUS4_0Easement" })).toMatchObject({ removed: 1, added: 1 });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("lists what is imported, by layer and source, with feature counts and dates", async () => {
    const listed = async () => mapImportsSchema.parse(await (await t.app.request("/api/v2/map/imports/")).json()).imports;
    expect((await listed()).find((entry) => entry.source === "listed-districts")).toBeUndefined();
    const { added } = await withGeoJsonFile(
      "parcel.geojson",
      { type: "FeatureCollection", features: [pacificParcel()] },
      (file) => importPublicLands(t.db, file, { source: "listed-districts" }),
    );
    const entry = (await listed()).find((candidate) => candidate.source === "listed-districts");
    expect(entry).toMatchObject({ layer: "public-lands", source: "listed-districts", features: added });
    expect(Date.parse(entry!.imported_at)).toBeGreaterThan(Date.now() - 60_000);
  });

  it("lists the imported roads a line drives along with their MVUM designation, with the line's access rules", async () => {
    // Far from every other test's line: a trail in the San Juans, a road traced along it and one across it.
    const start = { latitude: 37.81, longitude: -107.66 };
    const driven = await insertMappedTrail(t.db, { ...start, isPreview: true });
    const paidOnly = await insertMappedTrail(t.db, start);
    // Traced about 9 m east of the guide's own line, as two surveys of one road differ.
    const guideLine = driven.geojson.coordinates.map(([longitude, latitude]) => [longitude + 0.0001, latitude]);
    const feature = (coordinates: readonly (readonly number[])[], properties: Record<string, string>) => ({
      type: "Feature",
      geometry: { type: "LineString", coordinates },
      properties,
    });
    const halfway = Math.floor(guideLine.length / 2);
    const engineerPassRoad = {
      NAME: "Engineer Pass Road",
      SYMBOL_NAME: "Road, Open to High Clearance Vehicles Only",
      SURFACETYPE: "NAT - NATIVE MATERIAL",
      SEASONAL: "seasonal",
      HIGHCLEARANCEVEHICLE: "open",
      HIGHCLEARANCEVEHICLE_DATESOPEN: "06/15-10/15",
      OTHER_OHV_LT50INCHES: "open",
    };
    await withGeoJsonFile(
      "mvum-san-juan.geojson",
      {
        type: "FeatureCollection",
        // The road in two segments meeting halfway, as MVUM cuts its roads at junctions: named once.
        features: [
          feature(guideLine.slice(0, halfway + 1), engineerPassRoad),
          feature(guideLine.slice(halfway), engineerPassRoad),
          feature(
            [
              [start.longitude + 0.01, start.latitude - 0.01],
              [start.longitude, start.latitude + 0.01],
            ],
            { NAME: "Crossing Road", SYMBOL_NAME: "Road, Open to All Vehicles" },
          ),
        ],
      },
      (file) => importRoads(t.db, file),
    );
    const used = async (kind: string, id: number, headers: Record<string, string> = {}) =>
      t.app.request(`/api/v2/map/roads/used/?kind=${kind}&id=${id}`, { headers });

    const response = await used("trail", driven.id);
    expect(response.status).toBe(200);
    expect(roadsUsedSchema.parse(await response.json())).toEqual({
      roads: [
        {
          name: "Engineer Pass Road",
          class: "Road, Open to High Clearance Vehicles Only",
          surface: "NAT - NATIVE MATERIAL",
          seasonal: "seasonal",
          vehicles: [
            { vehicle: "High clearance vehicle", dates: "06/15-10/15" },
            { vehicle: "OHV 50 inches or less", dates: "open" },
          ],
        },
      ],
    });

    const refused = await used("trail", paidOnly.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "permission_denied" });
    const paid = await insertReader(t.db, t.services, { subscribed: true });
    const forPaid = roadsUsedSchema.parse(await (await used("trail", paidOnly.id, paid.headers)).json());
    expect(forPaid.roads).toHaveLength(1);
    expect((await used("trail", ids.unpublished!)).status).toBe(404);
    expect((await used("orv-park", 1)).status).toBe(400);
  });

  it("lists the public lands a line inside a district crosses, with the line's access rules", async () => {
    // A short line in the middle of the Moab Ranger District (La Sal Mountains), and one in the ocean.
    const inside = await insertMappedTrail(t.db, { latitude: 38.48, longitude: -109.27, isPreview: true });
    const paidOnly = await insertMappedTrail(t.db, { latitude: 38.48, longitude: -109.27 });
    const outside = await insertMappedTrail(t.db, { latitude: ORIGIN.latitude, longitude: ORIGIN.longitude, isPreview: true });
    const crossed = async (kind: string, id: number, headers: Record<string, string> = {}) =>
      t.app.request(`/api/v2/map/public-lands/crossed/?kind=${kind}&id=${id}`, { headers });

    const response = await crossed("trail", inside.id);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      public_lands: [{ agency: "USFS", unit: "Manti-La Sal National Forest", name: "Moab Ranger District" }],
    });
    expect(await (await crossed("trail", outside.id)).json()).toEqual({ public_lands: [] });

    const refused = await crossed("trail", paidOnly.id);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "permission_denied" });
    const paid = await insertReader(t.db, t.services, { subscribed: true });
    expect((await crossed("trail", paidOnly.id, paid.headers)).status).toBe(200);

    expect((await crossed("trail", ids.unpublished!)).status).toBe(404);
    expect((await crossed("scout-route", 999_999)).status).toBe(404);
    expect((await crossed("orv-park", 1)).status).toBe(400);
  });

  it("outlines the public lands a line crosses for the printed guide, with the line's access rules", async () => {
    const inside = await insertMappedTrail(t.db, { latitude: 38.48, longitude: -109.27 });
    const paidReader = { id: 1, access_type: "STANDARD", is_subscribed: true } as UserClaims;
    const freeReader = { id: 2, access_type: "STANDARD", is_subscribed: false } as UserClaims;

    const areas = await t.services.map.listCrossedPublicLandAreas("trail", inside.id, paidReader);
    expect(areas.map(({ unit, name }) => `${unit}, ${name}`)).toEqual(["Manti-La Sal National Forest, Moab Ranger District"]);
    expect(["Polygon", "MultiPolygon"]).toContain(areas[0]!.geometry.type);
    // Thinned and cut to the sheet's frame, the district's outline stays small.
    const shape = printMapShape(inside.geojson.coordinates, inside.bounds, measures("imperial"), {
      areas: areas.map((area) => area.geometry as AreaGeometry),
    });
    expect(shape.areas).toHaveLength(1);
    expect(shape.areas[0]!.length).toBeLessThan(20_000);

    await expect(t.services.map.listCrossedPublicLandAreas("trail", inside.id, freeReader)).rejects.toMatchObject({
      status: 403,
    });
    await expect(t.services.map.listCrossedPublicLandAreas("trail", inside.id, null)).rejects.toMatchObject({ status: 403 });
    await expect(t.services.map.listCrossedPublicLandAreas("trail", ids.unpublished!, null)).rejects.toMatchObject({
      status: 404,
    });
  });
});
