import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuditLogPage } from "../../../shared/contracts/audit-log.contract";
import type { ReviewPage } from "../../../shared/contracts/review.contract";
import type { ModeratedReview, ReviewModerationPage } from "../../../shared/contracts/review-moderation.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { insertPhoto, insertReader, insertTrail } from "../../../tests/factories/guides";
import { apiRequest } from "../../../tests/support/api-request";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let author: Reader, other: Reader, admin: Reader, staff: Reader;

beforeAll(async () => {
  t = await createTestApp();
  [author, other, admin, staff] = await Promise.all([
    insertReader(t.db, t.services, { name: "Riley Reviewer" }),
    insertReader(t.db, t.services),
    insertReader(t.db, t.services, { role: "ADMIN" }),
    insertReader(t.db, t.services, { role: "SUPER", name: "Sam Super" }),
  ]);
});
afterAll(() => t.close());

const call = (method: string, path: string, body?: unknown, headers: Record<string, string> = staff.headers) =>
  apiRequest(t.app, method, path, body, headers);

/** A preview trail (its reviews are public) with two reviews written through the API, one with two photos. */
async function reviewedTrail() {
  const trail = await insertTrail(t.db, { isPreview: true });
  const write = async (writer: Reader, rating: number, title: string) => {
    const response = await call(
      "POST",
      `/v2/reviews/trails/${trail.id}/`,
      { rating, title, text: "Dry and dusty." },
      writer.headers,
    );
    return (await response.json()) as { id: number; title: string };
  };
  const kept = await write(other, 2, "Washed out");
  const target = await write(author, 5, `Rude words ${trail.id}`);
  const photo = await insertPhoto(t.db, { reviewId: target.id });
  await insertPhoto(t.db, { reviewId: target.id }, { position: 1 });
  return { trail, kept, target, photo };
}

const publicReviews = async (trailId: number) =>
  (await (await call("GET", `/v2/reviews/trails/${trailId}/`, undefined, {})).json()) as ReviewPage;
const totals = async (trailId: number) => {
  const trail = (await (await call("GET", `/v3/trails/${trailId}/`, undefined, {})).json()) as Trail;
  return { count: trail.review_count, average: trail.review_average };
};

describe("hiding and restoring a review", () => {
  it("takes the review out of the guide's public list and totals, logs it, and brings it back on restore", async () => {
    const { trail, kept, target } = await reviewedTrail();
    expect(await totals(trail.id)).toEqual({ count: 2, average: 3.5 });

    const hidden = await call("POST", `/v2/admin/trail-reviews/${target.id}/hide/`, { reason: "  Insults another driver " });
    expect(hidden.status).toBe(200);
    expect((await hidden.json()) as ModeratedReview).toMatchObject({
      id: target.id,
      hidden: { reason: "Insults another driver", by: "Sam Super" },
      guide: { kind: "trail", id: trail.id, title: trail.title },
      author: { name: "Riley Reviewer" },
    });
    const page = await publicReviews(trail.id);
    expect(page.results.map((review) => review.id)).toEqual([kept.id]);
    expect(page.count).toBe(1);
    expect(await totals(trail.id)).toEqual({ count: 1, average: 2 });

    // The author can neither see it on their profile nor edit it back.
    const profile = (await (await call("GET", `/v2/users/${author.uuid}/profile/`, undefined, author.headers)).json()) as {
      reviews: { guide_title: string }[];
    };
    expect(profile.reviews.map((review) => review.guide_title)).not.toContain(trail.title);
    const edit = await call("PATCH", `/v2/reviews/${target.id}/`, { title: "Nice words" }, author.headers);
    expect(edit.status).toBe(403);
    expect(((await edit.json()) as { detail: string }).detail).toMatch(/Staff hid this review/);

    expect((await call("POST", `/v2/admin/trail-reviews/${target.id}/hide/`, { reason: "Again" })).status).toBe(409);

    const restored = await call("POST", `/v2/admin/trail-reviews/${target.id}/restore/`, { reason: "Appeal accepted" });
    expect(restored.status).toBe(200);
    expect(((await restored.json()) as ModeratedReview).hidden).toBeNull();
    expect((await publicReviews(trail.id)).results.map((review) => review.id)).toEqual([target.id, kept.id]);
    expect(await totals(trail.id)).toEqual({ count: 2, average: 3.5 });

    const log = (await (
      await call("GET", `/v2/admin/audit-log/?entity_type=review&entity_id=${target.id}&sort=created_at&order=asc`)
    ).json()) as AuditLogPage;
    expect(log.results.map((entry) => [entry.action, entry.reason, entry.before, entry.after, entry.actor?.name])).toEqual([
      [
        "hidden",
        "Insults another driver",
        { hidden: false, hidden_reason: null },
        { hidden: true, hidden_reason: "Insults another driver" },
        "Sam Super",
      ],
      [
        "restored",
        "Appeal accepted",
        { hidden: true, hidden_reason: "Insults another driver" },
        { hidden: false, hidden_reason: null },
        "Sam Super",
      ],
    ]);
  });

  it("hides one photo of a review from the public and shows it to staff as hidden", async () => {
    const { trail, target, photo } = await reviewedTrail();
    const response = await call("POST", `/v2/admin/trail-reviews/photos/${photo.id}/hide/`, { reason: "A licence plate shows" });
    expect(response.status).toBe(200);
    const review = (await response.json()) as ModeratedReview;
    expect(review.photos.map((shown) => [shown.id, shown.hidden?.reason ?? null])).toEqual([
      [photo.id, "A licence plate shows"],
      [photo.id + 1, null],
    ]);
    const publicPhotos = (await publicReviews(trail.id)).results.find((shown) => shown.id === target.id)?.photos ?? [];
    expect(publicPhotos).toHaveLength(1);
    expect(publicPhotos.map((shown) => shown.original)).not.toContain(photo.original);

    const log = (await (
      await call("GET", `/v2/admin/audit-log/?entity_type=review&entity_id=${target.id}`)
    ).json()) as AuditLogPage;
    expect(log.results[0]).toMatchObject({
      action: "photo hidden",
      reason: "A licence plate shows",
      before: { [`photo ${photo.id}`]: "shown" },
      after: { [`photo ${photo.id}`]: "hidden" },
    });

    expect((await call("POST", `/v2/admin/trail-reviews/photos/${photo.id}/restore/`, { reason: "Plate blurred" })).status).toBe(
      200,
    );
    expect((await publicReviews(trail.id)).results.find((shown) => shown.id === target.id)?.photos).toHaveLength(2);
  });

  it("refuses a change without a reason, naming the field", async () => {
    const { trail, target, photo } = await reviewedTrail();
    for (const path of [`/v2/admin/trail-reviews/${target.id}/hide/`, `/v2/admin/trail-reviews/photos/${photo.id}/hide/`]) {
      const response = await call("POST", path, { reason: "   " });
      expect(response.status).toBe(400);
      expect(((await response.json()) as { fields: Record<string, string[]> }).fields).toEqual({
        reason: ["Say why, for the audit log."],
      });
    }
    expect((await publicReviews(trail.id)).count).toBe(2);
  });

  it("answers 404 for a review or photo that is not there", async () => {
    expect((await call("POST", "/v2/admin/trail-reviews/999999/hide/", { reason: "Spam" })).status).toBe(404);
    expect((await call("POST", "/v2/admin/trail-reviews/photos/999999/hide/", { reason: "Spam" })).status).toBe(404);
  });

  it("is SUPER only: ADMIN gets 403, a visitor 401", async () => {
    const { target } = await reviewedTrail();
    for (const [headers, status] of [
      [admin.headers, 403],
      [author.headers, 403],
      [{}, 401],
    ] as const) {
      expect((await call("GET", "/v2/admin/trail-reviews/", undefined, headers)).status).toBe(status);
      expect((await call("POST", `/v2/admin/trail-reviews/${target.id}/hide/`, { reason: "x" }, headers)).status).toBe(status);
    }
  });
});

describe("GET /api/v2/admin/trail-reviews/", () => {
  it("lists hidden and visible reviews, searches text and author, filters and exports CSV", async () => {
    const { trail, target } = await reviewedTrail();
    await call("POST", `/v2/admin/trail-reviews/${target.id}/hide/`, { reason: "Off topic" });

    const byText = (await (
      await call("GET", `/v2/admin/trail-reviews/?q=${encodeURIComponent(target.title)}`)
    ).json()) as ReviewModerationPage;
    expect(byText.results.map((review) => [review.id, review.hidden?.reason, review.photos.length])).toEqual([
      [target.id, "Off topic", 2],
    ]);
    const hiddenOnly = (await (
      await call("GET", `/v2/admin/trail-reviews/?q=Riley&visibility=hidden&rating=5&guide_kind=trail&state=ut`)
    ).json()) as ReviewModerationPage;
    expect(hiddenOnly.results.map((review) => review.id)).toContain(target.id);
    expect(hiddenOnly.results.every((review) => review.hidden && review.rating === 5)).toBe(true);
    expect(hiddenOnly.states).toContainEqual({ code: "UT", title: "Utah" });
    const visible = (await (
      await call("GET", `/v2/admin/trail-reviews/?q=${encodeURIComponent(target.title)}&visibility=visible`)
    ).json()) as ReviewModerationPage;
    expect(visible.count).toBe(0);

    const csv = await call(
      "GET",
      `/v2/admin/trail-reviews/?q=${encodeURIComponent(trail.title)}&format=csv&sort=rating&order=asc`,
    );
    expect(csv.headers.get("content-type")).toMatch(/text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toMatch(/^Review,Written,Guide kind,Guide,State,Author/);
    expect(lines.slice(1).map((line) => line.split(",")[0])).toEqual([String(target.id - 1), String(target.id)]);
    expect(lines[2]).toMatch(/,yes,Off topic$/);
  });

  it("refuses a filter that is not valid", async () => {
    const response = await call("GET", "/v2/admin/trail-reviews/?rating=9");
    expect(response.status).toBe(400);
    expect(((await response.json()) as { fields: Record<string, string[]> }).fields).toHaveProperty("rating");
  });
});
