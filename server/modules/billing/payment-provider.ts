// The one interface both payment providers implement (docs/decisions/0014-billing.md). Stripe and
// the sandbox differ only in the calls the site makes to them; both report back with the same
// Stripe-format events, signed the same way, to the same webhook endpoint, where one handler
// (billing-events.ts) turns them into BillingEvents.

export type PaymentProviderName = "sandbox" | "stripe";

export interface CheckoutSessionRequest {
  /** Our checkouts.id; the provider echoes it back in the session's metadata and client_reference_id. */
  checkoutId: string;
  customer: { email: string; name: string; userUuid: string; providerCustomerId: string | null };
  /** "subscription" renews every term; "payment" is charged once (five-year, gift). */
  mode: "subscription" | "payment";
  productName: string;
  currency: string;
  /** The plan's price for one term, in cents. */
  priceCents: number;
  termMonths: number;
  /** Taken off the first charge only (a coupon); 0 for none. */
  discountCents: number;
  /** Free days before the first charge; 0 for none. Only for subscriptions. */
  trialDays: number;
  /** Where the provider sends the browser after paying, and after giving up. */
  successUrl: string;
  cancelUrl: string;
}

export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** Starts a hosted checkout; the browser goes to `url` to pay. */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ sessionId: string; url: string }>;
  /** The subscription keeps its access until the period ends, then does not renew. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Ends a subscription now (after a full refund). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** Gives back `amountCents` of a charge, named by the id recorded in payments.provider_payment_id. */
  refund(providerPaymentId: string, amountCents: number): Promise<void>;
}

/** What a charge looked like, as reported by the provider. Never a card number. */
export interface PaymentFacts {
  providerPaymentId: string;
  amountCents: number;
  discountCents: number;
  currency: string;
  cardBrand: string | null;
  cardLast4: string | null;
  paidAt: Date;
}

export interface SubscriptionFacts {
  providerSubscriptionId: string;
  providerCustomerId: string | null;
  status: "trialing" | "active" | "past_due" | "canceled";
  trialEndsAt: Date | null;
  currentPeriodStart: Date;
  currentPeriodEnd: Date;
  cancelAtPeriodEnd: boolean;
  canceledAt: Date | null;
  endedAt: Date | null;
}

interface EventBase {
  /** The provider's event id: the idempotency key. */
  id: string;
  /** When the provider created the event: the order of state changes. */
  occurredAt: Date;
}

/** The provider events the site acts on, whichever provider sent them. */
export type BillingEvent = EventBase &
  (
    | {
        type: "checkout.completed";
        providerSessionId: string;
        checkoutId: string;
        providerCustomerId: string | null;
        /** Set for subscription checkouts. */
        subscription: SubscriptionFacts | null;
        /** Set when money was taken at checkout (not during a trial). */
        payment: PaymentFacts | null;
      }
    | { type: "subscription.updated"; subscription: SubscriptionFacts }
    | {
        type: "invoice.paid";
        providerSubscriptionId: string;
        /** "subscription_create" for the first charge (after any trial), "subscription_cycle" for renewals. */
        billingReason: "subscription_create" | "subscription_cycle";
        payment: PaymentFacts;
      }
    | { type: "invoice.payment_failed"; providerSubscriptionId: string }
    | { type: "charge.refunded"; providerPaymentId: string; refundedCents: number }
    | { type: "ignored"; providerType: string }
  );
