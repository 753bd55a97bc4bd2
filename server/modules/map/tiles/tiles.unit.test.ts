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
  const tile = (bytes: number, version = "1") => ({ bytes: new Uint8Array(bytes), etag: `"${bytes}"`, version });

  it("returns a tile only for the version it was built from", () => {
    const cache = new TileCache(1000);
    cache.set("a", tile(10));
    expect(cache.get("a", "1")?.etag).toBe('"10"');
    expect(cache.get("a", "2")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("evicts the least recently used tiles past its byte budget", () => {
    const cache = new TileCache(100);
    cache.set("a", tile(40));
    cache.set("b", tile(40));
    cache.get("a", "1");
    cache.set("c", tile(40));
    expect(cache.get("b", "1")).toBeUndefined();
    expect(cache.get("a", "1")).toBeDefined();
    expect(cache.get("c", "1")).toBeDefined();
  });
});
