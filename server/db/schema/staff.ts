// What the back office keeps beside the product's own records (issue "Staff tools"): the audit log
// of every staff change, the vendors (paid contributors), dataset imports run by the job runner,
// the sign-up questions staff edit without a deploy, and the days each account was active.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from "drizzle-orm/pg-core";
import { DATASET_IMPORT_STATES, DATASET_KINDS } from "../../../shared/domain/map-datasets";
import { users } from "./users";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

/** Changed fields only, as plain JSON, before and after a staff change. */
export type AuditValues = Record<string, unknown>;

/** One staff change, written in the transaction of the change itself. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    actorId: integer("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** What kind of record changed ("user", "trail", "review", ...) and its id as text. */
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id").notNull(),
    /** What was done, in a word or two ("role changed", "published", "hidden"). */
    action: text("action").notNull(),
    before: jsonb("before").$type<AuditValues>(),
    after: jsonb("after").$type<AuditValues>(),
    reason: text("reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_record_idx").on(table.entityType, table.entityId, table.createdAt),
    index("audit_log_created_idx").on(table.createdAt),
    index("audit_log_actor_idx").on(table.actorId),
  ],
);

/** A paid contributor: who to contact and where payments go (a reference, never card or bank numbers). */
export const vendors = pgTable(
  "vendors",
  {
    id: serial("id").primaryKey(),
    /** The contributor's account, when they have one; their statements of work are addressed to it. */
    userId: integer("user_id")
      .unique()
      .references(() => users.id, { onDelete: "set null" }),
    name: text("name").notNull(),
    contactName: text("contact_name"),
    email: text("email"),
    phone: text("phone"),
    /** Where the accounting system keeps the payment details (a payee id), not the details themselves. */
    paymentReference: text("payment_reference"),
    notes: text("notes").notNull().default(""),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [index("vendors_name_idx").on(sql`lower(${table.name})`)],
);

/** An uploaded public-land or road dataset, kept in object storage and imported by the job runner. */
export const datasetImports = pgTable(
  "dataset_imports",
  {
    id: serial("id").primaryKey(),
    kind: text("kind", { enum: DATASET_KINDS }).notNull(),
    /** The source name its rows carry; an import replaces the rows of that source. */
    source: text("source").notNull(),
    fileName: text("file_name").notNull(),
    storageKey: text("storage_key").notNull(),
    state: text("state", { enum: DATASET_IMPORT_STATES }).notNull().default("queued"),
    /** Features read so far, and in all when known, for the progress bar. */
    processed: integer("processed").notNull().default(0),
    total: integer("total"),
    /** What the import found: counts imported and skipped, and why. */
    report: jsonb("report").$type<Record<string, unknown>>(),
    error: text("error"),
    uploadedById: integer("uploaded_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    startedAt: timestamp("started_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
  },
  (table) => [
    index("dataset_imports_queued_idx")
      .on(table.createdAt)
      .where(sql`${table.state} = 'queued'`),
    check("dataset_imports_kind_known", sql`${table.kind} in ('public-lands','roads')`),
    check("dataset_imports_state_known", sql`${table.state} in ('queued','running','succeeded','failed')`),
  ],
);

/** The sign-up questions of spec §2.10, editable by staff; `key` is the field the answer is saved in. */
export const signupQuestions = pgTable("signup_questions", {
  id: serial("id").primaryKey(),
  key: text("key").notNull().unique(),
  label: text("label").notNull(),
  position: smallint("position").notNull().default(0),
  active: boolean("active").notNull().default(true),
  updatedAt: updatedAt(),
});

export const signupQuestionOptions = pgTable(
  "signup_question_options",
  {
    id: serial("id").primaryKey(),
    questionId: integer("question_id")
      .notNull()
      .references(() => signupQuestions.id, { onDelete: "cascade" }),
    value: text("value").notNull(),
    label: text("label").notNull(),
    position: smallint("position").notNull().default(0),
    active: boolean("active").notNull().default(true),
  },
  (table) => [unique("signup_question_options_value_unique").on(table.questionId, table.value)],
);

/** Each day an account signed in or refreshed its session: the active-users figures count these. */
export const userActiveDays = pgTable(
  "user_active_days",
  {
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    day: date("day").notNull(),
  },
  (table) => [primaryKey({ columns: [table.userId, table.day] }), index("user_active_days_day_idx").on(table.day)],
);
