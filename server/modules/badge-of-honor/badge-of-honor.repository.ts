// SQL for the Badge of Honor programme: the programme's trails, members' claims with their photos,
// the staff queue and decisions, and the verified badges that profiles, trail pages and the
// leaderboard show (named only for public profiles).
import { and, asc, count, desc, eq, inArray, isNull, sql } from "drizzle-orm";
import type { BadgeSubmissionState } from "../../../shared/domain/badge-of-honor";
import type { Executor } from "../../db/client";
import { badgeSubmissions, photos, states, trails, users } from "../../db/schema";
import { insertOwnedPhotos } from "../photos/owned-photos.repository";
import type { StoredPhoto } from "../photos/photo-renditions";

const trailColumns = {
  trailId: trails.id,
  trailTitle: trails.title,
  trailSlug: trails.slug,
  countryCode: states.countryCode,
  stateSlug: states.slug,
};

const submissionColumns = {
  id: badgeSubmissions.id,
  uuid: badgeSubmissions.uuid,
  userId: badgeSubmissions.userId,
  completedOn: badgeSubmissions.completedOn,
  rigDescription: badgeSubmissions.rigDescription,
  notes: badgeSubmissions.notes,
  status: badgeSubmissions.status,
  rejectionReason: badgeSubmissions.rejectionReason,
  reviewedAt: badgeSubmissions.reviewedAt,
  createdAt: badgeSubmissions.createdAt,
  ...trailColumns,
};

const isVerified = eq(badgeSubmissions.status, "verified");
const isPublicMember = and(eq(users.profileIsPublic, true), isNull(users.deletedAt));

export interface SubmissionValues {
  userId: number;
  trailId: number;
  completedOn: string;
  vehicleId: number | null;
  rigDescription: string;
  notes: string;
}

export function createBadgeOfHonorRepository(db: Executor) {
  /** Claims with their trail, the member who sent them and their place, filtered and ordered by the caller. */
  const submissionsQuery = () =>
    db
      .select({ ...submissionColumns, memberUuid: users.uuid, memberName: users.name })
      .from(badgeSubmissions)
      .innerJoin(trails, eq(badgeSubmissions.trailId, trails.id))
      .innerJoin(states, eq(trails.stateId, states.id))
      .innerJoin(users, eq(badgeSubmissions.userId, users.id))
      .$dynamic();

  return {
    /** A published Badge of Honor trail; null for any other trail. */
    async findProgrammeTrail(trailId: number) {
      const [row] = await db
        .select({ id: trails.id })
        .from(trails)
        .where(and(eq(trails.id, trailId), eq(trails.published, true), eq(trails.isBoh, true)));
      return row ?? null;
    },

    /** The published Badge of Honor trails, hardest first, with how many members hold each badge. */
    listProgrammeTrails() {
      return db
        .select({
          ...trailColumns,
          stateTitle: states.title,
          technicalRatingHigh: trails.technicalRatingHigh,
          holderCount: sql<number>`count(${badgeSubmissions.id})::int`,
        })
        .from(trails)
        .innerJoin(states, eq(trails.stateId, states.id))
        .leftJoin(badgeSubmissions, and(eq(badgeSubmissions.trailId, trails.id), isVerified))
        .where(and(eq(trails.published, true), eq(trails.isBoh, true)))
        .groupBy(trails.id, states.id)
        .orderBy(sql`${trails.technicalRatingHigh} desc nulls last`, asc(trails.title));
    },

    /** The member's submitted or verified claim on a trail, if any: a rejected one may be sent again. */
    async findStandingClaim(userId: number, trailId: number) {
      const [row] = await db
        .select({ status: badgeSubmissions.status })
        .from(badgeSubmissions)
        .where(
          and(
            eq(badgeSubmissions.userId, userId),
            eq(badgeSubmissions.trailId, trailId),
            inArray(badgeSubmissions.status, ["submitted", "verified"]),
          ),
        );
      return row ?? null;
    },

    async insertSubmission(values: SubmissionValues, at: Date): Promise<{ id: number; uuid: string }> {
      const [row] = await db
        .insert(badgeSubmissions)
        .values({ ...values, createdAt: at, updatedAt: at })
        .returning({ id: badgeSubmissions.id, uuid: badgeSubmissions.uuid });
      return row!;
    },

    insertPhotos(submissionId: number, stored: readonly StoredPhoto[]): Promise<void> {
      return insertOwnedPhotos(db, { badgeSubmissionId: submissionId }, stored);
    },

    listPhotos(submissionIds: number[]) {
      if (submissionIds.length === 0) return Promise.resolve([]);
      return db
        .select({
          submissionId: photos.badgeSubmissionId,
          photo_type: photos.photoType,
          original: photos.original,
          resized_medium: photos.resizedMedium,
          resized_large: photos.resizedLarge,
        })
        .from(photos)
        .where(inArray(photos.badgeSubmissionId, submissionIds))
        .orderBy(photos.position, photos.id);
    },

    /** The member's claims, newest first. */
    listByMember(userId: number) {
      return submissionsQuery()
        .where(eq(badgeSubmissions.userId, userId))
        .orderBy(desc(badgeSubmissions.createdAt), desc(badgeSubmissions.id));
    },

    /** Claims waiting for staff, oldest first. */
    listWaiting() {
      return submissionsQuery()
        .where(eq(badgeSubmissions.status, "submitted"))
        .orderBy(asc(badgeSubmissions.createdAt), asc(badgeSubmissions.id));
    },

    async findByUuid(uuid: string) {
      const [row] = await submissionsQuery().where(eq(badgeSubmissions.uuid, uuid));
      return row ?? null;
    },

    /**
     * A claim with who to tell and about which trail, its row held for the rest of the transaction so
     * two staff decisions run one at a time.
     */
    async lockByUuid(uuid: string) {
      const [row] = await db
        .select({
          id: badgeSubmissions.id,
          status: badgeSubmissions.status,
          memberEmail: users.email,
          memberName: users.name,
          memberLocale: users.locale,
          trailTitle: trails.title,
        })
        .from(badgeSubmissions)
        .innerJoin(users, eq(badgeSubmissions.userId, users.id))
        .innerJoin(trails, eq(badgeSubmissions.trailId, trails.id))
        .where(eq(badgeSubmissions.uuid, uuid))
        .for("update", { of: badgeSubmissions });
      return row ?? null;
    },

    async decide(
      id: number,
      decision: { status: Exclude<BadgeSubmissionState, "submitted">; reviewerId: number; rejectionReason: string | null },
      at: Date,
    ): Promise<void> {
      await db
        .update(badgeSubmissions)
        .set({ ...decision, reviewedAt: at, updatedAt: at })
        .where(eq(badgeSubmissions.id, id));
    },

    /** A member's verified badges on published trails, latest drive first. */
    verifiedBadgesOf(userId: number) {
      return db
        .select({ ...trailColumns, completedOn: badgeSubmissions.completedOn })
        .from(badgeSubmissions)
        .innerJoin(trails, eq(badgeSubmissions.trailId, trails.id))
        .innerJoin(states, eq(trails.stateId, states.id))
        .where(and(eq(badgeSubmissions.userId, userId), isVerified, eq(trails.published, true)))
        .orderBy(desc(badgeSubmissions.completedOn), desc(badgeSubmissions.id));
    },

    /** Every verified badge of a public profile on a published trail: what the leaderboard adds up. */
    listPublicVerifiedBadges() {
      return db
        .select({
          userUuid: users.uuid,
          userName: users.name,
          technicalRatingHigh: trails.technicalRatingHigh,
          verifiedAt: badgeSubmissions.reviewedAt,
        })
        .from(badgeSubmissions)
        .innerJoin(users, eq(badgeSubmissions.userId, users.id))
        .innerJoin(trails, eq(badgeSubmissions.trailId, trails.id))
        .where(and(isVerified, isPublicMember, eq(trails.published, true)));
    },

    async countHolders(trailId: number): Promise<number> {
      const [row] = await db
        .select({ holders: count() })
        .from(badgeSubmissions)
        .where(and(eq(badgeSubmissions.trailId, trailId), isVerified));
      return row?.holders ?? 0;
    },

    /** The latest holders of a trail's badge whose profiles are public. */
    listPublicHolders(trailId: number, limit: number) {
      return db
        .select({ uuid: users.uuid, name: users.name })
        .from(badgeSubmissions)
        .innerJoin(users, eq(badgeSubmissions.userId, users.id))
        .where(and(eq(badgeSubmissions.trailId, trailId), isVerified, isPublicMember))
        .orderBy(desc(badgeSubmissions.reviewedAt), desc(badgeSubmissions.id))
        .limit(limit);
    },
  };
}

export type BadgeOfHonorRepository = ReturnType<typeof createBadgeOfHonorRepository>;
export type SubmissionRow = NonNullable<Awaited<ReturnType<BadgeOfHonorRepository["findByUuid"]>>>;
