import { doublePrecision, index, integer, pgTable, serial, text, unique } from "drizzle-orm/pg-core";
import { COUNTRY_CODES } from "../../../shared/domain/countries";

export const states = pgTable(
  "states",
  {
    id: serial("id").primaryKey(),
    code: text("code").notNull().unique(),
    slug: text("slug").notNull(),
    title: text("title").notNull(),
    countryCode: text("country_code", { enum: COUNTRY_CODES }).notNull(),
    contentCount: integer("content_count").notNull().default(0),
  },
  (table) => [unique("states_country_slug_unique").on(table.countryCode, table.slug)],
);

export const cities = pgTable(
  "cities",
  {
    id: serial("id").primaryKey(),
    stateId: integer("state_id")
      .notNull()
      .references(() => states.id),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    countyName: text("county_name"),
    latitude: doublePrecision("latitude").notNull(),
    longitude: doublePrecision("longitude").notNull(),
  },
  (table) => [unique("cities_state_slug_unique").on(table.stateId, table.slug), index("cities_state_idx").on(table.stateId)],
);
