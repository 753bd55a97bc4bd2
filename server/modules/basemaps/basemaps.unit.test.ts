import { validateStyleMin } from "@maplibre/maplibre-gl-style-spec";
import { Hono } from "hono";
import { gunzipSync } from "node:zlib";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
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
  OFFLINE_DATA_URL,
  OFFLINE_DATASETS,
  OFFLINE_KIND_PROPERTY,
  OFFLINE_STYLE_URL,
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

describe("offline basemap data", () => {
  interface Collection {
    type: string;
    features: { properties: Record<string, string>; geometry: { type: string; coordinates: [number, number] } }[];
  }

  it("serves every kind of feature as one gzipped GeoJSON collection with an ETag", async () => {
    const response = await app().request(OFFLINE_DATA_URL, { headers: { "Accept-Encoding": "gzip" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("gzip");
    const geojson = JSON.parse(gunzipSync(Buffer.from(await response.arrayBuffer())).toString("utf8")) as Collection;
    expect(geojson.type).toBe("FeatureCollection");
    const kinds = new Set(geojson.features.map((feature) => feature.properties[OFFLINE_KIND_PROPERTY]));
    expect([...kinds].sort()).toEqual([...OFFLINE_DATASETS].sort());

    const again = await app().request(OFFLINE_DATA_URL, { headers: { "If-None-Match": response.headers.get("etag")! } });
    expect(again.status).toBe(304);
  });

  it("labels every state at a point inside the United States", async () => {
    const geojson = (await (await app().request(OFFLINE_DATA_URL)).json()) as Collection;
    const utah = geojson.features.find(
      (feature) => feature.properties[OFFLINE_KIND_PROPERTY] === "state-labels" && feature.properties.name === "Utah",
    );
    expect(utah?.geometry.coordinates[0]).toBeCloseTo(-111.7, 0);
    expect(utah?.geometry.coordinates[1]).toBeCloseTo(39.3, 0);
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
