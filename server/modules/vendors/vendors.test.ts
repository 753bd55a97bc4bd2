import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  personChoiceSchema,
  trailChoiceSchema,
  vendorDetailSchema,
  vendorPageSchema,
  vendorSchema,
} from "../../../shared/contracts/vendor.contract";
import { insertStatementOfWork } from "../../../tests/factories/contributor-portal";
import { insertReader, insertTrail } from "../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { apiRequest } from "../../../tests/support/api-request";
import { auditEntriesOf } from "../../../tests/support/audit-entries";
import { VENDOR_ENTITY, VENDOR_MESSAGES } from "./vendors.service";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;

beforeAll(async () => {
  t = await createTestApp();
});

afterAll(async () => {
  await t.close();
});

const reader = (role: "STANDARD" | "SCOUT" | "ADMIN" | "SUPER", name?: string) => insertReader(t.db, t.services, { role, name });
const request = (method: string, path: string, who?: Reader, body?: unknown) =>
  apiRequest(t.app, method, path, body, who?.headers ?? {});

const fields = (extra: Record<string, unknown> = {}) => ({
  name: "Red Rock Recon LLC",
  contact_name: "Juniper Hale",
  email: "Billing@RedRock.example",
  phone: "+1 435 555 0100",
  payment_reference: "PAYEE-0042",
  notes: "",
  active: true,
  user_email: "",
  ...extra,
});

async function fieldsOf(response: Response) {
  expect(response.status).toBe(400);
  return ((await response.json()) as { fields: Record<string, string[]> }).fields;
}

describe("vendors (/admin/vendor-cms)", () => {
  it("says what is wrong next to each field, then adds the vendor and audits it", async () => {
    const staff = await reader("SUPER");
    const wrong = await request("POST", "/v2/admin/vendors/", staff, fields({ name: " ", email: "not-mail", phone: "call me" }));
    expect(Object.keys(await fieldsOf(wrong)).sort()).toEqual(["email", "name", "phone"]);
    expect(
      await fieldsOf(await request("POST", "/v2/admin/vendors/", staff, fields({ user_email: "nobody@example.test" }))),
    ).toEqual({
      user_email: [VENDOR_MESSAGES.noAccount],
    });

    const response = await request("POST", "/v2/admin/vendors/", staff, fields());
    expect(response.status).toBe(201);
    const vendor = vendorSchema.parse(await response.json());
    expect(vendor).toMatchObject({ name: "Red Rock Recon LLC", email: "billing@redrock.example", user: null, active: true });
    const [entry] = await auditEntriesOf(t, VENDOR_ENTITY, vendor.id);
    expect(entry).toMatchObject({ action: "created", actor: { uuid: staff.uuid }, after: { payment_reference: "PAYEE-0042" } });
  });

  it("links a vendor to one account, shows that account's statements of work, and audits only what changed", async () => {
    const [staff, scout] = await Promise.all([reader("SUPER"), reader("SCOUT", "Juniper Hale")]);
    const { id } = vendorSchema.parse(await (await request("POST", "/v2/admin/vendors/", staff, fields())).json());
    const statement = await insertStatementOfWork(t.db, scout.id, {
      title: "Map the Maze",
      deadline: "2099-01-01",
      payCents: 50_000,
    });

    const changed = await request("PUT", `/v2/admin/vendors/${id}/`, staff, fields({ user_email: scout.email, active: false }));
    expect(vendorSchema.parse(await changed.json())).toMatchObject({ active: false, user: { uuid: scout.uuid } });
    const detail = vendorDetailSchema.parse(await (await request("GET", `/v2/admin/vendors/${id}/`, staff)).json());
    expect(detail.statements).toEqual([expect.objectContaining({ id: statement.id, title: "Map the Maze", signed_at: null })]);

    const [entry] = await auditEntriesOf(t, VENDOR_ENTITY, id);
    expect(entry).toMatchObject({
      action: "changed",
      before: { active: true, user_email: null },
      after: { active: false, user_email: scout.email },
    });

    const second = await request(
      "POST",
      "/v2/admin/vendors/",
      staff,
      fields({ name: "Another Outfit", user_email: scout.email }),
    );
    expect(await fieldsOf(second)).toEqual({ user_email: [VENDOR_MESSAGES.linkedElsewhere] });
    expect((await request("GET", "/v2/admin/vendors/999999/", staff)).status).toBe(404);
  });

  it("lists, searches, filters and exports vendors; only SUPER may", async () => {
    const [staff, admin] = await Promise.all([reader("SUPER"), reader("ADMIN")]);
    await request("POST", "/v2/admin/vendors/", staff, fields({ name: "Slickrock Surveys", payment_reference: "=HYPERLINK()" }));
    const page = vendorPageSchema.parse(
      await (await request("GET", "/v2/admin/vendors/?q=slickrock&active=yes&linked=no", staff)).json(),
    );
    expect(page.results.map((vendor) => vendor.name)).toEqual(["Slickrock Surveys"]);
    const csv = await (await request("GET", "/v2/admin/vendors/?q=slickrock&format=csv", staff)).text();
    expect(csv).toContain("'=HYPERLINK()");

    expect((await request("GET", "/v2/admin/vendors/", admin)).status).toBe(403);
    expect((await request("POST", "/v2/admin/vendors/", admin, fields())).status).toBe(403);
    expect((await request("GET", "/v2/admin/vendors/")).status).toBe(401);
  });
});

describe("the pickers of the contributor tools' forms", () => {
  it("finds contributors by name or e-mail and published trails by title", async () => {
    const [staff, scout] = await Promise.all([reader("SUPER"), reader("SCOUT", "Zqxwv Scout")]);
    await reader("STANDARD", "Zqxwv Reader");
    const [trail] = await Promise.all([
      insertTrail(t.db, { title: "Zqxwv Flats Loop" }),
      insertTrail(t.db, { title: "Zqxwv Draft", published: false }),
    ]);
    const people = (await (await request("GET", "/v2/admin/choices/people/?q=zqxwv&contributors=yes", staff)).json()) as {
      results: unknown[];
    };
    expect(
      personChoiceSchema
        .array()
        .parse(people.results)
        .map((p) => p.uuid),
    ).toEqual([scout.uuid]);
    const everyone = (await (await request("GET", "/v2/admin/choices/people/?q=zqxwv", staff)).json()) as { results: unknown[] };
    expect(everyone.results).toHaveLength(2);
    const trails = (await (await request("GET", "/v2/admin/choices/trails/?q=zqxwv", staff)).json()) as { results: unknown[] };
    expect(trailChoiceSchema.array().parse(trails.results)).toEqual([
      { id: trail.id, title: "Zqxwv Flats Loop", state_code: "UT" },
    ]);
  });
});
