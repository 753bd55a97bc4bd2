import { describe, expect, it } from "vitest";
import { createAutocompleteCache } from "./autocomplete-cache";

describe("createAutocompleteCache", () => {
  it("answers while the index version and the time-to-live hold", () => {
    const cache = createAutocompleteCache<string>({ maxEntries: 10, maxBytes: 10_000, ttlMs: 1000 });
    cache.set("moab", "rows", 3, 0);
    expect(cache.get("moab", 3, 999)).toBe("rows");
    expect(cache.get("moab", 4, 999)).toBeUndefined();
    expect(cache.get("moab", 3, 1001)).toBeUndefined();
    expect(cache.stats()).toEqual({ hits: 1, misses: 2 });
  });

  it("drops the least recently used answer when full", () => {
    const cache = createAutocompleteCache<string>({ maxEntries: 2, maxBytes: 10_000, ttlMs: 1000 });
    cache.set("a", "A", 1, 0);
    cache.set("b", "B", 1, 0);
    cache.get("a", 1, 0);
    cache.set("c", "C", 1, 0);
    expect(cache.get("b", 1, 0)).toBeUndefined();
    expect(cache.get("a", 1, 0)).toBe("A");
    expect(cache.get("c", 1, 0)).toBe("C");
  });

  it("drops the least recently used answers past its byte budget", () => {
    // Each answer is a one-letter key, ten letters of JSON with their quotes, and one: 14 bytes.
    const cache = createAutocompleteCache<string>({ maxEntries: 10, maxBytes: 30, ttlMs: 1000 });
    cache.set("a", "x".repeat(10), 1, 0);
    cache.set("b", "y".repeat(10), 1, 0);
    cache.get("a", 1, 0);
    cache.set("c", "z".repeat(10), 1, 0);
    expect(cache.get("b", 1, 0)).toBeUndefined();
    expect(cache.get("a", 1, 0)).toBe("x".repeat(10));
    expect(cache.get("c", 1, 0)).toBe("z".repeat(10));
  });
});
