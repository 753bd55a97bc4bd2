// What every photo upload route shares: the multipart body (the file in field "photo", beside any
// text fields), a size limit applied once the sender is known, and the file read as bytes.
import { z } from "@hono/zod-openapi";
import { createMiddleware } from "hono/factory";
import type { ApiError } from "../../../shared/contracts/error.contract";
import type { AppEnv } from "../../http/app-env";
import { requireUser } from "../../http/authenticate";
import { uploadBodyLimit } from "../../http/body-limits";
import { badRequest } from "../../http/errors";
import { MAX_PHOTO_BYTES } from "./photo-renditions";

/** The multipart framing around a photo. */
const FRAMING_BYTES = 64 * 1024;

/** Past the limit, the words the photo service uses for a large photo, next to the field. */
const PHOTO_TOO_LARGE: ApiError = {
  detail: "Some fields are not valid.",
  code: "invalid",
  fields: { photo: [`This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please upload a smaller one.`] },
};

/** A photo plus its framing, read only after the middleware before it let the sender through. */
export const photoUploadLimit = () => uploadBodyLimit(MAX_PHOTO_BYTES + FRAMING_BYTES, PHOTO_TOO_LARGE);

/** Before the limit of a signed-in user's own upload: a visitor's upload is never read. */
export const signedInOnly = createMiddleware<AppEnv>(async (c, next) => {
  requireUser(c);
  await next();
});

const photoField = z.any().openapi({ type: "string", format: "binary" });

/** The request body of a photo upload: the file in "photo", plus the text fields of `fields`. */
export function photoUploadBody<Shape extends z.ZodRawShape>(fields: z.ZodObject<Shape>) {
  return { content: { "multipart/form-data": { schema: fields.extend({ photo: photoField }) } }, required: true };
}

/** The uploaded file's bytes; a missing file or a text value is refused next to the field. */
export async function photoUploadOf(photo: unknown): Promise<Buffer> {
  if (!(photo instanceof File)) throw badRequest("Some fields are not valid.", { photo: ["Attach a photo file."] });
  return Buffer.from(await photo.arrayBuffer());
}

/**
 * The bytes of the files among a multipart field's values (one value, several, or none). A file
 * input left empty still sends a part, nameless and empty: that is no photo.
 */
export async function uploadedFilesOf(value: unknown): Promise<Buffer[]> {
  const files = (Array.isArray(value) ? value : [value]).filter(
    (item): item is File => item instanceof File && (item.name !== "" || item.size > 0),
  );
  return Promise.all(files.map(async (file) => Buffer.from(await file.arrayBuffer())));
}
