import { and, count, eq, isNotNull, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import {
  blogPosts,
  cities,
  events,
  helpArticles,
  orvParks,
  photos,
  regions,
  reviews,
  scoutRoutes,
  states,
  trails,
} from "../../schema";

// The golden database is seeded with the demo content; these check the rows as pages will read them.
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

/** Rows of a raw query; PGlite and node-postgres both answer with `rows`. */
async function queryRows<T = Record<string, unknown>>(query: SQL): Promise<T[]> {
  const result: unknown = await t.db.execute(query);
  return (result as { rows: T[] }).rows;
}

describe("generated demo content", () => {
  it("fills the map: hundreds of guides and dozens of parks in at least 30 states", async () => {
    const [[trailCount], [routeCount], [parkCount]] = await Promise.all([
      t.db.select({ n: count() }).from(trails),
      t.db.select({ n: count() }).from(scoutRoutes),
      t.db.select({ n: count() }).from(orvParks),
    ]);
    expect(trailCount!.n).toBeGreaterThanOrEqual(300);
    expect(routeCount!.n).toBeGreaterThanOrEqual(150);
    expect(parkCount!.n).toBeGreaterThanOrEqual(40);
    const withContent = await t.db
      .select({ n: count() })
      .from(states)
      .where(sql`${states.contentCount} > 0`);
    expect(withContent[0]!.n).toBeGreaterThanOrEqual(30);
  });

  it("has published All-Access previews and Badge of Honor trails", async () => {
    const previews = await t.db
      .select({ stateId: trails.stateId })
      .from(trails)
      .where(and(eq(trails.isPreview, true), eq(trails.published, true)));
    expect(previews.length).toBeGreaterThanOrEqual(10);
    expect(new Set(previews.map((row) => row.stateId)).size).toBeGreaterThanOrEqual(10);
    const [boh] = await t.db.select({ n: count() }).from(trails).where(eq(trails.isBoh, true));
    expect(boh!.n).toBeGreaterThan(0);
  });

  it("names a real town of the guide's own state as the nearest town", async () => {
    for (const table of [trails, scoutRoutes, orvParks]) {
      const mismatched = await t.db
        .select({ id: table.id })
        .from(table)
        .leftJoin(cities, eq(cities.id, table.cityId))
        .where(
          sql`${cities.id} is null or ${cities.stateId} <> ${table.stateId} or ${cities.name} <> ${table.nearestTownName}
            or ${cities.countyName} is distinct from ${table.countyName}`,
        );
      expect(mismatched).toEqual([]);
    }
  });

  it("starts every line at its trailhead and keeps it inside its bounds", async () => {
    const guides = [...(await t.db.select().from(trails)), ...(await t.db.select().from(scoutRoutes))];
    for (const guide of guides) {
      const [[west, south], [east, north]] = guide.bounds;
      const [first] = guide.geojson.coordinates;
      expect([first![0], first![1]]).toEqual([guide.trailheadLongitude, guide.trailheadLatitude]);
      for (const [longitude, latitude] of guide.geojson.coordinates) {
        expect(longitude >= west && longitude <= east && latitude >= south && latitude <= north).toBe(true);
      }
    }
  });

  it("counts each state's published trails, scout routes and ORV parks in content_count", async () => {
    const mismatched = await queryRows(sql`
      select s.code from states s
      where s.content_count <>
        (select count(*) from trails where state_id = s.id and published)
        + (select count(*) from scout_routes where state_id = s.id and published)
        + (select count(*) from orv_parks where state_id = s.id and published)`);
    expect(mismatched).toEqual([]);
  });

  it("keeps review and vote totals equal to the rows behind them", async () => {
    const wrongTrails = await queryRows(sql`
      select t.id from trails t
      left join (select trail_id, count(*)::int n, round(avg(rating), 2)::float8 average from reviews group by trail_id) r
        on r.trail_id = t.id
      where t.review_count <> coalesce(r.n, 0) or abs(t.review_average - coalesce(r.average, 0)) > 0.005`);
    const wrongRoutes = await queryRows(sql`
      select s.id from scout_routes s
      left join (select scout_route_id, count(*)::int n, round(avg(rating), 2)::float8 average from reviews group by scout_route_id) r
        on r.scout_route_id = s.id
      where s.review_count <> coalesce(r.n, 0) or abs(s.review_average - coalesce(r.average, 0)) > 0.005
        or s.vote_count <> (select count(*) from scout_route_votes v where v.scout_route_id = s.id)
        or s.total_page_views <> (select count(*) from screen_views v where v.scout_route_id = s.id)`);
    expect(wrongTrails).toEqual([]);
    expect(wrongRoutes).toEqual([]);
    const [reviewed] = await t.db.select({ n: count() }).from(reviews);
    expect(reviewed!.n).toBeGreaterThan(500);
  });

  it("gives every guide a hero, camping and hardest-part photo that is stored", async () => {
    const photoTypes = await queryRows<{ id: number; types: number[] }>(sql`
      select t.id, array_agg(distinct p.photo_type order by p.photo_type) types
      from trails t left join photos p on p.trail_id = t.id group by t.id
      union all
      select s.id, array_agg(distinct p.photo_type order by p.photo_type)
      from scout_routes s left join photos p on p.scout_route_id = s.id group by s.id`);
    expect(photoTypes.filter((row) => row.types.join() !== "0,1,2")).toEqual([]);
    const [reviewPhotos] = await t.db.select({ n: count() }).from(photos).where(isNotNull(photos.reviewId));
    expect(reviewPhotos!.n).toBeGreaterThan(0);
    const urls = await t.db.selectDistinct({ url: photos.hero }).from(photos);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/media\/photos\//);
      expect(await t.services.storage.read(url.replace(/^\/media\//, ""))).not.toBeNull();
    }
  });

  it("has the trails and region the search examples use", async () => {
    const named = await t.db
      .select({ title: trails.title, state: states.code, town: trails.nearestTownName })
      .from(trails)
      .innerJoin(states, eq(states.id, trails.stateId))
      .where(sql`${trails.title} in ('Rubicon Trail', 'Hell''s Revenge')`);
    expect(named).toEqual(
      expect.arrayContaining([
        { title: "Rubicon Trail", state: "CA", town: "Tahoma" },
        { title: "Hell's Revenge", state: "UT", town: "Moab" },
      ]),
    );
    const moab = await t.db
      .select({ title: regions.title })
      .from(regions)
      .innerJoin(states, eq(states.id, regions.stateId))
      .where(and(eq(states.code, "UT"), eq(regions.slug, "moab")));
    expect(moab).toEqual([{ title: "Moab" }]);
  });

  it("adds events, blog posts and help articles", async () => {
    const [[eventCount], [postCount], [articleCount]] = await Promise.all([
      t.db.select({ n: count() }).from(events),
      t.db.select({ n: count() }).from(blogPosts),
      t.db.select({ n: count() }).from(helpArticles),
    ]);
    expect(eventCount!.n).toBe(10);
    expect(postCount!.n).toBe(8);
    expect(articleCount!.n).toBe(10);
  });
});
