// `npm run db:reset`: throws the database away, then migrates and seeds it again.
// PGlite: deletes its data directory. PostgreSQL: drops and recreates the public and drizzle schemas.
// Seeding follows SEED_DEMO_DATA like a normal start does.
import { rm } from "node:fs/promises";
import { sql } from "drizzle-orm";
import { createStorageAdapter } from "../adapters/storage/storage.adapter";
import { loadConfig } from "../config";
import { createLogger } from "../logger";
import { ensurePlanCatalog } from "../modules/billing/plans.catalog";
import { createPhotoService } from "../modules/photos/photo-renditions";
import { openDatabase } from "./client";
import { seedDemoData } from "./seed/seed";
import { seedSitePages } from "./seed/site-pages";

async function reset() {
  const config = loadConfig();
  const logger = createLogger(config);
  if (config.database.kind === "pglite") {
    await rm(config.database.dataDir, { recursive: true, force: true });
    logger.info({ dataDir: config.database.dataDir }, "deleted the PGlite data directory");
  }
  const database = openDatabase(config.database);
  try {
    if (config.database.kind === "postgres") {
      await database.db.execute(sql`drop schema if exists drizzle cascade`);
      await database.db.execute(sql`drop schema public cascade`);
      await database.db.execute(sql`create schema public`);
      logger.info("dropped and recreated the public schema");
    }
    await database.migrate();
    await ensurePlanCatalog(database.db, config);
    await seedSitePages(database.db);
    if (config.seedDemoData) {
      await seedDemoData(database.db, logger, { photos: createPhotoService({ storage: createStorageAdapter({ config }) }) });
    }
  } finally {
    await database.close();
  }
}

reset().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
