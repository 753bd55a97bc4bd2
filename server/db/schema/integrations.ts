// What the integrations keep (issue "Integrations"): the social sign-in identities linked to an
// account, the OAuth flows in progress (state, PKCE verifier and nonce, one use each), the GPS
// partner's tokens (encrypted) and the uploads sent to it.
import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, unique } from "drizzle-orm/pg-core";
import { users } from "./users";

const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();

/** One social provider's account ("sub" of its ID tokens) linked to one of ours. */
export const socialIdentities = pgTable(
  "social_identities",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** The configured provider's key ("google", "apple"). */
    provider: text("provider").notNull(),
    /** The provider's stable subject identifier. */
    subject: text("subject").notNull(),
    /** The e-mail the provider reported when the link was made, for staff and support. */
    email: text("email"),
    createdAt: createdAt(),
  },
  (table) => [
    unique("social_identities_provider_subject_key").on(table.provider, table.subject),
    unique("social_identities_user_provider_key").on(table.userId, table.provider),
  ],
);

export const OAUTH_FLOW_PURPOSES = ["social-sign-in", "gps-partner"] as const;
export type OAuthFlowPurpose = (typeof OAUTH_FLOW_PURPOSES)[number];

/** An authorization started and not yet finished: found by its state, used once, short-lived. */
export const oauthFlows = pgTable(
  "oauth_flows",
  {
    /** A hash of the state parameter: the state itself only ever travels through the browser. */
    stateHash: text("state_hash").primaryKey(),
    purpose: text("purpose", { enum: OAUTH_FLOW_PURPOSES }).notNull(),
    provider: text("provider").notNull(),
    /** Who started it, when signed in (always for the GPS partner). */
    userId: integer("user_id").references(() => users.id, { onDelete: "cascade" }),
    codeVerifier: text("code_verifier").notNull(),
    nonce: text("nonce"),
    /** A same-site path to return to once it is done. */
    returnPath: text("return_path"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (table) => [
    index("oauth_flows_expires_idx").on(table.expiresAt),
    check("oauth_flows_purpose_check", sql`${table.purpose} in ('social-sign-in', 'gps-partner')`),
  ],
);

/** A reader's link to the GPS partner: its tokens, encrypted with the server's key. */
export const gpsPartnerLinks = pgTable("gps_partner_links", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  partner: text("partner").notNull(),
  accessTokenCiphertext: text("access_token_ciphertext").notNull(),
  refreshTokenCiphertext: text("refresh_token_ciphertext"),
  /** When the access token stops working; refreshed before use after this. */
  accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
  scope: text("scope"),
  createdAt: createdAt(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

export const GPS_UPLOAD_STATES = ["sent", "failed"] as const;
export type GpsUploadState = (typeof GPS_UPLOAD_STATES)[number];

/** Each GPX sent to the GPS partner, with what the partner answered. */
export const gpsPartnerUploads = pgTable(
  "gps_partner_uploads",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    partner: text("partner").notNull(),
    /** What was sent: "trails", "scout-routes" or "tracks", and that record's id. */
    itemType: text("item_type").notNull(),
    itemId: text("item_id").notNull(),
    state: text("state", { enum: GPS_UPLOAD_STATES }).notNull(),
    /** The partner's id for the uploaded item, or why it failed. */
    partnerItemId: text("partner_item_id"),
    error: text("error"),
    createdAt: createdAt(),
  },
  (table) => [
    index("gps_partner_uploads_user_idx").on(table.userId, table.createdAt),
    check("gps_partner_uploads_state_check", sql`${table.state} in ('sent', 'failed')`),
  ],
);
