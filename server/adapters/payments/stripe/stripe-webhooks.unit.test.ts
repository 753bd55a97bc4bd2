import { createHmac } from "node:crypto";
import type Stripe from "stripe";
import { describe, expect, it } from "vitest";
import {
  FIXTURE_TIMES,
  charge,
  checkoutSession,
  fixtureIds,
  invoice,
  paymentIntent,
  stripeEvent,
  subscription,
} from "../../../../tests/support/stripe-event-fixtures";
import { WebhookSignatureError, signProviderEvent, toBillingEvent, verifyProviderEvent } from "./stripe-webhooks";

const SECRET = "whsec_test_secret_for_unit_tests";
const { DAY, YEAR } = FIXTURE_TIMES;
const START = 1_767_225_600; // 2026-01-01T00:00:00Z
const at = (seconds: number) => new Date(seconds * 1000);

/** What the endpoint does with a delivery: verify the signed body, then map it. */
function deliver(event: Stripe.Event, receivedAt = at(event.created + 5)) {
  const body = JSON.stringify(event);
  const header = signProviderEvent(body, SECRET, event.created);
  return toBillingEvent(verifyProviderEvent(body, header, SECRET, receivedAt));
}

describe("signProviderEvent", () => {
  it("produces Stripe's header: the timestamp and an HMAC-SHA256 of `<t>.<body>`", () => {
    const body = JSON.stringify(stripeEvent("charge.refunded", charge({ amount: 3999, created: START }), { created: START }));
    const expected = createHmac("sha256", SECRET).update(`${START}.${body}`, "utf8").digest("hex");
    expect(signProviderEvent(body, SECRET, START)).toBe(`t=${START},v1=${expected}`);
  });
});

describe("verifyProviderEvent", () => {
  const event = stripeEvent(
    "invoice.payment_failed",
    invoice({
      billingReason: "subscription_cycle",
      amountPaid: 3999,
      periodStart: START,
      periodEnd: START + YEAR,
      paidAt: null,
      status: "open",
    }),
    { created: START },
  );
  const body = JSON.stringify(event);

  it("returns the event a valid signature covers", () => {
    const verified = verifyProviderEvent(body, signProviderEvent(body, SECRET, START), SECRET, at(START + 60));
    expect(verified.id).toBe(event.id);
    expect(verified.type).toBe("invoice.payment_failed");
  });

  it("uses the current time when no receipt time is given", () => {
    const now = Math.floor(Date.now() / 1000);
    expect(verifyProviderEvent(body, signProviderEvent(body, SECRET, now), SECRET).id).toBe(event.id);
  });

  it.each([
    ["a missing header", undefined],
    ["an empty header", ""],
    ["a header without a signature", `t=${START}`],
    ["a header that is not Stripe's", "sha256=abcdef"],
    ["another secret", signProviderEvent(body, "whsec_someone_else", START)],
  ])("refuses %s", (_case, header) => {
    expect(() => verifyProviderEvent(body, header, SECRET, at(START + 60))).toThrow(WebhookSignatureError);
  });

  it("refuses a body changed after signing", () => {
    const header = signProviderEvent(body, SECRET, START);
    const tampered = body.replace('"amount_due":3999', '"amount_due":1');
    expect(tampered).not.toBe(body);
    expect(() => verifyProviderEvent(tampered, header, SECRET, at(START + 60))).toThrow(WebhookSignatureError);
  });

  it("refuses a signature older than five minutes, and accepts one just inside", () => {
    const header = signProviderEvent(body, SECRET, START);
    expect(() => verifyProviderEvent(body, header, SECRET, at(START + 301))).toThrow(WebhookSignatureError);
    expect(verifyProviderEvent(body, header, SECRET, at(START + 300)).id).toBe(event.id);
  });

  it("refuses a signature dated more than five minutes ahead, so a captured request cannot be saved for later", () => {
    const header = signProviderEvent(body, SECRET, START + 301);
    expect(() => verifyProviderEvent(body, header, SECRET, at(START))).toThrow("in the future");
    expect(verifyProviderEvent(body, signProviderEvent(body, SECRET, START + 300), SECRET, at(START)).id).toBe(event.id);
  });

  it("refuses a validly signed body that is not JSON", () => {
    const header = signProviderEvent("not json", SECRET, START);
    expect(() => verifyProviderEvent("not json", header, SECRET, at(START))).toThrow(WebhookSignatureError);
  });
});

describe("toBillingEvent", () => {
  describe("checkout.session.completed", () => {
    it("a trial subscription: the subscription's facts, and no payment", () => {
      const trialing = subscription({ status: "trialing", start: START, trialDays: 7 });
      const event = stripeEvent(
        "checkout.session.completed",
        checkoutSession({
          mode: "subscription",
          created: START,
          amountTotal: 0,
          paymentStatus: "no_payment_required",
          subscription: trialing,
        }),
        { id: "evt_checkout_trial", created: START },
      );
      expect(deliver(event)).toEqual({
        id: "evt_checkout_trial",
        occurredAt: at(START),
        type: "checkout.completed",
        providerSessionId: fixtureIds.sessionId,
        checkoutId: fixtureIds.checkoutId,
        providerCustomerId: fixtureIds.customerId,
        subscription: {
          providerSubscriptionId: fixtureIds.subscriptionId,
          providerCustomerId: fixtureIds.customerId,
          status: "trialing",
          trialEndsAt: at(START + 7 * DAY),
          currentPeriodStart: at(START),
          currentPeriodEnd: at(START + 7 * DAY),
          cancelAtPeriodEnd: false,
          canceledAt: null,
          endedAt: null,
        },
        payment: null,
      });
    });

    it("a subscription paid at checkout: the invoice is the payment; a bare subscription id gives no facts", () => {
      const event = stripeEvent(
        "checkout.session.completed",
        checkoutSession({ mode: "subscription", created: START, amountTotal: 2999, discount: 1000, paymentStatus: "paid" }),
        { created: START },
      );
      expect(deliver(event)).toMatchObject({
        type: "checkout.completed",
        subscription: null,
        payment: {
          providerPaymentId: fixtureIds.invoiceId,
          amountCents: 2999,
          discountCents: 1000,
          currency: "USD",
          cardBrand: null,
          cardLast4: null,
          paidAt: at(START),
        },
      });
    });

    it("finds our checkout in the metadata when client_reference_id is absent", () => {
      const event = stripeEvent(
        "checkout.session.completed",
        checkoutSession({ mode: "subscription", created: START, amountTotal: 3999, paymentStatus: "paid", metadataOnly: true }),
        { created: START },
      );
      expect(deliver(event)).toMatchObject({ type: "checkout.completed", checkoutId: fixtureIds.checkoutId });
    });

    it("a one-time payment: the payment intent is the payment, with the card's brand and last four digits", () => {
      const event = stripeEvent(
        "checkout.session.completed",
        checkoutSession({
          mode: "payment",
          created: START,
          amountTotal: 14999,
          paymentStatus: "paid",
          paymentIntent: paymentIntent({ amount: 14999, created: START }),
        }),
        { created: START },
      );
      expect(deliver(event)).toMatchObject({
        type: "checkout.completed",
        subscription: null,
        payment: {
          providerPaymentId: fixtureIds.paymentIntentId,
          amountCents: 14999,
          discountCents: 0,
          currency: "USD",
          cardBrand: "visa",
          cardLast4: "4242",
        },
      });
    });

    it("a one-time payment named only by id: no card details", () => {
      const event = stripeEvent(
        "checkout.session.completed",
        checkoutSession({ mode: "payment", created: START, amountTotal: 14999, paymentStatus: "paid" }),
        { created: START },
      );
      expect(deliver(event)).toMatchObject({
        payment: { providerPaymentId: fixtureIds.paymentIntentId, cardBrand: null, cardLast4: null },
      });
    });

    it("a one-time checkout not yet paid (a delayed method): no payment", () => {
      const event = stripeEvent(
        "checkout.session.completed",
        checkoutSession({ mode: "payment", created: START, amountTotal: 14999, paymentStatus: "unpaid" }),
        { created: START },
      );
      expect(deliver(event)).toMatchObject({ type: "checkout.completed", payment: null });
    });

    it("a session the site did not start is ignored", () => {
      const session = { ...checkoutSession({ mode: "payment", created: START, amountTotal: 500, paymentStatus: "paid" }) };
      session.client_reference_id = null;
      session.metadata = {};
      const event = stripeEvent("checkout.session.completed", session, { created: START });
      expect(deliver(event)).toMatchObject({ type: "ignored", providerType: "checkout.session.completed" });
    });
  });

  describe("customer.subscription.*", () => {
    it("created and updated: the period comes from the subscription's items", () => {
      const renewed = subscription({
        status: "active",
        start: START,
        trialDays: 7,
        periodStart: START + 7 * DAY,
        periodEnd: START + 7 * DAY + YEAR,
      });
      for (const type of ["customer.subscription.created", "customer.subscription.updated"] as const) {
        expect(deliver(stripeEvent(type, renewed, { created: START + 7 * DAY }))).toMatchObject({
          type: "subscription.updated",
          occurredAt: at(START + 7 * DAY),
          subscription: {
            providerSubscriptionId: fixtureIds.subscriptionId,
            status: "active",
            trialEndsAt: at(START + 7 * DAY),
            currentPeriodStart: at(START + 7 * DAY),
            currentPeriodEnd: at(START + 7 * DAY + YEAR),
            cancelAtPeriodEnd: false,
          },
        });
      }
    });

    it("a cancellation at the period's end keeps the period and says it will not renew", () => {
      const canceling = subscription({ status: "active", start: START, cancelAtPeriodEnd: true, canceledAt: START + DAY });
      expect(deliver(stripeEvent("customer.subscription.updated", canceling, { created: START + DAY }))).toMatchObject({
        type: "subscription.updated",
        subscription: {
          status: "active",
          cancelAtPeriodEnd: true,
          canceledAt: at(START + DAY),
          currentPeriodEnd: at(START + YEAR),
          endedAt: null,
        },
      });
    });

    it("deleted: canceled and ended", () => {
      const ended = subscription({ status: "canceled", start: START, canceledAt: START + YEAR, endedAt: START + YEAR });
      expect(deliver(stripeEvent("customer.subscription.deleted", ended, { created: START + YEAR }))).toMatchObject({
        type: "subscription.updated",
        subscription: { status: "canceled", endedAt: at(START + YEAR) },
      });
    });

    it("deleted without ended_at: ended when the event happened", () => {
      const ended = subscription({ status: "active", start: START });
      expect(deliver(stripeEvent("customer.subscription.deleted", ended, { created: START + 3 * DAY }))).toMatchObject({
        subscription: { status: "canceled", endedAt: at(START + 3 * DAY) },
      });
    });

    it.each([
      ["unpaid", "past_due"],
      ["past_due", "past_due"],
      ["incomplete_expired", "canceled"],
      ["paused", "canceled"],
    ] as const)("Stripe status %s is %s", (stripeStatus, status) => {
      const event = stripeEvent("customer.subscription.updated", subscription({ status: stripeStatus, start: START }), {
        created: START,
      });
      expect(deliver(event)).toMatchObject({ subscription: { status } });
    });

    it("an incomplete subscription (first payment pending) changes nothing", () => {
      const event = stripeEvent("customer.subscription.created", subscription({ status: "incomplete", start: START }), {
        created: START,
      });
      expect(deliver(event)).toMatchObject({ type: "ignored", providerType: "customer.subscription.created" });
    });
  });

  describe("invoice.paid", () => {
    it("a renewal with its charge: the invoice id, amount, discount and card", () => {
      const renewal = invoice({
        billingReason: "subscription_cycle",
        amountPaid: 3999,
        periodStart: START + YEAR,
        periodEnd: START + 2 * YEAR,
        paidAt: START + YEAR + 60,
        withPayment: true,
      });
      expect(deliver(stripeEvent("invoice.paid", renewal, { id: "evt_renewal", created: START + YEAR + 61 }))).toEqual({
        id: "evt_renewal",
        occurredAt: at(START + YEAR + 61),
        type: "invoice.paid",
        providerSubscriptionId: fixtureIds.subscriptionId,
        billingReason: "subscription_cycle",
        payment: {
          providerPaymentId: fixtureIds.invoiceId,
          amountCents: 3999,
          discountCents: 0,
          currency: "USD",
          cardBrand: "visa",
          cardLast4: "4242",
          paidAt: at(START + YEAR + 60),
        },
      });
    });

    it("the first charge with a coupon, no payment details in the payload", () => {
      const first = invoice({
        billingReason: "subscription_create",
        amountPaid: 2999,
        discount: 1000,
        periodStart: START,
        periodEnd: START + YEAR,
        paidAt: START,
      });
      expect(deliver(stripeEvent("invoice.paid", first, { created: START }))).toMatchObject({
        type: "invoice.paid",
        billingReason: "subscription_create",
        payment: { amountCents: 2999, discountCents: 1000, cardBrand: null, cardLast4: null },
      });
    });

    it("a trial's empty invoice moves no money and is ignored", () => {
      const empty = invoice({
        billingReason: "subscription_create",
        amountPaid: 0,
        periodStart: START,
        periodEnd: START + 7 * DAY,
        paidAt: START,
      });
      expect(deliver(stripeEvent("invoice.paid", empty, { created: START }))).toMatchObject({ type: "ignored" });
    });

    it("an invoice for anything but a first charge or a renewal is ignored", () => {
      const manual = invoice({ billingReason: "manual", amountPaid: 500, periodStart: START, periodEnd: START, paidAt: START });
      expect(deliver(stripeEvent("invoice.paid", manual, { created: START }))).toMatchObject({ type: "ignored" });
    });
  });

  it("invoice.payment_failed names the subscription", () => {
    const failed = invoice({
      billingReason: "subscription_cycle",
      amountPaid: 3999,
      periodStart: START + YEAR,
      periodEnd: START + 2 * YEAR,
      paidAt: null,
      status: "open",
    });
    expect(deliver(stripeEvent("invoice.payment_failed", failed, { created: START + YEAR }))).toMatchObject({
      type: "invoice.payment_failed",
      providerSubscriptionId: fixtureIds.subscriptionId,
    });
  });

  describe("charge.refunded", () => {
    it("a subscription charge refunded through the site names its invoice (stamped in the metadata)", () => {
      const refunded = charge({
        amount: 3999,
        amountRefunded: 3999,
        created: START,
        metadata: { provider_payment_id: fixtureIds.invoiceId },
      });
      expect(deliver(stripeEvent("charge.refunded", refunded, { created: START + DAY }))).toMatchObject({
        type: "charge.refunded",
        providerPaymentId: fixtureIds.invoiceId,
        refundedCents: 3999,
      });
    });

    it("a one-time payment names its payment intent; the amount is the total refunded so far", () => {
      const partly = charge({ amount: 14999, amountRefunded: 5000, created: START });
      expect(deliver(stripeEvent("charge.refunded", partly, { created: START + DAY }))).toMatchObject({
        type: "charge.refunded",
        providerPaymentId: fixtureIds.paymentIntentId,
        refundedCents: 5000,
      });
    });
  });

  it("every other event type is ignored", () => {
    const event = stripeEvent(
      "invoice.created",
      invoice({
        billingReason: "subscription_cycle",
        amountPaid: 3999,
        periodStart: START,
        periodEnd: START + YEAR,
        paidAt: null,
        status: "draft",
      }),
      { created: START },
    );
    expect(deliver(event)).toEqual({ id: event.id, occurredAt: at(START), type: "ignored", providerType: "invoice.created" });
  });

  it("never carries a card number", () => {
    const event = stripeEvent(
      "checkout.session.completed",
      checkoutSession({
        mode: "payment",
        created: START,
        amountTotal: 14999,
        paymentStatus: "paid",
        paymentIntent: paymentIntent({ amount: 14999, created: START }),
      }),
      { created: START },
    );
    const mapped = JSON.stringify(deliver(event));
    expect(mapped).not.toMatch(/fingerprint|exp_year|\d{12,}/);
  });
});
