// Vitest global setup: one migrated, seeded database that every API test file copies.
// PGlite: a dumped data directory in a temp file. PostgreSQL (DATABASE_URL): a template database.
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { pino } from "pino";
import type { TestProject } from "vitest/node";
import { createLocalStorageAdapter } from "../../server/adapters/storage/storage.adapter";
import { openDatabase, openMemoryDatabase } from "../../server/db/client";
import { seedDemoData } from "../../server/db/seed/seed";
import { seedSitePages } from "../../server/db/seed/site-pages";
import { createPhotoService } from "../../server/modules/photos/photo-renditions";
import { loadConfig } from "../../server/config";
import { ensurePlanCatalog } from "../../server/modules/billing/plans.catalog";

export const GOLDEN_DATABASE = "trailguide_golden";

declare module "vitest" {
  export interface ProvidedContext {
    goldenDump: string | null;
    postgresUrl: string | null;
    /** A temporary data directory (media included) that test apps use instead of ./data. */
    dataDir: string;
  }
}

export default async function setup(project: TestProject) {
  const logger = pino({ level: "silent" });
  const postgresUrl = process.env.DATABASE_URL ?? null;
  const dir = await mkdtemp(path.join(os.tmpdir(), "trailguide-golden-"));
  const dataDir = path.join(dir, "data");
  const photos = createPhotoService({
    storage: createLocalStorageAdapter({ dir: path.join(dataDir, "media"), baseUrl: "/media" }),
  });
  project.provide("dataDir", dataDir);
  const removeDir = async () => rm(dir, { recursive: true, force: true });
  if (postgresUrl) {
    await recreateDatabase(postgresUrl, GOLDEN_DATABASE, null);
    const golden = openDatabase({ kind: "postgres", url: withDatabase(postgresUrl, GOLDEN_DATABASE) });
    await golden.migrate();
    await ensurePlanCatalog(golden.db, loadConfig({ NODE_ENV: "test" }));
    await seedSitePages(golden.db);
    await seedDemoData(golden.db, logger, { photos });
    await golden.close();
    project.provide("goldenDump", null);
    project.provide("postgresUrl", postgresUrl);
    return removeDir;
  }
  const golden = openMemoryDatabase();
  await golden.migrate();
  await ensurePlanCatalog(golden.db, loadConfig({ NODE_ENV: "test" }));
  await seedSitePages(golden.db);
  await seedDemoData(golden.db, logger, { photos });
  const dump = await golden.dumpDataDir();
  await golden.close();
  const file = path.join(dir, "golden.tar");
  await writeFile(file, Buffer.from(await dump.arrayBuffer()));
  project.provide("goldenDump", file);
  project.provide("postgresUrl", null);
  return removeDir;
}

export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

/** Drops and creates `name`, optionally as a copy of `template`. */
export async function recreateDatabase(url: string, name: string, template: string | null): Promise<void> {
  const admin = new pg.Client({ connectionString: withDatabase(url, "postgres") });
  await admin.connect();
  try {
    await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    await admin.query(`CREATE DATABASE "${name}"${template ? ` TEMPLATE "${template}"` : ""}`);
  } finally {
    await admin.end();
  }
}
