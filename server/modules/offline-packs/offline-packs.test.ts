import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { offlinePackCheckResultSchema, offlinePackPlanSchema } from "../../../shared/contracts/offline-packs.contract";
import { STORED_FILE_OVERHEAD_BYTES } from "../../../shared/domain/offline-pack-size";
import { insertPhoto, insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { trackDetailSchema, type TrackDetail } from "../../../shared/contracts/user-content.contract";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

const request = (method: string, path: string, reader?: Reader, body?: unknown) =>
  apiRequest(t.app, method, `/v2/offline-packs${path}`, body, reader?.headers ?? {});
const member = () => insertReader(t.db, t.services, { subscribed: true });
const freeReader = () => insertReader(t.db, t.services);

/** A track the member draws in My Content (a planned route is saved the same way). */
async function drawTrack(owner: Reader): Promise<TrackDetail> {
  const line = {
    type: "LineString",
    coordinates: [
      [-109.55, 38.57],
      [-109.54, 38.575],
      [-109.53, 38.58],
    ],
  };
  const response = await apiRequest(
    t.app,
    "POST",
    "/v2/user-content/tracks/",
    { name: "Fins loop", geometry: line },
    owner.headers,
  );
  expect(response.status).toBe(201);
  return trackDetailSchema.parse(await response.json());
}

describe("the plan of an offline pack", () => {
  it("lists a paid reader's pack: GPX, style, glyphs, photos and tiles per zoom, each level within its size", async () => {
    const trail = await insertTrail(t.db);
    await insertPhoto(t.db, { trailId: trail.id });
    const response = await request("GET", `/trails/${trail.id}/`, await member());
    expect(response.status).toBe(200);
    const plan = offlinePackPlanSchema.parse(await response.json());
    expect(plan).toMatchObject({ kind: "trails", id: trail.id, title: trail.title });
    expect(plan.page_path).toMatch(new RegExp(`^/US/utah/trails/(${trail.id}-)?${trail.slug}$`));
    expect(plan.resources).toEqual(
      expect.arrayContaining([
        `/api/v2/trails/${trail.id}/gpx/`,
        "/basemaps/offline/style.json",
        "/basemaps/fonts/Noto%20Sans%20Regular/0-255.pbf",
        expect.stringMatching(/medium\.jpg$/),
        expect.stringMatching(/large\.jpg$/),
      ]),
    );
    // The area covers the route with its margin.
    const [[west], [, north]] = plan.bounds;
    expect(west).toBeLessThan(trail.bounds[0][0]);
    expect(north).toBeGreaterThan(trail.bounds[1][1]);

    const [standard, detailed] = plan.detail_levels;
    expect(standard).toMatchObject({ id: "standard", label: "Standard" });
    expect(detailed).toMatchObject({ id: "detailed", label: "Detailed" });
    expect(standard!.estimated_bytes).toBeLessThanOrEqual(35_000_000);
    expect(detailed!.estimated_bytes).toBeLessThanOrEqual(80_000_000);
    expect(detailed!.max_zoom).toBeGreaterThan(standard!.max_zoom);
    expect(detailed!.estimated_bytes).toBeGreaterThan(standard!.estimated_bytes);
    // Every stored tile takes its entry, empty or not: the detailed level's extra tiles estimate that much more.
    expect(detailed!.estimated_bytes - standard!.estimated_bytes).toBeGreaterThanOrEqual(
      (detailed!.tile_count - standard!.tile_count) * STORED_FILE_OVERHEAD_BYTES,
    );
    const names = standard!.tile_sets.map((set) => set.name);
    expect(names).toEqual(["basemap", "guide", "public-lands", "roads"]);
    const guideTiles = standard!.tile_sets.find((set) => set.name === "guide")!;
    expect(guideTiles.template).toBe("/tiles/guides/{z}/{x}/{y}.mvt");
    expect(guideTiles.ranges.at(-1)!.z).toBe(standard!.max_zoom);
    expect(
      guideTiles.ranges.every((range) => range.count === (range.max_x - range.min_x + 1) * (range.max_y - range.min_y + 1)),
    ).toBe(true);
  });

  it("plans scout routes with their GPX and the guide tiles", async () => {
    const route = await insertScoutRoute(t.db);
    const response = await request("GET", `/scout-routes/${route.id}/`, await member());
    expect(response.status).toBe(200);
    const plan = offlinePackPlanSchema.parse(await response.json());
    expect(plan.resources).toContain(`/api/v2/scout-routes/${route.id}/gpx/`);
    expect(plan.detail_levels[0]!.tile_sets.map((set) => set.template)).toContain("/tiles/guides/{z}/{x}/{y}.mvt");
  });

  it("refuses a free reader (403) and a visitor (401)", async () => {
    const trail = await insertTrail(t.db);
    const refused = await request("GET", `/trails/${trail.id}/`, await freeReader());
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { detail: string }).detail).toBe("Saving for offline is part of All-Access membership.");
    expect((await request("GET", `/trails/${trail.id}/`)).status).toBe(401);
  });

  it("answers 404 for an unpublished guide, an unknown one, a bad id or kind", async () => {
    const hidden = await insertTrail(t.db, { published: false });
    const reader = await member();
    expect((await request("GET", `/trails/${hidden.id}/`, reader)).status).toBe(404);
    expect((await request("GET", "/trails/999999/", reader)).status).toBe(404);
    expect((await request("GET", "/trails/abc/", reader)).status).toBe(404);
    expect((await request("GET", "/trails/-3/", reader)).status).toBe(404);
    expect((await request("GET", "/parks/1/", reader)).status).toBe(404);
  });
});

describe("the plan of a track's offline pack", () => {
  it("stores the owner's track page, its GPX and its line over the basemap", async () => {
    const owner = await member();
    const track = await drawTrack(owner);
    const response = await request("GET", `/tracks/${track.uuid}/`, owner);
    expect(response.status).toBe(200);
    const plan = offlinePackPlanSchema.parse(await response.json());
    expect(plan).toMatchObject({ kind: "tracks", id: track.uuid, title: "Fins loop", page_path: `/user-content/${track.uuid}` });
    expect(plan.resources).toContain(`/api/v2/user-content/tracks/${track.uuid}/export/?format=gpx`);
    const [standard] = plan.detail_levels;
    expect(standard!.tile_sets.map((set) => set.name)).toEqual(["basemap", "track"]);
    expect(standard!.tile_sets[1]!.template).toBe(`/api/v2/user-content/shared/${track.uuid}/tiles/{z}/{x}/{y}.mvt`);
    expect(standard!.estimated_bytes).toBeLessThanOrEqual(35_000_000);

    // The tiles it lists are the owner's to fetch, though the track is not shared.
    const [range] = standard!.tile_sets[1]!.ranges;
    const tile = await apiRequest(
      t.app,
      "GET",
      `/v2/user-content/shared/${track.uuid}/tiles/${range!.z}/${range!.min_x}/${range!.min_y}.mvt`,
      undefined,
      owner.headers,
    );
    expect(tile.status).toBe(200);
  });

  it("is no one else's: another member gets a 404, the owner without All-Access a 403, a bad uuid a 404", async () => {
    const owner = await member();
    const track = await drawTrack(owner);
    expect((await request("GET", `/tracks/${track.uuid}/`, await member())).status).toBe(404);
    expect((await request("GET", `/tracks/${track.uuid}/`, await freeReader())).status).toBe(403);
    expect((await request("GET", "/tracks/42/", owner)).status).toBe(404);
    expect((await request("GET", "/tracks/not-a-uuid/", owner)).status).toBe(404);
  });
});

describe("checking saved packs", () => {
  it("keeps the owner's track packs and marks a deleted track's and someone else's for removal", async () => {
    const [owner, other] = [await member(), await member()];
    const [kept, deleted, theirs] = [await drawTrack(owner), await drawTrack(owner), await drawTrack(other)];
    await apiRequest(t.app, "DELETE", `/v2/user-content/tracks/${deleted.uuid}/`, undefined, owner.headers);
    const response = await request("POST", "/check/", owner, {
      packs: [kept, deleted, theirs].map((track) => ({ kind: "tracks", id: track.uuid })),
    });
    expect(offlinePackCheckResultSchema.parse(await response.json())).toEqual({
      readable: [{ kind: "tracks", id: kept.uuid }],
      unreadable: [
        { kind: "tracks", id: deleted.uuid },
        { kind: "tracks", id: theirs.uuid },
      ],
    });
  });

  it("keeps a paid reader's packs and marks the gone or unpublished ones for removal", async () => {
    const [open, hidden] = [await insertTrail(t.db), await insertTrail(t.db, { published: false })];
    const route = await insertScoutRoute(t.db);
    const response = await request("POST", "/check/", await member(), {
      packs: [
        { kind: "trails", id: open.id },
        { kind: "scout-routes", id: route.id },
        { kind: "trails", id: hidden.id },
        { kind: "trails", id: 999_999 },
      ],
    });
    expect(response.status).toBe(200);
    expect(offlinePackCheckResultSchema.parse(await response.json())).toEqual({
      readable: [
        { kind: "trails", id: open.id },
        { kind: "scout-routes", id: route.id },
      ],
      unreadable: [
        { kind: "trails", id: hidden.id },
        { kind: "trails", id: 999_999 },
      ],
    });
  });

  it("tells a lapsed reader to delete every paid pack but keeps All-Access Preview ones", async () => {
    const [paid, preview] = [await insertTrail(t.db), await insertTrail(t.db, { isPreview: true })];
    const response = await request("POST", "/check/", await freeReader(), {
      packs: [
        { kind: "trails", id: paid.id },
        { kind: "trails", id: preview.id },
      ],
    });
    expect(offlinePackCheckResultSchema.parse(await response.json())).toEqual({
      readable: [{ kind: "trails", id: preview.id }],
      unreadable: [{ kind: "trails", id: paid.id }],
    });
  });

  describe("reads the reader's access now, not the access token's copy of it", () => {
    const reason = "Checked with the member";
    const checkOne = async (reader: Reader, trailId: number) =>
      offlinePackCheckResultSchema.parse(
        await (await request("POST", "/check/", reader, { packs: [{ kind: "trails", id: trailId }] })).json(),
      );
    const asSuper = (path: string, body: unknown, staff: Reader) =>
      apiRequest(t.app, "POST", `/v2/admin${path}`, body, staff.headers);

    it("removes the packs of a member whose complimentary All-Access was taken back a moment ago", async () => {
      const [trail, staff] = [await insertTrail(t.db), await insertReader(t.db, t.services, { role: "SUPER" })];
      const { uuid, id } = await insertReader(t.db, t.services);
      const endsOn = new Date(t.clock.now().getTime() + 30 * 86_400_000).toISOString().slice(0, 10);
      const granted = await asSuper(`/users/${uuid}/complimentary-access/`, { ends_on: endsOn, reason }, staff);
      const { grants } = (await granted.json()) as { grants: { id: number }[] };
      // Signed in while the grant ran: the token says subscribed.
      const { access } = await t.services.tokens.issue(id);
      const member = { uuid, headers: { authorization: `Bearer ${access}` } } as Reader;
      expect(await checkOne(member, trail.id)).toEqual({ readable: [{ kind: "trails", id: trail.id }], unreadable: [] });

      const revoked = await asSuper(`/users/${uuid}/complimentary-access/${grants[0]!.id}/revoke/`, { reason }, staff);
      expect(revoked.status).toBe(200);
      expect(await checkOne(member, trail.id)).toEqual({ readable: [], unreadable: [{ kind: "trails", id: trail.id }] });
    });
  });

  it("tells a signed-out browser to delete every pack, even All-Access Preview ones", async () => {
    const [paid, preview] = [await insertTrail(t.db), await insertTrail(t.db, { isPreview: true })];
    const packs = [
      { kind: "trails", id: paid.id },
      { kind: "trails", id: preview.id },
    ];
    const response = await request("POST", "/check/", undefined, { packs });
    expect(response.status).toBe(200);
    expect(offlinePackCheckResultSchema.parse(await response.json())).toEqual({ readable: [], unreadable: packs });
  });

  it("refuses a malformed list", async () => {
    expect((await request("POST", "/check/", undefined, { packs: [{ kind: "trails" }] })).status).toBe(400);
    const bad = await request("POST", "/check/", await member(), { packs: [{ kind: "parks", id: 1 }] });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(await bad.json())).toContain("Packs are of trails, scout-routes or tracks.");
    const trackById = await request("POST", "/check/", await member(), { packs: [{ kind: "tracks", id: 1 }] });
    expect(trackById.status).toBe(400);
  });
});
