// The demo photo pool: a few generated landscapes per palette, stored once, shared by many rows.
import pLimit from "p-limit";
import { generateLandscapePhoto } from "./generated-photo";
import { CONCURRENT_PHOTO_RENDERS, type PhotoService, type StoredPhoto } from "../../../modules/photos/photo-renditions";
import type { PhotoSeed } from "./model";

export type DemoPhotoStore = Pick<PhotoService, "storePhoto">;

/** Smaller than a camera photo: enough for the renditions pages use, and quick to draw and encode. */
const GENERATED_SIZE = { width: 1280, height: 800 };

/** Stores the pool; storing the same bytes again returns the URLs already stored, so restarts are cheap. */
export function storePhotoPool(pool: readonly PhotoSeed[], photos: DemoPhotoStore): Promise<StoredPhoto[]> {
  // As many at once as the photo service renders, so the pool never crowds its waiting room.
  const limit = pLimit(CONCURRENT_PHOTO_RENDERS);
  return Promise.all(
    pool.map(({ seed, palette }) =>
      limit(async () => photos.storePhoto(await generateLandscapePhoto(seed, { ...GENERATED_SIZE, palette }))),
    ),
  );
}
