// What contributors and staff work with beside the guides themselves (issue "Authoring"): editors'
// autosaved drafts, statements of work, patrols and their reports, and the three kinds of request
// (a correction on a guide, a new assignment, a contributor application).
import { sql } from "drizzle-orm";
import { check, date, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { CONTRIBUTOR_ROLES, PATROL_STATES, REQUEST_STATES } from "../../../shared/domain/authoring";
import { scoutRoutes, trails } from "./content";
import { states } from "./places";
import { users } from "./users";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
const reviewColumns = () => ({
  reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
  reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  decisionReason: text("decision_reason"),
});

/** An editor's unsaved form, kept as it is typed so that a failed save or a closed tab loses nothing. */
export const guideDrafts = pgTable(
  "guide_drafts",
  {
    id: serial("id").primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    fields: jsonb("fields").$type<Record<string, unknown>>().notNull(),
    savedAt: timestamp("saved_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("guide_drafts_trail_user_unique")
      .on(table.trailId, table.userId)
      .where(sql`${table.trailId} is not null`),
    uniqueIndex("guide_drafts_scout_route_user_unique")
      .on(table.scoutRouteId, table.userId)
      .where(sql`${table.scoutRouteId} is not null`),
    check("guide_drafts_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`),
  ],
);

/** Paid work addressed to one contributor: read-only once they sign it. */
export const statementsOfWork = pgTable(
  "statements_of_work",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    contributorId: integer("contributor_id")
      .notNull()
      .references(() => users.id),
    scopeHtml: text("scope_html").notNull(),
    areaDescription: text("area_description").notNull(),
    stateId: integer("state_id").references(() => states.id),
    deliverables: jsonb("deliverables").$type<string[]>().notNull().default([]),
    payCents: integer("pay_cents").notNull(),
    deadline: date("deadline").notNull(),
    createdById: integer("created_by_id").references(() => users.id, { onDelete: "set null" }),
    signatureName: text("signature_name"),
    signedAt: timestamp("signed_at", { withTimezone: true }),
    signedById: integer("signed_by_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("statements_of_work_contributor_idx").on(table.contributorId),
    check("statements_of_work_pay_positive", sql`${table.payCents} >= 0`),
    check("statements_of_work_signed_whole", sql`(${table.signedAt} is null) = (${table.signatureName} is null)`),
  ],
);

/** A trail a contributor is asked to drive and report on by a date; the report lives on the same row. */
export const patrols = pgTable(
  "patrols",
  {
    id: serial("id").primaryKey(),
    trailId: integer("trail_id")
      .notNull()
      .references(() => trails.id, { onDelete: "cascade" }),
    assigneeId: integer("assignee_id")
      .notNull()
      .references(() => users.id),
    statementOfWorkId: integer("statement_of_work_id").references(() => statementsOfWork.id, { onDelete: "set null" }),
    dueOn: date("due_on").notNull(),
    state: text("state", { enum: PATROL_STATES }).notNull().default("assigned"),
    patrolledOn: date("patrolled_on"),
    conditions: text("conditions"),
    /** The trail status the patrol found; it becomes the trail's status when staff accept the report. */
    reportedStatus: text("reported_status"),
    concernsSeen: jsonb("concerns_seen").$type<string[]>().notNull().default([]),
    reportedAt: timestamp("reported_at", { withTimezone: true }),
    ...reviewColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("patrols_assignee_idx").on(table.assigneeId, table.state),
    index("patrols_trail_idx").on(table.trailId),
    check("patrols_state_known", sql`${table.state} in ('assigned','reported','accepted','rejected')`),
  ],
);

/** A signed-in reader's suggested correction to one field of a guide, with an optional photo. */
export const editRequests = pgTable(
  "edit_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    field: text("field").notNull(),
    proposedText: text("proposed_text").notNull(),
    state: text("state", { enum: REQUEST_STATES }).notNull().default("open"),
    ...reviewColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("edit_requests_queue_idx").on(table.state, table.createdAt),
    check("edit_requests_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`),
    check("edit_requests_state_known", sql`${table.state} in ('open','accepted','declined')`),
  ],
);

/** A contributor asking for more work: an area, and what they would like to scout or write. */
export const assignmentRequests = pgTable(
  "assignment_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    stateId: integer("state_id").references(() => states.id),
    area: text("area").notNull(),
    message: text("message").notNull(),
    state: text("state", { enum: REQUEST_STATES }).notNull().default("open"),
    ...reviewColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("assignment_requests_queue_idx").on(table.state, table.createdAt),
    index("assignment_requests_user_idx").on(table.userId),
    check("assignment_requests_state_known", sql`${table.state} in ('open','accepted','declined')`),
  ],
);

/** Someone applying to become a scout or a writer; accepting it changes their role. */
export const contributorRequests = pgTable(
  "contributor_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    requestedRole: text("requested_role", { enum: CONTRIBUTOR_ROLES }).notNull(),
    experience: text("experience").notNull(),
    areas: text("areas").notNull(),
    sampleLink: text("sample_link"),
    state: text("state", { enum: REQUEST_STATES }).notNull().default("open"),
    ...reviewColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("contributor_requests_queue_idx").on(table.state, table.createdAt),
    // One application waits at a time per person.
    uniqueIndex("contributor_requests_one_open")
      .on(table.userId)
      .where(sql`${table.state} = 'open'`),
    check("contributor_requests_role_known", sql`${table.requestedRole} in ('SCOUT','WRITER')`),
    check("contributor_requests_state_known", sql`${table.state} in ('open','accepted','declined')`),
  ],
);
