// GET /media/{key}: stored files for browsers. Public keys are content-addressed, so a file never
// changes under its URL and may be cached for good; a photo's WebP copy that is not stored yet is
// made from its JPEG on first request (ADR 0024). A private file ("private/…") is served only with a
// signed URL that has not expired, and only to the reader's own browser cache (ADR 0065).
import { ROUTE_RULES } from "../../../shared/domain/access";
import { requires } from "../../http/route-access";
import { createHash } from "node:crypto";
import { Hono, type Context } from "hono";
import type { AppEnv } from "../../http/app-env";
import { notFound } from "../../http/errors";
import { contentTypeFor } from "./media-types";
import { isPrivateKey, isStorageKey, MEDIA_PATH } from "./storage-keys";
import type { Services } from "../../services";

const IMMUTABLE = "public, max-age=31536000, immutable";

function entityTag(data: Buffer): string {
  return `"${createHash("sha256").update(data).digest("base64url").slice(0, 27)}"`;
}

interface Served {
  data: Buffer;
  cacheControl: string;
}

type MediaServices = Pick<Services, "storage" | "photos" | "privateMedia">;

async function publicFile({ storage, photos }: MediaServices, key: string): Promise<Served | null> {
  const data = (await storage.read(key)) ?? (await photos.renderMissingWebp(key));
  return data && { data, cacheControl: IMMUTABLE };
}

/** A wrong, tampered or expired signature is simply not found, like a file that is not there. */
async function privateFile({ storage, privateMedia }: MediaServices, c: Context<AppEnv>, key: string): Promise<Served | null> {
  const secondsLeft = privateMedia.secondsLeft(key, c.req.query("expires"), c.req.query("sig"));
  if (secondsLeft === null) return null;
  const data = await storage.read(key);
  return data && { data, cacheControl: `private, max-age=${secondsLeft}` };
}

export function mediaRoutes(services: MediaServices) {
  return new Hono<AppEnv>().get(`${MEDIA_PATH}/*`, requires(ROUTE_RULES.anyone), async (c) => {
    const key = c.req.path.slice(MEDIA_PATH.length + 1);
    // A key that could not have been stored (a folder, "..", an encoded slash) is simply not found.
    if (!isStorageKey(key)) throw notFound();
    const served = isPrivateKey(key) ? await privateFile(services, c, key) : await publicFile(services, key);
    if (!served) throw notFound();

    const etag = entityTag(served.data);
    c.header("ETag", etag);
    c.header("Cache-Control", served.cacheControl);
    c.header("X-Content-Type-Options", "nosniff");
    if (c.req.header("If-None-Match")?.includes(etag)) return c.body(null, 304);
    c.header("Content-Type", contentTypeFor(key));
    return c.body(new Uint8Array(served.data), 200);
  });
}
