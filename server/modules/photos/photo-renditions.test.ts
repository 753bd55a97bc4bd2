import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { webpVariantOf } from "../../../shared/domain/photo-renditions";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { generateLandscapePhoto } from "../../db/seed/demo-content/generated-photo";

describe("stored photos on the media route", () => {
  let dir: string;
  let t: TestApp;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), "trailguide-photo-media-"));
    t = await createTestApp({ STORAGE_DIR: dir });
  });
  afterAll(async () => {
    await t.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("serves every rendition of a photo taken with a GPS position, without the position", async () => {
    const input = await sharp(await generateLandscapePhoto(11, { width: 1200, height: 800, palette: "canyon" }))
      .withExif({ IFD0: { Artist: "Sam Scout" }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "38/1 34/1 0/1" } })
      .jpeg()
      .toBuffer();
    expect((await sharp(input).metadata()).exif).toBeDefined();

    const photo = await t.services.photos.storePhoto(input);

    for (const url of [photo.original, photo.resized_large, photo.resized_medium, photo.hero]) {
      const response = await t.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/jpeg");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect(metadata.format).toBe("jpeg");
      expect(metadata.exif).toBeUndefined();
    }
  });

  it("serves the WebP copies of the shown renditions, and makes one a photo stored before them lacks", async () => {
    const photo = await t.services.photos.storePhoto(await generateLandscapePhoto(12, { width: 1200, height: 800 }));
    const mediumWebp = webpVariantOf(photo.resized_medium)!;
    const mediumWebpKey = mediumWebp.replace(/^\/media\//, "");
    await t.services.storage.delete(mediumWebpKey);

    for (const url of [webpVariantOf(photo.resized_large)!, webpVariantOf(photo.hero)!, mediumWebp]) {
      const response = await t.app.request(url);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toBe("image/webp");
      expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
      expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe("webp");
    }
    expect(await t.services.storage.read(mediumWebpKey)).not.toBeNull();
    expect((await t.app.request("/media/photos/0000000000000000/medium.webp")).status).toBe(404);
  });
});
