// Vector tiles through the app, decoded by GDAL: what each tier sees, clusters at low zoom, the
// tile cache and HTTP caching, and refused addresses.
import { gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ACCESS_COOKIE } from "../../../../shared/domain/auth-cookies";
import { insertReader } from "../../../../tests/factories/guides";
import { decodeTileWithGdal, insertMappedScoutRoute, insertMappedTrail } from "../../../../tests/factories/map";
import { createSiblingApp, createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { projectX, projectY } from "../../../../shared/map/web-mercator";
import { refreshGuideMapFeatures } from "../map-features";
import { createMapFeaturesRepository } from "../map-features.repository";

/** Far from the demo content and from other fixtures: only what this file inserts is there. */
const ORIGIN = { latitude: 10.5, longitude: -140.5 };

function tileAt(z: number, { latitude, longitude } = ORIGIN) {
  const size = 2 ** z;
  return { z, x: Math.floor(projectX(longitude) * size), y: Math.floor(projectY(latitude) * size) };
}

const tilePath = (layer: string, { z, x, y }: { z: number; x: number; y: number }) => `/tiles/${layer}/${z}/${x}/${y}.mvt`;

let t: TestApp;
let paidHeaders: Record<string, string>;
let freeHeaders: Record<string, string>;
let previewTrail: Awaited<ReturnType<typeof insertMappedTrail>>;
let paidTrail: Awaited<ReturnType<typeof insertMappedTrail>>;
let route: Awaited<ReturnType<typeof insertMappedScoutRoute>>;

async function fetchTile(layer: string, z: number, headers: Record<string, string> = {}) {
  const address = tileAt(z);
  const response = await t.app.request(tilePath(layer, address), { headers });
  expect(response.status).toBe(200);
  const bytes = new Uint8Array(await response.arrayBuffer());
  return { response, bytes, layers: await decodeTileWithGdal(bytes, address) };
}

beforeAll(async () => {
  t = await createTestApp();
  const paid = await insertReader(t.db, t.services, { subscribed: true });
  const free = await insertReader(t.db, t.services);
  paidHeaders = paid.headers;
  freeHeaders = free.headers;
  previewTrail = await insertMappedTrail(t.db, {
    ...ORIGIN,
    title: "Preview Ridge",
    isPreview: true,
    isBoh: true,
    technicalRatingLow: 7,
    technicalRatingHigh: 8,
    pointsOfConcern: ["Mud", "Width"],
    lengthMiles: 8.256,
  });
  paidTrail = await insertMappedTrail(t.db, {
    latitude: ORIGIN.latitude + 0.001,
    longitude: ORIGIN.longitude,
    title: "Paid Canyon",
    pointsOfConcern: ["Height"],
  });
  route = await insertMappedScoutRoute(t.db, {
    latitude: ORIGIN.latitude,
    longitude: ORIGIN.longitude + 0.001,
    difficulty: null,
  });
});

afterAll(async () => {
  await t.close();
});

describe("vector tiles", () => {
  it("gives signed-out and free readers the preview trail lines and every trailhead, no scout-route lines", async () => {
    for (const headers of [{}, freeHeaders]) {
      const trails = await fetchTile("trails", 12, headers);
      expect(trails.layers.trails).toHaveLength(1);
      expect(trails.layers.trails![0]).toMatchObject({
        id: previewTrail.id,
        kind: "trail",
        title: "Preview Ridge",
        href: `/US/utah/trails/${previewTrail.id}-${previewTrail.slug}`,
        difficulty: 7,
        color: "#F7941D",
        length_mi: 8.26,
        rating: 0,
        review_count: 0,
        preview: true,
        boh: true,
        state: "UT",
        concerns: "|Mud|Width|",
        town: "Ouray",
        $geometry: "LINESTRING",
      });
      expect(trails.response.headers.get("cache-control")).toMatch(/^public, max-age=\d+$/);

      const routes = await fetchTile("scout-routes", 12, headers);
      expect(routes.layers["scout-routes"] ?? []).toHaveLength(0);

      const trailheads = await fetchTile("trailheads", 12, headers);
      const ids = trailheads.layers.trailheads!.map((feature) => `${String(feature.kind)}:${String(feature.id)}`).sort();
      expect(ids).toEqual([`scout-route:${route.id}`, `trail:${paidTrail.id}`, `trail:${previewTrail.id}`].sort());
      expect(trailheads.layers.trailheads!.every((feature) => feature.$geometry === "POINT")).toBe(true);
      // Points of concern are All-Access detail: only the preview trail's travel to these readers.
      const concernsOf = (id: number) => trailheads.layers.trailheads!.find((feature) => feature.id === id)?.concerns;
      expect(concernsOf(previewTrail.id)).toBe("|Mud|Width|");
      expect(concernsOf(paidTrail.id)).toBe("");
    }
  });

  it("gives paid readers every trailhead's points of concern", async () => {
    const trailheads = await fetchTile("trailheads", 12, paidHeaders);
    const concernsOf = (id: number) => trailheads.layers.trailheads!.find((feature) => feature.id === id)?.concerns;
    expect(concernsOf(paidTrail.id)).toBe("|Height|");
    expect(concernsOf(previewTrail.id)).toBe("|Mud|Width|");
  });

  it("gives paid readers every line, privately cached", async () => {
    const trails = await fetchTile("trails", 12, paidHeaders);
    expect(trails.layers.trails!.map((feature) => feature.id).sort()).toEqual([previewTrail.id, paidTrail.id].sort());
    expect(trails.response.headers.get("cache-control")).toMatch(/^private/);
    expect(trails.response.headers.get("vary")).toMatch(/Cookie/);
    expect(trails.response.headers.get("content-type")).toBe("application/vnd.mapbox-vector-tile");

    const routes = await fetchTile("scout-routes", 12, paidHeaders);
    expect(routes.layers["scout-routes"]).toHaveLength(1);
    expect(routes.layers["scout-routes"]![0]).toMatchObject({
      id: route.id,
      kind: "scout-route",
      difficulty: 0,
      color: "#FF69B4",
      preview: false,
      boh: false,
      concerns: "",
    });
  });

  it("reads the tier from the session cookie, as MapLibre sends it", async () => {
    const token = paidHeaders.authorization!.replace("Bearer ", "");
    const routes = await fetchTile("scout-routes", 12, { cookie: `${ACCESS_COOKIE}=${token}` });
    expect(routes.layers["scout-routes"]).toHaveLength(1);
  });

  it("draws no guide lines below zoom 8 and clusters trailheads there", async () => {
    for (const z of [4, 7]) {
      const trails = await fetchTile("trails", z, paidHeaders);
      expect(trails.layers.trails ?? []).toHaveLength(0);
    }
    const lines = await fetchTile("trails", 8, paidHeaders);
    expect(lines.layers.trails).toHaveLength(2);
    const trailheads = await fetchTile("trailheads", 4);
    expect(trailheads.layers.trailheads).toHaveLength(1);
    expect(trailheads.layers.trailheads![0]).toMatchObject({ cluster: true, point_count: 3 });
  });

  it("serves the four guide layers in one tile, each as its own tile gives it to the same reader", async () => {
    const ids = (features: Record<string, unknown>[] | undefined) => (features ?? []).map((feature) => feature.id).sort();
    for (const [headers, cacheControl] of [
      [{}, /^public/],
      [paidHeaders, /^private/],
    ] as const) {
      for (const z of [4, 12]) {
        const guides = await fetchTile("guides", z, headers);
        expect(guides.response.headers.get("cache-control")).toMatch(cacheControl);
        for (const layer of ["trails", "scout-routes", "trailheads", "orv-parks"]) {
          const alone = await fetchTile(layer, z, headers);
          expect(ids(guides.layers[layer]), `${layer} at z${z}`).toEqual(ids(alone.layers[layer]));
        }
      }
    }
    // Not a feature more than the reader's tier allows: signed out, the paid trail and route stay out.
    const signedOut = await fetchTile("guides", 12);
    expect(ids(signedOut.layers.trails)).toEqual([previewTrail.id]);
    expect(signedOut.layers["scout-routes"] ?? []).toHaveLength(0);
    const paid = await fetchTile("guides", 12, paidHeaders);
    expect(ids(paid.layers["scout-routes"])).toEqual([route.id]);
  });

  it("uses the band's simplified lines at middle zooms", async () => {
    const trails = await fetchTile("trails", 10, paidHeaders);
    expect(trails.layers.trails!.map((feature) => feature.title).sort()).toEqual(["Paid Canyon", "Preview Ridge"]);
  });

  it("answers a matching If-None-Match with 304", async () => {
    const path = tilePath("trails", tileAt(12));
    const first = await t.app.request(path);
    const etag = first.headers.get("etag");
    expect(etag).toMatch(/^".+"$/);
    const again = await t.app.request(path, { headers: { "if-none-match": etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe("");
    const paid = await t.app.request(path, { headers: { ...paidHeaders, "if-none-match": etag! } });
    expect(paid.status).toBe(200);
  });

  it("sends a tile compressed to a reader that accepts it, and still answers its weak ETag with 304", async () => {
    // A winding preview trail of its own, a degree away: its tile is large enough to compress.
    const place = { latitude: ORIGIN.latitude + 1, longitude: ORIGIN.longitude + 1 };
    const coordinates = Array.from({ length: 400 }, (_, index): [number, number, number] => [
      place.longitude + index * 0.00005,
      place.latitude + (index % 2) * 0.0004,
      1500,
    ]);
    await insertMappedTrail(t.db, {
      ...place,
      title: "Switchback Mesa",
      isPreview: true,
      geojson: { type: "LineString", coordinates },
    });
    const path = tilePath("trails", tileAt(12, place));
    const plain = await t.app.request(path);
    const compressed = await t.app.request(path, { headers: { "accept-encoding": "gzip" } });
    expect(compressed.headers.get("content-encoding")).toBe("gzip");
    expect(compressed.headers.get("vary")).toBe("Cookie, Authorization, Accept-Encoding");
    const body = gunzipSync(Buffer.from(await compressed.arrayBuffer()));
    expect(body.equals(Buffer.from(await plain.arrayBuffer()))).toBe(true);
    const etag = compressed.headers.get("etag");
    expect(etag).toBe(`W/${plain.headers.get("etag")}`);
    const again = await t.app.request(path, { headers: { "accept-encoding": "gzip", "if-none-match": etag! } });
    expect(again.status).toBe(304);
  });

  it("sends a tile too small to gain from compression as it is, with its length", async () => {
    // Trails are not drawn at zoom 4: the tile names its layer and holds nothing.
    const empty = await t.app.request(tilePath("trails", tileAt(4)), { headers: { "accept-encoding": "br, gzip" } });
    expect(empty.headers.get("content-encoding")).toBeNull();
    const bytes = new Uint8Array(await empty.arrayBuffer());
    expect(bytes.byteLength).toBeLessThan(1024);
    expect(empty.headers.get("content-length")).toBe(String(bytes.byteLength));
  });

  it("drops cached tiles when a guide write refreshes its features (a review changes the rating)", async () => {
    const before = await fetchTile("trails", 12, paidHeaders);
    const review = await t.app.request(`/api/v2/reviews/trails/${paidTrail.id}/`, {
      method: "POST",
      headers: { ...paidHeaders, "content-type": "application/json" },
      body: JSON.stringify({ rating: 5, title: "Loved it", text: "Great shelf road." }),
    });
    expect(review.status).toBe(201);
    t.clock.advance(5_000);
    const after = await fetchTile("trails", 12, paidHeaders);
    expect(after.response.headers.get("etag")).not.toBe(before.response.headers.get("etag"));
    expect(after.layers.trails!.find((feature) => feature.id === paidTrail.id)).toMatchObject({ rating: 5, review_count: 1 });
  });

  it("shows a write through one process in another process's cached tiles at once", async () => {
    const other = createSiblingApp(t);
    // The tile's tag is a hash of its bytes: it changes with the trail's review count.
    const etagFrom = async ({ app }: Pick<TestApp, "app">) =>
      (await app.request(tilePath("trails", tileAt(12)), { headers: paidHeaders })).headers.get("etag");
    const before = await etagFrom(other);
    expect(await etagFrom(other)).toBe(before);
    const review = await t.app.request(`/api/v2/reviews/trails/${paidTrail.id}/`, {
      method: "POST",
      headers: { ...paidHeaders, "content-type": "application/json" },
      body: JSON.stringify({ rating: 1, title: "Washed out", text: "The shelf road is gone." }),
    });
    expect(review.status).toBe(201);
    const after = await etagFrom(other);
    expect(after).not.toBe(before);
    expect(await etagFrom(t)).toBe(after);
  });

  it("keeps the cache key when a feature write is rolled back", async () => {
    const features = createMapFeaturesRepository(t.db);
    const before = await features.currentVersion();
    const rolledBack = t.db.transaction(async (tx) => {
      await refreshGuideMapFeatures(tx, "trail", [paidTrail.id]);
      throw new Error("rolled back");
    });
    await expect(rolledBack).rejects.toThrow("rolled back");
    expect(await features.currentVersion()).toBe(before);
    await t.db.transaction((tx) => refreshGuideMapFeatures(tx, "trail", [paidTrail.id]));
    expect(await features.currentVersion()).toBe(before + 1);
  });

  it.each([
    ["/tiles/trails/17/0/0.mvt", 400],
    ["/tiles/trails/2/4/0.mvt", 400],
    ["/tiles/trails/2/0/4.mvt", 400],
    ["/tiles/trails/a/0/0.mvt", 400],
    ["/tiles/trails/-1/0/0.mvt", 400],
    ["/tiles/rivers/2/0/0.mvt", 404],
    ["/tiles/trails/2/0/0.png", 404],
    ["/tiles/guides/17/0/0.mvt", 400],
    ["/tiles/guides/2/4/0.mvt", 400],
    ["/tiles/guides/2/0/0.png", 404],
  ])("refuses %s with %i", async (path, status) => {
    const response = await t.app.request(path);
    expect(response.status).toBe(status);
    const body = (await response.json()) as { detail: unknown; code: unknown };
    expect([typeof body.detail, typeof body.code]).toEqual(["string", "string"]);
  });
});

describe("an expired access token", () => {
  it("reads as signed out, since a map cannot refresh the session", async () => {
    t.clock.advance(60 * 60 * 1000);
    const routes = await fetchTile("scout-routes", 12, paidHeaders);
    expect(routes.layers["scout-routes"] ?? []).toHaveLength(0);
    expect(routes.response.headers.get("cache-control")).toMatch(/^public/);
  });
});
