// The e-mail outbox's SQL: queueing in the caller's transaction, and the delivery job's bookkeeping.
import { and, asc, count, eq, inArray, lte, min } from "drizzle-orm";
import type { Database, Executor } from "../../db/client";
import { emailOutbox } from "../../db/schema";

export interface OutboxMessage {
  recipient: string;
  subject: string;
  textBody: string;
  htmlBody: string | null;
  createdAt: Date;
  dedupeKey: string | null;
  status: "pending" | "kept";
}

/** A queued message as the delivery job claims it, with its id and attempts so far. */
export type QueuedMessage = typeof emailOutbox.$inferSelect;

export const emailOutboxRepository = {
  /** Queues a message; one with a key already queued is dropped, so an event's mail is queued once. */
  async insert(db: Executor, message: OutboxMessage): Promise<void> {
    await db
      .insert(emailOutbox)
      .values({ ...message, nextAttemptAt: message.createdAt })
      .onConflictDoNothing();
  },

  /**
   * Claims up to `limit` due messages for one sender until `claimUntil`: two senders running at once
   * get different messages (SKIP LOCKED), and a sender that dies leaves its claim to run out.
   */
  async claimDue(db: Database, now: Date, claimUntil: Date, limit: number) {
    return db.transaction(async (tx) => {
      const due = await tx
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, now)))
        .orderBy(asc(emailOutbox.id))
        .limit(limit)
        .for("update", { skipLocked: true });
      if (due.length === 0) return [];
      return tx
        .update(emailOutbox)
        .set({ nextAttemptAt: claimUntil })
        .where(
          inArray(
            emailOutbox.id,
            due.map((row) => row.id),
          ),
        )
        .returning();
    });
  },

  /** The messages still to send, and how long the oldest of them has waited: what an operator watches. */
  async backlog(db: Executor, now: Date): Promise<{ pending: number; oldestAgeSeconds: number }> {
    const [row] = await db
      .select({ pending: count(), oldest: min(emailOutbox.createdAt) })
      .from(emailOutbox)
      .where(eq(emailOutbox.status, "pending"));
    const oldest = row?.oldest ?? null;
    return {
      pending: row?.pending ?? 0,
      oldestAgeSeconds: oldest ? Math.max(0, (now.getTime() - oldest.getTime()) / 1000) : 0,
    };
  },

  async markSent(db: Executor, id: number, now: Date): Promise<void> {
    await db
      .update(emailOutbox)
      .set({ status: "sent", sentAt: now, lastError: null })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
  },

  async markAttemptFailed(db: Executor, id: number, failure: { attempts: number; retryAt: Date | null; error: string }) {
    await db
      .update(emailOutbox)
      .set({
        attempts: failure.attempts,
        lastError: failure.error,
        ...(failure.retryAt ? { nextAttemptAt: failure.retryAt } : { status: "failed" as const }),
      })
      .where(and(eq(emailOutbox.id, id), eq(emailOutbox.status, "pending")));
  },
};
