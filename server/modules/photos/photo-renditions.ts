// Turns an uploaded photo into the JPEG renditions pages use, upright and with every bit of
// metadata (camera, GPS position, owner) removed, stored under a key derived from its bytes.
import { createHash } from "node:crypto";
import pLimit from "p-limit";
import sharp, { type Sharp } from "sharp";
import type { StorageAdapter } from "../../adapters/storage/storage.adapter";
import { badRequest, BusyError } from "../../http/errors";

export interface StoredPhoto {
  original: string;
  resized_medium: string;
  resized_large: string;
  hero: string;
}

export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;
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

/** Each rendition: how it is resized, and the name its file gets. */
const RENDITIONS = {
  original: { file: "original.jpg", resize: { width: 2400, height: 2400, fit: "inside", withoutEnlargement: true } },
  resized_large: { file: "large.jpg", resize: { width: 1600, height: 1600, fit: "inside", withoutEnlargement: true } },
  resized_medium: { file: "medium.jpg", resize: { width: 800, height: 800, fit: "inside", withoutEnlargement: true } },
  hero: { file: "hero.jpg", resize: { width: 1600, height: 900, fit: "cover", position: "centre" } },
} as const satisfies Record<keyof StoredPhoto, { file: string; resize: sharp.ResizeOptions }>;

type RenditionName = keyof typeof RENDITIONS;

/** Formats a phone or camera produces; SVG, PDF and GIF are not photos. "heif" admits AVIF; HEVC-coded HEIC does not decode. */
const PHOTO_FORMATS = new Set<keyof sharp.FormatEnum>(["jpeg", "png", "webp", "heif", "tiff"]);

const JPEG_OPTIONS: sharp.JpegOptions = { quality: 80, progressive: true, mozjpeg: true };

const unreadable = () => badRequest("This file is not a photo we can read. Please upload a JPEG, PNG or WebP photo.");

export function createPhotoService({ storage }: { storage: StorageAdapter }) {
  const renders = pLimit(CONCURRENT_PHOTO_RENDERS);
  const keyFor = (id: string, name: RenditionName) => `photos/${id}/${RENDITIONS[name].file}`;

  function urlsFor(id: string): StoredPhoto {
    return {
      original: storage.urlFor(keyFor(id, "original")),
      resized_medium: storage.urlFor(keyFor(id, "resized_medium")),
      resized_large: storage.urlFor(keyFor(id, "resized_large")),
      hero: storage.urlFor(keyFor(id, "hero")),
    };
  }

  async function render(input: Buffer): Promise<Record<RenditionName, Buffer>> {
    let metadata: sharp.Metadata;
    try {
      // Reading the header decodes no pixels, so the size limit is checked here and named in the message.
      metadata = await sharp(input, { limitInputPixels: false }).metadata();
    } catch {
      throw unreadable();
    }
    if (!PHOTO_FORMATS.has(metadata.format)) throw unreadable();
    if (metadata.width * metadata.height > MAX_PHOTO_PIXELS) {
      throw badRequest(`This photo is larger than ${MAX_PHOTO_PIXELS / 1_000_000} megapixels. Please upload a smaller one.`);
    }

    try {
      // Without withMetadata() or keepMetadata(), sharp writes no EXIF, XMP, IPTC or ICC profile and
      // converts colours to sRGB; autoOrient applies the EXIF rotation before it is dropped.
      const upright: Sharp = sharp(input, { limitInputPixels: MAX_PHOTO_PIXELS, failOn: "error" })
        .autoOrient()
        .flatten({ background: "#ffffff" });
      const encode = (name: RenditionName) => upright.clone().resize(RENDITIONS[name].resize).jpeg(JPEG_OPTIONS).toBuffer();
      const [original, resized_large, resized_medium, hero] = await Promise.all([
        encode("original"),
        encode("resized_large"),
        encode("resized_medium"),
        encode("hero"),
      ]);
      return { original, resized_large, resized_medium, hero };
    } catch {
      // The header was readable but the image data is not, e.g. a truncated upload.
      throw unreadable();
    }
  }

  return {
    /** Stores the renditions of a photo and returns their URLs; the same bytes always give the same URLs. */
    async storePhoto(input: Buffer): Promise<StoredPhoto> {
      if (input.length > MAX_PHOTO_BYTES) {
        throw badRequest(`This photo is larger than ${MAX_PHOTO_BYTES / 1024 / 1024} MB. Please upload a smaller one.`);
      }
      const id = createHash("sha256").update(input).digest("hex").slice(0, 16);
      // The original is written last, so finding it means every rendition is already stored.
      if (await storage.read(keyFor(id, "original"))) return urlsFor(id);

      if (renders.pendingCount >= WAITING_PHOTO_RENDERS) {
        throw new BusyError(BUSY_RETRY_AFTER_SECONDS, "Many photos are being processed right now. Please try again in a moment.");
      }
      const renditions = await renders(() => render(input));
      const store = (name: RenditionName) => storage.put(keyFor(id, name), renditions[name], "image/jpeg");
      await Promise.all([store("resized_large"), store("resized_medium"), store("hero")]);
      await store("original");
      return urlsFor(id);
    },
  };
}

export type PhotoService = ReturnType<typeof createPhotoService>;
