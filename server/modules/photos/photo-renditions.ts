// Turns an uploaded photo into the JPEG renditions pages use, plus WebP copies of those a page shows
// (ADR 0024), upright and with every bit of metadata (camera, GPS position, owner) removed, stored
// under a key derived from its bytes. A private photo (ADR 0065) is kept under "private/", as JPEGs
// only: its URLs are signed, so pages show it without a WebP copy.
import { createHash } from "node:crypto";
import pLimit from "p-limit";
import sharp, { type Sharp } from "sharp";
import {
  jpegSourceOf,
  PHOTO_RENDITION_FILES,
  WEBP_RENDITIONS,
  webpVariantOf,
  type PhotoRenditionName,
} from "../../../shared/domain/photo-renditions";
import { privateUrlFor } from "../../adapters/storage/private-media";
import type { StorageAdapter } from "../../adapters/storage/storage.adapter";
import { PRIVATE_KEY_PREFIX } from "../../adapters/storage/storage-keys";
import { badRequest, BusyError } from "../../http/errors";

export interface StoredPhoto {
  original: string;
  resized_medium: string;
  resized_large: string;
  hero: string;
}

export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
/** Avatars show at most 96 CSS pixels wide; 256 pixels stay sharp on a phone's 2-3x screen. */
export const AVATAR_PIXELS = 256;
const AVATAR_FILE = "avatar.jpg";

/** A square part of a photo, in pixels of the photo turned upright (as a browser shows it). */
export interface SquareCrop {
  x: number;
  y: number;
  size: number;
}
/**
 * A decoded 40 MP photo takes about 160 MB (RGBA), and renditions need a few copies of it: a phone's
 * 12-48 MP camera fits, a stitched panorama that would take a gigabyte does not.
 */
export const MAX_PHOTO_PIXELS = 40_000_000;
/** Photos decoded at once per process: each may take a few hundred MB and a core. */
export const CONCURRENT_PHOTO_RENDERS = 2;
/** Uploads that may wait for a render; beyond that the process answers 503 rather than queue without end. */
export const WAITING_PHOTO_RENDERS = 8;
const BUSY_RETRY_AFTER_SECONDS = 10;

/** How each rendition is resized. */
const RESIZES = {
  original: { width: 2400, height: 2400, fit: "inside", withoutEnlargement: true },
  resized_large: { width: 1600, height: 1600, fit: "inside", withoutEnlargement: true },
  resized_medium: { width: 800, height: 800, fit: "inside", withoutEnlargement: true },
  hero: { width: 1600, height: 900, fit: "cover", position: "centre" },
} as const satisfies Record<PhotoRenditionName, sharp.ResizeOptions> & Record<keyof StoredPhoto, sharp.ResizeOptions>;

type WebpRenditionName = (typeof WEBP_RENDITIONS)[number];

/** Formats a phone or camera produces; SVG, PDF and GIF are not photos. "heif" admits AVIF; HEVC-coded HEIC does not decode. */
const PHOTO_FORMATS = new Set<keyof sharp.FormatEnum>(["jpeg", "png", "webp", "heif", "tiff"]);

const JPEG_OPTIONS: sharp.JpegOptions = { quality: 80, progressive: true, mozjpeg: true };
/** About a third smaller than the JPEG at the same look; effort 4 keeps an upload's render near a second. */
const WEBP_OPTIONS: sharp.WebpOptions = { quality: 75, effort: 4 };

interface Renditions {
  jpeg: Record<PhotoRenditionName, Buffer>;
  webp: Record<WebpRenditionName, Buffer> | null;
}

/** Where a photo's files go: the folder /media serves to anyone, or the one only signed URLs reach. */
const PUBLIC_FOLDER = "photos";
const PRIVATE_FOLDER = `${PRIVATE_KEY_PREFIX}photos`;
type PhotoFolder = typeof PUBLIC_FOLDER | typeof PRIVATE_FOLDER;

const unreadable = () => badRequest("This file is not a photo we can read. Please upload a JPEG, PNG or WebP photo.");

export function createPhotoService({ storage }: { storage: StorageAdapter }) {
  const renders = pLimit(CONCURRENT_PHOTO_RENDERS);
  const keyFor = (folder: PhotoFolder, id: string, name: PhotoRenditionName) => `${folder}/${id}/${PHOTO_RENDITION_FILES[name]}`;
  const webpKeyFor = (id: string, name: WebpRenditionName) => webpVariantOf(keyFor(PUBLIC_FOLDER, id, name))!;

  /** Runs a render when a slot is free, or answers 503 when too many already wait. */
  function queueRender<T>(work: () => Promise<T>): Promise<T> {
    if (renders.pendingCount >= WAITING_PHOTO_RENDERS) {
      throw new BusyError(BUSY_RETRY_AFTER_SECONDS, "Many photos are being processed right now. Please try again in a moment.");
    }
    return renders(work);
  }

  function urlsFor(folder: PhotoFolder, id: string): StoredPhoto {
    const urlFor = (name: PhotoRenditionName) =>
      folder === PUBLIC_FOLDER ? storage.urlFor(keyFor(folder, id, name)) : privateUrlFor(keyFor(folder, id, name));
    return {
      original: urlFor("original"),
      resized_medium: urlFor("resized_medium"),
      resized_large: urlFor("resized_large"),
      hero: urlFor("hero"),
    };
  }

  /** The photo's header, refused unless it is a photo of a size we decode; decodes no pixels. */
  async function readPhotoHeader(input: Buffer): Promise<sharp.Metadata> {
    let metadata: sharp.Metadata;
    try {
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    if (!PHOTO_FORMATS.has(metadata.format)) throw unreadable();
    if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) {
      throw badRequest(`This photo is larger than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Please upload a smaller one.`);
    }
    return metadata;
  }

  /**
   * The photo turned upright. Without withMetadata() or keepMetadata(), sharp writes no EXIF, XMP,
   * IPTC or ICC profile and converts colours to sRGB; autoOrient applies the EXIF rotation before it is dropped.
   */
  const uprightOf = (input: Buffer): Sharp =>
    sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" }).autoOrient().flatten({ background: "#ffffff" });

  async function render(input: Buffer, withWebp: boolean): Promise<Renditions> {
    await readPhotoHeader(input);
    try {
      const upright = uprightOf(input);
      const resized = (name: PhotoRenditionName) => upright.clone().resize(RESIZES[name]);
      const webpOf = async (): Promise<Record<WebpRenditionName, Buffer>> => {
        const [resized_large, resized_medium, hero] = await Promise.all([
          resized("resized_large").webp(WEBP_OPTIONS).toBuffer(),
          resized("resized_medium").webp(WEBP_OPTIONS).toBuffer(),
          resized("hero").webp(WEBP_OPTIONS).toBuffer(),
        ]);
        return { resized_large, resized_medium, hero };
      };
      const [original, resized_large, resized_medium, hero, webp] = await Promise.all([
        resized("original").jpeg(JPEG_OPTIONS).toBuffer(),
        resized("resized_large").jpeg(JPEG_OPTIONS).toBuffer(),
        resized("resized_medium").jpeg(JPEG_OPTIONS).toBuffer(),
        resized("hero").jpeg(JPEG_OPTIONS).toBuffer(),
        withWebp ? webpOf() : null,
      ]);
      return { jpeg: { original, resized_large, resized_medium, hero }, webp };
    } catch {
      // The header was readable but the image data is not, e.g. a truncated upload.
      throw unreadable();
    }
  }

  async function renderAvatar(input: Buffer, crop: SquareCrop): Promise<Buffer> {
    const { autoOrient: upright } = await readPhotoHeader(input);
    if (crop.x + crop.size > upright.width || crop.y + crop.size > upright.height) {
      throw badRequest("Some fields are not valid.", {
        photo: ["The chosen square must lie within the photo. Please crop it again."],
      });
    }
    try {
      return await uprightOf(input)
        .extract({ left: crop.x, top: crop.y, width: crop.size, height: crop.size })
        .resize(AVATAR_PIXELS, AVATAR_PIXELS)
        .jpeg(JPEG_OPTIONS)
        .toBuffer();
    } catch {
      throw unreadable();
    }
  }

  const tooLarge = () =>
    badRequest(`This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please upload a smaller one.`);

  /** The same bytes always give the same URLs in one folder; the two folders never share a key. */
  async function store(input: Buffer, folder: PhotoFolder): Promise<StoredPhoto> {
    if (input.length > MAX_PHOTO_BYTES) throw tooLarge();
    const id = createHash("sha256").update(input).digest("hex").slice(0, 16);
    // The original is written last, so finding it means every rendition is already stored.
    if (await storage.read(keyFor(folder, id, "original"))) return urlsFor(folder, id);

    const { jpeg, webp } = await queueRender(() => render(input, folder === PUBLIC_FOLDER));
    const storeJpeg = (name: PhotoRenditionName) => storage.put(keyFor(folder, id, name), jpeg[name], "image/jpeg");
    const webpWrites = webp ? WEBP_RENDITIONS.map((name) => storage.put(webpKeyFor(id, name), webp[name], "image/webp")) : [];
    await Promise.all([storeJpeg("resized_large"), storeJpeg("resized_medium"), storeJpeg("hero"), ...webpWrites]);
    await storeJpeg("original");
    return urlsFor(folder, id);
  }

  return {
    /** Stores the renditions of a photo anyone may see and returns their URLs. */
    storePhoto: (input: Buffer): Promise<StoredPhoto> => store(input, PUBLIC_FOLDER),

    /**
     * Stores the renditions of a photo only some readers may see (a badge claim's, a report's) and
     * returns their unsigned URLs, which a service signs for each reader it lets see them.
     */
    storePrivatePhoto: (input: Buffer): Promise<StoredPhoto> => store(input, PRIVATE_FOLDER),

    /**
     * Stores the `crop` square of a photo as one small JPEG (an avatar) and returns its URL; the same
     * bytes and square always give the same URL.
     */
    async storeAvatar(input: Buffer, crop: SquareCrop): Promise<string> {
      if (input.length > MAX_PHOTO_BYTES) throw tooLarge();
      const id = createHash("sha256").update(input).update(JSON.stringify(crop)).digest("hex").slice(0, 16);
      const key = `photos/${id}/${AVATAR_FILE}`;
      if (!(await storage.read(key))) await storage.put(key, await queueRender(() => renderAvatar(input, crop)), "image/jpeg");
      return storage.urlFor(key);
    },

    /**
     * Makes and stores the WebP copy that `key` names but storage lacks (a photo stored before WebP
     * copies existed) from its JPEG; null when `key` is no WebP rendition or its photo is not stored.
     */
    async renderMissingWebp(key: string): Promise<Buffer | null> {
      const jpegKey = jpegSourceOf(key);
      if (!jpegKey) return null;
      const jpeg = await storage.read(jpegKey);
      if (!jpeg) return null;
      const webp = await queueRender(() => sharp(jpeg, { limitInputPixels: MAX_PHOTO_PIXELS }).webp(WEBP_OPTIONS).toBuffer());
      await storage.put(key, webp, "image/webp");
      return webp;
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
/** Where a record that only some readers may see stores its uploaded photos: the route hands it over. */
export type PrivatePhotoStore = Pick<PhotoService, "storePrivatePhoto">;
