// SQL for deleting an account: what goes with it (lists, My Content, the garage, reviews when asked)
// and the user row itself scrubbed of everything personal. The row stays, anonymous, so the
// payments kept for the books and the reviews kept under "Deleted user" still point somewhere.
import { and, eq, isNull, ne } from "drizzle-orm";
import type { Executor } from "../../db/client";
import {
  badgeSubmissions,
  conditionReports,
  emailChangeRequests,
  guideViews,
  listMembers,
  lists,
  searchTracks,
  users,
  userTracks,
  userVehicles,
  userWaypoints,
} from "../../db/schema";
import { DELETED_USER_NAME } from "../../../shared/contracts/account-deletion.contract";

export function createAccountDeletionRepository(db: Executor) {
  return {
    /** The account to delete; null once deleted. */
    async findLiveUser(userId: number) {
      const [row] = await db
        .select({
          uuid: users.uuid,
          email: users.email,
          name: users.name,
          passwordHash: users.passwordHash,
          locale: users.locale,
        })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)));
      return row ?? null;
    },

    /** Holds the account's row for the rest of the transaction; false once deleted. */
    async lockLiveUser(userId: number): Promise<boolean> {
      const rows = await db
        .select({ id: users.id })
        .from(users)
        .where(and(eq(users.id, userId), isNull(users.deletedAt)))
        .for("update");
      return rows.length > 0;
    },

    /**
     * Lists (with their items) and memberships of others' lists, My Content, Badge of Honor claims
     * (with their photos' rows), the garage (with its photos' references), the recently viewed
     * guides, e-mail change requests, condition reports that never counted; what searches were typed stays, unnamed.
     */
    async deletePersonalContent(userId: number): Promise<void> {
      await db.delete(lists).where(eq(lists.ownerId, userId));
      await db.delete(listMembers).where(eq(listMembers.userId, userId));
      await db.delete(guideViews).where(eq(guideViews.userId, userId));
      await db.delete(badgeSubmissions).where(eq(badgeSubmissions.userId, userId));
      await db.delete(userTracks).where(eq(userTracks.ownerId, userId));
      await db.delete(userWaypoints).where(eq(userWaypoints.ownerId, userId));
      await db.delete(userVehicles).where(eq(userVehicles.userId, userId));
      await db.delete(emailChangeRequests).where(eq(emailChangeRequests.userId, userId));
      // Condition reports that never counted go; confirmed ones stay under "Deleted user" (ADR 0060).
      await db
        .delete(conditionReports)
        .where(and(eq(conditionReports.reporterId, userId), ne(conditionReports.state, "confirmed")));
      await db.update(searchTracks).set({ userId: null }).where(eq(searchTracks.userId, userId));
    },

    /** Nothing personal is left: a placeholder address frees the real one for a new account. */
    async scrubUser(userId: number, uuid: string, at: Date): Promise<void> {
      await db
        .update(users)
        .set({
          email: `deleted-${uuid}@deleted.invalid`,
          name: DELETED_USER_NAME,
          passwordHash: null,
          photoFileName: null,
          stateName: null,
          driveStyle: null,
          yearStarted: null,
          vehicleMake: null,
          affiliateOrigin: null,
          utmParams: null,
          profileIsPublic: false,
          deletedAt: at,
          updatedAt: at,
        })
        .where(eq(users.id, userId));
    },
  };
}
