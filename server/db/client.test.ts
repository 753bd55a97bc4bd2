import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openMemoryDatabase, type DatabaseHandle } from "./client";

let database: DatabaseHandle;
beforeAll(async () => {
  database = openMemoryDatabase();
  await database.migrate();
});
afterAll(() => database.close());

/** When search_documents was last vacuumed and analyzed, as the statistics views tell. */
async function lastRuns() {
  const result = await database.db.execute(
    sql`select last_vacuum, last_analyze from pg_stat_user_tables where relname = 'search_documents'`,
  );
  return (result as { rows: { last_vacuum: unknown; last_analyze: unknown }[] }).rows[0]!;
}

describe("database maintenance", () => {
  it("vacuums and analyzes the embedded database, which has no autovacuum", async () => {
    expect(await lastRuns()).toEqual({ last_vacuum: null, last_analyze: null });
    await database.maintain();
    const after = await lastRuns();
    expect(after.last_vacuum).not.toBeNull();
    expect(after.last_analyze).not.toBeNull();
  });
});
