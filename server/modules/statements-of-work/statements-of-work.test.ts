import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  statementOfWorkListPageSchema,
  statementOfWorkSchema,
  type StatementOfWork,
} from "../../../shared/contracts/statement-of-work.contract";
import { insertReader } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { auditEntriesOf } from "../../../tests/support/audit-entries";
import { NOT_A_CONTRIBUTOR } from "./contributors";
import { STATEMENT_ENTITY, STATEMENT_MESSAGES } from "./statements-of-work.service";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const reader = (role: "STANDARD" | "SCOUT" | "WRITER" | "ADMIN" | "SUPER", name?: string) =>
  insertReader(t.db, t.services, { role, name });
const request = (method: string, path: string, who?: Reader, body?: unknown) =>
  apiRequest(t.app, method, path, body, who?.headers ?? {});

const fieldsFor = (contributor: Reader, extra: Record<string, unknown> = {}) => ({
  title: "Scout the Moab rim routes",
  contributor_email: contributor.email.toUpperCase(),
  scope: "Drive and record three routes on the rim.\n\nPhotograph each obstacle & the camps.",
  area_description: "The rim north of Moab",
  state_code: "ut",
  deliverables: ["Three GPX tracks", "Twenty photos"],
  pay_cents: 125_050,
  deadline: "2099-06-30",
  ...extra,
});

async function created(author: Reader, contributor: Reader, extra: Record<string, unknown> = {}): Promise<StatementOfWork> {
  const response = await request("POST", "/v2/statements-of-work/", author, fieldsFor(contributor, extra));
  expect(response.status).toBe(201);
  return statementOfWorkSchema.parse(await response.json());
}

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

describe("writing a statement of work", () => {
  it("lets SUPER address one to a contributor by e-mail; the scope keeps its paragraphs and shows as safe HTML", async () => {
    const [boss, scout] = await Promise.all([reader("SUPER"), reader("SCOUT", "Sam Scout")]);
    const statement = await created(boss, scout);
    expect(statement).toMatchObject({
      title: "Scout the Moab rim routes",
      contributor: { uuid: scout.uuid, name: "Sam Scout", email: scout.email },
      scope: "Drive and record three routes on the rim.\n\nPhotograph each obstacle & the camps.",
      scope_html: "<p>Drive and record three routes on the rim.</p><p>Photograph each obstacle &amp; the camps.</p>",
      state: { code: "UT", title: "Utah" },
      deliverables: ["Three GPX tracks", "Twenty photos"],
      pay_cents: 125_050,
      deadline: "2099-06-30",
      signature: null,
    });
  });

  it("is for SUPER only: 401 signed out, 403 below SUPER", async () => {
    const scout = await reader("SCOUT");
    expect((await request("POST", "/v2/statements-of-work/", undefined, fieldsFor(scout))).status).toBe(401);
    for (const role of ["SCOUT", "ADMIN"] as const) {
      expect((await request("POST", "/v2/statements-of-work/", await reader(role), fieldsFor(scout))).status).toBe(403);
    }
  });

  it("says what is wrong next to each field: not a contributor, an unknown state, no deliverable, a past deadline", async () => {
    const [boss, plain, scout] = await Promise.all([reader("SUPER"), reader("STANDARD"), reader("SCOUT")]);
    expect(await fieldsOf(await request("POST", "/v2/statements-of-work/", boss, fieldsFor(plain)))).toEqual({
      contributor_email: [NOT_A_CONTRIBUTOR],
    });
    expect(
      await fieldsOf(await request("POST", "/v2/statements-of-work/", boss, fieldsFor(scout, { state_code: "ZZ" }))),
    ).toEqual({
      state_code: [STATEMENT_MESSAGES.unknownState],
    });
    const fields = await fieldsOf(
      await request(
        "POST",
        "/v2/statements-of-work/",
        boss,
        fieldsFor(scout, { deliverables: [], deadline: "2001-01-01", pay_cents: -1 }),
      ),
    );
    expect(Object.keys(fields).sort()).toEqual(["deadline", "deliverables", "pay_cents"]);
  });
});

describe("reading a statement of work", () => {
  it("shows it to its addressee and to staff; to other contributors it does not exist", async () => {
    const [boss, scout, other, admin] = await Promise.all([reader("SUPER"), reader("SCOUT"), reader("WRITER"), reader("ADMIN")]);
    const { id } = await created(boss, scout);
    for (const who of [scout, admin, boss]) expect((await request("GET", `/v2/statements-of-work/${id}/`, who)).status).toBe(200);
    expect((await request("GET", `/v2/statements-of-work/${id}/`, other)).status).toBe(404);
    expect((await request("GET", `/v2/statements-of-work/${id}/`, await reader("STANDARD"))).status).toBe(403);
    expect((await request("GET", `/v2/statements-of-work/${id}/`)).status).toBe(401);
    expect((await request("GET", "/v2/statements-of-work/999999/", admin)).status).toBe(404);
  });
});

describe("changing and signing a statement of work", () => {
  it("lets SUPER change it until it is signed; after that it is read-only (409)", async () => {
    const [boss, scout] = await Promise.all([reader("SUPER"), reader("SCOUT", "Robin Ridge")]);
    const { id } = await created(boss, scout);
    const changed = await request("PATCH", `/v2/statements-of-work/${id}/`, boss, { pay_cents: 150_000, state_code: null });
    expect(changed.status).toBe(200);
    expect(statementOfWorkSchema.parse(await changed.json())).toMatchObject({ pay_cents: 150_000, state: null });
    expect((await request("PATCH", `/v2/statements-of-work/${id}/`, scout, { pay_cents: 1 })).status).toBe(403);

    const signed = await request("POST", `/v2/statements-of-work/${id}/sign/`, scout, { signature_name: "  robin RIDGE " });
    expect(signed.status).toBe(200);
    const statement = statementOfWorkSchema.parse(await signed.json());
    expect(statement.signature).toMatchObject({ name: "robin RIDGE", signed_by: { uuid: scout.uuid, name: "Robin Ridge" } });
    expect(Date.parse(statement.signature!.signed_at)).not.toBeNaN();

    const refused = await request("PATCH", `/v2/statements-of-work/${id}/`, boss, { title: "Something else" });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({ detail: STATEMENT_MESSAGES.signed });
    expect((await request("POST", `/v2/statements-of-work/${id}/sign/`, scout, { signature_name: "Robin Ridge" })).status).toBe(
      409,
    );
    const after = statementOfWorkSchema.parse(await (await request("GET", `/v2/statements-of-work/${id}/`, scout)).json());
    expect(after).toMatchObject({ pay_cents: 150_000, title: "Scout the Moab rim routes", signature: { name: "robin RIDGE" } });
  });

  it("takes only the addressee's own name, next to the field", async () => {
    const [boss, scout] = await Promise.all([reader("SUPER"), reader("SCOUT", "Jo Trail")]);
    const { id } = await created(boss, scout);
    expect(
      await fieldsOf(await request("POST", `/v2/statements-of-work/${id}/sign/`, scout, { signature_name: "Jo Trails" })),
    ).toEqual({
      signature_name: [STATEMENT_MESSAGES.signatureMismatch],
    });
    expect((await fieldsOf(await request("POST", `/v2/statements-of-work/${id}/sign/`, scout, {}))).signature_name).toBeDefined();
  });

  it("is signed by its addressee or SUPER; staff below SUPER may read it but not sign it", async () => {
    const [boss, scout, admin, other] = await Promise.all([
      reader("SUPER"),
      reader("SCOUT", "Ari Dunes"),
      reader("ADMIN"),
      reader("SCOUT"),
    ]);
    const { id } = await created(boss, scout);
    expect((await request("POST", `/v2/statements-of-work/${id}/sign/`, other, { signature_name: "Ari Dunes" })).status).toBe(
      404,
    );
    expect((await request("POST", `/v2/statements-of-work/${id}/sign/`, admin, { signature_name: "Ari Dunes" })).status).toBe(
      403,
    );
    const bySuper = await request("POST", `/v2/statements-of-work/${id}/sign/`, boss, { signature_name: "Ari Dunes" });
    expect(bySuper.status).toBe(200);
    expect(statementOfWorkSchema.parse(await bySuper.json()).signature?.signed_by?.uuid).toBe(boss.uuid);
  });

  it("audits SUPER signing for its contributor, not the contributor signing their own", async () => {
    const [boss, scout, other] = await Promise.all([reader("SUPER"), reader("SCOUT", "Kit Mesa"), reader("SCOUT", "Lou Butte")]);
    const [forScout, forOther] = await Promise.all([created(boss, scout), created(boss, other)]);
    const signed = await request("POST", `/v2/statements-of-work/${forScout.id}/sign/`, boss, { signature_name: "Kit Mesa" });
    expect(signed.status).toBe(200);
    const entries = await auditEntriesOf(t, STATEMENT_ENTITY, forScout.id);
    expect(entries.find((entry) => entry.action === "signed for the contributor")).toMatchObject({
      before: { signature_name: null },
      after: { signature_name: "Kit Mesa" },
      actor: { uuid: boss.uuid },
    });
    const own = await request("POST", `/v2/statements-of-work/${forOther.id}/sign/`, other, { signature_name: "Lou Butte" });
    expect(own.status).toBe(200);
    expect((await auditEntriesOf(t, STATEMENT_ENTITY, forOther.id)).map((entry) => entry.action)).toEqual(["created"]);
  });
});

describe("the staff list of statements (/admin/sow-cms)", () => {
  it("lists, searches and filters every statement for SUPER, exports CSV, and audits writing and changing one", async () => {
    const [author, admin, scout, other] = await Promise.all([
      reader("SUPER"),
      reader("ADMIN"),
      reader("SCOUT", "Sandy Washburn"),
      reader("SCOUT"),
    ]);
    const first = await created(author, scout);
    const second = await created(author, other, { title: "Patrol the Lockhart Basin" });
    await request("POST", `/v2/statements-of-work/${second.id}/sign/`, other, { signature_name: other.name });

    const page = statementOfWorkListPageSchema.parse(
      await (await request("GET", `/v2/admin/statements-of-work/?contributor=${scout.uuid}`, author)).json(),
    );
    expect(page.results.map((row) => row.id)).toEqual([first.id]);
    expect(page.results[0]).toMatchObject({ contributor: { name: "Sandy Washburn" }, pay_cents: 125_050, signed_at: null });
    expect(page.contributors.map((person) => person.uuid)).toEqual(expect.arrayContaining([scout.uuid, other.uuid]));

    const signed = statementOfWorkListPageSchema.parse(
      await (await request("GET", "/v2/admin/statements-of-work/?signed=yes&q=lockhart", author)).json(),
    );
    expect(signed.results.map((row) => row.id)).toEqual([second.id]);

    const csv = await request("GET", "/v2/admin/statements-of-work/?format=csv&q=washburn", author);
    expect(csv.headers.get("content-type")).toContain("text/csv");
    expect(await csv.text()).toContain("Scout the Moab rim routes");

    expect((await request("GET", "/v2/admin/statements-of-work/", admin)).status).toBe(403);
    expect((await request("GET", "/v2/admin/statements-of-work/")).status).toBe(401);

    await request("PATCH", `/v2/statements-of-work/${first.id}/`, author, { pay_cents: 130_000, title: first.title });
    const entries = await auditEntriesOf(t, STATEMENT_ENTITY, first.id);
    expect(entries.map((entry) => entry.action)).toEqual(["changed", "created"]);
    expect(entries[0]).toMatchObject({ before: { pay_cents: 125_050 }, after: { pay_cents: 130_000 } });
    expect(entries[1]!.after).toMatchObject({ title: "Scout the Moab rim routes", deadline: "2099-06-30" });
  });
});
