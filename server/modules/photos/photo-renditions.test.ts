import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { generateLandscapePhoto } from "./generated-photo";

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
});
