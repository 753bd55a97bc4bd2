import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { photoSchema } from "../../../shared/contracts/photo.contract";
import { webpVariantOf } from "../../../shared/domain/photo-renditions";
import { PHOTO_TYPES } from "../../../shared/domain/photo-types";
import { createLocalStorageAdapter, type StorageAdapter } from "../../adapters/storage/storage.adapter";
import { generateLandscapePhoto } from "../../db/seed/demo-content/generated-photo";
import { CONCURRENT_PHOTO_RENDERS, WAITING_PHOTO_RENDERS, createPhotoService, type StoredPhoto } from "./photo-renditions";

/** A landscape photo, red on its left half and blue on its right, as a phone held upright stores it. */
async function uprightPhoneJpeg() {
  const red = await sharp({ create: { width: 1500, height: 2000, channels: 3, background: "#d02020" } })
    .png()
    .toBuffer();
  return (
    sharp({ create: { width: 3000, height: 2000, channels: 3, background: "#2030d0" } })
      .composite([{ input: red, left: 0, top: 0 }])
      // Orientation 6: the picture is shown turned a quarter clockwise, so the red half ends up on top.
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Copyright: "Trail photographer", Artist: "Sam Scout" },
        IFD3: { GPSLatitudeRef: "N", GPSLatitude: "39/1 5/1 0/1", GPSLongitudeRef: "W", GPSLongitude: "120/1 10/1 0/1" },
      })
      .jpeg({ quality: 90 })
      .toBuffer()
  );
}

async function pixelAt(image: Buffer, left: number, top: number) {
  const { data } = await sharp(image).extract({ left, top, width: 1, height: 1 }).raw().toBuffer({ resolveWithObject: true });
  return { red: data[0] ?? 0, green: data[1] ?? 0, blue: data[2] ?? 0 };
}

let dir: string;
let storage: StorageAdapter;
let writes: string[];

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), "trailguide-photos-"));
  const local = createLocalStorageAdapter({ dir, baseUrl: "/media" });
  writes = [];
  storage = {
    ...local,
    async put(key, data, contentType) {
      writes.push(key);
      await local.put(key, data, contentType);
    },
  };
});
afterAll(() => rm(dir, { recursive: true, force: true }));

const keyOf = (url: string) => url.replace(/^\/media\//, "");

// Each test encodes real images with sharp: seconds of CPU on a busy two-core machine.
describe("photo service", { timeout: 30_000 }, () => {
  it("stores upright JPEG renditions of the right sizes with every piece of metadata removed", async () => {
    const input = await uprightPhoneJpeg();
    const inputMetadata = await sharp(input).metadata();
    expect(inputMetadata.orientation).toBe(6);
    expect(inputMetadata.exif?.toString("latin1")).toContain("Sam Scout");

    const photo = await createPhotoService({ storage }).storePhoto(input);

    expect(photo.original).toMatch(/^\/media\/photos\/[0-9a-f]{16}\/original\.jpg$/);
    const sizes: Record<keyof StoredPhoto, [number, number]> = {
      original: [1600, 2400],
      resized_large: [1067, 1600],
      resized_medium: [533, 800],
      hero: [1600, 900],
    };
    for (const name of ["original", "resized_large", "resized_medium", "hero"] as const) {
      const stored = await storage.read(keyOf(photo[name]));
      if (!stored) throw new Error(`${name} was not stored`);
      const metadata = await sharp(stored).metadata();
      expect({ name, format: metadata.format, width: metadata.width, height: metadata.height }).toEqual({
        name,
        format: "jpeg",
        width: sizes[name][0],
        height: sizes[name][1],
      });
      const { exif, xmp, iptc, icc, orientation, hasProfile } = metadata;
      expect({ exif, xmp, iptc, icc, orientation, hasProfile }).toStrictEqual({
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
        icc: undefined,
        orientation: undefined,
        hasProfile: false,
      });
      expect(stored.toString("latin1")).not.toContain("Sam Scout");
      expect(metadata.isProgressive).toBe(true);
    }

    const original = await storage.read(keyOf(photo.original));
    if (!original) throw new Error("original was not stored");
    const top = await pixelAt(original, 800, 100);
    const bottom = await pixelAt(original, 800, 2300);
    expect(top.red).toBeGreaterThan(top.blue);
    expect(bottom.blue).toBeGreaterThan(bottom.red);
  });

  it("stores a WebP copy of each rendition a page shows, the same size, smaller and without metadata", async () => {
    const photo = await createPhotoService({ storage }).storePhoto(await uprightPhoneJpeg());

    expect(webpVariantOf(photo.original)).toBeNull();
    for (const name of ["resized_large", "resized_medium", "hero"] as const) {
      const jpeg = await storage.read(keyOf(photo[name]));
      const webp = await storage.read(keyOf(webpVariantOf(photo[name])!));
      if (!jpeg || !webp) throw new Error(`${name} was not stored in both formats`);
      const [jpegMetadata, webpMetadata] = await Promise.all([sharp(jpeg).metadata(), sharp(webp).metadata()]);
      expect({ name, format: webpMetadata.format, width: webpMetadata.width, height: webpMetadata.height }).toEqual({
        name,
        format: "webp",
        width: jpegMetadata.width,
        height: jpegMetadata.height,
      });
      expect(webpMetadata.exif).toBeUndefined();
      expect(webp.toString("latin1")).not.toContain("Sam Scout");
      expect(webp.length).toBeLessThan(jpeg.length);
    }
  });

  it("makes a missing WebP copy from its JPEG once asked, and nothing for other keys", async () => {
    const service = createPhotoService({ storage });
    const photo = await service.storePhoto(await generateLandscapePhoto(3, { width: 1000, height: 700, palette: "forest" }));
    const webpKey = keyOf(webpVariantOf(photo.resized_medium)!);
    await storage.delete(webpKey);

    const made = await service.renderMissingWebp(webpKey);

    expect((await sharp(made!).metadata()).format).toBe("webp");
    expect(await storage.read(webpKey)).toEqual(made);
    expect(await service.renderMissingWebp(keyOf(photo.resized_medium))).toBeNull();
    expect(await service.renderMissingWebp("photos/0000000000000000/medium.webp")).toBeNull();
  });

  it("gives the same URLs for the same bytes and does not store them twice", async () => {
    const service = createPhotoService({ storage });
    const input = await sharp({ create: { width: 900, height: 600, channels: 3, background: "#3a7a3a" } })
      .jpeg()
      .toBuffer();

    const first = await service.storePhoto(input);
    const writesAfterFirst = writes.length;
    const second = await service.storePhoto(input);

    expect(second).toEqual(first);
    expect(writes.length).toBe(writesAfterFirst);
    expect(writes.at(-1)).toBe(keyOf(first.original));
  });

  it("never enlarges a small photo, except to fill the hero frame", async () => {
    const input = await sharp({ create: { width: 640, height: 480, channels: 3, background: "#806040" } })
      .jpeg()
      .toBuffer();
    const photo = await createPhotoService({ storage }).storePhoto(input);
    const sizeOf = async (url: string) => {
      const { width, height } = await sharp((await storage.read(keyOf(url))) ?? Buffer.alloc(0)).metadata();
      return [width, height];
    };
    expect(await sizeOf(photo.original)).toEqual([640, 480]);
    expect(await sizeOf(photo.resized_medium)).toEqual([640, 480]);
    expect(await sizeOf(photo.hero)).toEqual([1600, 900]);
  });

  it("puts transparent parts of a PNG on white", async () => {
    const input = await sharp({ create: { width: 400, height: 300, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } } })
      .png()
      .toBuffer();
    const photo = await createPhotoService({ storage }).storePhoto(input);
    const medium = (await storage.read(keyOf(photo.resized_medium))) ?? Buffer.alloc(0);
    expect(await pixelAt(medium, 200, 150)).toEqual({ red: 255, green: 255, blue: 255 });
  });

  it("returns URLs that fit the photo contract", async () => {
    const input = await sharp({ create: { width: 300, height: 200, channels: 3, background: "#aa8844" } })
      .webp()
      .toBuffer();
    const photo = await createPhotoService({ storage }).storePhoto(input);
    expect(photoSchema.parse({ photo_type: PHOTO_TYPES.hardestPart, ...photo })).toEqual({
      photo_type: 2,
      original: photo.original,
      resized_medium: photo.resized_medium,
      resized_large: photo.resized_large,
    });
  });

  const unreadable = {
    status: 400,
    code: "bad_request",
    detail: expect.stringContaining("This file is not a photo we can read.") as string,
  };

  it.each([
    ["text", () => Promise.resolve(Buffer.from("Trail report: the creek crossing is high."))],
    ["an empty file", () => Promise.resolve(Buffer.alloc(0))],
    ["an SVG drawing", () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"/>'))],
    [
      "a GIF animation",
      () =>
        sharp({ create: { width: 10, height: 10, channels: 3, background: "#fff" } })
          .gif()
          .toBuffer(),
    ],
    [
      "a truncated JPEG",
      async () => {
        const jpeg = await generateLandscapePhoto(5, { width: 800, height: 600 });
        return jpeg.subarray(0, jpeg.length / 2);
      },
    ],
  ])("rejects %s as not a photo", async (_case, makeInput) => {
    const writesBefore = writes.length;
    await expect(createPhotoService({ storage }).storePhoto(await makeInput())).rejects.toMatchObject(unreadable);
    expect(writes.length).toBe(writesBefore);
  });

  it("rejects a file over 25 MB", async () => {
    await expect(createPhotoService({ storage }).storePhoto(Buffer.alloc(25 * 1024 * 1024 + 1))).rejects.toMatchObject({
      status: 400,
      detail: "This photo is larger than 25 MB. Please upload a smaller one.",
    });
  });

  it("rejects a photo over 40 megapixels", async () => {
    const input = await sharp({ create: { width: 7500, height: 6000, channels: 3, background: "#777777" } })
      .jpeg({ quality: 20 })
      .toBuffer();
    await expect(createPhotoService({ storage }).storePhoto(input)).rejects.toMatchObject({
      status: 400,
      detail: "This photo is larger than 40 megapixels. Please upload a smaller one.",
    });
  });

  it("renders a few photos at once and turns away uploads beyond the waiting room with a 503", async () => {
    const photos = createPhotoService({ storage });
    const inputs = await Promise.all(
      Array.from({ length: 16 }, (_, index) =>
        sharp({ create: { width: 1200, height: 900, channels: 3, background: { r: index * 10, g: 80, b: 40 } } })
          .jpeg()
          .toBuffer(),
      ),
    );
    const results = await Promise.allSettled(inputs.map((input) => photos.storePhoto(input)));
    const refused = results.filter((result) => result.status === "rejected");
    expect(refused.length).toBeGreaterThanOrEqual(1);
    for (const result of refused) expect(result.reason).toMatchObject({ status: 503, retryAfterSeconds: 10 });
    expect(results.length - refused.length).toBeGreaterThanOrEqual(CONCURRENT_PHOTO_RENDERS + WAITING_PHOTO_RENDERS);
  });
});
