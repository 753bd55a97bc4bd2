import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { z } from "zod";
import { eventAdminSchema, type EventAdmin } from "../../../shared/contracts/event-admin.contract";
import { advancedSearchPageSchema, searchResultSchema } from "../../../shared/contracts/search.contract";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { events } from "../../db/schema";

// Events in search (ADR 0067): the staff event tool's writes refresh an event's search document in
// their transaction, so the global bar and the search page show what is published, as it is now.
// Each event here has words no other page holds.
let t: TestApp;
let staff: Record<string, string>;
let member: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  staff = (await insertReader(t.db, t.services, { role: "SUPER" })).headers;
  member = (await insertReader(t.db, t.services, { subscribed: true })).headers;
});
afterAll(() => t.close());

function eventFields(title: string, overrides: Record<string, unknown> = {}) {
  return {
    slug: `${title.toLowerCase().replaceAll(" ", "-")}-${randomUUID().slice(0, 8)}`,
    title,
    summary: "A day on the trails with the club.",
    body_markdown: "## What to bring\n\nA *high-clearance* rig and water.",
    starts_at: "2031-05-02T09:00",
    ends_at: "2031-05-03T17:00",
    location_name: "Moab, Utah",
    state_code: "UT",
    latitude: "38.57",
    longitude: "-109.55",
    website_url: "",
    published: "on",
    ...overrides,
  };
}

async function createEvent(fields: Record<string, unknown>): Promise<EventAdmin> {
  const response = await apiRequest(t.app, "POST", "/v2/admin/events/", fields, staff);
  expect(response.status).toBe(201);
  return eventAdminSchema.parse(await response.json());
}

async function changeEvent(id: number, change: Record<string, unknown>): Promise<void> {
  const response = await apiRequest(t.app, "PATCH", `/v2/admin/events/${id}/`, change, staff);
  expect(response.status).toBe(200);
}

async function searchPage(q: string, headers: Record<string, string> = {}) {
  const response = await apiRequest(t.app, "GET", `/v2/search/?${q}`, undefined, headers);
  expect(response.status).toBe(200);
  const page = advancedSearchPageSchema.parse(await response.json());
  // The result count is the sum of the type tabs, or under a tab, that tab's count.
  const type = new URLSearchParams(q).get("type");
  const tabs = page.facets.type.filter((facet) => type === null || facet.value === type);
  expect(
    tabs.reduce((sum, facet) => sum + facet.count, 0),
    q,
  ).toBe(page.count);
  return page;
}

async function globalBar(keyword: string, headers: Record<string, string> = {}) {
  const response = await apiRequest(t.app, "GET", `/v2/search/all/?keyword=${encodeURIComponent(keyword)}`, undefined, headers);
  expect(response.status).toBe(200);
  return z.array(searchResultSchema).parse(await response.json());
}

const titles = (results: { title: string }[]) => results.map((result) => result.title);

describe("events in search", () => {
  it("finds a published event by a word of its title and of its text, for visitors and members, linking to its page under an Events tab", async () => {
    const event = await createEvent(
      eventFields("Quollwater Rally", { body_markdown: "## Schedule\n\nA *wallabine* crawl after lunch." }),
    );
    for (const reader of [{}, member]) {
      const [first] = await globalBar("quollwater", reader);
      expect(first).toMatchObject({
        index: "events",
        title: "Quollwater Rally",
        href: `/events/${event.slug}`,
        nearest_town_name: "Moab",
        state_title: "Utah",
        _formatted: { title: "<em>Quollwater</em> Rally" },
      });
      for (const q of ["quollwater", "wallabine", "wallabine moab"]) {
        const page = await searchPage(`q=${q}`, reader);
        expect(page.results.map((hit) => hit.href)).toContain(`/events/${event.slug}`);
        expect(page.facets.type).toContainEqual({ value: "events", label: "Events", count: 1 });
      }
    }
    const tab = await searchPage("q=wallabine&type=events");
    expect(tab.count).toBe(1);
    expect(tab.results.map((hit) => hit.index)).toEqual(["events"]);
    expect((await apiRequest(t.app, "GET", `/v2/events/${event.slug}/`)).status).toBe(200);
  });

  it("never shows an unpublished event; publishing shows it at once and unpublishing hides it again", async () => {
    const event = await createEvent(eventFields("Dunnartby Jamboree", { published: undefined }));
    expect(event.published).toBe(false);
    const isFound = async () => {
      const page = await searchPage("q=dunnartby");
      const bar = await globalBar("dunnartby");
      expect(titles(bar).includes("Dunnartby Jamboree")).toBe(page.count > 0);
      return page.count > 0;
    };
    expect(await isFound()).toBe(false);
    await changeEvent(event.id, { published: true });
    expect(await isFound()).toBe(true);
    await changeEvent(event.id, { published: false });
    expect(await isFound()).toBe(false);
  });

  it("finds an edited event by its new title at once, and no longer by the old one", async () => {
    const event = await createEvent(eventFields("Bilbyford Cleanup"));
    expect(titles(await globalBar("bilbyford"))).toContain("Bilbyford Cleanup");
    await changeEvent(event.id, { title: "Kowaritown Cleanup", location_name: "Green River, Utah" });
    expect(titles(await globalBar("bilbyford"))).not.toContain("Bilbyford Cleanup");
    expect((await searchPage("q=bilbyford")).count).toBe(0);
    const [renamed] = await globalBar("kowaritown");
    expect(renamed).toMatchObject({ title: "Kowaritown Cleanup", nearest_town_name: "Green River" });
    expect((await searchPage("q=kowaritown")).results.map((hit) => hit.href)).toEqual([`/events/${event.slug}`]);
  });

  it("ranks an upcoming event before a past one that matches the same words", async () => {
    // By title alone the past one ("... 2021") would come first.
    await createEvent(eventFields("Numbatvale Trail Ride 2021", { starts_at: "2021-06-05T09:00", ends_at: "2021-06-05T17:00" }));
    await createEvent(eventFields("Numbatvale Trail Ride 2032", { starts_at: "2032-06-05T09:00", ends_at: "2032-06-05T17:00" }));
    const expected = ["Numbatvale Trail Ride 2032", "Numbatvale Trail Ride 2021"];
    expect(titles(await globalBar("numbatvale trail ride"))).toEqual(expected);
    expect(titles((await searchPage("q=numbatvale+trail+ride")).results)).toEqual(expected);
  });

  it("holds every published event and no other, the demo events included", async () => {
    const rows = await t.db.select({ slug: events.slug, published: events.published }).from(events);
    const published = rows.filter((row) => row.published).map((row) => `/events/${row.slug}`);
    expect(
      rows.some((row) => !row.published),
      "the demo has a draft event",
    ).toBe(true);
    const page = await searchPage("type=events&page_size=50");
    expect(page.count).toBe(published.length);
    expect(page.results.map((hit) => hit.href).sort()).toEqual(published.sort());
  });
});
