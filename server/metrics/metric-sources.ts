// Where a process's metrics read their scrape-time figures: its pool, the job schedule and the
// outbox in the database, and its caches.
import { emailOutboxRepository } from "../adapters/email/email-outbox.repository";
import type { Clock } from "../clock";
import type { DatabaseHandle } from "../db/client";
import { createJobsRepository } from "../jobs/jobs.repository";
import type { PageCache } from "../http/page-cache";
import type { Services } from "../services";
import type { MetricSources } from "./metrics";

export function metricSources({
  database,
  services,
  clock,
  pageCache,
}: {
  database: DatabaseHandle;
  services: Pick<Services, "tiles" | "search">;
  clock: Clock;
  /** Absent where nothing renders pages (the API tests). */
  pageCache?: PageCache;
}): MetricSources {
  const jobs = createJobsRepository(database.db);
  return {
    connections: () => database.connections(),
    replicaReads: () => database.replica?.counts() ?? null,
    jobSchedule: () => jobs.schedule(),
    outboxBacklog: () => emailOutboxRepository.backlog(database.db, clock.now()),
    caches: {
      tiles: services.tiles.cacheStats,
      autocomplete: services.search.autocompleteCacheStats,
      ...(pageCache ? { pages: pageCache.stats } : {}),
    },
    tileEncodes: () => services.tiles.encodeStats(),
    now: () => clock.now(),
  };
}
