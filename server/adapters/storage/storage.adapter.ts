// File storage for uploaded and generated media: a local directory by default (one process), or an
// S3-compatible bucket (any number of processes, ADR 0017). Keys are content-addressed paths such as
// "photos/0123abcd/medium.jpg".
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Config } from "../../config";
import { badRequest } from "../../http/errors";
import { createS3StorageAdapter } from "./s3-storage.adapter";
import { assertContentType, assertStorageKey } from "./storage-keys";

export interface StorageAdapter {
  /**
   * Writes the whole file at once; readers never see a half-written file. The content type must
   * match the key's extension, which is what the file is later served with.
   */
  put(key: string, data: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when nothing is stored under the key. */
  read(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
  /** Where a browser fetches the file. */
  urlFor(key: string): string;
}

function isMissingFile(error: unknown): boolean {
  const code = (error as NodeJS.ErrnoException | undefined)?.code;
  return code === "ENOENT" || code === "ENOTDIR" || code === "EISDIR";
}

export function createLocalStorageAdapter({ dir, baseUrl }: { dir: string; baseUrl: string }): StorageAdapter {
  const root = path.resolve(dir);

  function pathFor(key: string): string {
    assertStorageKey(key);
    const filePath = path.resolve(root, key);
    // The key pattern already rules out escaping the root; this guards against a future change to it.
    if (!filePath.startsWith(root + path.sep)) throw badRequest("This file name is not allowed.");
    return filePath;
  }

  return {
    async put(key, data, contentType) {
      const filePath = pathFor(key);
      assertContentType(key, contentType);
      await mkdir(path.dirname(filePath), { recursive: true });
      // A dot name is never a valid key, so a half-written file cannot be served.
      const temporaryPath = path.join(path.dirname(filePath), `.${randomUUID()}.partial`);
      try {
        await writeFile(temporaryPath, data);
        await rename(temporaryPath, filePath);
      } catch (error) {
        await rm(temporaryPath, { force: true });
        throw error;
      }
    },

    async read(key) {
      try {
        return await readFile(pathFor(key));
      } catch (error) {
        if (isMissingFile(error)) return null;
        throw error;
      }
    },

    async delete(key) {
      await rm(pathFor(key), { force: true });
    },

    urlFor(key) {
      assertStorageKey(key);
      return `${baseUrl}/${key}`;
    },
  };
}

export function createStorageAdapter({ config }: { config: Pick<Config, "storage"> }): StorageAdapter {
  const { storage } = config;
  return storage.driver === "s3" ? createS3StorageAdapter(storage.s3) : createLocalStorageAdapter(storage);
}
