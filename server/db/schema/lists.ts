// A user's named lists of guides for planning trips (docs/decisions/0008-lists.md). Each item is
// exactly one trail, scout route or ORV park, at most once per list, kept in the owner's order.
import { sql } from "drizzle-orm";
import { boolean, check, index, integer, pgTable, serial, text, timestamp, unique, uuid } from "drizzle-orm/pg-core";
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
