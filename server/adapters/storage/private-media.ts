// Signed URLs for private files (ADR 0065). A private file's record keeps its unsigned URL, which
// nothing serves; a service that has let a reader see the record hands them the URL signed with a
// key derived from the server's secret, so every process checks it alike. A signed URL works for an
// hour or a little more: expiries are rounded up to a quarter of an hour, so a reader is handed the
// same URL for that long and their browser may keep the file meanwhile.
import { createHmac, hkdfSync, timingSafeEqual } from "node:crypto";
import type { Clock } from "../../clock";
import { isPrivateKey, MEDIA_PATH, PRIVATE_KEY_PREFIX } from "./storage-keys";

/** How long a signed URL works at least. */
export const SIGNED_URL_SECONDS = 60 * 60;
/** Expiries are multiples of this, so one URL is handed out for this long. */
const EXPIRY_STEP_SECONDS = 15 * 60;

/** What every private file's unsigned URL starts with: this server's route, never a CDN. */
export const PRIVATE_URL_PREFIX = `${MEDIA_PATH}/${PRIVATE_KEY_PREFIX}`;

export const isPrivateUrl = (url: string) => url.startsWith(PRIVATE_URL_PREFIX);

/** The unsigned URL a private file's record keeps. */
export const privateUrlFor = (key: string) => `${MEDIA_PATH}/${key}`;

const EXPIRES = /^\d{1,12}$/;
const SIGNATURE = /^[\w-]{43}$/;

interface PhotoUrls {
  original: string;
  resized_medium: string;
  resized_large: string;
}

export function createPrivateMedia({ jwtSecret, clock }: { jwtSecret: string; clock: Clock }) {
  const key = Buffer.from(hkdfSync("sha256", jwtSecret, "trailguide", "private-media-urls", 32));
  const signatureOf = (storageKey: string, expires: number) =>
    createHmac("sha256", key).update(`${storageKey}\n${expires}`).digest("base64url");
  const nowInSeconds = () => Math.floor(clock.now().getTime() / 1000);

  /** A private file's URL signed for about an hour; any other URL (a public file's) as it is. */
  function signUrl(url: string): string {
    if (!isPrivateUrl(url) || url.includes("?")) return url;
    const expires = Math.ceil((nowInSeconds() + SIGNED_URL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
    return `${url}?expires=${expires}&sig=${signatureOf(url.slice(MEDIA_PATH.length + 1), expires)}`;
  }

  /** The photo with the URL of each private rendition signed: only for a reader allowed to see it. */
  function signPhoto<Photo extends PhotoUrls>(photo: Photo): Photo {
    return {
      ...photo,
      original: signUrl(photo.original),
      resized_medium: signUrl(photo.resized_medium),
      resized_large: signUrl(photo.resized_large),
    };
  }

  /** Seconds a signed URL of the private file `storageKey` still works, or null when it does not. */
  function secondsLeft(storageKey: string, expires: string | undefined, signature: string | undefined): number | null {
    if (!isPrivateKey(storageKey) || !expires || !signature || !EXPIRES.test(expires) || !SIGNATURE.test(signature)) {
      return null;
    }
    const left = Number(expires) - nowInSeconds();
    if (left <= 0) return null;
    const isSigned = timingSafeEqual(Buffer.from(signatureOf(storageKey, Number(expires))), Buffer.from(signature));
    return isSigned ? left : null;
  }

  return { signUrl, signPhoto, secondsLeft };
}

export type PrivateMedia = ReturnType<typeof createPrivateMedia>;
