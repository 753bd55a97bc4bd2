// Private photos (ADR 0065): served only through signed, expiring URLs handed to readers allowed to
// see them; a hidden review's photos leave the public /media route; older private uploads move.
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  badgeQueueSchema,
  badgeSubmissionListSchema,
  badgeSubmissionSchema,
} from "../../../shared/contracts/badge-of-honor.contract";
import { editRequestQueuePageSchema, editRequestSchema } from "../../../shared/contracts/authoring-requests.contract";
import {
  conditionReportListPageSchema,
  conditionReportSchema,
  recentConditionReportsSchema,
} from "../../../shared/contracts/condition-reports.contract";
import { patrolSchema } from "../../../shared/contracts/patrol.contract";
import type { Review } from "../../../shared/contracts/review.contract";
import type { ModeratedReview } from "../../../shared/contracts/review-moderation.contract";
import { SIGNED_URL_SECONDS } from "../../adapters/storage/private-media";
import { photos } from "../../db/schema";
import { insertBadgeSubmission } from "../../../tests/factories/badge-of-honor";
import { insertPhoto, insertReader, insertReview, insertTrail } from "../../../tests/factories/guides";
import { jpegFile } from "../../../tests/factories/photos";
import { apiRequest } from "../../../tests/support/api-request";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
let storageDir: string;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "private-photos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
});
afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const member = () => insertReader(t.db, t.services, { subscribed: true });
const admin = () => insertReader(t.db, t.services, { role: "ADMIN" });
const superStaff = () => insertReader(t.db, t.services, { role: "SUPER" });
const call = (method: string, apiPath: string, reader?: Reader, body?: unknown) =>
  apiRequest(t.app, method, apiPath, body, reader?.headers ?? {});
const fetchMedia = (url: string) => t.app.request(url);

/** A photo of one colour: each test's own bytes, so no two tests share a stored folder. */
const photoOf = (color: string) => jpegFile({ width: 40, height: 30, color });

async function claimWithPhoto(driver: Reader, color: string) {
  const trail = await insertTrail(t.db, { isBoh: true });
  const form = new FormData();
  for (const [name, value] of Object.entries({
    trail_id: trail.id,
    completed_on: "2026-04-18",
    rig_description: "Stock Bronco",
  })) {
    form.append(name, String(value));
  }
  form.append("photos", await photoOf(color));
  const response = await t.app.request("/api/v2/badge-of-honor/submissions/", {
    method: "POST",
    headers: driver.headers,
    body: form,
  });
  expect(response.status).toBe(201);
  return badgeSubmissionSchema.parse(await response.json());
}

async function reviewWithPhoto(color: string) {
  const [writer, trail] = await Promise.all([insertReader(t.db, t.services), insertTrail(t.db, { isPreview: true })]);
  const review = await insertReview(t.db, { trailId: trail.id }, writer.id);
  const form = new FormData();
  form.append("photo", await photoOf(color));
  const response = await t.app.request(`/api/v2/reviews/${review.id}/photos/`, {
    method: "POST",
    headers: writer.headers,
    body: form,
  });
  expect(response.status).toBe(201);
  const [photo] = ((await response.json()) as Review).photos;
  const [row] = await t.db.select({ id: photos.id }).from(photos).where(eq(photos.reviewId, review.id));
  return { review, photo: photo!, photoId: row!.id };
}

const withoutQuery = (url: string) => url.split("?")[0]!;
const queryOf = (url: string) => new URL(url, "http://trailguide.test").searchParams;

describe("a Badge of Honor claim's photos", () => {
  it("are served with a signed URL to the claimant and staff, privately cached, and never through the public route", async () => {
    const driver = await member();
    const claim = await claimWithPhoto(driver, "#7a3b12");
    const url = claim.photos[0]!.resized_medium;
    expect(url).toMatch(/^\/media\/private\/photos\/[0-9a-f]{16}\/medium\.jpg\?expires=\d+&sig=[\w-]{43}$/);

    const served = await fetchMedia(url);
    expect(served.status).toBe(200);
    expect(served.headers.get("content-type")).toBe("image/jpeg");
    const maxAge = Number(/^private, max-age=(\d+)$/.exec(served.headers.get("cache-control") ?? "")?.[1]);
    expect(maxAge).toBeGreaterThanOrEqual(SIGNED_URL_SECONDS);
    expect(maxAge).toBeLessThanOrEqual(Number(queryOf(url).get("expires")) - Math.floor(t.clock.now().getTime() / 1000));

    // The claimant's own list and the staff queue sign it too.
    const mine = badgeSubmissionListSchema.parse(await (await call("GET", "/v2/badge-of-honor/submissions/", driver)).json());
    expect((await fetchMedia(mine.results[0]!.photos[0]!.resized_large)).status).toBe(200);
    const queue = badgeQueueSchema.parse(await (await call("GET", "/v2/admin/badge-submissions/", await admin())).json());
    const queued = queue.results.find((item) => item.uuid === claim.uuid)!;
    expect((await fetchMedia(queued.photos[0]!.original)).status).toBe(200);

    // Without its signature, or at the public folder's address, there is nothing.
    expect((await fetchMedia(withoutQuery(url))).status).toBe(404);
    expect((await fetchMedia(withoutQuery(url).replace("/media/private/", "/media/"))).status).toBe(404);
    expect(
      (
        await fetchMedia(
          withoutQuery(url)
            .replace(/\.jpg$/, ".webp")
            .replace("/media/private/", "/media/"),
        )
      ).status,
    ).toBe(404);
  });

  it("are refused to another member, who gets no signed URL, and to a tampered or borrowed signature", async () => {
    const claim = await claimWithPhoto(await member(), "#2b5d7e");
    const url = claim.photos[0]!.resized_medium;
    const stranger = await member();
    const theirs = badgeSubmissionListSchema.parse(await (await call("GET", "/v2/badge-of-honor/submissions/", stranger)).json());
    expect(theirs.results).toEqual([]);
    expect((await call("GET", "/v2/admin/badge-submissions/", stranger)).status).toBe(403);

    const signature = queryOf(url).get("sig")!;
    const tampered = `${signature[0] === "A" ? "B" : "A"}${signature.slice(1)}`;
    const expires = Number(queryOf(url).get("expires"));
    for (const refused of [
      url.replace(`sig=${signature}`, `sig=${tampered}`),
      url.replace(`expires=${expires}`, `expires=${expires + 900}`),
      // A signature is for one file only.
      url.replace("/medium.jpg?", "/original.jpg?"),
    ]) {
      const response = await fetchMedia(refused);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "Not found.", code: "not_found" });
    }
  });

  it("stop being readable once the signature expires", async () => {
    const claim = await claimWithPhoto(await member(), "#4d6b2a");
    const url = claim.photos[0]!.resized_medium;
    expect((await fetchMedia(url)).status).toBe(200);
    t.clock.advance((Number(queryOf(url).get("expires")) + 1) * 1000 - t.clock.now().getTime());
    expect((await fetchMedia(url)).status).toBe(404);
  });

  it("never share a served key with the same bytes uploaded publicly", async () => {
    const { photo } = await reviewWithPhoto("#91a3b5");
    const claim = await claimWithPhoto(await member(), "#91a3b5");
    const privateUrl = withoutQuery(claim.photos[0]!.resized_medium);
    expect(privateUrl).not.toBe(photo.resized_medium);
    expect(privateUrl.replace("/media/private/", "/media/")).toBe(photo.resized_medium);
    // The public upload stays public; the private one is still refused without its signature.
    expect((await fetchMedia(photo.resized_medium)).status).toBe(200);
    expect((await fetchMedia(privateUrl)).status).toBe(404);
  });
});

describe("the photos of every other record kept between its sender and staff", () => {
  /** A private photo's URL as the API hands it out: served with its signature, not without. */
  async function expectSignedOnly(url: string | undefined) {
    expect(url).toMatch(/^\/media\/private\/photos\/[0-9a-f]{16}\/medium\.jpg\?expires=\d+&sig=/);
    expect((await fetchMedia(url!)).status).toBe(200);
    expect((await fetchMedia(withoutQuery(url!))).status).toBe(404);
  }

  it("a suggested edit's: its sender and staff", async () => {
    const [sender, staff, trail] = await Promise.all([member(), admin(), insertTrail(t.db)]);
    const form = new FormData();
    for (const [name, value] of Object.entries({ trail: trail.id, field: "status", proposed_text: "The gate is locked." })) {
      form.append(name, String(value));
    }
    form.append("photo", await photoOf("#a01c3d"));
    const sent = await t.app.request("/api/v2/edit-requests/", { method: "POST", headers: sender.headers, body: form });
    expect(sent.status).toBe(201);
    const suggestion = editRequestSchema.parse(await sent.json());
    await expectSignedOnly(suggestion.photo?.resized_medium);

    const queue = editRequestQueuePageSchema.parse(
      await (await call("GET", "/v2/admin/edit-requests/?page_size=100", staff)).json(),
    );
    await expectSignedOnly(queue.results.find((row) => row.id === suggestion.id)?.photo?.resized_medium);
    expect((await call("GET", "/v2/admin/edit-requests/", sender)).status).toBe(403);
  });

  it("a condition report's: its reporter, staff and readers of the full guide", async () => {
    const [reporter, staff, trail] = await Promise.all([member(), admin(), insertTrail(t.db)]);
    const form = new FormData();
    for (const [name, value] of Object.entries({
      condition: "washout",
      observed_on: t.clock.now().toISOString().slice(0, 10),
      note: "Creek crossing gone.",
    })) {
      form.append(name, value);
    }
    form.append("photos", await photoOf("#1c3da0"));
    const sent = await t.app.request(`/api/v2/trails/${trail.id}/condition-reports/`, {
      method: "POST",
      headers: reporter.headers,
      body: form,
    });
    expect(sent.status).toBe(201);
    const report = conditionReportSchema.parse(await sent.json());
    await expectSignedOnly(report.photos[0]?.resized_medium);

    const list = conditionReportListPageSchema.parse(
      await (await call("GET", "/v2/admin/condition-reports/?page_size=100", staff)).json(),
    );
    await expectSignedOnly(list.results.find((row) => row.uuid === report.uuid)?.photos[0]?.resized_medium);
    const recent = recentConditionReportsSchema.parse(
      await (await call("GET", `/v2/trails/${trail.id}/condition-reports/`, await member())).json(),
    );
    await expectSignedOnly(recent.results.find((row) => row.uuid === report.uuid)?.photos[0]?.resized_medium);
    expect((await call("GET", `/v2/trails/${trail.id}/condition-reports/`, await insertReader(t.db, t.services))).status).toBe(
      403,
    );
  });

  it("a patrol report's: its assignee and staff", async () => {
    const scout = () => insertReader(t.db, t.services, { role: "SCOUT" });
    const [staff, assignee, otherScout, trail] = await Promise.all([admin(), scout(), scout(), insertTrail(t.db)]);
    const assigned = await call("POST", "/v2/patrols/", staff, {
      trail_id: trail.id,
      assignee_email: assignee.email,
      due_on: "2099-01-31",
    });
    const { id } = patrolSchema.parse(await assigned.json());
    const form = new FormData();
    for (const [name, value] of Object.entries({
      patrolled_on: "2026-05-02",
      conditions: "Dry and dusty all the way.",
      reported_status: "open",
    })) {
      form.append(name, value);
    }
    form.append("photos", await photoOf("#3da01c"));
    const filed = await t.app.request(`/api/v2/patrols/${id}/report/`, { method: "POST", headers: assignee.headers, body: form });
    expect(filed.status).toBe(200);
    await expectSignedOnly(patrolSchema.parse(await filed.json()).report?.photos[0]?.resized_medium);

    const seenByStaff = patrolSchema.parse(await (await call("GET", `/v2/patrols/${id}/`, staff)).json());
    await expectSignedOnly(seenByStaff.report?.photos[0]?.resized_medium);
    expect((await call("GET", `/v2/patrols/${id}/`, otherScout)).status).toBe(404);
  });
});

describe("a review's photos", () => {
  it("are public while the review shows, with immutable caching", async () => {
    const { photo } = await reviewWithPhoto("#c0a080");
    expect(photo.resized_medium).toMatch(/^\/media\/photos\/[0-9a-f]{16}\/medium\.jpg$/);
    const served = await fetchMedia(photo.resized_medium);
    expect(served.status).toBe(200);
    expect(served.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });

  it("are no longer readable at their old URL once staff hide the review, and are again once they restore it", async () => {
    const { review, photo } = await reviewWithPhoto("#5a1e6b");
    const staff = await superStaff();
    expect((await fetchMedia(photo.resized_large)).status).toBe(200);

    const hidden = await call("POST", `/v2/admin/trail-reviews/${review.id}/hide/`, staff, { reason: "Shows a licence plate" });
    expect(hidden.status).toBe(200);
    for (const url of [
      photo.original,
      photo.resized_medium,
      photo.resized_large,
      photo.resized_large.replace(/\.jpg$/, ".webp"),
    ]) {
      expect((await fetchMedia(url)).status).toBe(404);
    }
    // Staff still see it, through a signed URL.
    const [shown] = ((await hidden.json()) as ModeratedReview).photos;
    expect(shown!.resized_large).toMatch(/^\/media\/private\/.+\?expires=/);
    expect((await fetchMedia(shown!.resized_large)).status).toBe(200);

    const restored = await call("POST", `/v2/admin/trail-reviews/${review.id}/restore/`, staff, { reason: "Plate blurred" });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as ModeratedReview).photos[0]!.resized_large).toBe(photo.resized_large);
    expect((await fetchMedia(photo.resized_large)).status).toBe(200);
    expect((await fetchMedia(photo.resized_medium.replace(/\.jpg$/, ".webp"))).status).toBe(200);
  });

  it("is no longer readable at its old URL once staff hide that one photo", async () => {
    const { photo, photoId } = await reviewWithPhoto("#1e6b5a");
    const hidden = await call("POST", `/v2/admin/trail-reviews/photos/${photoId}/hide/`, await superStaff(), {
      reason: "A face",
    });
    expect(hidden.status).toBe(200);
    expect((await fetchMedia(photo.resized_medium)).status).toBe(404);
  });

  it("stays readable after a hide when a guide shows the same bytes", async () => {
    const { review, photo } = await reviewWithPhoto("#6b5a1e");
    const trail = await insertTrail(t.db);
    const guidePhoto = await insertPhoto(t.db, { trailId: trail.id });
    // The guide's photo row names the same stored folder, as a second upload of the same bytes does.
    await t.db
      .update(photos)
      .set({ original: photo.original, resizedMedium: photo.resized_medium, resizedLarge: photo.resized_large })
      .where(eq(photos.id, guidePhoto.id));
    expect(
      (await call("POST", `/v2/admin/trail-reviews/${review.id}/hide/`, await superStaff(), { reason: "Spam" })).status,
    ).toBe(200);
    expect((await fetchMedia(photo.resized_medium)).status).toBe(200);
  });
});

describe("private photos stored before signed URLs", () => {
  it("move out of the public folder, and their readers get signed URLs", async () => {
    const driver = await member();
    const trail = await insertTrail(t.db, { isBoh: true });
    const claim = await insertBadgeSubmission(t.db, { userId: driver.id, trailId: trail.id });
    // The factory's photo row names the public folder "photos/badge-{id}", as older claims' rows do.
    const folder = `photos/badge-${claim.id}`;
    const bytes = Buffer.from(await (await photoOf("#334455")).arrayBuffer());
    for (const file of ["original.jpg", "large.jpg", "medium.jpg", "hero.jpg"]) {
      await t.services.storage.put(`${folder}/${file}`, bytes, "image/jpeg");
    }
    expect((await fetchMedia(`/media/${folder}/medium.jpg`)).status).toBe(200);

    expect(await t.services.photoVisibility.movePrivatePhotos()).toBeGreaterThanOrEqual(1);
    expect(await t.services.photoVisibility.movePrivatePhotos()).toBe(0);

    expect((await fetchMedia(`/media/${folder}/medium.jpg`)).status).toBe(404);
    const mine = badgeSubmissionListSchema.parse(await (await call("GET", "/v2/badge-of-honor/submissions/", driver)).json());
    const url = mine.results[0]!.photos[0]!.resized_medium;
    expect(withoutQuery(url)).toBe(`/media/private/${folder}/medium.jpg`);
    const served = await fetchMedia(url);
    expect(served.status).toBe(200);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(bytes);
  });
});
