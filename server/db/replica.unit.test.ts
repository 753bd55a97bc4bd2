import { sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/node-postgres";
import type pg from "pg";
import { describe, expect, it } from "vitest";
import { createReplicaReads } from "./replica";

/** A pool that records the statements it was asked, and fails them with `failWith` when set. */
function fakePool(name: string, log: string[], failWith?: () => Error) {
  const query = (config: pg.QueryConfig | string) => {
    const text = typeof config === "string" ? config : config.text;
    log.push(`${name}: ${text}`);
    if (failWith) return Promise.reject(failWith());
    return Promise.resolve({ rows: [{ served_by: name }], rowCount: 1, fields: [], command: "SELECT", oid: 0 });
  };
  const client = { query, release: () => undefined };
  return { query, connect: () => Promise.resolve(client) } as unknown as pg.Pool;
}

function routing({ replicaFails }: { replicaFails?: () => Error } = {}) {
  const log: string[] = [];
  const failures: Error[] = [];
  const { pool, reads } = createReplicaReads(fakePool("primary", log), fakePool("replica", log, replicaFails), (error) =>
    failures.push(error),
  );
  const db = drizzle({ client: pool });
  const select = async () => (await db.execute<{ served_by: string }>(sql`select 1`)).rows[0]?.served_by;
  return { log, failures, reads, db, select };
}

const connectionRefused = () => Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5433"), { code: "ECONNREFUSED" });

describe("reads a request allows on the replica", () => {
  it("go to the primary unless the request allows the replica", async () => {
    const { reads, select } = routing();
    expect(await select()).toBe("primary");
    expect(await reads.servingReads(select)).toBe("replica");
    expect(reads.counts()).toEqual({ replica: 1, fellBack: 0 });
  });

  it("run their transactions on the primary, begin to commit", async () => {
    const { reads, db, log } = routing();
    await reads.servingReads(() => db.transaction(async (tx) => tx.execute(sql`select 2`)));
    expect(log).toEqual(["primary: begin", "primary: select 2", "primary: commit"]);
  });

  it("go to the primary when the replica cannot be reached, which then rests and is told once", async () => {
    const { reads, select, failures } = routing({ replicaFails: connectionRefused });
    expect(await reads.servingReads(select)).toBe("primary");
    expect(reads.isAnswering()).toBe(false);
    expect(await reads.servingReads(select)).toBe("primary");
    expect(failures).toHaveLength(1);
    expect(reads.counts()).toEqual({ replica: 0, fellBack: 2 });
  });

  it("fail as the query's own error, not asked again, when the statement itself is wrong", async () => {
    const wrong = () => Object.assign(new Error('column "nope" does not exist'), { code: "42703" });
    const { reads, select, log } = routing({ replicaFails: wrong });
    await expect(reads.servingReads(select)).rejects.toMatchObject({ cause: { code: "42703" } });
    expect(log).toEqual(["replica: select 1"]);
    expect(reads.isAnswering()).toBe(true);
  });

  it("ask the primary again when the replica cancels them for a conflict with its recovery", async () => {
    const conflict = () => Object.assign(new Error("canceling statement due to conflict with recovery"), { code: "40001" });
    const { reads, select } = routing({ replicaFails: conflict });
    expect(await reads.servingReads(select)).toBe("primary");
  });

  it("take a write position only as PostgreSQL writes one", async () => {
    const { reads, log } = routing();
    expect(await reads.hasReplayed("0/16B3748'; drop table users; --")).toBe(false);
    expect(log).toEqual([]);
    // The fake replica answers every query with a row whose `replayed` is missing: not replayed.
    expect(await reads.hasReplayed("0/16B3748")).toBe(false);
    expect(log).toEqual(["replica: select pg_last_wal_replay_lsn() >= $1::pg_lsn as replayed"]);
  });
});
