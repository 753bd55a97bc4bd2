import { sql } from "drizzle-orm";
import { index, integer, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";

/**
 * Every e-mail, written in the transaction of the change it tells about (ADR 0016). `pending` mail
 * waits for the delivery job to send it over SMTP; without SMTP it is `kept` here, the local inbox.
 * A dedupe key names the event, so one event queues its mail once however often it is processed.
 */
export const emailOutbox = pgTable(
  "email_outbox",
  {
    id: serial("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    textBody: text("text_body").notNull(),
    htmlBody: text("html_body"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    dedupeKey: text("dedupe_key"),
    status: text("status", { enum: ["pending", "sent", "failed", "kept"] })
      .notNull()
      .default("kept"),
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (table) => [
    uniqueIndex("email_outbox_dedupe_key_idx").on(table.dedupeKey),
    index("email_outbox_pending_idx")
      .on(table.nextAttemptAt)
      .where(sql`${table.status} = 'pending'`),
  ],
);

/**
 * The scheduled jobs (ADR 0016): one row each, claimed by one process at a time with a lease that the
 * running process renews, so N processes never run a job twice nor a slow run twice at once.
 */
export const scheduledJobs = pgTable("scheduled_jobs", {
  name: text("name").primaryKey(),
  nextRunAt: timestamp("next_run_at", { withTimezone: true }).notNull(),
  leasedBy: text("leased_by"),
  leasedUntil: timestamp("leased_until", { withTimezone: true }),
  lastStartedAt: timestamp("last_started_at", { withTimezone: true }),
  lastFinishedAt: timestamp("last_finished_at", { withTimezone: true }),
  lastError: text("last_error"),
});

/** Fixed-window counters shared by every server process. */
export const rateLimitHits = pgTable(
  "rate_limit_hits",
  {
    bucket: text("bucket").notNull(),
    windowStart: timestamp("window_start", { withTimezone: true }).notNull(),
    hits: integer("hits").notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.bucket, table.windowStart] })],
);
