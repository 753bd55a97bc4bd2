// Composition root: config -> database -> migrations -> seed -> services -> HTTP.
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve } from "@hono/node-server";
import type { ServerBuild } from "react-router";
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { seedDemoData } from "./db/seed/seed";
import { seedSitePages } from "./db/seed/site-pages";
import { createApp } from "./http/app";
import { createPageCache } from "./http/page-cache";
import { createServerRender } from "./http/ssr";
import { createLogger } from "./logger";
import { createServices } from "./services";
import { systemClock } from "./clock";
import { resolveJwtSecret } from "./jwt-secret";
import { ensurePlanCatalog } from "./modules/billing/plans.catalog";

const BUILD_DIR = path.resolve("build");
/** How often the database is vacuumed and analyzed where nothing else does it (PGlite). */
const DATABASE_MAINTENANCE_INTERVAL_MS = 6 * 60 * 60 * 1000;

async function main() {
  const config = loadConfig();
  const logger = createLogger(config);
  const database = openDatabase(config.database, (error) => logger.warn({ err: error }, "an idle database connection dropped"));
  await database.migrate();
  await ensurePlanCatalog(database.db, config);
  const jwtSecret = await resolveJwtSecret(config);
  const services = createServices({ config, db: database.db, database, logger, clock: systemClock, jwtSecret });
  await seedSitePages(database.db);
  if (config.seedDemoData) await seedDemoData(database.db, logger, { photos: services.photos });

  const build = (await import(pathToFileURL(path.join(BUILD_DIR, "server/index.js")).href)) as ServerBuild;
  const app = createApp({
    services,
    logger,
    render: createServerRender(build, config, createPageCache({ clock: systemClock })),
    clientDir: path.relative(process.cwd(), path.join(BUILD_DIR, "client")),
  });

  const server = serve({ fetch: app.fetch, port: config.port, hostname: config.host }, (info) => {
    logger.info({ database: database.kind }, `Listening on http://${config.host}:${info.port}`);
  });

  const shutdown = (signal: string) => {
    logger.info({ signal }, "shutting down");
    server.close(() => {
      void database.close().finally(() => process.exit(0));
    });
  };
  // The membership lifecycle (ADR 0014): trial conversions, renewals, reminders, expiries, gifts.
  const billingTick = setInterval(() => {
    services.billing.tick().catch((error: unknown) => logger.error({ err: error }, "billing tick failed"));
  }, 60_000);
  billingTick.unref();
  const maintenance = setInterval(() => {
    database.maintain().catch((error: unknown) => logger.error({ err: error }, "database maintenance failed"));
  }, DATABASE_MAINTENANCE_INTERVAL_MS);
  maintenance.unref();

  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
