// The sandbox payment provider's own side of the ledger (docs/decisions/0014-billing.md): what a
// real provider would keep on its servers. The site's billing tables never read these; they learn
// everything from the signed webhook events the sandbox sends. Only a card's brand and last four
// digits are kept, never its number.
import { boolean, index, integer, pgTable, text, timestamp, uuid } from "drizzle-orm/pg-core";

/** A hosted checkout page the browser is sent to. */
export const sandboxSessions = pgTable("sandbox_sessions", {
  id: text("id").primaryKey(),
  checkoutId: uuid("checkout_id").notNull(),
  mode: text("mode", { enum: ["subscription", "payment"] }).notNull(),
  productName: text("product_name").notNull(),
  currency: text("currency").notNull(),
  priceCents: integer("price_cents").notNull(),
  termMonths: integer("term_months").notNull(),
  discountCents: integer("discount_cents").notNull(),
  trialDays: integer("trial_days").notNull(),
  customerId: text("customer_id").notNull(),
  customerEmail: text("customer_email").notNull(),
  successUrl: text("success_url").notNull(),
  cancelUrl: text("cancel_url").notNull(),
  status: text("status", { enum: ["open", "awaiting_confirmation", "complete"] })
    .notNull()
    .default("open"),
  /** The card waiting for the cardholder's confirmation (brand and last 4 only). */
  pendingCardBrand: text("pending_card_brand"),
  pendingCardLast4: text("pending_card_last4"),
  pendingCardFailsLater: boolean("pending_card_fails_later").notNull().default(false),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/** A renewing subscription the sandbox charges at the end of its trial and every term. */
export const sandboxSubscriptions = pgTable(
  "sandbox_subscriptions",
  {
    id: text("id").primaryKey(),
    checkoutId: uuid("checkout_id").notNull(),
    customerId: text("customer_id").notNull(),
    status: text("status", { enum: ["trialing", "active", "past_due", "canceled"] }).notNull(),
    priceCents: integer("price_cents").notNull(),
    currency: text("currency").notNull(),
    termMonths: integer("term_months").notNull(),
    trialEnd: timestamp("trial_end", { withTimezone: true }),
    currentPeriodStart: timestamp("current_period_start", { withTimezone: true }).notNull(),
    currentPeriodEnd: timestamp("current_period_end", { withTimezone: true }).notNull(),
    cancelAtPeriodEnd: boolean("cancel_at_period_end").notNull().default(false),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    cardBrand: text("card_brand").notNull(),
    cardLast4: text("card_last4").notNull(),
    /** The card of the renewal-failure test number: it pays once, then every later charge fails. */
    cardFailsLater: boolean("card_fails_later").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
  },
  (table) => [index("sandbox_subscriptions_due_idx").on(table.status, table.currentPeriodEnd)],
);

/** Money the sandbox took: one row per charge, with its invoice and payment intent ids. */
export const sandboxCharges = pgTable("sandbox_charges", {
  id: text("id").primaryKey(),
  paymentIntentId: text("payment_intent_id").notNull().unique(),
  invoiceId: text("invoice_id"),
  sessionId: text("session_id").notNull(),
  subscriptionId: text("subscription_id"),
  customerId: text("customer_id").notNull(),
  amountCents: integer("amount_cents").notNull(),
  discountCents: integer("discount_cents").notNull().default(0),
  currency: text("currency").notNull(),
  refundedCents: integer("refunded_cents").notNull().default(0),
  cardBrand: text("card_brand").notNull(),
  cardLast4: text("card_last4").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
});

/**
 * Every event the sandbox sent, with whether the site accepted it: one the site refused (or could
 * not be reached for) is sent again by the next advance, as a real provider retries.
 */
export const sandboxEvents = pgTable(
  "sandbox_events",
  {
    id: text("id").primaryKey(),
    payload: text("payload").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull(),
    deliveredAt: timestamp("delivered_at", { withTimezone: true }),
    attempts: integer("attempts").notNull().default(0),
  },
  (table) => [index("sandbox_events_undelivered_idx").on(table.createdAt)],
);
