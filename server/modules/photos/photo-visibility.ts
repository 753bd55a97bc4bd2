// A photo's files follow who may see it (ADR 0065). A private photo (of a badge claim, a patrol
// report, a suggested edit or a condition report, or one staff hid) is kept under "private/", which
// only signed URLs reach; every other photo under the public "photos/". Hiding moves a review's
// photos there and deletes their public files, unless something public still shows the same bytes;
// restoring copies them back. The same step moves the private photos stored before this (the
// "private-photos" job), a batch of rows at a time.
import { contentTypeFor } from "../../adapters/storage/media-types";
import { isPrivateUrl, privateUrlFor } from "../../adapters/storage/private-media";
import type { StorageAdapter } from "../../adapters/storage/storage.adapter";
import { isPrivateKey, isStorageKey, PRIVATE_KEY_PREFIX } from "../../adapters/storage/storage-keys";
import { webpVariantOf } from "../../../shared/domain/photo-renditions";
import type { Executor } from "../../db/client";
import type { ServiceDeps } from "../../services";
import { createPhotoVisibilityRepository, type PhotoSelection, type PhotoUrls } from "./photo-visibility.repository";

/** The renditions in the order they are copied: the original last, as its presence means the photo is complete. */
const COPY_ORDER = ["resizedLarge", "resizedMedium", "hero", "original"] as const satisfies readonly (keyof PhotoUrls)[];

/** Rows moved per transaction by the job. */
const BATCH_SIZE = 25;

/** The storage key a photo URL names ("photos/…" or "private/photos/…"), whatever served it; null for none. */
function keyOfPhotoUrl(url: string): string | null {
  const key = /(?:^|\/)((?:private\/)?photos\/[^/]+\/[^/]+)$/.exec(url)?.[1];
  return key && isStorageKey(key) ? key : null;
}

const folderOf = (key: string) => key.slice(0, key.lastIndexOf("/"));

interface PhotoVisibilityDeps extends Pick<ServiceDeps, "db"> {
  storage: StorageAdapter;
}

export function createPhotoVisibility({ db, storage }: PhotoVisibilityDeps) {
  async function copy(from: string, to: string): Promise<void> {
    const data = await storage.read(from);
    if (data) await storage.put(to, data, contentTypeFor(to));
  }

  /** The row's renditions moved to the other folder; null when a URL names no file of ours. */
  async function moveFiles(row: PhotoUrls, toPrivate: boolean): Promise<PhotoUrls | null> {
    const keys = COPY_ORDER.map((column) => keyOfPhotoUrl(row[column]));
    if (keys.some((key) => key === null || isPrivateKey(key) === toPrivate)) return null;
    const moved = { ...row };
    for (const [index, column] of COPY_ORDER.entries()) {
      const key = keys[index]!;
      const target = toPrivate ? `${PRIVATE_KEY_PREFIX}${key}` : key.slice(PRIVATE_KEY_PREFIX.length);
      await copy(key, target);
      moved[column] = toPrivate ? privateUrlFor(target) : storage.urlFor(target);
    }
    return moved;
  }

  /** Deletes a public photo's files, its WebP copies with them; the original first, so it never looks complete. */
  async function deletePublicFiles(keys: readonly string[]): Promise<void> {
    for (const key of [...keys].reverse()) {
      await storage.delete(key);
      const webp = webpVariantOf(key);
      if (webp) await storage.delete(webp);
    }
  }

  /**
   * Moves the selected photos' files to where their records say they belong, in `tx`, which holds
   * the rows. Returns how many photos moved.
   */
  async function follow(tx: Executor, selection: PhotoSelection): Promise<number> {
    const visibility = createPhotoVisibilityRepository(tx);
    const vacated = new Map<string, string[]>();
    let movedCount = 0;
    for (const row of await visibility.lock(selection)) {
      if (row.isPrivate === isPrivateUrl(row.original)) continue;
      const moved = await moveFiles(row, row.isPrivate);
      if (!moved) continue;
      await visibility.setUrls(row.id, moved);
      movedCount += 1;
      if (!row.isPrivate) continue;
      for (const column of COPY_ORDER) {
        const key = keyOfPhotoUrl(row[column])!;
        vacated.set(folderOf(key), [...(vacated.get(folderOf(key)) ?? []), key]);
      }
    }
    // Only after every row moved: a folder that something public still shows keeps its files.
    for (const [folder, keys] of vacated) {
      if (!(await visibility.isFolderShown(folder))) await deletePublicFiles(keys);
    }
    return movedCount;
  }

  return {
    follow,

    /** The job: private photos whose files are still public move, batch by batch. Returns how many moved. */
    async movePrivatePhotos(): Promise<number> {
      let afterId = 0;
      let movedCount = 0;
      for (;;) {
        const batch = await db.transaction(async (tx) => {
          const ids = await createPhotoVisibilityRepository(tx).lockPublicOfPrivate(afterId, BATCH_SIZE);
          movedCount += await follow(tx, { photoIds: ids });
          return ids;
        });
        if (batch.length < BATCH_SIZE) return movedCount;
        afterId = batch.at(-1)!;
      }
    },
  };
}

export type PhotoVisibility = ReturnType<typeof createPhotoVisibility>;
