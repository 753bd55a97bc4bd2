/** A cache's lookups since its process started: counters the metrics read (server/metrics/metrics.ts). */
export interface CacheStats {
  hits: number;
  misses: number;
}
