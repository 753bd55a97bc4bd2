// SQL for complimentary access staff give: a paid-tier membership grant with the reason "staff".
import { and, eq, gt, isNull } from "drizzle-orm";
import type { Executor } from "../../../db/client";
import { membershipGrants } from "../../../db/schema";

export type StaffGrantRow = typeof membershipGrants.$inferSelect;

export function createStaffGrantsRepository(db: Executor) {
  return {
    async insert(grant: { userId: number; grantedBy: number; startsAt: Date; endsAt: Date }): Promise<StaffGrantRow> {
      const [row] = await db
        .insert(membershipGrants)
        .values({ ...grant, tier: "paid", reason: "staff", source: "website", createdAt: grant.startsAt })
        .returning();
      if (!row) throw new Error("membership_grants insert returned no row");
      return row;
    },

    /** Revokes the account's staff grant `grantId` while it is still running; null when there is none such. */
    async revokeRunning(userId: number, grantId: number, now: Date): Promise<StaffGrantRow | null> {
      const [row] = await db
        .update(membershipGrants)
        .set({ revokedAt: now })
        .where(
          and(
            eq(membershipGrants.id, grantId),
            eq(membershipGrants.userId, userId),
            eq(membershipGrants.reason, "staff"),
            isNull(membershipGrants.revokedAt),
            gt(membershipGrants.endsAt, now),
          ),
        )
        .returning();
      return row ?? null;
    },
  };
}
