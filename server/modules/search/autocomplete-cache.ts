// Recent autocomplete answers, kept in process (ADR 0013): the global bar asks for the same short
// prefixes over and over. An answer is served only while the search index version it was read at is
// still current, and for at most `ttlMs` of the injected clock; the least recently used answer is
// dropped first (lru-cache).
import { LRUCache } from "lru-cache";

interface Entry<T> {
  value: T;
  version: number;
  storedAt: number;
}

export interface CacheStats {
  hits: number;
  misses: number;
}

export function createAutocompleteCache<T>({ maxEntries, ttlMs }: { maxEntries: number; ttlMs: number }) {
  const entries = new LRUCache<string, Entry<T>>({ max: maxEntries });
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
