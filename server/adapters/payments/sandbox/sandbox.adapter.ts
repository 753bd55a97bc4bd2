// The sandbox payment provider, used by default (docs/decisions/0014-billing.md): a hosted checkout
// page with Stripe's test cards, subscriptions it charges as time passes, and the same signed
// Stripe-format events Stripe sends, delivered to the site's webhook endpoint. No money moves.
import { createHmac } from "node:crypto";
import type Stripe from "stripe";
import { addDays, addMonths } from "../../../../shared/domain/billing-dates";
import type { Database, Executor } from "../../../db/client";
import { conflict, HttpError, notFound } from "../../../http/errors";
import type { CheckoutSessionRequest, PaymentAdapter } from "../payment.adapter";
import { signProviderEvent, toBillingEvent, verifyProviderEvent } from "../stripe/stripe-webhooks";
import {
  createSandboxRepository,
  type SandboxChargeRow,
  type SandboxSessionRow,
  type SandboxSubscriptionRow,
} from "./sandbox.repository";
import { checkCard, type CardInput } from "./sandbox-cards";
import { sandboxId, stripeCharge, stripeCheckoutSession, stripeEvent, stripeInvoice, stripeSubscription } from "./sandbox-events";

/** Sends one signed event body to the webhook endpoint; answers the HTTP status. */
export type WebhookTransport = (payload: string, signature: string) => Promise<number>;

/** A subscription whose renewal failed is ended after this many days, as Stripe's retries would. */
const PAST_DUE_GRACE_DAYS = 7;

/** The sandbox's signing secret: derived from the JWT secret, so nothing is stored or configured. */
export function sandboxWebhookSecret(jwtSecret: string): string {
  return `whsec_${createHmac("sha256", jwtSecret).update("trailguide payment sandbox webhooks").digest("hex")}`;
}

/** The default transport: an HTTP POST to the site's own webhook endpoint. */
export function httpWebhookTransport(url: string): WebhookTransport {
  return async (payload, signature) => {
    const response = await fetch(url, {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });
    return response.status;
  };
}

export interface SandboxDeps {
  db: Database;
  clock: { now(): Date };
  jwtSecret: string;
  transport: WebhookTransport;
  /** Told about events the site did not accept; they are sent again by the next advance. */
  onDeliveryFailure?: (eventId: string, detail: string) => void;
}

export interface SandboxSessionView {
  id: string;
  product_name: string;
  amount_cents: number;
  discount_cents: number;
  trial_days: number;
  currency: string;
  status: SandboxSessionRow["status"];
  cancel_url: string;
}

export type SandboxPayResult = { status: "succeeded"; redirect_url: string } | { status: "requires_confirmation" };

/** What the sandbox's hosted checkout page calls. */
export interface SandboxPages {
  getSession(id: string): Promise<SandboxSessionView>;
  /** Charges (or starts the trial on) a card; events are delivered before this answers. */
  pay(id: string, card: CardInput): Promise<SandboxPayResult>;
  /** The cardholder approves (the charge goes through) or refuses (declined; the page stays open). */
  confirm(id: string, approve: boolean): Promise<SandboxPayResult>;
}

export type SandboxAdapter = PaymentAdapter & { readonly sandbox: SandboxPages };

type Card = { brand: string; last4: string; failsLater: boolean };

export function createSandboxAdapter(deps: SandboxDeps): SandboxAdapter {
  const { db, clock } = deps;
  const secret = sandboxWebhookSecret(deps.jwtSecret);

  async function record(tx: Executor, events: Stripe.Event[], now: Date): Promise<void> {
    if (events.length === 0) return;
    await createSandboxRepository(tx).insertEvents(
      // A millisecond apart, so they go out in the order they happened.
      events.map((event, index) => ({
        id: event.id,
        payload: JSON.stringify(event),
        createdAt: new Date(now.getTime() + index),
      })),
    );
  }

  /** Sends every event not yet accepted, oldest first; stops at the first refusal to keep the order. */
  async function deliverPending(): Promise<void> {
    const repository = createSandboxRepository(db);
    for (const event of await repository.listUndeliveredEvents()) {
      const signature = signProviderEvent(event.payload, secret, Math.floor(clock.now().getTime() / 1000));
      let status: number;
      try {
        status = await deps.transport(event.payload, signature);
      } catch (error) {
        status = 0;
        deps.onDeliveryFailure?.(event.id, error instanceof Error ? error.message : String(error));
      }
      const delivered = status >= 200 && status < 300;
      await repository.recordDeliveryAttempt(event.id, event.attempts + 1, delivered ? clock.now() : null);
      if (!delivered) {
        if (status !== 0) deps.onDeliveryFailure?.(event.id, `the webhook answered ${status}`);
        return;
      }
    }
  }

  async function lockedSubscription(tx: Executor, id: string): Promise<SandboxSubscriptionRow> {
    const subscription = await createSandboxRepository(tx).lockSubscription(id);
    if (!subscription) throw notFound("No such sandbox subscription.");
    return subscription;
  }

  async function lockedSession(tx: Executor, id: string): Promise<SandboxSessionRow> {
    const session = await createSandboxRepository(tx).lockSession(id);
    if (!session) throw notFound("No such checkout session.");
    return session;
  }

  function insertCharge(
    tx: Executor,
    input: Omit<SandboxChargeRow, "id" | "paymentIntentId" | "refundedCents"> & { invoiceId: string | null },
  ): Promise<SandboxChargeRow> {
    return createSandboxRepository(tx).insertCharge({
      ...input,
      id: sandboxId("ch"),
      paymentIntentId: sandboxId("pi"),
      refundedCents: 0,
    });
  }

  /** A paid (or trial-started) session: the sandbox's own records and the events describing them. */
  async function completeSession(tx: Executor, session: SandboxSessionRow, card: Card, now: Date): Promise<Stripe.Event[]> {
    const repository = createSandboxRepository(tx);
    await repository.updateSession(session.id, { status: "complete" });
    const amount = session.priceCents - session.discountCents;
    const chargeNow = session.mode === "payment" || session.trialDays === 0;
    const common = { sessionId: session.id, customerId: session.customerId, currency: session.currency, createdAt: now };
    if (session.mode === "payment") {
      const charge = await insertCharge(tx, {
        ...common,
        subscriptionId: null,
        invoiceId: null,
        amountCents: amount,
        discountCents: session.discountCents,
        cardBrand: card.brand,
        cardLast4: card.last4,
      });
      return [stripeEvent("checkout.session.completed", stripeCheckoutSession(session, { subscription: null, charge }), now)];
    }
    const trialEnd = session.trialDays > 0 ? addDays(now, session.trialDays) : null;
    const subscription = await repository.insertSubscription({
      id: sandboxId("sub"),
      checkoutId: session.checkoutId,
      customerId: session.customerId,
      status: trialEnd ? "trialing" : "active",
      priceCents: session.priceCents,
      currency: session.currency,
      termMonths: session.termMonths,
      trialEnd,
      currentPeriodStart: now,
      currentPeriodEnd: trialEnd ?? addMonths(now, session.termMonths),
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardFailsLater: card.failsLater,
      // The coupon is taken off the first charge, whenever that is: kept on the session.
      createdAt: now,
    });
    const charge = chargeNow
      ? await insertCharge(tx, {
          ...common,
          subscriptionId: subscription.id,
          invoiceId: sandboxId("in"),
          amountCents: amount,
          discountCents: session.discountCents,
          cardBrand: card.brand,
          cardLast4: card.last4,
        })
      : null;
    const events = [
      stripeEvent("checkout.session.completed", stripeCheckoutSession(session, { subscription, charge }), now),
      stripeEvent("customer.subscription.created", stripeSubscription(subscription), now),
    ];
    if (charge) events.push(stripeEvent("invoice.paid", stripeInvoice(charge, subscription, "subscription_create", now), now));
    return events;
  }

  /** Moves one subscription through everything due by `now`: conversion, renewals, failure, end. */
  async function advanceSubscription(tx: Executor, id: string, now: Date): Promise<Stripe.Event[]> {
    const repository = createSandboxRepository(tx);
    const events: Stripe.Event[] = [];
    let subscription = await lockedSubscription(tx, id);
    const save = async (changes: Partial<SandboxSubscriptionRow>) => {
      subscription = await repository.updateSubscription(id, changes);
    };
    while (subscription.status !== "canceled") {
      const periodEnd = subscription.currentPeriodEnd;
      if (subscription.status === "past_due") {
        if (addDays(periodEnd, PAST_DUE_GRACE_DAYS) > now) break;
        await save({ status: "canceled", endedAt: now, canceledAt: subscription.canceledAt ?? now });
        events.push(stripeEvent("customer.subscription.deleted", stripeSubscription(subscription), now));
        break;
      }
      if (periodEnd > now) break;
      if (subscription.cancelAtPeriodEnd) {
        await save({ status: "canceled", endedAt: periodEnd });
        events.push(stripeEvent("customer.subscription.deleted", stripeSubscription(subscription), periodEnd));
        break;
      }
      const wasTrial = subscription.status === "trialing";
      const session = await repository.findSessionOfCheckout(subscription.checkoutId);
      // The coupon comes off the first charge only: the trial's conversion, or checkout itself.
      const discount = wasTrial ? (session?.discountCents ?? 0) : 0;
      if (subscription.cardFailsLater) {
        await save({ status: "past_due" });
        const invoice = stripeInvoice(null, subscription, wasTrial ? "subscription_create" : "subscription_cycle", periodEnd);
        events.push(stripeEvent("invoice.payment_failed", invoice, periodEnd));
        events.push(stripeEvent("customer.subscription.updated", stripeSubscription(subscription), periodEnd));
        continue;
      }
      const charge = await insertCharge(tx, {
        sessionId: session?.id ?? "",
        subscriptionId: id,
        customerId: subscription.customerId,
        invoiceId: sandboxId("in"),
        amountCents: subscription.priceCents - discount,
        discountCents: discount,
        currency: subscription.currency,
        cardBrand: subscription.cardBrand,
        cardLast4: subscription.cardLast4,
        createdAt: periodEnd,
      });
      await save({
        status: "active",
        currentPeriodStart: periodEnd,
        currentPeriodEnd: addMonths(periodEnd, subscription.termMonths),
      });
      const reason = wasTrial ? "subscription_create" : "subscription_cycle";
      events.push(stripeEvent("invoice.paid", stripeInvoice(charge, subscription, reason, periodEnd), periodEnd));
      events.push(stripeEvent("customer.subscription.updated", stripeSubscription(subscription), periodEnd));
    }
    return events;
  }

  /** Records the events `change` produces in its transaction, then delivers them. */
  async function changeAndDeliver(change: (tx: Executor, now: Date) => Promise<Stripe.Event[]>): Promise<void> {
    const now = clock.now();
    await db.transaction(async (tx) => record(tx, await change(tx, now), now));
    await deliverPending();
  }

  const sandbox: SandboxPages = {
    async getSession(id) {
      const session = await createSandboxRepository(db).findSession(id);
      if (!session) throw notFound("No such checkout session.");
      return {
        id: session.id,
        product_name: session.productName,
        amount_cents: session.priceCents - session.discountCents,
        discount_cents: session.discountCents,
        trial_days: session.trialDays,
        currency: session.currency,
        status: session.status,
        cancel_url: session.cancelUrl,
      };
    },

    async pay(id, card) {
      const now = clock.now();
      const checked = checkCard(card, now);
      const result = await db.transaction(async (tx): Promise<SandboxPayResult> => {
        const session = await lockedSession(tx, id);
        if (session.status !== "open") throw conflict("This checkout has already been paid.");
        if (checked.behaviour === "declined") throw new HttpError(402, "card_declined", "Your card was declined.");
        if (checked.behaviour === "needs_confirmation") {
          await createSandboxRepository(tx).updateSession(id, {
            status: "awaiting_confirmation",
            pendingCardBrand: checked.brand,
            pendingCardLast4: checked.last4,
          });
          return { status: "requires_confirmation" };
        }
        const paid = { brand: checked.brand, last4: checked.last4, failsLater: checked.behaviour === "fails_later" };
        await record(tx, await completeSession(tx, session, paid, now), now);
        return { status: "succeeded", redirect_url: session.successUrl };
      });
      if (result.status === "succeeded") await deliverPending();
      return result;
    },

    async confirm(id, approve) {
      const now = clock.now();
      const result = await db.transaction(async (tx): Promise<SandboxPayResult | null> => {
        const session = await lockedSession(tx, id);
        if (session.status !== "awaiting_confirmation") throw conflict("This checkout is not waiting for a confirmation.");
        if (!approve) {
          await createSandboxRepository(tx).updateSession(id, { status: "open", pendingCardBrand: null, pendingCardLast4: null });
          return null;
        }
        const card = {
          brand: session.pendingCardBrand ?? "unknown",
          last4: session.pendingCardLast4 ?? "0000",
          failsLater: false,
        };
        await record(tx, await completeSession(tx, session, card, now), now);
        return { status: "succeeded", redirect_url: session.successUrl };
      });
      if (!result) throw new HttpError(402, "card_declined", "Your card was declined.");
      await deliverPending();
      return result;
    },
  };

  return {
    name: "sandbox",
    sandbox,

    async createCheckoutSession(request: CheckoutSessionRequest) {
      const id = sandboxId("cs");
      await createSandboxRepository(db).insertSession({
        id,
        checkoutId: request.checkoutId,
        mode: request.mode,
        productName: request.productName,
        currency: request.currency,
        priceCents: request.priceCents,
        termMonths: request.termMonths,
        discountCents: request.discountCents,
        trialDays: request.mode === "subscription" ? request.trialDays : 0,
        customerId: request.customer.providerCustomerId ?? `cus_sbx_${request.customer.userUuid.replaceAll("-", "")}`,
        customerEmail: request.customer.email,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        createdAt: clock.now(),
      });
      return { sessionId: id, url: sandboxCheckoutPage(id) };
    },

    checkoutPageUrl: sandboxCheckoutPage,

    cancelAtPeriodEnd: (providerSubscriptionId) =>
      changeAndDeliver(async (tx, now) => {
        const subscription = await lockedSubscription(tx, providerSubscriptionId);
        if (subscription.status === "canceled" || subscription.cancelAtPeriodEnd) return [];
        const updated = await createSandboxRepository(tx).updateSubscription(providerSubscriptionId, {
          cancelAtPeriodEnd: true,
          canceledAt: now,
        });
        return [stripeEvent("customer.subscription.updated", stripeSubscription(updated), now)];
      }),

    cancelNow: (providerSubscriptionId) =>
      changeAndDeliver(async (tx, now) => {
        const subscription = await lockedSubscription(tx, providerSubscriptionId);
        if (subscription.status === "canceled") return [];
        const updated = await createSandboxRepository(tx).updateSubscription(providerSubscriptionId, {
          status: "canceled",
          canceledAt: subscription.canceledAt ?? now,
          endedAt: now,
        });
        return [stripeEvent("customer.subscription.deleted", stripeSubscription(updated), now)];
      }),

    refund: (providerPaymentId, amountCents) =>
      changeAndDeliver(async (tx, now) => {
        const repository = createSandboxRepository(tx);
        const charge = await repository.lockChargeByPaymentId(providerPaymentId);
        if (!charge) throw notFound("No such sandbox charge.");
        if (amountCents < 1 || charge.refundedCents + amountCents > charge.amountCents) {
          throw conflict("The refund is more than what is left of the charge.");
        }
        const updated = await repository.setChargeRefunded(charge.id, charge.refundedCents + amountCents);
        return [stripeEvent("charge.refunded", stripeCharge(updated), now)];
      }),

    readWebhook: (rawBody, signature, receivedAt) =>
      Promise.resolve().then(() => {
        // The sandbox sends its events with the related objects expanded already.
        const event = verifyProviderEvent(rawBody, signature, secret, receivedAt);
        return { providerType: event.type, event: toBillingEvent(event) };
      }),

    /** Everything due by `now`: trial conversions, renewals, failed renewals, ends. */
    async advance(now) {
      await deliverPending();
      for (const id of await createSandboxRepository(db).listDueSubscriptionIds(now)) {
        await db.transaction(async (tx) => record(tx, await advanceSubscription(tx, id, now), now));
      }
      await deliverPending();
    },
  };
}

const sandboxCheckoutPage = (sessionId: string) => `/sandbox/checkout/${sessionId}`;
