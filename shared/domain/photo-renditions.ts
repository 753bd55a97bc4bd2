// The files a stored photo is kept as (photos/{id}/{file}, ADR 0017), shared by the server that
// writes them and the pages that pick among them. Besides its JPEGs, every photo shown on a page has
// WebP copies, about a third smaller, which every current browser takes (ADR 0024).

export const PHOTO_RENDITION_FILES = {
  original: "original.jpg",
  resized_large: "large.jpg",
  resized_medium: "medium.jpg",
  hero: "hero.jpg",
} as const;

export type PhotoRenditionName = keyof typeof PHOTO_RENDITION_FILES;

/** The renditions pages show, which therefore also exist as WebP; the original is for downloads. */
export const WEBP_RENDITIONS = ["resized_large", "resized_medium", "hero"] as const satisfies readonly PhotoRenditionName[];

const WEBP_FILE_NAMES = WEBP_RENDITIONS.map((name) => PHOTO_RENDITION_FILES[name].replace(/\.jpg$/, ""));
const SHOWN_JPEG = new RegExp(`(?:^|/)photos/[0-9a-f]{16}/(?:${WEBP_FILE_NAMES.join("|")})\\.jpg$`);
const SHOWN_WEBP = new RegExp(`(?:^|/)photos/[0-9a-f]{16}/(?:${WEBP_FILE_NAMES.join("|")})\\.webp$`);

/** The WebP copy of a stored photo's JPEG rendition (a URL or a storage key), or null for any other image. */
export function webpVariantOf(jpeg: string): string | null {
  return SHOWN_JPEG.test(jpeg) ? `${jpeg.slice(0, -".jpg".length)}.webp` : null;
}

/** The JPEG a WebP rendition is a copy of (a URL or a storage key), or null when it is no such copy. */
export function jpegSourceOf(webp: string): string | null {
  return SHOWN_WEBP.test(webp) ? `${webp.slice(0, -".webp".length)}.jpg` : null;
}

/**
 * The WebP counterpart of an `<img>` srcset ("url 800w, url 1600w") or single URL, or null when any
 * candidate has no WebP copy (a browser would otherwise pick a file that is not there).
 */
export function webpSrcSetOf(srcSet: string): string | null {
  const candidates = srcSet.split(",").map((candidate) => candidate.trim().split(/\s+/));
  const converted: string[] = [];
  for (const [url, descriptor] of candidates) {
    const webp = url ? webpVariantOf(url) : null;
    if (!webp) return null;
    converted.push(descriptor ? `${webp} ${descriptor}` : webp);
  }
  return converted.join(", ");
}
