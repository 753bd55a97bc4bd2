import { describe, expect, it } from "vitest";
import { TestClock } from "../../../tests/setup/test-clock";
import { ExpiringLruCache } from "./expiring-lru-cache";

function createCache(maxEntries: number, maxBytes = 1_000_000) {
  const clock = new TestClock();
  return { clock, cache: new ExpiringLruCache<string>({ maxEntries, maxBytes, ttlMs: 1000, clock }) };
}

describe(ExpiringLruCache.name, () => {
  it("keeps an entry until it expires", () => {
    const { cache, clock } = createCache(10);
    cache.set("a", "first");

    clock.advance(1000);
    expect(cache.get("a")).toBe("first");
    clock.advance(1);
    expect(cache.get("a")).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it("restarts the time to live when an entry is replaced", () => {
    const { cache, clock } = createCache(10);
    cache.set("a", "first");
    clock.advance(600);
    cache.set("a", "second");
    clock.advance(600);

    expect(cache.get("a")).toBe("second");
  });

  it("drops the least recently used entry when full", () => {
    const { cache } = createCache(2);
    cache.set("a", "first");
    cache.set("b", "second");
    expect(cache.get("a")).toBe("first");

    cache.set("c", "third");

    expect(cache.get("b")).toBeUndefined();
    expect(cache.get("a")).toBe("first");
    expect(cache.get("c")).toBe("third");
    expect(cache.size).toBe(2);
  });

  it("drops the least recently used entries past its byte budget, and keeps none larger than it", () => {
    // Each entry is its one-letter key plus the JSON of ten letters: 13 bytes.
    const { cache } = createCache(10, 30);
    cache.set("a", "x".repeat(10));
    cache.set("b", "y".repeat(10));
    expect(cache.get("a")).toBeDefined();

    cache.set("c", "z".repeat(10));

    expect(cache.get("b")).toBeUndefined();
    expect([cache.get("a"), cache.get("c")]).toEqual(["x".repeat(10), "z".repeat(10)]);
    cache.set("d", "w".repeat(40));
    expect(cache.get("d")).toBeUndefined();
  });

  it("keeps a null answer", () => {
    const clock = new TestClock();
    const cache = new ExpiringLruCache<string | null>({ maxEntries: 2, maxBytes: 100, ttlMs: 1000, clock });
    cache.set("outside", null);
    expect(cache.get("outside")).toBeNull();
  });
});
