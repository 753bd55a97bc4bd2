// The configured OpenID Connect providers: discovery (cached per process; their metadata and keys
// are public), ID token verification against the provider's JWKS, and the authorization code flow
// with PKCE for the web. Plain-http issuers are accepted only on this machine (isLocalUrl).
import { createRemoteJWKSet, errors, importPKCS8, jwtVerify, SignJWT, type JWTVerifyGetKey } from "jose";
import * as oidc from "openid-client";
import { SOCIAL_PROVIDERS, type SocialProviderKey } from "../../../shared/domain/social-providers";
import type { Logger } from "pino";
import type { Clock } from "../../clock";
import { isLocalUrl, type SocialProviderConfig } from "../../config";
import { BusyError, HttpError } from "../../http/errors";

/** Who the provider says signed in. */
export interface VerifiedIdentity {
  provider: SocialProviderKey;
  subject: string;
  /** Only an address the provider has verified. */
  email: string | null;
  name: string | null;
}

/** What the browser carries from the start of a web sign-in to its callback. */
export interface FlowChecks {
  state: string;
  nonce: string;
  codeVerifier: string;
}

const APPLE_CLIENT_SECRET_TTL_SECONDS = 5 * 60;
const DISCOVERY_RETRY_AFTER_SECONDS = 30;

export const socialProviderNotConfigured = (key: string) =>
  new HttpError(404, "provider_not_configured", `Sign-in with ${providerName(key)} is not available on this site.`);

const invalidSocialToken = (detail: string) => new HttpError(401, "invalid_social_token", detail);

function providerName(key: string): string {
  return (SOCIAL_PROVIDERS as Record<string, { name: string }>)[key]?.name ?? key;
}

/** Why an ID token was refused, in words for the visitor. */
function describeRefusal(error: unknown, name: string): HttpError {
  if (error instanceof errors.JWTExpired) return invalidSocialToken(`Your ${name} sign-in has expired. Please try again.`);
  if (error instanceof errors.JWTClaimValidationFailed) {
    return invalidSocialToken(`This ${name} sign-in was not made for this site. Please try again.`);
  }
  return invalidSocialToken(`${name} could not confirm this sign-in. Please try again.`);
}

function stringClaim(value: unknown): string | null {
  return typeof value === "string" && value.trim() !== "" ? value.trim() : null;
}

interface Discovered {
  metadata: oidc.ServerMetadata;
  keys: JWTVerifyGetKey;
}

export type OidcProviders = ReturnType<typeof createOidcProviders>;

export function createOidcProviders({
  providers,
  publicUrl,
  clock,
  logger,
}: {
  providers: readonly SocialProviderConfig[];
  publicUrl: string;
  clock: Clock;
  logger: Logger;
}) {
  const discovered = new Map<SocialProviderKey, Promise<Discovered>>();

  function configOf(key: string): SocialProviderConfig {
    const provider = providers.find((candidate) => candidate.key === key);
    if (!provider) throw socialProviderNotConfigured(key);
    return provider;
  }

  const isInsecureAllowed = (provider: SocialProviderConfig) => isLocalUrl(provider.issuer);

  async function discover(provider: SocialProviderConfig): Promise<Discovered> {
    const found = await oidc.discovery(new URL(provider.issuer), provider.clientId, undefined, undefined, {
      execute: isInsecureAllowed(provider) ? [oidc.allowInsecureRequests] : [],
    });
    const metadata = found.serverMetadata();
    if (!metadata.jwks_uri) throw new Error(`${provider.issuer} publishes no jwks_uri`);
    return { metadata, keys: createRemoteJWKSet(new URL(metadata.jwks_uri)) };
  }

  /** The provider's metadata and keys, fetched once per process; a failure is retried on the next call. */
  async function discoveredFor(provider: SocialProviderConfig): Promise<Discovered> {
    let pending = discovered.get(provider.key);
    if (!pending) {
      pending = discover(provider);
      discovered.set(provider.key, pending);
    }
    try {
      return await pending;
    } catch (error) {
      discovered.delete(provider.key);
      logger.warn({ err: error, issuer: provider.issuer }, "social sign-in provider discovery failed");
      throw new BusyError(
        DISCOVERY_RETRY_AFTER_SECONDS,
        `${providerName(provider.key)} sign-in cannot be reached right now. Please try again in a moment.`,
      );
    }
  }

  /** Apple's token endpoint wants a short-lived ES256 JWT, signed with the team's key, as the client secret. */
  async function clientAuthFor(provider: SocialProviderConfig): Promise<oidc.ClientAuth> {
    if (provider.appleSigningKey) {
      const { teamId, keyId, privateKeyPem } = provider.appleSigningKey;
      const nowSeconds = Math.floor(clock.now().getTime() / 1000);
      const secret = await new SignJWT({})
        .setProtectedHeader({ alg: "ES256", kid: keyId })
        .setIssuer(teamId)
        .setSubject(provider.clientId)
        .setAudience(provider.issuer)
        .setIssuedAt(nowSeconds)
        .setExpirationTime(nowSeconds + APPLE_CLIENT_SECRET_TTL_SECONDS)
        .sign(await importPKCS8(privateKeyPem, "ES256"));
      return oidc.ClientSecretPost(secret);
    }
    return provider.clientSecret ? oidc.ClientSecretPost(provider.clientSecret) : oidc.None();
  }

  async function clientConfiguration(provider: SocialProviderConfig): Promise<oidc.Configuration> {
    const { metadata } = await discoveredFor(provider);
    const configuration = new oidc.Configuration(metadata, provider.clientId, undefined, await clientAuthFor(provider));
    if (isInsecureAllowed(provider)) oidc.allowInsecureRequests(configuration);
    return configuration;
  }

  const redirectUri = (key: SocialProviderKey) => `${publicUrl}/auth/${key}/callback`;

  return {
    /** The configured provider, or a 404 naming it. */
    configured(key: string): SocialProviderConfig {
      return configOf(key);
    },

    /** Checks signature (the provider's JWKS), issuer, audience and expiry; 401 with the reason otherwise. */
    async verifyIdToken(key: string, token: string): Promise<VerifiedIdentity> {
      const provider = configOf(key);
      const { metadata, keys } = await discoveredFor(provider);
      const name = providerName(provider.key);
      let payload;
      try {
        ({ payload } = await jwtVerify(token, keys, {
          issuer: metadata.issuer,
          audience: provider.audience,
          currentDate: clock.now(),
          requiredClaims: ["sub", "exp"],
        }));
      } catch (error) {
        throw describeRefusal(error, name);
      }
      // Apple sends the flag as a string.
      const isEmailVerified = payload.email_verified === true || payload.email_verified === "true";
      return {
        provider: provider.key,
        subject: payload.sub as string,
        email: isEmailVerified ? (stringClaim(payload.email)?.toLowerCase() ?? null) : null,
        name: stringClaim(payload.name),
      };
    },

    /** Where the browser goes to sign in with the provider: code flow, PKCE (S256), state and nonce. */
    async authorizationUrl(key: SocialProviderKey, checks: FlowChecks): Promise<URL> {
      const provider = configOf(key);
      const configuration = await clientConfiguration(provider);
      return oidc.buildAuthorizationUrl(configuration, {
        redirect_uri: redirectUri(key),
        scope: provider.appleSigningKey ? "openid name email" : "openid email profile",
        code_challenge: await oidc.calculatePKCECodeChallenge(checks.codeVerifier),
        code_challenge_method: "S256",
        state: checks.state,
        nonce: checks.nonce,
        // Apple sends the name only with a form post to the callback.
        ...(provider.appleSigningKey ? { response_mode: "form_post" } : {}),
      });
    },

    /** Exchanges the callback's code (PKCE verifier, state and nonce checked) for the provider's ID token. */
    async exchangeCode(key: SocialProviderKey, callbackQuery: URLSearchParams, checks: FlowChecks): Promise<string> {
      const provider = configOf(key);
      const configuration = await clientConfiguration(provider);
      const currentUrl = new URL(`${redirectUri(key)}?${callbackQuery.toString()}`);
      let idToken: string | undefined;
      try {
        const tokens = await oidc.authorizationCodeGrant(configuration, currentUrl, {
          pkceCodeVerifier: checks.codeVerifier,
          expectedState: checks.state,
          expectedNonce: checks.nonce,
          idTokenExpected: true,
        });
        idToken = tokens.id_token;
      } catch (error) {
        logger.warn({ err: error, provider: key }, "social sign-in code exchange refused");
        throw invalidSocialToken(`${providerName(key)} did not complete the sign-in. Please try again.`);
      }
      if (!idToken) throw invalidSocialToken(`${providerName(key)} did not complete the sign-in. Please try again.`);
      return idToken;
    },
  };
}
