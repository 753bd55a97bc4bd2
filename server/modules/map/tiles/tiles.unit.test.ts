import { describe, expect, it } from "vitest";
import { parseTileAddress, tileBox } from "./tile-address";
import { TileCache } from "./tile-cache";

describe(parseTileAddress.name, () => {
  it("accepts a layer and a tile inside the grid", () => {
    expect(parseTileAddress({ layer: "trails", z: "3", x: "7", y: "0" })).toEqual({
      address: { layer: "trails", z: 3, x: 7, y: 0 },
    });
  });

  it.each([
    [{ layer: "lakes", z: "1", x: "0", y: "0" }, 404],
    [{ layer: "trails", z: "17", x: "0", y: "0" }, 400],
    [{ layer: "trails", z: "3", x: "8", y: "0" }, 400],
    [{ layer: "trails", z: "03", x: "0", y: "0" }, 400],
    [{ layer: "trails", z: "1.5", x: "0", y: "0" }, 400],
  ])("refuses %o with %i", (parts, status) => {
    const parsed = parseTileAddress(parts);
    expect("problem" in parsed && parsed.problem.status).toBe(status);
  });

  it("grows a tile's box by its buffer", () => {
    expect(tileBox({ z: 1, x: 1, y: 0 }, 0)).toEqual([0.5, 0, 1, 0.5]);
    expect(tileBox({ z: 1, x: 1, y: 0 }, 0.5)).toEqual([0.25, -0.25, 1.25, 0.75]);
  });
});

describe(TileCache.name, () => {
  const tile = (bytes: number) => ({ bytes: new Uint8Array(bytes), etag: `"${bytes}"`, encoded: {} });

  it("returns a tile only for the feature version it was built from", () => {
    const cache = new TileCache({ maxEntries: 10, maxBytes: 1000 });
    cache.set(1, "a", tile(10));
    expect(cache.get(1, "a")?.etag).toBe('"10"');
    expect(cache.get(2, "a")).toBeUndefined();
  });

  it("evicts the least recently used tiles past its byte budget, and keeps none larger than it", () => {
    // Each tile of 40 bytes counts twice that, for the compressed copies it may gain.
    const cache = new TileCache({ maxEntries: 10, maxBytes: 200 });
    cache.set(1, "a", tile(40));
    cache.set(1, "b", tile(40));
    cache.get(1, "a");
    cache.set(1, "c", tile(40));
    expect(cache.get(1, "b")).toBeUndefined();
    expect(cache.get(1, "a")).toBeDefined();
    expect(cache.get(1, "c")).toBeDefined();
    expect(cache.bytes).toBeLessThanOrEqual(200);
    cache.set(1, "d", tile(200));
    expect(cache.get(1, "d")).toBeUndefined();
  });

  it("evicts past its entry budget, however small the tiles", () => {
    const cache = new TileCache({ maxEntries: 2, maxBytes: 1000 });
    for (const key of ["a", "b", "c"]) cache.set(1, key, tile(1));
    expect(cache.size).toBe(2);
    expect(cache.get(1, "a")).toBeUndefined();
  });
});
