// A bounded in-memory cache: entries expire after a fixed time and the least recently used goes first when full.
import type { Clock } from "../../clock";

export interface ExpiringLruCacheOptions {
  maxEntries: number;
  ttlMs: number;
  clock: Clock;
}

interface Entry<V> {
  value: V;
  expiresAt: number;
}

export class ExpiringLruCache<V> {
  // A Map iterates in insertion order, so re-inserting on every read keeps the least recently used first.
  private readonly entries = new Map<string, Entry<V>>();

  constructor(private readonly options: ExpiringLruCacheOptions) {}

  get size(): number {
    return this.entries.size;
  }

  get(key: string): V | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.expiresAt <= this.options.clock.now().getTime()) return undefined;
    this.entries.set(key, entry);
    return entry.value;
  }

  set(key: string, value: V): void {
    this.entries.delete(key);
    this.entries.set(key, { value, expiresAt: this.options.clock.now().getTime() + this.options.ttlMs });
    if (this.entries.size > this.options.maxEntries) {
      const [leastRecentlyUsed] = this.entries.keys();
      if (leastRecentlyUsed !== undefined) this.entries.delete(leastRecentlyUsed);
    }
  }
}
