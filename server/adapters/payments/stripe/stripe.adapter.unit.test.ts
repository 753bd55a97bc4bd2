import type Stripe from "stripe";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeStripe, type FakeStripe } from "../../../../tests/setup/fake-stripe";
import type { CheckoutSessionRequest, PaymentAdapter } from "../payment.adapter";
import {
  charge,
  checkoutSession,
  fixtureIds,
  invoice,
  paymentIntent,
  stripeEvent,
  subscription,
} from "../../../../tests/support/stripe-event-fixtures";
import { createStripeAdapter } from "./stripe.adapter";
import { signProviderEvent, toBillingEvent, WebhookSignatureError } from "./stripe-webhooks";

const START = 1_767_225_600;
const YEAR = 365 * 24 * 60 * 60;
const CHECKOUT_ID = "0b7f5d7e-2f67-4a0c-9f0c-6f1f9d2c8a11";

const yearlyTrial: CheckoutSessionRequest = {
  checkoutId: CHECKOUT_ID,
  customer: { email: "free@demo.trailguide.test", name: "Free Rider", userUuid: "user-uuid-1", providerCustomerId: null },
  mode: "subscription",
  productName: "All-Access yearly",
  currency: "USD",
  priceCents: 3999,
  termMonths: 12,
  discountCents: 0,
  trialDays: 7,
  successUrl: "http://localhost:5173/all-access/checkout?done=1",
  cancelUrl: "http://localhost:5173/all-access/checkout",
};

let fake: FakeStripe;
const WEBHOOK_SECRET = "whsec_test";
let provider: PaymentAdapter;

beforeAll(async () => {
  fake = await startFakeStripe();
  provider = createStripeAdapter({ secretKey: "sk_test_x", webhookSecret: WEBHOOK_SECRET, apiUrl: fake.url });
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

/** The event as Stripe delivers it: signed with the webhook secret when it was created. */
async function receive(event: Stripe.Event, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(event);
  return provider.readWebhook(body, signProviderEvent(body, secret, event.created), new Date(event.created * 1000));
}

const calls = () => fake.requests.map((request) => `${request.method} ${request.path}`);
const lastRequest = (method: string, path: string) => {
  const found = fake.requests.filter((request) => request.method === method && request.path === path).at(-1);
  if (!found) throw new Error(`no ${method} ${path} in ${calls().join(", ")}`);
  return found;
};

describe(createStripeAdapter.name, () => {
  it("refuses to start without Stripe's keys", () => {
    expect(() => createStripeAdapter(undefined)).toThrow(/STRIPE_SECRET_KEY/);
  });

  describe("createCheckoutSession", () => {
    it("a yearly subscription with the trial: a tagged customer, then a hosted session for it", async () => {
      const result = await provider.createCheckoutSession(yearlyTrial);

      expect(calls()).toEqual(["GET /v1/customers", "POST /v1/customers", "POST /v1/checkout/sessions"]);
      expect(lastRequest("GET", "/v1/customers").params).toMatchObject({ email: "free@demo.trailguide.test" });
      const customer = lastRequest("POST", "/v1/customers");
      expect(customer.params).toEqual({
        email: "free@demo.trailguide.test",
        name: "Free Rider",
        metadata: { user_uuid: "user-uuid-1" },
      });
      expect(customer.headers["idempotency-key"]).toBe(`checkout-${CHECKOUT_ID}-customer`);

      const session = lastRequest("POST", "/v1/checkout/sessions");
      expect(session.headers.authorization).toBe("Bearer sk_test_x");
      expect(session.headers["idempotency-key"]).toBe(`checkout-${CHECKOUT_ID}-session`);
      expect(session.params).toEqual({
        mode: "subscription",
        customer: lastRequest("POST", "/v1/customers") && fake.get(result.sessionId)?.customer,
        client_reference_id: CHECKOUT_ID,
        metadata: { checkout_id: CHECKOUT_ID },
        line_items: [
          {
            quantity: "1",
            price_data: {
              currency: "usd",
              unit_amount: "3999",
              product_data: { name: "All-Access yearly" },
              recurring: { interval: "year", interval_count: "1" },
            },
          },
        ],
        subscription_data: { metadata: { checkout_id: CHECKOUT_ID }, trial_period_days: "7" },
        success_url: yearlyTrial.successUrl,
        cancel_url: yearlyTrial.cancelUrl,
      });
      expect(session.params.customer).toMatch(/^cus_/);
      expect(result.sessionId).toMatch(/^cs_test_/);
      expect(result.url).toBe(`${fake.url}/c/pay/${result.sessionId}`);
    });

    it("reuses the account's customer, found by e-mail and tagged with its uuid", async () => {
      fake.put({
        id: "cus_someone_else",
        object: "customer",
        email: "shared@demo.trailguide.test",
        metadata: { user_uuid: "other" },
      });
      fake.put({
        id: "cus_own",
        object: "customer",
        email: "shared@demo.trailguide.test",
        metadata: { user_uuid: "user-uuid-2" },
      });
      await provider.createCheckoutSession({
        ...yearlyTrial,
        checkoutId: "c2",
        customer: { ...yearlyTrial.customer, email: "shared@demo.trailguide.test", userUuid: "user-uuid-2" },
      });
      expect(calls()).toEqual(["GET /v1/customers", "POST /v1/checkout/sessions"]);
      expect(lastRequest("POST", "/v1/checkout/sessions").params.customer).toBe("cus_own");
    });

    it("never uses another account's customer with the same e-mail", async () => {
      fake.put({
        id: "cus_previous_owner",
        object: "customer",
        email: "reused@demo.trailguide.test",
        metadata: { user_uuid: "gone" },
      });
      await provider.createCheckoutSession({
        ...yearlyTrial,
        checkoutId: "c3",
        customer: { ...yearlyTrial.customer, email: "reused@demo.trailguide.test", userUuid: "user-uuid-3" },
      });
      expect(calls()).toContain("POST /v1/customers");
      expect(lastRequest("POST", "/v1/checkout/sessions").params.customer).not.toBe("cus_previous_owner");
    });

    it("uses the customer already recorded for the account without looking it up", async () => {
      await provider.createCheckoutSession({
        ...yearlyTrial,
        checkoutId: "c4",
        trialDays: 0,
        customer: { ...yearlyTrial.customer, providerCustomerId: "cus_recorded" },
      });
      expect(calls()).toEqual(["POST /v1/checkout/sessions"]);
      const params = lastRequest("POST", "/v1/checkout/sessions").params;
      expect(params.customer).toBe("cus_recorded");
      expect(params.subscription_data).toEqual({ metadata: { checkout_id: "c4" } });
    });

    it("a one-time purchase with a coupon: a single-use coupon for the discount, and a payment-mode session", async () => {
      const result = await provider.createCheckoutSession({
        ...yearlyTrial,
        checkoutId: "c5",
        mode: "payment",
        productName: "All-Access five years",
        priceCents: 14999,
        termMonths: 60,
        discountCents: 1500,
        trialDays: 0,
      });
      const coupon = lastRequest("POST", "/v1/coupons");
      expect(coupon.params).toEqual({
        amount_off: "1500",
        currency: "usd",
        duration: "once",
        max_redemptions: "1",
        metadata: { checkout_id: "c5" },
      });
      expect(coupon.headers["idempotency-key"]).toBe("checkout-c5-coupon");
      const params = lastRequest("POST", "/v1/checkout/sessions").params;
      expect(params).toMatchObject({
        mode: "payment",
        discounts: [{ coupon: expect.stringMatching(/^coupon_/) as unknown }],
        payment_intent_data: { metadata: { checkout_id: "c5" } },
        line_items: [{ price_data: { unit_amount: "14999", product_data: { name: "All-Access five years" } } }],
      });
      expect(params).not.toHaveProperty("subscription_data");
      expect((params.line_items as { price_data: object }[])[0]?.price_data).not.toHaveProperty("recurring");
      expect(fake.get(result.sessionId)).toMatchObject({ amount_total: 13499 });
    });

    it("a coupon on a trial lasts one term from the start, so the empty trial invoice does not use it up", async () => {
      await provider.createCheckoutSession({ ...yearlyTrial, checkoutId: "c9", discountCents: 1000 });
      expect(lastRequest("POST", "/v1/coupons").params).toMatchObject({
        amount_off: "1000",
        duration: "repeating",
        duration_in_months: "12",
      });
    });

    it("asking twice for the same checkout gives the same session (idempotency keys from our checkout id)", async () => {
      const first = await provider.createCheckoutSession({ ...yearlyTrial, checkoutId: "c6" });
      const second = await provider.createCheckoutSession({ ...yearlyTrial, checkoutId: "c6" });
      expect(second).toEqual(first);
    });

    it("a key Stripe refuses rejects", async () => {
      const bad = createStripeAdapter({ secretKey: "rk_live_wrong", webhookSecret: "whsec_test", apiUrl: fake.url });
      await expect(bad.createCheckoutSession({ ...yearlyTrial, checkoutId: "c8" })).rejects.toThrow(/API Key/);
    });
  });

  describe("cancellation", () => {
    beforeEach(() => {
      fake.put(subscription({ status: "active", start: START }) as unknown as { id: string; object: string });
    });

    it("at the period's end: the subscription is updated, not ended", async () => {
      await provider.cancelAtPeriodEnd(fixtureIds.subscriptionId);
      expect(calls()).toEqual([`POST /v1/subscriptions/${fixtureIds.subscriptionId}`]);
      expect(fake.requests[0]?.params).toEqual({ cancel_at_period_end: "true" });
      expect(fake.get(fixtureIds.subscriptionId)).toMatchObject({ status: "active", cancel_at_period_end: true });
    });

    it("now: the subscription is canceled", async () => {
      await provider.cancelNow(fixtureIds.subscriptionId);
      expect(calls()).toEqual([`DELETE /v1/subscriptions/${fixtureIds.subscriptionId}`]);
      expect(fake.get(fixtureIds.subscriptionId)).toMatchObject({ status: "canceled" });
    });

    it("an unknown subscription rejects", async () => {
      await expect(provider.cancelNow("sub_unknown")).rejects.toThrow(/No such subscription/);
    });
  });

  describe("refund", () => {
    const putCharge = (id: string, paymentIntentId: string, amount: number) => {
      fake.put(
        charge({ ids: { chargeId: id, paymentIntentId }, amount, created: START }) as unknown as { id: string; object: string },
      );
      fake.put({ ...paymentIntent({ ids: { paymentIntentId }, amount, created: START }), latest_charge: id });
    };

    it("a one-time payment by its payment intent; the refund event names that payment", async () => {
      putCharge("ch_once", "pi_once", 14999);
      await provider.refund("pi_once", 5000);
      expect(calls()).toEqual(["GET /v1/payment_intents/pi_once", "POST /v1/charges/ch_once", "POST /v1/refunds"]);
      expect(lastRequest("POST", "/v1/refunds").params).toEqual({
        charge: "ch_once",
        amount: "5000",
        metadata: { provider_payment_id: "pi_once" },
      });
      const refunded = fake.get("ch_once") as unknown as Stripe.Charge;
      expect(toBillingEvent(stripeEvent("charge.refunded", refunded, { created: START + 60 }))).toMatchObject({
        type: "charge.refunded",
        providerPaymentId: "pi_once",
        refundedCents: 5000,
      });
    });

    it("a subscription charge by its invoice: the invoice's payment names the charge, which is tagged with the invoice", async () => {
      putCharge("ch_sub", "pi_sub", 3999);
      const paid = invoice({
        ids: { invoiceId: "in_sub" },
        billingReason: "subscription_cycle",
        amountPaid: 3999,
        periodStart: START,
        periodEnd: START + YEAR,
        paidAt: START,
      });
      fake.put({
        ...paid,
        payments: {
          object: "list",
          data: [
            {
              id: "inpay_1",
              object: "invoice_payment",
              status: "paid",
              payment: { type: "payment_intent", payment_intent: "pi_sub" },
            },
          ],
          has_more: false,
          url: "/v1/invoice_payments",
        },
      });

      await provider.refund("in_sub", 3999);
      expect(calls()).toEqual([
        "GET /v1/invoices/in_sub",
        "GET /v1/payment_intents/pi_sub",
        "POST /v1/charges/ch_sub",
        "POST /v1/refunds",
      ]);
      expect(lastRequest("GET", "/v1/invoices/in_sub").params).toEqual({ expand: ["payments"] });
      expect(lastRequest("POST", "/v1/charges/ch_sub").params).toEqual({ metadata: { provider_payment_id: "in_sub" } });
      const refunded = fake.get("ch_sub") as unknown as Stripe.Charge;
      expect(toBillingEvent(stripeEvent("charge.refunded", refunded, { created: START + 60 }))).toMatchObject({
        type: "charge.refunded",
        providerPaymentId: "in_sub",
        refundedCents: 3999,
      });
    });

    it("more than was paid is refused", async () => {
      putCharge("ch_small", "pi_small", 1000);
      await expect(provider.refund("pi_small", 2000)).rejects.toThrow(/greater than unrefunded/);
    });
  });

  describe("readWebhook", () => {
    it("refuses an event not signed with the webhook secret, before asking Stripe anything", async () => {
      const event = stripeEvent(
        "invoice.paid",
        invoice({
          billingReason: "subscription_cycle",
          amountPaid: 3999,
          periodStart: START,
          periodEnd: START + YEAR,
          paidAt: START,
        }),
        { created: START },
      );
      await expect(receive(event, "whsec_someone_else")).rejects.toBeInstanceOf(WebhookSignatureError);
      expect(fake.requests).toEqual([]);
    });

    it("a completed subscription checkout gets its subscription and paid invoice (with the card) from the API", async () => {
      const ids = {
        sessionId: "cs_expand",
        subscriptionId: "sub_expand",
        invoiceId: "in_expand",
        chargeId: "ch_expand",
        paymentIntentId: "pi_expand",
      };
      const session = checkoutSession({ ids, mode: "subscription", created: START, amountTotal: 3999, paymentStatus: "paid" });
      fake.put(session as unknown as { id: string; object: string });
      fake.put(subscription({ ids, status: "active", start: START }) as unknown as { id: string; object: string });
      fake.put(charge({ ids, amount: 3999, created: START }) as unknown as { id: string; object: string });
      fake.put({
        ...invoice({
          ids,
          billingReason: "subscription_create",
          amountPaid: 3999,
          periodStart: START,
          periodEnd: START + YEAR,
          paidAt: START,
        }),
        payments: {
          object: "list",
          data: [{ id: "inpay_2", object: "invoice_payment", status: "paid", payment: { type: "charge", charge: "ch_expand" } }],
          has_more: false,
          url: "/v1/invoice_payments",
        },
      });

      const event = stripeEvent("checkout.session.completed", session, { created: START });
      expect(toBillingEvent(event)).toMatchObject({ subscription: null });
      const received = await receive(event);

      expect(lastRequest("GET", "/v1/checkout/sessions/cs_expand").params).toEqual({
        expand: ["subscription", "payment_intent.latest_charge"],
      });
      expect(received.providerType).toBe("checkout.session.completed");
      expect(received.event).toMatchObject({
        type: "checkout.completed",
        checkoutId: fixtureIds.checkoutId,
        subscription: {
          providerSubscriptionId: "sub_expand",
          status: "active",
          currentPeriodEnd: new Date((START + YEAR) * 1000),
        },
        payment: { providerPaymentId: "in_expand", amountCents: 3999, cardBrand: "visa", cardLast4: "4242" },
      });
    });

    it("a paid invoice gets its charge's card; other events are left as they are", async () => {
      const ids = { invoiceId: "in_renewal", chargeId: "ch_renewal", paymentIntentId: "pi_renewal" };
      fake.put(charge({ ids, amount: 3999, created: START + YEAR }) as unknown as { id: string; object: string });
      fake.put({ ...paymentIntent({ ids, amount: 3999, created: START + YEAR }), latest_charge: "ch_renewal" });
      const renewal = invoice({
        ids,
        billingReason: "subscription_cycle",
        amountPaid: 3999,
        periodStart: START + YEAR,
        periodEnd: START + 2 * YEAR,
        paidAt: START + YEAR,
      });
      fake.put({
        ...renewal,
        payments: {
          object: "list",
          data: [
            {
              id: "inpay_3",
              object: "invoice_payment",
              status: "paid",
              payment: { type: "payment_intent", payment_intent: "pi_renewal" },
            },
          ],
          has_more: false,
          url: "/v1/invoice_payments",
        },
      });

      const received = await receive(stripeEvent("invoice.paid", renewal, { created: START + YEAR }));
      expect(received.event).toMatchObject({
        type: "invoice.paid",
        payment: { providerPaymentId: "in_renewal", cardBrand: "visa", cardLast4: "4242" },
      });

      fake.requests.length = 0;
      const other = stripeEvent("customer.subscription.updated", subscription({ status: "active", start: START }), {
        created: START,
      });
      expect((await receive(other)).event).toEqual(toBillingEvent(other));
      expect(fake.requests).toEqual([]);
    });
  });
});
