import { UnsecuredJWT } from "jose";
import { describe, expect, it } from "vitest";
import { TOKEN_EXPIRED, decodeAccessToken, isTokenExpired } from "./access-token";

const NOW_MS = Date.UTC(2026, 10, 1, 12, 0, 0);
const NOW_S = NOW_MS / 1000;

const claims = {
  uuid: "0b7c1f7e-8d1e-4c59-9c2a-3f5c1b2a4d6e",
  id: 42,
  email: "driver@example.com",
  name: "Jane Doe",
  access_type: "STANDARD",
  is_subscribed: false,
  subscription_tier: "free",
  is_official_crew: false,
  has_positive_transaction: false,
  photo_file_name: null,
  state_name: "Utah",
  drive_style: "Overlanding",
  year_started: 2015,
  vehicle_make: "Jeep",
  signup_origin: "website",
  subscription_store: null,
  affiliate_origin: null,
  sid: "9a4d2c1e-5b7f-4e3a-8c6d-1f2e3a4b5c6d",
  token_type: "access",
};

function tokenExpiringAt(expSeconds: number, overrides: Record<string, unknown> = {}): string {
  return new UnsecuredJWT({ ...claims, ...overrides }).setExpirationTime(expSeconds).encode();
}

describe(isTokenExpired.name, () => {
  it.each([
    [NOW_S - 1, true],
    [NOW_S, false],
    [NOW_S + 1, false],
    [NOW_S - 0.001, true],
  ])("exp %d against now → %s", (exp, expected) => {
    expect(isTokenExpired(exp, NOW_MS)).toBe(expected);
  });
});

describe(decodeAccessToken.name, () => {
  it("decodes the claims of a live token", () => {
    const decoded = decodeAccessToken(tokenExpiringAt(NOW_S + 900), NOW_MS);
    expect(decoded).toEqual({ valid: true, payload: { ...claims, exp: NOW_S + 900 } });
  });

  it.each([
    ["expired a second ago", tokenExpiringAt(NOW_S - 1), TOKEN_EXPIRED],
    ["expired a day ago", tokenExpiringAt(NOW_S - 86_400), TOKEN_EXPIRED],
    ["empty", "", "No token"],
    ["not a JWT", "not-a-token", "Malformed token"],
    ["a refresh token", tokenExpiringAt(NOW_S + 900, { token_type: "refresh" }), "Malformed token"],
    ["missing a claim", tokenExpiringAt(NOW_S + 900, { uuid: undefined }), "Malformed token"],
    ["with an unknown role", tokenExpiringAt(NOW_S + 900, { access_type: "OWNER" }), "Malformed token"],
  ])("is invalid when %s", (_case, token, reason) => {
    expect(decodeAccessToken(token, NOW_MS)).toEqual({ valid: false, reason });
  });

  it.each([null, undefined])("is invalid without a token (%s)", (token) => {
    expect(decodeAccessToken(token, NOW_MS)).toEqual({ valid: false, reason: "No token" });
  });

  it("is still valid at the very second of expiry", () => {
    expect(decodeAccessToken(tokenExpiringAt(NOW_S), NOW_MS).valid).toBe(true);
  });
});
