// Rows of a raw SQL query, for the few reads the query builder cannot express; both drivers
// (node-postgres and PGlite) answer `{ rows }`.
import type { SQL } from "drizzle-orm";
import type { Executor } from "./client";

export async function selectRows<Row>(executor: Executor, query: SQL): Promise<Row[]> {
  const result = (await executor.execute(query)) as { rows: unknown[] };
  return result.rows as Row[];
}
