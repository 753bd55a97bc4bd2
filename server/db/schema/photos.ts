// Photos and the one thing each belongs to: a guide, a park, a review, a waypoint, a Badge of Honor
// claim, a patrol, an edit request or a condition report. Its own module, so the tables it points at
// never import it back.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, smallint, text, timestamp } from "drizzle-orm/pg-core";
import { editRequests, patrols } from "./authoring";
import { badgeSubmissions, moderationColumns, orvParks, reviews, scoutRoutes, trailWaypoints, trails } from "./content";
import { conditionReports } from "./field-reports";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

export const photos = pgTable(
  "photos",
  {
    id: serial("id").primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    orvParkId: integer("orv_park_id").references(() => orvParks.id, { onDelete: "cascade" }),
    reviewId: integer("review_id").references(() => reviews.id, { onDelete: "cascade" }),
    waypointId: integer("waypoint_id").references(() => trailWaypoints.id, { onDelete: "cascade" }),
    badgeSubmissionId: integer("badge_submission_id").references(() => badgeSubmissions.id, { onDelete: "cascade" }),
    patrolId: integer("patrol_id").references(() => patrols.id, { onDelete: "cascade" }),
    editRequestId: integer("edit_request_id").references(() => editRequests.id, { onDelete: "cascade" }),
    conditionReportId: integer("condition_report_id").references(() => conditionReports.id, { onDelete: "cascade" }),
    photoType: smallint("photo_type").notNull().default(3),
    position: integer("position").notNull().default(0),
    caption: text("caption"),
    original: text("original").notNull(),
    resizedMedium: text("resized_medium").notNull(),
    resizedLarge: text("resized_large").notNull(),
    hero: text("hero").notNull(),
    ...moderationColumns(),
    createdAt: createdAt(),
  },
  (table) => [
    index("photos_trail_idx").on(table.trailId),
    index("photos_scout_route_idx").on(table.scoutRouteId),
    index("photos_review_idx").on(table.reviewId),
    index("photos_badge_submission_idx").on(table.badgeSubmissionId),
    index("photos_patrol_idx").on(table.patrolId),
    index("photos_condition_report_idx").on(table.conditionReportId),
    check(
      "photos_one_owner",
      sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}, ${table.orvParkId}, ${table.reviewId}, ${table.waypointId}, ${table.badgeSubmissionId}, ${table.patrolId}, ${table.editRequestId}, ${table.conditionReportId}) = 1`,
    ),
  ],
);
