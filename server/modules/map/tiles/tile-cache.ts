// Encoded tiles kept in memory, least recently used out first, bounded by count and bytes. A tile is
// keyed by the feature version it was built from: once the database's version moves on, every
// process misses its old tiles, which then age out of the cache.
import { LRUCache } from "lru-cache";
import type { CompressibleBody } from "../../../http/compression";
import type { CacheStats } from "../../../metrics/cache-stats";

/** A tile's MVT bytes, its entity tag, and the compressed copies readers have asked for so far. */
export interface EncodedTile extends CompressibleBody {
  etag: string;
}

/** The bytes a cached tile takes with the compressed copies it may gain, which together stay under its own. */
function sizeOf(tile: EncodedTile, key: string): number {
  return 2 * tile.bytes.byteLength + tile.etag.length + key.length;
}

export class TileCache {
  private readonly tiles: LRUCache<string, EncodedTile>;

  constructor({ maxEntries, maxBytes }: { maxEntries: number; maxBytes: number }) {
    this.tiles = new LRUCache({
      max: maxEntries,
      maxSize: maxBytes,
      // The key and tag are small beside the tile, but an empty tile is mostly key.
      sizeCalculation: sizeOf,
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
