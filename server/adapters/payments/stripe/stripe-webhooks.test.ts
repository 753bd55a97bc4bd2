// A purchase with Stripe as the provider, end to end: the checkout goes to a local Stripe API, then
// the webhook endpoint receives the events Stripe would send, signed as Stripe signs them.
import type Stripe from "stripe";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PLAN_CODES } from "../../../../shared/contracts/billing.contract";
import { startFakeStripe, type FakeStripe } from "../../../../tests/setup/fake-stripe";
import { createTestApp, type TestApp } from "../../../../tests/setup/test-app";
import { postJson, register, TEST_PASSWORD, uniqueIp } from "../../../modules/accounts/accounts.test-helpers";
import { charge, checkoutSession, invoice, stripeEvent, subscription } from "../../../../tests/support/stripe-event-fixtures";
import { signProviderEvent } from "./stripe-webhooks";

const WEBHOOK_SECRET = "whsec_test";
const DAY = 24 * 60 * 60;
const YEAR = 365 * DAY;

let fake: FakeStripe;
let t: TestApp;

beforeAll(async () => {
  fake = await startFakeStripe();
  t = await createTestApp({
    PAYMENT_PROVIDER: "stripe",
    STRIPE_SECRET_KEY: "sk_test_x",
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_API_URL: fake.url,
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

const seconds = () => Math.floor(t.clock.now().getTime() / 1000);

function deliver(event: Stripe.Event, secret = WEBHOOK_SECRET) {
  const body = JSON.stringify(event);
  return t.app.request("/api/v2/billing/webhooks/", {
    method: "POST",
    headers: { "content-type": "application/json", "stripe-signature": signProviderEvent(body, secret, seconds()) },
    body,
  });
}

/** The member's membership, signed in afresh (the clock moves past the access token's life). */
async function membership(email: string) {
  const signedIn = await postJson(t, "/api/v2/token/", { email, password: TEST_PASSWORD });
  expect(signedIn.status).toBe(200);
  const { access } = (await signedIn.json()) as { access: string };
  const response = await t.app.request("/api/v2/users/me/membership/", {
    headers: { authorization: `Bearer ${access}`, "x-forwarded-for": uniqueIp() },
  });
  expect(response.status).toBe(200);
  return (await response.json()) as {
    tier: string;
    is_subscribed: boolean;
    subscription: { status: string } | null;
    payments: { amount_cents: number; card_last4: string | null; purpose: string }[];
  };
}

describe("Stripe webhooks", () => {
  it("a checkout paid at Stripe: trial, then the first charge; replays change nothing; forged events are refused", async () => {
    const { tokens, input } = await register(t);
    const started = await postJson(
      t,
      "/api/v2/billing/checkout/",
      { plan: PLAN_CODES.yearly },
      { authorization: `Bearer ${tokens.access}` },
    );
    expect(started.status).toBe(201);
    const checkout = (await started.json()) as { id: string; url: string };

    // The checkout went to Stripe, naming our checkout, with the 7-day trial.
    const created = fake.requests.find((request) => request.method === "POST" && request.path === "/v1/checkout/sessions");
    expect(created?.params).toMatchObject({
      mode: "subscription",
      client_reference_id: checkout.id,
      subscription_data: { trial_period_days: "7", metadata: { checkout_id: checkout.id } },
    });
    expect(checkout.url).toMatch(new RegExp(`^${fake.url}/c/pay/cs_test_`));
    const sessionId = checkout.url.split("/").pop()!;
    const customerId = String(created?.params.customer);

    // The member pays on Stripe's page: Stripe now holds the session, the subscription and its invoices.
    const start = seconds();
    const ids = { checkoutId: checkout.id, sessionId, customerId, subscriptionId: "sub_e2e", invoiceId: "in_trial" };
    const session = checkoutSession({
      ids,
      mode: "subscription",
      created: start,
      amountTotal: 0,
      paymentStatus: "no_payment_required",
    });
    const trialing = subscription({ ids, status: "trialing", start, trialDays: 7 });
    fake.put(session as unknown as { id: string; object: string });
    fake.put(trialing as unknown as { id: string; object: string });

    // Stripe sends the checkout's completion with the subscription named by id only.
    const completed = stripeEvent("checkout.session.completed", session, { id: "evt_e2e_completed", created: start });
    expect((await deliver(completed)).status).toBe(200);
    expect(await membership(input.email)).toMatchObject({
      tier: "trial",
      is_subscribed: true,
      subscription: { status: "trialing" },
    });

    const subscriptionCreated = stripeEvent("customer.subscription.created", trialing, {
      id: "evt_e2e_sub_created",
      created: start,
    });
    expect((await deliver(subscriptionCreated)).status).toBe(200);

    // Seven days later the trial converts: the first charge, and the subscription becomes active.
    t.clock.advance(7 * DAY * 1000);
    const converted = seconds();
    const paidIds = { ...ids, invoiceId: "in_first", chargeId: "ch_first", paymentIntentId: "pi_first" };
    fake.put(charge({ ids: paidIds, amount: 3999, created: converted }) as unknown as { id: string; object: string });
    const firstInvoice = invoice({
      ids: paidIds,
      billingReason: "subscription_cycle",
      amountPaid: 3999,
      periodStart: converted,
      periodEnd: converted + YEAR,
      paidAt: converted,
    });
    fake.put({
      ...firstInvoice,
      payments: {
        object: "list",
        data: [{ id: "inpay_e2e", object: "invoice_payment", status: "paid", payment: { type: "charge", charge: "ch_first" } }],
        has_more: false,
        url: "/v1/invoice_payments",
      },
    });
    const active = subscription({
      ids,
      status: "active",
      start,
      trialDays: 7,
      periodStart: converted,
      periodEnd: converted + YEAR,
    });
    const paid = stripeEvent("invoice.paid", firstInvoice, { id: "evt_e2e_paid", created: converted });
    const updated = stripeEvent("customer.subscription.updated", active, { id: "evt_e2e_active", created: converted });
    expect((await deliver(updated)).status).toBe(200);
    expect((await deliver(paid)).status).toBe(200);

    const afterPayment = await membership(input.email);
    expect(afterPayment).toMatchObject({ tier: "paid", is_subscribed: true, subscription: { status: "active" } });
    expect(afterPayment.payments).toHaveLength(1);
    expect(afterPayment.payments[0]).toMatchObject({ amount_cents: 3999, card_last4: "4242", purpose: "subscription" });

    // Stripe delivers at least once: ten more deliveries of each event change nothing.
    for (let attempt = 0; attempt < 10; attempt += 1) {
      for (const event of [completed, subscriptionCreated, updated, paid]) {
        expect((await deliver(event)).status).toBe(200);
      }
    }
    expect(await membership(input.email)).toEqual(afterPayment);

    // A body not signed with our secret, or changed after signing, is refused and changes nothing.
    const forged = stripeEvent("customer.subscription.deleted", active, { id: "evt_e2e_forged", created: seconds() });
    expect((await deliver(forged, "whsec_someone_else")).status).toBe(400);
    const body = JSON.stringify(forged);
    const tampered = await t.app.request("/api/v2/billing/webhooks/", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signProviderEvent(body, WEBHOOK_SECRET, seconds()) },
      body: body.replace('"status":"active"', '"status":"canceled"'),
    });
    expect(tampered.status).toBe(400);
    const unsigned = await t.app.request("/api/v2/billing/webhooks/", { method: "POST", body });
    expect(unsigned.status).toBe(400);
    expect(await membership(input.email)).toEqual(afterPayment);
  });
});
