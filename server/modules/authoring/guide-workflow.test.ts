import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { workflowSummarySchema } from "../../../shared/contracts/guide-editor.contract";
import { editorNoteSchema } from "../../../shared/contracts/scout-route.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { createSiblingApp, createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { guideFindability } from "../../../tests/support/guide-findability";
import { emailOutbox, scoutRoutes, states } from "../../db/schema";

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

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}
