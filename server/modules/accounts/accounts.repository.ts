// Every query of the accounts module: users, refresh-token families and password-reset tokens.
import { and, eq, gt, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { passwordResetTokens, refreshTokens, userActiveDays, users } from "../../db/schema";

export type UserRow = typeof users.$inferSelect;
export type NewUser = Omit<typeof users.$inferInsert, "id" | "uuid">;
export type RefreshTokenRow = typeof refreshTokens.$inferSelect;

export const accountsRepository = {
  async findUserById(db: Executor, id: number): Promise<UserRow | undefined> {
    const [row] = await db.select().from(users).where(eq(users.id, id));
    return row;
  },

  /** E-mail is unique regardless of case (index users_email_lower_unique). */
  async findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
    const [row] = await db
      .select()
      .from(users)
      .where(eq(sql`lower(${users.email})`, email.toLowerCase()));
    return row;
  },

  async insertUser(db: Executor, values: NewUser): Promise<UserRow> {
    const [row] = await db.insert(users).values(values).returning();
    if (!row) throw new Error("users insert returned no row");
    return row;
  },

  async updatePasswordHash(db: Executor, userId: number, passwordHash: string, now: Date): Promise<void> {
    await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  },

  async insertRefreshToken(db: Executor, values: typeof refreshTokens.$inferInsert): Promise<void> {
    await db.insert(refreshTokens).values(values);
  },

  /** Marks the account active on the UTC day of `at` (once a day): the active-users figures count these. */
  async recordActiveDay(db: Executor, userId: number, at: Date): Promise<void> {
    await db
      .insert(userActiveDays)
      .values({ userId, day: at.toISOString().slice(0, 10) })
      .onConflictDoNothing();
  },

  /**
   * Marks a live refresh token as rotated and returns it; undefined when it is unknown, already
   * rotated, revoked or expired. One conditional UPDATE, so two concurrent rotations cannot both win.
   */
  async markRefreshTokenRotated(db: Executor, id: string, tokenHash: string, now: Date): Promise<RefreshTokenRow | undefined> {
    const [row] = await db
      .update(refreshTokens)
      .set({ rotatedAt: now })
      .where(
        and(
          eq(refreshTokens.id, id),
          eq(refreshTokens.tokenHash, tokenHash),
          isNull(refreshTokens.rotatedAt),
          isNull(refreshTokens.revokedAt),
          gt(refreshTokens.expiresAt, now),
        ),
      )
      .returning();
    return row;
  },

  async findRefreshToken(db: Executor, id: string, tokenHash: string): Promise<RefreshTokenRow | undefined> {
    const [row] = await db
      .select()
      .from(refreshTokens)
      .where(and(eq(refreshTokens.id, id), eq(refreshTokens.tokenHash, tokenHash)));
    return row;
  },

  async revokeRefreshFamily(db: Executor, familyId: string, now: Date): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
  },

  /** True while the login (refresh family) has a token that is neither revoked nor expired. */
  async isRefreshFamilyLive(db: Executor, familyId: string, now: Date): Promise<boolean> {
    const [live] = await db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt), gt(refreshTokens.expiresAt, now)))
      .limit(1);
    return live !== undefined;
  },

  async revokeRefreshTokensOfUser(db: Executor, userId: number, now: Date): Promise<void> {
    await db
      .update(refreshTokens)
      .set({ revokedAt: now })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  },

  /** Expired rows can no longer be presented, so reuse detection does not need them. */
  async deleteExpiredRefreshTokensOfUser(db: Executor, userId: number, now: Date): Promise<void> {
    await db.delete(refreshTokens).where(and(eq(refreshTokens.userId, userId), lte(refreshTokens.expiresAt, now)));
  },

  async insertPasswordResetToken(db: Executor, values: Omit<typeof passwordResetTokens.$inferInsert, "id">): Promise<void> {
    await db.insert(passwordResetTokens).values(values);
  },

  /** The user id of an unused, unexpired reset token; undefined otherwise. */
  async findLivePasswordResetToken(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await db
      .select({ userId: passwordResetTokens.userId })
      .from(passwordResetTokens)
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      );
    return row?.userId;
  },

  /** Uses up a live reset token and returns its user id; undefined when unknown, used or expired. */
  async consumePasswordResetToken(db: Executor, tokenHash: string, now: Date): Promise<number | undefined> {
    const [row] = await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, tokenHash),
          isNull(passwordResetTokens.usedAt),
          gt(passwordResetTokens.expiresAt, now),
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    return row?.userId;
  },

  /** After a reset succeeds, the other links still in the user's mailbox stop working too. */
  async retirePasswordResetTokensOfUser(db: Executor, userId: number, now: Date): Promise<void> {
    await db
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
  },
};
