// What a visitor reads (pages, tiles, search, sitemaps), served by a streaming replica of the primary
// when one is configured: the request decides whether its reads may lag (ADR 0075), the replica's
// health decides whether it answers them, and the primary answers everything else.
import { AsyncLocalStorage } from "node:async_hooks";
import type pg from "pg";
import { isDatabaseUnavailable } from "./unavailable";

/** Where the replica's reads went, for the metrics. */
export interface ReplicaReadCounts {
  replica: number;
  /** Reads a request allowed on the replica that the primary answered: the replica was down or behind. */
  fellBack: number;
}

export interface ReplicaReads {
  /** Runs `work` with its reads served by the replica, while the replica answers. */
  servingReads<T>(work: () => Promise<T>): Promise<T>;
  /**
   * Whether the replica has replayed the primary's log up to `position`, so that a writer's own
   * write is there to read; false when the replica cannot say (it is down).
   */
  hasReplayed(position: string): Promise<boolean>;
  /** The primary's log position now: after a write, the replica must reach it before the writer reads there. */
  writePosition(): Promise<string>;
  counts(): ReplicaReadCounts;
  /** False while the replica is resting after a failure, its reads on the primary. */
  isAnswering(): boolean;
}

/** A PostgreSQL log sequence number as `pg_current_wal_lsn()` writes it. */
export const LOG_POSITION = /^[0-9A-F]{1,8}\/[0-9A-F]{1,8}$/;

/** After the replica fails, its reads go to the primary this long before it is tried again. */
const RESTING_AFTER_FAILURE_MS = 5_000;

/**
 * The pool the `reads` database queries through: each query goes to the replica when the request
 * allows it and the replica is answering, otherwise to the primary. A query the replica fails to
 * answer (gone, restarting, cancelled by a conflict with recovery) is asked again of the primary:
 * these are reads, so asking twice changes nothing.
 *
 * Drizzle opens a transaction on a client of anything whose class is named like a pool: here the
 * primary's, so a transaction is never split across servers and never runs on the read-only replica.
 */
class ReplicaReadPool {
  private restingUntil = 0;
  private readonly tally: ReplicaReadCounts = { replica: 0, fellBack: 0 };

  constructor(
    private readonly primary: pg.Pool,
    private readonly replica: pg.Pool,
    private readonly allowed: AsyncLocalStorage<boolean>,
    private readonly onReplicaFailure: (error: Error) => void,
  ) {}

  connect(): Promise<pg.PoolClient> {
    return this.primary.connect();
  }

  /** The one form of `query` drizzle calls. */
  async query(config: pg.QueryConfig, values?: unknown[]): Promise<pg.QueryResult> {
    if (!this.allowed.getStore()) return this.primary.query(config, values);
    if (!this.isAnswering()) {
      this.tally.fellBack += 1;
      return this.primary.query(config, values);
    }
    try {
      const result = await this.replica.query(config, values);
      this.tally.replica += 1;
      return result;
    } catch (error) {
      if (!isReplicaFailure(error)) throw error;
      this.rest(error as Error);
      this.tally.fellBack += 1;
      return this.primary.query(config, values);
    }
  }

  isAnswering(): boolean {
    return Date.now() >= this.restingUntil;
  }

  rest(error: Error): void {
    if (this.isAnswering()) this.onReplicaFailure(error);
    this.restingUntil = Date.now() + RESTING_AFTER_FAILURE_MS;
  }

  counts(): ReplicaReadCounts {
    return { ...this.tally };
  }
}

/** PostgreSQL cancels a standby's query that blocks the replay of the primary's log (SQLSTATE 40001). */
const RECOVERY_CONFLICT = "40001";

function isReplicaFailure(error: unknown): boolean {
  return isDatabaseUnavailable(error) || (error as { code?: unknown }).code === RECOVERY_CONFLICT;
}

/**
 * The pool `reads` queries through, and the routing the HTTP layer drives. `primary` answers what
 * the replica cannot; `onReplicaFailure` hears once each time the replica stops answering.
 */
export function createReplicaReads(
  primary: pg.Pool,
  replica: pg.Pool,
  onReplicaFailure: (error: Error) => void,
): { pool: pg.Pool; reads: ReplicaReads } {
  const allowed = new AsyncLocalStorage<boolean>();
  const pool = new ReplicaReadPool(primary, replica, allowed, onReplicaFailure);
  return {
    // Drizzle's node-postgres driver uses only `query` and `connect` of the pool it is given.
    pool: pool as unknown as pg.Pool,
    reads: {
      servingReads: (work) => allowed.run(true, work),
      async hasReplayed(position) {
        if (!LOG_POSITION.test(position) || !pool.isAnswering()) return false;
        try {
          const { rows } = await replica.query<{ replayed: boolean | null }>(
            "select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed",
            [position],
          );
          return rows[0]?.replayed === true;
        } catch (error) {
          if (!isReplicaFailure(error)) throw error;
          pool.rest(error as Error);
          return false;
        }
      },
      async writePosition() {
        const { rows } = await primary.query<{ position: string }>("select pg_current_wal_lsn()::text as position");
        return rows[0]!.position;
      },
      counts: () => pool.counts(),
      isAnswering: () => pool.isAnswering(),
    },
  };
}
