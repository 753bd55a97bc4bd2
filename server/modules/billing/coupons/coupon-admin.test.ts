import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponPageSchema, couponSchema, PLAN_CODES, type CouponPage } from "../../../../shared/contracts/billing.contract";
import type { Role } from "../../../../shared/domain/roles";
import { insertReader, insertUser } from "../../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { apiRequest } from "../../../../tests/support/api-request";
import { auditEntriesOf } from "../../../../tests/support/audit-entries";
import { seedBillingOffers } from "../../../db/seed/demo-billing-offers";
import { checkouts, couponRedemptions, coupons } from "../../../db/schema";
import { COUPON_ADMIN_MESSAGES, COUPON_ENTITY } from "./coupon-admin";
import { ensurePlanCatalog } from "../plans.catalog";

let t: TestApp;
const staff = {} as Record<Role, Record<string, string>>;

beforeAll(async () => {
  t = await createTestApp();
  await ensurePlanCatalog(t.db, t.config);
  await t.db.transaction((tx) => seedBillingOffers(tx, t.clock.now()));
  for (const role of ["STANDARD", "WRITER", "ADMIN", "SUPER"] as const) {
    staff[role] = (await insertReader(t.db, t.services, { role })).headers;
  }
});
afterAll(() => t.close());

const request = (method: string, path: string, headers: Record<string, string>, body?: unknown) =>
  apiRequest(t.app, method, `/v2/admin/coupons/${path}`, body, headers);

const pageOf = async (query: string): Promise<CouponPage> => {
  const response = await request("GET", `?${query}`, staff.ADMIN);
  expect(response.status).toBe(200);
  return couponPageSchema.parse(await response.json());
};
const listCoupons = async () => (await pageOf("page_size=100")).results;
const codesOf = async (query: string) => (await pageOf(query)).results.map((coupon) => coupon.code);

/** Holds one use of the coupon: a checkout with the redemption in `status`. */
async function holdCouponUse(couponId: number, status: "reserved" | "redeemed" | "released") {
  const buyer = await insertUser(t.db);
  const [checkout] = await t.db
    .insert(checkouts)
    .values({
      userId: buyer.id,
      planCode: PLAN_CODES.yearly,
      purpose: "membership",
      provider: "sandbox",
      couponId,
      subtotalCents: 3999,
      discountCents: 2000,
      totalCents: 1999,
      expiresAt: t.clock.now(),
    })
    .returning({ id: checkouts.id });
  await t.db.insert(couponRedemptions).values({ couponId, userId: buyer.id, checkoutId: checkout!.id, status });
}

describe("staff coupon management", () => {
  it("is for ADMIN or greater: 401 signed out, 403 below ADMIN", async () => {
    expect((await request("GET", "", {})).status).toBe(401);
    for (const role of ["STANDARD", "WRITER"] as const) {
      expect((await request("GET", "", staff[role])).status).toBe(403);
      expect((await request("POST", "", staff[role], { code: "NOPE10", percent_off: 10 })).status).toBe(403);
      expect((await request("PATCH", "1/", staff[role], { archived: true })).status).toBe(403);
    }
    expect((await request("GET", "", staff.SUPER)).status).toBe(200);
  });

  it("lists the demo coupons with their limits and uses", async () => {
    const byCode = new Map((await listCoupons()).map((coupon) => [coupon.code, coupon]));
    expect(byCode.get("SPRING25")).toMatchObject({ percent_off: 25, plan_code: PLAN_CODES.yearly, redemptions: 0 });
    expect(byCode.get("TRAIL10")).toMatchObject({ amount_off_cents: 1000, plan_code: null });
    expect(new Date(byCode.get("EXPIRED")!.expires_at!).getTime()).toBeLessThan(t.clock.now().getTime());
    expect(byCode.get("ONCE")).toMatchObject({ max_redemptions: 1 });
  });

  it("counts uses held by open checkouts and redeemed, not released ones", async () => {
    const [once] = (await listCoupons()).filter((coupon) => coupon.code === "ONCE");
    for (const status of ["reserved", "redeemed", "released"] as const) await holdCouponUse(once!.id, status);
    // ONCE allows one use and has two: checkout refuses it, and the list says so.
    expect((await listCoupons()).find((coupon) => coupon.id === once!.id)).toMatchObject({ redemptions: 2, status: "used_up" });
  });

  it("creates a coupon, stored upper case, and lists it first", async () => {
    const response = await request("POST", "", staff.ADMIN, {
      code: "fall15",
      percent_off: 15,
      plan_code: PLAN_CODES.fiveYear,
      expires_at: "2099-10-31T23:59:59Z",
      max_redemptions: 100,
    });
    expect(response.status).toBe(201);
    const created = couponSchema.parse(await response.json());
    expect(created).toMatchObject({
      code: "FALL15",
      percent_off: 15,
      amount_off_cents: null,
      max_redemptions: 100,
      archived: false,
    });
    expect((await listCoupons())[0]).toEqual(created);
  });

  it("refuses a code that exists in any letter case", async () => {
    const response = await request("POST", "", staff.ADMIN, { code: "spring25", amount_off_cents: 500 });
    expect(response.status).toBe(409);
    expect(await response.json()).toMatchObject({
      detail: COUPON_ADMIN_MESSAGES.duplicate,
      fields: { code: [COUPON_ADMIN_MESSAGES.duplicate] },
    });
  });

  it("refuses an unknown plan and a coupon with both or neither discount", async () => {
    const unknownPlan = await request("POST", "", staff.ADMIN, { code: "NOPLAN", percent_off: 10, plan_code: "no-such-plan" });
    expect(unknownPlan.status).toBe(400);
    expect(await unknownPlan.json()).toMatchObject({ fields: { plan_code: [COUPON_ADMIN_MESSAGES.unknownPlan] } });
    for (const discount of [{ percent_off: 10, amount_off_cents: 500 }, {}]) {
      const response = await request("POST", "", staff.ADMIN, { code: "BOTH", ...discount });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        fields: { percent_off: ["Give either a percentage or an amount off, not both."] },
      });
    }
    expect((await request("POST", "", staff.ADMIN, { code: "PCT", percent_off: 101 })).status).toBe(400);
    expect((await request("POST", "", staff.ADMIN, { code: "x", percent_off: 10 })).status).toBe(400);
  });

  it("changes the expiry and limit, and archives and restores a coupon", async () => {
    const [coupon] = (await listCoupons()).filter((row) => row.code === "TRAIL10");
    const changed = await request("PATCH", `${coupon!.id}/`, staff.ADMIN, {
      expires_at: "2099-01-01T00:00:00Z",
      max_redemptions: 5,
    });
    expect(changed.status).toBe(200);
    expect(couponSchema.parse(await changed.json())).toMatchObject({
      max_redemptions: 5,
      archived: false,
      amount_off_cents: 1000,
    });

    const archived = couponSchema.parse(await (await request("PATCH", `${coupon!.id}/`, staff.ADMIN, { archived: true })).json());
    expect(archived).toMatchObject({ archived: true, max_redemptions: 5 });
    expect(new Date(archived.expires_at!)).toEqual(new Date("2099-01-01T00:00:00Z"));
    const restored = await request("PATCH", `${coupon!.id}/`, staff.ADMIN, { archived: false, max_redemptions: null });
    expect(couponSchema.parse(await restored.json())).toMatchObject({ archived: false, max_redemptions: null });

    const changes = (await auditEntriesOf(t, COUPON_ENTITY, coupon!.id)).map(({ action, before, after }) => ({
      action,
      before,
      after,
    }));
    expect(changes).toEqual([
      { action: "changed", before: { archived: true, max_redemptions: 5 }, after: { archived: false, max_redemptions: null } },
      { action: "changed", before: { archived: false }, after: { archived: true } },
      {
        action: "changed",
        before: { expires_at: null, max_redemptions: null },
        after: { expires_at: "2099-01-01T00:00:00.000Z", max_redemptions: 5 },
      },
    ]);
  });

  it("answers 404 for a coupon that does not exist, and 400 for a limit below one", async () => {
    expect((await request("PATCH", "999999/", staff.ADMIN, { archived: true })).status).toBe(404);
    expect((await request("PATCH", "abc/", staff.ADMIN, { archived: true })).status).toBe(404);
    const [coupon] = await listCoupons();
    expect((await request("PATCH", `${coupon!.id}/`, staff.ADMIN, { max_redemptions: 0 })).status).toBe(400);
  });
});

describe("the coupon list: search, filters, sort, pages and CSV", () => {
  /** Coupons whose codes start with ZQ, so the search finds these alone, created in this order. */
  const created = new Map<string, number>();

  beforeAll(async () => {
    const write = async (body: Record<string, unknown>) => {
      const response = await request("POST", "", staff.ADMIN, body);
      expect(response.status).toBe(201);
      const coupon = couponSchema.parse(await response.json());
      created.set(coupon.code, coupon.id);
      return coupon;
    };
    await write({ code: "ZQ-PERCENT", percent_off: 10, plan_code: PLAN_CODES.yearly });
    await write({ code: "ZQ-AMOUNT", amount_off_cents: 500 });
    await write({ code: "ZQ-PAST", percent_off: 20, expires_at: "2020-01-01T00:00:00Z" });
    const archived = await write({ code: "ZQ-SHELVED", percent_off: 30 });
    await request("PATCH", `${archived.id}/`, staff.ADMIN, { archived: true });
    const full = await write({ code: "ZQ-FULL", amount_off_cents: 700, max_redemptions: 2 });
    await holdCouponUse(full.id, "redeemed");
    await holdCouponUse(full.id, "reserved");
  });

  it("searches the code in any letter case, literally", async () => {
    expect(await codesOf("q=zq-")).toEqual(["ZQ-FULL", "ZQ-SHELVED", "ZQ-PAST", "ZQ-AMOUNT", "ZQ-PERCENT"]);
    expect(await codesOf("q=zq-pa")).toEqual(["ZQ-PAST"]);
    expect(await codesOf("q=zq%25")).toEqual([]);
  });

  it("filters by status as checkout judges it: active, expired, used up or archived", async () => {
    expect(await codesOf("q=zq-&status=active")).toEqual(["ZQ-AMOUNT", "ZQ-PERCENT"]);
    expect(await codesOf("q=zq-&status=expired")).toEqual(["ZQ-PAST"]);
    expect(await codesOf("q=zq-&status=used_up")).toEqual(["ZQ-FULL"]);
    expect(await codesOf("q=zq-&status=archived")).toEqual(["ZQ-SHELVED"]);
    const page = await pageOf("q=zq-");
    expect(Object.fromEntries(page.results.map((coupon) => [coupon.code, coupon.status]))).toEqual({
      "ZQ-FULL": "used_up",
      "ZQ-SHELVED": "archived",
      "ZQ-PAST": "expired",
      "ZQ-AMOUNT": "active",
      "ZQ-PERCENT": "active",
    });
    // The demo's EXPIRED coupon is expired whatever the day.
    expect(await codesOf("q=expired&status=expired")).toEqual(["EXPIRED"]);
  });

  it("filters by the kind of discount and by plan", async () => {
    expect(await codesOf("q=zq-&kind=percent")).toEqual(["ZQ-SHELVED", "ZQ-PAST", "ZQ-PERCENT"]);
    expect(await codesOf("q=zq-&kind=amount")).toEqual(["ZQ-FULL", "ZQ-AMOUNT"]);
    expect(await codesOf(`q=zq-&plan=${PLAN_CODES.yearly}`)).toEqual(["ZQ-PERCENT"]);
    expect(await codesOf(`q=zq-&plan=${PLAN_CODES.fiveYear}`)).toEqual([]);
  });

  it("sorts by code, uses, last day and creation, either way", async () => {
    expect(await codesOf("q=zq-&sort=code&order=asc")).toEqual(["ZQ-AMOUNT", "ZQ-FULL", "ZQ-PAST", "ZQ-PERCENT", "ZQ-SHELVED"]);
    expect((await codesOf("q=zq-&sort=code&order=desc"))[0]).toBe("ZQ-SHELVED");
    expect((await codesOf("q=zq-&sort=redemptions&order=desc"))[0]).toBe("ZQ-FULL");
    expect((await codesOf("q=zq-&sort=expires_at&order=asc"))[0]).toBe("ZQ-PAST");
    expect(await codesOf("q=zq-&sort=created_at&order=asc")).toEqual([
      "ZQ-PERCENT",
      "ZQ-AMOUNT",
      "ZQ-PAST",
      "ZQ-SHELVED",
      "ZQ-FULL",
    ]);
  });

  it("pages the list: a page of 25, the rest on the next, counted in all", async () => {
    await t.db.insert(coupons).values(
      Array.from({ length: 26 }, (_, index) => ({
        code: `ZQPAGE${String(index).padStart(2, "0")}`,
        percentOff: 5,
        createdAt: t.clock.now(),
      })),
    );
    const first = await pageOf("q=zqpage&sort=code&order=asc");
    expect(first).toMatchObject({ count: 26, page: 1, page_size: 25 });
    expect(first.results).toHaveLength(25);
    expect(first.results[0]!.code).toBe("ZQPAGE00");
    const second = await pageOf("q=zqpage&sort=code&order=asc&page=2");
    expect(second).toMatchObject({ count: 26, page: 2 });
    expect(second.results.map((coupon) => coupon.code)).toEqual(["ZQPAGE25"]);
    expect((await pageOf("q=zqpage&page_size=50")).results).toHaveLength(26);
    expect((await request("GET", "?page_size=7", staff.ADMIN)).status).toBe(400);
    expect((await request("GET", "?status=lost", staff.ADMIN)).status).toBe(400);
  });

  it("exports every matching coupon as CSV, in the list's order", async () => {
    const response = await request("GET", "?q=zq-&sort=code&order=asc&format=csv", staff.ADMIN);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="coupons.csv"');
    const lines = (await response.text()).trim().split("\r\n");
    expect(lines[0]).toBe("Id,Code,Percent off,Amount off (USD),Plan,Last day,Maximum uses,Uses,Status,Created");
    expect(lines.slice(1).map((line) => line.split(",")[1])).toEqual([
      "ZQ-AMOUNT",
      "ZQ-FULL",
      "ZQ-PAST",
      "ZQ-PERCENT",
      "ZQ-SHELVED",
    ]);
    expect(lines[2]).toMatch(new RegExp(`^${created.get("ZQ-FULL")},ZQ-FULL,,7\\.00,any,,2,2,used_up,`));
    expect(lines[3]).toContain(",ZQ-PAST,20,,any,2020-01-01T00:00:00.000Z,,0,expired,");
    expect(lines[4]).toContain(`,ZQ-PERCENT,10,,${PLAN_CODES.yearly},,,0,active,`);
    const archivedOnly = (await (await request("GET", "?q=zq-&status=archived&format=csv", staff.ADMIN)).text()).trim();
    expect(archivedOnly.split("\r\n")).toHaveLength(2);
  });

  it("is refused below ADMIN, the CSV too", async () => {
    for (const query of ["?q=zq-", "?format=csv"]) {
      expect((await request("GET", query, {})).status).toBe(401);
      for (const role of ["STANDARD", "WRITER"] as const) expect((await request("GET", query, staff[role])).status).toBe(403);
    }
  });
});
