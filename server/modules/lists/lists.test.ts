import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { LIST_LIMITS } from "../../../shared/domain/list-limits";
import {
  listDetailSchema,
  listItemSchema,
  listMembershipsSchema,
  recentlyViewedSchema,
  listSummarySchema,
  type ListDetail,
  type ListSummary,
} from "../../../shared/contracts/lists.contract";
import { paginatedSchema } from "../../../shared/contracts/site.contract";
import { eq } from "drizzle-orm";
import { trails } from "../../db/schema";
import { insertPhoto, insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { insertList, insertOrvPark, insertTrailItems } from "../../../tests/factories/lists";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let owner: Reader, stranger: Reader, admin: Reader;

beforeAll(async () => {
  t = await createTestApp();
  [owner, stranger, admin] = await Promise.all([
    insertReader(t.db, t.services, { name: "Olive Owner" }),
    insertReader(t.db, t.services),
    insertReader(t.db, t.services, { role: "ADMIN" }),
  ]);
});
afterAll(() => t.close());

type Headers = Record<string, string>;
const request = (method: string, path: string, body?: unknown, headers: Headers = {}) =>
  apiRequest(t.app, method, path, body, headers);

async function createList(reader: Reader, body: Record<string, unknown> = { name: "Moab weekend" }): Promise<ListSummary> {
  const response = await request("POST", "/v2/lists/", body, reader.headers);
  expect(response.status).toBe(201);
  return listSummarySchema.parse(await response.json());
}

async function addItem(reader: Reader, uuid: string, productType: string, id: number) {
  return request("POST", `/v2/lists/${uuid}/items/`, { product_type: productType, id }, reader.headers);
}

async function getDetail(uuid: string, headers: Headers = {}): Promise<ListDetail> {
  const response = await request("GET", `/v2/lists/${uuid}/`, undefined, headers);
  expect(response.status).toBe(200);
  return listDetailSchema.parse(await response.json());
}

describe("POST /api/v2/lists/", () => {
  it("creates a private list for the signed-in user", async () => {
    const list = await createList(owner, { name: "  Colorado passes  ", description: "Late July" });
    expect(list).toMatchObject({
      name: "Colorado passes",
      description: "Late July",
      is_public: false,
      item_count: 0,
      owner: { uuid: owner.uuid, name: "Olive Owner" },
    });
  });

  it("needs a signed-in user", async () => {
    const response = await request("POST", "/v2/lists/", { name: "Nope" });
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({
      detail: "Authentication credentials were not provided.",
      code: "not_authenticated",
    });
  });

  it.each([
    [{}, "name"],
    [{ name: "   " }, "name"],
    [{ name: "x".repeat(LIST_LIMITS.nameMaxLength + 1) }, "name"],
    [{ name: "Fine", description: "x".repeat(LIST_LIMITS.descriptionMaxLength + 1) }, "description"],
    [{ name: "Fine", is_public: "yes" }, "is_public"],
  ])("refuses %j with a field error on %s", async (body, field) => {
    const response = await request("POST", "/v2/lists/", body, owner.headers);
    expect(response.status).toBe(400);
    const error = (await response.json()) as { code: string; fields: Record<string, string[]> };
    expect(error.code).toBe("invalid");
    expect(Object.keys(error.fields)).toEqual([field]);
  });

  it("says plainly what is wrong with the name", async () => {
    const empty = await request("POST", "/v2/lists/", { name: "" }, owner.headers);
    expect(((await empty.json()) as { fields: Record<string, string[]> }).fields.name).toEqual(["Enter a name for the list."]);
    const long = await request("POST", "/v2/lists/", { name: "x".repeat(81) }, owner.headers);
    expect(((await long.json()) as { fields: Record<string, string[]> }).fields.name).toEqual([
      "Keep the name to 80 characters or fewer.",
    ]);
  });

  it(`stops at ${LIST_LIMITS.listsPerOwner} lists per user`, async () => {
    const collector = await insertReader(t.db, t.services);
    for (let n = 1; n < LIST_LIMITS.listsPerOwner; n += 1) await insertList(t.db, collector.id);
    await createList(collector, { name: "The hundredth" });
    const response = await request("POST", "/v2/lists/", { name: "One too many" }, collector.headers);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "too_many_lists" });
  });
});

describe("GET /api/v2/lists/", () => {
  it("pages the user's own lists, newest first, with their item counts", async () => {
    const reader = await insertReader(t.db, t.services);
    const older = await insertList(t.db, reader.id, { name: "Older", createdAt: new Date("2025-01-01T00:00:00Z") });
    await insertList(t.db, reader.id, { name: "Newer", createdAt: new Date("2025-02-01T00:00:00Z") });
    await insertList(t.db, stranger.id, { name: "Not mine" });
    const trail = await insertTrail(t.db);
    await insertTrailItems(t.db, older.id, [trail.id]);

    const response = await request("GET", "/v2/lists/?page_size=1", undefined, reader.headers);
    expect(response.status).toBe(200);
    const page = paginatedSchema(listSummarySchema).parse(await response.json());
    expect(page.count).toBe(2);
    expect(page.results.map((list) => list.name)).toEqual(["Newer"]);
    expect(page.next).toContain("page=2");
    const second = paginatedSchema(listSummarySchema).parse(
      await (await request("GET", "/v2/lists/?page=2&page_size=1", undefined, reader.headers)).json(),
    );
    expect(second.results).toMatchObject([{ name: "Older", item_count: 1 }]);
  });

  it("needs a signed-in user", async () => {
    expect((await request("GET", "/v2/lists/")).status).toBe(401);
  });
});

describe("GET /api/v2/lists/{uuid}/", () => {
  it("shows a private list to its owner only; to everyone else it does not exist", async () => {
    const list = await createList(owner);
    expect((await getDetail(list.uuid, owner.headers)).relation).toBe("owner");
    for (const headers of [{}, stranger.headers, admin.headers]) {
      const response = await request("GET", `/v2/lists/${list.uuid}/`, undefined, headers);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ detail: "List not found.", code: "not_found" });
    }
  });

  it("shows a public list to anyone, read-only", async () => {
    const list = await createList(owner, { name: "Shared", is_public: true });
    expect((await getDetail(list.uuid)).relation).toBe("stranger");
    expect((await getDetail(list.uuid, stranger.headers)).relation).toBe("stranger");
  });

  it("is a 404 for an unknown or malformed uuid", async () => {
    expect((await request("GET", "/v2/lists/00000000-0000-4000-8000-000000000000/")).status).toBe(404);
    expect((await request("GET", "/v2/lists/not-a-uuid/")).status).toBe(404);
  });

  it("carries only public card fields of each guide, never a line, a description or the full photos", async () => {
    const list = await createList(owner, { name: "Paywall check", is_public: true });
    const trail = await insertTrail(t.db, { isPreview: false });
    const route = await insertScoutRoute(t.db);
    const park = await insertOrvPark(t.db);
    await insertPhoto(t.db, { trailId: trail.id }, { photoType: 0 });
    await insertPhoto(t.db, { trailId: trail.id }, { photoType: 2 });
    for (const [type, id] of [
      ["trails", trail.id],
      ["scout-routes", route.id],
      ["orv-parks", park.id],
    ] as const) {
      expect((await addItem(owner, list.uuid, type, id)).status).toBe(201);
    }

    const response = await request("GET", `/v2/lists/${list.uuid}/`, undefined, stranger.headers);
    const raw = (await response.json()) as { items: Record<string, unknown>[] };
    const text = JSON.stringify(raw);
    for (const field of ["geojson", "bounds", "description_html", "route_description", "waypoints", "teaser", '"photos"']) {
      expect(text).not.toContain(field);
    }
    const detail = listDetailSchema.parse(raw);
    expect(detail.items.map((item) => item.product_type)).toEqual(["trails", "scout-routes", "orv-parks"]);
    const [trailItem, routeItem, parkItem] = detail.items;
    expect(trailItem).toMatchObject({
      guide_id: trail.id,
      href: `/US/utah/trails/${trail.id}-${trail.slug}`,
      card: { title: trail.title, nearest_town_name: "Ouray", length: 8.25, difficulty_props: { label: "Moderate" } },
    });
    expect(trailItem!.card.hero_photo?.resized_medium).toMatch(/\/medium\.jpg$/);
    expect(routeItem!.href).toBe(`/US/utah/scout-routes/${route.id}-${route.slug}`);
    expect(parkItem).toMatchObject({ href: `/US/utah/orv-parks/${park.slug}`, card: { title: park.title, acreage: 1200 } });
  });

  it("leaves out guides that were unpublished after being added", async () => {
    const list = await insertList(t.db, owner.id);
    const [hidden, shown] = [await insertTrail(t.db, { published: false }), await insertTrail(t.db)];
    await insertTrailItems(t.db, list.id, [hidden.id, shown.id]);
    expect((await getDetail(list.uuid, owner.headers)).items.map((item) => item.guide_id)).toEqual([shown.id]);
  });
});

describe("PATCH and DELETE /api/v2/lists/{uuid}/", () => {
  it("lets the owner rename, describe and share a list", async () => {
    const list = await createList(owner);
    const response = await request(
      "PATCH",
      `/v2/lists/${list.uuid}/`,
      { name: "Moab long weekend", description: "With the club", is_public: true },
      owner.headers,
    );
    expect(response.status).toBe(200);
    expect(listSummarySchema.parse(await response.json())).toMatchObject({
      name: "Moab long weekend",
      description: "With the club",
      is_public: true,
    });
  });

  it("refuses an empty name", async () => {
    const list = await createList(owner);
    const response = await request("PATCH", `/v2/lists/${list.uuid}/`, { name: "" }, owner.headers);
    expect(response.status).toBe(400);
  });

  it("answers 401 signed out, 403 on someone else's public list and 404 on their private one", async () => {
    const shared = await createList(owner, { name: "Shared", is_public: true });
    const hidden = await createList(owner, { name: "Hidden" });
    expect((await request("PATCH", `/v2/lists/${shared.uuid}/`, { name: "Mine" })).status).toBe(401);
    expect((await request("PATCH", `/v2/lists/${shared.uuid}/`, { name: "Mine" }, stranger.headers)).status).toBe(403);
    expect((await request("DELETE", `/v2/lists/${shared.uuid}/`, undefined, admin.headers)).status).toBe(403);
    expect((await request("PATCH", `/v2/lists/${hidden.uuid}/`, { name: "Mine" }, stranger.headers)).status).toBe(404);
    expect((await request("DELETE", `/v2/lists/${hidden.uuid}/`, undefined, stranger.headers)).status).toBe(404);
    expect((await getDetail(shared.uuid)).name).toBe("Shared");
  });

  it("deletes the list and its items", async () => {
    const list = await createList(owner);
    const trail = await insertTrail(t.db);
    await addItem(owner, list.uuid, "trails", trail.id);
    expect((await request("DELETE", `/v2/lists/${list.uuid}/`, undefined, owner.headers)).status).toBe(204);
    expect((await request("GET", `/v2/lists/${list.uuid}/`, undefined, owner.headers)).status).toBe(404);
  });
});

describe("items", () => {
  it("adds guides at the end, once each", async () => {
    const list = await createList(owner);
    const [first, second] = [await insertTrail(t.db), await insertTrail(t.db)];
    const added = await addItem(owner, list.uuid, "trails", first.id);
    expect(added.status).toBe(201);
    expect(listItemSchema.parse(await added.json())).toMatchObject({ position: 0, guide_id: first.id });
    expect(listItemSchema.parse(await (await addItem(owner, list.uuid, "trails", second.id)).json()).position).toBe(1);

    const again = await addItem(owner, list.uuid, "trails", first.id);
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ code: "already_in_list" });
    expect((await getDetail(list.uuid, owner.headers)).item_count).toBe(2);
  });

  it("refuses unknown and unpublished guides, and unknown product types", async () => {
    const list = await createList(owner);
    const draft = await insertScoutRoute(t.db, { published: false });
    const draftPark = await insertOrvPark(t.db, { published: false });
    expect((await addItem(owner, list.uuid, "trails", 2_000_000_000)).status).toBe(404);
    expect((await addItem(owner, list.uuid, "scout-routes", draft.id)).status).toBe(404);
    expect((await addItem(owner, list.uuid, "orv-parks", draftPark.id)).status).toBe(404);
    const wrongType = await addItem(owner, list.uuid, "events", 1);
    expect(wrongType.status).toBe(400);
    expect(Object.keys(((await wrongType.json()) as { fields: object }).fields)).toEqual(["product_type"]);
  });

  it("only lets the owner add and remove", async () => {
    const list = await createList(owner, { name: "Shared", is_public: true });
    const trail = await insertTrail(t.db);
    expect((await request("POST", `/v2/lists/${list.uuid}/items/`, { product_type: "trails", id: trail.id })).status).toBe(401);
    expect((await addItem(stranger, list.uuid, "trails", trail.id)).status).toBe(403);
    const item = listItemSchema.parse(await (await addItem(owner, list.uuid, "trails", trail.id)).json());
    expect((await request("DELETE", `/v2/lists/${list.uuid}/items/${item.id}/`, undefined, stranger.headers)).status).toBe(403);
    expect((await request("DELETE", `/v2/lists/${list.uuid}/items/${item.id}/`, undefined, owner.headers)).status).toBe(204);
    expect((await request("DELETE", `/v2/lists/${list.uuid}/items/${item.id}/`, undefined, owner.headers)).status).toBe(404);
    expect((await getDetail(list.uuid)).items).toEqual([]);
  });

  it("cannot remove an item through another of the owner's lists", async () => {
    const [a, b] = [await createList(owner), await createList(owner)];
    const trail = await insertTrail(t.db);
    const item = listItemSchema.parse(await (await addItem(owner, a.uuid, "trails", trail.id)).json());
    expect((await request("DELETE", `/v2/lists/${b.uuid}/items/${item.id}/`, undefined, owner.headers)).status).toBe(404);
    expect((await getDetail(a.uuid, owner.headers)).item_count).toBe(1);
  });

  it(`stops at ${LIST_LIMITS.itemsPerList} guides per list`, async () => {
    const list = await insertList(t.db, owner.id);
    const trailIds: number[] = [];
    for (let n = 0; n < LIST_LIMITS.itemsPerList; n += 1) trailIds.push((await insertTrail(t.db)).id);
    await insertTrailItems(t.db, list.id, trailIds);
    const response = await addItem(owner, list.uuid, "scout-routes", (await insertScoutRoute(t.db)).id);
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({ code: "list_full" });
  });
});

describe("PUT /api/v2/lists/{uuid}/items/order/", () => {
  async function listWithThree() {
    const list = await createList(owner);
    const ids: number[] = [];
    for (const trail of [await insertTrail(t.db), await insertTrail(t.db), await insertTrail(t.db)]) {
      ids.push(listItemSchema.parse(await (await addItem(owner, list.uuid, "trails", trail.id)).json()).id);
    }
    return { list, ids };
  }

  it("puts the items in the order given", async () => {
    const { list, ids } = await listWithThree();
    const [a, b, c] = ids as [number, number, number];
    const response = await request("PUT", `/v2/lists/${list.uuid}/items/order/`, { item_ids: [c, a, b] }, owner.headers);
    expect(response.status).toBe(200);
    expect(listDetailSchema.parse(await response.json()).items.map((item) => [item.id, item.position])).toEqual([
      [c, 0],
      [a, 1],
      [b, 2],
    ]);
    expect((await getDetail(list.uuid, owner.headers)).items.map((item) => item.id)).toEqual([c, a, b]);
  });

  it.each([
    ["a missing item", (ids: number[]) => ids.slice(1)],
    ["a doubled item", (ids: number[]) => [ids[0]!, ids[0]!, ids[1]!]],
    ["a foreign item", (ids: number[]) => [...ids.slice(1), 2_000_000_000]],
  ])("refuses an order with %s", async (_label, reorder) => {
    const { list, ids } = await listWithThree();
    const response = await request("PUT", `/v2/lists/${list.uuid}/items/order/`, { item_ids: reorder(ids) }, owner.headers);
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ code: "invalid", fields: { item_ids: [expect.any(String)] } });
    expect((await getDetail(list.uuid, owner.headers)).items.map((item) => item.id)).toEqual(ids);
  });

  it("is the owner's alone", async () => {
    const { list, ids } = await listWithThree();
    await request("PATCH", `/v2/lists/${list.uuid}/`, { is_public: true }, owner.headers);
    const response = await request("PUT", `/v2/lists/${list.uuid}/items/order/`, { item_ids: ids.reverse() }, stranger.headers);
    expect(response.status).toBe(403);
  });
});

describe("GET /api/v2/lists/containing/", () => {
  it("lists the user's lists, each with the item holding the guide or null", async () => {
    const reader = await insertReader(t.db, t.services);
    const trail = await insertTrail(t.db);
    const holding = await createList(reader, { name: "Has it" });
    await createList(reader, { name: "Does not" });
    await createList(owner, { name: "Someone else's" });
    const item = listItemSchema.parse(await (await addItem(reader, holding.uuid, "trails", trail.id)).json());

    const response = await request("GET", `/v2/lists/containing/?product_type=trails&id=${trail.id}`, undefined, reader.headers);
    expect(response.status).toBe(200);
    const { results } = listMembershipsSchema.parse(await response.json());
    expect(results.map(({ name, item_count, item_id }) => [name, item_count, item_id])).toEqual([
      ["Does not", 0, null],
      ["Has it", 1, item.id],
    ]);
    expect(results[1]!.uuid).toBe(holding.uuid);
  });

  it("needs a signed-in user and a valid guide", async () => {
    expect((await request("GET", "/v2/lists/containing/?product_type=trails&id=1")).status).toBe(401);
    expect((await request("GET", "/v2/lists/containing/?product_type=roads&id=1", undefined, owner.headers)).status).toBe(400);
  });
});

describe("recently viewed guides (the dashboard)", () => {
  it("lists the guides a reader opened, newest first, once each, only their own and only visible ones", async () => {
    const reader = await insertReader(t.db, t.services);
    const [first, second] = [await insertTrail(t.db), await insertScoutRoute(t.db)];
    const hidden = await insertTrail(t.db);
    const view = (body: Record<string, unknown>, headers: Headers) =>
      request("POST", "/v2/users/screen-view/", { platform: "website", ...body }, headers);
    await view({ trail_id: first.id }, reader.headers);
    t.clock.advance(1000);
    await view({ scout_route_id: second.id }, reader.headers);
    t.clock.advance(1000);
    await view({ trail_id: hidden.id }, reader.headers);
    t.clock.advance(1000);
    await view({ trail_id: first.id }, reader.headers);
    const other = await insertReader(t.db, t.services);
    await view({ scout_route_id: second.id }, other.headers);
    await t.db.update(trails).set({ published: false, workflowState: "accepted" }).where(eq(trails.id, hidden.id));

    const recentOf = async (headers: Headers) => {
      const response = await request("GET", "/v2/users/me/recently-viewed/", undefined, headers);
      expect(response.status).toBe(200);
      return recentlyViewedSchema.parse(await response.json()).results.map((item) => [item.product_type, item.guide_id]);
    };
    expect(await recentOf(reader.headers)).toEqual([
      ["trails", first.id],
      ["scout-routes", second.id],
    ]);
    expect(await recentOf(other.headers)).toEqual([["scout-routes", second.id]]);
    expect((await request("GET", "/v2/users/me/recently-viewed/")).status).toBe(401);
  });
});
