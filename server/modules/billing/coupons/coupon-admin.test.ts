import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { couponSchema, PLAN_CODES } from "../../../../shared/contracts/billing.contract";
import type { Role } from "../../../../shared/domain/roles";
import { insertReader, insertUser } from "../../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { apiRequest } from "../../../../tests/support/api-request";
import { auditEntriesOf } from "../../../../tests/support/audit-entries";
import { seedBillingOffers } from "../../../db/seed/demo-billing-offers";
import { checkouts, couponRedemptions } from "../../../db/schema";
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

const listCoupons = async () => couponSchema.array().parse(await (await request("GET", "", staff.ADMIN)).json());

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
    const buyer = await insertUser(t.db);
    for (const status of ["reserved", "redeemed", "released"] as const) {
      const [checkout] = await t.db
        .insert(checkouts)
        .values({
          userId: buyer.id,
          planCode: PLAN_CODES.yearly,
          purpose: "membership",
          provider: "sandbox",
          couponId: once!.id,
          subtotalCents: 3999,
          discountCents: 2000,
          totalCents: 1999,
          expiresAt: t.clock.now(),
        })
        .returning({ id: checkouts.id });
      await t.db.insert(couponRedemptions).values({ couponId: once!.id, userId: buyer.id, checkoutId: checkout!.id, status });
    }
    expect((await listCoupons()).find((coupon) => coupon.id === once!.id)).toMatchObject({ redemptions: 2 });
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
    expect(await response.json()).toMatchObject({ detail: COUPON_ADMIN_MESSAGES.duplicate });
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
