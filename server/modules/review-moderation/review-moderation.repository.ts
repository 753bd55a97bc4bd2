// SQL for staff review moderation (ADR 0055): every review of a trail or scout route, hidden or not,
// with its guide, author and photos; and the hidden marks on reviews and their photos.
import { and, count, eq, ilike, inArray, isNotNull, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { ReviewModerationQuery } from "../../../shared/contracts/review-moderation.contract";
import type { Executor } from "../../db/client";
import { pageOf } from "../../db/cms-list";
import { photos, reviews, scoutRoutes, states, trails, users } from "../../db/schema";

const hiders = alias(users, "hiders");

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (character) => `\\${character}`);

const guideTitle = sql<string>`coalesce(${trails.title}, ${scoutRoutes.title})`;

/** The hidden mark of a review or photo, as staff set it. */
export interface HiddenMark {
  hiddenAt: Date | null;
  hiddenReason: string | null;
  hiddenById: number | null;
}

function whereOf(query: ReviewModerationQuery): SQL | undefined {
  const word = query.q ? `%${escapeLike(query.q)}%` : undefined;
  return and(
    query.visibility === "hidden" ? isNotNull(reviews.hiddenAt) : undefined,
    query.visibility === "visible" ? isNull(reviews.hiddenAt) : undefined,
    query.rating ? eq(reviews.rating, query.rating) : undefined,
    query.guide_kind === "trail" ? isNotNull(reviews.trailId) : undefined,
    query.guide_kind === "scout-route" ? isNotNull(reviews.scoutRouteId) : undefined,
    query.state ? eq(states.code, query.state) : undefined,
    word
      ? or(
          ilike(reviews.title, word),
          ilike(reviews.body, word),
          ilike(users.name, word),
          ilike(users.email, word),
          ilike(guideTitle, word),
        )
      : undefined,
  );
}

/** The state of the review's guide, whichever of the two kinds it is. */
const stateOfGuide = eq(states.id, sql`coalesce(${trails.stateId}, ${scoutRoutes.stateId})`);

export function createReviewModerationRepository(db: Executor) {
  /** The reviews matching `where`, each with its guide, state, author and who hid it. */
  const rowsWhere = (where: SQL | undefined) =>
    db
      .select({
        review: reviews,
        trail: { id: trails.id, slug: trails.slug, title: trails.title },
        scoutRoute: { id: scoutRoutes.id, slug: scoutRoutes.slug, title: scoutRoutes.title },
        state: { code: states.code, title: states.title, slug: states.slug, countryCode: states.countryCode },
        author: { uuid: users.uuid, name: users.name, email: users.email },
        hiddenBy: hiders.name,
      })
      .from(reviews)
      .leftJoin(trails, eq(trails.id, reviews.trailId))
      .leftJoin(scoutRoutes, eq(scoutRoutes.id, reviews.scoutRouteId))
      .innerJoin(states, stateOfGuide)
      .innerJoin(users, eq(users.id, reviews.userId))
      .leftJoin(hiders, eq(hiders.id, reviews.hiddenById))
      .where(where)
      .$dynamic();

  return {
    list(query: ReviewModerationQuery) {
      const where = whereOf(query);
      const rows = rowsWhere(where);
      return pageOf(db, query, {
        rows,
        countFrom: async (executor) => {
          const [row] = await executor
            .select({ total: count() })
            .from(reviews)
            .leftJoin(trails, eq(trails.id, reviews.trailId))
            .leftJoin(scoutRoutes, eq(scoutRoutes.id, reviews.scoutRouteId))
            .innerJoin(states, stateOfGuide)
            .innerJoin(users, eq(users.id, reviews.userId))
            .where(where);
          return row?.total ?? 0;
        },
        sortColumns: { created_at: reviews.createdAt, rating: reviews.rating, guide: guideTitle, author: users.name },
        tieBreaker: reviews.id,
      });
    },

    listOne(id: number) {
      return rowsWhere(eq(reviews.id, id));
    },

    /** Every photo of these reviews, hidden ones too, with who hid them. */
    listPhotos(reviewIds: number[]) {
      if (reviewIds.length === 0) return Promise.resolve([]);
      return db
        .select({ photo: photos, hiddenBy: hiders.name })
        .from(photos)
        .leftJoin(hiders, eq(hiders.id, photos.hiddenById))
        .where(inArray(photos.reviewId, reviewIds))
        .orderBy(photos.position, photos.id);
    },

    /** The states whose guides have reviews, for the filter. */
    reviewedStates() {
      return db
        .selectDistinct({ code: states.code, title: states.title })
        .from(reviews)
        .leftJoin(trails, eq(trails.id, reviews.trailId))
        .leftJoin(scoutRoutes, eq(scoutRoutes.id, reviews.scoutRouteId))
        .innerJoin(states, stateOfGuide)
        .orderBy(states.title);
    },

    /** The review's row, held until the transaction ends so two staff changes apply one after the other. */
    async lockReview(id: number) {
      const [row] = await db.select().from(reviews).where(eq(reviews.id, id)).for("update");
      return row ?? null;
    },

    /** A photo of a review, held like lockReview. */
    async lockReviewPhoto(photoId: number) {
      const [row] = await db
        .select()
        .from(photos)
        .where(and(eq(photos.id, photoId), isNotNull(photos.reviewId)))
        .for("update");
      return row ?? null;
    },

    async markReview(id: number, mark: HiddenMark, at: Date): Promise<void> {
      await db
        .update(reviews)
        .set({ ...mark, updatedAt: at })
        .where(eq(reviews.id, id));
    },

    async markPhoto(photoId: number, mark: HiddenMark): Promise<void> {
      await db.update(photos).set(mark).where(eq(photos.id, photoId));
    },
  };
}

export type ReviewModerationRepository = ReturnType<typeof createReviewModerationRepository>;
export type ModerationRow = Awaited<ReturnType<ReviewModerationRepository["list"]>>["results"][number];
export type ModerationPhotoRow = Awaited<ReturnType<ReviewModerationRepository["listPhotos"]>>[number];
