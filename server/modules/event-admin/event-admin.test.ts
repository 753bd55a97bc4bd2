import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogPageSchema } from "../../../shared/contracts/audit-log.contract";
import { eventAdminPageSchema, eventAdminSchema } from "../../../shared/contracts/event-admin.contract";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";

let t: TestApp;
let superUser: Awaited<ReturnType<typeof insertReader>>;
let admin: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  superUser = await insertReader(t.db, t.services, { role: "SUPER" });
  admin = (await insertReader(t.db, t.services, { role: "ADMIN" })).headers;
});
afterAll(() => t.close());

const request = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  apiRequest(t.app, method, `/v2${path}`, body, headers);

const newSlug = () => `rally-${randomUUID().slice(0, 8)}`;

const festival = () => ({
  slug: newSlug(),
  title: "Desert Rally",
  summary: "Three days of trails.",
  body_markdown: "## Schedule\n\nDrive **all** day.<script>alert(1)</script>",
  starts_at: "2027-04-02T09:00",
  ends_at: "2027-04-04T17:00",
  location_name: "Moab, Utah",
  state_code: "UT",
  latitude: "38.57",
  longitude: "",
  website_url: "https://rally.example.test",
  published: "on",
});

async function createEvent(body: Record<string, unknown> = festival()) {
  const response = await request("POST", "/admin/events/", superUser.headers, body);
  expect(response.status).toBe(201);
  return eventAdminSchema.parse(await response.json());
}

async function auditOf(id: number) {
  const response = await request("GET", `/admin/audit-log/?entity_type=event&entity_id=${id}`, superUser.headers);
  return auditLogPageSchema.parse(await response.json()).results;
}

describe("the staff event tool", () => {
  it("is for SUPER only: 401 signed out, 403 for an ADMIN", async () => {
    expect((await request("GET", "/admin/events/", {})).status).toBe(401);
    expect((await request("POST", "/admin/events/", {}, festival())).status).toBe(401);
    expect((await request("GET", "/admin/events/", admin)).status).toBe(403);
    expect((await request("POST", "/admin/events/", admin, festival())).status).toBe(403);
    expect((await request("PATCH", "/admin/events/1/", admin, { published: false })).status).toBe(403);
  });

  it("creates an event the public page shows, sanitized, and logs who created it", async () => {
    const event = await createEvent();
    expect(event).toMatchObject({
      title: "Desert Rally",
      starts_at: "2027-04-02T09:00:00.000Z",
      state: { code: "UT" },
      latitude: 38.57,
      longitude: null,
      published: true,
    });
    const page = await request("GET", `/events/${event.slug}/`, {});
    expect(page.status).toBe(200);
    const { body_html } = (await page.json()) as { body_html: string };
    expect(body_html).toContain("<strong>all</strong>");
    expect(body_html).not.toContain("<script");
    const [entry] = await auditOf(event.id);
    expect(entry).toMatchObject({ action: "created", actor: { uuid: superUser.uuid } });
    expect(entry?.after).toMatchObject({ slug: event.slug, published: true });
  });

  it("says what is wrong next to the field: end before start, slug format, slug in use", async () => {
    const taken = await createEvent();
    const response = await request("POST", "/admin/events/", superUser.headers, {
      ...festival(),
      ends_at: "2027-04-01T09:00",
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toMatchObject({ fields: { ends_at: ["The event must end after it starts."] } });
    const badSlug = await request("POST", "/admin/events/", superUser.headers, { ...festival(), slug: "Desert Rally" });
    expect(((await badSlug.json()) as { fields: Record<string, unknown> }).fields).toHaveProperty("slug");
    const inUse = await request("POST", "/admin/events/", superUser.headers, { ...festival(), slug: taken.slug });
    expect(inUse.status).toBe(400);
    expect(await inUse.json()).toMatchObject({ fields: { slug: ["Another event already uses this slug."] } });
  });

  it("edits and unpublishes: the public page follows at once and the log keeps the changed fields", async () => {
    const event = await createEvent();
    const edited = await request("PATCH", `/admin/events/${event.id}/`, superUser.headers, {
      title: "Desert Rally 2027",
      ends_at: "2027-04-05T17:00",
    });
    expect(edited.status).toBe(200);
    expect(await (await request("GET", `/events/${event.slug}/`, {})).json()).toMatchObject({ title: "Desert Rally 2027" });
    const tooEarly = await request("PATCH", `/admin/events/${event.id}/`, superUser.headers, { ends_at: "2027-04-01T00:00" });
    expect(await tooEarly.json()).toMatchObject({ fields: { ends_at: ["The event must end after it starts."] } });

    expect((await request("PATCH", `/admin/events/${event.id}/`, superUser.headers, { published: false })).status).toBe(200);
    expect((await request("GET", `/events/${event.slug}/`, {})).status).toBe(404);
    const [unpublished, updated] = await auditOf(event.id);
    expect(unpublished).toMatchObject({ action: "unpublished", before: { published: true }, after: { published: false } });
    expect(updated).toMatchObject({
      action: "updated",
      before: { title: "Desert Rally", ends_at: "2027-04-04T17:00:00.000Z" },
      after: { title: "Desert Rally 2027", ends_at: "2027-04-05T17:00:00.000Z" },
    });
  });

  it("lists every event with search, filters and CSV", async () => {
    const hidden = await createEvent({ ...festival(), title: "Quiet Gathering", published: false });
    const page = eventAdminPageSchema.parse(
      await (await request("GET", "/admin/events/?q=quiet%20gathering&published=no", superUser.headers)).json(),
    );
    expect(page.results.map((event) => event.slug)).toContain(hidden.slug);
    expect(page.results.every((event) => !event.published)).toBe(true);
    const csv = await request("GET", `/admin/events/?q=${hidden.slug}&format=csv`, superUser.headers);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain(`${hidden.slug},Quiet Gathering`);
  });

  it("previews a body as the event page renders it", async () => {
    const response = await request("POST", "/admin/events/preview/", superUser.headers, {
      body_markdown: "Hello <img src=x onerror=alert(1)> *there*",
    });
    const { body_html } = (await response.json()) as { body_html: string };
    expect(body_html).toContain("<em>there</em>");
    expect(body_html).not.toContain("onerror");
  });
});
