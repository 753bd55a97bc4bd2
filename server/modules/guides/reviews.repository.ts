// SQL for reviews of trails and scout routes, their photos and the totals kept on the guide. Reviews
// and photos hidden by staff (ADR 0055) are left out of every read here but the review's own row.
import { and, avg, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { photos, reviews, scoutRoutes, trails, users } from "../../db/schema";
import { guideKeyColumn, guideKeyValues, type GuideKind } from "../../db/guide-keys";

const ofGuide = (kind: GuideKind, guideId: number) => eq(guideKeyColumn(reviews, kind), guideId);

/** The guide's reviews that readers may see: not hidden by staff. */
const shownOfGuide = (kind: GuideKind, guideId: number) => and(ofGuide(kind, guideId), isNull(reviews.hiddenAt));

const reviewColumns = {
  id: reviews.id,
  trail_id: reviews.trailId,
  scout_route_id: reviews.scoutRouteId,
  user_id: reviews.userId,
  rating: reviews.rating,
  title: reviews.title,
  text: reviews.body,
  suggested_difficulty: reviews.suggestedDifficulty,
  created_at: reviews.createdAt,
  hidden_at: reviews.hiddenAt,
  user: { uuid: users.uuid, name: users.name, photo_file_name: users.photoFileName },
};

export interface ReviewValues {
  rating: number;
  title: string;
  body: string;
  suggestedDifficulty: number | null;
}

export function createReviewsRepository(db: Executor) {
  return {
    listReviews(kind: GuideKind, guideId: number, page: { limit: number; offset: number }) {
      return db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(shownOfGuide(kind, guideId))
        .orderBy(desc(reviews.createdAt), desc(reviews.id))
        .limit(page.limit)
        .offset(page.offset);
    },

    async countReviews(kind: GuideKind, guideId: number): Promise<number> {
      const [row] = await db.select({ reviews: count() }).from(reviews).where(shownOfGuide(kind, guideId));
      return row?.reviews ?? 0;
    },

    async findReview(id: number) {
      const [row] = await db
        .select(reviewColumns)
        .from(reviews)
        .innerJoin(users, eq(users.id, reviews.userId))
        .where(eq(reviews.id, id));
      return row ?? null;
    },

    async listReviewPhotos(reviewIds: number[]) {
      if (reviewIds.length === 0) return [];
      return db
        .select({
          review_id: photos.reviewId,
          photo_type: photos.photoType,
          original: photos.original,
          resized_medium: photos.resizedMedium,
          resized_large: photos.resizedLarge,
        })
        .from(photos)
        .where(and(inArray(photos.reviewId, reviewIds), isNull(photos.hiddenAt)))
        .orderBy(photos.position, photos.id);
    },

    listSuggestedDifficulties(kind: GuideKind, guideId: number) {
      return db
        .select({ suggested: reviews.suggestedDifficulty })
        .from(reviews)
        .where(and(shownOfGuide(kind, guideId), isNotNull(reviews.suggestedDifficulty)));
    },

    async insertReview(kind: GuideKind, guideId: number, userId: number, values: ReviewValues, at: Date): Promise<number> {
      const [row] = await db
        .insert(reviews)
        .values({
          ...guideKeyValues(kind, guideId),
          userId,
          ...values,
          createdAt: at,
          updatedAt: at,
        })
        .returning({ id: reviews.id });
      return row!.id;
    },

    async updateReview(id: number, values: Partial<ReviewValues>, at: Date) {
      await db
        .update(reviews)
        .set({ ...values, updatedAt: at })
        .where(eq(reviews.id, id));
    },

    /** The user's reviews with the guide each is on. */
    async listReviewsByUser(userId: number): Promise<{ id: number; kind: GuideKind; guideId: number }[]> {
      const rows = await db
        .select({ id: reviews.id, trailId: reviews.trailId, scoutRouteId: reviews.scoutRouteId })
        .from(reviews)
        .where(eq(reviews.userId, userId));
      return rows.map((row) =>
        row.trailId !== null
          ? { id: row.id, kind: "trail", guideId: row.trailId }
          : { id: row.id, kind: "scout-route", guideId: row.scoutRouteId! },
      );
    },

    async deleteReview(id: number) {
      await db.delete(reviews).where(eq(reviews.id, id));
    },

    async insertReviewPhoto(
      reviewId: number,
      stored: { original: string; resized_medium: string; resized_large: string; hero: string },
    ) {
      await db.insert(photos).values({
        reviewId,
        photoType: 3,
        original: stored.original,
        resizedMedium: stored.resized_medium,
        resizedLarge: stored.resized_large,
        hero: stored.hero,
      });
    },

    /** The guide's review average and count, from its shown reviews (the "review-totals" projection). */
    async recountReviews(kind: GuideKind, guideId: number) {
      // Holding the guide's row makes concurrent review writes recompute one after another; "no key
      // update" does not wait on the key-share lock the review's own foreign key took.
      if (kind === "trail") await db.select({ id: trails.id }).from(trails).where(eq(trails.id, guideId)).for("no key update");
      else await db.select({ id: scoutRoutes.id }).from(scoutRoutes).where(eq(scoutRoutes.id, guideId)).for("no key update");
      const [totals] = await db
        .select({ average: avg(reviews.rating).mapWith(Number), reviews: count() })
        .from(reviews)
        .where(shownOfGuide(kind, guideId));
      const values = {
        reviewAverage: totals?.reviews ? Math.round((totals.average ?? 0) * 100) / 100 : 0,
        reviewCount: totals?.reviews ?? 0,
      };
      if (kind === "trail") await db.update(trails).set(values).where(eq(trails.id, guideId));
      else await db.update(scoutRoutes).set(values).where(eq(scoutRoutes.id, guideId));
    },
  };
}

export type ReviewsRepository = ReturnType<typeof createReviewsRepository>;
export type ReviewRecord = NonNullable<Awaited<ReturnType<ReviewsRepository["findReview"]>>>;
