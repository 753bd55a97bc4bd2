import { boolean, index, integer, pgTable, primaryKey, serial, text, timestamp } from "drizzle-orm/pg-core";
import { BANNER_TYPES, BANNER_USER_GROUPS } from "../../../shared/domain/banner";
import { users } from "./users";

export const banners = pgTable("banners", {
  id: serial("id").primaryKey(),
  bannerMessage: text("banner_message").notNull(),
  bannerType: text("banner_type", { enum: BANNER_TYPES }).notNull().default("info"),
  userGroup: text("user_group", { enum: BANNER_USER_GROUPS }).notNull().default("everyone"),
  isShown: boolean("is_shown").notNull().default(true),
  noIcon: boolean("no_icon").notNull().default(false),
  position: integer("position").notNull().default(0),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

export const announcements = pgTable(
  "announcements",
  {
    id: serial("id").primaryKey(),
    title: text("title").notNull(),
    summary: text("summary").notNull(),
    body: text("body").notNull(),
    /** Shown on the pages of one type ("states", "regions", "trails", ...) and slug as well as in the list; null for site-wide. */
    pageType: text("page_type"),
    pageSlug: text("page_slug"),
    publishedAt: timestamp("published_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("announcements_published_idx").on(table.publishedAt),
    index("announcements_page_idx").on(table.pageType, table.pageSlug),
  ],
);

export const announcementReads = pgTable(
  "announcement_reads",
  {
    announcementId: integer("announcement_id")
      .notNull()
      .references(() => announcements.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    readAt: timestamp("read_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.announcementId, table.userId] })],
);
