import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  assignmentRequestSchema,
  contributorRequestQueuePageSchema,
  contributorRequestSchema,
  editRequestQueuePageSchema,
  editRequestSchema,
  queuedContributorRequestSchema,
  queuedEditRequestSchema,
} from "../../../shared/contracts/authoring-requests.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { auditEntriesOf } from "../../../tests/support/audit-entries";
import { emailOutbox, users } from "../../db/schema";
import { CONTRIBUTOR_REQUEST_ENTITY, EDIT_REQUEST_ENTITY, REQUEST_MESSAGES } from "./requests.service";

let t: TestApp;
let storageDir: string;
let jpeg: Buffer;
type Reader = Awaited<ReturnType<typeof insertReader>>;
type Role = "STANDARD" | "SCOUT" | "WRITER" | "ADMIN";

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(tmpdir(), "request-photos-"));
  t = await createTestApp({ STORAGE_DIR: storageDir });
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#335566" } })
    .jpeg()
    .toBuffer();
});

afterAll(async () => {
  await t.close();
  await rm(storageDir, { recursive: true, force: true });
});

const reader = (role: Role = "STANDARD", name?: string) => insertReader(t.db, t.services, { role, name });
const request = (method: string, apiPath: string, who?: Reader, body?: unknown) =>
  apiRequest(t.app, method, apiPath, body, who?.headers ?? {});

function suggest(who: Reader | undefined, fields: Record<string, string | number>, withPhoto = false) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, String(value));
  if (withPhoto) form.append("photo", new File([new Uint8Array(jpeg)], "gate.jpg", { type: "image/jpeg" }));
  return t.app.request("/api/v2/edit-requests/", { method: "POST", headers: who?.headers ?? {}, body: form });
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

const application = { requested_role: "SCOUT", experience: "Ten years of driving the San Juans.", areas: "Ouray, Silverton" };

describe("suggesting an edit", () => {
  it("takes a signed-in reader's suggestion on a trail with a photo, and on a scout route; staff list and decide them", async () => {
    const [driver, admin] = await Promise.all([reader(), reader("ADMIN")]);
    const [trail, route] = await Promise.all([insertTrail(t.db), insertScoutRoute(t.db)]);
    const response = await suggest(
      driver,
      { trail: trail.id, field: "status", proposed_text: "The lower gate is closed for the season." },
      true,
    );
    expect(response.status).toBe(201);
    const suggestion = editRequestSchema.parse(await response.json());
    expect(suggestion).toMatchObject({
      guide: { kind: "trail", id: trail.id, title: trail.title, href: `/US/utah/trails/${trail.id}-${trail.slug}` },
      field: "status",
      state: "open",
    });
    expect(suggestion.photo?.resized_medium).toMatch(/^\/media\/private\/photos\/[0-9a-f]{16}\/medium\.jpg\?expires=/);
    const onRoute = await suggest(driver, {
      scout_route: route.id,
      field: "other",
      proposed_text: "The route is now signed at the start.",
    });
    expect(editRequestSchema.parse(await onRoute.json()).guide).toMatchObject({ kind: "scout-route", id: route.id });

    const queue = await request("GET", "/v2/admin/edit-requests/?state=open", admin);
    const open = queuedEditRequestSchema.array().parse(((await queue.json()) as { results: unknown[] }).results);
    expect(open.find((item) => item.id === suggestion.id)?.requester.uuid).toBe(driver.uuid);
    expect((await request("GET", "/v2/admin/edit-requests/", driver)).status).toBe(403);

    const accepted = await request("POST", `/v2/admin/edit-requests/${suggestion.id}/accept/`, admin);
    expect(queuedEditRequestSchema.parse(await accepted.json()).state).toBe("accepted");
    expect((await request("POST", `/v2/admin/edit-requests/${suggestion.id}/decline/`, admin, { reason: "No" })).status).toBe(
      409,
    );
    const { id: routeRequestId } = editRequestSchema.parse(
      await (await suggest(driver, { scout_route: route.id, field: "title", proposed_text: "Call it Rim Run." })).json(),
    );
    const declined = await request("POST", `/v2/admin/edit-requests/${routeRequestId}/decline/`, admin, {
      reason: "The name stays.",
    });
    expect(queuedEditRequestSchema.parse(await declined.json())).toMatchObject({
      state: "declined",
      decision_reason: "The name stays.",
    });
    const closed = (await (await request("GET", "/v2/admin/edit-requests/?state=accepted", admin)).json()) as {
      results: { id: number }[];
    };
    expect(closed.results.map((item) => item.id)).toContain(suggestion.id);
  });

  it("is for signed-in readers, about one guide they can read, with a field from the list", async () => {
    const driver = await reader();
    const [trail, draft] = await Promise.all([insertTrail(t.db), insertTrail(t.db, { published: false })]);
    expect((await suggest(undefined, { trail: trail.id, field: "title", proposed_text: "A better title here." })).status).toBe(
      401,
    );
    expect(
      await fieldsOf(await suggest(driver, { trail: draft.id, field: "title", proposed_text: "A better title here." })),
    ).toEqual({
      trail: [REQUEST_MESSAGES.noGuide],
    });
    const fields = await fieldsOf(await suggest(driver, { trail: trail.id, field: "colour", proposed_text: "short" }));
    expect(Object.keys(fields).sort()).toEqual(["field", "proposed_text"]);
    expect(await fieldsOf(await suggest(driver, { field: "title", proposed_text: "A better title here." }))).toEqual({
      trail: ["Suggest an edit to one trail or one scout route."],
    });
  });
});

describe("asking for an assignment", () => {
  it("takes a contributor's request in the shape the portal reads, and lists their own", async () => {
    const [scout, admin] = await Promise.all([reader("SCOUT"), reader("ADMIN")]);
    const response = await request("POST", "/v2/assignment-requests/", scout, {
      state_code: "co",
      area: "San Juan Mountains",
      message: "I can scout the passes above Ouray in July.",
    });
    expect(response.status).toBe(201);
    const body: unknown = await response.json();
    expect(Object.keys(body as object).sort()).toEqual(["area", "created_at", "id", "message", "state", "state_code"]);
    expect(assignmentRequestSchema.parse(body)).toMatchObject({ state_code: "CO", area: "San Juan Mountains", state: "open" });
    const noState = await request("POST", "/v2/assignment-requests/", scout, {
      state_code: null,
      area: "Anywhere",
      message: "Happy to go where needed.",
    });
    expect(assignmentRequestSchema.parse(await noState.json()).state_code).toBeNull();

    const mine = (await (await request("GET", "/v2/assignment-requests/mine/", scout)).json()) as { results: unknown[] };
    expect(
      assignmentRequestSchema
        .array()
        .parse(mine.results)
        .map((item) => item.area),
    ).toEqual(["Anywhere", "San Juan Mountains"]);
    const queue = (await (await request("GET", "/v2/admin/assignment-requests/?state=open", admin)).json()) as {
      results: { id: number; requester: { uuid: string } }[];
    };
    expect(queue.results.filter((item) => item.requester.uuid === scout.uuid)).toHaveLength(2);
  });

  it("is for contributors, with the area and message checked next to their fields", async () => {
    const [scout, plain] = await Promise.all([reader("SCOUT"), reader()]);
    const body = { area: "Moab", message: "I know the rim well." };
    expect((await request("POST", "/v2/assignment-requests/", undefined, body)).status).toBe(401);
    expect((await request("POST", "/v2/assignment-requests/", plain, body)).status).toBe(403);
    expect((await request("GET", "/v2/assignment-requests/mine/", plain)).status).toBe(403);
    expect(
      Object.keys(
        await fieldsOf(await request("POST", "/v2/assignment-requests/", scout, { area: "M", message: "short" })),
      ).sort(),
    ).toEqual(["area", "message"]);
    expect(await fieldsOf(await request("POST", "/v2/assignment-requests/", scout, { ...body, state_code: "ZZ" }))).toEqual({
      state_code: [REQUEST_MESSAGES.unknownState],
    });
  });
});

describe("applying to contribute", () => {
  it("keeps one application open; accepting raises the role in the next token and e-mails the applicant", async () => {
    const [driver, admin] = await Promise.all([reader("STANDARD", "Casey Applicant"), reader("ADMIN")]);
    expect((await request("POST", "/v2/contributor-requests/", undefined, application)).status).toBe(401);
    const response = await request("POST", "/v2/contributor-requests/", driver, {
      ...application,
      sample_link: "https://example.test/trip",
    });
    expect(response.status).toBe(201);
    const { id } = contributorRequestSchema.parse(await response.json());
    const again = await request("POST", "/v2/contributor-requests/", driver, { ...application, requested_role: "WRITER" });
    expect(again.status).toBe(409);
    expect(await again.json()).toMatchObject({ detail: REQUEST_MESSAGES.openApplication });

    const queue = (await (await request("GET", "/v2/admin/contributor-requests/?state=open", admin)).json()) as {
      results: unknown[];
    };
    expect(
      queuedContributorRequestSchema
        .array()
        .parse(queue.results)
        .find((item) => item.id === id)?.requester,
    ).toMatchObject({
      uuid: driver.uuid,
      access_type: "STANDARD",
    });
    expect((await request("POST", `/v2/admin/contributor-requests/${id}/accept/`, driver)).status).toBe(403);
    const accepted = await request("POST", `/v2/admin/contributor-requests/${id}/accept/`, admin);
    expect(queuedContributorRequestSchema.parse(await accepted.json())).toMatchObject({
      state: "accepted",
      requester: { access_type: "SCOUT" },
    });
    expect((await request("POST", `/v2/admin/contributor-requests/${id}/decline/`, admin, { reason: "x" })).status).toBe(409);

    const { access } = await t.services.tokens.issue(driver.id);
    const me = await apiRequest(t.app, "GET", "/v2/users/me/", undefined, { authorization: `Bearer ${access}` });
    expect(await me.json()).toMatchObject({ access_type: "SCOUT" });
    const mail = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, driver.email));
    expect(mail.map((message) => message.subject)).toEqual(["You are now a Trailguide scout"]);
  });

  it("never lowers a role: a writer accepted as a scout stays a writer", async () => {
    const [writer, admin] = await Promise.all([reader("WRITER"), reader("ADMIN")]);
    // A writer may not ask for what they already have…
    expect(await fieldsOf(await request("POST", "/v2/contributor-requests/", writer, application))).toEqual({
      requested_role: [REQUEST_MESSAGES.alreadyContributor],
    });
    // …but an application sent before a promotion may still be accepted.
    const promoted = await reader("STANDARD");
    const { id } = contributorRequestSchema.parse(
      await (await request("POST", "/v2/contributor-requests/", promoted, application)).json(),
    );
    await t.db.update(users).set({ accessType: "WRITER" }).where(eq(users.id, promoted.id));
    const accepted = await request("POST", `/v2/admin/contributor-requests/${id}/accept/`, admin);
    expect(queuedContributorRequestSchema.parse(await accepted.json()).requester.access_type).toBe("WRITER");
  });

  it("declines with the reason the applicant is e-mailed; they may apply again", async () => {
    const [driver, admin] = await Promise.all([reader(), reader("ADMIN")]);
    const { id } = contributorRequestSchema.parse(
      await (await request("POST", "/v2/contributor-requests/", driver, application)).json(),
    );
    expect(await fieldsOf(await request("POST", `/v2/admin/contributor-requests/${id}/decline/`, admin, {}))).toHaveProperty(
      "reason",
    );
    const declined = await request("POST", `/v2/admin/contributor-requests/${id}/decline/`, admin, {
      reason: "We have enough scouts there.",
    });
    expect(queuedContributorRequestSchema.parse(await declined.json())).toMatchObject({
      state: "declined",
      requester: { access_type: "STANDARD" },
    });
    const [mail] = await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, driver.email));
    expect(mail?.textBody).toContain("We have enough scouts there.");
    expect((await request("POST", "/v2/contributor-requests/", driver, application)).status).toBe(201);
    expect((await request("POST", "/v2/admin/contributor-requests/999999/accept/", admin)).status).toBe(404);
  });
});

describe("the staff queues (/admin/edit-requests, /admin/contributor-requests)", () => {
  it("search, filter by state, page and export; every decision, with its reason, is in the audit log", async () => {
    const [driver, admin] = await Promise.all([reader("STANDARD", "Quinn Rockcrawler"), reader("ADMIN")]);
    const trail = await insertTrail(t.db, { title: "Hole in the Rock Road" });
    const first = editRequestSchema.parse(
      await (
        await suggest(driver, { trail: trail.id, field: "status", proposed_text: "The road washed out at mile 40." })
      ).json(),
    );
    const second = editRequestSchema.parse(
      await (
        await suggest(driver, { trail: trail.id, field: "title", proposed_text: "Hole-in-the-Rock Road, hyphenated." })
      ).json(),
    );

    const search = editRequestQueuePageSchema.parse(
      await (await request("GET", "/v2/admin/edit-requests/?q=hole in the rock&page_size=25", admin)).json(),
    );
    expect(search).toMatchObject({ count: 2, page: 1, page_size: 25 });
    expect(search.results.map((item) => item.id)).toEqual([first.id, second.id]);

    expect(await fieldsOf(await request("POST", `/v2/admin/edit-requests/${first.id}/decline/`, admin, { reason: "" }))).toEqual({
      reason: ["Say why."],
    });
    await request("POST", `/v2/admin/edit-requests/${first.id}/accept/`, admin, { reason: "Confirmed with the county." });
    await request("POST", `/v2/admin/edit-requests/${second.id}/decline/`, admin, { reason: "The sign has no hyphens." });
    const [accepted] = await auditEntriesOf(t, EDIT_REQUEST_ENTITY, first.id);
    expect(accepted).toMatchObject({
      action: "accepted",
      reason: "Confirmed with the county.",
      before: { state: "open" },
      after: { state: "accepted" },
    });
    const [declined] = await auditEntriesOf(t, EDIT_REQUEST_ENTITY, second.id);
    expect(declined).toMatchObject({ action: "declined", reason: "The sign has no hyphens." });

    const all = editRequestQueuePageSchema.parse(
      await (await request("GET", "/v2/admin/edit-requests/?q=hole in the rock&state=all&sort=field&order=desc", admin)).json(),
    );
    expect(all.results.map((item) => [item.field, item.state])).toEqual([
      ["title", "declined"],
      ["status", "accepted"],
    ]);
    const csv = await request("GET", "/v2/admin/edit-requests/?q=hole in the rock&state=declined&format=csv", admin);
    expect(await csv.text()).toContain("The sign has no hyphens.");

    const { id } = contributorRequestSchema.parse(
      await (await request("POST", "/v2/contributor-requests/", driver, application)).json(),
    );
    const applications = contributorRequestQueuePageSchema.parse(
      await (await request("GET", "/v2/admin/contributor-requests/?q=quinn rockcrawler&role=SCOUT", admin)).json(),
    );
    expect(applications.results.map((item) => item.id)).toEqual([id]);
    const tooLong = await request("POST", `/v2/admin/contributor-requests/${id}/accept/`, admin, { reason: "x".repeat(1_001) });
    expect(await fieldsOf(tooLong)).toHaveProperty("reason");
    await request("POST", `/v2/admin/contributor-requests/${id}/accept/`, admin, { reason: "Knows the San Rafael Swell." });
    const [entry] = await auditEntriesOf(t, CONTRIBUTOR_REQUEST_ENTITY, id);
    expect(entry).toMatchObject({
      action: "accepted",
      reason: "Knows the San Rafael Swell.",
      before: { state: "open", role: "STANDARD" },
      after: { state: "accepted", role: "SCOUT" },
      actor: { uuid: admin.uuid },
    });
  });
});

describe("the API document", () => {
  it("describes the authoring endpoints", async () => {
    const response = await t.app.request("/api/docs");
    expect(response.status).toBe(200);
    const document = (await response.json()) as { paths: Record<string, unknown> };
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining([
        "/v2/statements-of-work/",
        "/v2/statements-of-work/{id}/sign/",
        "/v2/patrols/{id}/report/",
        "/v2/edit-requests/",
        "/v2/assignment-requests/mine/",
        "/v2/admin/contributor-requests/{id}/accept/",
      ]),
    );
  });
});
