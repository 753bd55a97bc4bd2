// Access and refresh tokens (DESIGN §7): short-lived signed claims, and rotating refresh tokens whose
// reuse after rotation is treated as theft and ends the whole login (the token family).
import { randomUUID } from "node:crypto";
import { errors, jwtVerify, SignJWT } from "jose";
import { z } from "zod";
import { accessTokenPayloadSchema, type AuthTokens, type UserClaims } from "../../../shared/contracts/user.contract";
import type { Executor } from "../../db/client";
import type { ServiceDeps } from "../../services";
import { accountDisabled, tokenNotValid } from "./account-errors";
import { accountsRepository as repo, type UserRow } from "./accounts.repository";
import { hashSecret } from "./secret-hash";
import { toUserClaims } from "./user-claims";

const ALGORITHM = "HS256";
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;
export const REFRESH_TOKEN_TTL_SECONDS = 30 * 24 * 60 * 60;
/**
 * Two tabs, or a page render racing a fetch, may present the same refresh token moments apart.
 * Inside this window the late one is only refused; later reuse looks like a stolen token.
 */
export const REUSE_GRACE_SECONDS = 10;

const refreshPayloadSchema = z.object({
  jti: z.uuid(),
  family_id: z.uuid(),
  token_type: z.literal("refresh"),
});

export type AccessVerification = { status: "valid"; claims: UserClaims } | { status: "expired" } | { status: "invalid" };

export type RotationResult =
  | { status: "rotated"; tokens: AuthTokens; claims: UserClaims }
  /** Already rotated moments ago by a concurrent request: refused, the family stays alive. */
  | { status: "superseded" }
  | { status: "invalid" };

export type TokenService = ReturnType<typeof createTokenService>;

export function createTokenService({ db, clock, logger, jwtSecret }: Pick<ServiceDeps, "db" | "clock" | "logger" | "jwtSecret">) {
  const key = new TextEncoder().encode(jwtSecret);

  async function sign(payload: Record<string, unknown>, expiresAtSeconds: number, jti?: string): Promise<string> {
    const jwt = new SignJWT(payload).setProtectedHeader({ alg: ALGORITHM, typ: "JWT" }).setExpirationTime(expiresAtSeconds);
    if (jti) jwt.setJti(jti);
    return jwt.sign(key);
  }

  async function issueFor(executor: Executor, user: UserRow, familyId: string) {
    const now = clock.now();
    const nowSeconds = Math.floor(now.getTime() / 1000);
    const claims = toUserClaims(user);
    const refreshId = randomUUID();
    const refreshExpiresAt = nowSeconds + REFRESH_TOKEN_TTL_SECONDS;
    const tokens: AuthTokens = {
      access: await sign({ ...claims, sid: familyId, token_type: "access" }, nowSeconds + ACCESS_TOKEN_TTL_SECONDS),
      refresh: await sign({ sub: String(user.id), family_id: familyId, token_type: "refresh" }, refreshExpiresAt, refreshId),
    };
    await repo.deleteExpiredRefreshTokensOfUser(executor, user.id, now);
    await repo.insertRefreshToken(executor, {
      id: refreshId,
      userId: user.id,
      familyId,
      tokenHash: hashSecret(tokens.refresh),
      expiresAt: new Date(refreshExpiresAt * 1000),
      createdAt: now,
    });
    await repo.recordActiveDay(executor, user.id, now);
    return { tokens, claims };
  }

  /** The refresh token's id and family when its signature, type and expiry hold; null otherwise. */
  async function readRefreshToken(token: string) {
    try {
      const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock.now() });
      const parsed = refreshPayloadSchema.safeParse(payload);
      return parsed.success ? parsed.data : null;
    } catch {
      return null;
    }
  }

  /** The access token's payload when its signature holds, expired or not; null for a forgery. */
  async function readAccessTokenEvenExpired(token: string): Promise<unknown> {
    try {
      return (await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock.now() })).payload;
    } catch (error) {
      // jose checks the signature before the expiry: an expired token's payload is authentic.
      return error instanceof errors.JWTExpired ? error.payload : null;
    }
  }

  async function tryRotate(refreshToken: string): Promise<RotationResult> {
    const payload = await readRefreshToken(refreshToken);
    if (!payload) return { status: "invalid" };
    const tokenHash = hashSecret(refreshToken);
    // Each path returns instead of throwing so that a family revocation is committed, not rolled back.
    return db.transaction(async (tx): Promise<RotationResult> => {
      const now = clock.now();
      const current = await repo.markRefreshTokenRotated(tx, payload.jti, tokenHash, now);
      if (current) {
        const user = await repo.findUserById(tx, current.userId);
        // A disabled account's tokens are revoked when it is disabled; this refuses any left over.
        if (!user || user.disabledAt) return { status: "invalid" };
        return { status: "rotated", ...(await issueFor(tx, user, current.familyId)) };
      }
      const known = await repo.findRefreshToken(tx, payload.jti, tokenHash);
      if (!known?.rotatedAt || known.revokedAt || known.expiresAt <= now) return { status: "invalid" };
      if (now.getTime() - known.rotatedAt.getTime() <= REUSE_GRACE_SECONDS * 1000) return { status: "superseded" };
      await repo.revokeRefreshFamily(tx, known.familyId, now);
      logger.warn({ userId: known.userId, familyId: known.familyId }, "rotated refresh token reused; its family is revoked");
      return { status: "invalid" };
    });
  }

  return {
    /** A new token pair for the user: a new login, or the next pair of `familyId`. Never for a disabled account. */
    async issue(userId: number, familyId: string = randomUUID(), executor: Executor = db): Promise<AuthTokens> {
      const user = await repo.findUserById(executor, userId);
      if (!user) throw tokenNotValid("User not found");
      if (user.disabledAt) throw accountDisabled();
      return (await issueFor(executor, user, familyId)).tokens;
    },

    /**
     * Checks the signature and expiry, then that the token's login is still live: a log-out or a
     * password reset ends it, and with it every access token it issued, in every process at once
     * (one indexed read; nothing cached, as another process may have ended it).
     */
    async verifyAccess(token: string): Promise<AccessVerification> {
      let payload: unknown;
      try {
        ({ payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM], currentDate: clock.now() }));
      } catch (error) {
        // jose reports expiry only after the signature checked out, so "expired" is never a forgery.
        return error instanceof errors.JWTExpired ? { status: "expired" } : { status: "invalid" };
      }
      const parsed = accessTokenPayloadSchema.safeParse(payload);
      if (!parsed.success) return { status: "invalid" };
      const { exp: _exp, token_type: _tokenType, sid, ...claims } = parsed.data;
      if (!(await repo.isRefreshFamilyLive(db, sid, clock.now()))) return { status: "invalid" };
      return { status: "valid", claims };
    },

    tryRotate,

    /** Exchanges a refresh token for the next pair of its family; 401 token_not_valid otherwise. */
    async rotate(refreshToken: string): Promise<AuthTokens> {
      const result = await tryRotate(refreshToken);
      if (result.status !== "rotated") throw tokenNotValid();
      return result.tokens;
    },

    /** Ends the login the refresh token belongs to; unknown or forged tokens are ignored. */
    async revokeFamilyOf(refreshToken: string): Promise<void> {
      const payload = await readRefreshToken(refreshToken);
      if (!payload) return;
      await db.transaction(async (tx) => {
        const known = await repo.findRefreshToken(tx, payload.jti, hashSecret(refreshToken));
        if (known) await repo.revokeRefreshFamily(tx, known.familyId, clock.now());
      });
    },

    /**
     * Ends the login an access token belongs to (its `sid`), for a client that logs out holding only
     * that token. An expired token still names its login: its signature proves it was ours.
     */
    async revokeLoginOfAccess(accessToken: string): Promise<void> {
      const payload = await readAccessTokenEvenExpired(accessToken);
      const parsed = accessTokenPayloadSchema.safeParse(payload);
      if (!parsed.success) return;
      await repo.revokeRefreshFamily(db, parsed.data.sid, clock.now());
    },

    async revokeAllForUser(userId: number, executor: Executor = db): Promise<void> {
      await repo.revokeRefreshTokensOfUser(executor, userId, clock.now());
    },
  };
}
