import { and, eq, inArray } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GuideCard, OrvParkDetail, RegionDetail, StateDetail } from "../../../shared/contracts/places.contract";
import {
  cityWithTrailsPageSchema,
  guideCardPageSchema,
  orvParkCardPageSchema,
  orvParkDetailSchema,
  regionPageSchema,
  stateDetailSchema,
} from "../../../shared/contracts/places.contract";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { cities, orvParks, photos, regions, states, trails } from "../../db/schema";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function getJson(path: string) {
  const response = await t.app.request(path);
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Fields a public card list must never carry. */
const FULL_ONLY_FIELDS = ["geojson", "bounds", "description_html", "route_description", "teaser", "waypoints", "photos"];

function expectCardsOnly(results: GuideCard[]) {
  for (const card of results) {
    for (const field of FULL_ONLY_FIELDS) expect(card).not.toHaveProperty(field);
  }
}

describe("GET /api/v2/states/{code}/", () => {
  it("returns the state with its published counts", async () => {
    const { status, body } = await getJson("/api/v2/states/UT/");
    expect(status).toBe(200);
    const state = stateDetailSchema.parse(body) satisfies StateDetail;
    expect(state).toMatchObject({ code: "UT", slug: "utah", country_code: "US" });
    expect(state.counts.trail_count).toBeGreaterThan(0);
    expect(state.counts.region_count).toBeGreaterThan(0);
  });

  it("is a 404 for an unknown code", async () => {
    expect((await getJson("/api/v2/states/ZZ/")).status).toBe(404);
  });
});

describe("GET /api/v2/trails/", () => {
  it("lists published trail cards of a state, best rated first, without geometry or descriptions", async () => {
    const { status, body } = await getJson("/api/v2/trails/?state=UT&page_size=50");
    expect(status).toBe(200);
    const page = guideCardPageSchema.parse(body);
    expect(page.count).toBeGreaterThan(0);
    expectCardsOnly(page.results);
    expect(page.results.every((card) => card.kind === "trail" && card.state.code === "UT")).toBe(true);
    const averages = page.results.map((card) => card.review_average);
    expect(averages).toEqual([...averages].sort((a, b) => b - a));
    expect(page.results.map((card) => card.title)).toContain("Hell's Revenge");
  });

  it("pages with next and previous links", async () => {
    const page = guideCardPageSchema.parse((await getJson("/api/v2/trails/?page=2&page_size=5")).body);
    expect(page.results).toHaveLength(5);
    expect(page.next).toContain("page=3");
    expect(page.previous).toContain("page=1");
  });

  it("leaves out unpublished trails", async () => {
    const unpublished = await t.db.select({ id: trails.id }).from(trails).where(eq(trails.published, false));
    const page = guideCardPageSchema.parse((await getJson("/api/v2/trails/?page_size=100&page=1")).body);
    const all = [...page.results];
    for (let n = 2; all.length < page.count; n += 1) {
      all.push(...guideCardPageSchema.parse((await getJson(`/api/v2/trails/?page_size=100&page=${n}`)).body).results);
    }
    const ids = new Set(all.map((card) => card.id));
    for (const { id } of unpublished) expect(ids.has(id)).toBe(false);
  });

  it("filters by region, by town and by the easiest rating", async () => {
    const [moab] = await t.db
      .select({ id: regions.id })
      .from(regions)
      .innerJoin(states, eq(states.id, regions.stateId))
      .where(and(eq(states.code, "UT"), eq(regions.title, "Moab")));
    const inRegion = guideCardPageSchema.parse((await getJson(`/api/v2/trails/?region=${moab!.id}&page_size=100`)).body);
    expect(inRegion.results.map((card) => card.title)).toContain("Hell's Revenge");

    const nearMoab = guideCardPageSchema.parse((await getJson("/api/v2/trails/?state=UT&city=moab&page_size=100")).body);
    expect(nearMoab.results.map((card) => card.title)).toContain("Hell's Revenge");

    const beginner = guideCardPageSchema.parse((await getJson("/api/v2/trails/?state=UT&max_rating=4&page_size=100")).body);
    expect(beginner.results.every((card) => (card.technical_rating_low ?? 0) <= 4)).toBe(true);
  });

  it("is a 404 for an unknown town and a 400 for an unknown sort", async () => {
    expect((await getJson("/api/v2/trails/?state=UT&city=no-such-town")).status).toBe(404);
    expect((await getJson("/api/v2/trails/?sort=random")).status).toBe(400);
  });
});

describe("GET /api/v2/scout-routes/", () => {
  it("lists published scout route cards without the line or description", async () => {
    const { status, body } = await getJson("/api/v2/scout-routes/?page_size=20&sort=newest");
    expect(status).toBe(200);
    const page = guideCardPageSchema.parse(body);
    expect(page.count).toBeGreaterThan(0);
    expectCardsOnly(page.results);
    expect(page.results.every((card) => card.kind === "scout-route" && !card.is_preview)).toBe(true);
  });
});

describe("regions, towns and ORV parks", () => {
  it("lists a state's regions and returns one with its description", async () => {
    const list = regionPageSchema.parse((await getJson("/api/v2/regions/?state=UT&page_size=100")).body);
    const moab = list.results.find((region) => region.title === "Moab");
    expect(moab?.trail_count).toBeGreaterThan(0);
    const { status, body } = await getJson(`/api/v2/regions/${moab!.id}/`);
    expect(status).toBe(200);
    expect((body as RegionDetail).description_html).toEqual(expect.any(String));
    expect((await getJson("/api/v2/regions/999999/")).status).toBe(404);
  });

  it("lists the towns of a state that have trails", async () => {
    const page = cityWithTrailsPageSchema.parse((await getJson("/api/v2/cities/?state=CA&page_size=100")).body);
    expect(page.count).toBeGreaterThan(0);
    expect(page.results.every((town) => town.trail_count > 0)).toBe(true);
    expect((await getJson("/api/v2/cities/?state=ZZ")).status).toBe(404);
  });

  it("counts each town's own trails that its beginner list holds (technical rating 4 or less)", async () => {
    const page = cityWithTrailsPageSchema.parse((await getJson("/api/v2/cities/?state=UT&page_size=100")).body);
    for (const town of page.results) {
      const own = await t.db
        .select({ rating: trails.technicalRatingLow })
        .from(trails)
        .innerJoin(cities, eq(cities.id, trails.cityId))
        .innerJoin(states, eq(states.id, cities.stateId))
        .where(and(eq(states.code, "UT"), eq(cities.slug, town.slug), eq(trails.published, true)));
      expect(town.beginner_trail_count).toBe(own.filter(({ rating }) => rating !== null && rating <= 4).length);
    }
    expect(page.results.some((town) => town.beginner_trail_count > 0)).toBe(true);
    expect(page.results.some((town) => town.beginner_trail_count < town.trail_count)).toBe(true);
  });

  it("lists published parks and returns one with sanitized description HTML", async () => {
    const list = orvParkCardPageSchema.parse((await getJson("/api/v2/orv-parks/?page_size=100")).body);
    expect(list.count).toBeGreaterThan(0);
    for (const park of list.results) expect(park).not.toHaveProperty("description_html");
    const { status, body } = await getJson(`/api/v2/orv-parks/${list.results[0]!.id}/`);
    expect(status).toBe(200);
    const park = orvParkDetailSchema.parse(body) satisfies OrvParkDetail;
    expect(park.description_html).not.toMatch(/<script/i);
    expect(body).not.toHaveProperty("cityId");
  });

  it("lists every published park with a slug, one per state, by state name: the short URL picks among them", async () => {
    const stateIds = await t.db
      .select({ id: states.id })
      .from(states)
      .where(inArray(states.code, ["UT", "CO"]));
    const park = (stateId: number) => ({
      title: "Twin Forks ORV Park",
      slug: "twin-forks-orv-park",
      stateId,
      nearestTownName: "Somewhere",
      latitude: 39,
      longitude: -109,
      descriptionHtml: "",
      published: true,
    });
    const inserted = await t.db
      .insert(orvParks)
      .values(stateIds.map(({ id }) => park(id)))
      .returning({ id: orvParks.id });

    const shared = orvParkCardPageSchema.parse((await getJson("/api/v2/orv-parks/?slug=Twin-Forks-ORV-Park")).body);
    expect(shared.count).toBe(2);
    expect(shared.results.map((card) => [card.title, card.state.title, card.slug])).toEqual([
      ["Twin Forks ORV Park", "Colorado", "twin-forks-orv-park"],
      ["Twin Forks ORV Park", "Utah", "twin-forks-orv-park"],
    ]);

    await t.db.update(orvParks).set({ published: false }).where(eq(orvParks.id, inserted[0]!.id));
    const one = orvParkCardPageSchema.parse((await getJson("/api/v2/orv-parks/?slug=twin-forks-orv-park")).body);
    expect(one.count).toBe(1);
    expect((await getJson("/api/v2/orv-parks/?slug=no-such-park")).body).toMatchObject({ count: 0, results: [] });

    await t.db.delete(orvParks).where(
      inArray(
        orvParks.id,
        inserted.map(({ id }) => id),
      ),
    );
  });

  it("hides an unpublished park", async () => {
    const [park] = await t.db.select({ id: orvParks.id }).from(orvParks).limit(1);
    await t.db.update(orvParks).set({ published: false }).where(eq(orvParks.id, park!.id));
    expect((await getJson(`/api/v2/orv-parks/${park!.id}/`)).status).toBe(404);
    await t.db.update(orvParks).set({ published: true }).where(eq(orvParks.id, park!.id));
  });
});

describe("places service: state overview", () => {
  it("gives the first page of each list the API pages, and the state's counts", async () => {
    const utah = await t.services.places.requireState("UT");
    const overview = await t.services.places.getStateOverview(utah.id, { cards: 6, links: 100 });
    const firstPage = async <T>(path: string, schema: { parse(body: unknown): { results: T[] } }) =>
      schema.parse((await getJson(path)).body).results;

    expect(overview.counts).toEqual(stateDetailSchema.parse((await getJson("/api/v2/states/UT/")).body).counts);
    expect(overview.topTrails).toEqual(await firstPage("/api/v2/trails/?state=UT&page_size=6", guideCardPageSchema));
    expect(overview.scoutRoutes).toEqual(await firstPage("/api/v2/scout-routes/?state=UT&page_size=6", guideCardPageSchema));
    expect(overview.orvParks).toEqual(await firstPage("/api/v2/orv-parks/?state=UT&page_size=6", orvParkCardPageSchema));
    expect(overview.regions).toEqual(await firstPage("/api/v2/regions/?state=UT&page_size=100", regionPageSchema));
    expect(overview.townsWithTrails).toEqual(await firstPage("/api/v2/cities/?state=UT&page_size=100", cityWithTrailsPageSchema));
    expect(overview.topTrails).toHaveLength(6);
    expect(overview.topTrails.every((card) => card.hero_photo?.resized_medium)).toBe(true);
  });

  it("shows a card whose guide has no hero photo without one", async () => {
    const utah = await t.services.places.requireState("UT");
    const [best] = (await t.services.places.getStateOverview(utah.id, { cards: 1, links: 1 })).topTrails;
    const heroOfBest = and(eq(photos.trailId, best!.id), eq(photos.photoType, 0));
    const heroes = await t.db.select().from(photos).where(heroOfBest);
    await t.db.update(photos).set({ photoType: 1 }).where(heroOfBest);

    const [again] = (await t.services.places.getStateOverview(utah.id, { cards: 1, links: 1 })).topTrails;
    expect(again).toEqual({ ...best, hero_photo: null });

    for (const hero of heroes) await t.db.update(photos).set({ photoType: 0 }).where(eq(photos.id, hero.id));
  });
});

describe("GET /api/docs", () => {
  it("documents the place endpoints", async () => {
    const { body } = await getJson("/api/docs");
    expect(Object.keys((body as { paths: Record<string, unknown> }).paths)).toEqual(
      expect.arrayContaining([
        "/v2/states/{code}/",
        "/v2/regions/",
        "/v2/regions/{id}/",
        "/v2/cities/",
        "/v2/orv-parks/",
        "/v2/orv-parks/{id}/",
        "/v2/trails/",
        "/v2/scout-routes/",
      ]),
    );
  });

  it("needs a state for the town list and filters parks by state", async () => {
    expect((await getJson("/api/v2/cities/")).status).toBe(400);
    const utah = orvParkCardPageSchema.parse((await getJson("/api/v2/orv-parks/?state=UT")).body);
    expect(utah.results.every((park) => park.state.code === "UT")).toBe(true);
  });
});
