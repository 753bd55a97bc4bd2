// Tiles of the imported layers under their version (ADR 0077): the TileJSON names the URL, the tile
// there is the same for every reader and kept for good, and a re-import of a layer moves that layer
// (only) to a new URL, to which the old one points.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertReader } from "../../../../tests/factories/guides";
import { decodeTileWithGdal, pacificParcel, withGeoJsonFile } from "../../../../tests/factories/map";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { projectX, projectY } from "../../../../shared/map/web-mercator";
import { importPublicLands, importRoads } from "../imports/geojson-import";

/** The Pacific parcel's tile at zoom 10. */
const PARCEL_TILE = { z: 10, x: Math.floor(projectX(-149.95) * 1024), y: Math.floor(projectY(-39.95) * 1024) };
const SOURCE = "versioned-tiles-parcels";

let t: TestApp;
let paidHeaders: Record<string, string>;

interface TileJson {
  tilejson: string;
  tiles: string[];
  maxzoom: number;
  vector_layers: { id: string }[];
}

async function tileJson(layer: string): Promise<TileJson> {
  const response = await t.app.request(`/tiles/${layer}.json`);
  expect(response.status).toBe(200);
  expect(response.headers.get("cache-control")).toBe("public, max-age=60");
  return (await response.json()) as TileJson;
}

/** The URL of the parcel's tile that the TileJSON names. */
async function parcelTileUrl(layer: string): Promise<string> {
  const [template] = (await tileJson(layer)).tiles;
  return template!
    .replace("{z}", String(PARCEL_TILE.z))
    .replace("{x}", String(PARCEL_TILE.x))
    .replace("{y}", String(PARCEL_TILE.y));
}

async function landNames(url: string, headers: Record<string, string> = {}) {
  const response = await t.app.request(url, { headers });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  const layers = await decodeTileWithGdal(bytes, PARCEL_TILE);
  return { response, names: (layers["public-lands"] ?? []).map((land) => land.name) };
}

function importParcel(name: string) {
  return withGeoJsonFile(
    "parcels.geojson",
    { type: "FeatureCollection", features: [pacificParcel({ agency: "BLM", unit: "Test", name })] },
    (file) => importPublicLands(t.db, file, { source: SOURCE }),
  );
}

beforeAll(async () => {
  t = await createTestApp();
  paidHeaders = (await insertReader(t.db, t.services, { subscribed: true })).headers;
  await importParcel("First Parcel");
});

afterAll(async () => {
  await t.close();
});

describe("versioned tiles of the imported layers", () => {
  it("are named by the layer's TileJSON, the same for every reader, and cached for good", async () => {
    const json = await tileJson("public-lands");
    expect(json).toMatchObject({ tilejson: "3.0.0", maxzoom: 14, vector_layers: [{ id: "public-lands" }] });
    expect(json.tiles[0]).toMatch(/^\/tiles\/public-lands\/v\d+\/\{z\}\/\{x\}\/\{y\}\.mvt$/);

    const url = await parcelTileUrl("public-lands");
    const visitor = await landNames(url);
    expect(visitor.names).toEqual(["First Parcel"]);
    expect(visitor.response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    // Compressed or not is all a shared cache tells apart: no reader's cookie or token.
    expect(visitor.response.headers.get("vary")).toBe("Accept-Encoding");
    const member = await landNames(url, paidHeaders);
    expect(member.response.headers.get("etag")).toBe(visitor.response.headers.get("etag"));
  });

  it("move to a new URL when the layer is imported again; the old URL points there and is never stored", async () => {
    const oldUrl = await parcelTileUrl("public-lands");
    const roadsUrl = await parcelTileUrl("roads");
    await importParcel("Second Parcel");

    const newUrl = await parcelTileUrl("public-lands");
    expect(newUrl).not.toBe(oldUrl);
    expect((await landNames(newUrl)).names).toEqual(["Second Parcel"]);
    // A tile read again at the old version is sent where the layer went: the neighbouring tile,
    // which nobody asked for before.
    const neighbour = (url: string) => url.replace(`/${PARCEL_TILE.x}/`, `/${PARCEL_TILE.x + 1}/`);
    const old = await t.app.request(neighbour(oldUrl));
    expect(old.status).toBe(302);
    expect(old.headers.get("location")).toBe(neighbour(newUrl));
    expect(old.headers.get("cache-control")).toBe("no-store");
    // One the process still keeps at the old version is still that version's: an old URL never
    // shows the new land.
    expect((await landNames(oldUrl)).names).toEqual(["First Parcel"]);
    // The roads were not imported: their tiles keep their URL.
    expect(await parcelTileUrl("roads")).toBe(roadsUrl);
  });

  it("moves the roads' URL, not the lands', when roads are imported", async () => {
    const landsUrl = await parcelTileUrl("public-lands");
    const roadsUrl = await parcelTileUrl("roads");
    const road = {
      type: "Feature",
      geometry: {
        type: "LineString",
        coordinates: [
          [-149.97, -39.97],
          [-149.93, -39.93],
        ],
      },
      properties: { NAME: "Parcel Road", SURFACETYPE: "NAT - NATIVE MATERIAL" },
    };
    await withGeoJsonFile("parcel-roads.geojson", { type: "FeatureCollection", features: [road] }, (file) =>
      importRoads(t.db, file, { source: "versioned-tiles-roads" }),
    );
    expect(await parcelTileUrl("roads")).not.toBe(roadsUrl);
    expect(await parcelTileUrl("public-lands")).toBe(landsUrl);
  });

  it("are served for the imported layers only, at whole versions", async () => {
    const { x, y, z } = PARCEL_TILE;
    expect((await t.app.request(`/tiles/trails/v1/${z}/${x}/${y}.mvt`)).status).toBe(404);
    expect((await t.app.request(`/tiles/trails.json`)).status).toBe(404);
    expect((await t.app.request(`/tiles/public-lands/v1.5/${z}/${x}/${y}.mvt`)).status).toBe(404);
  });
});
