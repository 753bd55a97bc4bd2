// The Stripe-format events the sandbox sends (docs/decisions/0014-billing.md). It fills in the
// fields the site's event mapper reads (ids, amounts, periods, metadata, card brand and last 4),
// with the related objects expanded as Stripe does when asked to; the rest of Stripe's very large
// objects is left out, hence the casts in `stripeObject`.
import { randomBytes } from "node:crypto";
import type Stripe from "stripe";
import type { sandboxCharges, sandboxSessions, sandboxSubscriptions } from "../../../db/schema";

type SessionRow = typeof sandboxSessions.$inferSelect;
type SubscriptionRow = typeof sandboxSubscriptions.$inferSelect;
type ChargeRow = typeof sandboxCharges.$inferSelect;

export const sandboxId = (prefix: string) => `${prefix}_sbx_${randomBytes(12).toString("hex")}`;

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const secondsOrNull = (date: Date | null) => (date ? seconds(date) : null);
const stripeCurrency = (currency: string) => currency.toLowerCase();

function stripeObject<T>(fields: Record<string, unknown>): T {
  return { livemode: false, ...fields } as unknown as T;
}

export function stripeEvent(type: string, object: object, created: Date): Stripe.Event {
  return stripeObject<Stripe.Event>({
    id: sandboxId("evt"),
    object: "event",
    api_version: null,
    created: seconds(created),
    type,
    data: { object },
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
}

export function stripeCharge(charge: ChargeRow): Stripe.Charge {
  return stripeObject<Stripe.Charge>({
    id: charge.id,
    object: "charge",
    amount: charge.amountCents,
    amount_captured: charge.amountCents,
    amount_refunded: charge.refundedCents,
    refunded: charge.refundedCents >= charge.amountCents,
    currency: stripeCurrency(charge.currency),
    customer: charge.customerId,
    created: seconds(charge.createdAt),
    paid: true,
    status: "succeeded",
    payment_intent: charge.paymentIntentId,
    payment_method_details: { type: "card", card: { brand: charge.cardBrand, last4: charge.cardLast4 } },
    // The id the site recorded the payment under: the invoice for a subscription's charges.
    metadata: { provider_payment_id: charge.invoiceId ?? charge.paymentIntentId },
  });
}

function stripePaymentIntent(charge: ChargeRow): Stripe.PaymentIntent {
  return stripeObject<Stripe.PaymentIntent>({
    id: charge.paymentIntentId,
    object: "payment_intent",
    amount: charge.amountCents,
    amount_received: charge.amountCents,
    currency: stripeCurrency(charge.currency),
    customer: charge.customerId,
    status: "succeeded",
    latest_charge: stripeCharge(charge),
    metadata: {},
  });
}

export function stripeSubscription(subscription: SubscriptionRow): Stripe.Subscription {
  const period = {
    current_period_start: seconds(subscription.currentPeriodStart),
    current_period_end: seconds(subscription.currentPeriodEnd),
  };
  return stripeObject<Stripe.Subscription>({
    id: subscription.id,
    object: "subscription",
    customer: subscription.customerId,
    status: subscription.status,
    currency: stripeCurrency(subscription.currency),
    created: seconds(subscription.createdAt),
    start_date: seconds(subscription.createdAt),
    trial_start: subscription.trialEnd ? seconds(subscription.createdAt) : null,
    trial_end: secondsOrNull(subscription.trialEnd),
    cancel_at_period_end: subscription.cancelAtPeriodEnd,
    cancel_at: subscription.cancelAtPeriodEnd ? period.current_period_end : null,
    canceled_at: secondsOrNull(subscription.canceledAt),
    ended_at: secondsOrNull(subscription.endedAt),
    items: {
      object: "list",
      has_more: false,
      url: `/v1/subscription_items?subscription=${subscription.id}`,
      data: [
        {
          id: `si_${subscription.id.slice(4)}`,
          object: "subscription_item",
          subscription: subscription.id,
          quantity: 1,
          ...period,
          price: {
            id: "price_sbx_all_access",
            object: "price",
            currency: stripeCurrency(subscription.currency),
            unit_amount: subscription.priceCents,
            recurring: { interval: "month", interval_count: subscription.termMonths },
          },
        },
      ],
    },
    metadata: { checkout_id: subscription.checkoutId },
  });
}

export function stripeCheckoutSession(
  session: SessionRow,
  related: { subscription: SubscriptionRow | null; charge: ChargeRow | null },
): Stripe.Checkout.Session {
  return stripeObject<Stripe.Checkout.Session>({
    id: session.id,
    object: "checkout.session",
    mode: session.mode,
    status: "complete",
    payment_status: related.charge ? "paid" : "no_payment_required",
    client_reference_id: session.checkoutId,
    customer: session.customerId,
    customer_email: session.customerEmail,
    currency: stripeCurrency(session.currency),
    amount_subtotal: session.priceCents,
    amount_total: session.priceCents - session.discountCents,
    total_details: { amount_discount: session.discountCents, amount_shipping: 0, amount_tax: 0 },
    created: seconds(session.createdAt),
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    metadata: { checkout_id: session.checkoutId },
    subscription: related.subscription ? stripeSubscription(related.subscription) : null,
    payment_intent: related.charge && !related.subscription ? stripePaymentIntent(related.charge) : null,
    invoice:
      related.charge && related.subscription
        ? stripeInvoice(related.charge, related.subscription, "subscription_create", related.charge.createdAt)
        : null,
  });
}

export function stripeInvoice(
  charge: ChargeRow | null,
  subscription: SubscriptionRow,
  billingReason: "subscription_create" | "subscription_cycle",
  created: Date,
  invoiceId = charge?.invoiceId ?? sandboxId("in"),
): Stripe.Invoice {
  const amount = charge?.amountCents ?? subscription.priceCents;
  return stripeObject<Stripe.Invoice>({
    id: invoiceId,
    object: "invoice",
    billing_reason: billingReason,
    status: charge ? "paid" : "open",
    currency: stripeCurrency(subscription.currency),
    customer: subscription.customerId,
    created: seconds(created),
    amount_due: amount,
    amount_paid: charge ? amount : 0,
    amount_remaining: charge ? 0 : amount,
    subtotal: amount + (charge?.discountCents ?? 0),
    total: amount,
    total_discount_amounts: charge?.discountCents ? [{ amount: charge.discountCents, discount: "di_sbx_coupon" }] : [],
    attempted: true,
    attempt_count: 1,
    period_start: seconds(subscription.currentPeriodStart),
    period_end: seconds(subscription.currentPeriodEnd),
    status_transitions: { paid_at: charge ? seconds(charge.createdAt) : null },
    parent: {
      type: "subscription_details",
      quote_details: null,
      subscription_details: { subscription: subscription.id, metadata: { checkout_id: subscription.checkoutId } },
    },
    payments: {
      object: "list",
      has_more: false,
      url: `/v1/invoice_payments?invoice=${invoiceId}`,
      data: charge
        ? [
            {
              id: `inpay_${charge.id.slice(3)}`,
              object: "invoice_payment",
              invoice: invoiceId,
              amount_paid: amount,
              amount_requested: amount,
              currency: stripeCurrency(charge.currency),
              is_default: true,
              status: "paid",
              payment: { type: "payment_intent", payment_intent: stripePaymentIntent(charge), charge: stripeCharge(charge) },
            },
          ]
        : [],
    },
    metadata: { checkout_id: subscription.checkoutId },
  });
}
