import { and, eq, lt, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { rateLimitHits } from "../../db/schema";

export const rateLimitRepository = {
  /** Counts one hit in the bucket's window and returns the window's total, atomically across processes. */
  async increment(db: Executor, bucket: string, windowStart: Date): Promise<number> {
    const [row] = await db
      .insert(rateLimitHits)
      .values({ bucket, windowStart, hits: 1 })
      .onConflictDoUpdate({
        target: [rateLimitHits.bucket, rateLimitHits.windowStart],
        set: { hits: sql`${rateLimitHits.hits} + 1` },
      })
      .returning({ hits: rateLimitHits.hits });
    if (!row) throw new Error("rate_limit_hits upsert returned no row");
    return row.hits;
  },

  /** Drops the bucket's finished windows; they can never count again. */
  async deleteWindowsBefore(db: Executor, bucket: string, windowStart: Date): Promise<void> {
    await db.delete(rateLimitHits).where(and(eq(rateLimitHits.bucket, bucket), lt(rateLimitHits.windowStart, windowStart)));
  },
};
