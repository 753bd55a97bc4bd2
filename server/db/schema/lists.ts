// A user's named lists of guides for planning trips (docs/decisions/0008-lists.md). Each item is
// exactly one trail, scout route or ORV park, at most once per list, kept in the owner's order.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { LIST_MEMBER_ROLES } from "../../../shared/domain/list-sharing";
import { orvParks, scoutRoutes, trails } from "./content";
import { users } from "./users";

export const lists = pgTable(
  "lists",
  {
    id: serial("id").primaryKey(),
    /** The public id in /lists/{uuid}; the serial id never leaves the server. */
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    ownerId: integer("owner_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** Anyone with the link may read a public list; only its owner may change it. */
    isPublic: boolean("is_public").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("lists_owner_idx").on(table.ownerId, table.createdAt)],
);

export const listItems = pgTable(
  "list_items",
  {
    id: serial("id").primaryKey(),
    listId: integer("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    orvParkId: integer("orv_park_id").references(() => orvParks.id, { onDelete: "cascade" }),
    /** 0-based order within the list; rewritten as a whole on reorder. */
    position: integer("position").notNull(),
    addedAt: timestamp("added_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("list_items_order_idx").on(table.listId, table.position),
    index("list_items_trail_idx").on(table.trailId),
    index("list_items_scout_route_idx").on(table.scoutRouteId),
    index("list_items_orv_park_idx").on(table.orvParkId),
    // Null owner columns never collide, so each pair only constrains items of its own kind.
    unique("list_items_trail_unique").on(table.listId, table.trailId),
    unique("list_items_scout_route_unique").on(table.listId, table.scoutRouteId),
    unique("list_items_orv_park_unique").on(table.listId, table.orvParkId),
    check("list_items_one_guide", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}, ${table.orvParkId}) = 1`),
  ],
);

/** People the owner shared a list with, as viewers or editors. */
export const listMembers = pgTable(
  "list_members",
  {
    id: serial("id").primaryKey(),
    listId: integer("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: LIST_MEMBER_ROLES }).notNull(),
    joinedAt: timestamp("joined_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique("list_members_unique").on(table.listId, table.userId),
    index("list_members_user_idx").on(table.userId),
    check("list_members_role_known", sql`${table.role} in ('viewer','editor')`),
  ],
);

/** An invitation by e-mail; the link carries a token whose hash is kept here. */
export const listInvitations = pgTable(
  "list_invitations",
  {
    id: serial("id").primaryKey(),
    listId: integer("list_id")
      .notNull()
      .references(() => lists.id, { onDelete: "cascade" }),
    email: text("email").notNull(),
    role: text("role", { enum: LIST_MEMBER_ROLES }).notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    invitedById: integer("invited_by_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** Set when the invitee accepted or declined; the invitation then answers nothing more. */
    respondedAt: timestamp("responded_at", { withTimezone: true }),
    accepted: boolean("accepted"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // One open invitation per address and list: inviting again renews it.
    uniqueIndex("list_invitations_open_unique")
      .on(table.listId, sql`lower(${table.email})`)
      .where(sql`${table.respondedAt} is null`),
    check("list_invitations_role_known", sql`${table.role} in ('viewer','editor')`),
  ],
);

/** The guides a signed-in reader opened, newest kept per guide (the dashboard's "recently viewed"). */
export const guideViews = pgTable(
  "guide_views",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    trailId: integer("trail_id").references(() => trails.id, { onDelete: "cascade" }),
    scoutRouteId: integer("scout_route_id").references(() => scoutRoutes.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("guide_views_recent_idx").on(table.userId, table.viewedAt),
    unique("guide_views_trail_unique").on(table.userId, table.trailId),
    unique("guide_views_scout_route_unique").on(table.userId, table.scoutRouteId),
    check("guide_views_one_guide", sql`num_nonnulls(${table.trailId}, ${table.scoutRouteId}) = 1`),
  ],
);
