import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLogPageSchema } from "../../../shared/contracts/audit-log.contract";
import {
  adminUserDetailSchema,
  partnerUserPageSchema,
  USER_ADMIN_MESSAGES,
  userAdminPageSchema,
} from "../../../shared/contracts/user-admin.contract";
import { authTokensSchema, userClaimsSchema } from "../../../shared/contracts/user.contract";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { seedBillingOffers } from "../../db/seed/demo-billing-offers";
import { ACCOUNT_DISABLED_MESSAGE } from "../accounts/account-errors";
import { getMe, postJson, refresh, register, TEST_PASSWORD, uniqueEmail } from "../accounts/accounts.test-helpers";
import { isoDay, addDays } from "../../../shared/domain/billing-dates";
import { ensurePlanCatalog } from "../billing/plans.catalog";

let t: TestApp;
type Staff = Awaited<ReturnType<typeof insertReader>>;
let superUser: Staff;

beforeAll(async () => {
  t = await createTestApp();
  await ensurePlanCatalog(t.db, t.config);
  await t.db.transaction((tx) => seedBillingOffers(tx, t.clock.now()));
  superUser = await insertReader(t.db, t.services, { role: "SUPER", name: "Sam Super" });
});
afterAll(() => t.close());

const request = (method: string, path: string, who: Staff | null, body?: unknown) =>
  apiRequest(t.app, method, path, body, who?.headers ?? {});

/** A reader who signed up on the site: their e-mail, tokens and uuid. */
async function signedUpReader(overrides: { affiliate_origin?: string; name?: string } = {}) {
  const email = uniqueEmail("member");
  const { tokens } = await register(t, { email, ...overrides });
  const me = userClaimsSchema.parse(await (await getMe(t, tokens.access)).json());
  return { email, tokens, uuid: me.uuid, id: me.id };
}

const login = (email: string, password = TEST_PASSWORD) => postJson(t, "/api/v2/token/", { email, password });

async function historyOf(uuid: string) {
  const response = await request("GET", `/v2/admin/audit-log/?entity_type=user&entity_id=${uuid}`, superUser);
  return auditLogPageSchema.parse(await response.json()).results;
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

describe("who may use the user tools", () => {
  it("refuses an ADMIN (403) and a visitor (401) on the list and on a change", async () => {
    const admin = await insertReader(t.db, t.services, { role: "ADMIN" });
    const reader = await signedUpReader();
    expect((await request("GET", "/v2/admin/users/", admin)).status).toBe(403);
    expect((await request("GET", "/v2/admin/users/", null)).status).toBe(401);
    const change = { role: "ADMIN", reason: "Promote myself" };
    expect((await request("POST", `/v2/admin/users/${reader.uuid}/role/`, admin, change)).status).toBe(403);
    expect((await request("GET", "/v2/admin/partner-users/", admin)).status).toBe(403);
  });
});

describe("the list of accounts", () => {
  it("finds an account by e-mail, filters by role and membership, and exports the same rows as CSV", async () => {
    const reader = await signedUpReader({ name: "Quinn Listable" });
    const found = userAdminPageSchema.parse(
      await (await request("GET", `/v2/admin/users/?q=${encodeURIComponent(reader.email)}`, superUser)).json(),
    );
    expect(found.count).toBe(1);
    expect(found.results[0]).toMatchObject({ uuid: reader.uuid, name: "Quinn Listable", role: "STANDARD", membership: "free" });

    const supers = userAdminPageSchema.parse(await (await request("GET", "/v2/admin/users/?role=SUPER", superUser)).json());
    expect(supers.results.every((user) => user.role === "SUPER")).toBe(true);
    expect(supers.results.map((user) => user.uuid)).toContain(superUser.uuid);
    const paidQuinn = await request("GET", `/v2/admin/users/?q=Quinn+Listable&membership=paid`, superUser);
    expect(userAdminPageSchema.parse(await paidQuinn.json()).count).toBe(0);

    const csv = await request("GET", `/v2/admin/users/?q=Quinn+Listable&format=csv`, superUser);
    expect(csv.headers.get("content-type")).toMatch(/^text\/csv/);
    const lines = (await csv.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Name,E-mail,Role,Membership,Joined,Disabled,UUID");
    expect(lines[1]).toContain(reader.email);
    expect(lines).toHaveLength(2);
  });

  it("says which filter is wrong", async () => {
    const fields = await fieldsOf(await request("GET", "/v2/admin/users/?role=KING", superUser));
    expect(Object.keys(fields)).toEqual(["role"]);
  });
});

describe("changing a role", () => {
  it("makes a reader a SCOUT with a reason, in the audit log; their next refresh carries the role", async () => {
    const reader = await signedUpReader();
    const response = await request("POST", `/v2/admin/users/${reader.uuid}/role/`, superUser, {
      role: "SCOUT",
      reason: "Signed the scouting agreement",
    });
    expect(response.status).toBe(200);
    expect(adminUserDetailSchema.parse(await response.json()).role).toBe("SCOUT");

    const [entry] = await historyOf(reader.uuid);
    expect(entry).toMatchObject({
      action: "role changed",
      before: { role: "STANDARD" },
      after: { role: "SCOUT" },
      reason: "Signed the scouting agreement",
      actor: { uuid: superUser.uuid },
    });

    const refreshed = await refresh(t, reader.tokens.refresh);
    expect(refreshed.status).toBe(200);
    const tokens = authTokensSchema.parse(await refreshed.json());
    expect(userClaimsSchema.parse(await (await getMe(t, tokens.access)).json()).access_type).toBe("SCOUT");
  });

  it("asks for a reason and a known role, next to each field, and changes nothing", async () => {
    const reader = await signedUpReader();
    const fields = await fieldsOf(
      await request("POST", `/v2/admin/users/${reader.uuid}/role/`, superUser, { role: "CAPTAIN", reason: "  " }),
    );
    expect(fields).toEqual({ role: ["Choose one of the six roles."], reason: ["Say why you are making this change."] });
    expect(await historyOf(reader.uuid)).toEqual([]);
  });

  it("ends the sessions of an account whose role is lowered", async () => {
    const reader = await signedUpReader();
    await request("POST", `/v2/admin/users/${reader.uuid}/role/`, superUser, { role: "WRITER", reason: "Writes for us" });
    const lowered = await request("POST", `/v2/admin/users/${reader.uuid}/role/`, superUser, {
      role: "STANDARD",
      reason: "Contract ended",
    });
    expect(lowered.status).toBe(200);
    expect((await refresh(t, reader.tokens.refresh)).status).toBe(401);
    expect((await getMe(t, reader.tokens.access)).status).toBe(401);
  });

  it("does not let a super user lower their own role", async () => {
    const self = await insertReader(t.db, t.services, { role: "SUPER" });
    const response = await request("POST", `/v2/admin/users/${self.uuid}/role/`, self, { role: "ADMIN", reason: "Step back" });
    expect(response.status).toBe(403);
    expect(await response.json()).toMatchObject({ detail: USER_ADMIN_MESSAGES.ownRole });
  });
});

describe("complimentary access", () => {
  it("gives All-Access until the end of a day and takes it back, each in the audit log", async () => {
    const reader = await signedUpReader();
    const endsOn = isoDay(addDays(t.clock.now(), 30));
    const granted = await request("POST", `/v2/admin/users/${reader.uuid}/complimentary-access/`, superUser, {
      ends_on: endsOn,
      reason: "Trail crew volunteer",
    });
    expect(granted.status).toBe(200);
    const account = adminUserDetailSchema.parse(await granted.json());
    expect(account.membership).toBe("paid");
    expect(account.access_until).toBe(`${endsOn}T23:59:59.999Z`);
    const grant = account.grants[0]!;
    expect(grant).toMatchObject({ reason: "staff", tier: "paid", granted_by: "Sam Super", is_revocable: true });
    const refreshed = authTokensSchema.parse(await (await refresh(t, reader.tokens.refresh)).json());
    expect(userClaimsSchema.parse(await (await getMe(t, refreshed.access)).json()).is_subscribed).toBe(true);

    const revoked = await request("POST", `/v2/admin/users/${reader.uuid}/complimentary-access/${grant.id}/revoke/`, superUser, {
      reason: "Volunteer season over",
    });
    expect(revoked.status).toBe(200);
    expect(adminUserDetailSchema.parse(await revoked.json())).toMatchObject({ membership: "free", access_until: null });
    const again = await request("POST", `/v2/admin/users/${reader.uuid}/complimentary-access/${grant.id}/revoke/`, superUser, {
      reason: "Twice",
    });
    expect(again.status).toBe(409);

    const history = await historyOf(reader.uuid);
    expect(history.map((entry) => entry.action)).toEqual(["complimentary access revoked", "complimentary access granted"]);
    expect(history[1]).toMatchObject({
      before: { membership: "free" },
      after: { membership: "paid", ends_on: endsOn, grant: grant.id },
      reason: "Trail crew volunteer",
    });
  });

  it("refuses a last day in the past and a missing reason, next to the fields", async () => {
    const reader = await signedUpReader();
    const path = `/v2/admin/users/${reader.uuid}/complimentary-access/`;
    const past = await fieldsOf(await request("POST", path, superUser, { ends_on: "2020-01-01", reason: "Old" }));
    expect(past).toEqual({ ends_on: [USER_ADMIN_MESSAGES.endsInPast] });
    const noReason = await fieldsOf(await request("POST", path, superUser, { ends_on: "next week" }));
    expect(Object.keys(noReason).sort()).toEqual(["ends_on", "reason"]);
  });
});

describe("disabling an account", () => {
  it("refuses its sign-in with a clear message, ends its sessions, and lets it back in once re-enabled", async () => {
    const reader = await signedUpReader();
    const disabled = await request("POST", `/v2/admin/users/${reader.uuid}/disable/`, superUser, { reason: "Chargeback fraud" });
    expect(disabled.status).toBe(200);
    expect(adminUserDetailSchema.parse(await disabled.json())).toMatchObject({ disabled_reason: "Chargeback fraud" });

    const refused = await login(reader.email);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: "account_disabled", detail: ACCOUNT_DISABLED_MESSAGE });
    // The wrong password says only that, whether or not the account is disabled.
    expect((await login(reader.email, "not-the-password")).status).toBe(401);
    expect((await refresh(t, reader.tokens.refresh)).status).toBe(401);
    expect((await getMe(t, reader.tokens.access)).status).toBe(401);

    const filtered = await request("GET", `/v2/admin/users/?account=disabled&q=${encodeURIComponent(reader.email)}`, superUser);
    expect(userAdminPageSchema.parse(await filtered.json()).count).toBe(1);

    const enabled = await request("POST", `/v2/admin/users/${reader.uuid}/enable/`, superUser, { reason: "Bank cleared it" });
    expect(enabled.status).toBe(200);
    expect((await login(reader.email)).status).toBe(200);
    expect((await historyOf(reader.uuid)).map((entry) => [entry.action, entry.reason])).toEqual([
      ["account enabled", "Bank cleared it"],
      ["account disabled", "Chargeback fraud"],
    ]);
  });

  it("needs a reason, and a super user cannot disable themselves", async () => {
    const reader = await signedUpReader();
    expect(await fieldsOf(await request("POST", `/v2/admin/users/${reader.uuid}/disable/`, superUser, {}))).toEqual({
      reason: ["Say why you are making this change."],
    });
    const self = await request("POST", `/v2/admin/users/${superUser.uuid}/disable/`, superUser, { reason: "Leaving" });
    expect(self.status).toBe(403);
    expect(await self.json()).toMatchObject({ detail: USER_ADMIN_MESSAGES.ownAccount });
  });

  it("answers 404 for an account that does not exist", async () => {
    const response = await request("GET", "/v2/admin/users/7a0c8bde-38a4-4f4e-9d7e-2f7b6c1d0e11/", superUser);
    expect(response.status).toBe(404);
  });
});

describe("the partner's users", () => {
  it("lists a partner sign-up with the partner's plan codes, and not other readers", async () => {
    const slug = t.config.client.tirePartner.slug;
    const partnerReader = await signedUpReader({ affiliate_origin: slug, name: "Parker Partner" });
    const claim = await apiRequest(
      t.app,
      "POST",
      "/v2/users/me/complementary-trial/",
      { offer: slug },
      { authorization: `Bearer ${partnerReader.tokens.access}` },
    );
    expect(claim.status).toBe(200);
    const other = await signedUpReader({ name: "Parker Elsewhere" });

    const page = partnerUserPageSchema.parse(
      await (await request("GET", "/v2/admin/partner-users/?q=Parker&sort=name&order=asc", superUser)).json(),
    );
    expect(page.results.map((user) => user.uuid)).toEqual([partnerReader.uuid]);
    expect(page.results[0]).toMatchObject({ membership: "trial", plan_codes: [slug, `${slug}-trial`].sort() });
    expect(page.results.map((user) => user.uuid)).not.toContain(other.uuid);

    const csv = await (await request("GET", "/v2/admin/partner-users/?q=Parker&format=csv", superUser)).text();
    expect(csv.split("\r\n")[1]).toContain(`${slug}-trial`);
  });
});
