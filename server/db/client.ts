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
import { createReplicaReads, type ReplicaReads } from "./replica";

export type Schema = typeof schema;
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** Either the database itself or an open transaction: repositories accept both. */
export type Executor = Parameters<Parameters<Database["transaction"]>[0]>[0] | Database;

export interface DatabaseHandle {
  db: Database;
  /**
   * For what visitors read (pages, tiles, search, sitemaps) and nothing that decides a write: served
   * by the replica in requests that allow it (`replica.servingReads`), else the same as `db`.
   */
  reads: Database;
  /** The streaming replica's routing; null without DATABASE_REPLICA_URL, when `reads` is `db`. */
  replica: ReplicaReads | null;
  kind: "pglite" | "postgres";
  migrate(): Promise<void>;
  /**
   * Runs start-up work (migrations, seeds) while holding a database-wide lock, so processes that
   * start together on one database take turns: the first does the work, the others find it done.
   * The work gets a database of its own, under the start-up's time limit rather than a request's.
   */
  withStartupLock<T>(work: (startup: StartupDatabase) => Promise<T>, onWaiting?: StartupLockListener): Promise<T>;
  /**
   * Reclaims dead rows and refreshes the planner's statistics and the visibility map that index-only
   * scans read. PostgreSQL's autovacuum does this by itself; PGlite runs no autovacuum.
   */
  maintain(): Promise<void>;
  ping(): Promise<boolean>;
  /** The pool's connections now, for the metrics; null for the embedded database, which has none. */
  connections(): PoolConnections | null;
  close(): Promise<void>;
}

export interface PoolConnections {
  open: number;
  idle: number;
  /** Requests waiting for a connection. */
  waiting: number;
}

/** What start-up work runs on: migrations, the plan catalogue, the seeds. */
export interface StartupDatabase {
  db: Database;
  migrate(): Promise<void>;
}

/** Told, now and then, while another process holds the start-up lock: which connection it is. */
export type StartupLockListener = (holder: StartupLockHolder) => void;

export interface StartupLockHolder {
  pid: number;
  clientAddress: string | null;
  connectedForSeconds: number;
}

export const MIGRATIONS_FOLDER = path.resolve("server/db/migrations");

/**
 * Told when a PostgreSQL connection drops (a server restart, a failover, an administrator): idle ones
 * are replaced by the pool, and a request using one fails with its query, never the process. For the
 * replica, told once each time it stops answering: its reads go to the primary meanwhile.
 */
export type ConnectionErrorListener = (error: Error, server: "primary" | "replica") => void;

/** Where PostgreSQL is, and how long to wait for it; unset limits take these defaults. */
export interface PostgresSettings {
  url: string;
  /**
   * PostgreSQL itself, when `url` is a pooler in transaction mode (PgBouncer): start-up holds a
   * session-level lock across many transactions, which only a connection of its own can.
   */
  directUrl?: string;
  /** A streaming replica of `url` (hot standby), for `reads`. */
  replicaUrl?: string;
  poolSize?: number;
  connectTimeoutMs?: number;
  statementTimeoutMs?: number;
  idleInTransactionTimeoutMs?: number;
  /**
   * Start-up is not a request: a migration may build an index on a big table, and a process may
   * wait while another migrates. One start-up statement, and the wait for the lock, get this long.
   */
  startupTimeoutMs?: number;
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
  const migrate = () => migratePglite(db, { migrationsFolder: MIGRATIONS_FOLDER });
  return {
    db,
    reads: db,
    replica: null,
    kind: "pglite",
    migrate,
    // One process owns a PGlite directory, so there is nobody to wait for.
    withStartupLock: (work) => work({ db, migrate }),
    maintain: async () => {
      await db.execute(sql`vacuum analyze`);
    },
    ping: () => ping(db),
    connections: () => null,
    close: () => client.close(),
  };
}

function openPostgres(settings: PostgresSettings, onConnectionError: ConnectionErrorListener = () => undefined): DatabaseHandle {
  const statementTimeoutMs = settings.statementTimeoutMs ?? 30_000;
  // Keepalive probes find a connection whose far end has gone (a partition, a failover) in seconds,
  // not after the kernel's two hours.
  const connection = {
    connectionString: settings.url,
    connectionTimeoutMillis: settings.connectTimeoutMs ?? 5_000,
    keepAlive: true,
    keepAliveInitialDelayMillis: KEEPALIVE_DELAY_MS,
  };
  const openPool = (url: string, server: "primary" | "replica") => {
    const pool = new pg.Pool({
      ...connection,
      connectionString: url,
      max: settings.poolSize ?? 10,
      statement_timeout: statementTimeoutMs,
      idle_in_transaction_session_timeout: settings.idleInTransactionTimeoutMs ?? 60_000,
      // A frozen server cannot time its own statements out: the client gives up a little later.
      // No statement limit (0, a bulk load) means no client limit either.
      query_timeout: statementTimeoutMs > 0 ? statementTimeoutMs + QUERY_TIMEOUT_MARGIN_MS : undefined,
    });
    // Without listeners, a connection that drops would end the whole process: the pool's covers idle
    // connections, each client's covers one checked out between two queries of a transaction.
    const listener = (error: Error) => onConnectionError(error, server);
    pool.on("error", listener);
    pool.on("connect", (client) => client.on("error", listener));
    return pool;
  };
  const pool = openPool(settings.url, "primary");
  const db = drizzleNodePostgres({ client: pool, schema });
  const replicaPool = settings.replicaUrl ? openPool(settings.replicaUrl, "replica") : null;
  const routing = replicaPool && createReplicaReads(pool, replicaPool, (error) => onConnectionError(error, "replica"));
  return {
    db,
    reads: routing ? drizzleNodePostgres({ client: routing.pool, schema }) : db,
    replica: routing?.reads ?? null,
    kind: "postgres",
    migrate: () => migratePostgres(db),
    async withStartupLock(work, onWaiting = () => undefined) {
      const timeoutMs = settings.startupTimeoutMs ?? DEFAULT_STARTUP_TIMEOUT_MS;
      // A connection of its own, outside the pool, with the start-up's limits rather than a request's.
      const client = new pg.Client({
        ...connection,
        connectionString: settings.directUrl ?? settings.url,
        statement_timeout: timeoutMs,
        idle_in_transaction_session_timeout: timeoutMs,
      });
      client.on("error", (error) => onConnectionError(error, "primary"));
      await client.connect();
      try {
        await waitForStartupLock(client, timeoutMs, onWaiting);
        try {
          const startupDb = drizzleNodePostgres({ client, schema });
          return await work({ db: startupDb, migrate: () => migratePostgres(startupDb) });
        } finally {
          // Let go before ending the session: the server ends it (and its locks) only after `end` returns.
          await client.query("select pg_advisory_unlock($1)", [STARTUP_LOCK_KEY]);
        }
      } finally {
        await client.end();
      }
    },
    maintain: () => Promise.resolve(),
    ping: () => pingWithin(db, POSTGRES_PING_TIMEOUT_MS),
    connections: () => ({ open: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }),
    close: async () => {
      await Promise.all([pool.end(), replicaPool?.end()]);
    },
  };
}

const migratePostgres = (db: Parameters<typeof migrateNodePostgres>[0]) =>
  migrateNodePostgres(db, { migrationsFolder: MIGRATIONS_FOLDER });

const KEEPALIVE_DELAY_MS = 10_000;
const QUERY_TIMEOUT_MARGIN_MS = 2_000;
const DEFAULT_STARTUP_TIMEOUT_MS = 30 * 60_000;
const STARTUP_LOCK_POLL_MS = 500;
const STARTUP_LOCK_REPORT_EVERY_MS = 10_000;

/**
 * Takes the start-up lock, trying again until `timeoutMs` has passed and telling `onWaiting` every
 * ten seconds who holds it; past the limit, start-up fails naming the holder.
 */
async function waitForStartupLock(client: pg.Client, timeoutMs: number, onWaiting: StartupLockListener): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let nextReport = Date.now() + STARTUP_LOCK_REPORT_EVERY_MS;
  for (;;) {
    const { rows } = await client.query<{ locked: boolean }>("select pg_try_advisory_lock($1) as locked", [STARTUP_LOCK_KEY]);
    if (rows[0]?.locked) return;
    const now = Date.now();
    if (now >= deadline || now >= nextReport) {
      const holder = await startupLockHolder(client);
      if (now >= deadline) {
        const who = holder
          ? `backend ${holder.pid} of ${holder.clientAddress ?? "a local client"}, connected ${holder.connectedForSeconds} s ago`
          : "nobody now";
        throw new Error(`Gave up waiting ${Math.round(timeoutMs / 1000)} s for the start-up lock, held by ${who}`);
      }
      if (holder) onWaiting(holder);
      nextReport = now + STARTUP_LOCK_REPORT_EVERY_MS;
    }
    await new Promise((resolve) => setTimeout(resolve, STARTUP_LOCK_POLL_MS));
  }
}

async function startupLockHolder(client: pg.Client): Promise<StartupLockHolder | null> {
  // A bigint advisory key is kept as its high (classid) and low (objid) 32 bits. Advisory locks belong
  // to one database: another database on the same server may hold its own start-up lock meanwhile.
  const { rows } = await client.query<{ pid: number; client_address: string | null; connected_for_seconds: number }>(
    `select activity.pid, host(activity.client_addr) as client_address,
            floor(extract(epoch from now() - activity.backend_start))::int as connected_for_seconds
       from pg_locks lock
       join pg_stat_activity activity on activity.pid = lock.pid
      where lock.locktype = 'advisory' and lock.granted and lock.objsubid = 1
        and lock.database = (select oid from pg_database where datname = current_database())
        and ((lock.classid::bigint << 32) | lock.objid::bigint) = $1`,
    [STARTUP_LOCK_KEY],
  );
  const row = rows[0];
  return row ? { pid: row.pid, clientAddress: row.client_address, connectedForSeconds: row.connected_for_seconds } : null;
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
