import { describe, expect, it } from "vitest";
import { TestClock } from "../../../tests/setup/test-clock";
import { ExpiringLruCache } from "./expiring-lru-cache";

function createCache(maxEntries: number) {
  const clock = new TestClock();
  return { clock, cache: new ExpiringLruCache<string>({ maxEntries, ttlMs: 1000, clock }) };
}

describe(ExpiringLruCache.name, () => {
  it("keeps an entry until it expires", () => {
    const { cache, clock } = createCache(10);
    cache.set("a", "first");

    clock.advance(999);
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
});
