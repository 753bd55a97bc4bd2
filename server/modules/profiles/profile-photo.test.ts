import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profilePhotoSchema, publicProfileSchema } from "../../../shared/contracts/profile.contract";
import { userClaimsSchema } from "../../../shared/contracts/user.contract";
import { insertReader } from "../../../tests/factories/guides";
import { centreColour, jpegFile } from "../../../tests/factories/photos";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest, apiUpload } from "../../../tests/support/api-request";
import { AVATAR_PIXELS } from "../photos/photo-renditions";

let t: TestApp;
let storageDir: string;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "avatars-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const newReader = () => insertReader(t.db, t.services, { name: "Avery Axle" });
const uploadAvatar = (headers: Record<string, string>, photo: File, crop = { x: 0, y: 0, size: 100 }) =>
  apiUpload(
    t.app,
    "PUT",
    "/v2/users/me/photo/",
    { photo, crop_x: String(crop.x), crop_y: String(crop.y), crop_size: String(crop.size) },
    headers,
  );
const claimsOf = async (reader: Reader) =>
  userClaimsSchema.parse(await (await apiRequest(t.app, "GET", "/v2/users/me/", undefined, reader.headers)).json());
const profileOf = async (reader: Reader) =>
  publicProfileSchema.parse(await (await apiRequest(t.app, "GET", `/v2/users/${reader.uuid}/profile/`)).json());
/** The stored file behind a URL that storage handed out. */
const storedFile = async (url: string) => (await t.services.storage.read(url.slice(url.indexOf("photos/"))))!;

/** 300 x 100: red, with its right-hand 100 pixels blue. */
const redThenBlue = () => jpegFile({ width: 300, height: 100, color: "#dd0000", right: { width: 100, color: "#0000dd" } });

describe("PUT /api/v2/users/me/photo/", () => {
  it("keeps the chosen square, small and without metadata, as the avatar the token and the profile name", async () => {
    const reader = await newReader();
    const photo = await jpegFile({
      width: 300,
      height: 100,
      color: "#dd0000",
      right: { width: 100, color: "#0000dd" },
      exif: { Copyright: "Avery" },
    });
    expect((await sharp(Buffer.from(await photo.arrayBuffer())).metadata()).exif).toBeDefined();
    const response = await uploadAvatar(reader.headers, photo, { x: 200, y: 0, size: 100 });
    expect(response.status).toBe(200);
    const { photo_file_name: url } = profilePhotoSchema.parse(await response.json());
    expect(url).toMatch(/\/photos\/[0-9a-f]{16}\/avatar\.jpg$/);

    const stored = await storedFile(url!);
    const metadata = await sharp(stored).metadata();
    expect([metadata.width, metadata.height]).toEqual([AVATAR_PIXELS, AVATAR_PIXELS]);
    expect(metadata.exif).toBeUndefined();
    const centre = await centreColour(stored);
    expect(centre.b).toBeGreaterThan(150);
    expect(centre.r).toBeLessThan(80);

    expect((await claimsOf(reader)).photo_file_name).toBe(url);
    expect((await profileOf(reader)).photo_file_name).toBe(url);
  });

  it("refuses a file that is not a photo, a square outside the photo and a missing crop, next to the field", async () => {
    const reader = await newReader();
    const text = new File(["not a photo"], "notes.jpg", { type: "image/jpeg" });
    const notPhoto = await uploadAvatar(reader.headers, text);
    expect(notPhoto.status).toBe(400);
    expect(await notPhoto.json()).toMatchObject({
      detail: "This file is not a photo we can read. Please upload a JPEG, PNG or WebP photo.",
    });

    const outside = await uploadAvatar(reader.headers, await redThenBlue(), { x: 250, y: 0, size: 100 });
    expect(outside.status).toBe(400);
    expect(await outside.json()).toMatchObject({
      fields: { photo: ["The chosen square must lie within the photo. Please crop it again."] },
    });

    const noCrop = await apiUpload(t.app, "PUT", "/v2/users/me/photo/", { photo: await redThenBlue() }, reader.headers);
    expect(noCrop.status).toBe(400);
    expect(await noCrop.json()).toMatchObject({ fields: { crop_x: ["Choose the square to keep."] } });
    expect((await claimsOf(reader)).photo_file_name).toBeNull();
  });

  it("answers a photo past 25 MB with 413 and the reason next to the field, before reading it", async () => {
    const reader = await newReader();
    const response = await t.app.request("/api/v2/users/me/photo/", {
      method: "PUT",
      headers: {
        ...reader.headers,
        "content-type": "multipart/form-data; boundary=x",
        "content-length": String(40 * 1024 * 1024),
      },
      body: "--x--",
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({
      fields: { photo: ["This photo is larger than 25 MB. Please upload a smaller one."] },
    });
  });

  it("changes only the sender's own avatar, and a visitor's not at all", async () => {
    const [owner, other] = [await newReader(), await newReader()];
    expect((await uploadAvatar({}, await redThenBlue())).status).toBe(401);
    expect((await uploadAvatar(other.headers, await redThenBlue())).status).toBe(200);
    expect((await claimsOf(owner)).photo_file_name).toBeNull();
    expect((await claimsOf(other)).photo_file_name).not.toBeNull();
  });
});

describe("DELETE /api/v2/users/me/photo/", () => {
  it("goes back to initials", async () => {
    const reader = await newReader();
    expect((await uploadAvatar(reader.headers, await redThenBlue())).status).toBe(200);
    expect((await apiRequest(t.app, "DELETE", "/v2/users/me/photo/", undefined, reader.headers)).status).toBe(204);
    expect((await claimsOf(reader)).photo_file_name).toBeNull();
    expect((await profileOf(reader)).photo_file_name).toBeNull();
    expect((await apiRequest(t.app, "DELETE", "/v2/users/me/photo/")).status).toBe(401);
  });
});
