// Request bodies are limited before they are read: about 1 MB for JSON and forms everywhere in the
// API, more only on the upload routes. Those check who is sending first, then limit the body
// themselves (`uploadBodyLimit` as route middleware), so a stranger's large upload is never read.
// Past a limit: 413 in the JSON error shape.
import type { MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import type { ApiError } from "../../shared/contracts/error.contract";
import type { AppEnv } from "./app-env";

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

const tooLarge: ApiError = { detail: "The request is too large.", code: "payload_too_large" };

/** The limit of one upload route, with what its refusal says when it can say more than "too large". */
export function uploadBodyLimit(maxBytes: number, error: ApiError = tooLarge): MiddlewareHandler<AppEnv> {
  return bodyLimit({ maxSize: maxBytes, onError: (c) => c.json(error, 413) });
}

/** A JSON body: never an upload, whatever the path (one path may take either, as POST /v2/scout-routes/ does). */
export const isJsonRequest = (contentType: string | undefined) => /^application\/json\b/i.test(contentType ?? "");

/** The API-wide limit, for every request but an upload to one of the upload routes (paths after /api). */
export function limitRequestBodies(uploadPaths: readonly RegExp[]): MiddlewareHandler<AppEnv> {
  const limit = uploadBodyLimit(DEFAULT_BODY_LIMIT_BYTES);
  return (c, next) => {
    const path = c.req.path.replace(/^\/api/, "");
    const isUpload = !isJsonRequest(c.req.header("content-type")) && uploadPaths.some((upload) => upload.test(path));
    return isUpload ? next() : limit(c, next);
  };
}
