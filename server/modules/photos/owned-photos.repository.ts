// SQL for photos that belong to one record beside the guides (a badge claim, a patrol report, a
// suggested edit, a condition report): written in their owner's transaction, read back in upload order.
import { asc, eq } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { photos } from "../../db/schema";
import type { StoredPhoto } from "./photo-renditions";

export type PhotoOwner =
  { badgeSubmissionId: number } | { patrolId: number } | { editRequestId: number } | { conditionReportId: number };

export async function insertOwnedPhotos(db: Executor, owner: PhotoOwner, stored: readonly StoredPhoto[]): Promise<void> {
  if (stored.length === 0) return;
  await db.insert(photos).values(
    stored.map((photo, position) => ({
      ...owner,
      position,
      original: photo.original,
      resizedMedium: photo.resized_medium,
      resizedLarge: photo.resized_large,
      hero: photo.hero,
    })),
  );
}

/** One owner's photos in upload order, in the API's photo shape. */
export function listOwnedPhotos(db: Executor, owner: { patrolId: number } | { editRequestId: number }) {
  const column = "patrolId" in owner ? photos.patrolId : photos.editRequestId;
  const id = "patrolId" in owner ? owner.patrolId : owner.editRequestId;
  return db
    .select({
      photo_type: photos.photoType,
      original: photos.original,
      resized_medium: photos.resizedMedium,
      resized_large: photos.resizedLarge,
    })
    .from(photos)
    .where(eq(column, id))
    .orderBy(asc(photos.position), asc(photos.id));
}
