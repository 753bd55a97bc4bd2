// The S3 adapter against a local S3-compatible server, and two app processes sharing one bucket.
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Review } from "../../../shared/contracts/review.contract";
import { insertReader, insertReview, insertTrail } from "../../../tests/factories/guides";
import { startS3Server, type S3Server } from "../../../tests/setup/s3-server";
import { createSiblingApp, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { loadConfig } from "../../config";
import { storePhotoPool } from "../../db/seed/demo-content/photos";
import { createPhotoService } from "../../modules/photos/photo-renditions";
import { createStorageAdapter, type StorageAdapter } from "./storage.adapter";
import { PHOTO_RENDITION_FILES, WEBP_RENDITIONS } from "../../../shared/domain/photo-renditions";

let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

describe("S3 storage adapter", () => {
  it("stores, reads, replaces and deletes objects, and answers null for a missing key", async () => {
    const storage = createStorageAdapter({ config: loadConfig(s3.env) });
    await storage.put("photos/abc123/original.jpg", Buffer.from("first"), "image/jpeg");
    await storage.put("photos/abc123/original.jpg", Buffer.from("second"), "image/jpeg");
    expect((await storage.read("photos/abc123/original.jpg"))?.toString()).toBe("second");
    expect(await storage.read("photos/missing/original.jpg")).toBeNull();
    await storage.delete("photos/abc123/original.jpg");
    await storage.delete("photos/abc123/original.jpg");
    expect(await storage.read("photos/abc123/original.jpg")).toBeNull();
  });

  it("refuses a key that could not be served, and links to the CDN when one is configured", async () => {
    const storage = createStorageAdapter({ config: loadConfig({ ...s3.env, MEDIA_BASE_URL: "https://cdn.example.com/media/" }) });
    await expect(storage.put("../escape.jpg", Buffer.from("x"), "image/jpeg")).rejects.toThrow("not allowed");
    expect(storage.urlFor("photos/abc/medium.jpg")).toBe("https://cdn.example.com/media/photos/abc/medium.jpg");
  });

  it("receives the seed's demo photos once: a process starting later stores nothing", async () => {
    const bucket = createStorageAdapter({ config: loadConfig(s3.env) });
    const writtenKeys: string[] = [];
    const recording: StorageAdapter = {
      ...bucket,
      put: (key, data, contentType) => {
        writtenKeys.push(key);
        return bucket.put(key, data, contentType);
      },
    };
    const pool = [
      { seed: 901, palette: "desert" },
      { seed: 902, palette: "alpine" },
    ] as const;
    const [first] = await storePhotoPool(pool, createPhotoService({ storage: recording }));
    expect(await bucket.read(first!.hero.replace(/^\/media\//, ""))).not.toBeNull();
    const firstProcessWrites = writtenKeys.length;
    // Each photo's JPEG renditions and the WebP copies of those pages show.
    expect(firstProcessWrites).toBe(pool.length * (Object.keys(PHOTO_RENDITION_FILES).length + WEBP_RENDITIONS.length));

    await storePhotoPool(pool, createPhotoService({ storage: recording }));
    expect(writtenKeys.length).toBe(firstProcessWrites);
  });

  it("needs a bucket", () => {
    expect(() => loadConfig({ STORAGE_DRIVER: "s3" })).toThrow(/S3_BUCKET: is required with STORAGE_DRIVER=s3/);
  });
});

describe("two processes on one bucket", () => {
  let a: TestApp;
  beforeAll(async () => {
    a = await createTestApp(s3.env);
  });
  afterAll(() => a.close());

  it("serves a photo uploaded through one process from the other", async () => {
    const b = createSiblingApp(a);
    const writer = await insertReader(a.db, a.services);
    const trail = await insertTrail(a.db, { isPreview: true });
    const review = await insertReview(a.db, { trailId: trail.id }, writer.id);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#336699" } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    form.append("photo", new File([new Uint8Array(jpeg)], "camp.jpg", { type: "image/jpeg" }));
    const uploaded = await a.app.request(`/api/v2/reviews/${review.id}/photos/`, {
      method: "POST",
      headers: writer.headers,
      body: form,
    });
    expect(uploaded.status).toBe(201);
    const { photos } = (await uploaded.json()) as Review;
    const served = await b.app.request(photos[0]!.original);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const fromA = await a.app.request(photos[0]!.original);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(Buffer.from(await fromA.arrayBuffer()));
    // In the bucket, not in either process's directory.
    const bucket = createStorageAdapter({ config: loadConfig(s3.env) });
    expect(await bucket.read(photos[0]!.original.replace(/^\/media\//, ""))).not.toBeNull();
  });
});
