// SQL for e-mail changes: the requests (a hash of each link's token) and the switch of the address.
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { emailChangeRequests, users } from "../../db/schema";

export type NewEmailChangeRequest = Omit<typeof emailChangeRequests.$inferInsert, "id" | "confirmedAt">;

const isLive = (tokenHash: string, now: Date) =>
  and(
    eq(emailChangeRequests.tokenHash, tokenHash),
    isNull(emailChangeRequests.confirmedAt),
    gt(emailChangeRequests.expiresAt, now),
  );

export function createEmailChangeRepository(db: Executor) {
  return {
    async insertRequest(values: NewEmailChangeRequest): Promise<void> {
      await db.insert(emailChangeRequests).values(values);
    },

    /** The user's links not yet opened stop working (a newer request, or a change made). */
    async deletePendingRequestsOf(userId: number): Promise<void> {
      await db
        .delete(emailChangeRequests)
        .where(and(eq(emailChangeRequests.userId, userId), isNull(emailChangeRequests.confirmedAt)));
    },

    /** The new address of an unopened, unexpired link; null otherwise. */
    async findLiveRequest(tokenHash: string, now: Date): Promise<{ newEmail: string } | null> {
      const [row] = await db
        .select({ newEmail: emailChangeRequests.newEmail })
        .from(emailChangeRequests)
        .where(isLive(tokenHash, now));
      return row ?? null;
    },

    /**
     * Uses up a live link and returns whose address changes to what; null when unknown, used or
     * expired. One conditional UPDATE, so two openings of one link cannot both win.
     */
    async confirmRequest(tokenHash: string, now: Date): Promise<{ userId: number; newEmail: string } | null> {
      const [row] = await db
        .update(emailChangeRequests)
        .set({ confirmedAt: now })
        .where(isLive(tokenHash, now))
        .returning({ userId: emailChangeRequests.userId, newEmail: emailChangeRequests.newEmail });
      return row ?? null;
    },

    async updateEmail(userId: number, email: string, at: Date): Promise<void> {
      await db.update(users).set({ email, updatedAt: at }).where(eq(users.id, userId));
    },
  };
}
