// GET /media/{key}: stored files for browsers. Keys are content-addressed, so a file never changes
// under its URL and may be cached for good. A photo's WebP copy that is not stored yet is made from
// its JPEG on first request (ADR 0024).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createHash } from "node:crypto";
import { Hono } from "hono";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { contentTypeFor } from "./media-types";
import { isStorageKey } from "./storage-keys";

export const MEDIA_PATH = "/media";

const IMMUTABLE = "public, max-age=31536000, immutable";

function entityTag(data: Buffer): string {
  return `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"`;
}

export function mediaRoutes() {
  return new Hono<AppEnv>().get(`${MEDIA_PATH}/*`, requires(ROUTE_RULES.anyone), async (c) => {
    const key = c.req.path.slice(MEDIA_PATH.length + 1);
    // A key that could not have been stored (a folder, "..", an encoded slash) is simply not found.
    const { storage, photos } = c.var.services;
    const data = isStorageKey(key) ? ((await storage.read(key)) ?? (await photos.renderMissingWebp(key))) : null;
    if (!data) throw notFound();

    const etag = entityTag(data);
    c.header("ETag", etag);
    c.header("Cache-Control", IMMUTABLE);
    c.header("X-Content-Type-Options", "nosniff");
    if (c.req.header("If-None-Match")?.includes(etag)) return c.body(null, 304);
    c.header("Content-Type", contentTypeFor(key));
    return c.body(new Uint8Array(data), 200);
  });
}
