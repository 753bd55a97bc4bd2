// Opens the database: embedded PGlite in the data directory, or PostgreSQL when DATABASE_URL is set.
import { mkdirSync } from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { unaccent } from "@electric-sql/pglite/contrib/unaccent";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { migrate as migrateNodePostgres } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import type { Config } from "../config";
import * as schema from "./schema";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** Either the database itself or an open transaction: repositories accept both. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Reclaims dead rows and refreshes the planner's statistics and the visibility map that index-only
   * scans read. PostgreSQL's autovacuum does this by itself; PGlite runs no autovacuum.
   */
  maintain(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve("server/db/migrations");

/** Told when an idle PostgreSQL connection drops (a server restart, an administrator); the pool replaces it. */
export type IdleConnectionErrorListener = (error: Error) => void;

export function openDatabase(database: Config["database"], onIdleConnectionError?: IdleConnectionErrorListener): DatabaseHandle {
  return database.kind === "postgres" ? openPostgres(database.url, onIdleConnectionError) : openPglite(database.dataDir);
}

/** An in-memory PGlite, for tests; `loadDataDir` restores a dumped golden copy. */
export function openMemoryDatabase(loadDataDir?: Blob): DatabaseHandle & { dumpDataDir(): Promise<Blob> } {
  const client = new PGlite({ extensions: { pg_trgm, unaccent }, loadDataDir });
  return { ...wrapPglite(client), dumpDataDir: () => client.dumpDataDir("gzip") };
}

function openPglite(dataDir: string): DatabaseHandle {
  mkdirSync(dataDir, { recursive: true });
  return wrapPglite(new PGlite(dataDir, { extensions: { pg_trgm, unaccent } }));
}

function wrapPglite(client: PGlite): DatabaseHandle {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    kind: "pglite",
    migrate: () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    maintain: async () => {
      await db.execute(sql`vacuum analyze`);
    },
    ping: () => ping(db),
    close: () => client.close(),
  };
}

function openPostgres(url: string, onIdleConnectionError: IdleConnectionErrorListener = () => undefined): DatabaseHandle {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // Without a listener, an idle connection that drops would end the whole process.
  pool.on("error", onIdleConnectionError);
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    maintain: () => Promise.resolve(),
    ping: () => ping(db),
    close: () => pool.end(),
  };
}

async function ping(db: Database): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
