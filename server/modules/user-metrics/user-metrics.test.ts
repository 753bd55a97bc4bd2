import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_CODES } from "../../../shared/contracts/billing.contract";
import { userMetricsSchema, type UserMetrics } from "../../../shared/contracts/user-metrics.contract";
import { membershipGrants, payments, subscriptions, userActiveDays, users } from "../../db/schema";
import { insertReader, insertUser } from "../../../tests/factories/guides";
import { apiRequest } from "../../../tests/support/api-request";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";

// Everything happens in 2040, far from the demo records. June 1 2040 is a Friday, so a range of
// June 1-14 has three weeks: June 1-3 (cut from the week of May 28), June 4-10 and June 11-14.
const NOW = new Date("2040-06-20T12:00:00.000Z");
const at = (instant: string) => new Date(instant);
const RANGE = "from=2040-06-01&to=2040-06-14";

let t: TestApp;
type Reader = Awaited<ReturnType<typeof insertReader>>;
let superUser: Reader, admin: Reader;
let sequence = 0;

async function insertUserCreated(createdAt: string, values: Partial<typeof users.$inferInsert> = {}) {
  const user = await insertUser(t.db);
  await t.db
    .update(users)
    .set({ createdAt: at(createdAt), ...values })
    .where(eq(users.id, user.id));
  return user;
}

async function insertSubscription(values: Partial<typeof subscriptions.$inferInsert> & { userId: number; createdAt: Date }) {
  const [subscription] = await t.db
    .insert(subscriptions)
    .values({
      planCode: PLAN_CODES.yearly,
      provider: "sandbox",
      providerSubscriptionId: `metrics-subscription-${++sequence}`,
      status: "active",
      currentPeriodStart: values.createdAt,
      currentPeriodEnd: at("2041-06-01T00:00:00Z"),
      providerUpdatedAt: values.createdAt,
      ...values,
    })
    .returning();
  return subscription!;
}

async function insertPayment(values: Partial<typeof payments.$inferInsert> & { userId: number; paidAt: Date }) {
  await t.db.insert(payments).values({
    provider: "sandbox",
    providerPaymentId: `metrics-payment-${++sequence}`,
    planCode: PLAN_CODES.yearly,
    purpose: "subscription",
    amountCents: 3999,
    ...values,
  });
}

beforeAll(async () => {
  t = await createTestApp();
  t.clock.advance(NOW.getTime() - t.clock.now().getTime());
  [superUser, admin] = await Promise.all([
    insertReader(t.db, t.services, { role: "SUPER" }),
    insertReader(t.db, t.services, { role: "ADMIN" }),
  ]);

  // Sign-ups: the first and the last instant of a day count on it; a deleted account still signed
  // up; May 31 is outside the range.
  const alice = await insertUserCreated("2040-06-01T00:00:00.000Z");
  const bruno = await insertUserCreated("2040-06-03T23:59:59.999Z");
  const chen = await insertUserCreated("2040-06-05T10:00:00Z");
  await insertUserCreated("2040-06-05T18:00:00Z", { deletedAt: at("2040-06-06T00:00:00Z") });
  const dana = await insertUserCreated("2040-05-31T23:59:59Z");

  // Active: Alice on three days (twice in the first week), Bruno once, Chen in the third week.
  await t.db.insert(userActiveDays).values([
    { userId: alice.id, day: "2040-06-01" },
    { userId: alice.id, day: "2040-06-02" },
    { userId: alice.id, day: "2040-06-05" },
    { userId: bruno.id, day: "2040-06-05" },
    { userId: chen.id, day: "2040-06-12" },
    { userId: chen.id, day: "2040-06-15" },
  ]);

  // Trials: Alice's 7-day trial and Bruno's complementary trial; Chen's subscription had none.
  const alicesTrial = await insertSubscription({
    userId: alice.id,
    status: "trialing",
    createdAt: at("2040-06-02T10:00:00Z"),
    trialEndsAt: at("2040-06-09T10:00:00Z"),
  });
  await t.db.insert(membershipGrants).values({
    userId: bruno.id,
    tier: "trial",
    reason: "complementary_trial",
    startsAt: at("2040-06-05T08:00:00Z"),
    endsAt: at("2040-06-19T08:00:00Z"),
  });
  const chensSubscription = await insertSubscription({
    userId: chen.id,
    createdAt: at("2040-05-20T10:00:00Z"),
    endedAt: at("2040-06-13T05:00:00Z"),
    status: "expired",
  });

  // Conversions: Alice's first payment (her renewal is not a conversion); Chen first paid in May;
  // Bruno's gift is for someone else.
  await insertPayment({ userId: alice.id, subscriptionId: alicesTrial.id, paidAt: at("2040-06-09T10:00:00Z") });
  await insertPayment({
    userId: alice.id,
    subscriptionId: alicesTrial.id,
    purpose: "renewal",
    paidAt: at("2040-06-12T10:00:00Z"),
  });
  await insertPayment({ userId: chen.id, subscriptionId: chensSubscription.id, paidAt: at("2040-05-20T10:00:00Z") });
  await insertPayment({ userId: bruno.id, planCode: PLAN_CODES.giftYearly, purpose: "gift", paidAt: at("2040-06-06T10:00:00Z") });

  // Churn: Chen's paid subscription ended on June 13; Dana's trial ended unpaid, which is not churn.
  await insertSubscription({
    userId: dana.id,
    status: "expired",
    createdAt: at("2040-05-31T10:00:00Z"),
    trialEndsAt: at("2040-06-07T10:00:00Z"),
    endedAt: at("2040-06-07T10:00:00Z"),
  });
});
afterAll(() => t.close());

const get = (query: string, headers: Record<string, string> = superUser.headers) =>
  apiRequest(t.app, "GET", `/v2/admin/user-metrics/?${query}`, undefined, headers);

async function metrics(query: string): Promise<UserMetrics> {
  const response = await get(query);
  expect(response.status).toBe(200);
  return userMetricsSchema.parse(await response.json());
}

const zero = { sign_ups: 0, active_users: 0, trials_started: 0, conversions: 0, churned: 0 };

describe("GET /api/v2/admin/user-metrics/", () => {
  it("counts each figure on its UTC day, every day of the range shown", async () => {
    const byDay = await metrics(`interval=day&${RANGE}`);
    expect(byDay.buckets).toHaveLength(14);
    expect(byDay.buckets.filter((bucket) => Object.entries(zero).some(([key]) => bucket[key as keyof typeof zero] > 0))).toEqual([
      { start: "2040-06-01", end: "2040-06-01", ...zero, sign_ups: 1, active_users: 1 },
      { start: "2040-06-02", end: "2040-06-02", ...zero, active_users: 1, trials_started: 1 },
      { start: "2040-06-03", end: "2040-06-03", ...zero, sign_ups: 1 },
      { start: "2040-06-05", end: "2040-06-05", ...zero, sign_ups: 2, active_users: 2, trials_started: 1 },
      { start: "2040-06-09", end: "2040-06-09", ...zero, conversions: 1 },
      { start: "2040-06-12", end: "2040-06-12", ...zero, active_users: 1 },
      { start: "2040-06-13", end: "2040-06-13", ...zero, churned: 1 },
    ]);
    expect(byDay.totals).toEqual({ sign_ups: 4, active_users: 3, trials_started: 2, conversions: 1, churned: 1 });
  });

  it("groups by weeks from Monday, cut to the range, and counts an account active in a week once", async () => {
    const byWeek = await metrics(`interval=week&${RANGE}`);
    expect(byWeek.buckets).toEqual([
      { start: "2040-06-01", end: "2040-06-03", sign_ups: 2, active_users: 1, trials_started: 1, conversions: 0, churned: 0 },
      { start: "2040-06-04", end: "2040-06-10", sign_ups: 2, active_users: 2, trials_started: 1, conversions: 1, churned: 0 },
      { start: "2040-06-11", end: "2040-06-14", sign_ups: 0, active_users: 1, trials_started: 0, conversions: 0, churned: 1 },
    ]);
  });

  it("groups by calendar month (the staff signed in on June 20 count as active in June)", async () => {
    const byMonth = await metrics("interval=month&from=2040-05-15&to=2040-07-10");
    expect(byMonth.buckets.map(({ start, end, sign_ups, active_users }) => ({ start, end, sign_ups, active_users }))).toEqual([
      { start: "2040-05-15", end: "2040-05-31", sign_ups: 1, active_users: 0 },
      { start: "2040-06-01", end: "2040-06-30", sign_ups: 4, active_users: 5 },
      { start: "2040-07-01", end: "2040-07-10", sign_ups: 0, active_users: 0 },
    ]);
  });

  it("covers the last 90 days by day, today included, when nothing is asked", async () => {
    const latest = await metrics("");
    expect([latest.interval, latest.from, latest.to]).toEqual(["day", "2040-03-23", "2040-06-20"]);
    expect(latest.buckets).toHaveLength(90);
  });

  it("exports the figures of each bucket as CSV", async () => {
    const response = await get(`interval=week&${RANGE}&format=csv`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/csv/);
    expect(response.headers.get("content-disposition")).toContain("user-metrics-by-week-2040-06-01-to-2040-06-14.csv");
    expect((await response.text()).trim().split("\r\n")).toEqual([
      "From,To,Sign-ups,Active users,Trials started,Paid conversions,Churned",
      "2040-06-01,2040-06-03,2,1,1,0,0",
      "2040-06-04,2040-06-10,2,2,1,1,0",
      "2040-06-11,2040-06-14,0,1,0,0,1",
    ]);
  });

  it.each([
    ["a range that runs backwards", "from=2040-06-14&to=2040-06-01", "from"],
    ["a range longer than two years", "from=2038-01-01&to=2040-06-01", "from"],
    ["a day that does not exist", "from=2040-02-30&to=2040-03-01", "from"],
    ["an interval that is not day, week or month", "interval=year", "interval"],
  ])("refuses %s with 400 and says which field", async (_label, query, field) => {
    const response = await get(query);
    expect(response.status).toBe(400);
    const body = (await response.json()) as { fields: Record<string, string[]> };
    expect(Object.keys(body.fields)).toEqual([field]);
  });

  it("is for SUPER users only", async () => {
    expect((await apiRequest(t.app, "GET", "/v2/admin/user-metrics/")).status).toBe(401);
    expect((await get("", admin.headers)).status).toBe(403);
  });
});

describe("activity", () => {
  it("marks an account active on each day it signs in or refreshes its session, once a day", async () => {
    const reader = await insertUser(t.db);
    const daysOf = async () =>
      (await t.db.select({ day: userActiveDays.day }).from(userActiveDays).where(eq(userActiveDays.userId, reader.id)))
        .map((row) => row.day)
        .sort();

    const first = await t.services.tokens.issue(reader.id);
    const second = await t.services.tokens.rotate(first.refresh);
    expect(await daysOf()).toEqual(["2040-06-20"]);

    t.clock.advance(86_400_000);
    await t.services.tokens.rotate(second.refresh);
    expect(await daysOf()).toEqual(["2040-06-20", "2040-06-21"]);
  });
});
