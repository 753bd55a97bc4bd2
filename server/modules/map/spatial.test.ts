// The spatial work on lands and roads is done in PostGIS exactly when the database offers the
// extension (migration 0039, ADR 0078): every test of lands crossed, roads driven and land and road
// tiles then runs against PostGIS on PostgreSQL with it, and against the application's path elsewhere.
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from "node:zlib";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import type { LineGeometry } from "../../../shared/geo/geometry";
import { pacificParcel, withGeoJsonFile } from "../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { roads } from "../../db/schema";
import { selectRows } from "../../db/select-rows";
import { importPublicLands, importRoads } from "./imports/geojson-import";
import { createLandAndRoadSpatial } from "./spatial";
import { ENCODES_AT_ONCE } from "./tiles/tiles.service";

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

it("works in PostGIS when the database offers it, with the imported shapes indexed there and the low zooms' tiles stored", async () => {
  const [offered] = await selectRows<{ present: boolean }>(
    t.db,
    sql`select exists (select 1 from pg_available_extensions where name = 'postgis') as present`,
  );
  const engine = await createLandAndRoadSpatial(t.db).engine();
  expect(engine).toBe(offered?.present ? "postgis" : "core");
  if (engine === "core") return;

  await withGeoJsonFile("parcel.geojson", { type: "FeatureCollection", features: [pacificParcel()] }, (file) =>
    importPublicLands(t.db, file, { source: "spatial-engine-parcel" }),
  );
  const [shapes] = await selectRows<{ lands: number; rows: number }>(
    t.db,
    sql`select (select count(*) from public_lands where source = 'spatial-engine-parcel' and ST_IsValid(geom))::int as lands,
      (select count(*) from map_features m join public_lands l on l.id = m.feature_id
        where m.kind = 'public-land' and l.source = 'spatial-engine-parcel' and m.geom is not null)::int as rows`,
  );
  expect(shapes).toEqual({ lands: 1, rows: 3 });

  // The low zooms' tiles are stored for the layer's version, served as stored, and replaced by the next import.
  const storedZooms = async () =>
    (
      await selectRows<{ z: number }>(
        t.db,
        sql`select distinct s.z from stored_tiles s join map_layer_versions v on v.layer = s.layer and v.version = s.version
          where s.layer = 'public-lands' order by s.z`,
      )
    ).map(({ z }) => z);
  expect(await storedZooms()).toEqual([6, 7, 8, 9]);
  // Served from storage: the z7 tile is given the z6 tile's bytes there, and that is what a reader gets.
  const storedAt = async (z: number) =>
    (
      await selectRows<{ x: number; y: number; bytes: Uint8Array }>(
        t.db,
        sql`select x, y, bytes from stored_tiles where layer = 'public-lands' and z = ${z}`,
      )
    )[0]!;
  const [z6, z7] = [await storedAt(6), await storedAt(7)];
  await t.db.execute(sql`update stored_tiles set bytes = ${z6.bytes} where layer = 'public-lands' and z = 7`);
  const served = await t.app.request(`/tiles/public-lands/7/${z7.x}/${z7.y}.mvt`, { headers: { "accept-encoding": "identity" } });
  expect(new Uint8Array(await served.arrayBuffer())).toEqual(new Uint8Array(z6.bytes));

  // Each is stored with its brotli and gzip copies (ADR 0080), and a reader who accepts one gets it
  // as stored: the z6 tile is given a large body and a brotli copy of another tile's bytes.
  const [copies] = await selectRows<{ bytes: Buffer; brotli: Buffer; gzip: Buffer }>(
    t.db,
    sql`select bytes, brotli, gzip from stored_tiles where layer = 'public-lands' and z = 6 and x = ${z6.x} and y = ${z6.y}`,
  );
  expect(brotliDecompressSync(copies!.brotli).equals(copies!.bytes)).toBe(true);
  expect(gunzipSync(copies!.gzip).equals(copies!.bytes)).toBe(true);
  const largeBody = Buffer.alloc(4096, 7);
  const otherCopy = brotliCompressSync(Buffer.from(z7.bytes));
  await t.db.execute(
    sql`update stored_tiles set bytes = ${largeBody}, brotli = ${otherCopy} where layer = 'public-lands' and z = 6`,
  );
  const compressed = await t.app.request(`/tiles/public-lands/6/${z6.x}/${z6.y}.mvt`, { headers: { "accept-encoding": "br" } });
  expect(compressed.headers.get("content-encoding")).toBe("br");
  expect(Buffer.from(await compressed.arrayBuffer()).equals(otherCopy)).toBe(true);

  const again = await withGeoJsonFile("parcel.geojson", { type: "FeatureCollection", features: [pacificParcel()] }, (file) =>
    importPublicLands(t.db, file, { source: "spatial-engine-parcel" }),
  );
  const [versions] = await selectRows<{ versions: number; tiles: number }>(
    t.db,
    sql`select count(distinct version)::int as versions, count(*)::int as tiles from stored_tiles where layer = 'public-lands'`,
  );
  expect(versions).toEqual({ versions: 1, tiles: expect.any(Number) as number });
  // The import tells how many it stored, once its rows were committed.
  expect(again.lowZoomTiles).toEqual({ stored: versions!.tiles });
  expect(await storedZooms()).toEqual([6, 7, 8, 9]);
});

it("imports lines whose positions carry heights or measures, kept as [longitude, latitude] on either engine", async () => {
  const road = {
    type: "Feature",
    geometry: {
      type: "LineString",
      coordinates: [
        [-150.5, -41, 1200],
        [-150.4, -41.05, 1210, 3.5],
      ],
    },
    properties: { NAME: "Height Road", SYMBOL_NAME: "Road, Open to All Vehicles" },
  };
  await withGeoJsonFile("heights.geojson", { type: "FeatureCollection", features: [road] }, (file) =>
    importRoads(t.db, file, { source: "spatial-heights" }),
  );
  const [row] = await t.db.select({ geometry: roads.geometry }).from(roads).where(eq(roads.source, "spatial-heights"));
  expect(row!.geometry).toEqual({
    type: "LineString",
    coordinates: [
      [-150.5, -41],
      [-150.4, -41.05],
    ],
  });
});

it("names a land once when the line crosses several of its parcels, and outlines each parcel, on either engine", async () => {
  // PAD-US holds a national forest as many parcels under one name: two of them here, and a neighbour.
  const square = (west: number, properties: Record<string, string>) => ({
    type: "Feature",
    geometry: {
      type: "Polygon",
      coordinates: [
        [
          [west, -45],
          [west + 0.1, -45],
          [west + 0.1, -44.9],
          [west, -44.9],
          [west, -45],
        ],
      ],
    },
    properties,
  });
  const forest = { agency: "USFS", unit: "Twin Parcels National Forest", name: "North Ranger District" };
  const parcels = [
    square(-160.3, forest),
    square(-160.1, forest),
    square(-160.2, { agency: "BLM", unit: "Gap", name: "Gap Field Office" }),
  ];
  await withGeoJsonFile("parcels.geojson", { type: "FeatureCollection", features: parcels }, (file) =>
    importPublicLands(t.db, file, { source: "spatial-parcels" }),
  );
  const line: LineGeometry = {
    type: "LineString",
    coordinates: [
      [-160.25, -44.95, 0],
      [-160.05, -44.95, 0],
    ],
  };
  const spatial = createLandAndRoadSpatial(t.db);
  expect(await spatial.publicLandsCrossedBy(line)).toEqual([{ agency: "BLM", unit: "Gap", name: "Gap Field Office" }, forest]);
  expect(await spatial.publicLandAreasCrossedBy(line)).toHaveLength(3);
});

it("answers a stored tile while more deep tiles than the pool holds wait on the database: a process encodes a few at once", async () => {
  if ((await createLandAndRoadSpatial(t.db).engine()) === "core") return;
  await withGeoJsonFile("parcel.geojson", { type: "FeatureCollection", features: [pacificParcel()] }, (file) =>
    importPublicLands(t.db, file, { source: "spatial-encode-slots" }),
  );
  const [stored] = await selectRows<{ x: number; y: number }>(
    t.db,
    sql`select x, y from stored_tiles where layer = 'public-lands' and z = 6 limit 1`,
  );
  // More than the pool's ten connections, each its own z14 tile, encoded on request.
  const deepTiles = 12;
  const x14 = Math.floor(((-150 + 180) / 360) * 2 ** 14);

  const deep = await t.db.transaction(async (tx) => {
    // The database holds every encode until this transaction ends, as a slow one would.
    await tx.execute(sql`lock table map_features in access exclusive mode`);
    const requests = Array.from({ length: deepTiles }, async (_, index) =>
      t.app.request(`/tiles/public-lands/14/${x14 + index}/10000.mvt`),
    );
    await expect
      .poll(() => {
        const { active, waiting } = t.services.tiles.encodeStats();
        return active + waiting;
      })
      .toBe(deepTiles);
    // The pool still has connections for everything else: no request waits for one.
    expect(t.database.connections()).toMatchObject({ waiting: 0 });
    expect(t.services.tiles.encodeStats().active).toBe(ENCODES_AT_ONCE);
    const storedTile = await t.app.request(`/tiles/public-lands/6/${stored!.x}/${stored!.y}.mvt`);
    expect(storedTile.status).toBe(200);
    return requests;
  });
  expect((await Promise.all(deep)).map((response) => response.status)).toEqual(Array(deepTiles).fill(200));
});
