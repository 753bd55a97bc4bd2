// A photo a user uploads (an avatar, a rig's, a review's, a guide's): which files the picker offers,
// what is refused before uploading, and what the user is told when the upload fails.
import { ApiRequestError } from "./api-client";

/** The picker's filter; the server reads the file itself and has the last word. */
export const PHOTO_ACCEPT = "image/jpeg,image/png,image/webp";

/** A photo picker: the browser's own file control, its button drawn as a secondary button. */
export const FILE_CONTROL_CLASSES =
  "block w-full text-sm file:mr-3 file:min-h-9 file:rounded-full file:border file:border-grey/30 file:bg-white file:px-3 file:font-semibold hover:file:bg-neutral-50";

/** The server's limit (server/modules/photos/photo-renditions.ts), checked before a long upload. */
export const PHOTO_MAX_BYTES = 25 * 1024 * 1024;

export const PHOTO_UPLOAD_FAILED = "The photo could not be uploaded. Please try again later.";

const TOO_LARGE = `This photo is larger than ${PHOTO_MAX_BYTES / 1024 / 1024} MB. Please choose a smaller one.`;

/** Why a chosen file will not be uploaded, or null when it may go. */
export function photoFileProblem(file: Pick<File, "size" | "type">): string | null {
  if (file.type !== "" && !file.type.startsWith("image/")) {
    return "This file is not a photo. Please choose a JPEG, PNG or WebP photo.";
  }
  if (file.size === 0) return "This file is empty. Please choose a JPEG, PNG or WebP photo.";
  if (file.size > PHOTO_MAX_BYTES) return TOO_LARGE;
  return null;
}

/** What the reader reads when the upload fails: the server's own words for a refused file. */
export function photoUploadFailure(error: unknown): string {
  if (error instanceof ApiRequestError) {
    const detail = error.body?.fields?.photo?.[0] ?? error.body?.detail;
    if ((error.status === 400 || error.status === 413) && detail) return detail;
    if (error.status === 413) return TOO_LARGE;
  }
  return PHOTO_UPLOAD_FAILED;
}
