// Every job the product runs on a schedule, and how often (ADR 0016).
import type { DatabaseHandle } from "../db/client";
import type { Services } from "../services";
import type { ScheduledJob } from "./job-runner";

/** PostgreSQL's autovacuum does this itself; PGlite runs none (see DatabaseHandle.maintain). */
const DATABASE_MAINTENANCE_INTERVAL_MS = 6 * 60 * 60_000;

/** The jobs' names, in the order a run of all of them takes; known without a database (`npm run jobs:run -- --help`). */
export const SCHEDULED_JOB_NAMES = [
  "billing",
  "email-delivery",
  "dataset-imports",
  "scheduled-publishing",
  "condition-report-expiry",
  "private-photos",
  "database-maintenance",
] as const;

export type ScheduledJobName = (typeof SCHEDULED_JOB_NAMES)[number];

export function scheduledJobs(
  services: Pick<Services, "billingLifecycle" | "email" | "mapDataAdmin" | "guideAdmin" | "conditionReports" | "photoVisibility">,
  database: Pick<DatabaseHandle, "maintain">,
): ScheduledJob[] {
  const jobs: Record<ScheduledJobName, Omit<ScheduledJob, "name">> = {
    // The membership lifecycle (ADR 0014): trial conversions, renewals, reminders, expiries, gifts.
    billing: { intervalMs: 60_000, run: () => services.billingLifecycle.tick() },
    // Queued mail leaves within seconds of the change that queued it.
    "email-delivery": { intervalMs: 3_000, run: async () => void (await services.email.deliverQueued()) },
    // Uploaded public-land and road datasets (ADR 0054): one queued import per run, started within seconds.
    "dataset-imports": { intervalMs: 5_000, run: async () => void (await services.mapDataAdmin.runQueuedImport()) },
    // Accepted guides whose scheduled publishing time has come go live within seconds (ADR 0051).
    "scheduled-publishing": { intervalMs: 5_000, run: async () => void (await services.guideAdmin.publishDue()) },
    // A trail whose status came from a condition report that has expired falls back (ADR 0060).
    "condition-report-expiry": {
      intervalMs: 10 * 60_000,
      run: async () => void (await services.conditionReports.expireStatuses()),
    },
    // Private photos stored where anyone could read them (before ADR 0065) move where only signed URLs reach.
    "private-photos": {
      intervalMs: 10 * 60_000,
      run: async () => void (await services.photoVisibility.movePrivatePhotos()),
    },
    "database-maintenance": { intervalMs: DATABASE_MAINTENANCE_INTERVAL_MS, run: () => database.maintain() },
  };
  return SCHEDULED_JOB_NAMES.map((name) => ({ name, ...jobs[name] }));
}
