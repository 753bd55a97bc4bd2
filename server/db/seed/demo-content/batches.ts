// Inserting many rows per statement: few round trips, each well under PostgreSQL's parameter limit.
import type { PgTable, TableConfig } from "drizzle-orm/pg-core";
import type { Executor } from "../../client";

const BATCH_SIZE = 500;

export async function insertAll<T extends TableConfig>(
  tx: Executor,
  table: PgTable<T>,
  rows: readonly PgTable<T>["$inferInsert"][],
  size = BATCH_SIZE,
): Promise<void> {
  for (let start = 0; start < rows.length; start += size) {
    await tx.insert(table).values(rows.slice(start, start + size));
  }
}

/** Inserts in batches and maps a key the rows are unique on to each new row's id. */
export async function insertWithIds<Row, Returned extends { id: number }>(
  rows: readonly Row[],
  insertBatch: (batch: Row[]) => PromiseLike<Returned[]>,
  keyOf: (row: Returned) => string,
  size = BATCH_SIZE,
): Promise<Map<string, number>> {
  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += size) {
    for (const row of await insertBatch(rows.slice(start, start + size))) ids.set(keyOf(row), row.id);
  }
  return ids;
}
