// Stripe-format webhook events (both providers send them, docs/decisions/0014-billing.md): the
// signature scheme, and the mapping to the site's BillingEvent.
//
// Signing: `Stripe-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "<t>.<raw body>" keyed with the
// secret>`, verified by the official SDK with a 300 s tolerance; a timestamp more than that ahead of
// our clock is refused too (the SDK accepts it), or a request captured with a future date could be
// replayed until then.
//
// Which payment id payments.provider_payment_id holds: the INVOICE id (in_...) for a subscription's
// charges (the checkout's first charge and every renewal are one invoice each, so checkout.completed
// and invoice.paid name the same charge), and the PAYMENT INTENT id (pi_...) for one-time payments.
// A Stripe charge no longer names its invoice, so refund() stamps `metadata.provider_payment_id` on the
// charge before refunding it, and charge.refunded reads that first.
//
// The fields read, per event type (anything else, and the Stripe types not listed, map to `ignored`):
// every event: id, type, created (unix seconds; the order of state changes).
// checkout.session.completed (data.object: Checkout.Session)
//   id, client_reference_id ?? metadata.checkout_id (a session without one is not ours: ignored), mode,
//   customer (id or object), payment_status ("paid" means money was taken at checkout), currency,
//   amount_total, total_details.amount_discount,
//   mode "subscription": subscription, an expanded Subscription object (read as below); as a bare id
//     it gives subscription: null, and the subscription arrives with customer.subscription.created.
//     invoice (id or expanded Invoice): the payment, when payment_status is "paid" and amount_total > 0;
//     its card from the expanded invoice as for invoice.paid.
//   mode "payment": payment_intent (id or expanded PaymentIntent) is the payment id; the card from an
//     expanded payment_intent.latest_charge.payment_method_details.card.
// customer.subscription.created / updated / deleted (data.object: Subscription) -> subscription.updated
//   id, customer, status (trialing, active, past_due; unpaid -> past_due; canceled, incomplete_expired,
//   paused -> canceled; incomplete is ignored: nothing is owed access before its first payment),
//   trial_end, items.data[].current_period_start / current_period_end (the period lives on the items:
//   earliest start, latest end), cancel_at_period_end, cancel_at (set means it ends, too), canceled_at,
//   ended_at. deleted: status canceled, ended_at ?? event created.
// invoice.paid (data.object: Invoice)
//   id (the payment id), billing_reason (subscription_create or subscription_cycle; others ignored),
//   parent.subscription_details.subscription (id or object; an invoice without one is ignored),
//   amount_paid (0, a trial's empty invoice, is ignored: no money moved), currency,
//   total_discount_amounts[].amount, status_transitions.paid_at ?? event created,
//   card: payments.data[0].payment.charge (expanded Charge) or .payment_intent.latest_charge (expanded).
// invoice.payment_failed (data.object: Invoice): parent.subscription_details.subscription.
// charge.refunded (data.object: Charge)
//   metadata.provider_payment_id ?? payment_intent (id or object) ?? id, amount_refunded (the total
//   refunded so far on that charge, not this refund alone).
// Cards: payment_method_details.card.brand and .last4 only; a card number is never read.
import Stripe from "stripe";
import type { BillingEvent, PaymentFacts, SubscriptionFacts } from "../payment.adapter";

/** Stripe's own limit: a signed event older than this is refused (a replay of a captured request). */
const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The request did not carry a valid, recent signature of its body. */
export class WebhookSignatureError extends Error {
  override readonly name = "WebhookSignatureError";
}

/**
 * Checks the `Stripe-Signature` header against the raw body and returns the event it signs.
 * `receivedAt` is the time the age is measured from (the server's clock).
 */
export function verifyProviderEvent(
  rawBody: string,
  signatureHeader: string | undefined,
  secret: string,
  receivedAt: Date = new Date(),
): Stripe.Event {
  if (!signatureHeader) throw new WebhookSignatureError("The Stripe-Signature header is missing");
  let event: Stripe.Event;
  try {
    event = Stripe.webhooks.constructEvent(
      rawBody,
      signatureHeader,
      secret,
      SIGNATURE_TOLERANCE_SECONDS,
      undefined,
      receivedAt.getTime(),
    );
  } catch (error) {
    // A bad signature, an old timestamp, or a signed body that is not an event at all.
    throw new WebhookSignatureError(error instanceof Error ? error.message : "Invalid webhook signature");
  }
  // The signature covers the timestamp, so once it is valid the timestamp is the sender's.
  const signedAtSeconds = Number(/(?:^|,)t=(\d+)/.exec(signatureHeader)?.[1]);
  if (signedAtSeconds * 1000 > receivedAt.getTime() + SIGNATURE_TOLERANCE_SECONDS * 1000) {
    throw new WebhookSignatureError("The signature's timestamp is in the future");
  }
  return event;
}

/** The `Stripe-Signature` header value for `payload`, exactly as Stripe computes it. */
export function signProviderEvent(payload: string, secret: string, timestampSeconds: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: timestampSeconds });
}

/** The site's view of a Stripe event; types the site does not act on come back as `ignored`. */
export function toBillingEvent(event: Stripe.Event): BillingEvent {
  const base = { id: event.id, occurredAt: fromUnix(event.created) };
  const ignored: BillingEvent = { ...base, type: "ignored", providerType: event.type };
  // Stripe has hundreds of event types; all but these few are ignored by design (the default).
  // eslint-disable-next-line @typescript-eslint/switch-exhaustiveness-check
  switch (event.type) {
    case "checkout.session.completed": {
      const completed = checkoutCompleted(event.data.object, base.occurredAt);
      return completed ? { ...base, ...completed } : ignored;
    }
    case "customer.subscription.created":
    case "customer.subscription.updated": {
      const subscription = subscriptionFacts(event.data.object);
      return subscription ? { ...base, type: "subscription.updated", subscription } : ignored;
    }
    case "customer.subscription.deleted": {
      const subscription = subscriptionFacts(event.data.object);
      if (!subscription) return ignored;
      return {
        ...base,
        type: "subscription.updated",
        subscription: { ...subscription, status: "canceled", endedAt: subscription.endedAt ?? base.occurredAt },
      };
    }
    case "invoice.paid": {
      const invoice = event.data.object;
      const providerSubscriptionId = invoiceSubscriptionId(invoice);
      const billingReason = subscriptionBillingReason(invoice.billing_reason);
      if (!providerSubscriptionId || !billingReason || invoice.amount_paid <= 0) return ignored;
      return {
        ...base,
        type: "invoice.paid",
        providerSubscriptionId,
        billingReason,
        payment: invoicePayment(invoice, base.occurredAt),
      };
    }
    case "invoice.payment_failed": {
      const providerSubscriptionId = invoiceSubscriptionId(event.data.object);
      return providerSubscriptionId ? { ...base, type: "invoice.payment_failed", providerSubscriptionId } : ignored;
    }
    case "charge.refunded": {
      const charge = event.data.object;
      return {
        ...base,
        type: "charge.refunded",
        providerPaymentId: charge.metadata?.provider_payment_id ?? idOf(charge.payment_intent) ?? charge.id,
        refundedCents: charge.amount_refunded,
      };
    }
    default:
      return ignored;
  }
}

type CheckoutCompleted = Extract<BillingEvent, { type: "checkout.completed" }>;

function checkoutCompleted(
  session: Stripe.Checkout.Session,
  occurredAt: Date,
): Omit<CheckoutCompleted, "id" | "occurredAt"> | null {
  const checkoutId = session.client_reference_id ?? session.metadata?.checkout_id;
  if (!checkoutId) return null;
  const isPaid = session.payment_status === "paid" && (session.amount_total ?? 0) > 0;
  const common = {
    type: "checkout.completed" as const,
    providerSessionId: session.id,
    checkoutId,
    providerCustomerId: idOf(session.customer),
  };
  if (session.mode === "subscription") {
    const subscription = typeof session.subscription === "object" ? session.subscription : null;
    const invoice = session.invoice;
    const payment =
      isPaid && invoice
        ? typeof invoice === "object"
          ? invoicePayment(invoice, occurredAt)
          : sessionPayment(session, invoice, null, occurredAt)
        : null;
    return { ...common, subscription: subscription ? subscriptionFacts(subscription) : null, payment };
  }
  if (session.mode === "payment") {
    const intent = session.payment_intent;
    const paymentId = idOf(intent);
    const card = typeof intent === "object" && intent ? chargeCard(intent.latest_charge) : null;
    return {
      ...common,
      subscription: null,
      payment: isPaid && paymentId ? sessionPayment(session, paymentId, card, occurredAt) : null,
    };
  }
  return null;
}

function sessionPayment(
  session: Stripe.Checkout.Session,
  providerPaymentId: string,
  card: Card | null,
  paidAt: Date,
): PaymentFacts {
  return {
    providerPaymentId,
    amountCents: session.amount_total ?? 0,
    discountCents: session.total_details?.amount_discount ?? 0,
    currency: (session.currency ?? "usd").toUpperCase(),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    paidAt,
  };
}

function invoicePayment(invoice: Stripe.Invoice, eventTime: Date): PaymentFacts {
  const paidAt = invoice.status_transitions?.paid_at;
  const discountCents = (invoice.total_discount_amounts ?? []).reduce((sum, discount) => sum + discount.amount, 0);
  const card = invoiceCard(invoice);
  return {
    providerPaymentId: invoice.id,
    amountCents: invoice.amount_paid,
    discountCents,
    currency: invoice.currency.toUpperCase(),
    cardBrand: card?.brand ?? null,
    cardLast4: card?.last4 ?? null,
    paidAt: paidAt ? fromUnix(paidAt) : eventTime,
  };
}

const SUBSCRIPTION_STATUSES: Record<string, SubscriptionFacts["status"]> = {
  trialing: "trialing",
  active: "active",
  past_due: "past_due",
  unpaid: "past_due",
  canceled: "canceled",
  incomplete_expired: "canceled",
  paused: "canceled",
};

/** Null for a subscription that is not yet owed anything (incomplete: its first payment is pending). */
function subscriptionFacts(subscription: Stripe.Subscription): SubscriptionFacts | null {
  const status = SUBSCRIPTION_STATUSES[subscription.status];
  if (!status) return null;
  const items = subscription.items?.data ?? [];
  const periodStart = items.length ? Math.min(...items.map((item) => item.current_period_start)) : subscription.start_date;
  const periodEnd = items.length
    ? Math.max(...items.map((item) => item.current_period_end))
    : (subscription.trial_end ?? subscription.start_date);
  return {
    providerSubscriptionId: subscription.id,
    providerCustomerId: idOf(subscription.customer),
    status,
    trialEndsAt: subscription.trial_end ? fromUnix(subscription.trial_end) : null,
    currentPeriodStart: fromUnix(periodStart),
    currentPeriodEnd: fromUnix(periodEnd),
    cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at != null,
    canceledAt: subscription.canceled_at ? fromUnix(subscription.canceled_at) : null,
    endedAt: subscription.ended_at ? fromUnix(subscription.ended_at) : null,
  };
}

type SubscriptionBillingReason = Extract<BillingEvent, { type: "invoice.paid" }>["billingReason"];

/** The first charge or a renewal; other invoices of a subscription (prorations, manual) are not ours. */
function subscriptionBillingReason(reason: string | null): SubscriptionBillingReason | null {
  return reason === "subscription_create" || reason === "subscription_cycle" ? reason : null;
}

function invoiceSubscriptionId(invoice: Stripe.Invoice): string | null {
  return idOf(invoice.parent?.subscription_details?.subscription);
}

interface Card {
  brand: string | null;
  last4: string | null;
}

function invoiceCard(invoice: Stripe.Invoice): Card | null {
  const payment = invoice.payments?.data[0]?.payment;
  if (!payment) return null;
  if (typeof payment.charge === "object") return chargeCard(payment.charge);
  if (typeof payment.payment_intent === "object") return chargeCard(payment.payment_intent.latest_charge);
  return null;
}

/** Brand and last four digits of an expanded charge's card; nothing else about the card is read. */
function chargeCard(charge: string | Stripe.Charge | null | undefined): Card | null {
  if (!charge || typeof charge === "string") return null;
  const card = charge.payment_method_details?.card;
  if (!card) return null;
  return { brand: card.brand ?? null, last4: card.last4 && /^[0-9]{4}$/.test(card.last4) ? card.last4 : null };
}

/** The id of a field Stripe sends either as an id or, when expanded, as the object itself. */
function idOf(reference: string | { id?: string } | null | undefined): string | null {
  if (!reference) return null;
  return typeof reference === "string" ? reference : (reference.id ?? null);
}

function fromUnix(seconds: number): Date {
  return new Date(seconds * 1000);
}
