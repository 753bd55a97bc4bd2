// The start-up lock on PostgreSQL: a process waits for another's migrations and seeds however long
// they take beyond a request's statement limit, its own start-up statements get the start-up's
// limit, and past that limit it gives up naming the connection that holds the lock.
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/client";
import { selectRows } from "../../server/db/select-rows";
import { createEmptyDatabase, type EmptyDatabase } from "./empty-database";

/** Shorter than one start-up here takes: the limit a request would have. */
const REQUEST_STATEMENT_TIMEOUT_MS = 1_500;

let database: EmptyDatabase;
const handles: DatabaseHandle[] = [];

beforeAll(async () => {
  database = await createEmptyDatabase();
});

afterAll(async () => {
  await Promise.all(handles.map((handle) => handle.close()));
  await database?.drop();
});

function open(startupTimeoutMs: number): DatabaseHandle {
  const handle = openDatabase({
    kind: "postgres",
    url: database.url,
    statementTimeoutMs: REQUEST_STATEMENT_TIMEOUT_MS,
    startupTimeoutMs,
  });
  handles.push(handle);
  return handle;
}

/** The backend holding this database's start-up lock, 0 while nobody does: what an operator would look up. */
async function lockHolderPid(): Promise<number> {
  const rows = await database.query<{ pid: number }>(`select pid from pg_locks
     where locktype = 'advisory' and granted
       and database = (select oid from pg_database where datname = current_database())`);
  return rows[0]?.pid ?? 0;
}

it("a process waits out another's long start-up, whose statements outlast a request's limit, then starts", async () => {
  const first = open(60_000);
  const second = open(60_000);
  const order: string[] = [];
  const firstStartup = first.withStartupLock(async (startup) => {
    await startup.migrate();
    // One statement longer than a request may take.
    await startup.db.execute(sql`select pg_sleep(${REQUEST_STATEMENT_TIMEOUT_MS / 1000 + 0.5})`);
    order.push("first done");
  });
  await expect.poll(lockHolderPid).toBeGreaterThan(0);
  const secondStartup = second.withStartupLock(async (startup) => {
    order.push("second starts");
    await startup.migrate();
  });
  await Promise.all([firstStartup, secondStartup]);
  expect(order).toEqual(["first done", "second starts"]);
  // Start-up's limits stayed with start-up: the pool's connections keep a request's.
  await expect(first.db.execute(sql`select pg_sleep(${REQUEST_STATEMENT_TIMEOUT_MS / 1000 + 0.5})`)).rejects.toMatchObject({
    cause: { message: "canceling statement due to statement timeout" },
  });
});

it("past its start-up limit, a waiting process gives up and names the connection holding the lock", async () => {
  // Another database on the same server starting up at the same time holds a lock of its own: not the one to name.
  const neighbour = await createEmptyDatabase();
  const neighbourHandle = openDatabase({ kind: "postgres", url: neighbour.url, startupTimeoutMs: 60_000 });
  let releaseNeighbour!: () => void;
  const neighbourReleased = new Promise<void>((resolve) => (releaseNeighbour = resolve));
  let neighbourHolding!: Promise<void>;
  await new Promise<void>((started) => {
    neighbourHolding = neighbourHandle.withStartupLock(async () => {
      started();
      await neighbourReleased;
    });
  });
  const holder = open(60_000);
  const impatient = open(1_000);
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  // The start-up's own connection holds the lock: its backend is the one to be named.
  let holding!: Promise<void>;
  const holderPid = await new Promise<number>((started) => {
    holding = holder.withStartupLock(async (startup) => {
      const [backend] = await selectRows<{ pid: number }>(startup.db, sql`select pg_backend_pid() as pid`);
      started(backend!.pid);
      await released;
    });
  });
  await expect(impatient.withStartupLock(() => Promise.resolve())).rejects.toThrow(
    new RegExp(`Gave up waiting 1 s for the start-up lock, held by backend ${holderPid} of `),
  );
  release();
  releaseNeighbour();
  await Promise.all([holding, neighbourHolding]);
  await neighbourHandle.close();
  await neighbour.drop();
});
