import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workflowSummarySchema } from "../../../shared/contracts/guide-editor.contract";
import { editorNoteSchema } from "../../../shared/contracts/scout-route.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createSiblingApp, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { guideFindability } from "../../../tests/support/guide-findability";
import { emailOutbox, scoutRoutes, states, users } from "../../db/schema";
import { createGuideSurroundingsRepository } from "../map/guide-surroundings.repository";
import { SUBMISSION_NOTICE_RECIPIENTS } from "./guide-workflow.service";

let t: TestApp;
let other: Pick<TestApp, "app" | "services">;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let author: Reader;
let otherScout: Reader;
let admin: Reader;

const PUBLIC_URL = "https://trails.example.com";

beforeAll(async () => {
  t = await createTestApp({ PUBLIC_URL });
  other = createSiblingApp(t);
  [author, otherScout, admin] = await Promise.all([
    insertReader(t.db, t.services, { role: "SCOUT", name: "Sam Scout" }),
    insertReader(t.db, t.services, { role: "SCOUT" }),
    insertReader(t.db, t.services, { role: "ADMIN", name: "Ada Admin" }),
  ]);
});

afterAll(() => t.close());

const act = (reader: Reader | undefined, id: number, body: unknown, kind = "scout-routes") =>
  apiRequest(t.app, "POST", `/v2/${kind}/${id}/workflow/`, body, reader?.headers ?? {});

async function summary(response: Response) {
  expect(response.status).toBe(200);
  return workflowSummarySchema.strict().parse(await response.json());
}

const mailTo = (email: string) => t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, email));
/** The reviewers' notices of a guide's submissions, as queued in the outbox. */
const reviewNoticesOf = (title: string) =>
  t.db
    .select()
    .from(emailOutbox)
    .where(eq(emailOutbox.subject, `${title} waits for review`))
    .orderBy(emailOutbox.id);

/** What a reader of the site finds: autocomplete (asked of another process), the map and the sitemap. */
const findable = (title: string, path: string) =>
  guideFindability({ app: t.app, searchApp: other.app, publicUrl: PUBLIC_URL }, title, path);

const contentCountOfUtah = async () =>
  (await t.db.select({ count: states.contentCount }).from(states).where(eq(states.code, "UT")))[0]!.count;

describe("the publishing workflow", () => {
  it("takes a route from its author's draft to published and back off the site, e-mailing the author", async () => {
    const title = "Quokka Canyon Traverse";
    const route = await insertScoutRoute(t.db, { title, slug: "quokka-canyon-traverse", userId: author.id, published: false });
    const path = `/US/utah/scout-routes/${route.id}-quokka-canyon-traverse`;
    const countBefore = await contentCountOfUtah();
    expect(await findable(title, path)).toEqual({ search: false, map: false, sitemap: false });

    expect(await summary(await act(author, route.id, { action: "submit" }))).toMatchObject({
      state: "submitted",
      available_actions: [],
    });
    expect(await fieldsOf(await act(admin, route.id, { action: "request_changes" }))).toEqual({
      note: ["Tell the author what to change."],
    });
    const sentBack = await summary(await act(admin, route.id, { action: "request_changes", note: "Add the gate at mile 3." }));
    expect(sentBack).toMatchObject({ state: "draft", submitted_at: null, accepted_at: null });
    const notes = editorNoteSchema
      .array()
      .parse(
        await (
          await apiRequest(t.app, "GET", `/v2/vendors/editor-notes/?scout_route=${route.id}`, undefined, author.headers)
        ).json(),
      );
    expect(notes).toEqual([expect.objectContaining({ editor_name: "Ada Admin", content: "<p>Add the gate at mile 3.</p>" })]);
    const [changesMail] = await mailTo(author.email);
    expect(changesMail).toMatchObject({ subject: `Changes requested for ${title}` });
    expect(changesMail!.textBody).toContain("Add the gate at mile 3.");
    expect(changesMail!.textBody).toContain(`${PUBLIC_URL}/scout-routes/${route.id}/edit`);

    await summary(await act(author, route.id, { action: "submit" }));
    const accepted = await summary(await act(admin, route.id, { action: "accept" }));
    expect(accepted).toMatchObject({ state: "accepted", available_actions: ["request_changes", "publish"] });
    expect(accepted.accepted_at).not.toBeNull();
    expect((await mailTo(author.email)).map((mail) => mail.subject)).toContain(`${title} is accepted`);
    expect((await apiRequest(t.app, "GET", `/v2/scout-routes/edit/${route.id}/`, undefined, author.headers)).status).toBe(403);

    expect(await summary(await act(admin, route.id, { action: "publish" }))).toMatchObject({ state: "published" });
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id));
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(row).toMatchObject({ published: true, workflowState: "published", lastPublishedDate: today });
    expect(row!.originalPublishDate).not.toBeNull();
    // Its lands and roads are worked out as it goes live, for its readers' pages (ADR 0082).
    expect(await createGuideSurroundingsRepository(t.db).findCurrent("scout-route", route.id)).toEqual({
      publicLands: [],
      roads: [],
    });
    const published = (await mailTo(author.email)).find((mail) => mail.subject === `${title} is published`);
    expect(published!.textBody).toContain(`${PUBLIC_URL}${path}`);
    expect(await findable(title, path)).toEqual({ search: true, map: true, sitemap: true });
    expect(await contentCountOfUtah()).toBe(countBefore + 1);

    expect(await summary(await act(admin, route.id, { action: "unpublish" }))).toMatchObject({ state: "accepted" });
    expect(await findable(title, path)).toEqual({ search: false, map: false, sitemap: false });
    expect(await contentCountOfUtah()).toBe(countBefore);
    expect((await mailTo(author.email)).map((mail) => mail.subject).sort()).toEqual(
      [`Changes requested for ${title}`, `${title} is accepted`, `${title} is published`].sort(),
    );
  });

  it("refuses actions not open from the guide's state (409) and actions the caller may not take (403)", async () => {
    const route = await insertScoutRoute(t.db, { userId: author.id, published: false });
    const publishedTrail = await insertTrail(t.db);
    const conflict = await act(admin, route.id, { action: "publish" });
    expect(conflict.status).toBe(409);
    expect(await conflict.json()).toMatchObject({ detail: 'This guide is draft: "Publish" is not open to it now.' });
    expect((await act(author, route.id, { action: "accept" })).status).toBe(403);
    expect((await act(otherScout, route.id, { action: "submit" })).status).toBe(403);
    expect((await act(undefined, route.id, { action: "submit" })).status).toBe(401);
    expect((await act(author, 999_999_999, { action: "submit" })).status).toBe(404);
    expect((await act(admin, route.id, { action: "archive" })).status).toBe(400);
    expect((await act(admin, publishedTrail.id, { action: "accept" }, "trails")).status).toBe(409);
    const [row] = await t.db.select().from(scoutRoutes).where(eq(scoutRoutes.id, route.id));
    expect(row!.workflowState).toBe("draft");
  });
});

describe("the reviewers' notice of a submission", () => {
  it("e-mails the staff who review (ADMIN or greater), through the outbox, in the submission's transaction", async () => {
    const writer = await insertReader(t.db, t.services, { role: "WRITER" });
    const [disabledAdmin] = await t.db
      .update(users)
      .set({ disabledAt: t.clock.now() })
      .where(eq(users.id, (await insertReader(t.db, t.services, { role: "ADMIN" })).id))
      .returning({ email: users.email });
    const title = "Tamarisk Bench Cutoff";
    const route = await insertScoutRoute(t.db, { title, userId: author.id, published: false });

    await summary(await act(author, route.id, { action: "submit" }));
    const notices = await reviewNoticesOf(title);
    const recipients = notices.map((mail) => mail.recipient);
    expect(recipients).toContain(admin.email);
    expect(recipients).toEqual(expect.arrayContaining(["super@demo.trailguide.test", "admin@demo.trailguide.test"]));
    for (const notMailed of [author.email, otherScout.email, writer.email, disabledAdmin!.email]) {
      expect(recipients).not.toContain(notMailed);
    }
    expect(new Set(recipients).size).toBe(recipients.length);
    const toAda = notices.find((mail) => mail.recipient === admin.email)!;
    expect(toAda.textBody).toContain("Hi Ada Admin,");
    expect(toAda.textBody).toContain(`Sam Scout submitted the scout route ${title} for review.`);
    expect(toAda.textBody).toContain(`${PUBLIC_URL}/scout-routes/${route.id}/edit`);
    expect(toAda.textBody).toContain(`${PUBLIC_URL}/admin/review-queue`);
    // Kept in the outbox (no SMTP here), for the e-mail job to send.
    expect(notices.every((mail) => mail.status === "kept")).toBe(true);

    // Sent back and submitted again: a second submission, a second notice each.
    await summary(await act(admin, route.id, { action: "request_changes", note: "Name the wash." }));
    await summary(await act(author, route.id, { action: "submit" }));
    expect((await reviewNoticesOf(title)).filter((mail) => mail.recipient === admin.email)).toHaveLength(2);

    // A refused submission queues nothing.
    const refused = await insertScoutRoute(t.db, { title: "Tamarisk Refused Spur", userId: author.id, published: false });
    expect((await act(otherScout, refused.id, { action: "submit" })).status).toBe(403);
    expect(await reviewNoticesOf("Tamarisk Refused Spur")).toEqual([]);
  });

  it("does not e-mail the ADMIN who submits for an author, and reaches at most a few staff", async () => {
    const trail = await insertTrail(t.db, { title: "Gypsum Narrows", userId: author.id, published: false });
    await summary(await act(admin, trail.id, { action: "submit" }, "trails"));
    const notices = await reviewNoticesOf("Gypsum Narrows");
    expect(notices.length).toBeGreaterThan(0);
    expect(notices.map((mail) => mail.recipient)).not.toContain(admin.email);
    expect(notices[0]!.textBody).toContain("submitted the trail Gypsum Narrows for review");
    expect(notices[0]!.textBody).toContain(`${PUBLIC_URL}/trails/${trail.id}/edit`);

    // However many staff there are, one submission mails the most senior few: SUPER first.
    await Promise.all(
      Array.from({ length: SUBMISSION_NOTICE_RECIPIENTS + 2 }, () => insertReader(t.db, t.services, { role: "ADMIN" })),
    );
    const route = await insertScoutRoute(t.db, { title: "Gypsum Rim Spur", userId: author.id, published: false });
    await summary(await act(author, route.id, { action: "submit" }));
    const capped = await reviewNoticesOf("Gypsum Rim Spur");
    expect(capped).toHaveLength(SUBMISSION_NOTICE_RECIPIENTS);
    expect(capped.map((mail) => mail.recipient)).toContain("super@demo.trailguide.test");
  });
});

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}
