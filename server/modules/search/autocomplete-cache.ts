// Recent autocomplete answers, kept in process (ADR 0013): the global bar asks for the same short
// prefixes over and over. An answer is served only while the search index version it was read at is
// still current, and for at most `ttlMs` of the injected clock; the least recently used answer is
// dropped first once there are `maxEntries` answers or `maxBytes` of them (lru-cache).
import { LRUCache } from "lru-cache";
import type { CacheStats } from "../../metrics/cache-stats";

interface Entry<T> {
  value: T;
  version: number;
  storedAt: number;
}

export function createAutocompleteCache<T>({
  maxEntries,
  maxBytes,
  ttlMs,
}: {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
}) {
  const entries = new LRUCache<string, Entry<T>>({
    max: maxEntries,
    maxSize: maxBytes,
    // An answer is plain rows: its JSON is about the memory it holds.
    sizeCalculation: (entry, key) => key.length + Buffer.byteLength(JSON.stringify(entry.value) ?? "") + 1,
  });
  const stats: CacheStats = { hits: 0, misses: 0 };

  return {
    get(key: string, version: number, now: number): T | undefined {
      const entry = entries.get(key);
      if (entry === undefined || entry.version !== version || now - entry.storedAt > ttlMs) {
        stats.misses++;
        return undefined;
      }
      stats.hits++;
      return entry.value;
    },

    set(key: string, value: T, version: number, now: number): void {
      entries.set(key, { value, version, storedAt: now });
    },

    stats: (): CacheStats => ({ ...stats }),
  };
}
