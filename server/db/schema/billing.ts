// Membership and money (issue 6, docs/decisions/0014-billing.md). Access comes only from a
// subscription, a grant (five-year, gift, complementary trial, partner, staff) or a role; every
// figure of the financial overview is computed from these rows. Card numbers are never stored:
// payments keep the brand and last four digits the provider reports.
import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  CHECKOUT_PURPOSES,
  PLAN_KINDS,
  PLAN_TIERS,
  SUBSCRIPTION_SOURCES,
  SUBSCRIPTION_STATUSES,
} from "../../../shared/domain/membership";
import { users } from "./users";
import { GRANT_REASONS } from "../../../shared/domain/grant-reasons";

const inList = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(","));

/** The catalogue every price on the site is read from. */
export const plans = pgTable(
  "plans",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    tier: text("tier", { enum: PLAN_TIERS }).notNull(),
    kind: text("kind", { enum: PLAN_KINDS }).notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull().default("USD"),
    /** Length of one paid term: 12 for yearly, 60 for five-year. */
    termMonths: integer("term_months").notNull(),
    /** Free days before the first charge (the 7-day trial); 0 for none. */
    trialDays: integer("trial_days").notNull().default(0),
    /** The partner brand a partner plan code belongs to. */
    partnerSlug: text("partner_slug"),
    /** Plans that can be bought on the website; partner codes and retired plans cannot. */
    purchasable: boolean("purchasable").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (table) => [
    check("plans_tier_known", sql`${table.tier} in (${inList(PLAN_TIERS)})`),
    check("plans_kind_known", sql`${table.kind} in (${inList(PLAN_KINDS)})`),
    check("plans_price_not_negative", sql`${table.priceCents} >= 0`),
  ],
);

/** A renewing membership as the payment provider runs it; webhooks keep it in step. */
export const subscriptions = pgTable(
  "subscriptions",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planCode: text("plan_code")
      .notNull()
      .references(() => plans.code),
    provider: text("provider").notNull(),
    source: text("source", { enum: SUBSCRIPTION_SOURCES }).notNull().default("website"),
    providerCustomerId: text("provider_customer_id"),
    providerSubscriptionId: text("provider_subscription_id").notNull(),
    status: text("status", { enum: SUBSCRIPTION_STATUSES }).notNull(),
    trialEndsAt: timestamp("trial_ends_at", { withTimezone: true }),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    /** Creation time of the provider event last applied: older events never overwrite newer state. */
    providerUpdatedAt: timestamp("provider_updated_at", { withTimezone: true }).notNull(),
    trialReminderSentAt: timestamp("trial_reminder_sent_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("subscriptions_provider_id_unique").on(table.provider, table.providerSubscriptionId),
    index("subscriptions_user_idx").on(table.userId),
    check("subscriptions_status_known", sql`${table.status} in (${inList(SUBSCRIPTION_STATUSES)})`),
    check("subscriptions_source_known", sql`${table.source} in (${inList(SUBSCRIPTION_SOURCES)})`),
  ],
);

/** A checkout the site started with the provider; completing it is what creates the purchase. */
export const checkouts = pgTable(
  "checkouts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planCode: text("plan_code")
      .notNull()
      .references(() => plans.code),
    purpose: text("purpose", { enum: CHECKOUT_PURPOSES }).notNull(),
    provider: text("provider").notNull(),
    providerSessionId: text("provider_session_id"),
    couponId: integer("coupon_id").references(() => coupons.id),
    /** Price before discount, the discount, and what is charged (at the end of the trial, if any). */
    subtotalCents: integer("subtotal_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull(),
    trialDays: integer("trial_days").notNull().default(0),
    /** For a gift: recipient_email, recipient_name, message, deliver_on. */
    gift: jsonb("gift").$type<{ recipientEmail: string; recipientName: string; message: string; deliverOn: string }>(),
    status: text("status", { enum: ["open", "completed", "expired"] })
      .notNull()
      .default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("checkouts_provider_session_unique").on(table.provider, table.providerSessionId),
    index("checkouts_user_idx").on(table.userId, table.createdAt),
    check("checkouts_total_consistent", sql`${table.totalCents} = ${table.subtotalCents} - ${table.discountCents}`),
    check("checkouts_gift_only_for_gifts", sql`(${table.purpose} = 'gift') = (${table.gift} is not null)`),
  ],
);

/** Money received (and any part given back). One row per provider charge, whatever bought it. */
export const payments = pgTable(
  "payments",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    provider: text("provider").notNull(),
    /** The provider's invoice or payment id: a charge is recorded once however often it is reported. */
    providerPaymentId: text("provider_payment_id").notNull(),
    checkoutId: uuid("checkout_id").references(() => checkouts.id),
    subscriptionId: integer("subscription_id").references(() => subscriptions.id),
    planCode: text("plan_code")
      .notNull()
      .references(() => plans.code),
    purpose: text("purpose", { enum: ["subscription", "renewal", "five_year", "gift"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    discountCents: integer("discount_cents").notNull().default(0),
    currency: text("currency").notNull().default("USD"),
    couponId: integer("coupon_id").references(() => coupons.id),
    cardBrand: text("card_brand"),
    cardLast4: text("card_last4"),
    refundedCents: integer("refunded_cents").notNull().default(0),
    refundedAt: timestamp("refunded_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("payments_provider_id_unique").on(table.provider, table.providerPaymentId),
    index("payments_user_idx").on(table.userId, table.paidAt),
    index("payments_paid_at_idx").on(table.paidAt),
    check("payments_amount_not_negative", sql`${table.amountCents} >= 0`),
    check("payments_refund_within_amount", sql`${table.refundedCents} between 0 and ${table.amountCents}`),
    check("payments_card_last4_only", sql`${table.cardLast4} is null or ${table.cardLast4} ~ '^[0-9]{4}$'`),
  ],
);

/** Access outside a renewing subscription: five-year purchases, gifts, trials, partners, staff. */
export const membershipGrants = pgTable(
  "membership_grants",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    tier: text("tier", { enum: ["paid", "trial"] }).notNull(),
    reason: text("reason", { enum: GRANT_REASONS }).notNull(),
    source: text("source", { enum: SUBSCRIPTION_SOURCES }).notNull().default("website"),
    planCode: text("plan_code").references(() => plans.code),
    paymentId: integer("payment_id").references(() => payments.id),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    /** Who granted it, for staff grants. */
    grantedBy: integer("granted_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("membership_grants_user_idx").on(table.userId, table.endsAt),
    check("membership_grants_reason_known", sql`${table.reason} in (${inList(GRANT_REASONS)})`),
    check("membership_grants_period", sql`${table.endsAt} > ${table.startsAt}`),
  ],
);

/** Every provider event applied, by its id: a replayed or duplicated event is recognised and skipped. */
export const billingEvents = pgTable("billing_events", {
  id: text("id").primaryKey(),
  provider: text("provider").notNull(),
  type: text("type").notNull(),
  /** When the provider created the event; orders state changes that arrive out of order. */
  occurredAt: timestamp("occurred_at", { withTimezone: true }).notNull(),
  receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
});

export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    /** Stored upper case; codes are compared case-insensitively. */
    code: text("code").notNull(),
    percentOff: integer("percent_off"),
    amountOffCents: integer("amount_off_cents"),
    /** The plan it applies to; null for every purchasable plan. */
    planCode: text("plan_code").references(() => plans.code),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    maxRedemptions: integer("max_redemptions"),
    createdBy: integer("created_by").references(() => users.id),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
  },
  (table) => [
    uniqueIndex("coupons_code_unique").on(sql`upper(${table.code})`),
    check("coupons_one_discount", sql`num_nonnulls(${table.percentOff}, ${table.amountOffCents}) = 1`),
    check("coupons_percent_range", sql`${table.percentOff} is null or ${table.percentOff} between 1 and 100`),
    check("coupons_amount_positive", sql`${table.amountOffCents} is null or ${table.amountOffCents} > 0`),
    check("coupons_max_positive", sql`${table.maxRedemptions} is null or ${table.maxRedemptions} > 0`),
  ],
);

/**
 * A coupon held by an open checkout (reserved), used by a completed one (redeemed), or given back
 * when the checkout expired (released). Reserved and redeemed rows count against the limit.
 */
export const couponRedemptions = pgTable(
  "coupon_redemptions",
  {
    id: serial("id").primaryKey(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id, { onDelete: "cascade" }),
    userId: integer("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    checkoutId: uuid("checkout_id")
      .notNull()
      .references(() => checkouts.id, { onDelete: "cascade" })
      .unique(),
    status: text("status", { enum: ["reserved", "redeemed", "released"] })
      .notNull()
      .default("reserved"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
  },
  (table) => [index("coupon_redemptions_coupon_idx").on(table.couponId, table.status)],
);

/**
 * A gift membership; the code itself is only ever e-mailed, the table keeps its hash. The code is
 * derived from the card's id with a key only the server holds, so the hash and hint are written when
 * the card is first e-mailed (a code nobody has been sent cannot be redeemed).
 */
export const giftCards = pgTable(
  "gift_cards",
  {
    id: serial("id").primaryKey(),
    codeHash: text("code_hash").unique(),
    /** The last characters of the code, to recognise it in support and staff screens. */
    codeHint: text("code_hint"),
    planCode: text("plan_code")
      .notNull()
      .references(() => plans.code),
    purchaserId: integer("purchaser_id")
      .notNull()
      .references(() => users.id),
    paymentId: integer("payment_id")
      .notNull()
      .references(() => payments.id)
      .unique(),
    recipientEmail: text("recipient_email").notNull(),
    recipientName: text("recipient_name").notNull(),
    message: text("message").notNull().default(""),
    deliverOn: date("deliver_on").notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    redeemedBy: integer("redeemed_by").references(() => users.id),
    redeemedAt: timestamp("redeemed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index("gift_cards_delivery_idx")
      .on(table.deliverOn)
      .where(sql`${table.deliveredAt} is null`),
    check("gift_cards_redeemed_together", sql`(${table.redeemedBy} is null) = (${table.redeemedAt} is null)`),
  ],
);

/** A complementary-trial link's offer: its code (in the link) and how long it lasts. */
export const trialOffers = pgTable(
  "trial_offers",
  {
    code: text("code").primaryKey(),
    name: text("name").notNull(),
    days: integer("days").notNull(),
    partnerSlug: text("partner_slug"),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [check("trial_offers_days_positive", sql`${table.days} between 1 and 366`)],
);

/** One complementary trial per account, whichever offer it came from. */
export const complementaryTrialClaims = pgTable("complementary_trial_claims", {
  userId: integer("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  offerCode: text("offer_code")
    .notNull()
    .references(() => trialOffers.code),
  grantId: integer("grant_id")
    .notNull()
    .references(() => membershipGrants.id),
  claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull(),
});
