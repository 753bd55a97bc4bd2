// Demo coupons and complementary-trial offers (issue 6), so checkout and the trial links can be
// tried at once. A row is added when missing and never changed after, so staff edits persist. A
// coupon or offer whose plan is not in the catalogue yet waits for a start after the plans are in.
import { PLAN_CODES } from "../../../shared/contracts/billing.contract";
import type { Executor } from "../client";
import { coupons, plans, trialOffers } from "../schema";

/** A fixed date in the past, so the expired demo coupon and offer are expired whatever the day. */
const LONG_AGO = new Date("2024-01-01T00:00:00Z");

export const DEMO_COUPONS = [
  { code: "SPRING25", percentOff: 25, amountOffCents: null, planCode: PLAN_CODES.yearly, expiresAt: null, maxRedemptions: null },
  { code: "TRAIL10", percentOff: null, amountOffCents: 1000, planCode: null, expiresAt: null, maxRedemptions: null },
  { code: "EXPIRED", percentOff: 20, amountOffCents: null, planCode: null, expiresAt: LONG_AGO, maxRedemptions: null },
  { code: "ONCE", percentOff: 50, amountOffCents: null, planCode: null, expiresAt: null, maxRedemptions: 1 },
] as const satisfies readonly (typeof coupons.$inferInsert)[];

export const DEMO_TRIAL_OFFERS = [
  { code: "TRAILHEAD14", name: "Trailhead: 14 days of All-Access", days: 14, partnerSlug: null, expiresAt: null },
  { code: "WINTER7", name: "Winter warm-up: 7 days of All-Access", days: 7, partnerSlug: null, expiresAt: LONG_AGO },
] as const satisfies readonly (typeof trialOffers.$inferInsert)[];

/** Days of a partner's complementary trial; its code is the partner's slug, as in the partner's links. */
export const PARTNER_TRIAL_DAYS = 30;

export async function seedBillingOffers(tx: Executor, now: Date): Promise<number> {
  const catalogue = await tx
    .select({ code: plans.code, kind: plans.kind, tier: plans.tier, partnerSlug: plans.partnerSlug, name: plans.name })
    .from(plans);
  const planCodes = new Set(catalogue.map((plan) => plan.code));
  const couponRows = DEMO_COUPONS.filter((coupon) => coupon.planCode === null || planCodes.has(coupon.planCode));
  // One offer per partner, named after the partner's trial plan ("Summit Tires (trial)").
  const partnerOffers = catalogue.flatMap(({ kind, tier, partnerSlug, name }) =>
    kind === "partner" && tier === "trial" && partnerSlug
      ? [
          {
            code: partnerSlug,
            name: `${name.replace(/\s*\(.*\)$/, "")}: ${PARTNER_TRIAL_DAYS} days of All-Access`,
            days: PARTNER_TRIAL_DAYS,
            partnerSlug,
            expiresAt: null,
          },
        ]
      : [],
  );
  const insertedCoupons = await tx
    .insert(coupons)
    .values(couponRows.map((coupon) => ({ ...coupon, createdAt: now })))
    .onConflictDoNothing()
    .returning({ id: coupons.id });
  const insertedOffers = await tx
    .insert(trialOffers)
    .values([...DEMO_TRIAL_OFFERS, ...partnerOffers].map((offer) => ({ ...offer, createdAt: now })))
    .onConflictDoNothing()
    .returning({ code: trialOffers.code });
  return insertedCoupons.length + insertedOffers.length;
}
