// The paywall, reader by reader (DESIGN §6): for every endpoint that returns guide content, exactly
// which fields or which status each kind of reader gets. A trial member is a STANDARD member with
// is_subscribed set (the token carries no separate trial flag), so it reads like a paid one.
import type { CardPhoto } from "../../../shared/contracts/photo.contract";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { difficultyChangesSchema, reviewPageSchema } from "../../../shared/contracts/review.contract";
import {
  closestPreviewSchema,
  editorNoteSchema,
  guideLinesSchema,
  historyEntrySchema,
  scoutRouteFullSchema,
  scoutRoutePreviewSchema,
  scoutRouteStaffFieldsSchema,
} from "../../../shared/contracts/scout-route.contract";
import { trailFullSchema, trailPreviewSchema, trailStaffFieldsSchema } from "../../../shared/contracts/trail.contract";
import type { Role } from "../../../shared/domain/roles";
import {
  insertEditorNote,
  insertHistoryEntry,
  insertPhoto,
  insertReview,
  insertScoutRoute,
  insertTrail,
  insertWaypoint,
  insertUser,
} from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

interface ReaderCase {
  name: string;
  /** Absent for the anonymous reader. */
  user?: { role: Role; subscribed: boolean };
  /** Expected: full guide content. */
  full: boolean;
  /** Expected: Internal Details, history, unpublished routes. */
  staff: boolean;
  editorNotes: boolean;
  /** Also the stored record in Internal Details (SUPER). */
  newEditionDate: boolean;
  isAuthor?: boolean;
}

/** A staff endpoint asks a visitor to sign in (401) and refuses a signed-in reader (403). */
const refused = (reader: ReaderCase) => (reader.user ? 403 : 401);

const READERS: ReaderCase[] = [
  { name: "anonymous", full: false, staff: false, editorNotes: false, newEditionDate: false },
  {
    name: "free",
    user: { role: "STANDARD", subscribed: false },
    full: false,
    staff: false,
    editorNotes: false,
    newEditionDate: false,
  },
  {
    name: "trial",
    user: { role: "STANDARD", subscribed: true },
    full: true,
    staff: false,
    editorNotes: false,
    newEditionDate: false,
  },
  {
    name: "paid",
    user: { role: "STANDARD", subscribed: true },
    full: true,
    staff: false,
    editorNotes: false,
    newEditionDate: false,
  },
  {
    name: "promotional",
    user: { role: "PROMOTIONAL", subscribed: false },
    full: true,
    staff: false,
    editorNotes: false,
    newEditionDate: false,
  },
  {
    name: "scout",
    user: { role: "SCOUT", subscribed: false },
    full: true,
    staff: true,
    editorNotes: false,
    newEditionDate: false,
  },
  {
    name: "writer",
    user: { role: "WRITER", subscribed: false },
    full: true,
    staff: true,
    editorNotes: false,
    newEditionDate: false,
  },
  {
    name: "admin",
    user: { role: "ADMIN", subscribed: false },
    full: true,
    staff: true,
    editorNotes: true,
    newEditionDate: false,
  },
  { name: "super", user: { role: "SUPER", subscribed: false }, full: true, staff: true, editorNotes: true, newEditionDate: true },
  {
    name: "author (free)",
    user: { role: "STANDARD", subscribed: false },
    full: false,
    staff: false,
    editorNotes: true,
    newEditionDate: false,
    isAuthor: true,
  },
];

const keysOf = (schema: { shape: object }, internal: boolean) =>
  [...Object.keys(schema.shape), ...(internal ? ["internal"] : [])].sort();

const STAFF_KEYS = ["can_edit", "editor_notes_count", "history_count"];
const internalKeysOf = (reader: ReaderCase, kindKeys: string[] = []) =>
  [...STAFF_KEYS, ...kindKeys, ...(reader.newEditionDate ? ["record"] : [])].sort();

let t: TestApp;
const headersByReader = new Map<string, Record<string, string>>();
const fixture = {} as {
  route: number;
  unpublishedRoute: number;
  trail: number;
  previewTrail: number;
};

beforeAll(async () => {
  t = await createTestApp();
  const author = await insertUser(t.db);
  const editor = await insertUser(t.db, { role: "ADMIN" });
  for (const reader of READERS) {
    if (!reader.user) {
      headersByReader.set(reader.name, {});
      continue;
    }
    const userId = reader.isAuthor
      ? author.id
      : (await insertUser(t.db, { role: reader.user.role, subscribed: reader.user.subscribed })).id;
    const { access } = await t.services.tokens.issue(userId);
    headersByReader.set(reader.name, { authorization: `Bearer ${access}` });
  }

  const route = await insertScoutRoute(t.db, { userId: author.id });
  for (const photoType of [0, 1, 2]) await insertPhoto(t.db, { scoutRouteId: route.id }, { photoType });
  const routeReview = await insertReview(t.db, { scoutRouteId: route.id }, editor.id, { suggestedDifficulty: 6 });
  await insertPhoto(t.db, { reviewId: routeReview.id });
  await insertHistoryEntry(t.db, { scoutRouteId: route.id });
  await insertEditorNote(t.db, { scoutRouteId: route.id }, editor.id);
  const unpublishedRoute = await insertScoutRoute(t.db, { userId: author.id, published: false });

  const trail = await insertTrail(t.db, { userId: author.id, latitude: 0.6 });
  await insertPhoto(t.db, { trailId: trail.id }, { photoType: 0 });
  await insertPhoto(t.db, { trailId: trail.id }, { photoType: 3 });
  await insertWaypoint(t.db, trail.id);
  const trailReview = await insertReview(t.db, { trailId: trail.id }, editor.id);
  await insertPhoto(t.db, { reviewId: trailReview.id });
  await insertHistoryEntry(t.db, { trailId: trail.id });
  await insertEditorNote(t.db, { trailId: trail.id }, editor.id);

  const previewTrail = await insertTrail(t.db, { isPreview: true, latitude: 0.7 });
  const previewReview = await insertReview(t.db, { trailId: previewTrail.id }, editor.id);
  await insertPhoto(t.db, { reviewId: previewReview.id });

  Object.assign(fixture, {
    route: route.id,
    unpublishedRoute: unpublishedRoute.id,
    trail: trail.id,
    previewTrail: previewTrail.id,
  });
});

afterAll(async () => {
  await t.close();
});

function request(reader: ReaderCase, method: string, path: string, body?: unknown) {
  return t.app.request(`/api${path}`, {
    method,
    headers: { "content-type": "application/json", ...headersByReader.get(reader.name) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

async function json(reader: ReaderCase, path: string, expectedStatus = 200): Promise<Record<string, unknown>> {
  const response = await request(reader, "GET", path);
  expect(response.status).toBe(expectedStatus);
  return (await response.json()) as Record<string, unknown>;
}

/** Each response must also match its contract exactly: no field beyond the shape the reader gets. */
const reviewPhotoCounts = async (reader: ReaderCase, path: string) =>
  reviewPageSchema.parse(await json(reader, path)).results.map((review) => review.photos.length);

const denied = (reader: ReaderCase) => (reader.user ? 403 : 401);

const ENDPOINTS: { name: string; check: (reader: ReaderCase) => Promise<void> }[] = [
  {
    name: "GET /v3/scout-routes/{id}/",
    async check(reader) {
      const body = await json(reader, `/v3/scout-routes/${fixture.route}/`);
      const schema = reader.full ? scoutRouteFullSchema : scoutRoutePreviewSchema;
      expect(Object.keys(body).sort()).toEqual(keysOf(schema, reader.staff));
      schema.extend({ internal: scoutRouteStaffFieldsSchema.optional() }).strict().parse(body);
      expect(body.access).toBe(reader.full ? "full" : "preview");
      expect(body.hero_file_name).toMatch(/hero\.jpg$/);
      const heroPhoto = body.hero_photo as CardPhoto;
      expect(heroPhoto.resized_medium).toMatch(/medium\.jpg$/);
      expect(heroPhoto.resized_large).toMatch(/large\.jpg$/);
      if (reader.full) expect(body.photos).toHaveLength(3);
      if (reader.staff) {
        expect(Object.keys(body.internal as object).sort()).toEqual(internalKeysOf(reader, ["total_page_views", "vote_count"]));
      }
    },
  },
  {
    name: "GET /v3/scout-routes/{id}/ (unpublished)",
    async check(reader) {
      const response = await request(reader, "GET", `/v3/scout-routes/${fixture.unpublishedRoute}/`);
      expect(response.status).toBe(reader.staff || reader.isAuthor ? 200 : 404);
    },
  },
  {
    name: "GET /v2/scout-routes/{id}/history/",
    async check(reader) {
      const response = await request(reader, "GET", `/v2/scout-routes/${fixture.route}/history/`);
      expect(response.status).toBe(reader.staff ? 200 : refused(reader));
      if (reader.staff) {
        expect(
          historyEntrySchema
            .strict()
            .array()
            .parse(await response.json()),
        ).toHaveLength(1);
      }
    },
  },
  {
    name: "GET /v2/vendors/editor-notes/?scout_route={id}",
    async check(reader) {
      const response = await request(reader, "GET", `/v2/vendors/editor-notes/?scout_route=${fixture.route}`);
      expect(response.status).toBe(reader.editorNotes ? 200 : refused(reader));
      if (reader.editorNotes) {
        expect(
          editorNoteSchema
            .strict()
            .array()
            .parse(await response.json()),
        ).toHaveLength(1);
      }
    },
  },
  {
    name: "PATCH /v2/scout-routes/edit/{id}/",
    async check(reader) {
      const response = await request(reader, "PATCH", `/v2/scout-routes/edit/${fixture.route}/`, {
        new_edition_date: "2026-06-01",
      });
      expect(response.status).toBe(reader.newEditionDate ? 200 : denied(reader));
      if (reader.newEditionDate) {
        const body = (await response.json()) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(keysOf(scoutRouteFullSchema, true));
      }
    },
  },
  {
    name: "GET /v2/trails/{id}/closest-preview/?product_type=scout-routes",
    async check(reader) {
      const response = await request(reader, "GET", `/v2/trails/${fixture.route}/closest-preview/?product_type=scout-routes`);
      expect(response.status).toBe(200);
      const previews = closestPreviewSchema
        .strict()
        .array()
        .parse(await response.json());
      expect(previews[0]?.id).toBe(fixture.previewTrail);
    },
  },
  {
    name: "GET /v2/reviews/scout-routes/{id}/difficulty-changes/",
    async check(reader) {
      const body = await json(reader, `/v2/reviews/scout-routes/${fixture.route}/difficulty-changes/`);
      expect(difficultyChangesSchema.strict().parse(body)).toMatchObject({ review_count_with_change: 1, harder: 1 });
    },
  },
  {
    name: "GET /v2/reviews/scout-routes/{id}/",
    async check(reader) {
      expect(await reviewPhotoCounts(reader, `/v2/reviews/scout-routes/${fixture.route}/`)).toEqual(reader.full ? [1] : []);
    },
  },
  {
    name: "POST /v3/scout-routes/{id}/vote/",
    async check(reader) {
      const response = await request(reader, "POST", `/v3/scout-routes/${fixture.route}/vote/`);
      expect(response.status).toBe(reader.full ? 201 : denied(reader));
    },
  },
  {
    name: "GET /v3/trails/{id}/",
    async check(reader) {
      const body = await json(reader, `/v3/trails/${fixture.trail}/`);
      const schema = reader.full ? trailFullSchema : trailPreviewSchema;
      expect(Object.keys(body).sort()).toEqual(keysOf(schema, reader.staff));
      schema.extend({ internal: trailStaffFieldsSchema.strict().optional() }).strict().parse(body);
      if (reader.full) expect([(body.photos as unknown[]).length, (body.waypoints as unknown[]).length]).toEqual([2, 1]);
      if (reader.staff) expect(Object.keys(body.internal as object).sort()).toEqual(internalKeysOf(reader));
    },
  },
  {
    name: "GET /v3/trails/{id}/ (All-Access Preview trail)",
    async check(reader) {
      const body = await json(reader, `/v3/trails/${fixture.previewTrail}/`);
      expect(Object.keys(body).sort()).toEqual(keysOf(trailFullSchema, reader.staff));
      trailFullSchema.extend({ internal: trailStaffFieldsSchema.optional() }).strict().parse(body);
    },
  },
  {
    name: "GET /v2/trails/{id}/history/",
    async check(reader) {
      expect((await request(reader, "GET", `/v2/trails/${fixture.trail}/history/`)).status).toBe(
        reader.staff ? 200 : refused(reader),
      );
    },
  },
  {
    name: "GET /v2/vendors/editor-notes/?trail={id}",
    async check(reader) {
      const response = await request(reader, "GET", `/v2/vendors/editor-notes/?trail=${fixture.trail}`);
      expect(response.status).toBe(reader.editorNotes ? 200 : refused(reader));
      if (reader.editorNotes) {
        expect(
          editorNoteSchema
            .strict()
            .array()
            .parse(await response.json()),
        ).toHaveLength(1);
      }
    },
  },
  {
    name: "PATCH /v2/trails/edit/{id}/",
    async check(reader) {
      const response = await request(reader, "PATCH", `/v2/trails/edit/${fixture.trail}/`, { new_edition_date: "2026-06-01" });
      expect(response.status).toBe(reader.newEditionDate ? 200 : denied(reader));
      if (reader.newEditionDate) {
        const body = (await response.json()) as Record<string, unknown>;
        expect(Object.keys(body).sort()).toEqual(keysOf(trailFullSchema, true));
      }
    },
  },
  {
    name: "GET /v2/staff/guide-lines/",
    async check(reader) {
      const response = await request(reader, "GET", "/v2/staff/guide-lines/?bbox=-151,0,-149,1");
      expect(response.status).toBe(reader.staff ? 200 : denied(reader));
      if (reader.staff) {
        const lines = guideLinesSchema.parse(await response.json());
        expect(lines.features.map((feature) => feature.properties.kind)).toContain("waypoint");
      }
    },
  },
  {
    name: "GET /v2/reviews/trails/{id}/",
    async check(reader) {
      expect(await reviewPhotoCounts(reader, `/v2/reviews/trails/${fixture.trail}/`)).toEqual(reader.full ? [1] : []);
      expect(await reviewPhotoCounts(reader, `/v2/reviews/trails/${fixture.previewTrail}/`)).toEqual([1]);
    },
  },
  {
    name: "GET /v2/reviews/trails/{id}/difficulty-changes/",
    async check(reader) {
      expect((await request(reader, "GET", `/v2/reviews/trails/${fixture.trail}/difficulty-changes/`)).status).toBe(200);
    },
  },
  {
    name: "GET /v2/trails/{id}/gpx/",
    async check(reader) {
      expect((await request(reader, "GET", `/v2/trails/${fixture.trail}/gpx/`)).status).toBe(reader.full ? 200 : 403);
      expect((await request(reader, "GET", `/v2/trails/${fixture.previewTrail}/gpx/`)).status).toBe(200);
    },
  },
];

describe.each(ENDPOINTS)("paywall: $name", ({ check }) => {
  it.each(READERS)("$name", async (reader) => {
    await check(reader);
  });
});
