// Social sign-in (spec §3 "Social login exchange", §4, ADR 0056): an ID token signs in the account
// linked to its provider and subject; otherwise it starts a pending social sign-up, proven later by a
// ticket of ours. An e-mail that already has an account is linked only after its password is proven.
import type { RegisterRequest } from "../../../shared/contracts/accounts.contract";
import type { SocialLinkRequest, SocialLoginResponse } from "../../../shared/contracts/social-sign-in.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { SOCIAL_ID_FIELDS, SOCIAL_PROVIDERS, type SocialProviderKey } from "../../../shared/domain/social-providers";
import type { Executor } from "../../db/client";
import { badRequest, conflict } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { invalidCredentials, wrongPassword } from "../accounts/account-errors";
import { accountsRepository } from "../accounts/accounts.repository";
import { ACCOUNT_RATE_LIMITS, isUniqueViolation, type RequestOrigin } from "../accounts/accounts.service";
import { verifyPassword } from "../accounts/passwords";
import { hashSecret, randomSecret } from "../accounts/secret-hash";
import type { TokenService } from "../accounts/tokens.service";
import type { RateLimiter } from "../rate-limit/rate-limit.service";
import { SOCIAL_FLOW_TTL_SECONDS } from "./flow-cookie";
import type { OidcProviders, VerifiedIdentity } from "./oidc-provider.adapter";
import { socialSignInRepository as repo } from "./social-sign-in.repository";
import { socialTicketNotValid, type SocialTickets } from "./social-ticket";

export const FLOW_NOT_RECOGNISED =
  "This sign-in was started in another browser or has expired. Please try again with the button.";

export interface SocialSignInDeps extends ServiceDeps {
  providers: OidcProviders;
  tickets: SocialTickets;
  tokens: TokenService;
  rateLimiter: RateLimiter;
}

export type SocialSignInService = ReturnType<typeof createSocialSignInService>;

const alreadyLinkedElsewhere = (provider: SocialProviderKey) =>
  conflict(
    `This account is already linked to another ${SOCIAL_PROVIDERS[provider].name} account, or that ${SOCIAL_PROVIDERS[provider].name} account to another of ours.`,
    "already_linked",
  );

export function createSocialSignInService({ db, clock, providers, tickets, tokens, rateLimiter }: SocialSignInDeps) {
  const limit = (bucket: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }) =>
    rateLimiter.hit(bucket, limit, windowSeconds);

  async function pendingSignUp(identity: VerifiedIdentity): Promise<SocialLoginResponse> {
    const existing = identity.email ? await accountsRepository.findUserByEmail(db, identity.email) : undefined;
    return {
      success: false,
      auth: null,
      data: {
        provider: identity.provider,
        [SOCIAL_PROVIDERS[identity.provider].idField]: identity.subject,
        email: identity.email,
        name: identity.name,
        ticket: await tickets.sign(identity),
        account_exists: existing !== undefined,
      },
    };
  }

  async function link(executor: Executor, userId: number, identity: VerifiedIdentity): Promise<void> {
    await repo.insertIdentity(executor, {
      userId,
      provider: identity.provider,
      subject: identity.subject,
      email: identity.email,
      createdAt: clock.now(),
    });
  }

  return {
    /** POST /api/v2/users/{endpoint}/: the linked account gets tokens; anyone else a pending sign-up. */
    async exchange(provider: string, token: string, origin: RequestOrigin): Promise<SocialLoginResponse> {
      await limit(`social-login:ip:${origin.ip}`, ACCOUNT_RATE_LIMITS.loginPerIp);
      const identity = await providers.verifyIdToken(provider, token);
      const userId = await repo.findLinkedUserId(db, identity.provider, identity.subject);
      if (userId === undefined) return pendingSignUp(identity);
      const auth = await db.transaction((tx) => tokens.issue(userId, undefined, tx));
      return { success: true, auth, data: null };
    },

    /** Links the ticket's provider to the account with its e-mail, once its password is proven, and logs in. */
    async linkWithPassword(input: SocialLinkRequest, origin: RequestOrigin): Promise<AuthTokens> {
      await limit(`social-link:ip:${origin.ip}`, ACCOUNT_RATE_LIMITS.loginPerIp);
      const identity = await tickets.verify(input.ticket, "ticket");
      if (!identity.email) throw invalidCredentials();
      await limit(`social-link:email-ip:${identity.email}:${origin.ip}`, ACCOUNT_RATE_LIMITS.loginPerEmailAndIp);
      const user = await accountsRepository.findUserByEmail(db, identity.email);
      if (!user) throw invalidCredentials();
      if (!user.passwordHash || !(await verifyPassword(user.passwordHash, input.password))) throw wrongPassword("password");
      try {
        return await db.transaction(async (tx) => {
          await link(tx, user.id, identity);
          return tokens.issue(user.id, undefined, tx);
        });
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyLinkedElsewhere(identity.provider);
        throw error;
      }
    },

    /**
     * The identity a sign-up's "{provider}_id" claims, proven by its ticket (never by the bare id:
     * anyone could otherwise claim someone's provider account); null for a sign-up without one.
     */
    async identityForSignUp(input: RegisterRequest): Promise<VerifiedIdentity | null> {
      const [field, ...others] = SOCIAL_ID_FIELDS.filter((candidate) => input[candidate]);
      if (!field) return null;
      const [otherField] = others;
      if (otherField) throw badRequest("Some fields are not valid.", { [otherField]: ["Sign up with one provider at a time."] });
      if (!input.social_ticket) throw socialTicketNotValid(field);
      const identity = await tickets.verify(input.social_ticket, field);
      if (SOCIAL_PROVIDERS[identity.provider].idField !== field || identity.subject !== input[field]) {
        throw socialTicketNotValid(field);
      }
      const name = SOCIAL_PROVIDERS[identity.provider].name;
      if (identity.email && identity.email !== input.email) {
        throw badRequest("Some fields are not valid.", {
          email: [`Use the e-mail of your ${name} account (${identity.email}), or sign up without ${name}.`],
        });
      }
      if ((await repo.findLinkedUserId(db, identity.provider, identity.subject)) !== undefined) {
        throw badRequest("Some fields are not valid.", {
          [field]: [`This ${name} account already has an account here. Log in with ${name} instead.`],
        });
      }
      return identity;
    },

    /** Links a new account to its provider, inside the sign-up's transaction. */
    linkNewAccount: link,

    /** Starts a web sign-in: the flow is kept (one use, short-lived) under its state's hash, so any process can finish it. */
    async startWebFlow(provider: string, returnPath: string): Promise<{ authorizationUrl: URL; state: string }> {
      const { key } = providers.configured(provider);
      const checks = { state: randomSecret(), nonce: randomSecret(), codeVerifier: randomSecret() };
      const authorizationUrl = await providers.authorizationUrl(key, checks);
      const now = clock.now();
      await db.transaction(async (tx) => {
        await repo.deleteExpiredFlows(tx, now);
        await repo.insertFlow(tx, {
          stateHash: hashSecret(checks.state),
          purpose: "social-sign-in",
          provider: key,
          codeVerifier: checks.codeVerifier,
          nonce: checks.nonce,
          returnPath,
          createdAt: now,
          expiresAt: new Date(now.getTime() + SOCIAL_FLOW_TTL_SECONDS * 1000),
        });
      });
      return { authorizationUrl, state: checks.state };
    },

    /**
     * Finishes a web sign-in at its callback: the state must be the one this browser started with
     * (its cookie; login CSRF) and a live flow's; the code is exchanged for the provider's ID token,
     * which the browser then presents to the exchange endpoint like an app would.
     */
    async finishWebFlow(
      provider: string,
      callbackQuery: URLSearchParams,
      boundState: string | undefined,
    ): Promise<{ idToken: string; returnPath: string }> {
      const { key } = providers.configured(provider);
      if (callbackQuery.has("error")) {
        throw badRequest(`The sign-in with ${SOCIAL_PROVIDERS[key].name} was cancelled. You can try again or use your e-mail.`);
      }
      const state = callbackQuery.get("state");
      if (!state || state !== boundState) throw badRequest(FLOW_NOT_RECOGNISED);
      const flow = await repo.consumeFlow(db, hashSecret(state), "social-sign-in", clock.now());
      if (!flow?.nonce || flow.provider !== key) throw badRequest(FLOW_NOT_RECOGNISED);
      const idToken = await providers.exchangeCode(key, callbackQuery, {
        state,
        nonce: flow.nonce,
        codeVerifier: flow.codeVerifier,
      });
      return { idToken, returnPath: flow.returnPath ?? "/" };
    },
  };
}
