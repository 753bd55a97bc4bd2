// Builds the whole app on a private copy of the golden database, with a clock tests can move.
import { randomUUID } from "node:crypto";
import { readFile } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { pino } from "pino";
import { inject } from "vitest";
import { loadConfig } from "../../server/config";
import { openDatabase, openMemoryDatabase, type DatabaseHandle } from "../../server/db/client";
import { createApp } from "../../server/http/app";
import { createJobRunner } from "../../server/jobs/job-runner";
import { scheduledJobs } from "../../server/jobs/scheduled-jobs";
import { createMetrics } from "../../server/metrics/metrics";
import { metricSources } from "../../server/metrics/metric-sources";
import { createServices } from "../../server/services";
import { GOLDEN_DATABASE, recreateDatabase, withDatabase } from "./golden-database";
import { TestClock } from "./test-clock";

async function openTestDatabase(): Promise<{ database: DatabaseHandle; dispose: () => Promise<void> }> {
  const postgresUrl = inject("postgresUrl");
  if (postgresUrl) {
    const name = `trailguide_test_${randomUUID().replaceAll("-", "")}`;
    await recreateDatabase(postgresUrl, name, GOLDEN_DATABASE);
    const database = openDatabase({ kind: "postgres", url: withDatabase(postgresUrl, name) });
    return {
      database,
      dispose: async () => {
        await database.close();
        const admin = openDatabase({ kind: "postgres", url: withDatabase(postgresUrl, "postgres") });
        await admin.db.execute(sql.raw(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
        await admin.close();
      },
    };
  }
  const dump = inject("goldenDump");
  if (!dump) throw new Error("The golden database was not prepared");
  const database = openMemoryDatabase(new Blob([await readFile(dump)]));
  return { database, dispose: () => database.close() };
}

export async function createTestApp(env: Record<string, string> = {}) {
  const { database, dispose } = await openTestDatabase();
  const config = loadConfig({
    NODE_ENV: "test",
    LOG_LEVEL: "silent",
    DATA_DIR: inject("dataDir"),
    // Tests speak for many clients through X-Forwarded-For, as a proxy in front of the app would.
    TRUST_PROXY: "true",
    // The golden database holds the demo accounts and tests pay in the sandbox, whatever PUBLIC_URL a
    // test sets to check the links it builds.
    ALLOW_DEMO_ACCOUNTS_ON_PUBLIC_URL: "true",
    ALLOW_SANDBOX_PAYMENTS_ON_PUBLIC_URL: "true",
    ...env,
  });
  const clock = new TestClock();
  const { app, services } = buildApp(database, config, clock);
  return { app, services, db: database.db, database, clock, config, close: dispose };
}

function buildApp(database: DatabaseHandle, config: ReturnType<typeof loadConfig>, clock: TestClock) {
  const logger = pino({ level: "silent" });
  // The payment sandbox's webhooks reach this app in-process, as they would over HTTP.
  const sandboxWebhookTransport = async (payload: string, signature: string) =>
    (
      await app.request("/api/v2/billing/webhooks/", {
        method: "POST",
        headers: { "content-type": "application/json", "stripe-signature": signature },
        body: payload,
      })
    ).status;
  const services = createServices({
    config,
    database,
    logger,
    clock,
    jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
    sandboxWebhookTransport,
  });
  // Measured where a test scrapes them: each set samples the event loop while it lives.
  const metrics = config.metricsToken ? createMetrics(metricSources({ database, services, clock })) : undefined;
  // Not started: a test runs jobs itself, or asks for one through the operations route.
  const jobs = createJobRunner({
    db: database.db,
    clock,
    logger,
    jobs: scheduledJobs(services, database),
    onRun: metrics?.observeJobRun,
  });
  const app = createApp({ config, services, logger, jobs, metrics, replica: database.replica });
  return { app, services };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;

/**
 * A second server process on the same database and clock: its own services, so its own in-memory
 * caches, as another process behind the load balancer would have. Closing `first` closes both.
 */
export function createSiblingApp(first: TestApp, config: TestApp["config"] = first.config): Pick<TestApp, "app" | "services"> {
  return buildApp(first.database, config, first.clock);
}
