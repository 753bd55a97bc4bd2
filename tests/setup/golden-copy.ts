// The golden copy: the embedded database migrated and seeded with the demo content (a dumped data
// directory), beside the photos the seed rendered. `npm test` builds it once and names it in
// GOLDEN_COPY_DIR; the API tests and the browser tests both start from it. A suite run on its own
// builds a copy of its own.
import { cpSync, existsSync } from "node:fs";
import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { pino } from "pino";
import { createLocalStorageAdapter } from "../../server/adapters/storage/storage.adapter";
import { loadConfig } from "../../server/config";
import { openMemoryDatabase, type DatabaseHandle } from "../../server/db/client";
import { seedDemoData } from "../../server/db/seed/seed";
import { seedSitePages } from "../../server/db/seed/site-pages";
import { ensurePlanCatalog } from "../../server/modules/billing/plans.catalog";
import { createPhotoService } from "../../server/modules/photos/photo-renditions";

const DUMP_FILE = "pglite.tar";
const MEDIA_DIR = "media";
/** Written last, so a copy whose build was cut short is never taken for a whole one. */
const READY_FILE = "ready";

export interface GoldenCopy {
  /** The dumped data directory (uncompressed tar), for `openMemoryDatabase` or to unpack. */
  dumpFile: string;
  /** The seed's rendered photos, laid out as a data directory's `media`. */
  mediaDir: string;
}

const copyAt = (dir: string): GoldenCopy => ({ dumpFile: path.join(dir, DUMP_FILE), mediaDir: path.join(dir, MEDIA_DIR) });

/** Migrates and seeds `database` as a first server start would, rendering photos into `mediaDir`. */
export async function migrateAndSeed(database: DatabaseHandle, mediaDir: string): Promise<void> {
  const photos = createPhotoService({ storage: createLocalStorageAdapter({ dir: mediaDir, baseUrl: "/media" }) });
  await database.migrate();
  await ensurePlanCatalog(database.db, loadConfig({ NODE_ENV: "test" }));
  await seedSitePages(database.db);
  await seedDemoData(database.db, pino({ level: "silent" }), { photos });
}

/** Builds a golden copy in `dir`, replacing whatever was there. */
export async function buildGoldenCopy(dir: string): Promise<GoldenCopy> {
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  const copy = copyAt(dir);
  const database = openMemoryDatabase();
  await migrateAndSeed(database, copy.mediaDir);
  const dump = await database.dumpDataDir();
  await database.close();
  await writeFile(copy.dumpFile, Buffer.from(await dump.arrayBuffer()));
  await writeFile(path.join(dir, READY_FILE), new Date().toISOString());
  return copy;
}

/** The copy `npm test` built for this run, or a new one in `fallbackDir`. */
export async function goldenCopy(fallbackDir: string): Promise<GoldenCopy> {
  const shared = process.env.GOLDEN_COPY_DIR;
  if (shared && existsSync(path.join(shared, READY_FILE))) return copyAt(shared);
  return buildGoldenCopy(fallbackDir);
}

/** Copies the golden copy's photos into a data directory of its own, which tests may write to. */
export function copyGoldenMedia(copy: GoldenCopy, dataDir: string): void {
  cpSync(copy.mediaDir, path.join(dataDir, MEDIA_DIR), { recursive: true });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dir = process.argv[2];
  if (!dir) throw new Error("Usage: tsx tests/setup/golden-copy.ts <directory>");
  await buildGoldenCopy(dir);
}
