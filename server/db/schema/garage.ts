import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { users } from "./users";

/** A user's rigs (the garage); measurements in inches, null when not given. At most one is primary. */
export const userVehicles = pgTable(
  "user_vehicles",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    make: text("make").notNull(),
    model: text("model").notNull(),
    year: integer("year"),
    trim: text("trim"),
    liftInches: doublePrecision("lift_inches"),
    tireSize: text("tire_size"),
    widthInches: doublePrecision("width_inches"),
    heightInches: doublePrecision("height_inches"),
    wheelbaseInches: doublePrecision("wheelbase_inches"),
    groundClearanceInches: doublePrecision("ground_clearance_inches"),
    /** The rig's photo (storage key of the stored rendition), null when none. */
    photoFileName: text("photo_file_name"),
    isPrimary: boolean("is_primary").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("user_vehicles_user_idx").on(table.userId),
    uniqueIndex("user_vehicles_one_primary")
      .on(table.userId)
      .where(sql`${table.isPrimary}`),
    check("user_vehicles_model_present", sql`length(${table.model}) > 0`),
  ],
);
