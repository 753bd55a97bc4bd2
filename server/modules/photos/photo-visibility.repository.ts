// SQL for where a photo's files belong (ADR 0065): whether each photo is private by its record, the
// private photos whose URLs are still public, and whether anything public still shows a stored folder.
import { and, asc, eq, gt, inArray, isNotNull, like, not, or, sql, type SQL, type Table } from "drizzle-orm";
import { PRIVATE_URL_PREFIX } from "../../adapters/storage/private-media";
import type { Executor } from "../../db/client";
import { containsPattern } from "../../db/cms-list";
import { blogAuthors, blogPosts, photos, reviews, users, userVehicles } from "../../db/schema";

/**
 * Photos only some readers may see: those of a badge claim, a patrol report, a suggested edit or a
 * condition report, and any photo staff hid or whose review they hid.
 */
const isPrivatePhoto = or(
  isNotNull(photos.badgeSubmissionId),
  isNotNull(photos.patrolId),
  isNotNull(photos.editRequestId),
  isNotNull(photos.conditionReportId),
  isNotNull(photos.hiddenAt),
  isNotNull(reviews.hiddenAt),
)!;

const isStoredPrivately = sql`${photos.original} like ${`${PRIVATE_URL_PREFIX}%`}`;

export type PhotoSelection = { reviewId: number } | { photoIds: readonly number[] };

export interface PhotoUrls {
  original: string;
  resizedMedium: string;
  resizedLarge: string;
  hero: string;
}

export function createPhotoVisibilityRepository(db: Executor) {
  const selectWithVisibility = (where: SQL | undefined) =>
    db
      .select({
        id: photos.id,
        original: photos.original,
        resizedMedium: photos.resizedMedium,
        resizedLarge: photos.resizedLarge,
        hero: photos.hero,
        isPrivate: sql<boolean>`${isPrivatePhoto}`,
      })
      .from(photos)
      .leftJoin(reviews, eq(reviews.id, photos.reviewId))
      .where(where)
      .orderBy(asc(photos.id));

  return {
    /** The photos selected, held until the transaction ends, each with whether it is private now. */
    lock(selection: PhotoSelection) {
      if ("photoIds" in selection && selection.photoIds.length === 0) return Promise.resolve([]);
      const where =
        "reviewId" in selection ? eq(photos.reviewId, selection.reviewId) : inArray(photos.id, [...selection.photoIds]);
      return selectWithVisibility(where).for("update", { of: photos });
    },

    /** Up to `limit` private photos past `afterId` whose files are still public; rows another process holds are skipped. */
    async lockPublicOfPrivate(afterId: number, limit: number): Promise<number[]> {
      const rows = await selectWithVisibility(and(gt(photos.id, afterId), isPrivatePhoto, not(isStoredPrivately)))
        .limit(limit)
        .for("update", { of: photos, skipLocked: true });
      return rows.map((row) => row.id);
    },

    async setUrls(id: number, urls: PhotoUrls): Promise<void> {
      await db.update(photos).set(urls).where(eq(photos.id, id));
    },

    /**
     * Whether anything public still shows a file of the stored folder `folder` ("photos/0123…"):
     * another public photo, a rig, an avatar, or a post or its author. Content-addressed folders are
     * shared by every upload of the same bytes.
     */
    async isFolderShown(folder: string): Promise<boolean> {
      const pattern = containsPattern(`/${folder}/`);
      const anyOf = (table: Table, where: SQL | undefined) =>
        db
          .select({ one: sql`1` })
          .from(table)
          .where(where)
          .limit(1);
      const showing = [
        anyOf(
          photos,
          and(
            not(isStoredPrivately),
            or(
              like(photos.original, pattern),
              like(photos.resizedMedium, pattern),
              like(photos.resizedLarge, pattern),
              like(photos.hero, pattern),
            ),
          ),
        ),
        anyOf(userVehicles, like(userVehicles.photoFileName, pattern)),
        anyOf(users, like(users.photoFileName, pattern)),
        anyOf(blogPosts, like(blogPosts.heroPhotoUrl, pattern)),
        anyOf(blogAuthors, like(blogAuthors.photoUrl, pattern)),
      ];
      for (const query of showing) if ((await query).length > 0) return true;
      return false;
    },
  };
}
