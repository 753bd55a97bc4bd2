// Small, explicit fixtures for guide tests: users with a role, scout routes, trails and what hangs
// off them, with known values. They sit far out in the Pacific, away from any demo content, so
// "nearest" queries only see what a test inserted.
import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { workflowStateOf } from "../../shared/domain/guide-workflow";
import type { Role } from "../../shared/domain/roles";
import type { Executor } from "../../server/db/client";
import {
  editorNotes,
  historyEntries,
  photos,
  reviews,
  scoutRoutes,
  states,
  trailWaypoints,
  trails,
  users,
} from "../../server/db/schema";
import type { Services } from "../../server/services";

/** Where fixtures are placed: open ocean, nowhere near a real trail. */
export const FIXTURE_ORIGIN = { latitude: 0.5, longitude: -150 } as const;

let sequence = 0;
const next = () => ++sequence;

export async function stateIdFor(db: Executor, code = "UT"): Promise<number> {
  const [state] = await db.select({ id: states.id }).from(states).where(eq(states.code, code));
  if (!state) throw new Error(`No state ${code} in the test database`);
  return state.id;
}

export async function insertUser(db: Executor, values: { role?: Role; subscribed?: boolean; name?: string } = {}) {
  const n = next();
  const [user] = await db
    .insert(users)
    .values({
      email: `guide-reader-${n}-${randomUUID().slice(0, 8)}@example.test`,
      name: values.name ?? `Reader ${n}`,
      accessType: values.role ?? "STANDARD",
      isSubscribed: values.subscribed ?? false,
    })
    .returning({ id: users.id, uuid: users.uuid, name: users.name, email: users.email });
  return user!;
}

/** A signed-in reader: the user row and a Bearer header for it. */
export async function insertReader(
  db: Executor,
  services: Pick<Services, "tokens">,
  values: { role?: Role; subscribed?: boolean; name?: string } = {},
) {
  const user = await insertUser(db, values);
  const { access } = await services.tokens.issue(user.id);
  return { ...user, headers: { authorization: `Bearer ${access}` } };
}

/** A line heading north-east from a point, trailhead first. */
function lineFrom(latitude: number, longitude: number) {
  const coordinates: [number, number, number][] = [
    [longitude, latitude, 1500],
    [longitude + 0.01, latitude + 0.005, 1520],
    [longitude + 0.02, latitude + 0.012, 1555],
  ];
  return {
    geojson: { type: "LineString" as const, coordinates },
    bounds: [
      [longitude, latitude],
      [longitude + 0.02, latitude + 0.012],
    ] as [[number, number], [number, number]],
    trailheadLatitude: latitude,
    trailheadLongitude: longitude,
  };
}

/** Fixtures are published unless told otherwise; their workflow state follows what they are told. */
const fixtureWorkflowState = (overrides: { published?: boolean; acceptedAt?: Date | null }) =>
  workflowStateOf({ published: overrides.published ?? true, acceptedAt: overrides.acceptedAt ?? null });

type ScoutRouteValues = Partial<typeof scoutRoutes.$inferInsert> & { latitude?: number; longitude?: number };

export async function insertScoutRoute(db: Executor, values: ScoutRouteValues = {}) {
  const n = next();
  const { latitude = FIXTURE_ORIGIN.latitude, longitude = FIXTURE_ORIGIN.longitude, ...overrides } = values;
  const [route] = await db
    .insert(scoutRoutes)
    .values({
      title: `Fixture Scout Route ${n}`,
      slug: `fixture-scout-route-${n}`,
      stateId: overrides.stateId ?? (await stateIdFor(db)),
      nearestTownName: "Moab",
      countyName: "Grand",
      ...lineFrom(latitude, longitude),
      lengthMiles: 12.5,
      roadCondition: "Washboard gravel",
      status: "open",
      permitInformationLink: "https://example.test/permit",
      published: true,
      difficulty: 5,
      routeDescription: "<p>A rocky climb to the rim. Views all the way down. Bring a spotter for the ledges.</p>",
      categories: ["Overlanding", "Scenic"],
      originalPublishDate: "2025-04-01",
      lastPublishedDate: "2025-05-01",
      ...overrides,
      workflowState: overrides.workflowState ?? fixtureWorkflowState(overrides),
    })
    .returning();
  return route!;
}

type TrailValues = Partial<typeof trails.$inferInsert> & { latitude?: number; longitude?: number };

export async function insertTrail(db: Executor, values: TrailValues = {}) {
  const n = next();
  const { latitude = FIXTURE_ORIGIN.latitude, longitude = FIXTURE_ORIGIN.longitude, ...overrides } = values;
  const [trail] = await db
    .insert(trails)
    .values({
      title: `Fixture Trail ${n}`,
      slug: `fixture-trail-${n}`,
      stateId: overrides.stateId ?? (await stateIdFor(db)),
      nearestTownName: "Ouray",
      countyName: "Ouray",
      ...lineFrom(latitude, longitude),
      lengthMiles: 8.25,
      roadCondition: "Rocky shelf",
      status: "open",
      published: true,
      technicalRatingLow: 4,
      technicalRatingHigh: 6,
      pointsOfConcern: ["Narrow Shelf Road"],
      teaser: "A shelf road above the canyon.",
      descriptionHtml: "<p>A shelf road above the canyon.</p>",
      season: "June to October",
      ...overrides,
      workflowState: overrides.workflowState ?? fixtureWorkflowState(overrides),
    })
    .returning();
  return trail!;
}

type Owner = { trailId: number } | { scoutRouteId: number } | { reviewId: number } | { waypointId: number };

export async function insertPhoto(db: Executor, owner: Owner, values: { photoType?: number; position?: number } = {}) {
  const n = next();
  const base = `/media/photos/fixture-${n}`;
  const [photo] = await db
    .insert(photos)
    .values({
      ...owner,
      photoType: values.photoType ?? 3,
      position: values.position ?? 0,
      original: `${base}/original.jpg`,
      resizedMedium: `${base}/medium.jpg`,
      resizedLarge: `${base}/large.jpg`,
      hero: `${base}/hero.jpg`,
    })
    .returning();
  return photo!;
}

export async function insertWaypoint(
  db: Executor,
  trailId: number | null,
  values: Partial<typeof trailWaypoints.$inferInsert> = {},
) {
  const n = next();
  const [waypoint] = await db
    .insert(trailWaypoints)
    .values({
      trailId,
      position: n,
      name: `Waypoint ${n}`,
      waypointType: "obstacle",
      latitude: FIXTURE_ORIGIN.latitude,
      longitude: FIXTURE_ORIGIN.longitude,
      descriptionHtml: "<p>Stay left.</p>",
      ...values,
    })
    .returning();
  return waypoint!;
}

export const insertScoutRouteWaypoint = (
  db: Executor,
  scoutRouteId: number,
  values: Partial<typeof trailWaypoints.$inferInsert> = {},
) => insertWaypoint(db, null, { scoutRouteId, ...values });

export async function insertReview(
  db: Executor,
  subject: { trailId: number } | { scoutRouteId: number },
  userId: number,
  values: Partial<typeof reviews.$inferInsert> = {},
) {
  const [review] = await db
    .insert(reviews)
    .values({ ...subject, userId, rating: 4, title: "Great run", body: "Took us four hours.", ...values })
    .returning();
  return review!;
}

export async function insertHistoryEntry(
  db: Executor,
  subject: { trailId: number } | { scoutRouteId: number },
  values: Partial<typeof historyEntries.$inferInsert> = {},
) {
  const [entry] = await db
    .insert(historyEntries)
    .values({ ...subject, historyChangeReason: "<p>Published.</p>", ...values })
    .returning();
  return entry!;
}

export async function insertEditorNote(
  db: Executor,
  subject: { trailId: number } | { scoutRouteId: number },
  authorId: number,
  values: Partial<typeof editorNotes.$inferInsert> = {},
) {
  const [note] = await db
    .insert(editorNotes)
    .values({ ...subject, authorId, authorRole: "editor", contentHtml: "<p>Check the second gate.</p>", ...values })
    .returning();
  return note!;
}
