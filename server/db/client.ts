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
   * Runs start-up work (migrations, seeds) while holding a database-wide lock, so processes that
   * start together on one database take turns: the first does the work, the others find it done.
   */
  withStartupLock<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Reclaims dead rows and refreshes the planner's statistics and the visibility map that index-only
   * scans read. PostgreSQL's autovacuum does this by itself; PGlite runs no autovacuum.
   */
  maintain(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
}

export const MIGRATIONS_FOLDER = path.resolve("server/db/migrations");

/**
 * Told when a PostgreSQL connection drops (a server restart, a failover, an administrator): idle ones
 * are replaced by the pool, and a request using one fails with its query, never the process.
 */
export type ConnectionErrorListener = (error: Error) => void;

/** Where PostgreSQL is, and how long to wait for it; unset limits take these defaults. */
export interface PostgresSettings {
  url: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
}

/** Any fixed number: it only has to be the same in every process of the product. */
const STARTUP_LOCK_KEY = 7_414_245_001;

export type DatabaseLocation = ({ kind: "postgres" } & PostgresSettings) | { kind: "pglite"; dataDir: string };

export function openDatabase(database: DatabaseLocation, onConnectionError?: ConnectionErrorListener): DatabaseHandle {
  return database.kind === "postgres" ? openPostgres(database, onConnectionError) : openPglite(database.dataDir);
}

/**
 * In memory the write-ahead log is memory too, and a dump carries every segment: PostgreSQL's
 * defaults (16 MB segments, 80 MB kept for reuse) made a dump of the seeded demo 177 MB, of which
 * 100 MB was log, and a copy loads in time proportional to its size. One-megabyte segments, and
 * few kept, leave only what recovery needs.
 */
const MEMORY_WAL = {
  initDbStartParams: ["--wal-segsize=1"],
  startParams: [...PGlite.defaultStartParams, "-c", "min_wal_size=2MB", "-c", "max_wal_size=4MB"],
};

/** An in-memory PGlite, for tests; `loadDataDir` restores a dumped golden copy. */
export function openMemoryDatabase(loadDataDir?: Blob): DatabaseHandle & { dumpDataDir(): Promise<Blob> } {
  const client = new PGlite({
    extensions: { pg_trgm, unaccent },
    loadDataDir,
    ...MEMORY_WAL,
  });
  // Uncompressed: a copy loads in a third of the time a gzipped one takes.
  return {
    ...wrapPglite(client),
    dumpDataDir: async () => {
      // A single-user PostgreSQL has no checkpointer: only an explicit checkpoint lets go of old log.
      await client.exec("checkpoint");
      return client.dumpDataDir("none");
    },
  };
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
    // One process owns a PGlite directory, so there is nobody to wait for.
    withStartupLock: (work) => work(),
    maintain: async () => {
      await db.execute(sql`vacuum analyze`);
    },
    ping: () => ping(db),
    close: () => client.close(),
  };
}

function openPostgres(settings: PostgresSettings, onConnectionError: ConnectionErrorListener = () => undefined): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: settings.url,
    max: settings.poolSize ?? 10,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? 5_000,
    statement_timeout: settings.statementTimeoutMs ?? 30_000,
    idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs ?? 60_000,
  });
  // Without listeners, a connection that drops would end the whole process: the pool's covers idle
  // connections, each client's covers one checked out between two queries of a transaction.
  pool.on("error", onConnectionError);
  pool.on("connect", (client) => client.on("error", onConnectionError));
  const db = drizzleNodePostgres({ client: pool, schema });
  return {
    db,
    kind: "postgres",
    migrate: () => migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER }),
    async withStartupLock(work) {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [STARTUP_LOCK_KEY]);
        try {
          return await work();
        } finally {
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        client.release();
      }
    },
    maintain: () => Promise.resolve(),
    ping: () => pingWithin(db, POSTGRES_PING_TIMEOUT_MS),
    close: () => pool.end(),
  };
}

/**
 * A health check must answer within a second even when PostgreSQL hangs rather than refuses. PGlite
 * runs in the process and cannot be unreachable; only its first query after opening may be slow.
 */
const POSTGRES_PING_TIMEOUT_MS = 800;

function ping(db: Database): Promise<boolean> {
  return db.execute(sql`select 1`).then(
    () => true,
    () => false,
  );
}

async function pingWithin(db: Database, timeoutMs: number): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<false>((resolve) => (timer = setTimeout(() => resolve(false), timeoutMs)));
  try {
    return await Promise.race([ping(db), timeout]);
  } finally {
    clearTimeout(timer);
  }
}
