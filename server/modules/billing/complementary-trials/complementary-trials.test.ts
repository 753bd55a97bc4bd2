import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { claimTrialResponseSchema, trialOfferSchema } from "../../../../shared/contracts/billing.contract";
import { authTokensSchema, userClaimsSchema } from "../../../../shared/contracts/user.contract";
import type { Role } from "../../../../shared/domain/roles";
import { insertUser } from "../../../../tests/factories/guides";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { seedBillingOffers } from "../../../db/seed/demo-billing-offers";
import { membershipGrants } from "../../../db/schema";
import { getMe, refresh } from "../../accounts/accounts.test-helpers";
import { addDays } from "../../../../shared/domain/billing-dates";
import { COMPLEMENTARY_TRIAL_MESSAGES } from "./complementary-trials";
import { syncMembership } from "../membership";
import { ensurePlanCatalog, partnerPlanCode } from "../plans.catalog";

let t: TestApp;
const DAY_MS = 86_400_000;

beforeAll(async () => {
  t = await createTestApp();
  // The demo offers as a start with the plan catalogue in place seeds them.
  await ensurePlanCatalog(t.db, t.config);
  await t.db.transaction((tx) => seedBillingOffers(tx, t.clock.now()));
});
afterAll(() => t.close());

async function signedIn(role: Role = "STANDARD") {
  const user = await insertUser(t.db, { role });
  return { ...user, tokens: await t.services.tokens.issue(user.id) };
}
type Reader = Awaited<ReturnType<typeof signedIn>>;

const getOffer = (code: string) => t.app.request(`/api/v2/complementary-trials/${code}/`);

const claim = (reader: Reader, offer: string) =>
  t.app.request("/api/v2/users/me/complementary-trial/", {
    method: "POST",
    headers: { "content-type": "application/json", authorization: `Bearer ${reader.tokens.access}` },
    body: JSON.stringify({ offer }),
  });

async function claimsAfterRefresh(reader: Reader) {
  const response = await refresh(t, reader.tokens.refresh);
  expect(response.status).toBe(200);
  reader.tokens = authTokensSchema.parse(await response.json());
  return userClaimsSchema.parse(await (await getMe(t, reader.tokens.access)).json());
}

describe("GET /api/v2/complementary-trials/{code}/", () => {
  it("describes an offer, whatever the case of the code in the link", async () => {
    const response = await getOffer("trailhead14");
    expect(response.status).toBe(200);
    expect(trialOfferSchema.parse(await response.json())).toMatchObject({ code: "TRAILHEAD14", days: 14, partner_slug: null });
  });

  it("has the tire partner's offer under the partner's slug", async () => {
    const slug = t.config.client.tirePartner.slug;
    const response = await getOffer(slug);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ code: slug, days: 30, partner_slug: slug });
  });

  it("answers 404 for an unknown offer and 410 for an expired one", async () => {
    expect((await getOffer("NO-SUCH-OFFER")).status).toBe(404);
    const expired = await getOffer("WINTER7");
    expect(expired.status).toBe(410);
    expect(await expired.json()).toMatchObject({ detail: COMPLEMENTARY_TRIAL_MESSAGES.expired });
  });
});

describe("POST /api/v2/users/me/complementary-trial/", () => {
  it("gives the trial tier for the offer's days, then free once the days have passed", async () => {
    const reader = await signedIn();
    const response = await claim(reader, "TRAILHEAD14");
    expect(response.status).toBe(200);
    const body = claimTrialResponseSchema.parse(await response.json());
    expect(new Date(body.access_until)).toEqual(addDays(t.clock.now(), 14));
    expect(await claimsAfterRefresh(reader)).toMatchObject({ is_subscribed: true, subscription_tier: "trial" });

    t.clock.advance(14 * DAY_MS + 1000);
    await syncMembership(t.db, reader.id, t.clock.now()); // what the lifecycle tick does for lapsed access
    reader.tokens = await t.services.tokens.issue(reader.id);
    expect(await claimsAfterRefresh(reader)).toMatchObject({ is_subscribed: false, subscription_tier: "free" });
  });

  it("is claimed once per account, whichever offer", async () => {
    const reader = await signedIn();
    expect((await claim(reader, "TRAILHEAD14")).status).toBe(200);
    for (const offer of ["TRAILHEAD14", t.config.client.tirePartner.slug]) {
      const again = await claim(reader, offer);
      expect(again.status).toBe(409);
      expect(await again.json()).toMatchObject({ detail: COMPLEMENTARY_TRIAL_MESSAGES.alreadyClaimed });
    }
  });

  it("is claimed once even when two claims arrive together", async () => {
    const reader = await signedIn();
    const statuses = (await Promise.all([claim(reader, "TRAILHEAD14"), claim(reader, "TRAILHEAD14")])).map((r) => r.status);
    expect(statuses.sort()).toEqual([200, 409]);
    expect(await t.db.select().from(membershipGrants).where(eq(membershipGrants.userId, reader.id))).toHaveLength(1);
  });

  it("records a partner offer's trial under the partner's trial plan", async () => {
    const reader = await signedIn();
    const slug = t.config.client.tirePartner.slug;
    const response = await claim(reader, slug);
    expect(response.status).toBe(200);
    expect(new Date(claimTrialResponseSchema.parse(await response.json()).access_until)).toEqual(addDays(t.clock.now(), 30));
    const [grant] = await t.db.select().from(membershipGrants).where(eq(membershipGrants.userId, reader.id));
    expect(grant).toMatchObject({ tier: "trial", reason: "partner", planCode: partnerPlanCode(slug, "trial") });
  });

  it("is refused to readers who already have paid access, by membership or role", async () => {
    const member = await signedIn();
    const now = t.clock.now();
    await t.db
      .insert(membershipGrants)
      .values({ userId: member.id, tier: "paid", reason: "staff", startsAt: now, endsAt: addDays(now, 30) });
    const promo = await signedIn("PROMOTIONAL");
    for (const reader of [member, promo]) {
      const response = await claim(reader, "TRAILHEAD14");
      expect(response.status).toBe(409);
      expect(await response.json()).toMatchObject({ detail: COMPLEMENTARY_TRIAL_MESSAGES.alreadyPaid });
    }
  });

  it("refuses unknown and expired offers, and signed-out visitors", async () => {
    const reader = await signedIn();
    expect((await claim(reader, "NO-SUCH-OFFER")).status).toBe(404);
    expect((await claim(reader, "WINTER7")).status).toBe(410);
    const signedOut = await t.app.request("/api/v2/users/me/complementary-trial/", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ offer: "TRAILHEAD14" }),
    });
    expect(signedOut.status).toBe(401);
    // Refusals leave the reader free to claim a good offer.
    expect((await claim(reader, "TRAILHEAD14")).status).toBe(200);
  });
});
