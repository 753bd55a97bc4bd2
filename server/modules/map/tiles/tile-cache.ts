// Encoded tiles kept in memory, least recently used out first, bounded by total bytes. Entries
// remember the feature version they were built from; a newer version makes them stale.
export interface EncodedTile {
  bytes: Uint8Array<ArrayBuffer>;
  etag: string;
  version: string;
}

export class TileCache {
  // A Map iterates in insertion order, so re-inserting on every read keeps the least recently used first.
  private readonly entries = new Map<string, EncodedTile>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(key: string, version: string): EncodedTile | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    this.entries.delete(key);
    if (entry.version !== version) {
      this.bytes -= entry.bytes.byteLength;
      return undefined;
    }
    this.entries.set(key, entry);
    return entry;
  }

  set(key: string, tile: EncodedTile): void {
    const previous = this.entries.get(key);
    if (previous) {
      this.entries.delete(key);
      this.bytes -= previous.bytes.byteLength;
    }
    if (tile.bytes.byteLength > this.maxBytes) return;
    this.entries.set(key, tile);
    this.bytes += tile.bytes.byteLength;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldestKey);
      this.bytes -= oldest.bytes.byteLength;
    }
  }

  clear(): void {
    this.entries.clear();
    this.bytes = 0;
  }

  get size(): number {
    return this.entries.size;
  }
}
