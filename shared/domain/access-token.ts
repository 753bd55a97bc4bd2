// Decoding the access token in the browser (spec §5): no signature check, only shape and expiry.
import { decodeJwt } from "jose";
import { accessTokenPayloadSchema, type AccessTokenPayload } from "../contracts/user.contract";

export const TOKEN_EXPIRED = "Token Expired";

export type DecodedAccessToken = { valid: true; payload: AccessTokenPayload } | { valid: false; reason: string };

/** Invalid when exp × 1000 is earlier than the current time in milliseconds. */
export function isTokenExpired(exp: number, nowMs: number): boolean {
  return exp * 1000 < nowMs;
}

export function decodeAccessToken(token: string | null | undefined, nowMs: number = Date.now()): DecodedAccessToken {
  if (!token) return { valid: false, reason: "No token" };
  let claims: unknown;
  try {
    claims = decodeJwt(token);
  } catch {
    return { valid: false, reason: "Malformed token" };
  }
  const parsed = accessTokenPayloadSchema.safeParse(claims);
  if (!parsed.success) return { valid: false, reason: "Malformed token" };
  if (isTokenExpired(parsed.data.exp, nowMs)) return { valid: false, reason: TOKEN_EXPIRED };
  return { valid: true, payload: parsed.data };
}
