// What members bring back from the field (issue 19): condition reports on a trail, which staff
// confirm or reject and which set the trail's status while they are recent and trusted, and the
// privacy zones around which a member's shared tracks are cut.
import { sql } from "drizzle-orm";
import { check, date, doublePrecision, index, integer, pgTable, serial, text, timestamp, uuid } from "drizzle-orm/pg-core";
import { CONDITION_REPORT_STATES, TRAIL_CONDITIONS } from "../../../shared/domain/trail-conditions";
import { trails } from "./content";
import { users } from "./users";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** A member's report of a trail's condition on a day, optionally at a point on its line. */
export const conditionReports = pgTable(
  "condition_reports",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    trailId: integer("trail_id")
      .notNull()
      .references(() => trails.id, { onDelete: "cascade" }),
    reporterId: integer("reporter_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    condition: text("condition", { enum: TRAIL_CONDITIONS }).notNull(),
    /** The day the reporter saw it. */
    observedOn: date("observed_on").notNull(),
    note: text("note").notNull().default(""),
    /** The point on the line it concerns, if any. */
    longitude: doublePrecision("longitude"),
    latitude: doublePrecision("latitude"),
    /** After this it no longer counts towards the trail's status nor shows on the map. */
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    state: text("state", { enum: CONDITION_REPORT_STATES }).notNull().default("pending"),
    reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    decisionReason: text("decision_reason"),
    createdAt: createdAt(),
  },
  (table) => [
    index("condition_reports_trail_idx").on(table.trailId, table.expiresAt),
    index("condition_reports_reporter_idx").on(table.reporterId, table.state),
    index("condition_reports_queue_idx").on(table.state, table.createdAt),
    check(
      "condition_reports_condition_known",
      sql`${table.condition} in ('open','closed','snow','washout','mud','downed-trees','other')`,
    ),
    check("condition_reports_state_known", sql`${table.state} in ('pending','confirmed','rejected')`),
    check("condition_reports_point_whole", sql`(${table.longitude} is null) = (${table.latitude} is null)`),
  ],
);

/** A place (home, camp) around which the start and end of the member's shared tracks are hidden. */
export const privacyZones = pgTable(
  "privacy_zones",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    radiusMetres: integer("radius_metres").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("privacy_zones_user_idx").on(table.userId),
    check("privacy_zones_radius_range", sql`${table.radiusMetres} between 50 and 5000`),
  ],
);
