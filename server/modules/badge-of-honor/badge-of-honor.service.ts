// The Badge of Honor programme (issue 15, ADR 0035). A paid member claims a Badge of Honor trail
// with the date, photos and the rig they drove; one claim per trail stands at a time (a rejected
// one may be sent again). Staff (ADMIN or greater) verify or reject it with a reason, each decision
// in the audit log. Verified badges show on the member's profile, on the trail page and on the
// leaderboard; the member is e-mailed the decision.
import type {
  BadgeHolders,
  BadgeProgramme,
  BadgeSubmission,
  BadgeSubmissionFields,
  QueuedBadgeSubmission,
} from "../../../shared/contracts/badge-of-honor.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { PrivateMedia } from "../../adapters/storage/private-media";
import { canClaimBadge, canReviewBadgeClaims } from "../../../shared/domain/access";
import { BADGE_LIMITS, badgePoints, rankLeaderboard } from "../../../shared/domain/badge-of-honor";
import { guideHref } from "../../../shared/domain/guide-href";
import { vehicleName } from "../../../shared/domain/vehicle-name";
import { badRequest, conflict, forbidden, notFound, unauthorized } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { createGarageRepository } from "../garage/garage.repository";
import { toPhoto } from "../guides/guide-shapes";
import type { PrivatePhotoStore, StoredPhoto } from "../photos/photo-renditions";
import { badgeDecisionEmail } from "./badge-decision-email";
import { createBadgeOfHonorRepository, type BadgeOfHonorRepository, type SubmissionRow } from "./badge-of-honor.repository";

/** The audit log's entity type for Badge of Honor claims. */
export const BADGE_SUBMISSION_ENTITY = "badge_submission";

export const BADGE_MESSAGES = {
  notPaid: "Badge of Honor claims are part of All-Access. Start a free trial to send yours.",
  notProgrammeTrail: "Choose a Badge of Honor trail.",
  notYourRig: "Choose a rig from your garage.",
  photos: `Add between 1 and ${BADGE_LIMITS.photos} photos of your drive.`,
  standing: "You already have a claim for this trail. You can send another only if it is rejected.",
  decided: "This claim has already been decided.",
} as const;

type TrailPlace = Pick<SubmissionRow, "trailId" | "trailSlug" | "countryCode" | "stateSlug">;

export const trailHref = (row: TrailPlace) =>
  guideHref("trails", { slug: `${row.trailId}-${row.trailSlug}`, state: { country_code: row.countryCode, slug: row.stateSlug } });

type PhotoRow = Awaited<ReturnType<BadgeOfHonorRepository["listPhotos"]>>[number];

function toSubmission(row: SubmissionRow, photos: readonly PhotoRow[]): BadgeSubmission {
  return {
    uuid: row.uuid,
    trail: { id: row.trailId, title: row.trailTitle, href: trailHref(row) },
    completed_on: row.completedOn,
    rig_description: row.rigDescription,
    notes: row.notes,
    status: row.status,
    rejection_reason: row.rejectionReason,
    reviewed_at: row.reviewedAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    photos: photos.filter((photo) => photo.submissionId === row.id).map(toPhoto),
  };
}

const toQueued = (row: SubmissionRow, photos: readonly PhotoRow[]): QueuedBadgeSubmission => ({
  ...toSubmission(row, photos),
  member: { uuid: row.memberUuid, name: row.memberName },
});

/** Only paid members may claim a badge: checked before a claim's upload is read. */
export function requireClaimant(reader: UserClaims | null): UserClaims {
  if (!reader) throw unauthorized();
  if (!canClaimBadge(reader)) throw forbidden(BADGE_MESSAGES.notPaid);
  return reader;
}

function requireReviewer(reader: UserClaims | null): UserClaims {
  if (!reader) throw unauthorized();
  if (!canReviewBadgeClaims(reader)) throw forbidden();
  return reader;
}

interface BadgeOfHonorDeps extends Pick<ServiceDeps, "db" | "clock" | "config"> {
  email: EmailAdapter;
  privateMedia: PrivateMedia;
}

export function createBadgeOfHonorService({ db, clock, config, email, privateMedia }: BadgeOfHonorDeps) {
  const repository = createBadgeOfHonorRepository(db);

  /** Only the claimant and staff reach here: the photos' URLs are signed for them (ADR 0065). */
  async function withPhotos<T>(rows: SubmissionRow[], shape: (row: SubmissionRow, photos: PhotoRow[]) => T): Promise<T[]> {
    const photos = (await repository.listPhotos(rows.map((row) => row.id))).map((photo) => privateMedia.signPhoto(photo));
    return rows.map((row) => shape(row, photos));
  }

  async function submissionByUuid<T>(uuid: string, shape: (row: SubmissionRow, photos: PhotoRow[]) => T): Promise<T> {
    const row = await repository.findByUuid(uuid);
    if (!row) throw notFound("Claim not found.");
    const [submission] = await withPhotos([row], shape);
    return submission!;
  }

  /** The rig as the claim keeps it: a garage rig's name, or the member's own words. */
  async function rigOf(user: UserClaims, fields: BadgeSubmissionFields) {
    if (fields.vehicle_id === undefined) return { vehicleId: null, rigDescription: fields.rig_description! };
    const vehicle = await createGarageRepository(db).findVehicle(user.id, fields.vehicle_id);
    if (!vehicle) throw badRequest("Some fields are not valid.", { vehicle_id: [BADGE_MESSAGES.notYourRig] });
    return { vehicleId: vehicle.id, rigDescription: vehicleName(vehicle) };
  }

  async function decide(reader: UserClaims | null, uuid: string, rejectionReason: string | null) {
    const staff = requireReviewer(reader);
    await db.transaction(async (tx) => {
      const submissions = createBadgeOfHonorRepository(tx);
      const claim = await submissions.lockByUuid(uuid);
      if (!claim) throw notFound("Claim not found.");
      if (claim.status !== "submitted") throw conflict(BADGE_MESSAGES.decided);
      const status = rejectionReason === null ? "verified" : "rejected";
      await submissions.decide(claim.id, { status, reviewerId: staff.id, rejectionReason }, clock.now());
      await recordStaffChange(tx, {
        actorId: staff.id,
        entityType: BADGE_SUBMISSION_ENTITY,
        entityId: uuid,
        action: status,
        before: { status: claim.status },
        after: { status },
        reason: rejectionReason,
      });
      await email.enqueue(
        tx,
        badgeDecisionEmail({
          to: claim.memberEmail,
          name: claim.memberName,
          trailTitle: claim.trailTitle,
          rejectionReason,
          link: `${config.publicUrl}/badge-of-honor`,
          locale: claim.memberLocale,
        }),
      );
    });
    return submissionByUuid(uuid, toQueued);
  }

  return {
    /** The programme's trails and the leaderboard: public, the same for every reader. */
    async programme(): Promise<BadgeProgramme> {
      const [trails, badges] = await Promise.all([repository.listProgrammeTrails(), repository.listPublicVerifiedBadges()]);
      return {
        trails: trails.map((trail) => ({
          id: trail.trailId,
          title: trail.trailTitle,
          href: trailHref(trail),
          state_title: trail.stateTitle,
          technical_rating_high: trail.technicalRatingHigh,
          points: badgePoints(trail.technicalRatingHigh),
          holder_count: trail.holderCount,
        })),
        leaderboard: rankLeaderboard(badges.map((badge) => ({ ...badge, verifiedAt: badge.verifiedAt ?? new Date(0) }))),
      };
    },

    /** Who holds a trail's badge: everyone counts, public profiles are named. */
    async holdersOf(trailId: number): Promise<BadgeHolders> {
      const [holderCount, holders] = await Promise.all([
        repository.countHolders(trailId),
        repository.listPublicHolders(trailId, BADGE_LIMITS.holdersShown),
      ]);
      return { count: holderCount, holders };
    },

    async listMine(reader: UserClaims | null): Promise<BadgeSubmission[]> {
      if (!reader) throw unauthorized();
      return withPhotos(await repository.listByMember(reader.id), toSubmission);
    },

    /**
     * Sends a claim. The photos are stored before the transaction (the same bytes always give the
     * same files); the claim and its photo rows are written in one, holding the member's row so two
     * claims for one trail cannot both stand.
     */
    async submit(reader: UserClaims | null, fields: BadgeSubmissionFields, photos: Buffer[], store: PrivatePhotoStore) {
      const user = requireClaimant(reader);
      if (photos.length === 0 || photos.length > BADGE_LIMITS.photos) {
        throw badRequest("Some fields are not valid.", { photos: [BADGE_MESSAGES.photos] });
      }
      if (!(await repository.findProgrammeTrail(fields.trail_id))) {
        throw badRequest("Some fields are not valid.", { trail_id: [BADGE_MESSAGES.notProgrammeTrail] });
      }
      if (await repository.findStandingClaim(user.id, fields.trail_id)) throw conflict(BADGE_MESSAGES.standing);
      const rig = await rigOf(user, fields);
      const stored: StoredPhoto[] = [];
      // One at a time: each render takes a core and the photo service's queue is shared by every upload.
      for (const photo of photos) stored.push(await store.storePrivatePhoto(photo));

      const { uuid } = await db.transaction(async (tx) => {
        await createGarageRepository(tx).lockOwner(user.id);
        const submissions = createBadgeOfHonorRepository(tx);
        if (await submissions.findStandingClaim(user.id, fields.trail_id)) throw conflict(BADGE_MESSAGES.standing);
        const inserted = await submissions.insertSubmission(
          { userId: user.id, trailId: fields.trail_id, completedOn: fields.completed_on, notes: fields.notes, ...rig },
          clock.now(),
        );
        await submissions.insertPhotos(inserted.id, stored);
        return inserted;
      });
      return submissionByUuid(uuid, toSubmission);
    },

    /** The claims waiting for staff, oldest first. */
    async queue(reader: UserClaims | null): Promise<QueuedBadgeSubmission[]> {
      requireReviewer(reader);
      return withPhotos(await repository.listWaiting(), toQueued);
    },

    verify: (reader: UserClaims | null, uuid: string) => decide(reader, uuid, null),
    reject: (reader: UserClaims | null, uuid: string, reason: string) => decide(reader, uuid, reason),
  };
}

export type BadgeOfHonorService = ReturnType<typeof createBadgeOfHonorService>;
