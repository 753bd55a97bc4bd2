import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { profileSettingsSchema, publicProfileSchema, type PublicProfile } from "../../../shared/contracts/profile.contract";
import { insertReader, insertReview, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { insertList } from "../../../tests/factories/lists";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { register } from "../accounts/accounts.test-helpers";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const request = (method: string, path: string, reader?: Reader, body?: unknown) =>
  apiRequest(t.app, method, path, body, reader?.headers ?? {});

async function profileOf(owner: Reader, viewer?: Reader): Promise<PublicProfile> {
  const response = await request("GET", `/v2/users/${owner.uuid}/profile/`, viewer);
  expect(response.status).toBe(200);
  return publicProfileSchema.parse(await response.json());
}

/** A driver with a public profile, a rig, a public and a private list, and reviews of a published and a draft guide. */
async function activeDriver(): Promise<Reader & { publishedTrailTitle: string }> {
  const driver = await insertReader(t.db, t.services, { name: "Rae Ridge" });
  const [published, draft, scoutRoute] = await Promise.all([
    insertTrail(t.db),
    insertTrail(t.db, { published: false }),
    insertScoutRoute(t.db),
  ]);
  await Promise.all([
    insertReview(t.db, { trailId: published.id }, driver.id, { rating: 5 }),
    insertReview(t.db, { trailId: draft.id }, driver.id),
    insertReview(t.db, { scoutRouteId: scoutRoute.id }, driver.id, { rating: 3 }),
    insertList(t.db, driver.id, { name: "Shared plans", isPublic: true }),
    insertList(t.db, driver.id, { name: "Secret spots", isPublic: false }),
  ]);
  const rig = await request("POST", "/v2/users/me/vehicles/", driver, { make: "Toyota", model: "4Runner" });
  expect(rig.status).toBe(201);
  const settings = await request("PATCH", "/v2/users/me/", driver, {
    state_name: "Utah",
    drive_style: "Overlanding",
    profile_is_public: true,
  });
  expect(settings.status).toBe(200);
  return { ...driver, publishedTrailTitle: published.title };
}

describe("profiles", () => {
  it("shows anyone a public profile: rig, public lists and reviews of published guides", async () => {
    const driver = await activeDriver();
    const profile = await profileOf(driver);
    expect(profile).toMatchObject({
      name: "Rae Ridge",
      is_own: false,
      is_public: true,
      state_name: "Utah",
      drive_style: "Overlanding",
    });
    expect(profile.vehicles.map((rig) => rig.model)).toEqual(["4Runner"]);
    expect(profile.lists.map((list) => list.name)).toEqual(["Shared plans"]);
    expect(profile.reviews).toHaveLength(2);
    expect(profile.reviews.map((review) => review.guide_title)).toContain(driver.publishedTrailTitle);
    expect(profile.reviews.every((review) => /^\/US\/utah\/(trails|scout-routes)\/\d+-/.test(review.href))).toBe(true);
  });

  it("starts a new member's profile private until the member opts in", async () => {
    const { tokens } = await register(t, { name: "New Driver", state_name: "Utah" });
    const member = { ...decodeJwt(tokens.access), headers: { authorization: `Bearer ${tokens.access}` } } as unknown as Reader;
    const rig = await request("POST", "/v2/users/me/vehicles/", member, { make: "Jeep", model: "Wrangler" });
    expect(rig.status).toBe(201);

    expect(await profileOf(member)).toMatchObject({
      name: "New Driver",
      is_public: false,
      state_name: null,
      vehicles: [],
      badges: [],
    });
    expect((await request("PATCH", "/v2/users/me/", member, { profile_is_public: true })).status).toBe(200);
    const shared = await profileOf(member);
    expect(shared).toMatchObject({ is_public: true, state_name: "Utah" });
    expect(shared.vehicles.map((vehicle) => vehicle.model)).toEqual(["Wrangler"]);
  });

  it("shows others only the name of a private profile, and its owner everything", async () => {
    const driver = await activeDriver();
    const stranger = await insertReader(t.db, t.services);
    expect((await request("PATCH", "/v2/users/me/", driver, { profile_is_public: false })).status).toBe(200);

    for (const viewer of [undefined, stranger]) {
      expect(await profileOf(driver, viewer)).toMatchObject({
        name: "Rae Ridge",
        is_public: false,
        state_name: null,
        drive_style: null,
        vehicles: [],
        lists: [],
        reviews: [],
      });
    }
    const own = await profileOf(driver, driver);
    expect(own).toMatchObject({ is_own: true, state_name: "Utah" });
    expect(own.vehicles).toHaveLength(1);
  });

  it("changes the settings, says what is wrong next to each field and keeps nothing of a bad change", async () => {
    const reader = await insertReader(t.db, t.services, { name: "Old Name" });
    const bad = await request("PATCH", "/v2/users/me/", reader, { name: " ", units: "furlongs", year_started: 1800 });
    expect(bad.status).toBe(400);
    const { fields } = (await bad.json()) as { fields: Record<string, string[]> };
    expect(fields).toMatchObject({
      name: ["Enter your name."],
      units: ["Choose imperial or metric."],
      year_started: ["Choose a year from the list."],
    });

    const good = await request("PATCH", "/v2/users/me/", reader, { name: " New Name ", units: "metric", vehicle_make: "" });
    expect(good.status).toBe(200);
    expect(profileSettingsSchema.parse(await good.json())).toMatchObject({
      name: "New Name",
      units: "metric",
      vehicle_make: null,
    });
    // The next token carries the new name and units (every distance the browser shows follows them).
    const me = await request("GET", "/v2/users/me/", reader);
    expect(await me.json()).toMatchObject({ name: "New Name", units: "metric" });
  });

  it("keeps the language chosen on the profile, and the next token carries it", async () => {
    const reader = await insertReader(t.db, t.services);
    const bad = await request("PATCH", "/v2/users/me/", reader, { locale: "de" });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { fields: Record<string, string[]> }).fields).toMatchObject({
      locale: ["Choose English, French or Spanish."],
    });

    const good = await request("PATCH", "/v2/users/me/", reader, { locale: "es" });
    expect(good.status).toBe(200);
    expect(profileSettingsSchema.parse(await good.json())).toMatchObject({ locale: "es" });
    // The refreshed token names Spanish, so every page the server renders for the user is in it.
    const { refresh } = await t.services.tokens.issue(reader.id);
    const refreshed = await t.app.request("/api/v2/token/refresh/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refresh }),
    });
    expect(refreshed.status).toBe(200);
    expect(decodeJwt(((await refreshed.json()) as { access: string }).access)).toMatchObject({ locale: "es" });
  });

  it("answers 401 to a visitor's change and 404 for a user who does not exist", async () => {
    expect((await request("PATCH", "/v2/users/me/", undefined, { name: "Nobody" })).status).toBe(401);
    expect((await request("GET", "/v2/users/00000000-0000-4000-8000-000000000000/profile/")).status).toBe(404);
  });
});
