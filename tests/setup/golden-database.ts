// Vitest global setup: one migrated, seeded database that every API test file copies.
// PGlite: the run's golden copy (tests/setup/golden-copy.ts). PostgreSQL (DATABASE_URL): a template database.
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../../server/db/client";
import { copyGoldenMedia, goldenCopy, migrateAndSeed } from "./golden-copy";

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
  const postgresUrl = process.env.DATABASE_URL ?? null;
  const dir = await mkdtemp(path.join(os.tmpdir(), "trailguide-golden-"));
  const dataDir = path.join(dir, "data");
  project.provide("dataDir", dataDir);
  const removeDir = async () => rm(dir, { recursive: true, force: true });
  if (postgresUrl) {
    await recreateDatabase(postgresUrl, GOLDEN_DATABASE, null);
    const golden = openDatabase({ kind: "postgres", url: withDatabase(postgresUrl, GOLDEN_DATABASE) });
    await migrateAndSeed(golden, path.join(dataDir, "media"));
    await golden.close();
    project.provide("goldenDump", null);
    project.provide("postgresUrl", postgresUrl);
    return removeDir;
  }
  const copy = await goldenCopy(path.join(dir, "golden"));
  copyGoldenMedia(copy, dataDir);
  project.provide("goldenDump", copy.dumpFile);
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
