// Sign-up, log-in, token refresh, log-out and password reset (spec §4 "Authentication", §7).
import type {
  LoginRequest,
  PasswordChange,
  PasswordResetConfirm,
  PasswordResetRequest,
  RegisterRequest,
} from "../../../shared/contracts/accounts.contract";
import type { AuthTokens, UserClaims } from "../../../shared/contracts/user.contract";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { SignupQuestionsService } from "../signup-questions/signup-questions.service";
import type { SocialSignInService } from "../social-sign-in/social-sign-in.service";
import type { ServiceDeps } from "../../services";
import type { RateLimiter } from "../rate-limit/rate-limit.service";
import { emailTaken, invalidCredentials, invalidResetToken, tokenNotValid, wrongPassword } from "./account-errors";
import { accountsRepository as repo } from "./accounts.repository";
import { hashNewPassword, hashPassword, verifyPassword } from "./passwords";
import { passwordResetEmail } from "./password-reset-email";
import { hashSecret, randomSecret } from "./secret-hash";
import type { TokenService } from "./tokens.service";
import { toUserClaims } from "./user-claims";

export const PASSWORD_RESET_TTL_SECONDS = 60 * 60;

/** Attempts allowed per fixed window, by bucket (DESIGN §7). */
export const ACCOUNT_RATE_LIMITS = {
  loginPerEmailAndIp: { limit: 10, windowSeconds: 15 * 60 },
  loginPerIp: { limit: 100, windowSeconds: 15 * 60 },
  registerPerIp: { limit: 5, windowSeconds: 60 * 60 },
  // Per e-mail AND address: counted per e-mail alone, anyone could lock the owner out of a reset.
  passwordResetPerEmailAndIp: { limit: 5, windowSeconds: 60 * 60 },
  passwordResetPerIp: { limit: 20, windowSeconds: 60 * 60 },
  // A session left open must not become a way to guess the password.
  passwordChangePerUser: { limit: 10, windowSeconds: 15 * 60 },
} as const;

/** Where a request came from, as far as rate limits care. */
export interface RequestOrigin {
  ip: string;
}

export interface AccountServiceDeps extends ServiceDeps {
  email: EmailAdapter;
  tokens: TokenService;
  rateLimiter: RateLimiter;
  signupQuestions: Pick<SignupQuestionsService, "checkAnswers">;
  /** A sign-up carrying a provider id links it, proven by its ticket (ADR 0056). */
  socialSignUp: Pick<SocialSignInService, "identityForSignUp" | "linkNewAccount">;
}

export type AccountService = ReturnType<typeof createAccountService>;

export function createAccountService({
  db,
  clock,
  config,
  email,
  tokens,
  rateLimiter,
  signupQuestions,
  socialSignUp,
}: AccountServiceDeps) {
  const limit = (bucket: string, { limit, windowSeconds }: { limit: number; windowSeconds: number }) =>
    rateLimiter.hit(bucket, limit, windowSeconds);

  // Unknown e-mails still pay for one password check, so response time does not reveal who has an account.
  let timingHash: Promise<string> | undefined;
  const verifyAgainstNothing = async (password: string) => {
    timingHash ??= hashPassword(randomSecret());
    await verifyPassword(await timingHash, password);
    return false;
  };

  return {
    async register(input: RegisterRequest, origin: RequestOrigin): Promise<AuthTokens> {
      await limit(`register:ip:${origin.ip}`, ACCOUNT_RATE_LIMITS.registerPerIp);
      await signupQuestions.checkAnswers(input);
      const socialIdentity = await socialSignUp.identityForSignUp(input);
      if (await repo.findUserByEmail(db, input.email)) throw emailTaken();
      const passwordHash = await hashNewPassword(input.password);
      const now = clock.now();
      try {
        return await db.transaction(async (tx) => {
          const user = await repo.insertUser(tx, {
            email: input.email,
            name: input.name,
            passwordHash,
            stateName: input.state_name ?? null,
            vehicleMake: input.vehicle_make ?? null,
            yearStarted: input.year_started ?? null,
            driveStyle: input.drive_style ?? null,
            signupOrigin: input.signup_origin ?? null,
            affiliateOrigin: input.affiliate_origin ?? null,
            utmParams: input.utm_params ?? null,
            createdAt: now,
            updatedAt: now,
          });
          if (socialIdentity) await socialSignUp.linkNewAccount(tx, user.id, socialIdentity);
          return tokens.issue(user.id, undefined, tx);
        });
      } catch (error) {
        // Two sign-ups with one e-mail at once: the unique index decides, the loser gets the field error.
        if (isUniqueViolation(error)) throw emailTaken();
        throw error;
      }
    },

    async login(input: LoginRequest, origin: RequestOrigin): Promise<AuthTokens> {
      await limit(`login:ip:${origin.ip}`, ACCOUNT_RATE_LIMITS.loginPerIp);
      await limit(`login:email-ip:${input.email}:${origin.ip}`, ACCOUNT_RATE_LIMITS.loginPerEmailAndIp);
      const user = await repo.findUserByEmail(db, input.email);
      const isValid = user?.passwordHash
        ? await verifyPassword(user.passwordHash, input.password)
        : await verifyAgainstNothing(input.password);
      if (!user || !isValid) throw invalidCredentials();
      return db.transaction((tx) => tokens.issue(user.id, undefined, tx));
    },

    async refresh(refreshToken: string | undefined): Promise<AuthTokens> {
      if (!refreshToken) throw tokenNotValid("No refresh token was provided");
      return tokens.rotate(refreshToken);
    },

    /** Ends the login named by the refresh token, or by the access token when that is all the client holds. */
    async logout(presented: { refresh?: string; access?: string }): Promise<void> {
      if (presented.refresh) await tokens.revokeFamilyOf(presented.refresh);
      if (presented.access) await tokens.revokeLoginOfAccess(presented.access);
    },

    /** Always succeeds quietly, so the answer never tells whether the e-mail has an account. */
    async requestPasswordReset(input: PasswordResetRequest, origin: RequestOrigin): Promise<void> {
      await limit(`password-reset:ip:${origin.ip}`, ACCOUNT_RATE_LIMITS.passwordResetPerIp);
      await limit(`password-reset:email-ip:${input.email}:${origin.ip}`, ACCOUNT_RATE_LIMITS.passwordResetPerEmailAndIp);
      const user = await repo.findUserByEmail(db, input.email);
      if (!user) return;
      const token = randomSecret();
      const now = clock.now();
      const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
      await db.transaction(async (tx) => {
        await repo.insertPasswordResetToken(tx, {
          userId: user.id,
          tokenHash: hashSecret(token),
          expiresAt: new Date(now.getTime() + PASSWORD_RESET_TTL_SECONDS * 1000),
          createdAt: now,
        });
        await email.enqueue(tx, passwordResetEmail({ to: user.email, name: user.name, link, locale: user.locale }));
      });
    },

    /** A new password, proven by the current one: every other login ends, this one gets fresh tokens. */
    async changePassword(userId: number, input: PasswordChange): Promise<AuthTokens> {
      await limit(`password-change:user:${userId}`, ACCOUNT_RATE_LIMITS.passwordChangePerUser);
      const current = (await repo.findUserById(db, userId))?.passwordHash;
      if (!current || !(await verifyPassword(current, input.current_password))) throw wrongPassword("current_password");
      const passwordHash = await hashNewPassword(input.new_password, "new_password");
      return db.transaction(async (tx) => {
        await repo.updatePasswordHash(tx, userId, passwordHash, clock.now());
        await tokens.revokeAllForUser(userId, tx);
        return tokens.issue(userId, undefined, tx);
      });
    },

    async confirmPasswordReset(input: PasswordResetConfirm): Promise<void> {
      const tokenHash = hashSecret(input.token);
      // Checked before hashing, so bad links cost no argon2 work; consumed below, atomically.
      if ((await repo.findLivePasswordResetToken(db, tokenHash, clock.now())) === undefined) throw invalidResetToken();
      const passwordHash = await hashNewPassword(input.password);
      await db.transaction(async (tx) => {
        const now = clock.now();
        const userId = await repo.consumePasswordResetToken(tx, tokenHash, now);
        if (userId === undefined) throw invalidResetToken();
        await repo.updatePasswordHash(tx, userId, passwordHash, now);
        await repo.retirePasswordResetTokensOfUser(tx, userId, now);
        await tokens.revokeAllForUser(userId, tx);
      });
    },

    /** Fresh from the database: the access token's copy may be up to 15 minutes old. */
    async getMe(userId: number): Promise<UserClaims> {
      const user = await repo.findUserById(db, userId);
      if (!user) throw tokenNotValid("User not found");
      return toUserClaims(user);
    },
  };
}

export function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Error; current = current.cause) {
    if ((current as { code?: unknown }).code === "23505") return true;
  }
  return false;
}
