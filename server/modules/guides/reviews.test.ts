import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DifficultyChanges, Review, ReviewPage } from "../../../shared/contracts/review.contract";
import type { Trail } from "../../../shared/contracts/trail.contract";
import { insertPhoto, insertReader, insertReview, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { auditEntriesOf } from "../../../tests/support/audit-entries";
import { mapFeatures, scoutRoutes, searchDocuments, trails } from "../../db/schema";
import { insertMappedTrail } from "../../../tests/factories/map";

let t: TestApp;
let storageDir: string;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let free: Reader, paid: Reader, other: Reader, admin: Reader;

beforeAll(async () => {
  // Uploaded review photos land in a directory of this test's own.
  storageDir = await mkdtemp(path.join(tmpdir(), "review-photos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  [free, paid, other, admin] = await Promise.all([
    insertReader(t.db, t.services, { name: "Frankie Free" }),
    insertReader(t.db, t.services, { subscribed: true }),
    insertReader(t.db, t.services, { subscribed: true }),
    insertReader(t.db, t.services, { role: "ADMIN" }),
  ]);
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

type Headers = Record<string, string>;
const get = (path: string, headers: Headers = {}) => t.app.request(`/api${path}`, { headers });
const send = (method: string, path: string, body: unknown, headers: Headers = {}) =>
  t.app.request(`/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
const totalsOf = async (id: number) => {
  const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, id));
  return { average: row?.reviewAverage, count: row?.reviewCount };
};

describe("GET /api/v2/reviews/scout-routes/{id}/", () => {
  it("pages reviews newest first, with their photos, for paid readers", async () => {
    const route = await insertScoutRoute(t.db);
    const older = await insertReview(t.db, { scoutRouteId: route.id }, free.id, { createdAt: new Date("2025-01-01T00:00:00Z") });
    await insertReview(t.db, { scoutRouteId: route.id }, other.id, { createdAt: new Date("2025-02-01T00:00:00Z") });
    await insertPhoto(t.db, { reviewId: older.id });
    const first = (await (await get(`/v2/reviews/scout-routes/${route.id}/?page_size=1`, paid.headers)).json()) as ReviewPage;
    expect(first.count).toBe(2);
    expect(first.next).toContain("page=2");
    expect(first.previous).toBeNull();
    const second = (await (
      await get(`/v2/reviews/scout-routes/${route.id}/?page=2&page_size=1`, paid.headers)
    ).json()) as ReviewPage;
    expect(second.results[0]).toMatchObject({
      id: older.id,
      rating: 4,
      title: "Great run",
      text: "Took us four hours.",
      suggested_difficulty: null,
      created_at: "2025-01-01T00:00:00.000Z",
      user: { uuid: free.uuid, name: "Frankie Free", photo_file_name: null },
    });
    expect(second.results[0]?.photos).toHaveLength(1);
    expect(second.is_locked).toBe(false);
  });

  it("gives free and signed-out readers of a paid guide the count and average, not the reviews", async () => {
    const trail = await insertTrail(t.db);
    for (const [writer, rating] of [
      [paid, 5],
      [other, 2],
    ] as const) {
      const posted = await send(
        "POST",
        `/v2/reviews/trails/${trail.id}/`,
        { rating, title: "Secret ledge", text: "Go left at the gate." },
        writer.headers,
      );
      await insertPhoto(t.db, { reviewId: ((await posted.json()) as Review).id });
    }
    for (const headers of [{}, free.headers]) {
      const response = await get(`/v2/reviews/trails/${trail.id}/`, headers);
      const body = await response.text();
      expect(JSON.parse(body)).toEqual({ count: 2, next: null, previous: null, results: [], is_locked: true });
      expect(body).not.toMatch(/Secret ledge|Go left/);
      const guide = (await (await get(`/v3/trails/${trail.id}/`, headers)).json()) as Trail;
      expect([guide.access, guide.review_count, guide.review_average]).toEqual(["preview", 2, 3.5]);
    }
    const forMember = (await (await get(`/v2/reviews/trails/${trail.id}/`, paid.headers)).json()) as ReviewPage;
    expect(forMember.is_locked).toBe(false);
    expect(forMember.results.map((review) => [review.title, review.text, review.photos.length])).toEqual([
      ["Secret ledge", "Go left at the gate.", 1],
      ["Secret ledge", "Go left at the gate.", 1],
    ]);
  });

  it("shows reviews and their photos to everyone on an All-Access Preview trail", async () => {
    const trail = await insertTrail(t.db, { isPreview: true });
    const review = await insertReview(t.db, { trailId: trail.id }, free.id);
    await insertPhoto(t.db, { reviewId: review.id });
    for (const headers of [{}, free.headers]) {
      const page = (await (await get(`/v2/reviews/trails/${trail.id}/`, headers)).json()) as ReviewPage;
      expect(page.is_locked).toBe(false);
      expect(page.results[0]).toMatchObject({ title: "Great run", text: "Took us four hours." });
      expect(page.results[0]?.photos).toHaveLength(1);
    }
  });
});

describe("writing reviews", () => {
  it("creates, edits and deletes a review, keeping the route's totals", async () => {
    const route = await insertScoutRoute(t.db);
    const created = await send(
      "POST",
      `/v2/reviews/scout-routes/${route.id}/`,
      { rating: 5, title: "Superb", text: "Loved it", suggested_difficulty: 7 },
      free.headers,
    );
    expect(created.status).toBe(201);
    const review = (await created.json()) as Review;
    expect(review).toMatchObject({ rating: 5, title: "Superb", text: "Loved it", suggested_difficulty: 7, photos: [] });
    expect(await totalsOf(route.id)).toEqual({ average: 5, count: 1 });

    await send("POST", `/v2/reviews/scout-routes/${route.id}/`, { rating: 2, title: "Meh", text: "Dusty" }, other.headers);
    expect(await totalsOf(route.id)).toEqual({ average: 3.5, count: 2 });

    expect((await send("PATCH", `/v2/reviews/${review.id}/`, { rating: 1 }, other.headers)).status).toBe(403);
    expect((await send("PATCH", `/v2/reviews/${review.id}/`, { rating: 1 }, admin.headers)).status).toBe(403);
    const edited = await send("PATCH", `/v2/reviews/${review.id}/`, { rating: 4, text: "Still good" }, free.headers);
    expect(edited.status).toBe(200);
    expect((await edited.json()) as Review).toMatchObject({ rating: 4, title: "Superb", text: "Still good" });
    expect(await totalsOf(route.id)).toEqual({ average: 3, count: 2 });

    expect((await send("DELETE", `/v2/reviews/${review.id}/`, undefined, other.headers)).status).toBe(403);
    expect((await send("DELETE", `/v2/reviews/${review.id}/`, undefined, free.headers)).status).toBe(204);
    expect(await totalsOf(route.id)).toEqual({ average: 2, count: 1 });
    expect((await send("DELETE", `/v2/reviews/${review.id}/`, undefined, free.headers)).status).toBe(404);
  });

  it("lets staff delete any review, and keeps trail totals too", async () => {
    const trail = await insertTrail(t.db);
    const created = (await (
      await send("POST", `/v2/reviews/trails/${trail.id}/`, { rating: 3, title: "Ok", text: "Fine" }, free.headers)
    ).json()) as Review;
    expect((await send("DELETE", `/v2/reviews/${created.id}/`, undefined, admin.headers)).status).toBe(204);
    const [row] = await t.db.select().from(trails).where(eq(trails.id, trail.id));
    expect([row?.reviewAverage, row?.reviewCount]).toEqual([0, 0]);
  });

  it("audits staff deleting someone else's review, not its writer deleting their own", async () => {
    const trail = await insertTrail(t.db);
    const [byOther, own] = await Promise.all([
      insertReview(t.db, { trailId: trail.id }, other.id, { title: "Washed out", body: "The creek took the road." }),
      insertReview(t.db, { trailId: trail.id }, admin.id),
    ]);
    expect((await send("DELETE", `/v2/reviews/${byOther.id}/`, undefined, admin.headers)).status).toBe(204);
    expect((await send("DELETE", `/v2/reviews/${own.id}/`, undefined, admin.headers)).status).toBe(204);
    const [entry, ...more] = await auditEntriesOf(t, "review", byOther.id);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({
      action: "deleted",
      before: { writer: other.uuid, title: "Washed out", text: "The creek took the road." },
      after: null,
      actor: { uuid: admin.uuid },
    });
    expect(await auditEntriesOf(t, "review", own.id)).toEqual([]);
  });

  it("refreshes the guide's map rows and search document with its totals, in the review's transaction", async () => {
    const trail = await insertMappedTrail(t.db, { title: "Rating Refresh Ridge" });
    const trailheadRating = async () => {
      const [row] = await t.db
        .select({ properties: mapFeatures.properties })
        .from(mapFeatures)
        .where(and(eq(mapFeatures.kind, "trail"), eq(mapFeatures.featureId, trail.id), eq(mapFeatures.layer, "trailheads")));
      return row?.properties.rating;
    };
    expect(await trailheadRating()).toBe(0);
    await send("POST", `/v2/reviews/trails/${trail.id}/`, { rating: 4, title: "Good", text: "Rocky" }, free.headers);
    expect(await trailheadRating()).toBe(4);
    const [document] = await t.db
      .select({ rating: searchDocuments.rating, reviewCount: searchDocuments.reviewCount })
      .from(searchDocuments)
      .where(and(eq(searchDocuments.index, "trails"), eq(searchDocuments.refId, trail.id)));
    expect(document).toEqual({ rating: 4, reviewCount: 1 });
  });

  it("needs a signed-in reader and a valid body", async () => {
    const route = await insertScoutRoute(t.db);
    const path = `/v2/reviews/scout-routes/${route.id}/`;
    expect((await send("POST", path, { rating: 5, title: "A", text: "B" })).status).toBe(401);
    expect((await send("POST", path, { rating: 6, title: "A", text: "B" }, free.headers)).status).toBe(400);
    expect((await send("POST", path, { rating: 5, title: "", text: "B" }, free.headers)).status).toBe(400);
    expect((await send("POST", path, { rating: 5, title: "A", text: "B", suggested_difficulty: 11 }, free.headers)).status).toBe(
      400,
    );
    expect(
      (await send("POST", "/v2/reviews/scout-routes/999999999/", { rating: 5, title: "A", text: "B" }, free.headers)).status,
    ).toBe(404);
    expect(await totalsOf(route.id)).toEqual({ average: 0, count: 0 });
  });
});

describe("POST /api/v2/reviews/{review_id}/photos/", () => {
  it("adds a photo to one's own review", async () => {
    const trail = await insertTrail(t.db, { isPreview: true });
    const review = await insertReview(t.db, { trailId: trail.id }, free.id);
    const jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#885533" } })
      .jpeg()
      .toBuffer();
    const upload = (headers: Headers) => {
      const form = new FormData();
      form.append("photo", new File([new Uint8Array(jpeg)], "trail.jpg", { type: "image/jpeg" }));
      return t.app.request(`/api/v2/reviews/${review.id}/photos/`, { method: "POST", headers, body: form });
    };
    expect((await upload({})).status).toBe(401);
    expect((await upload(other.headers)).status).toBe(403);
    const response = await upload(free.headers);
    expect(response.status).toBe(201);
    const body = (await response.json()) as Review;
    expect(body.photos).toHaveLength(1);
    expect(body.photos[0]?.resized_medium).toMatch(/medium\.jpg$/);
  });
});

describe("photo uploads are checked before they are read", () => {
  /** A body that never ends: a server that tried to read it would never answer. */
  const endlessUpload = () =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('--boundary\r\nContent-Disposition: form-data; name="photo"\r\n\r\n'));
      },
    });

  it("refuses someone else's review and a signed-out upload without reading the body", async () => {
    const review = await insertReview(t.db, { trailId: (await insertTrail(t.db, { isPreview: true })).id }, free.id);
    const upload = (headers: Headers) =>
      t.app.request(`/api/v2/reviews/${review.id}/photos/`, {
        method: "POST",
        headers: { ...headers, "content-type": "multipart/form-data; boundary=boundary" },
        body: endlessUpload(),
        duplex: "half",
      } as RequestInit);
    expect((await upload(other.headers)).status).toBe(403);
    expect((await upload({})).status).toBe(401);
  });

  it("answers 413 in the error shape for a photo upload past its limit, and a JSON body past 1 MB", async () => {
    const review = await insertReview(t.db, { trailId: (await insertTrail(t.db, { isPreview: true })).id }, free.id);
    const huge = await t.app.request(`/api/v2/reviews/${review.id}/photos/`, {
      method: "POST",
      headers: { ...free.headers, "content-type": "multipart/form-data; boundary=x", "content-length": String(40 * 1024 * 1024) },
      body: "--x--",
    });
    expect(huge.status).toBe(413);
    expect(await huge.json()).toEqual({ detail: "The request is too large.", code: "payload_too_large" });
    const json = await send(
      "POST",
      `/v2/reviews/trails/${review.trailId}/`,
      { rating: 5, title: "A", text: "x".repeat(1_100_000) },
      free.headers,
    );
    expect(json.status).toBe(413);
  });
});

describe("GET /api/v2/reviews/{kind}/{id}/difficulty-changes/", () => {
  it("summarizes what reviewers suggested against the guide's rating", async () => {
    const route = await insertScoutRoute(t.db, { difficulty: 5 });
    for (const suggested of [7, 6, 3, 5, null]) {
      await insertReview(t.db, { scoutRouteId: route.id }, free.id, { suggestedDifficulty: suggested });
    }
    const response = await get(`/v2/reviews/scout-routes/${route.id}/difficulty-changes/`);
    expect(response.status).toBe(200);
    expect((await response.json()) as DifficultyChanges).toEqual({
      review_count_with_change: 4,
      harder: 2,
      easier: 1,
      same: 1,
      average_suggested: 5.3,
      current: 5,
      current_props: { color: "#FAD201", label: "Difficult" },
    });
    const trail = await insertTrail(t.db);
    expect((await (await get(`/v2/reviews/trails/${trail.id}/difficulty-changes/`)).json()) as DifficultyChanges).toEqual({
      review_count_with_change: 0,
      harder: 0,
      easier: 0,
      same: 0,
      average_suggested: null,
      current: 4,
      current_props: { color: "#028AD7", label: "Moderate" },
    });
  });
});
