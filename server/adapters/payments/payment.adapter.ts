// The one interface both payment providers implement (docs/decisions/0014-billing.md), and the
// factory that picks one by config. Stripe and the sandbox differ only in the calls the site makes
// to them; both report back with the same Stripe-format events, signed the same way, to the same
// webhook endpoint, where the adapter checks the signature and reads each event as a BillingEvent
// that the billing module applies (server/modules/billing/billing-events.ts).
import type { Logger } from "pino";
import type { Config } from "../../config";
import type { Database } from "../../db/client";
import { createSandboxAdapter, httpWebhookTransport, type SandboxPages, type WebhookTransport } from "./sandbox/sandbox.adapter";
import { createStripeAdapter } from "./stripe/stripe.adapter";

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

/** A webhook request's event once its signature is checked: the provider's own type name and what it means here. */
export interface ReceivedEvent {
  providerType: string;
  event: BillingEvent;
}

export interface PaymentAdapter {
  readonly name: PaymentProviderName;
  /** Starts a hosted checkout; the browser goes to `url` to pay. */
  createCheckoutSession(request: CheckoutSessionRequest): Promise<{ sessionId: string; url: string }>;
  /** Where the browser pays for a session started earlier, when the site hosts that page (the sandbox); else null. */
  checkoutPageUrl(sessionId: string): string | null;
  /** The subscription keeps its access until the period ends, then does not renew. */
  cancelAtPeriodEnd(providerSubscriptionId: string): Promise<void>;
  /** Ends a subscription now (after a full refund). */
  cancelNow(providerSubscriptionId: string): Promise<void>;
  /** Gives back `amountCents` of a charge, named by the id recorded in payments.provider_payment_id. */
  refund(providerPaymentId: string, amountCents: number): Promise<void>;
  /**
   * Checks a webhook request's `Stripe-Signature` against its raw body (WebhookSignatureError when
   * it is missing, wrong or stale) and reads the event, with what it names filled in.
   */
  readWebhook(rawBody: string, signature: string | undefined, receivedAt: Date): Promise<ReceivedEvent>;
  /** Runs the provider's own clock to `now`: the sandbox charges and ends what is due; Stripe does that itself. */
  advance(now: Date): Promise<void>;
  /** The sandbox's hosted checkout page; null when the provider hosts its own. */
  readonly sandbox: SandboxPages | null;
}

export interface PaymentAdapterDeps {
  config: Pick<Config, "payments" | "port">;
  db: Database;
  logger: Logger;
  clock: { now(): Date };
  jwtSecret: string;
  /** How the sandbox reaches the webhook endpoint; HTTP to this server unless a test routes it in-process. */
  sandboxWebhookTransport?: WebhookTransport;
}

/** The provider config names: the sandbox (the default) or Stripe. */
export function createPaymentAdapter(deps: PaymentAdapterDeps): PaymentAdapter {
  const { config, logger } = deps;
  if (config.payments.provider === "stripe") return createStripeAdapter(config.payments.stripe);
  return createSandboxAdapter({
    db: deps.db,
    clock: deps.clock,
    jwtSecret: deps.jwtSecret,
    transport: deps.sandboxWebhookTransport ?? httpWebhookTransport(`http://127.0.0.1:${config.port}/api/v2/billing/webhooks/`),
    onDeliveryFailure: (eventId, detail) =>
      logger.warn({ eventId, detail }, "sandbox webhook not accepted; it is sent again later"),
  });
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
