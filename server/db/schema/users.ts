import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { PLAN_TIERS } from "../../../shared/domain/membership";
import { ONBOARDING_STATES } from "../../../shared/domain/onboarding";
import { ROLES } from "../../../shared/domain/roles";
import { LOCALES } from "../../../shared/domain/locales";
import { UNIT_SYSTEMS } from "../../../shared/domain/units";

export const users = pgTable(
  "users",
  {
    id: serial("id").primaryKey(),
    uuid: uuid("uuid").notNull().defaultRandom().unique(),
    email: text("email").notNull(),
    name: text("name").notNull(),
    passwordHash: text("password_hash"),
    accessType: text("access_type", { enum: ROLES }).notNull().default("STANDARD"),
    // The membership columns below are a projection of the billing records (billing/membership.ts),
    // rewritten in the same transaction as every change to them; tokens read them.
    isSubscribed: boolean("is_subscribed").notNull().default(false),
    subscriptionTier: text("subscription_tier", { enum: PLAN_TIERS }).notNull().default("free"),
    /** When the account started its one 7-day trial. */
    trialUsedAt: timestamp("trial_used_at", { withTimezone: true }),
    isOfficialCrew: boolean("is_official_crew").notNull().default(false),
    hasPositiveTransaction: boolean("has_positive_transaction").notNull().default(false),
    photoFileName: text("photo_file_name"),
    stateName: text("state_name"),
    driveStyle: text("drive_style"),
    yearStarted: integer("year_started"),
    vehicleMake: text("vehicle_make"),
    signupOrigin: text("signup_origin"),
    subscriptionStore: text("subscription_store"),
    affiliateOrigin: text("affiliate_origin"),
    utmParams: jsonb("utm_params").$type<Record<string, string>>(),
    /** How distances, elevations and speeds read for this user (ADR 0033). */
    units: text("units", { enum: UNIT_SYSTEMS }).notNull().default("imperial"),
    /** The interface language the user chose (LOCALES); null follows the address or the browser setting. */
    locale: text("locale", { enum: LOCALES }),
    /** Whether other readers see more than the name on the profile (ADR 0033). */
    profileIsPublic: boolean("profile_is_public").notNull().default(false),
    /** Where the new-member tour stands (ONBOARDING_STATES); shown by itself only while not_started. */
    onboardingState: text("onboarding_state", { enum: ONBOARDING_STATES }).notNull().default("not_started"),
    /** The tour step to resume at (0-based). */
    onboardingStep: smallint("onboarding_step").notNull().default(0),
    /** Set when the account was deleted and the row scrubbed of everything personal (ADR 0034). */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** Set when staff disable the account: it cannot sign in or refresh, and its sessions end (staff tools). */
    disabledAt: timestamp("disabled_at", { withTimezone: true }),
    disabledReason: text("disabled_reason"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("users_email_lower_unique").on(sql`lower(${table.email})`),
    check("users_access_type_known", sql`${table.accessType} in ('STANDARD','PROMOTIONAL','SCOUT','WRITER','ADMIN','SUPER')`),
    check("users_units_known", sql`${table.units} in ('imperial','metric')`),
    check("users_locale_known", sql`${table.locale} is null or ${table.locale} in ('en','fr','es')`),
    check("users_onboarding_state_known", sql`${table.onboardingState} in ('not_started','in_progress','skipped','finished')`),
  ],
);

/** One row per issued refresh token; a family is one login, rotated on every refresh. */
export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp("rotated_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
  },
  (table) => [index("refresh_tokens_family_idx").on(table.familyId), index("refresh_tokens_user_idx").on(table.userId)],
);

export const passwordResetTokens = pgTable("password_reset_tokens", {
  id: serial("id").primaryKey(),
  userId: integer("user_id")
    .notNull()
    .references(() => users.id, { onDelete: "cascade" }),
  tokenHash: text("token_hash").notNull().unique(),
  expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true }),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A requested new e-mail address, switched to only when the link sent to it is opened. */
export const emailChangeRequests = pgTable(
  "email_change_requests",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    newEmail: text("new_email").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    confirmedAt: timestamp("confirmed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index("email_change_requests_user_idx").on(table.userId)],
);
