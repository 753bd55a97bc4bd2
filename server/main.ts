// Composition root: config -> database -> migrations -> seed -> services -> HTTP.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/seed";
import { refuseDemoAccountsOnPublicSite } from "./db/seed/demo-accounts-guard";
import { seedSitePages } from "./db/seed/site-pages";
import { createApp } from "./http/app";
import { createDraining } from "./http/draining";
import { serveOptions, stoppable } from "./http/listen";
import { createPageCache } from "./http/page-cache";
import { createServerRender } from "./http/ssr";
import { createLogger, logConnectionErrors } from "./logger";
import { createServices } from "./services";
import { systemClock } from "./clock";
import { resolveJwtSecret } from "./jwt-secret";
import { ensurePlanCatalog } from "./modules/billing/plans.catalog";
import { createJobRunner } from "./jobs/job-runner";
import { scheduledJobs } from "./jobs/scheduled-jobs";
import { createMetrics } from "./metrics/metrics";
import { metricSources } from "./metrics/metric-sources";

const BUILD_DIR = path.resolve("build");
/** Longer than a page or an API call takes, shorter than an orchestrator's patience (Kubernetes: 30 s). */
const SHUTDOWN_DEADLINE_MS = 15_000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = openDatabase(config.database, logConnectionErrors(logger));
  const jwtSecret = await resolveJwtSecret(config);
  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  const clientDir = path.relative(process.cwd(), path.join(BUILD_DIR, "client"));
  const builtClient = { dir: clientDir, startFiles: [build.assets.entry.module, build.assets.url] };
  const services = createServices({ config, database, logger, clock: systemClock, jwtSecret, builtClient });
  // Processes starting together take turns: the first migrates and seeds, the others find it done.
  await database.withStartupLock(
    async (startup) => {
      await startup.migrate();
      await ensurePlanCatalog(startup.db, config);
      await seedSitePages(startup.db);
      if (config.seedDemoData) await seedDemoData(startup.db, logger, { photos: services.photos });
    },
    (holder) => logger.info({ holder }, "waiting for another process to finish migrating and seeding"),
  );
  await refuseDemoAccountsOnPublicSite(database.db, config);

  const pageCache = createPageCache({ clock: systemClock });
  const draining = createDraining();
  const metrics = createMetrics(metricSources({ database, services, clock: systemClock, pageCache }));
  // Every process polls; each due job runs in one of them (ADR 0016), or now, on demand (ADR 0070).
  const jobs = createJobRunner({
    db: database.db,
    clock: systemClock,
    logger,
    jobs: scheduledJobs(services, database),
    onRun: metrics.observeJobRun,
  });
  const app = createApp({
    config,
    services,
    logger,
    render: createServerRender(build, config, pageCache, services),
    clientDir,
    jobs,
    metrics,
    draining,
    replica: database.replica,
  });

  const listener = stoppable(
    serve(await serveOptions(config, app.fetch), (info) => {
      const scheme = config.tls ? "https" : "http";
      logger.info({ database: database.kind }, `Listening on ${scheme}://${config.host}:${info.port}`);
    }),
  );

  jobs.start();

  // Draining (SIGTERM from a rolling restart): no new connection or job run; the requests in flight
  // are answered and the running job finishes; past the deadline its lease is handed back and the
  // process exits anyway.
  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    draining.begin();
    const jobsStopped = jobs.stop();
    setTimeout(() => {
      logger.warn(
        { deadlineMs: SHUTDOWN_DEADLINE_MS },
        "still busy at the shutdown deadline: handing back job leases and exiting",
      );
      void jobs.handBack().finally(() => process.exit(1));
    }, SHUTDOWN_DEADLINE_MS).unref();
    listener.stop(() => {
      void jobsStopped.then(() => database.close()).finally(() => process.exit(0));
    });
  };

  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
