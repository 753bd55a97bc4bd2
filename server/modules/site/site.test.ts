import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ApiError } from "../../../shared/contracts/error.contract";
import type {
  Announcement,
  AnnouncementDetail,
  AnnouncementPage,
  Banner,
  State,
  UnreadCount,
} from "../../../shared/contracts/site.contract";
import type { AuthTokens } from "../../../shared/contracts/user.contract";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { demoAccount, type DemoAccountKey } from "../../db/seed/demo-accounts";
import { DEMO_CONTENT_PLAN } from "../../db/seed/demo-content-plan";

let t: TestApp;
let loginCount = 0;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

async function accessTokenFor(key: DemoAccountKey): Promise<string> {
  const { email, password } = demoAccount(key);
  const response = await t.app.request("/api/v2/token/", {
    method: "POST",
    // A client address per login, so the login rate limit of one test does not affect another.
    headers: { "content-type": "application/json", "x-forwarded-for": `10.77.0.${++loginCount}` },
    body: JSON.stringify({ email, password }),
  });
  if (response.status !== 200) throw new Error(`login as ${key} failed: ${response.status}`);
  return ((await response.json()) as AuthTokens).access;
}

function get(path: string, accessToken?: string) {
  return t.app.request(path, { headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
}

function post(path: string, accessToken?: string) {
  return t.app.request(path, { method: "POST", headers: accessToken ? { authorization: `Bearer ${accessToken}` } : {} });
}

async function userId(key: DemoAccountKey): Promise<number> {
  const response = await get("/api/v2/users/me/", await accessTokenFor(key));
  return ((await response.json()) as { id: number }).id;
}

describe("GET /api/v2/states/", () => {
  it("lists every US state and DC, the Canadian provinces and territories and the Mexican states", async () => {
    const response = await get("/api/v2/states/");
    expect(response.status).toBe(200);
    const states = (await response.json()) as State[];
    const inCountry = (country: string) => states.filter((state) => state.country_code === country).length;
    expect([inCountry("US"), inCountry("CAN"), inCountry("MX")]).toEqual([51, 13, 32]);
    expect(new Set(states.map((state) => state.code)).size).toBe(states.length);
    expect(states).toContainEqual(
      expect.objectContaining({ code: "DC", title: "District of Columbia", slug: "district-of-columbia" }),
    );
    expect(states).toContainEqual(expect.objectContaining({ code: "BC", title: "British Columbia", country_code: "CAN" }));
    expect(states).toContainEqual(expect.objectContaining({ code: "NLE", slug: "nuevo-leon", country_code: "MX" }));
    const titles = states.map((state) => state.title);
    expect(titles).toEqual([...titles].sort((a, b) => a.localeCompare(b, "en")));
    expect(titles.indexOf("México")).toBeLessThan(titles.indexOf("Michigan"));
  });
});

describe("site service: places", () => {
  it("lists only states with content for the States menu, by title", async () => {
    const states = await t.services.site.listStatesWithContent();
    expect(states.map((state) => state.code).sort()).toEqual(DEMO_CONTENT_PLAN.map((entry) => entry.stateCode).sort());
    expect(states.every((state) => state.content_count > 0)).toBe(true);
    expect(states.slice(0, 3).map((state) => state.code)).toEqual(["AK", "AB", "AZ"]);
  });

  it("serves the States menu from memory for a minute", async () => {
    const before = await t.services.site.listStatesWithContent();
    const [first] = before;
    await t.db.execute(sql`update states set content_count = 0 where code = ${first!.code}`);
    expect(await t.services.site.listStatesWithContent()).toEqual(before);
    t.clock.advance(60_000);
    expect((await t.services.site.listStatesWithContent()).map((state) => state.code)).not.toContain(first!.code);
    await t.db.execute(sql`update states set content_count = ${first!.content_count} where code = ${first!.code}`);
    t.clock.advance(60_000);
    expect(await t.services.site.listStatesWithContent()).toEqual(before);
  });

  it("finds a state by country and slug or by code", async () => {
    const utah = await t.services.site.getStateByCountryAndSlug("US", "utah");
    expect(utah).toEqual(expect.objectContaining({ code: "UT", title: "Utah", country_code: "US" }));
    expect(await t.services.site.getStateByCode("CHH")).toEqual(
      expect.objectContaining({ slug: "chihuahua", country_code: "MX" }),
    );
    expect(await t.services.site.getStateByCountryAndSlug("CAN", "utah")).toBeNull();
    expect(await t.services.site.getStateByCode("XX")).toBeNull();
  });

  it("keeps the county of a town without the word County", async () => {
    const utah = await t.services.site.getStateByCountryAndSlug("US", "utah");
    const { towns, count } = await t.services.site.listFirstTownsInState(utah!.id, 10_000);
    const moab = towns.find((town) => town.name === "Moab");
    expect(moab).toEqual(expect.objectContaining({ slug: "moab", county_name: "Grand" }));
    expect(moab?.latitude).toBeCloseTo(38.57, 1);
    expect(towns.length).toBe(count);
  });

  it("lists the first towns of a state by name with the state's total", async () => {
    const utah = await t.services.site.getStateByCountryAndSlug("US", "utah");
    const all = await t.services.site.listFirstTownsInState(utah!.id, 10_000);
    const first = await t.services.site.listFirstTownsInState(utah!.id, 60);
    expect(first).toEqual({ count: all.count, towns: all.towns.slice(0, 60) });
    expect(all.count).toBeGreaterThan(60);
    expect(await t.services.site.listFirstTownsInState(-1, 60)).toEqual({ count: 0, towns: [] });
  });
});

describe("GET /api/v2/general/banners/", () => {
  it("returns the banners in display order, the first shown to everyone with a link", async () => {
    const response = await get("/api/v2/general/banners/");
    expect(response.status).toBe(200);
    const [first, ...others] = (await response.json()) as Banner[];
    expect(first).toEqual(expect.objectContaining({ is_shown: true, user_group: "everyone", banner_type: "info" }));
    expect(first?.banner_message).toMatch(/<a href="\/[a-z-]+">/);
    expect(others.length).toBeGreaterThan(0);
  });
});

describe("site service: the first banner, whose space pages keep", () => {
  it("gives the first banner with its message cleaned, from memory for a minute", async () => {
    const [first] = (await (await get("/api/v2/general/banners/")).json()) as Banner[];
    const shown = await t.services.site.firstBanner();
    expect(shown).toEqual(expect.objectContaining({ id: first!.id, banner_type: first!.banner_type }));

    const original = first!.banner_message;
    const unsafe = 'Closed <a href="javascript:alert(1)" onclick="steal()">here</a><script>steal()</script>';
    await t.db.execute(sql`update banners set banner_message = ${unsafe} where id = ${first!.id}`);
    try {
      expect(await t.services.site.firstBanner()).toEqual(shown);
      t.clock.advance(60_000);
      const cleaned = (await t.services.site.firstBanner())!.banner_message;
      expect(cleaned).toContain("Closed");
      expect(cleaned).not.toMatch(/javascript:|onclick|<script/);
    } finally {
      await t.db.execute(sql`update banners set banner_message = ${original} where id = ${first!.id}`);
      t.clock.advance(60_000);
    }
  });
});

describe("announcements", () => {
  it("gives the newest few for the home page, as the first page of the list", async () => {
    const latest = await t.services.site.listLatestAnnouncements(null, 3);
    expect(latest).toEqual((await t.services.site.listAnnouncements(null, { page: 1, pageSize: 3 })).results);
  });

  it("pages newest first with next and previous links, unread for a signed-out reader", async () => {
    const response = await get("/api/v2/announcements/?page_size=5");
    expect(response.status).toBe(200);
    const page = (await response.json()) as AnnouncementPage;
    expect(page.count).toBe(12);
    expect(page.results).toHaveLength(5);
    expect(page.previous).toBeNull();
    expect(new URL(page.next!).searchParams.get("page")).toBe("2");
    expect(page.results.every((announcement) => announcement.read_at === null)).toBe(true);
    const dates = page.results.map((announcement) => announcement.published_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const last = (await (await get("/api/v2/announcements/?page=3&page_size=5")).json()) as AnnouncementPage;
    expect(last.results).toHaveLength(2);
    expect(last.next).toBeNull();
    expect(new URL(last.previous!).searchParams.get("page")).toBe("2");
  });

  it("builds the links on PUBLIC_URL, whatever Host and X-Forwarded-Host the request claims", async () => {
    const response = await t.app.request("http://attacker.example/api/v2/announcements/?page_size=5", {
      headers: { host: "attacker.example", "x-forwarded-host": "attacker.example" },
    });
    const page = (await response.json()) as AnnouncementPage;
    expect(page.next).toBe(`${t.config.publicUrl}/api/v2/announcements/?page_size=5&page=2`);
  });

  it("rejects a page size out of range with field errors", async () => {
    const response = await get("/api/v2/announcements/?page_size=0");
    expect(response.status).toBe(400);
    const body = (await response.json()) as ApiError;
    expect(body.code).toBe("invalid");
    expect(Object.keys(body.fields ?? {})).toEqual(["page_size"]);
  });

  it("gives one announcement with its Markdown body rendered to sanitized HTML", async () => {
    const [first] = (await t.services.site.listAnnouncements(null, { page: 1, pageSize: 1 })).results;
    await t.db.execute(
      sql`update announcements set body = ${"## Road report\n\n[Closures](https://example.com) <img src=x onerror=alert(1)> [bad](javascript:alert(1))"} where id = ${first!.id}`,
    );
    const response = await get(`/api/v2/announcements/${first!.id}/`);
    expect(response.status).toBe(200);
    const announcement = (await response.json()) as AnnouncementDetail;
    expect(announcement.body_html).toContain("<h2>Road report</h2>");
    expect(announcement.body_html).toContain('<a href="https://example.com">Closures</a>');
    expect(announcement.body_html).not.toMatch(/onerror|javascript:/);
  });

  it("answers 404 for an unknown announcement", async () => {
    const response = await get("/api/v2/announcements/999999/");
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual(expect.objectContaining({ code: "not_found" }));
  });

  it("needs a signed-in reader to mark one read", async () => {
    const response = await post("/api/v2/announcements/1/read/");
    expect(response.status).toBe(401);
    expect((await post("/api/v2/announcements/read-all/")).status).toBe(401);
    expect((await get("/api/v2/announcements/unread-count/")).status).toBe(401);
  });

  it("marks one read for that reader only, once", async () => {
    const memberToken = await accessTokenFor("member");
    const freeToken = await accessTokenFor("free");
    const [newest] = ((await (await get("/api/v2/announcements/", memberToken)).json()) as AnnouncementPage).results;
    const unreadBefore = await t.services.site.countUnreadAnnouncements(await userId("member"));

    const marked = await post(`/api/v2/announcements/${newest!.id}/read/`, memberToken);
    expect(marked.status).toBe(200);
    const { read_at: readAt } = (await marked.json()) as Announcement;
    expect(readAt).toBe(t.clock.now().toISOString());

    t.clock.advance(60_000);
    const again = (await (await post(`/api/v2/announcements/${newest!.id}/read/`, memberToken)).json()) as Announcement;
    expect(again.read_at).toBe(readAt);

    const asMember = (await (await get(`/api/v2/announcements/${newest!.id}/`, memberToken)).json()) as Announcement;
    const asFree = (await (await get(`/api/v2/announcements/${newest!.id}/`, freeToken)).json()) as Announcement;
    const asSignedOut = (await (await get(`/api/v2/announcements/${newest!.id}/`)).json()) as Announcement;
    expect(asMember.read_at).toBe(readAt);
    expect(asFree.read_at).toBeNull();
    expect(asSignedOut.read_at).toBeNull();
    expect(await t.services.site.countUnreadAnnouncements(await userId("member"))).toBe(unreadBefore - 1);
    expect(await t.services.site.countUnreadAnnouncements(await userId("free"))).toBe(12);
  });

  it("answers 404 when marking an unknown announcement read", async () => {
    const response = await post("/api/v2/announcements/999999/read/", await accessTokenFor("writer"));
    expect(response.status).toBe(404);
  });

  it("marks every announcement read at once", async () => {
    const token = await accessTokenFor("scout");
    const unreadCount = async () =>
      ((await (await get("/api/v2/announcements/unread-count/", token)).json()) as UnreadCount).unread_count;
    expect(await unreadCount()).toBe(await t.services.site.countUnreadAnnouncements(await userId("scout")));
    expect(await unreadCount()).toBeGreaterThan(0);
    const response = await post("/api/v2/announcements/read-all/", token);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ unread_count: 0 });
    const page = (await (await get("/api/v2/announcements/?page_size=100", token)).json()) as AnnouncementPage;
    expect(page.results.every((announcement) => announcement.read_at !== null)).toBe(true);
    expect(await unreadCount()).toBe(0);
    const signedOut = (await (await get("/api/v2/announcements/?page_size=100")).json()) as AnnouncementPage;
    expect(signedOut.results.every((announcement) => announcement.read_at === null)).toBe(true);
  });
});
