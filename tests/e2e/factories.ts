// What a browser test changes, it creates first, through the same API a reader and staff use: an
// account of its own with the role and access the test needs, lists, and scout routes. A test that changes what its
// user owns never touches the demo accounts, which the other tests (and the page sweep) read.
import { expect, type APIRequestContext, type Page } from "@playwright/test";
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from "../../server/db/seed/demo-accounts";
import type { NewScoutRouteCreated } from "../../shared/contracts/guide-editor.contract";
import type { ListItemInput } from "../../shared/contracts/lists.contract";
import type { WorkflowAction } from "../../shared/domain/guide-workflow";
import type { Role } from "../../shared/domain/roles";
import { workerBaseURL } from "./e2e-server";

export type DemoRole = (typeof DEMO_ACCOUNTS)[number]["key"];

let clientCount = 0;
/** A documentation-range address (RFC 5737), a new one per sign-in. */
export const nextClientAddress = () => `198.51.100.${(clientCount++ % 254) + 1}`;

/** Signs a request context (a page's `request` signs the page in) in as a demo account. */
export async function signInAsDemo(request: APIRequestContext, role: DemoRole): Promise<void> {
  const account = DEMO_ACCOUNTS.find((candidate) => candidate.key === role);
  if (!account) throw new Error(`No demo account ${role}`);
  await signInAs(request, { email: account.email, password: DEMO_PASSWORD });
}

/** Signs a request context in again as an account a factory made (after another account used it). */
export async function signInAs(request: APIRequestContext, { email, password }: Pick<NewAccount, "email" | "password">) {
  // Each sign-in comes from a client of its own, so the suite's many sign-ins to one account stay
  // under the per-address login limit that protects it.
  const response = await request.post("/api/v2/token/", {
    data: { email, password },
    headers: { "x-forwarded-for": nextClientAddress() },
  });
  expect(response.status()).toBe(200);
}

/** The kinds of account a test can ask for: a role, and for a reader whether All-Access is theirs. */
export const ACCOUNT_KINDS = {
  free: { role: "STANDARD", allAccess: false },
  member: { role: "STANDARD", allAccess: true },
  scout: { role: "SCOUT", allAccess: false },
  writer: { role: "WRITER", allAccess: false },
} as const satisfies Record<string, { role: Role; allAccess: boolean }>;
export type AccountKind = keyof typeof ACCOUNT_KINDS;

export interface NewAccount {
  uuid: string;
  email: string;
  name: string;
  password: string;
}

/** The password of every account the factories create. */
export const FRESH_READER_PASSWORD = "rocky-road-2026";

/** The last day of a new member's complimentary All-Access: far enough that no test outlives it. */
const ALL_ACCESS_ENDS_ON = "2099-12-31";

let accountCount = 0;

/** A new free reader, registered through `reader` (which that signs in) from an address of its own. */
async function registerFreshReader(reader: APIRequestContext, label: string): Promise<Omit<NewAccount, "uuid">> {
  accountCount += 1;
  const email = `${label}-${Date.now()}-${accountCount}@example.com`;
  const name = "Casey Trails";
  const registered = await reader.post("/api/v2/users/register/", {
    data: { email, password: FRESH_READER_PASSWORD, name },
    headers: { "x-forwarded-for": `203.0.113.${(accountCount % 250) + 1}` },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  return { email, name, password: FRESH_READER_PASSWORD };
}

/** Signs the page in as a new free reader of its own (so what it buys or changes stays its own); the e-mail. */
export async function signUpFreshReader(page: Page, label: string): Promise<string> {
  return (await registerFreshReader(page.request, label)).email;
}

/**
 * A new account of `kind`, registered through `reader` (a page's `request` signs the page in), then
 * given its role and access by the demo super user through the staff API on `staff`, as staff do it
 * (signed in afresh each time: a worker outlives an access token).
 */
export async function createAccount(
  reader: APIRequestContext,
  staff: APIRequestContext,
  kind: AccountKind,
  label: string = kind,
): Promise<NewAccount> {
  const account = await registerFreshReader(reader, label);
  const me = await reader.get("/api/v2/users/me/");
  const { uuid } = (await me.json()) as { uuid: string };

  const { role, allAccess } = ACCOUNT_KINDS[kind];
  if (role !== "STANDARD" || allAccess) await signInAsDemo(staff, "super");
  if (role !== "STANDARD") {
    await staffPost(staff, `/api/v2/admin/users/${uuid}/role/`, { role, reason: "A test's own account" });
  }
  if (allAccess) {
    await staffPost(staff, `/api/v2/admin/users/${uuid}/complimentary-access/`, {
      ends_on: ALL_ACCESS_ENDS_ON,
      reason: "A test's own account",
    });
  }
  // A fresh sign-in, so the reader's session carries the role and access just given.
  if (role !== "STANDARD" || allAccess) await signInAs(reader, account);
  return { uuid, ...account };
}

/** A cookie session's writes must come from a page of the site (its CSRF defence). */
const sameSite = () => ({ origin: workerBaseURL() });

async function staffPost(staff: APIRequestContext, path: string, data: object): Promise<void> {
  const response = await staff.post(path, { data, headers: sameSite() });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
}

/** A list of the signed-in reader's, holding the given guides in order; its uuid. */
export async function createList(reader: APIRequestContext, name: string, guides: ListItemInput[] = []): Promise<string> {
  const headers = sameSite();
  const created = await reader.post("/api/v2/lists/", { data: { name }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { uuid } = (await created.json()) as { uuid: string };
  for (const guide of guides) {
    const added = await reader.post(`/api/v2/lists/${uuid}/items/`, { data: guide, headers });
    expect(added.status(), await added.text()).toBe(201);
  }
  return uuid;
}

/** A short line east of Green River, away from the demo trailheads; `offset` (degrees east) keeps routes apart. */
const lineNear = (offset: number) => ({
  type: "LineString",
  coordinates: [
    [-110.02 + offset, 38.99],
    [-110.015 + offset, 38.995],
    [-110.01 + offset, 39.0],
  ],
});

/** A track in the signed-in member's My Content, drawn east of Green River; its uuid. */
export async function createTrack(member: APIRequestContext, name: string): Promise<string> {
  const created = await member.post("/api/v2/user-content/tracks/", {
    data: { name, geometry: lineNear(0) },
    headers: sameSite(),
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { uuid: string }).uuid;
}

export interface NewScoutRoute {
  id: number;
  title: string;
  /** Its public page, once published. */
  path: string;
}

/**
 * A scout route in Utah by the signed-in user (a scout, or staff), moved along the publishing workflow
 * by `actions` ("submit", "accept", "publish": staff take the last two).
 */
export async function createScoutRoute(
  author: APIRequestContext,
  title: string,
  actions: WorkflowAction[] = [],
  offset = 0,
): Promise<NewScoutRoute> {
  const headers = sameSite();
  const created = await author.post("/api/v2/scout-routes/", {
    headers,
    data: { title, state_code: "UT", geojson: lineNear(offset) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, slug } = (await created.json()) as NewScoutRouteCreated;
  for (const action of actions) {
    const moved = await author.post(`/api/v2/scout-routes/${id}/workflow/`, { headers, data: { action } });
    expect(moved.status(), `${action}: ${await moved.text()}`).toBe(200);
  }
  return { id, title, path: `/scout-routes/${slug}` };
}

/**
 * A statement of work the demo super user writes for a contributor (by e-mail), due in 60 days; its id.
 * `staff` is signed in as the super user for it.
 */
export async function createStatementOfWork(staff: APIRequestContext, contributorEmail: string): Promise<number> {
  await signInAsDemo(staff, "super");
  const deadline = new Date(Date.now() + 60 * 86_400_000).toISOString().slice(0, 10);
  const created = await staff.post("/api/v2/statements-of-work/", {
    headers: sameSite(),
    data: {
      title: "Scout the Book Cliffs",
      contributor_email: contributorEmail,
      scope: "Drive the four spur roads and record them.",
      area_description: "Book Cliffs, north of Green River",
      state_code: "UT",
      deliverables: ["Four GPX tracks", "Forty photos with captions"],
      pay_cents: 125_000,
      deadline,
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  return ((await created.json()) as { id: number }).id;
}

/** The contributor signed in on `contributor` signs the statement in their account's name. */
export async function signStatementOfWork(contributor: APIRequestContext, id: number, name: string): Promise<void> {
  const signed = await contributor.post(`/api/v2/statements-of-work/${id}/sign/`, {
    headers: sameSite(),
    data: { signature_name: name },
  });
  expect(signed.status(), await signed.text()).toBe(200);
}
