// Encoded tiles kept in memory, least recently used out first, bounded by count and bytes. A tile is
// keyed by the feature version it was built from: once the database's version moves on, every
// process misses its old tiles, which then age out of the cache.
import { LRUCache } from "lru-cache";
import type { CacheStats } from "../../../metrics/cache-stats";

export interface EncodedTile {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
}

export class TileCache {
  private readonly tiles: LRUCache<string, EncodedTile>;

  constructor({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
    this.tiles = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // The key and tag are small beside the tile, but an empty tile is mostly key.
      sizeCalculation: (tile, key) => tile.bytes.byteLength + tile.etag.length + key.length,
    });
  }

  private hits = 0;
  private misses = 0;

  get(version: number, address: string): EncodedTile | undefined {
    const tile = this.tiles.get(`${version}/${address}`);
    if (tile) this.hits++;
    else this.misses++;
    return tile;
  }

  /** Lookups since the process started, for the metrics. */
  stats(): CacheStats {
    return { hits: this.hits, misses: this.misses };
  }

  set(version: number, address: string, tile: EncodedTile): void {
    this.tiles.set(`${version}/${address}`, tile);
  }

  clear(): void {
    this.tiles.clear();
  }

  get size(): number {
    return this.tiles.size;
  }

  /** The bytes the cached tiles take, as the budget counts them. */
  get bytes(): number {
    return this.tiles.calculatedSize;
  }
}
