// Membership vocabulary (spec §3 "Subscription", §9 "Membership"): tiers, stores and the plan
// kinds the billing records use. The server's plan records hold the prices.

/** Plan tiers of spec §3/§4: what a member may see. */
export const PLAN_TIERS = ["paid", "trial", "free"] as const;
export type PlanTier = (typeof PLAN_TIERS)[number];

/** Where a subscription was bought (spec §3 "Source"). */
export const SUBSCRIPTION_SOURCES = ["website", "app_store", "play_store"] as const;
export type SubscriptionSource = (typeof SUBSCRIPTION_SOURCES)[number];

/**
 * How a plan is sold: a yearly subscription that renews, a one-time purchase of a fixed term
 * (five-year, gift), or a partner code that only maps a partner's customers to a tier.
 */
export const PLAN_KINDS = ["subscription", "one_time", "partner"] as const;
export type PlanKind = (typeof PLAN_KINDS)[number];

/** The free trial of spec §9, in days. */
export const FREE_TRIAL_DAYS = 7;

/** Days before a trial converts that the reminder e-mail goes out (issue 6). */
export const TRIAL_REMINDER_DAYS_BEFORE = 2;

/** What a checkout buys: the member's own membership, or a gift for someone else. */
export const CHECKOUT_PURPOSES = ["membership", "gift"] as const;
export type CheckoutPurpose = (typeof CHECKOUT_PURPOSES)[number];

/** The state of a subscription as the payment provider reports it, plus our own end state. */
export const SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due", "canceled", "expired"] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];
