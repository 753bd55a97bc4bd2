import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { financialOverviewSchema, type FinancialOverview } from "../../../../shared/contracts/financial-overview.contract";
import { PLAN_CODES } from "../../../../shared/contracts/billing.contract";
import {
  checkouts,
  couponRedemptions,
  coupons,
  giftCards,
  membershipGrants,
  payments,
  plans,
  subscriptions,
} from "../../../db/schema";
import { insertReader, insertUser } from "../../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { planCatalog } from "../plans.catalog";

// Everything happens in 2040, far from the demo records, with "now" in the middle of June.
const NOW = new Date("2040-06-15T12:00:00.000Z");
const at = (instant: string) => new Date(instant);

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let superUser: Reader, admin: Reader, member: Reader;
let sequence = 0;

async function insertPayment(values: Partial<typeof payments.$inferInsert> & { userId: number; paidAt: Date }) {
  const [payment] = await t.db
    .insert(payments)
    .values({
      provider: "sandbox",
      providerPaymentId: `test-payment-${++sequence}`,
      planCode: PLAN_CODES.yearly,
      purpose: "subscription",
      amountCents: 3999,
      ...values,
    })
    .returning();
  return payment!;
}

async function insertSubscription(values: Partial<typeof subscriptions.$inferInsert> & { userId: number }) {
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      planCode: PLAN_CODES.yearly,
      provider: "sandbox",
      providerSubscriptionId: `test-subscription-${++sequence}`,
      status: "active",
      currentPeriodStart: at("2040-06-01T00:00:00Z"),
      currentPeriodEnd: at("2041-06-01T00:00:00Z"),
      providerUpdatedAt: at("2040-06-01T00:00:00Z"),
      createdAt: at("2039-06-01T00:00:00Z"),
      ...values,
    })
    .returning();
  return subscription!;
}

async function insertGrant(values: Partial<typeof membershipGrants.$inferInsert> & { userId: number }) {
  await t.db.insert(membershipGrants).values({
    tier: "paid",
    reason: "gift",
    startsAt: at("2040-06-01T00:00:00Z"),
    endsAt: at("2041-06-01T00:00:00Z"),
    ...values,
  });
}

async function insertCheckout(userId: number) {
  const [checkout] = await t.db
    .insert(checkouts)
    .values({
      userId,
      planCode: PLAN_CODES.yearly,
      purpose: "membership",
      provider: "sandbox",
      subtotalCents: 3999,
      totalCents: 3999,
      expiresAt: at("2040-06-30T00:00:00Z"),
      status: "completed",
    })
    .returning();
  return checkout!;
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  await t.db
    .insert(plans)
    .values(planCatalog({ slug: "summit-tires", name: "Summit Tires" }))
    .onConflictDoNothing();
  [superUser, admin, member] = await Promise.all([
    insertReader(t.db, t.services, { role: "SUPER" }),
    insertReader(t.db, t.services, { role: "ADMIN" }),
    insertReader(t.db, t.services),
  ]);
  const [buyer, trialist, giftee, lapsed] = await Promise.all([
    insertUser(t.db),
    insertUser(t.db),
    insertUser(t.db),
    insertUser(t.db),
  ]);

  // Access now: the buyer pays on the website (and holds a trial grant too, which does not count
  // them twice); the trialist is in an app-store trial; the giftee holds two paid grants, the
  // longer one from the play store. Ended, revoked and future access counts for nobody.
  await insertSubscription({ userId: buyer.id });
  await insertGrant({ userId: buyer.id, tier: "trial", reason: "complementary_trial", endsAt: at("2040-06-20T00:00:00Z") });
  await insertSubscription({
    userId: trialist.id,
    status: "trialing",
    source: "app_store",
    createdAt: at("2040-06-14T09:00:00Z"),
    trialEndsAt: at("2040-06-21T09:00:00Z"),
    currentPeriodStart: at("2040-06-14T09:00:00Z"),
    currentPeriodEnd: at("2040-06-21T09:00:00Z"),
  });
  await insertGrant({ userId: giftee.id, endsAt: at("2041-01-01T00:00:00Z") });
  await insertGrant({ userId: giftee.id, source: "play_store", reason: "staff", endsAt: at("2042-01-01T00:00:00Z") });
  await insertSubscription({ userId: lapsed.id, status: "expired" });
  await insertGrant({ userId: lapsed.id, revokedAt: at("2040-06-10T00:00:00Z") });
  await insertGrant({ userId: lapsed.id, startsAt: at("2040-07-01T00:00:00Z") });

  // Trials started in June: one converted, one cancelled, one lapsed (declined), the trialist's
  // still running; one from May is outside the range.
  const converted = await insertSubscription({
    userId: buyer.id,
    status: "expired",
    createdAt: at("2040-06-02T10:00:00Z"),
    trialEndsAt: at("2040-06-09T10:00:00Z"),
    currentPeriodStart: at("2040-06-02T10:00:00Z"),
    currentPeriodEnd: at("2040-06-14T00:00:00Z"),
  });
  await insertSubscription({
    userId: lapsed.id,
    status: "canceled",
    createdAt: at("2040-06-03T10:00:00Z"),
    trialEndsAt: at("2040-06-10T10:00:00Z"),
    canceledAt: at("2040-06-05T10:00:00Z"),
    currentPeriodStart: at("2040-06-03T10:00:00Z"),
    currentPeriodEnd: at("2040-06-10T10:00:00Z"),
  });
  await insertSubscription({
    userId: lapsed.id,
    status: "past_due",
    createdAt: at("2040-06-04T10:00:00Z"),
    trialEndsAt: at("2040-06-11T10:00:00Z"),
    currentPeriodStart: at("2040-06-04T10:00:00Z"),
    currentPeriodEnd: at("2040-06-11T10:00:00Z"),
  });
  await insertSubscription({
    userId: lapsed.id,
    status: "expired",
    createdAt: at("2040-05-20T10:00:00Z"),
    trialEndsAt: at("2040-05-27T10:00:00Z"),
    currentPeriodStart: at("2040-05-20T10:00:00Z"),
    currentPeriodEnd: at("2040-05-27T10:00:00Z"),
  });

  // Money: the first instant of June and the last of June 10 count; May 31 and July 1 do not,
  // though May's payment was refunded in June, which lowers June 2.
  await insertPayment({ userId: buyer.id, paidAt: at("2040-06-01T00:00:00.000Z") });
  await insertPayment({
    userId: buyer.id,
    subscriptionId: converted.id,
    paidAt: at("2040-06-10T23:59:59.999Z"),
    refundedCents: 1000,
    refundedAt: at("2040-06-12T08:00:00Z"),
  });
  await insertPayment({
    userId: giftee.id,
    paidAt: at("2040-05-31T23:59:59.999Z"),
    refundedCents: 3999,
    refundedAt: at("2040-06-02T10:00:00Z"),
  });
  await insertPayment({ userId: giftee.id, paidAt: at("2040-07-01T00:00:00.000Z") });

  // A gift bought in June with a coupon, and an older gift redeemed in June.
  const [spring, unused] = await t.db
    .insert(coupons)
    .values([
      { code: "FOTEST25", percentOff: 25 },
      { code: "FOTEST10", percentOff: 10 },
    ])
    .returning();
  const giftPayment = await insertPayment({
    userId: buyer.id,
    planCode: PLAN_CODES.giftYearly,
    purpose: "gift",
    amountCents: 2999,
    discountCents: 1000,
    couponId: spring!.id,
    paidAt: at("2040-06-05T15:00:00Z"),
  });
  const oldGiftPayment = await insertPayment({
    userId: buyer.id,
    planCode: PLAN_CODES.giftYearly,
    purpose: "gift",
    paidAt: at("2040-04-01T15:00:00Z"),
  });
  const gift = {
    planCode: PLAN_CODES.giftYearly,
    purchaserId: buyer.id,
    recipientEmail: "friend@example.test",
    recipientName: "Friend",
  };
  await t.db.insert(giftCards).values([
    { ...gift, paymentId: giftPayment.id, deliverOn: "2040-06-20" },
    {
      ...gift,
      paymentId: oldGiftPayment.id,
      deliverOn: "2040-04-02",
      redeemedBy: giftee.id,
      redeemedAt: at("2040-06-20T00:00:00Z"),
    },
  ]);
  const [redeemedCheckout, reservedCheckout, oldCheckout] = await Promise.all([
    insertCheckout(buyer.id),
    insertCheckout(lapsed.id),
    insertCheckout(giftee.id),
  ]);
  await t.db.insert(couponRedemptions).values([
    {
      couponId: spring!.id,
      userId: buyer.id,
      checkoutId: redeemedCheckout.id,
      status: "redeemed",
      redeemedAt: at("2040-06-05T15:00:00Z"),
    },
    { couponId: spring!.id, userId: lapsed.id, checkoutId: reservedCheckout.id, status: "reserved" },
    {
      couponId: unused!.id,
      userId: giftee.id,
      checkoutId: oldCheckout.id,
      status: "redeemed",
      redeemedAt: at("2040-03-01T00:00:00Z"),
    },
  ]);
});
afterAll(() => t.close());

const get = (path: string, headers: Record<string, string> = {}) => t.app.request(`/api${path}`, { headers });

async function overview(query: string): Promise<FinancialOverview> {
  const response = await get(`/v2/admin/financial-overview/?${query}`, superUser.headers);
  expect(response.status).toBe(200);
  return financialOverviewSchema.parse(await response.json());
}

describe("GET /api/v2/admin/financial-overview/", () => {
  it("adds up June's payments by day, refunds on the day they were given, and both range ends inclusive", async () => {
    const june = await overview("from=2040-06-01&to=2040-06-30");
    expect(june.totals).toEqual({ payments: 3, gross_cents: 10997, refunded_cents: 4999, net_cents: 5998 });
    expect(june.by_day).toHaveLength(30);
    expect(june.by_day.filter((day) => day.payments > 0 || day.refunded_cents > 0)).toEqual([
      { date: "2040-06-01", payments: 1, gross_cents: 3999, refunded_cents: 0, net_cents: 3999 },
      { date: "2040-06-02", payments: 0, gross_cents: 0, refunded_cents: 3999, net_cents: -3999 },
      { date: "2040-06-05", payments: 1, gross_cents: 2999, refunded_cents: 0, net_cents: 2999 },
      { date: "2040-06-10", payments: 1, gross_cents: 3999, refunded_cents: 0, net_cents: 3999 },
      { date: "2040-06-12", payments: 0, gross_cents: 0, refunded_cents: 1000, net_cents: -1000 },
    ]);
    expect(june.refunds).toEqual({ count: 2, total_cents: 4999 });
  });

  it("groups the days by month", async () => {
    const { by_month } = await overview("from=2040-05-31&to=2040-07-01");
    expect(by_month).toEqual([
      { month: "2040-05", payments: 1, gross_cents: 3999, refunded_cents: 0, net_cents: 3999 },
      { month: "2040-06", payments: 3, gross_cents: 10997, refunded_cents: 4999, net_cents: 5998 },
      { month: "2040-07", payments: 1, gross_cents: 3999, refunded_cents: 0, net_cents: 3999 },
    ]);
  });

  it("counts access now by tier and source, each member once under their best tier", async () => {
    const { active, as_of } = await overview("from=2040-06-01&to=2040-06-30");
    expect(as_of).toBe(NOW.toISOString());
    expect(active.paid_members).toBe(2);
    expect(active.trial_members).toBe(1);
    expect(active.by_tier_and_source).toEqual([
      { tier: "paid", source: "play_store", subscriptions: 0, grants: 1, members: 1 },
      { tier: "paid", source: "website", subscriptions: 1, grants: 1, members: 1 },
      { tier: "trial", source: "app_store", subscriptions: 1, grants: 0, members: 1 },
      { tier: "trial", source: "website", subscriptions: 0, grants: 1, members: 0 },
    ]);
  });

  it("follows each trial started in the range to its outcome", async () => {
    const { trials } = await overview("from=2040-06-01&to=2040-06-30");
    expect(trials).toEqual({ started: 4, converted: 1, cancelled: 1, in_trial: 1, lapsed: 1, conversion_rate: 1 / 3 });
  });

  it("reports gift cards sold and redeemed and each coupon's use in the range", async () => {
    const june = await overview("from=2040-06-01&to=2040-06-30");
    expect(june.gift_cards).toEqual({ sold: 1, sold_cents: 2999, redeemed: 1 });
    expect(june.coupons).toEqual([{ code: "FOTEST25", redemptions: 1, discount_cents: 1000 }]);
  });

  it("covers the last 30 days, today included, when no range is given", async () => {
    const latest = await overview("");
    expect([latest.from, latest.to]).toEqual(["2040-05-17", "2040-06-15"]);
    expect(latest.by_day).toHaveLength(30);
  });

  it.each([
    ["a day that does not exist", "from=2040-02-30&to=2040-03-01", "from"],
    ["a range that runs backwards", "from=2040-06-30&to=2040-06-01", "from"],
    ["a range longer than two years", "from=2038-01-01&to=2040-06-01", "from"],
  ])("refuses %s with 400", async (_label, query, field) => {
    const response = await get(`/v2/admin/financial-overview/?${query}`, superUser.headers);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(body.fields)).toContain(field);
  });

  it("is for SUPER users only", async () => {
    expect((await get("/v2/admin/financial-overview/")).status).toBe(401);
    expect((await get("/v2/admin/financial-overview/", admin.headers)).status).toBe(403);
    expect((await get("/v2/admin/financial-overview/", member.headers)).status).toBe(403);
    expect((await get("/v2/admin/financial-overview/export.csv")).status).toBe(401);
    expect((await get("/v2/admin/financial-overview/export.csv", admin.headers)).status).toBe(403);
  });
});

describe("GET /api/v2/admin/financial-overview/export.csv", () => {
  it("downloads one row a day and the totals, which parse back to the overview's figures", async () => {
    const response = await get("/v2/admin/financial-overview/export.csv?from=2040-06-01&to=2040-06-30", superUser.headers);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toBe(
      'attachment; filename="financial-overview-2040-06-01-to-2040-06-30.csv"',
    );
    const lines = (await response.text()).split("\r\n");
    expect(lines.pop()).toBe("");
    const [header, ...rows] = lines.map((line) => line.split(","));
    expect(header).toEqual(["date", "payments", "gross_usd", "refunds_usd", "net_usd"]);
    expect(rows).toHaveLength(31);
    expect(rows[0]).toEqual(["2040-06-01", "1", "39.99", "0.00", "39.99"]);
    expect(rows[1]).toEqual(["2040-06-02", "0", "0.00", "39.99", "-39.99"]);
    expect(rows.at(-1)).toEqual(["total", "3", "109.97", "49.99", "59.98"]);

    const june = await overview("from=2040-06-01&to=2040-06-30");
    const cents = (amount: string | undefined) => Math.round(Number(amount) * 100);
    const days = rows.slice(0, -1);
    expect(
      days.map(([date, count, gross, refunds, net]) => ({
        date,
        payments: Number(count),
        gross_cents: cents(gross),
        refunded_cents: cents(refunds),
        net_cents: cents(net),
      })),
    ).toEqual(june.by_day);
  });
});
