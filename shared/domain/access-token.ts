// Decoding the access token in the browser (spec §5): no signature check, only shape and expiry.
// The server verifies tokens with the contract's schema; this check stays free of the schema library
// so that every page's bundle does not carry it (ADR 0021).
import { decodeJwt } from "jose";
import type { AccessTokenPayload } from "../contracts/user.contract";
import { PLAN_TIERS } from "./membership";
import { ROLES } from "./roles";

export const TOKEN_EXPIRED = "Token Expired";

export type DecodedAccessToken = { valid: true; payload: AccessTokenPayload } | { valid: false; reason: string };

/** Invalid when exp × 1000 is earlier than the current time in milliseconds. */
export function isTokenExpired(exp: number, nowMs: number): boolean {
  return exp * 1000 < nowMs;
}

/** The claims the browser reads, by type; the server signed the rest. */
const CLAIM_TYPES = {
  uuid: "string",
  id: "number",
  email: "string",
  name: "string",
  is_subscribed: "boolean",
  is_official_crew: "boolean",
  has_positive_transaction: "boolean",
  exp: "number",
  sid: "string",
} as const;

const isOneOf = <T extends string>(values: readonly T[], value: unknown): value is T => values.includes(value as T);

function isAccessTokenPayload(claims: Record<string, unknown>): claims is AccessTokenPayload {
  return (
    claims.token_type === "access" &&
    isOneOf(ROLES, claims.access_type) &&
    isOneOf(PLAN_TIERS, claims.subscription_tier) &&
    Object.entries(CLAIM_TYPES).every(([claim, type]) => typeof claims[claim] === type)
  );
}

export function decodeAccessToken(token: string | null | undefined, nowMs: number = Date.now()): DecodedAccessToken {
  if (!token) return { valid: false, reason: "No token" };
  let claims: Record<string, unknown>;
  try {
    claims = decodeJwt(token);
  } catch {
    return { valid: false, reason: "Malformed token" };
  }
  if (!isAccessTokenPayload(claims)) return { valid: false, reason: "Malformed token" };
  if (isTokenExpired(claims.exp, nowMs)) return { valid: false, reason: TOKEN_EXPIRED };
  return { valid: true, payload: claims };
}
