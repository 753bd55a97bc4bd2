// Trail guides, scout routes, ORV parks and what hangs off them (DESIGN §5, spec §3).
// Lines are GeoJSON [lng, lat(, ele)] with the trailhead first; review and vote totals are kept on
// the guide and updated in the same transaction as the review or vote that changes them.
import { sql } from "drizzle-orm";
import {
  bigserial,
  boolean,
  check,
  date,
  doublePrecision,
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
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { BADGE_SUBMISSION_STATES } from "../../../shared/domain/badge-of-honor";
import { WORKFLOW_STATES } from "../../../shared/domain/guide-workflow";
import type { Bounds, LineGeometry } from "../../../shared/geo/geometry";
import type { MultiPolygon, Polygon } from "geojson";
import { userVehicles } from "./garage";
import { cities, states } from "./places";
import { users } from "./users";

export type RegionBoundary = Polygon | MultiPolygon;

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
/** Staff hide a review or a photo with a reason (and may restore it); hidden ones are shown to nobody else. */
export const moderationColumns = () => ({
  hiddenAt: timestamp("hidden_at", { withTimezone: true }),
  hiddenReason: text("hidden_reason"),
  hiddenById: integer("hidden_by_id").references(() => users.id, { onDelete: "set null" }),
});

export const regions = pgTable(
  "regions",
  {
    id: serial("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
    /** The region's outline (a GeoJSON Polygon or MultiPolygon, [lng, lat]), drawn by staff on the region map. */
    boundary: jsonb("boundary").$type<RegionBoundary>(),
  },
  (table) => [unique("regions_state_slug_unique").on(table.stateId, table.slug)],
);

/** Columns every guide with a line on the map shares: place, line, conditions, editions, totals. */
const guideColumns = () => ({
  id: serial("id").primaryKey(),
  title: text("title").notNull(),
  slug: text("slug").notNull(),
  stateId: integer("state_id")
    .notNull()
    .references(() => states.id),
  regionId: integer("region_id").references(() => regions.id),
  cityId: integer("city_id").references(() => cities.id),
  nearestTownName: text("nearest_town_name").notNull(),
  countyName: text("county_name"),
  geojson: jsonb("geojson").$type<LineGeometry>().notNull(),
  bounds: jsonb("bounds").$type<Bounds>().notNull(),
  trailheadLatitude: doublePrecision("trailhead_latitude").notNull(),
  trailheadLongitude: doublePrecision("trailhead_longitude").notNull(),
  lengthMiles: doublePrecision("length_miles").notNull(),
  stateMessage: text("state_message"),
  roadCondition: text("road_condition"),
  status: text("status").notNull().default("open"),
  statusReportedAt: timestamp("status_reported_at", { withTimezone: true }),
  permitInformationLink: text("permit_information_link"),
  /** Always `workflow_state = 'published'` (a check says so): kept because every reader's query filters on it. */
  published: boolean("published").notNull().default(false),
  /** The publishing workflow (shared/domain/guide-workflow.ts); only the workflow service moves it. */
  workflowState: text("workflow_state", { enum: WORKFLOW_STATES }).notNull().default("draft"),
  submittedAt: timestamp("submitted_at", { withTimezone: true }),
  /** Set when an editor accepts the guide: from then on only ADMIN or greater edit a scout route (spec §4). */
  acceptedAt: timestamp("accepted_at", { withTimezone: true }),
  /** When an accepted guide is to be published by the publishing job (staff tools); null when not scheduled. */
  publishAt: timestamp("publish_at", { withTimezone: true }),
  userId: integer("user_id").references(() => users.id),
  originalPublishDate: date("original_publish_date"),
  lastPublishedDate: date("last_published_date"),
  newEditionDate: date("new_edition_date"),
  reviewAverage: doublePrecision("review_average").notNull().default(0),
  reviewCount: integer("review_count").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const trails = pgTable(
  "trails",
  {
    ...guideColumns(),
    technicalRatingLow: smallint("technical_rating_low"),
    technicalRatingHigh: smallint("technical_rating_high"),
    pointsOfConcern: jsonb("points_of_concern").$type<string[]>().notNull().default([]),
    teaser: text("teaser").notNull(),
    descriptionHtml: text("description_html").notNull(),
    season: text("season"),
    isPreview: boolean("is_preview").notNull().default(false),
    isBoh: boolean("is_boh").notNull().default(false),
  },
  (table) => [
    index("trails_state_idx").on(table.stateId),
    // A region's or town's guides are counted for its search rank and listed on its page.
    index("trails_region_idx").on(table.regionId),
    index("trails_city_idx").on(table.cityId),
    index("trails_preview_idx").on(table.isPreview),
    index("trails_publish_at_idx")
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    check("trails_published_by_workflow", sql`${table.published} = (${table.workflowState} = 'published')`),
    check("trails_workflow_state_known", sql`${table.workflowState} in ('draft','submitted','accepted','published')`),
    check(
      "trails_rating_range",
      sql`${table.technicalRatingLow} between 1 and 10 and ${table.technicalRatingHigh} between ${table.technicalRatingLow} and 10`,
    ),
  ],
);

/** A guide's ordered waypoints: a trail's or a scout route's (exactly one). */
export const trailWaypoints = pgTable(
  "trail_waypoints",
  {
    id: serial("id").primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    waypointType: text("waypoint_type").notNull(),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    descriptionHtml: text("description_html").notNull().default(""),
  },
  (table) => [
    unique("trail_waypoints_order_unique").on(table.trailId, table.position),
    unique("trail_waypoints_scout_route_order_unique").on(table.scoutRouteId, table.position),
    check("trail_waypoints_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`),
  ],
);

export const scoutRoutes = pgTable(
  "scout_routes",
  {
    ...guideColumns(),
    /** Technical rating 1-10; null draws the pink line of spec §9. */
    difficulty: smallint("difficulty"),
    routeDescription: text("route_description").notNull(),
    categories: jsonb("categories").$type<string[]>().notNull().default([]),
    voteCount: integer("vote_count").notNull().default(0),
    totalPageViews: integer("total_page_views").notNull().default(0),
  },
  (table) => [
    index("scout_routes_state_idx").on(table.stateId),
    index("scout_routes_region_idx").on(table.regionId),
    index("scout_routes_city_idx").on(table.cityId),
    index("scout_routes_publish_at_idx")
      .on(table.publishAt)
      .where(sql`${table.publishAt} is not null`),
    check("scout_routes_difficulty_range", sql`${table.difficulty} between 1 and 10`),
    check("scout_routes_published_by_workflow", sql`${table.published} = (${table.workflowState} = 'published')`),
    check("scout_routes_workflow_state_known", sql`${table.workflowState} in ('draft','submitted','accepted','published')`),
  ],
);

export const orvParks = pgTable(
  "orv_parks",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    slug: text("slug").notNull(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    cityId: integer("city_id").references(() => cities.id),
    nearestTownName: text("nearest_town_name").notNull(),
    countyName: text("county_name"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    acreage: integer("acreage"),
    trailMiles: doublePrecision("trail_miles"),
    descriptionHtml: text("description_html").notNull(),
    websiteUrl: text("website_url"),
    fees: text("fees"),
    season: text("season"),
    published: boolean("published").notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [unique("orv_parks_state_slug_unique").on(table.stateId, table.slug), index("orv_parks_city_idx").on(table.cityId)],
);

/** Exactly one of the owner columns is set. Photo types: 0 hero, 1 camping, 2 hardest part, 3 highlight (spec §9). */
export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: smallint("rating").notNull(),
    title: text("title").notNull(),
    body: text("body").notNull(),
    /** The technical rating the reviewer found, when it differs from the guide's: a difficulty change. */
    suggestedDifficulty: smallint("suggested_difficulty"),
    visitedOn: date("visited_on"),
    ...moderationColumns(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("reviews_trail_idx").on(table.trailId),
    index("reviews_scout_route_idx").on(table.scoutRouteId),
    check("reviews_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`),
    check("reviews_rating_range", sql`${table.rating} between 1 and 5`),
    check("reviews_suggested_difficulty_range", sql`${table.suggestedDifficulty} between 1 and 10`),
  ],
);

/** A member's claim to have driven a Badge of Honor trail, verified or rejected by staff. */
export const badgeSubmissions = pgTable(
  "badge_submissions",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trailId: integer("trail_id")
      .notNull()
      .references(() => trails.id, { onDelete: "cascade" }),
    completedOn: date("completed_on").notNull(),
    vehicleId: integer("vehicle_id").references(() => userVehicles.id, { onDelete: "set null" }),
    /** The rig as it was described when submitted ("2019 Jeep Wrangler Rubicon"), kept if the rig goes. */
    rigDescription: text("rig_description").notNull(),
    notes: text("notes").notNull().default(""),
    status: text("status", { enum: BADGE_SUBMISSION_STATES }).notNull().default("submitted"),
    reviewerId: integer("reviewer_id").references(() => users.id, { onDelete: "set null" }),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    rejectionReason: text("rejection_reason"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (table) => [
    index("badge_submissions_trail_idx").on(table.trailId, table.status),
    index("badge_submissions_user_idx").on(table.userId, table.status),
    index("badge_submissions_queue_idx").on(table.status, table.createdAt),
    // A member holds at most one open or verified claim per trail; a rejected one may be resubmitted.
    uniqueIndex("badge_submissions_one_standing")
      .on(table.userId, table.trailId)
      .where(sql`${table.status} <> 'rejected'`),
    check("badge_submissions_status_known", sql`${table.status} in ('submitted','verified','rejected')`),
  ],
);

export const editorNotes = pgTable(
  "editor_notes",
  {
    id: serial("id").primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    authorId: integer("author_id")
      .notNull()
      .references(() => users.id),
    /** Whether the note came from the editorial staff or from the guide's writer ("Editor: x" / "Writer: x"). */
    authorRole: text("author_role", { enum: ["editor", "writer"] }).notNull(),
    contentHtml: text("content_html").notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("editor_notes_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`)],
);

/** One row per edit, written in the edit's own transaction. */
export const historyEntries = pgTable(
  "history_entries",
  {
    id: serial("id").primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    historyUserId: integer("history_user_id").references(() => users.id),
    historyDate: timestamp("history_date", { withTimezone: true }).notNull().defaultNow(),
    historyChangeReason: text("history_change_reason").notNull(),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>().notNull().default({}),
  },
  (table) => [
    index("history_entries_scout_route_idx").on(table.scoutRouteId),
    index("history_entries_trail_idx").on(table.trailId),
    check("history_entries_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`),
  ],
);

export const scoutRouteVotes = pgTable(
  "scout_route_votes",
  {
    scoutRouteId: integer("scout_route_id")
      .notNull()
      .references(() => scoutRoutes.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (table) => [primaryKey({ columns: [table.scoutRouteId, table.userId] })],
);

export const screenViews = pgTable(
  "screen_views",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    platform: text("platform", { enum: ["ios", "android", "website"] }).notNull(),
    createdAt: createdAt(),
  },
  (table) => [check("screen_views_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`)],
);

/**
 * When each client's view of a guide was last counted (a user id, or an address when signed out):
 * a view within the window of the last one is not counted again, and a client's views count up to a
 * cap per window, whichever process answers. Rows older than the window are swept as views come in.
 */
export const countedGuideViews = pgTable(
  "counted_guide_views",
  {
    guideKind: text("guide_kind", { enum: ["trail", "scout-route"] }).notNull(),
    guideId: integer("guide_id").notNull(),
    client: text("client").notNull(),
    countedAt: timestamp("counted_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.guideKind, table.guideId, table.client] }),
    index("counted_guide_views_client_idx").on(table.client, table.countedAt),
    index("counted_guide_views_counted_at_idx").on(table.countedAt),
  ],
);

export const gpxDownloads = pgTable(
  "gpx_downloads",
  {
    id: bigserial("id", { mode: "number" }).primaryKey(),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    userId: integer("user_id").references(() => users.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (table) => [check("gpx_downloads_one_subject", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`)],
);

export const events = pgTable("events", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  summary: text("summary").notNull(),
  bodyMarkdown: text("body_markdown").notNull(),
  startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
  endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
  locationName: text("location_name").notNull(),
  stateId: integer("state_id").references(() => states.id),
  latitude: doublePrecision("latitude"),
  longitude: doublePrecision("longitude"),
  websiteUrl: text("website_url"),
  published: boolean("published").notNull().default(false),
});

export const blogAuthors = pgTable("blog_authors", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  name: text("name").notNull(),
  bio: text("bio").notNull(),
  photoUrl: text("photo_url"),
});

export const blogPosts = pgTable(
  "blog_posts",
  {
    id: serial("id").primaryKey(),
    slug: text("slug").notNull().unique(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    bodyMarkdown: text("body_markdown").notNull(),
    heroPhotoUrl: text("hero_photo_url"),
    authorId: integer("author_id")
      .notNull()
      .references(() => blogAuthors.id),
    publishedAt: timestamp("published_at", { withTimezone: true }),
    published: boolean("published").notNull().default(false),
  },
  (table) => [index("blog_posts_published_idx").on(table.publishedAt)],
);

export const helpArticles = pgTable("help_articles", {
  id: serial("id").primaryKey(),
  slug: text("slug").notNull().unique(),
  title: text("title").notNull(),
  category: text("category").notNull(),
  bodyMarkdown: text("body_markdown").notNull(),
  published: boolean("published").notNull().default(false),
  updatedAt: updatedAt(),
});

/** Legal, company and feature pages in Markdown: editable by staff, first filled from server/content/pages. */
export const sitePages = pgTable("site_pages", {
  slug: text("slug").primaryKey(),
  title: text("title").notNull(),
  description: text("description").notNull().default(""),
  bodyMarkdown: text("body_markdown").notNull(),
  updatedAt: updatedAt(),
});
