// The staff financial overview (issue 6 point 9, /admin/financial-overview): revenue, memberships,
// trials, gifts, coupons and refunds over a range of UTC days, every figure computed from the
// billing records. Amounts are integer cents in the site's one currency.
import { z } from "zod";
import { PLAN_TIERS, SUBSCRIPTION_SOURCES } from "../domain/membership";

/** The range the overview covers when none is asked for: the last 30 days, today included. */
export const DEFAULT_RANGE_DAYS = 30;
/** The longest range one request may cover (two years and a leap day). */
export const MAX_RANGE_DAYS = 731;

/** GET /api/v2/admin/financial-overview/?from=YYYY-MM-DD&to=YYYY-MM-DD, both days inclusive (UTC). */
export const financialOverviewQuerySchema = z.object({
  from: z.iso.date("Enter the first day as YYYY-MM-DD.").optional(),
  to: z.iso.date("Enter the last day as YYYY-MM-DD.").optional(),
});
export type FinancialOverviewQuery = z.infer<typeof financialOverviewQuerySchema>;

const cents = z.number().int();
const count = z.number().int().nonnegative();

/**
 * Money in and out over one day or month. Gross counts payments on the day they were paid; refunds
 * count on the day the money went back, so a refund of an older payment lowers the day it happened.
 */
export const revenueSchema = z.object({
  payments: count,
  gross_cents: cents,
  refunded_cents: cents,
  net_cents: cents,
});
export type Revenue = z.infer<typeof revenueSchema>;

export const revenueDaySchema = revenueSchema.extend({ date: z.iso.date() });
export type RevenueDay = z.infer<typeof revenueDaySchema>;

export const revenueMonthSchema = revenueSchema.extend({ month: z.string().regex(/^\d{4}-\d{2}$/) });
export type RevenueMonth = z.infer<typeof revenueMonthSchema>;

/** Access right now, by tier and source: renewing subscriptions, grants, and the members they add up to. */
export const activeAccessRowSchema = z.object({
  tier: z.enum(PLAN_TIERS).exclude(["free"]),
  source: z.enum(SUBSCRIPTION_SOURCES),
  subscriptions: count,
  grants: count,
  /** Members whose access today is this tier from this source (paid beats trial, as in their tokens). */
  members: count,
});
export type ActiveAccessRow = z.infer<typeof activeAccessRowSchema>;

/** The 7-day trials started in the range and what became of each. */
export const trialConversionSchema = z.object({
  started: count,
  /** A payment followed on the trial's subscription. */
  converted: count,
  /** Cancelled before any payment. */
  cancelled: count,
  /** Still in the trial today. */
  in_trial: count,
  /** Ended without payment or cancellation (the card was declined at conversion). */
  lapsed: count,
  /** converted ÷ the trials that have ended (converted, cancelled or lapsed); null when none has. */
  conversion_rate: z.number().min(0).max(1).nullable(),
});
export type TrialConversion = z.infer<typeof trialConversionSchema>;

export const couponUseSchema = z.object({
  code: z.string(),
  redemptions: count,
  discount_cents: cents,
});
export type CouponUse = z.infer<typeof couponUseSchema>;

export const financialOverviewSchema = z.object({
  from: z.iso.date(),
  to: z.iso.date(),
  currency: z.string(),
  /** When "now" was for the active figures. */
  as_of: z.iso.datetime({ offset: true }),
  totals: revenueSchema,
  by_day: z.array(revenueDaySchema),
  by_month: z.array(revenueMonthSchema),
  active: z.object({
    paid_members: count,
    trial_members: count,
    by_tier_and_source: z.array(activeAccessRowSchema),
  }),
  trials: trialConversionSchema,
  gift_cards: z.object({ sold: count, sold_cents: cents, redeemed: count }),
  coupons: z.array(couponUseSchema),
  refunds: z.object({ count, total_cents: cents }),
});
export type FinancialOverview = z.infer<typeof financialOverviewSchema>;
