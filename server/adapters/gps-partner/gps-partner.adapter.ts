// The GPS partner's OAuth 2.0 service (ADR 0057): authorization code with PKCE (S256) and state,
// the refresh grant, RFC 7009 revocation, and its upload endpoint (multipart GPX, bearer token).
// A plain OAuth 2.0 server, not OpenID Connect: its endpoints come from configuration.
import * as oauth from "openid-client";
import type { GpsPartnerConfig } from "../../config";

export interface PartnerTokens {
  accessToken: string;
  refreshToken: string | undefined;
  /** Undefined when the partner did not say how long the access token lasts. */
  expiresAt: Date | undefined;
  scope: string | undefined;
}

export interface PartnerUpload {
  /** The partner's id and page for the uploaded item, when it answers them. */
  partnerItemId: string | undefined;
  partnerItemUrl: string | undefined;
}

/** The partner refused a grant (a revoked or expired refresh token, a wrong code or verifier). */
export class GpsPartnerRefusedError extends Error {
  constructor(readonly reason: string) {
    super(`The GPS partner refused: ${reason}`);
    this.name = "GpsPartnerRefusedError";
  }
}

/** The partner's API answered with an error or not at all. */
export class GpsPartnerFailedError extends Error {
  constructor(
    message: string,
    /** True when the partner refused the access token itself (HTTP 401). */
    readonly isUnauthorized = false,
  ) {
    super(message);
    this.name = "GpsPartnerFailedError";
  }
}

export interface GpsPartnerAdapter {
  authorizationUrl(input: { redirectUri: string; state: string; codeVerifier: string }): Promise<string>;
  exchangeCode(input: { redirectUri: string; code: string; state: string; codeVerifier: string }): Promise<PartnerTokens>;
  refresh(refreshToken: string): Promise<PartnerTokens>;
  /** False when the partner has no revocation endpoint or could not be reached. */
  revoke(token: string): Promise<boolean>;
  upload(accessToken: string, file: { fileName: string; gpx: string }): Promise<PartnerUpload>;
}

const REQUEST_TIMEOUT_SECONDS = 15;

function tokensOf(response: oauth.TokenEndpointResponse & oauth.TokenEndpointResponseHelpers, now: Date): PartnerTokens {
  const expiresIn = response.expiresIn();
  return {
    accessToken: response.access_token,
    refreshToken: response.refresh_token,
    expiresAt: expiresIn === undefined ? undefined : new Date(now.getTime() + expiresIn * 1000),
    scope: response.scope,
  };
}

/** A grant the partner answered with an OAuth error is a refusal; anything else is a failure to reach it. */
async function granted<T>(grant: () => Promise<T>): Promise<T> {
  try {
    return await grant();
  } catch (error) {
    if (error instanceof oauth.ResponseBodyError) throw new GpsPartnerRefusedError(error.error);
    if (error instanceof oauth.AuthorizationResponseError) throw new GpsPartnerRefusedError(error.error);
    throw new GpsPartnerFailedError(error instanceof Error ? error.message : "The GPS partner could not be reached");
  }
}

const optionalText = (value: unknown) => (typeof value === "string" || typeof value === "number" ? String(value) : undefined);

export function createGpsPartnerAdapter(partner: GpsPartnerConfig, clock: { now(): Date }): GpsPartnerAdapter {
  const server: oauth.ServerMetadata = {
    issuer: new URL(partner.authorizeUrl).origin,
    authorization_endpoint: partner.authorizeUrl,
    token_endpoint: partner.tokenUrl,
    revocation_endpoint: partner.revokeUrl,
  };
  const configuration = new oauth.Configuration(
    server,
    partner.clientId,
    undefined,
    partner.clientSecret ? oauth.ClientSecretPost(partner.clientSecret) : oauth.None(),
  );
  configuration.timeout = REQUEST_TIMEOUT_SECONDS;
  // A partner on plain HTTP is only allowed where nobody can listen in (a local test server).
  if ([partner.tokenUrl, partner.revokeUrl].some((url) => url !== undefined && new URL(url).protocol === "http:")) {
    oauth.allowInsecureRequests(configuration);
  }

  return {
    async authorizationUrl({ redirectUri, state, codeVerifier }) {
      const parameters: Record<string, string> = {
        redirect_uri: redirectUri,
        response_type: "code",
        state,
        code_challenge: await oauth.calculatePKCECodeChallenge(codeVerifier),
        code_challenge_method: "S256",
      };
      if (partner.scope) parameters.scope = partner.scope;
      return oauth.buildAuthorizationUrl(configuration, parameters).href;
    },

    exchangeCode({ redirectUri, code, state, codeVerifier }) {
      const callback = new URL(redirectUri);
      callback.searchParams.set("code", code);
      callback.searchParams.set("state", state);
      return granted(async () =>
        tokensOf(
          await oauth.authorizationCodeGrant(configuration, callback, { pkceCodeVerifier: codeVerifier, expectedState: state }),
          clock.now(),
        ),
      );
    },

    refresh(refreshToken) {
      return granted(async () => tokensOf(await oauth.refreshTokenGrant(configuration, refreshToken), clock.now()));
    },

    async revoke(token) {
      if (!partner.revokeUrl) return false;
      try {
        await oauth.tokenRevocation(configuration, token);
        return true;
      } catch {
        return false;
      }
    },

    async upload(accessToken, { fileName, gpx }) {
      const form = new FormData();
      form.set("file", new Blob([gpx], { type: "application/gpx+xml" }), fileName);
      let response: Response;
      try {
        response = await fetch(partner.uploadUrl, {
          method: "POST",
          headers: { Authorization: `Bearer ${accessToken}`, Accept: "application/json" },
          body: form,
          signal: AbortSignal.timeout(REQUEST_TIMEOUT_SECONDS * 1000),
        });
      } catch {
        throw new GpsPartnerFailedError("The GPS partner could not be reached");
      }
      if (!response.ok) {
        throw new GpsPartnerFailedError(`The GPS partner answered HTTP ${response.status}`, response.status === 401);
      }
      const body = (await response.json().catch(() => ({}))) as Record<string, unknown>;
      const url = optionalText(body.url);
      return {
        partnerItemId: optionalText(body.id),
        partnerItemUrl: url && /^https?:\/\//.test(url) ? url : undefined,
      };
    },
  };
}
