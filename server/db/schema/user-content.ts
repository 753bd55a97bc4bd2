// A paid member's own tracks and waypoints (My Content, docs/decisions/0012-my-content.md): drawn
// on the map or imported from GPX, KML and GeoJSON, exported again, and shared read-only by link.
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  json,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";
import { sql } from "drizzle-orm";
import type { Bounds } from "../../../shared/geo/geometry";
import type { MultiLineGeometry } from "../../../shared/geo/track-stats";
import type { ProfileSample } from "../../../shared/geo/elevation-profile";
import { users } from "./users";

export const userTracks = pgTable(
  "user_tracks",
  {
    id: serial("id").primaryKey(),
    /** The public id in /user-content/{uuid}; the serial id never leaves the server. */
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    notes: text("notes").notNull().default(""),
    color: text("color").notNull(),
    /**
     * Every point as imported or drawn, [lng, lat, elevation m?], segments kept apart. Plain json,
     * not jsonb: it is only ever read whole, and a 100,000-point track is written in about half
     * the time (docs/decisions/0012-my-content.md).
     */
    geometry: json("geometry").$type<MultiLineGeometry>().notNull(),
    /** The same line simplified on write (about 2 m), which lists and maps draw. */
    /**
     * When each point was recorded, in the shape of the geometry's segments (ISO 8601, null where
     * a point has no time); null when the track has no times at all. Kept so exports lose nothing.
     */
    pointTimes: json("point_times").$type<(string | null)[][]>(),
    previewGeometry: jsonb("preview_geometry").$type<MultiLineGeometry>().notNull(),
    bounds: jsonb("bounds").$type<Bounds>().notNull(),
    pointCount: integer("point_count").notNull(),
    lengthMetres: doublePrecision("length_metres").notNull(),
    /** Null when the track has no elevations. */
    elevationGainMetres: doublePrecision("elevation_gain_metres"),
    elevationLossMetres: doublePrecision("elevation_loss_metres"),
    /** Elevation against distance in at most PROFILE_SAMPLES samples; null when the track has no elevations. */
    elevationProfile: jsonb("elevation_profile").$type<ProfileSample[]>(),
    /** The uploaded file it came from; null when drawn on the map. */
    sourceFileName: text("source_file_name"),
    /** Anyone with the link may read a shared track; only its owner may change it. */
    isShared: boolean("is_shared").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("user_tracks_owner_idx").on(table.ownerId, table.createdAt)],
);

export const userWaypoints = pgTable(
  "user_waypoints",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    /** One of WAYPOINT_ICONS (shared/contracts/user-content.contract.ts). */
    icon: text("icon").notNull().default("pin"),
    notes: text("notes").notNull().default(""),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
    elevationMetres: doublePrecision("elevation_metres"),
    /** When the waypoint was recorded, if its file said. */
    recordedAt: timestamp("recorded_at", { withTimezone: true }),
    sourceFileName: text("source_file_name"),
    isShared: boolean("is_shared").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_waypoints_owner_idx").on(table.ownerId, table.createdAt),
    check(
      "user_waypoints_icon",
      sql`${table.icon} in ('pin', 'camp', 'trailhead', 'viewpoint', 'water', 'fuel', 'parking', 'hazard', 'gate', 'photo')`,
    ),
  ],
);
