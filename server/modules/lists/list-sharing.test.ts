// Sharing lists through the API: invitations go out over SMTP (a local sink), the invited address
// accepts (signing up through the link works), editors change items, viewers only read, members
// leave and the owner removes them.
import { desc, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  invitationViewSchema,
  listDetailSchema,
  listMembersSchema,
  listMembershipsSchema,
  listSummarySchema,
  sharedListSummarySchema,
  type ListSummary,
} from "../../../shared/contracts/lists.contract";
import type { ApiError } from "../../../shared/contracts/error.contract";
import { paginatedSchema } from "../../../shared/contracts/site.contract";
import { insertReader, insertScoutRoute, insertTrail } from "../../../tests/factories/guides";
import { readableMail, startSmtpSink, type SmtpSink } from "../../../tests/setup/smtp-sink";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { emailOutbox, users } from "../../db/schema";
import { register, uniqueEmail } from "../accounts/accounts.test-helpers";

let t: TestApp;
let smtp: SmtpSink;
type Reader = Awaited<ReturnType<typeof insertReader>>;
type Headers = Record<string, string>;
let owner: Reader, editor: Reader, viewer: Reader, stranger: Reader;

beforeAll(async () => {
  smtp = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: smtp.url, PUBLIC_URL: "https://trails.example.com" });
  [owner, editor, viewer, stranger] = await Promise.all([
    insertReader(t.db, t.services, { name: "Olive Owner" }),
    insertReader(t.db, t.services, { name: "Eddie Editor" }),
    insertReader(t.db, t.services, { name: "Vera Viewer" }),
    insertReader(t.db, t.services),
  ]);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const request = (method: string, path: string, body?: unknown, headers: Headers = {}) =>
  apiRequest(t.app, method, path, body, headers);

async function createList(name = "Moab weekend"): Promise<ListSummary> {
  const response = await request("POST", "/v2/lists/", { name }, owner.headers);
  expect(response.status).toBe(201);
  return listSummarySchema.parse(await response.json());
}

const invite = (uuid: string, email: string, role: string, headers: Headers = owner.headers) =>
  request("POST", `/v2/lists/${uuid}/invitations/`, { email, role }, headers);

/** The token of the newest invitation link mailed to `email`, after the e-mail job has run. */
async function invitationTokenMailedTo(email: string): Promise<string> {
  await t.services.email.deliverQueued();
  const mail = smtp.to(email).at(-1);
  expect(mail, `a mail to ${email}`).toBeDefined();
  const link = /https:\/\/trails\.example\.com\/lists\/invitations\/([A-Za-z0-9_%-]+)/.exec(readableMail(mail!.raw));
  expect(link).not.toBeNull();
  return decodeURIComponent(link![1]!);
}

/** Invites the reader by their address and accepts as them: the list is then shared with them. */
async function share(uuid: string, member: Reader, role: "viewer" | "editor") {
  expect((await invite(uuid, member.email, role)).status).toBe(201);
  const token = await invitationTokenMailedTo(member.email);
  const accepted = await request("POST", `/v2/list-invitations/${token}/accept/`, undefined, member.headers);
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ list_uuid: uuid });
}

async function relationOf(uuid: string, headers: Headers) {
  const response = await request("GET", `/v2/lists/${uuid}/`, undefined, headers);
  return response.status === 200 ? listDetailSchema.parse(await response.json()).relation : response.status;
}

describe("inviting by e-mail", () => {
  it("mails the invited address a link; whoever holds it sees the list, the inviter and the rights", async () => {
    const list = await createList("Rubicon run");
    const email = uniqueEmail("friend");
    const response = await invite(list.uuid, email.toUpperCase(), "editor");
    expect(response.status).toBe(201);
    expect(await response.json()).toMatchObject({ email, role: "editor" });

    const token = await invitationTokenMailedTo(email);
    const mail = readableMail(smtp.to(email).at(-1)!.raw);
    expect(mail).toContain('Olive Owner invited you to the Trailguide list "Rubicon run", where you can add, remove');
    const view = await request("GET", `/v2/list-invitations/${token}/`);
    expect(invitationViewSchema.parse(await view.json())).toEqual({
      list: { uuid: list.uuid, name: "Rubicon run", item_count: 0 },
      inviter_name: "Olive Owner",
      email,
      role: "editor",
      state: "open",
    });
    expect((await request("GET", "/v2/list-invitations/not-a-real-token/")).status).toBe(404);
  });

  it("writes the invitation in the inviter's language: their profile's, else the language their pages follow", async () => {
    const queued = async (address: string) =>
      (await t.db.select().from(emailOutbox).where(eq(emailOutbox.recipient, address)).orderBy(desc(emailOutbox.id)))[0];
    const inviter = await insertReader(t.db, t.services, { name: "Fanny Française" });
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.id, inviter.id));
    const created = await request("POST", "/v2/lists/", { name: "Gaspésie" }, inviter.headers);
    const list = listSummarySchema.parse(await created.json());

    const friend = uniqueEmail("ami");
    expect((await invite(list.uuid, friend, "viewer", { ...inviter.headers, cookie: "lang=es" })).status).toBe(201);
    const french = await queued(friend);
    expect(french?.subject).toBe("Fanny Française a partagé la liste « Gaspésie » avec vous");
    expect(french?.textBody).toContain(
      "Fanny Française vous a invité à la liste Trailguide « Gaspésie », où vous pouvez voir ses sentiers, itinéraires de reconnaissance et parcs VHR.",
    );
    expect(french?.textBody).toMatch(
      /Acceptez ou refusez l'invitation ici : https:\/\/trails\.example\.com\/fr\/lists\/invitations\/\S+/,
    );

    // No language in the profile: the cookie the footer's Language setting keeps decides.
    await t.db.update(users).set({ locale: null }).where(eq(users.id, inviter.id));
    const amigo = uniqueEmail("amigo");
    expect((await invite(list.uuid, amigo, "editor", { ...inviter.headers, cookie: "lang=es" })).status).toBe(201);
    const spanish = await queued(amigo);
    expect(spanish?.subject).toBe("Fanny Française compartió contigo la lista “Gaspésie”");
    expect(spanish?.textBody).toMatch(
      /Acepta o rechaza la invitación aquí: https:\/\/trails\.example\.com\/es\/lists\/invitations\/\S+/,
    );
  });

  it("lets a new account signed up through the link accept it and fill the list", async () => {
    const list = await createList();
    const email = uniqueEmail("newcomer");
    await invite(list.uuid, email, "editor");
    const token = await invitationTokenMailedTo(email);
    const { tokens } = await register(t, { email, name: "Nina Newcomer" });
    const headers = { authorization: `Bearer ${tokens.access}` };

    expect((await request("POST", `/v2/list-invitations/${token}/accept/`, undefined, headers)).status).toBe(200);
    const route = await insertScoutRoute(t.db);
    expect(
      (await request("POST", `/v2/lists/${list.uuid}/items/`, { product_type: "scout-routes", id: route.id }, headers)).status,
    ).toBe(201);
    const shared = paginatedSchema(sharedListSummarySchema).parse(
      await (await request("GET", "/v2/lists/shared/", undefined, headers)).json(),
    );
    expect(shared.results).toMatchObject([{ uuid: list.uuid, role: "editor", item_count: 1, owner: { name: "Olive Owner" } }]);
    // The add-to-list dialog offers the shared list beside the newcomer's own.
    const memberships = listMembershipsSchema.parse(
      await (await request("GET", `/v2/lists/containing/?product_type=scout-routes&id=${route.id}`, undefined, headers)).json(),
    );
    expect(memberships.results).toMatchObject([{ uuid: list.uuid, item_count: 1 }]);
    expect(memberships.results[0]?.item_id).not.toBeNull();
  });

  it("works once: a second accept, a decline after it, or an expired link is refused", async () => {
    const list = await createList();
    await share(list.uuid, viewer, "viewer");
    const token = await invitationTokenMailedTo(viewer.email);
    expect((await request("POST", `/v2/list-invitations/${token}/accept/`, undefined, viewer.headers)).status).toBe(409);
    expect((await request("POST", `/v2/list-invitations/${token}/decline/`, undefined, viewer.headers)).status).toBe(409);

    const later = await createList();
    await invite(later.uuid, stranger.email, "viewer");
    const expiring = await invitationTokenMailedTo(stranger.email);
    t.clock.advance(15 * 24 * 60 * 60 * 1000);
    try {
      const { access } = await t.services.tokens.issue(stranger.id);
      const headers = { authorization: `Bearer ${access}` };
      const response = await request("POST", `/v2/list-invitations/${expiring}/accept/`, undefined, headers);
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ code: "invitation_expired" });
    } finally {
      t.clock.advance(-15 * 24 * 60 * 60 * 1000);
    }
    expect(await relationOf(later.uuid, stranger.headers)).toBe(404);
  });

  it("is accepted only by the account with the invited address: a forwarded link gives nobody access", async () => {
    const list = await createList();
    const email = uniqueEmail("invited");
    await invite(list.uuid, email, "viewer");
    const token = await invitationTokenMailedTo(email);
    const response = await request("POST", `/v2/list-invitations/${token}/accept/`, undefined, stranger.headers);
    expect(response.status).toBe(403);
    expect(((await response.json()) as { detail: string }).detail).toBe(
      `This invitation was sent to ${email}. Log in with that address to accept it.`,
    );
    expect(await relationOf(list.uuid, stranger.headers)).toBe(404);
    expect((await request("POST", `/v2/list-invitations/${token}/accept/`)).status).toBe(401);
  });

  it("is declined only by the account with the invited address: a forwarded link cannot turn it down", async () => {
    const list = await createList();
    await invite(list.uuid, stranger.email, "viewer");
    const token = await invitationTokenMailedTo(stranger.email);
    const decline = (headers?: Record<string, string>) =>
      request("POST", `/v2/list-invitations/${token}/decline/`, undefined, headers);
    expect((await decline()).status).toBe(401);
    const forwarded = await decline(viewer.headers);
    expect(forwarded.status).toBe(403);
    expect(((await forwarded.json()) as { detail: string }).detail).toBe(
      `This invitation was sent to ${stranger.email}. Log in with that address to decline it.`,
    );
    const view = async () => invitationViewSchema.parse(await (await request("GET", `/v2/list-invitations/${token}/`)).json());
    expect((await view()).state).toBe("open");

    expect((await decline(stranger.headers)).status).toBe(204);
    expect((await view()).state).toBe("declined");
    const members = listMembersSchema.parse(
      await (await request("GET", `/v2/lists/${list.uuid}/members/`, undefined, owner.headers)).json(),
    );
    expect(members).toEqual({ members: [], invitations: [] });
  });

  it("refuses a bad address, the owner's own address, an existing member, and anyone but the owner", async () => {
    const list = await createList();
    await share(list.uuid, viewer, "viewer");
    const bad = await invite(list.uuid, "not-an-address", "viewer");
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as ApiError).fields?.email).toEqual(["Enter a valid e-mail address."]);
    expect((await invite(list.uuid, uniqueEmail(), "owner")).status).toBe(400);
    const own = await invite(list.uuid, owner.email, "editor");
    expect(((await own.json()) as ApiError).fields?.email).toEqual(["That is your own address: the list is already yours."]);
    expect((await invite(list.uuid, viewer.email, "editor")).status).toBe(409);
    expect((await invite(list.uuid, uniqueEmail(), "viewer", viewer.headers)).status).toBe(403);
    expect((await invite(list.uuid, uniqueEmail(), "viewer", stranger.headers)).status).toBe(404);
    expect((await invite(list.uuid, uniqueEmail(), "viewer", {})).status).toBe(401);
  });

  it("renews the invitation of an address invited again: the old link stops working", async () => {
    const list = await createList();
    const email = uniqueEmail("twice");
    await invite(list.uuid, email, "viewer");
    const first = await invitationTokenMailedTo(email);
    await invite(list.uuid, email, "editor");
    const second = await invitationTokenMailedTo(email);
    expect((await request("GET", `/v2/list-invitations/${first}/`)).status).toBe(404);
    const members = listMembersSchema.parse(
      await (await request("GET", `/v2/lists/${list.uuid}/members/`, undefined, owner.headers)).json(),
    );
    expect(members.invitations).toMatchObject([{ email, role: "editor" }]);
    expect((await request("GET", `/v2/list-invitations/${second}/`)).status).toBe(200);
  });
});

describe("what each member may do (owner, editor, viewer, stranger, public link)", () => {
  let list: ListSummary;
  let trailId: number;
  beforeAll(async () => {
    list = await createList("Shared plans");
    await share(list.uuid, editor, "editor");
    await share(list.uuid, viewer, "viewer");
    trailId = (await insertTrail(t.db)).id;
  });

  it("reads the list as each relation", async () => {
    expect(await relationOf(list.uuid, owner.headers)).toBe("owner");
    expect(await relationOf(list.uuid, editor.headers)).toBe("editor");
    expect(await relationOf(list.uuid, viewer.headers)).toBe("viewer");
    expect(await relationOf(list.uuid, stranger.headers)).toBe(404);
    expect(await relationOf(list.uuid, {})).toBe(404);
  });

  it("lets the editor add, reorder and remove items, and nobody else but the owner", async () => {
    const added = await request("POST", `/v2/lists/${list.uuid}/items/`, { product_type: "trails", id: trailId }, editor.headers);
    expect(added.status).toBe(201);
    const { id: itemId } = (await added.json()) as { id: number };
    const other = (await insertTrail(t.db)).id;
    expect(
      (await request("POST", `/v2/lists/${list.uuid}/items/`, { product_type: "trails", id: other }, viewer.headers)).status,
    ).toBe(403);
    const second = await request("POST", `/v2/lists/${list.uuid}/items/`, { product_type: "trails", id: other }, owner.headers);
    const { id: secondId } = (await second.json()) as { id: number };
    const reordered = await request(
      "PUT",
      `/v2/lists/${list.uuid}/items/order/`,
      { item_ids: [secondId, itemId] },
      editor.headers,
    );
    expect(reordered.status).toBe(200);
    expect(listDetailSchema.parse(await reordered.json()).items.map((item) => item.id)).toEqual([secondId, itemId]);
    expect((await request("DELETE", `/v2/lists/${list.uuid}/items/${itemId}/`, undefined, viewer.headers)).status).toBe(403);
    expect((await request("DELETE", `/v2/lists/${list.uuid}/items/${itemId}/`, undefined, editor.headers)).status).toBe(204);
  });

  it("keeps renaming, sharing publicly, deleting and managing members the owner's", async () => {
    for (const headers of [editor.headers, viewer.headers]) {
      expect((await request("PATCH", `/v2/lists/${list.uuid}/`, { name: "Mine now" }, headers)).status).toBe(403);
      expect((await request("DELETE", `/v2/lists/${list.uuid}/`, undefined, headers)).status).toBe(403);
      expect((await request("PATCH", `/v2/lists/${list.uuid}/members/${viewer.uuid}/`, { role: "editor" }, headers)).status).toBe(
        403,
      );
    }
    const members = listMembersSchema.parse(
      await (await request("GET", `/v2/lists/${list.uuid}/members/`, undefined, viewer.headers)).json(),
    );
    expect(members.members.map((member) => [member.user.name, member.role])).toEqual([
      ["Eddie Editor", "editor"],
      ["Vera Viewer", "viewer"],
    ]);
    expect(members.invitations).toEqual([]);
    expect((await request("GET", `/v2/lists/${list.uuid}/members/`, undefined, stranger.headers)).status).toBe(404);
  });

  it("lets a stranger only read a public list through its link", async () => {
    const open = await createList("Open to all");
    await request("PATCH", `/v2/lists/${open.uuid}/`, { is_public: true }, owner.headers);
    expect(await relationOf(open.uuid, stranger.headers)).toBe("stranger");
    expect(await relationOf(open.uuid, {})).toBe("stranger");
    expect(
      (await request("POST", `/v2/lists/${open.uuid}/items/`, { product_type: "trails", id: trailId }, stranger.headers)).status,
    ).toBe(403);
    expect((await request("GET", `/v2/lists/${open.uuid}/members/`, undefined, stranger.headers)).status).toBe(403);
  });

  it("lets the owner change a member's rights and remove them, and a member leave", async () => {
    const team = await createList("Team");
    await share(team.uuid, editor, "viewer");
    await share(team.uuid, viewer, "viewer");
    expect(
      (await request("PATCH", `/v2/lists/${team.uuid}/members/${editor.uuid}/`, { role: "editor" }, owner.headers)).status,
    ).toBe(204);
    expect(await relationOf(team.uuid, editor.headers)).toBe("editor");
    // A member cannot remove another member, only themselves.
    expect((await request("DELETE", `/v2/lists/${team.uuid}/members/${viewer.uuid}/`, undefined, editor.headers)).status).toBe(
      403,
    );
    expect((await request("DELETE", `/v2/lists/${team.uuid}/members/${viewer.uuid}/`, undefined, viewer.headers)).status).toBe(
      204,
    );
    expect(await relationOf(team.uuid, viewer.headers)).toBe(404);
    expect((await request("DELETE", `/v2/lists/${team.uuid}/members/${editor.uuid}/`, undefined, owner.headers)).status).toBe(
      204,
    );
    expect(await relationOf(team.uuid, editor.headers)).toBe(404);
  });

  it("lets the owner withdraw an unanswered invitation, after which its link is dead", async () => {
    const email = uniqueEmail("withdrawn");
    const created = await invite(list.uuid, email, "viewer");
    const { id } = (await created.json()) as { id: number };
    const token = await invitationTokenMailedTo(email);
    expect((await request("DELETE", `/v2/lists/${list.uuid}/invitations/${id}/`, undefined, editor.headers)).status).toBe(403);
    expect((await request("DELETE", `/v2/lists/${list.uuid}/invitations/${id}/`, undefined, owner.headers)).status).toBe(204);
    expect((await request("GET", `/v2/list-invitations/${token}/`)).status).toBe(404);
  });
});
