import { VectorTile } from "@mapbox/vector-tile";
import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { Hono } from "hono";
import { gunzipSync } from "node:zlib";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import type { Point } from "geojson";
import { PbfReader } from "pbf";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AppEnv } from "../../http/app-env";
import { handleError } from "../../http/errors";
import { basemapRoutes } from "./basemaps.routes";
import {
  BASEMAP_STATUS_PATH,
  DEFAULT_BASEMAP_SOURCES,
  NOTHING_REACHABLE,
  type BasemapSources,
} from "../../../shared/map/basemaps";
import {
  OFFLINE_STYLE_URL,
  OFFLINE_TILE_MAXZOOM,
  OFFLINE_TILES_PATH,
  offlineBasemapStyle,
} from "../../../shared/map/offline-basemap-style";

function app(sources: BasemapSources | null = null) {
  const hono = new Hono<AppEnv>();
  hono.use(async (c, next) => {
    c.set("logger", { warn: () => undefined, error: () => undefined } as unknown as AppEnv["Variables"]["logger"]);
    await next();
  });
  hono.onError(handleError);
  return hono.route("/", basemapRoutes(sources));
}

describe("offline basemap style", () => {
  it("is a valid MapLibre style", () => {
    expect(validateStyleMin(offlineBasemapStyle())).toEqual([]);
  });

  it("is served as JSON", async () => {
    const response = await app().request(OFFLINE_STYLE_URL);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual(offlineBasemapStyle());
  });
});

describe("offline basemap tiles", () => {
  async function tile(path: string) {
    const response = await app().request(`${OFFLINE_TILES_PATH}/${path}.mvt`, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const bytes = gunzipSync(Buffer.from(await response.arrayBuffer()));
    return { response, layers: new VectorTile(new PbfReader(bytes)).layers };
  }

  it("cuts the lower 48 into a layer per dataset, the states labelled inside the United States", async () => {
    const { layers } = await tile("3/1/3");
    expect(Object.keys(layers).sort()).toEqual(["countries", "lakes", "land", "rivers", "state-labels", "states"]);
    const labels = layers["state-labels"]!;
    const utah = Array.from({ length: labels.length }, (_, index) => labels.feature(index).toGeoJSON(1, 3, 3)).find(
      (feature) => feature.properties?.name === "Utah",
    );
    const [longitude, latitude] = (utah?.geometry as Point).coordinates;
    expect(longitude).toBeCloseTo(-111.7, 0);
    expect(latitude).toBeCloseTo(39.3, 0);
  });

  it("has no land in the open Pacific, and answers 304 to its ETag", async () => {
    const { response, layers } = await tile("6/5/28");
    expect(layers.land).toBeUndefined();
    const again = await app().request(`${OFFLINE_TILES_PATH}/6/5/28.mvt`, {
      headers: { "If-None-Match": response.headers.get("etag")! },
    });
    expect(again.status).toBe(304);
  });

  it("refuses a zoom past its data and a tile off the grid", async () => {
    expect((await app().request(`${OFFLINE_TILES_PATH}/${OFFLINE_TILE_MAXZOOM + 1}/0/0.mvt`)).status).toBe(400);
    expect((await app().request(`${OFFLINE_TILES_PATH}/2/4/0.mvt`)).status).toBe(400);
  });

  it("answers 404 for data it does not have", async () => {
    expect((await app().request("/basemaps/offline/secrets.geojson")).status).toBe(404);
  });
});

describe("glyphs", () => {
  it("serves a Noto Sans range for a font stack that names it", async () => {
    const response = await app().request("/basemaps/fonts/Noto%20Sans%20Regular,Arial%20Unicode%20MS%20Regular/0-255.pbf");
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("application/x-protobuf");
    expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(1000);
  });

  it("answers 404 for a font it does not have", async () => {
    expect((await app().request("/basemaps/fonts/Comic%20Sans/0-255.pbf")).status).toBe(404);
  });
});

describe("which online sources answer", () => {
  let provider: Server;
  let providerUrl: string;
  const asked: string[] = [];
  beforeAll(async () => {
    provider = createServer((request, response) => {
      asked.push(request.url ?? "");
      response.writeHead(request.url?.startsWith("/down") ? 503 : 200).end("{}");
    });
    await new Promise<void>((resolve) => provider.listen(0, "127.0.0.1", resolve));
    providerUrl = `http://127.0.0.1:${(provider.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise((resolve) => provider.close(resolve)));

  it("asks each source for its style or its world tile, once a minute at most", async () => {
    const sources: BasemapSources = {
      ...DEFAULT_BASEMAP_SOURCES,
      streetsStyleUrl: `${providerUrl}/styles/streets.json`,
      topoTilesUrl: `${providerUrl}/topo/{z}/{y}/{x}.png`,
      // A port nothing listens on: the provider cannot be reached.
      imageryTilesUrl: "http://127.0.0.1:1/imagery/{z}/{y}/{x}",
      hillshadeTilesUrl: `${providerUrl}/down/{z}/{x}/{y}.png`,
    };
    const routes = app(sources);
    const response = await routes.request(BASEMAP_STATUS_PATH);
    expect(response.headers.get("cache-control")).toBe("public, max-age=60");
    expect(await response.json()).toEqual({ openfreemap: true, "usgs-topo": true, "usgs-imagery": false, hillshade: false });
    expect(asked.sort()).toEqual(["/down/0/0/0.png", "/styles/streets.json", "/topo/0/0/0.png"]);
    await routes.request(BASEMAP_STATUS_PATH);
    expect(asked).toHaveLength(3);
  });

  it("answers that nothing is reachable when no online source is configured", async () => {
    expect(await (await app(null).request(BASEMAP_STATUS_PATH)).json()).toEqual(NOTHING_REACHABLE);
  });
});
