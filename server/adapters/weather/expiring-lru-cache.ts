// A bounded in-memory cache (lru-cache): entries expire after a fixed time of the injected clock, and
// the least recently used go first once the cache holds too many entries or too many bytes.
import { LRUCache } from "lru-cache";
import type { Clock } from "../../clock";

export interface ExpiringLruCacheOptions<V> {
  maxEntries: number;
  maxBytes: number;
  ttlMs: number;
  clock: Clock;
  /** About how many bytes an entry holds; its JSON by default. */
  sizeOf?: (value: V, key: string) => number;
}

/** Bytes of the key and the value's JSON: close enough for plain data. */
export function jsonSize(value: unknown, key: string): number {
  return key.length + Buffer.byteLength(JSON.stringify(value) ?? "");
}

export class ExpiringLruCache<V> {
  // lru-cache keeps no null or undefined values, so each value travels in a box.
  private readonly entries: LRUCache<string, { value: V }>;

  constructor({ maxEntries, maxBytes, ttlMs, clock, sizeOf = jsonSize }: ExpiringLruCacheOptions<V>) {
    this.entries = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // lru-cache wants a positive whole number.
      sizeCalculation: (entry, key) => Math.max(1, Math.ceil(sizeOf(entry.value, key))),
      ttl: ttlMs,
      // Read the clock on every call, so a test's clock is obeyed at once.
      ttlResolution: 0,
      perf: { now: () => clock.now().getTime() },
    });
  }

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    return this.entries.get(key)?.value;
  }

  set(key: string, value: V): void {
    this.entries.set(key, { value });
  }
}
