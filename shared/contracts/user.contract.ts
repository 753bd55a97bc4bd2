import { z } from "zod";
import { PLAN_TIERS } from "../domain/membership";
import { ONBOARDING_STATES } from "../domain/onboarding";
import { ROLES } from "../domain/roles";
import { LOCALES } from "../domain/locales";
import { UNIT_SYSTEMS } from "../domain/units";

/** The user claims of spec §3, carried in the access token and decoded by the browser. */
export const userClaimsSchema = z.object({
  uuid: z.uuid(),
  id: z.number().int(),
  email: z.email(),
  name: z.string(),
  access_type: z.enum(ROLES),
  is_subscribed: z.boolean(),
  /** The plan tier of spec §3: paid, trial or free. */
  subscription_tier: z.enum(PLAN_TIERS),
  is_official_crew: z.boolean(),
  has_positive_transaction: z.boolean(),
  photo_file_name: z.string().nullable(),
  state_name: z.string().nullable(),
  drive_style: z.string().nullable(),
  year_started: z.number().int().nullable(),
  vehicle_make: z.string().nullable(),
  signup_origin: z.string().nullable(),
  subscription_store: z.string().nullable(),
  affiliate_origin: z.string().nullable(),
  /**
   * Where the new-member tour stands (ADR 0036), so every page knows whether to show it without
   * asking. A token issued before the tour existed reads as finished: it opens by itself for no one.
   */
  onboarding_state: z.enum(ONBOARDING_STATES).default("finished"),
  /** Imperial or metric (ADR 0040): every distance and elevation the browser shows follows it. Older tokens read as imperial. */
  units: z.enum(UNIT_SYSTEMS).default("imperial"),
  /**
   * The interface language the user chose (ADR 0064), which beats the visitor's cookie when the
   * address names none; null when never chosen. Older tokens read as null.
   */
  locale: z.enum(LOCALES).nullable().default(null),
});
export type UserClaims = z.infer<typeof userClaimsSchema>;

/**
 * What a decoded access token holds: the claims, the standard expiry (seconds) and session id (`sid`,
 * the login it belongs to: a token of a login that ended, by log-out or a password reset, is refused).
 */
export const accessTokenPayloadSchema = userClaimsSchema.extend({
  exp: z.number(),
  sid: z.uuid(),
  token_type: z.literal("access"),
});
export type AccessTokenPayload = z.infer<typeof accessTokenPayloadSchema>;

export const authTokensSchema = z.object({ access: z.string(), refresh: z.string() });
export type AuthTokens = z.infer<typeof authTokensSchema>;
