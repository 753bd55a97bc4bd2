// Shapes of the membership and payments API (issue 6, docs/decisions/0014-billing.md). Amounts are
// integer cents with their currency; dates are ISO strings with an offset.
import { z } from "zod";
import { cmsListQuery, cmsPageSchema } from "./cms-list.contract";
import { PLAN_KINDS, PLAN_TIERS, SUBSCRIPTION_SOURCES, SUBSCRIPTION_STATUSES } from "../domain/membership";

const isoDateTime = z.iso.datetime({ offset: true });

export const planSchema = z.object({
  code: z.string(),
  name: z.string(),
  tier: z.enum(PLAN_TIERS),
  kind: z.enum(PLAN_KINDS),
  price_cents: z.number().int(),
  currency: z.string(),
  term_months: z.number().int(),
  trial_days: z.number().int(),
  purchasable: z.boolean(),
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/v2/plans/: the purchasable plans, cheapest term first. */
export const planListSchema = z.object({ results: z.array(planSchema) });

/** The plan codes the website sells. */
export const PLAN_CODES = {
  yearly: "all-access-yearly",
  fiveYear: "all-access-five-year",
  giftYearly: "gift-all-access-yearly",
} as const;

export const COUPON_CODE_PATTERN = /^[A-Za-z0-9_-]{3,40}$/;
const couponCodeSchema = z.string().trim().regex(COUPON_CODE_PATTERN, "Enter the coupon code as it was given to you.");

/** GET /api/v2/billing/quote/?plan=&coupon=&purpose=: what the checkout will charge, before paying. */
export const quoteQuerySchema = z.object({
  plan: z.string().min(1),
  coupon: couponCodeSchema.optional(),
  purpose: z.enum(["membership", "gift"]).default("membership"),
});

export const quoteSchema = z.object({
  plan: planSchema,
  coupon: z.object({ code: z.string(), description: z.string() }).nullable(),
  subtotal_cents: z.number().int(),
  discount_cents: z.number().int(),
  total_cents: z.number().int(),
  currency: z.string(),
  /** Free days before the first charge for this reader (0 once the trial was used, or for gifts). */
  trial_days: z.number().int(),
  /** The date of the first charge: today, or the end of the trial. */
  first_charge_on: isoDateTime,
});
export type Quote = z.infer<typeof quoteSchema>;

export const giftDetailsSchema = z.object({
  recipient_email: z.email("Enter the recipient's e-mail address."),
  recipient_name: z.string().trim().min(1, "Enter the recipient's name.").max(100),
  message: z.string().trim().max(500, "Keep the message to 500 characters or fewer.").default(""),
  /** YYYY-MM-DD, today or later, within a year. */
  deliver_on: z.iso.date("Choose a delivery date."),
});
export type GiftDetails = z.infer<typeof giftDetailsSchema>;

/** POST /api/v2/billing/checkout/ */
export const checkoutRequestSchema = z.object({
  plan: z.string().min(1),
  coupon: couponCodeSchema.optional(),
  /** Present when buying a gift for someone else. */
  gift: giftDetailsSchema.optional(),
});
export type CheckoutRequest = z.infer<typeof checkoutRequestSchema>;

export const CHECKOUT_STATUSES = ["open", "completed", "expired"] as const;

export const checkoutSchema = z.object({
  id: z.uuid(),
  status: z.enum(CHECKOUT_STATUSES),
  plan_code: z.string(),
  purpose: z.enum(["membership", "gift"]),
  total_cents: z.number().int(),
  /** Where to send the browser to pay (the provider's hosted page). */
  url: z.string(),
});
export type Checkout = z.infer<typeof checkoutSchema>;

export const paymentReceiptSchema = z.object({
  id: z.number().int(),
  plan_name: z.string(),
  purpose: z.enum(["subscription", "renewal", "five_year", "gift"]),
  amount_cents: z.number().int(),
  refunded_cents: z.number().int(),
  currency: z.string(),
  card_brand: z.string().nullable(),
  card_last4: z.string().nullable(),
  paid_at: isoDateTime,
});

/** GET /api/v2/users/me/membership/ */
export const membershipSchema = z.object({
  tier: z.enum(PLAN_TIERS),
  is_subscribed: z.boolean(),
  source: z.enum(SUBSCRIPTION_SOURCES).nullable(),
  access_until: isoDateTime.nullable(),
  /** Whether this account may still start its one 7-day trial. */
  trial_available: z.boolean(),
  subscription: z
    .object({
      plan_code: z.string(),
      plan_name: z.string(),
      status: z.enum(SUBSCRIPTION_STATUSES),
      trial_ends_at: isoDateTime.nullable(),
      current_period_end: isoDateTime,
      cancel_at_period_end: z.boolean(),
      /** The next charge, when one is due: the price after the trial or at renewal. */
      next_charge: z.object({ amount_cents: z.number().int(), currency: z.string(), on: isoDateTime }).nullable(),
    })
    .nullable(),
  payments: z.array(paymentReceiptSchema),
});
export type Membership = z.infer<typeof membershipSchema>;

/** POST /api/v2/users/me/redeem-gift-card/ (spec §7) */
export const redeemGiftCardRequestSchema = z.object({
  gift_card_redemption_code: z.string().trim().min(1, "Enter your gift card code.").max(64),
});
export const redeemGiftCardResponseSchema = z.object({ detail: z.string(), access_until: isoDateTime });

/** GET /api/v2/complementary-trials/{code}/ and POST /api/v2/users/me/complementary-trial/ */
export const trialOfferSchema = z.object({
  code: z.string(),
  name: z.string(),
  days: z.number().int(),
  partner_slug: z.string().nullable(),
});
export const claimTrialRequestSchema = z.object({ offer: z.string().min(1).max(64) });
export const claimTrialResponseSchema = z.object({ detail: z.string(), access_until: isoDateTime });
export type TrialOffer = z.infer<typeof trialOfferSchema>;
/** What redeeming a gift or claiming a trial answers: a message and the new end of access. */
export type AccessGranted = z.infer<typeof claimTrialResponseSchema>;

const percentOffSchema = z
  .number({ error: "Enter a percentage from 1 to 100." })
  .int("Enter a percentage from 1 to 100.")
  .min(1, "Enter a percentage from 1 to 100.")
  .max(100, "Enter a percentage from 1 to 100.");
const amountOffCentsSchema = z
  .number({ error: "Enter an amount above zero." })
  .int("Enter the amount in whole cents.")
  .positive("Enter an amount above zero.");
const maxRedemptionsSchema = z
  .number({ error: "Enter a whole number of uses, or leave it empty for no limit." })
  .int("Enter a whole number of uses, or leave it empty for no limit.")
  .positive("Allow at least one use, or leave it empty for no limit.");

/** Staff coupon management: /api/v2/admin/coupons/ */
export const couponWriteSchema = z
  .object({
    code: couponCodeSchema,
    percent_off: percentOffSchema.nullable().default(null),
    amount_off_cents: amountOffCentsSchema.nullable().default(null),
    plan_code: z.string().nullable().default(null),
    expires_at: isoDateTime.nullable().default(null),
    max_redemptions: maxRedemptionsSchema.nullable().default(null),
  })
  .refine((coupon) => (coupon.percent_off === null) !== (coupon.amount_off_cents === null), {
    message: "Give either a percentage or an amount off, not both.",
    path: ["percent_off"],
  });
export type CouponWrite = z.infer<typeof couponWriteSchema>;

/** PATCH /api/v2/admin/coupons/{id}/: what staff may change once a coupon is out. */
export const couponUpdateSchema = z.object({
  expires_at: isoDateTime.nullable().optional(),
  max_redemptions: maxRedemptionsSchema.nullable().optional(),
  archived: z.boolean().optional(),
});
export type CouponUpdate = z.infer<typeof couponUpdateSchema>;

/**
 * Whether checkout takes a coupon now: archived by staff; else expired (past its last day); else used
 * up (every use held by an open checkout or redeemed); else active.
 */
export const COUPON_STATUSES = ["active", "expired", "used_up", "archived"] as const;
export type CouponStatus = (typeof COUPON_STATUSES)[number];

export const couponSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent_off: z.number().int().nullable(),
  amount_off_cents: z.number().int().nullable(),
  plan_code: z.string().nullable(),
  expires_at: isoDateTime.nullable(),
  max_redemptions: z.number().int().nullable(),
  redemptions: z.number().int(),
  archived: z.boolean(),
  status: z.enum(COUPON_STATUSES),
  created_at: isoDateTime,
});
export type Coupon = z.infer<typeof couponSchema>;

/** GET /api/v2/admin/coupons/: search the code, filter by status, kind of discount and plan (ADR 0047). */
export const couponListQuerySchema = cmsListQuery({
  sorts: ["created_at", "code", "redemptions", "expires_at"],
  filters: {
    status: z.enum(COUPON_STATUSES).optional(),
    kind: z.enum(["percent", "amount"]).optional(),
    plan: z.string().trim().max(64).optional(),
  },
});
export type CouponListQuery = z.infer<typeof couponListQuerySchema>;

export const couponPageSchema = cmsPageSchema(couponSchema);
export type CouponPage = z.infer<typeof couponPageSchema>;

/** The messages a coupon can be refused with (issue 6: expired, used up, unknown). */
export const COUPON_MESSAGES = {
  unknown: "That coupon code isn't valid.",
  expired: "That coupon has expired.",
  usedUp: "That coupon has been used the maximum number of times.",
  wrongPlan: "That coupon doesn't apply to this plan.",
} as const;

/** The messages a gift code can be refused with. */
export const GIFT_CARD_MESSAGES = {
  unknown: "That gift card code isn't valid.",
  redeemed: "That gift card has already been redeemed.",
} as const;
