// Staff review moderation (ADR 0055): SUPER lists every review, hides or restores a review or one of
// its photos with a reason. A hidden review leaves the guide's public lists and totals: the hide or
// restore, the guide's review totals (with the map and search rows built from them) and the audit
// entry commit together. A hidden photo's files move where only signed URLs reach them, and back on
// restore (ADR 0065).
import type {
  ModeratedReview,
  ModeratedReviewPhoto,
  ModerationInput,
  ReviewModerationPage,
  ReviewModerationQuery,
} from "../../../shared/contracts/review-moderation.contract";
import { GUIDE_SEGMENTS, guideHref } from "../../../shared/domain/guide-href";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import type { PrivateMedia } from "../../adapters/storage/private-media";
import type { Executor } from "../../db/client";
import { conflict, notFound } from "../../http/errors";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { REVIEW_PROJECTIONS, refreshGuideProjections } from "../guides/guide-projections";
import type { PhotoVisibility } from "../photos/photo-visibility";
import {
  createReviewModerationRepository,
  type HiddenMark,
  type ModerationPhotoRow,
  type ModerationRow,
  type ReviewModerationRepository,
} from "./review-moderation.repository";

type Change = "hide" | "restore";

const hiddenOf = (mark: HiddenMark, hiddenBy: string | null): ModeratedReview["hidden"] =>
  mark.hiddenAt ? { at: mark.hiddenAt.toISOString(), reason: mark.hiddenReason ?? "", by: hiddenBy } : null;

function toPhoto({ photo, hiddenBy }: ModerationPhotoRow): ModeratedReviewPhoto {
  return {
    id: photo.id,
    resized_medium: photo.resizedMedium,
    resized_large: photo.resizedLarge,
    hidden: hiddenOf(photo, hiddenBy),
  };
}

function toModeratedReview(row: ModerationRow, photos: readonly ModerationPhotoRow[]): ModeratedReview {
  const { review, state } = row;
  const isTrail = row.trail !== null;
  const kind = isTrail ? "trail" : "scout-route";
  const guide = (row.trail ?? row.scoutRoute)!;
  return {
    id: review.id,
    guide: {
      kind,
      id: guide.id,
      title: guide.title,
      path: guideHref(GUIDE_SEGMENTS[kind], {
        slug: `${guide.id}-${guide.slug}`,
        state: { country_code: state.countryCode, slug: state.slug },
      }),
      state: { code: state.code, title: state.title },
    },
    author: row.author,
    rating: review.rating,
    title: review.title,
    text: review.body,
    created_at: review.createdAt.toISOString(),
    hidden: hiddenOf(review, row.hiddenBy),
    photos: photos.filter(({ photo }) => photo.reviewId === review.id).map(toPhoto),
  };
}

/** The mark a change leaves: who hid it, when and why; or none. */
const markFor = (change: Change, reason: string, actor: UserClaims, at: Date): HiddenMark =>
  change === "hide"
    ? { hiddenAt: at, hiddenReason: reason, hiddenById: actor.id }
    : { hiddenAt: null, hiddenReason: null, hiddenById: null };

const ALREADY = { hide: "This is already hidden.", restore: "This is not hidden." } as const;

interface ReviewModerationDeps extends Pick<ServiceDeps, "db" | "clock"> {
  privateMedia: PrivateMedia;
  photoVisibility: Pick<PhotoVisibility, "follow">;
}

export function createReviewModerationService({ db, clock, privateMedia, photoVisibility }: ReviewModerationDeps) {
  const repository = createReviewModerationRepository(db);
  const inTransaction = <T>(work: (moderation: ReviewModerationRepository, tx: Executor) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createReviewModerationRepository(tx), tx));

  /** Staff see hidden photos too: their URLs are signed for them. */
  async function withPhotos(moderation: ReviewModerationRepository, rows: ModerationRow[]): Promise<ModeratedReview[]> {
    const photos = (await moderation.listPhotos(rows.map((row) => row.review.id))).map((row) => ({
      ...row,
      photo: {
        ...row.photo,
        resizedMedium: privateMedia.signUrl(row.photo.resizedMedium),
        resizedLarge: privateMedia.signUrl(row.photo.resizedLarge),
      },
    }));
    return rows.map((row) => toModeratedReview(row, photos));
  }

  /** The one review as the list shows it, or null. */
  async function moderatedReview(moderation: ReviewModerationRepository, id: number): Promise<ModeratedReview | null> {
    const [review] = await withPhotos(moderation, await moderation.listOne(id));
    return review ?? null;
  }

  return {
    async list(query: ReviewModerationQuery): Promise<ReviewModerationPage> {
      const [page, states] = await Promise.all([repository.list(query), repository.reviewedStates()]);
      return { ...page, results: await withPhotos(repository, page.results), states };
    },

    /** One review as staff see it, hidden or not; null when there is none. */
    find(id: number): Promise<ModeratedReview | null> {
      return moderatedReview(repository, id);
    },

    /** Hides or restores a review: its guide's totals, map and search rows follow in the same transaction. */
    async changeReview(id: number, change: Change, { reason }: ModerationInput, actor: UserClaims): Promise<ModeratedReview> {
      return inTransaction(async (moderation, tx) => {
        const review = await moderation.lockReview(id);
        if (!review) throw notFound("No such review.");
        if ((change === "hide") === (review.hiddenAt !== null)) throw conflict(ALREADY[change]);
        const mark = markFor(change, reason, actor, clock.now());
        await moderation.markReview(id, mark, clock.now());
        await photoVisibility.follow(tx, { reviewId: id });
        const guide =
          review.trailId === null
            ? ({ kind: "scout-route", id: review.scoutRouteId! } as const)
            : ({ kind: "trail", id: review.trailId } as const);
        await refreshGuideProjections(tx, guide.kind, guide.id, REVIEW_PROJECTIONS);
        await recordStaffChange(tx, {
          actorId: actor.id,
          entityType: "review",
          entityId: id,
          action: change === "hide" ? "hidden" : "restored",
          before: { hidden: review.hiddenAt !== null, hidden_reason: review.hiddenReason },
          after: { hidden: mark.hiddenAt !== null, hidden_reason: mark.hiddenReason },
          reason,
        });
        return (await moderatedReview(moderation, id))!;
      });
    },

    /** Hides or restores one photo of a review; the change is logged on the review it belongs to. */
    async changePhoto(photoId: number, change: Change, { reason }: ModerationInput, actor: UserClaims): Promise<ModeratedReview> {
      return inTransaction(async (moderation, tx) => {
        const photo = await moderation.lockReviewPhoto(photoId);
        if (!photo) throw notFound("No such review photo.");
        if ((change === "hide") === (photo.hiddenAt !== null)) throw conflict(ALREADY[change]);
        const mark = markFor(change, reason, actor, clock.now());
        await moderation.markPhoto(photoId, mark);
        await photoVisibility.follow(tx, { photoIds: [photoId] });
        const field = `photo ${photoId}`;
        await recordStaffChange(tx, {
          actorId: actor.id,
          entityType: "review",
          entityId: photo.reviewId!,
          action: change === "hide" ? "photo hidden" : "photo restored",
          before: { [field]: photo.hiddenAt ? "hidden" : "shown" },
          after: { [field]: mark.hiddenAt ? "hidden" : "shown" },
          reason,
        });
        return (await moderatedReview(moderation, photo.reviewId!))!;
      });
    },
  };
}

export type ReviewModerationService = ReturnType<typeof createReviewModerationService>;
