// What an operator watches, in Prometheus's text format (prom-client): requests by route pattern and
// status class, the database pool, scheduled jobs, the e-mail outbox, the caches, the process itself.
// Counters and histograms are this process's (Prometheus adds the processes up); the job lag and the
// outbox are read from the database at each scrape, so every process reports the same truth.
// Labels name routes, jobs and caches, never an id or anything a user typed.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from "prom-client";
import type { PoolConnections } from "../db/client";
import type { ReplicaReadCounts } from "../db/replica";
import type { FinishedRun } from "../jobs/job-runner";
import type { CacheStats } from "./cache-stats";

/** Where the scrape-time figures come from. */
export interface MetricSources {
  connections(): PoolConnections | null;
  jobSchedule(): Promise<{ name: string; nextRunAt: Date }[]>;
  outboxBacklog(): Promise<{ pending: number; oldestAgeSeconds: number }>;
  caches: Record<string, () => CacheStats>;
  /** PostGIS tiles this process is encoding on request, and those waiting for a slot. */
  tileEncodes(): { active: number; waiting: number };
  /** Where the reads a request allowed on the replica went; null without a replica. */
  replicaReads(): ReplicaReadCounts | null;
  now(): Date;
}

export interface ObservedRequest {
  method: string;
  /** The route's pattern (`/api/v2/trails/:id/`), or `page` for a rendered page. */
  route: string;
  status: number;
  seconds: number;
}

const REQUEST_SECONDS_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const JOB_SECONDS_BUCKETS = [0.01, 0.1, 0.5, 1, 5, 15, 60, 300];

const statusClass = (status: number) => `${Math.floor(status / 100)}xx`;

export function createMetrics(sources: MetricSources) {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const requestDuration = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time to answer a request, by method, route pattern and status class.",
    labelNames: ["method", "route", "status_class"] as const,
    buckets: REQUEST_SECONDS_BUCKETS,
    registers,
  });

  const jobRuns = new Counter({
    name: "job_runs_total",
    help: "Scheduled job runs this process made, by job and outcome.",
    labelNames: ["job", "outcome"] as const,
    registers,
  });
  const jobDuration = new Histogram({
    name: "job_run_duration_seconds",
    help: "Time a scheduled job run took in this process.",
    labelNames: ["job"] as const,
    buckets: JOB_SECONDS_BUCKETS,
    registers,
  });

  new Gauge({
    name: "db_pool_connections",
    help: "PostgreSQL pool connections of this process: open, idle, and requests waiting for one.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const connections = sources.connections();
      if (!connections) return;
      this.set({ state: "open" }, connections.open);
      this.set({ state: "idle" }, connections.idle);
      this.set({ state: "waiting" }, connections.waiting);
    },
  });

  new Gauge({
    name: "tile_encodes",
    help: "Land and road tiles this process is encoding in PostGIS on request (active), and those waiting for a slot.",
    labelNames: ["state"] as const,
    registers,
    collect() {
      const encodes = sources.tileEncodes();
      this.set({ state: "active" }, encodes.active);
      this.set({ state: "waiting" }, encodes.waiting);
    },
  });

  new Gauge({
    name: "job_lag_seconds",
    help: "How long past its due time each scheduled job is, 0 when not yet due (from the database).",
    labelNames: ["job"] as const,
    registers,
    async collect() {
      const now = sources.now().getTime();
      for (const { name, nextRunAt } of await sources.jobSchedule()) {
        this.set({ job: name }, Math.max(0, (now - nextRunAt.getTime()) / 1000));
      }
    },
  });

  const outboxOldest = new Gauge({
    name: "email_outbox_oldest_age_seconds",
    help: "How long the oldest e-mail still to send has waited (from the database).",
    registers,
  });
  new Gauge({
    name: "email_outbox_backlog",
    help: "E-mails queued and not yet sent (from the database).",
    registers,
    async collect() {
      const backlog = await sources.outboxBacklog();
      this.set(backlog.pending);
      outboxOldest.set(backlog.oldestAgeSeconds);
    },
  });

  new Counter({
    name: "cache_lookups_total",
    help: "Lookups in this process's caches, by cache and result (hit or miss).",
    labelNames: ["cache", "result"] as const,
    registers,
    collect() {
      this.reset();
      for (const [cache, stats] of Object.entries(sources.caches)) {
        const { hits, misses } = stats();
        this.inc({ cache, result: "hit" }, hits);
        this.inc({ cache, result: "miss" }, misses);
      }
    },
  });

  new Counter({
    name: "db_replica_reads_total",
    help: "Queries that requests allowed on the read replica, by the server that answered (replica, or primary when it was down).",
    labelNames: ["served_by"] as const,
    registers,
    collect() {
      this.reset();
      const counts = sources.replicaReads();
      if (!counts) return;
      this.inc({ served_by: "replica" }, counts.replica);
      this.inc({ served_by: "primary" }, counts.fellBack);
    },
  });

  return {
    contentType: registry.contentType,
    /** The text a scrape answers with. */
    render: () => registry.metrics(),
    observeRequest: ({ method, route, status, seconds }: ObservedRequest): void => {
      requestDuration.observe({ method, route, status_class: statusClass(status) }, seconds);
    },
    observeJobRun: ({ job, failed, durationMs }: FinishedRun): void => {
      jobRuns.inc({ job, outcome: failed ? "failed" : "succeeded" });
      jobDuration.observe({ job }, durationMs / 1000);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
