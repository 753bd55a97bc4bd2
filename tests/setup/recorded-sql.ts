// The statements a repository sends, recorded as they go out: SQL snapshot tests read them so that
// a change to a tile, search or map query shows in review as the SQL it sends.
import { PGlite } from "@electric-sql/pglite";
import type { Logger } from "drizzle-orm";
import { drizzle as drizzleNodePostgres } from "drizzle-orm/node-postgres";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import type pg from "pg";
import type { Database } from "../../server/db/client";
import * as schema from "../../server/db/schema";

export interface RecordedStatement {
  sql: string;
  params: unknown[];
}

/** The statement's text with its layout folded to single spaces, as a snapshot should hold it. */
const folded = (text: string) => text.replace(/\s+/g, " ").trim();

/**
 * A database on the same connection as `db` that records every statement it sends. `take()` hands
 * over those recorded since the last call.
 */
export function recordingDatabase(db: Database): { db: Database; take: () => RecordedStatement[] } {
  const statements: RecordedStatement[] = [];
  const logger: Logger = { logQuery: (sql, params) => statements.push({ sql: folded(sql), params }) };
  const client = (db as Database & { $client: PGlite | pg.Pool }).$client;
  const recording =
    client instanceof PGlite ? drizzlePglite({ client, schema, logger }) : drizzleNodePostgres({ client, schema, logger });
  return { db: recording, take: () => statements.splice(0) };
}
