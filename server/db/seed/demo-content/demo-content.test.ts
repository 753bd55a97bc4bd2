import { and, count, eq, isNotNull, min, sql, type SQL } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ContributorPortal } from "../../../../shared/contracts/contributor-portal.contract";
import type { Garage } from "../../../../shared/contracts/garage.contract";
import type { ListDetail, ListSummary, SharedListSummary } from "../../../../shared/contracts/lists.contract";
import type { MyContent, SharedContent } from "../../../../shared/contracts/user-content.contract";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { apiRequest } from "../../../../tests/support/api-request";
import { demoAccount, DEMO_ACCOUNTS, type DemoAccountKey } from "../demo-accounts";
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
  trailWaypoints,
  trails,
  users,
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

  it("has one published park name in two states, so /orv-parks/{slug} asks which one", async () => {
    const shared = await queryRows(sql`
      select slug from orv_parks where published group by slug having count(distinct state_id) > 1`);
    expect(shared).toHaveLength(1);
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

describe("what the demo accounts keep for themselves", () => {
  let clientCount = 0;
  /** Signed in as the demo account, from a client address of its own (the login limit is per address). */
  async function signedIn(key: DemoAccountKey) {
    const { email, password } = demoAccount(key);
    const login = await apiRequest(
      t.app,
      "POST",
      "/v2/token/",
      { email, password },
      { "x-forwarded-for": `10.88.0.${++clientCount}` },
    );
    expect(login.status).toBe(200);
    const { access } = (await login.json()) as { access: string };
    return async <T>(path: string): Promise<T> => {
      const response = await apiRequest(t.app, "GET", path, undefined, { authorization: `Bearer ${access}` });
      expect(response.status, path).toBe(200);
      return (await response.json()) as T;
    };
  }

  it("gives the member lists of guides, one of them public and shared with the promo account as an editor", async () => {
    const member = await signedIn("member");
    const { results } = await member<{ results: ListSummary[] }>("/v2/lists/");
    expect(results.length).toBeGreaterThanOrEqual(2);
    expect(results.every((list) => list.item_count >= 3)).toBe(true);
    const shared = results.find((list) => list.is_public)!;
    const detail = await member<ListDetail>(`/v2/lists/${shared.uuid}/`);
    expect(detail.items.map((item) => item.card.title)).toContain("Hell's Revenge");

    const promo = await signedIn("promo");
    const sharedWithPromo = await promo<{ results: SharedListSummary[] }>("/v2/lists/shared/");
    expect(sharedWithPromo.results).toEqual([expect.objectContaining({ uuid: shared.uuid, role: "editor" })]);
    // Public, so anyone with the link reads it.
    expect((await apiRequest(t.app, "GET", `/v2/lists/${shared.uuid}/`)).status).toBe(200);
  });

  it("gives the member a garage with a primary rig and guides they viewed lately", async () => {
    const member = await signedIn("member");
    const { vehicles } = await member<Garage>("/v2/users/me/vehicles/");
    expect(vehicles.filter((vehicle) => vehicle.is_primary)).toEqual([
      expect.objectContaining({ make: "Jeep", model: "Wrangler Unlimited", lift_in: 2.5 }),
    ]);
    expect(vehicles.length).toBeGreaterThanOrEqual(2);
    expect((await member<{ results: unknown[] }>("/v2/users/me/recently-viewed/")).results.length).toBeGreaterThan(0);
  });

  it("gives the member recorded tracks, one shared: anyone reads it at its share address", async () => {
    const member = await signedIn("member");
    const { tracks } = await member<MyContent>("/v2/user-content/");
    expect(tracks.length).toBeGreaterThanOrEqual(2);
    const shared = tracks.filter((track) => track.is_shared);
    expect(shared).toHaveLength(1);
    const response = await apiRequest(t.app, "GET", `/v2/user-content/shared/${shared[0]!.uuid}/`);
    expect(response.status).toBe(200);
    const content = (await response.json()) as SharedContent;
    expect(content).toMatchObject({ kind: "track", owner_name: "Morgan Member" });
  });

  it("gives the scout a signed statement of work, one waiting for a signature, and patrols to drive and reported", async () => {
    const scout = await signedIn("scout");
    const portal = await scout<ContributorPortal>("/v2/contributor-portal/");
    const statements = portal.statements_of_work.results;
    expect(statements.filter((statement) => statement.signed_at === null)).toHaveLength(1);
    expect(statements.filter((statement) => statement.signed_at !== null)).toHaveLength(1);
    expect(portal.patrols.results.map((patrol) => patrol.state).sort()).toEqual(["assigned", "reported"]);
  });

  it("gives every scout route ordered waypoints", async () => {
    const rows = await queryRows<{ id: number; waypoints: number; positions: number[] }>(sql`
      select s.id, count(w.id)::int waypoints, coalesce(array_agg(w.position order by w.position) filter (where w.id is not null), '{}') positions
      from ${scoutRoutes} s left join ${trailWaypoints} w on w.scout_route_id = s.id group by s.id`);
    expect(rows.length).toBeGreaterThan(0);
    expect(rows.filter((row) => row.waypoints < 4 || row.positions.some((position, index) => position !== index))).toEqual([]);
  });

  it("made each demo account before anything it wrote or reviewed: no review predates its member", async () => {
    for (const account of DEMO_ACCOUNTS) {
      const [user] = await t.db
        .select({ id: users.id, createdAt: users.createdAt })
        .from(users)
        .where(eq(users.email, account.email));
      const [[firstReview], [firstTrail], [firstRoute]] = await Promise.all([
        t.db
          .select({ at: min(reviews.createdAt) })
          .from(reviews)
          .where(eq(reviews.userId, user!.id)),
        t.db
          .select({ at: min(trails.createdAt) })
          .from(trails)
          .where(eq(trails.userId, user!.id)),
        t.db
          .select({ at: min(scoutRoutes.createdAt) })
          .from(scoutRoutes)
          .where(eq(scoutRoutes.userId, user!.id)),
      ]);
      for (const first of [firstReview?.at, firstTrail?.at, firstRoute?.at]) {
        if (first) expect(user!.createdAt.getTime(), account.key).toBeLessThan(first.getTime());
      }
    }
    const member = await t.db
      .select({ createdAt: users.createdAt })
      .from(users)
      .where(eq(users.email, demoAccount("member").email));
    const [reviewed] = await t.db
      .select({ n: count() })
      .from(reviews)
      .innerJoin(users, eq(users.id, reviews.userId))
      .where(eq(users.email, demoAccount("member").email));
    expect(reviewed!.n).toBeGreaterThan(0);
    expect(member[0]!.createdAt.getFullYear()).toBeLessThan(2026);
  });
});
