// What a storage key may be, and the content type a key is served with: the same for every adapter.
import { badRequest } from "../../http/errors";
import { contentTypeFor } from "./media-types";

/** The server's route for stored files (ADR 0017). */
export const MEDIA_PATH = "/media";
/** Files some readers only may see: the public route never serves them, a signed URL does (ADR 0065). */
export const PRIVATE_KEY_PREFIX = "private/";

export const isPrivateKey = (key: string) => key.startsWith(PRIVATE_KEY_PREFIX);

const MAX_KEY_LENGTH = 512;
/** Lower-case segments that start with a letter or digit, so no key names a hidden or temporary file. */
const KEY_PATTERN = /^[a-z0-9][a-z0-9_.-]*(?:\/[a-z0-9][a-z0-9_.-]*)*$/;

export function isStorageKey(key: string): boolean {
  return key.length <= MAX_KEY_LENGTH && KEY_PATTERN.test(key) && !key.includes("..");
}

export function assertStorageKey(key: string): void {
  if (!isStorageKey(key)) throw badRequest("This file name is not allowed.");
}

export function assertContentType(key: string, contentType: string): void {
  const expected = contentTypeFor(key);
  if (contentType !== expected) throw new Error(`A file stored as ${key} is served as ${expected}, not ${contentType}`);
}
