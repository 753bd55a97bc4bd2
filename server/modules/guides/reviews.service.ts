// Reviews of trails and scout routes: reading (titles, texts and photos are paid content, counts are
// public), writing with the guide's totals kept in the same transaction, review photos, and the
// difficulty-change summary. Staff deleting someone else's review is a staff change, in the audit log.
import type { DifficultyChanges, Review, ReviewInput, ReviewUpdate } from "../../../shared/contracts/review.contract";
import { ROUTE_RULES, canReadFull, canReadReviews } from "../../../shared/domain/access";
import { difficultyProps } from "../../../shared/domain/difficulty";
import type { Executor } from "../../db/client";
import { forbidden, notFound, unauthorized } from "../../http/errors";
import { requireAccess } from "../../http/route-access";
import type { ServiceDeps } from "../../services";
import { recordStaffChange } from "../audit/audit.service";
import { toPhoto, type Reader } from "./guide-shapes";
import type { GuideKind } from "./guides.repository";
import type { GuidesService } from "./guides.service";
import { REVIEW_PROJECTIONS, refreshGuideProjections } from "./guide-projections";
import { createReviewsRepository, type ReviewRecord, type ReviewsRepository, type ReviewValues } from "./reviews.repository";

/** Where uploaded photos go: the photo service, handed over by the route. */
export interface PhotoStore {
  storePhoto(input: Buffer): Promise<{ original: string; resized_medium: string; resized_large: string; hero: string }>;
}

type ReviewPhotoRecord = Awaited<ReturnType<ReviewsRepository["listReviewPhotos"]>>[number];

function toReview(row: ReviewRecord, photos: readonly ReviewPhotoRecord[]): Review {
  return {
    id: row.id,
    rating: row.rating,
    title: row.title,
    text: row.text,
    suggested_difficulty: row.suggested_difficulty,
    created_at: row.created_at.toISOString(),
    user: row.user,
    photos: photos.filter((photo) => photo.review_id === row.id).map(toPhoto),
  };
}

function toValues(input: ReviewUpdate): Partial<ReviewValues> {
  return {
    ...(input.rating === undefined ? {} : { rating: input.rating }),
    ...(input.title === undefined ? {} : { title: input.title }),
    ...(input.text === undefined ? {} : { body: input.text }),
    ...(input.suggested_difficulty === undefined ? {} : { suggestedDifficulty: input.suggested_difficulty }),
  };
}

/** Why the writer of a hidden review may not change it (ADR 0055). */
const HIDDEN_REVIEW_DETAIL = "Staff hid this review, so it can no longer be changed. You may still delete it.";

const editRefusal = (row: ReviewRecord) => forbidden(row.hidden_at ? HIDDEN_REVIEW_DETAIL : undefined);

/** What the review rules check: its writer, and whether staff have hidden it. */
const reviewAsChecked = (row: ReviewRecord) => ({ userId: row.user_id, isHidden: row.hidden_at !== null });

const guideOf = (row: ReviewRecord): { kind: GuideKind; id: number } =>
  row.trail_id === null ? { kind: "scout-route", id: row.scout_route_id! } : { kind: "trail", id: row.trail_id };

export function createReviewsService({
  db,
  reads,
  clock,
  guides,
}: Pick<ServiceDeps, "db" | "reads" | "clock"> & { guides: GuidesService }) {
  const repository = createReviewsRepository(db);
  /** The guide pages' reviews, which the replica may serve. */
  const pageReads = createReviewsRepository(reads);
  const inTransaction = <T>(work: (reviews: ReviewsRepository, tx: Executor) => Promise<T>) =>
    db.transaction((tx: Executor) => work(createReviewsRepository(tx), tx));

  /** Photos go with reviews only to readers who may see the guide in full. */
  async function withPhotos(reviews: ReviewsRepository, rows: ReviewRecord[], showPhotos: boolean): Promise<Review[]> {
    const reviewPhotos = showPhotos ? await reviews.listReviewPhotos(rows.map((row) => row.id)) : [];
    return rows.map((row) => toReview(row, reviewPhotos));
  }

  async function requireReview(reviews: ReviewsRepository, id: number): Promise<ReviewRecord> {
    const row = await reviews.findReview(id);
    if (!row) throw notFound();
    return row;
  }

  async function reviewFor(reviews: ReviewsRepository, tx: Executor, id: number, reader: Reader): Promise<Review> {
    const row = await requireReview(reviews, id);
    const { kind, id: guideId } = guideOf(row);
    const guide = await guides.requireVisibleGuide(kind, guideId, reader, tx);
    const [review] = await withPhotos(reviews, [row], canReadFull(reader, guide));
    return review!;
  }

  const service = {
    async listReviews(
      kind: GuideKind,
      guideId: number,
      reader: Reader,
      { page, pageSize }: { page: number; pageSize: number },
    ): Promise<{ count: number; results: Review[]; isLocked: boolean }> {
      const guide = await guides.requireVisibleGuide(kind, guideId, reader, reads);
      // Readers without All-Access get how many reviews there are; the guide carries their average.
      if (!canReadReviews(reader, guide)) {
        return { count: await pageReads.countReviews(kind, guideId), results: [], isLocked: true };
      }
      const [count, rows] = await Promise.all([
        pageReads.countReviews(kind, guideId),
        pageReads.listReviews(kind, guideId, { limit: pageSize, offset: (page - 1) * pageSize }),
      ]);
      return { count, results: await withPhotos(pageReads, rows, true), isLocked: false };
    },

    async createReview(kind: GuideKind, guideId: number, input: ReviewInput, reader: Reader): Promise<Review> {
      if (!reader) throw unauthorized();
      return inTransaction(async (reviews, tx) => {
        await guides.requireVisibleGuide(kind, guideId, reader, tx);
        const values = {
          rating: input.rating,
          title: input.title,
          body: input.text,
          suggestedDifficulty: input.suggested_difficulty ?? null,
        };
        const id = await reviews.insertReview(kind, guideId, reader.id, values, clock.now());
        await refreshGuideProjections(tx, kind, guideId, REVIEW_PROJECTIONS);
        return reviewFor(reviews, tx, id, reader);
      });
    },

    /** Only the review's writer may change it. */
    async updateReview(id: number, input: ReviewUpdate, reader: Reader): Promise<Review> {
      if (!reader) throw unauthorized();
      return inTransaction(async (reviews, tx) => {
        const row = await requireReview(reviews, id);
        requireAccess(reader, ROUTE_RULES.reviewEditor, reviewAsChecked(row), () => editRefusal(row));
        const { kind, id: guideId } = guideOf(row);
        await reviews.updateReview(id, toValues(input), clock.now());
        await refreshGuideProjections(tx, kind, guideId, REVIEW_PROJECTIONS);
        return reviewFor(reviews, tx, id, reader);
      });
    },

    /** The writer, or staff (ADMIN or greater). */
    async deleteReview(id: number, reader: Reader): Promise<void> {
      if (!reader) throw unauthorized();
      await inTransaction(async (reviews, tx) => {
        const row = await requireReview(reviews, id);
        requireAccess(reader, ROUTE_RULES.reviewDeleter, reviewAsChecked(row));
        const { kind, id: guideId } = guideOf(row);
        await reviews.deleteReview(id);
        await refreshGuideProjections(tx, kind, guideId, REVIEW_PROJECTIONS);
        if (row.user_id !== reader.id) {
          await recordStaffChange(tx, {
            actorId: reader.id,
            entityType: "review",
            entityId: id,
            action: "deleted",
            before: {
              writer: row.user.uuid,
              guide: `${kind} ${guideId}`,
              rating: row.rating,
              title: row.title,
              text: row.text,
              hidden: row.hidden_at !== null,
            },
          });
        }
      });
    },

    /** Only the review's writer may add photos; the upload route asks before it reads the file. */
    async requireReviewWriter(id: number, reader: Reader): Promise<void> {
      if (!reader) throw unauthorized();
      const row = await requireReview(repository, id);
      requireAccess(reader, ROUTE_RULES.reviewEditor, reviewAsChecked(row), () => editRefusal(row));
    },

    /** Adds a photo to the writer's own review; the file is stored before the row is written. */
    async addReviewPhoto(id: number, photo: Buffer, reader: Reader, photos: PhotoStore): Promise<Review> {
      await service.requireReviewWriter(id, reader);
      const stored = await photos.storePhoto(photo);
      return inTransaction(async (reviews, tx) => {
        await requireReview(reviews, id);
        await reviews.insertReviewPhoto(id, stored);
        return reviewFor(reviews, tx, id, reader);
      });
    },

    async summarizeDifficultyChanges(kind: GuideKind, guideId: number, reader: Reader): Promise<DifficultyChanges> {
      const guide = await guides.requireVisibleGuide(kind, guideId, reader);
      const suggestions = (await repository.listSuggestedDifficulties(kind, guideId)).map(({ suggested }) => suggested!);
      const current = guide.rating;
      const compared = (test: (suggested: number, rating: number) => boolean) =>
        current === null ? 0 : suggestions.filter((suggested) => test(suggested, current)).length;
      const total = suggestions.reduce((sum, suggested) => sum + suggested, 0);
      return {
        review_count_with_change: suggestions.length,
        harder: compared((suggested, rating) => suggested > rating),
        easier: compared((suggested, rating) => suggested < rating),
        same: compared((suggested, rating) => suggested === rating),
        average_suggested: suggestions.length === 0 ? null : Math.round((total / suggestions.length) * 10) / 10,
        current,
        current_props: difficultyProps(current),
      };
    },
  };
  return service;
}

export type ReviewsService = ReturnType<typeof createReviewsService>;
