// The membership lifecycle through the API, with the sandbox provider and a clock the test moves.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { decodeJwt } from "jose";
import { pino } from "pino";
import { createApp } from "../../http/app";
import { and, eq, sql } from "drizzle-orm";
import { createTestApp, type TestApp } from "../../../tests/setup/test-app";
import { startSmtpSink, type SmtpSink } from "../../../tests/setup/smtp-sink";
import { postJson, refresh, register, TEST_PASSWORD, uniqueIp } from "../accounts/accounts.test-helpers";
import { coupons, emailOutbox, plans, users } from "../../db/schema";
import { PLAN_CODES } from "../../../shared/contracts/billing.contract";
import { insertScoutRoute } from "../../../tests/factories/guides";
import { signProviderEvent } from "../../adapters/payments/stripe/stripe-webhooks";
import { PLAN_PRICE_CENTS } from "./plan-prices";
import { addMonths } from "../../../shared/domain/billing-dates";
import { createSandboxAdapter, sandboxWebhookSecret } from "../../adapters/payments/sandbox/sandbox.adapter";

const DAY = 86_400_000;
const CARDS = {
  ok: "4242424242424242",
  declined: "4000000000000002",
  confirm: "4000002500003155",
  failsLater: "4000000000000341",
} as const;

let t: TestApp;
let sink: SmtpSink;

beforeAll(async () => {
  sink = await startSmtpSink();
  t = await createTestApp({ SMTP_URL: sink.url });
});
afterAll(async () => {
  await t.close();
  await sink.close();
});

const auth = (access: string) => ({ authorization: `Bearer ${access}`, "x-forwarded-for": uniqueIp() });
const get = (path: string, access?: string) => t.app.request(path, { headers: access ? auth(access) : {} });

async function checkout(access: string, body: Record<string, unknown>) {
  return postJson(t, "/api/v2/billing/checkout/", body, { authorization: `Bearer ${access}` });
}

function pay(url: string, card: string) {
  const session = url.split("/").pop()!;
  return postJson(t, `/api/v2/sandbox/sessions/${session}/pay/`, {
    card_number: card,
    exp_month: 12,
    exp_year: 2099,
    cvc: "123",
    name: "Casey Crawler",
  });
}

async function buy(access: string, plan: string, card: string = CARDS.ok) {
  const started = await checkout(access, { plan });
  expect(started.status).toBe(201);
  const body = (await started.json()) as { id: string; url: string };
  const paid = await pay(body.url, card);
  return { checkout: body, paid };
}

/** A fresh access token: tests move the clock past a token's lifetime. */
async function login(email: string) {
  const response = await postJson(t, "/api/v2/token/", { email, password: TEST_PASSWORD });
  expect(response.status).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

async function membership(email: string) {
  const response = await get("/api/v2/users/me/membership/", await login(email));
  expect(response.status).toBe(200);
  return (await response.json()) as {
    tier: string;
    is_subscribed: boolean;
    access_until: string | null;
    trial_available: boolean;
    subscription: { status: string; cancel_at_period_end: boolean } | null;
    payments: { id: number; amount_cents: number; refunded_cents: number; card_last4: string | null; purpose: string }[];
  };
}

async function claimsAfterRefresh(refreshToken: string) {
  const response = await refresh(t, refreshToken);
  const tokens = (await response.json()) as { access: string };
  return decodeJwt(tokens.access) as { is_subscribed: boolean; subscription_tier: string };
}

const tick = async (days: number) => {
  t.clock.advance(days * DAY);
  await t.services.billingLifecycle.tick();
};

/** Mail sent to `address` so far, after the e-mail job has sent what was queued. */
async function mailTo(address: string) {
  await t.services.email.deliverQueued();
  return sink.to(address);
}

describe("plans and quotes", () => {
  it("lists the purchasable plans with the yearly price", async () => {
    const response = await get("/api/v2/plans/");
    const body = (await response.json()) as { results: { code: string; price_cents: number; trial_days: number }[] };
    expect(body.results.map((plan) => plan.code)).toEqual([
      "all-access-yearly",
      "all-access-five-year",
      "gift-all-access-yearly",
    ]);
    expect(body.results[0]).toMatchObject({ price_cents: PLAN_PRICE_CENTS.yearly, trial_days: 7 });
  });

  it("quotes the 7-day trial to signed-out readers and refuses an unknown coupon", async () => {
    const quote: unknown = await (await get("/api/v2/billing/quote/?plan=all-access-yearly")).json();
    expect(quote).toMatchObject({ total_cents: PLAN_PRICE_CENTS.yearly, trial_days: 7, coupon: null });
    const refused = await get("/api/v2/billing/quote/?plan=all-access-yearly&coupon=NOPE123");
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ detail: "That coupon code isn't valid." });
  });
});

describe("the price", () => {
  it("is read from the plans table wherever it is asked for: the plan list, quotes, checkout and the guide paywall", async () => {
    const raised = PLAN_PRICE_CENTS.yearly + 500;
    await t.db.update(plans).set({ priceCents: raised }).where(eq(plans.code, PLAN_CODES.yearly));
    try {
      const listed = (await (await get("/api/v2/plans/")).json()) as { results: { code: string; price_cents: number }[] };
      expect(listed.results.find((plan) => plan.code === PLAN_CODES.yearly)).toMatchObject({ price_cents: raised });
      expect(await (await get(`/api/v2/billing/quote/?plan=${PLAN_CODES.yearly}`)).json()).toMatchObject({
        subtotal_cents: raised,
        total_cents: raised,
      });
      const { tokens } = await register(t);
      const started = await checkout(tokens.access, { plan: PLAN_CODES.yearly });
      expect(await started.json()).toMatchObject({ total_cents: raised });
      expect(await t.services.checkout.planOnSale(PLAN_CODES.yearly)).toMatchObject({ price_cents: raised });
    } finally {
      await t.db.update(plans).set({ priceCents: PLAN_PRICE_CENTS.yearly }).where(eq(plans.code, PLAN_CODES.yearly));
    }
  });
});

describe("the yearly subscription's lifecycle", () => {
  it("trials, reminds, converts, renews, cancels and expires", async () => {
    const { input, tokens } = await register(t);
    const { paid } = await buy(tokens.access, "all-access-yearly");
    expect(paid.status).toBe(200);
    expect(await paid.json()).toMatchObject({ status: "succeeded" });

    let state = await membership(input.email);
    expect(state).toMatchObject({ tier: "trial", is_subscribed: true, trial_available: false });
    expect(state.payments).toHaveLength(0);
    expect(await claimsAfterRefresh(tokens.refresh)).toMatchObject({ is_subscribed: true, subscription_tier: "trial" });
    expect((await mailTo(input.email)).some((mail) => mail.raw.includes("No charge until"))).toBe(true);

    await tick(4);
    expect((await mailTo(input.email)).some((mail) => mail.raw.includes("trial ends in 2 days"))).toBe(false);
    await tick(1);
    expect((await mailTo(input.email)).filter((mail) => mail.raw.includes("trial ends in 2 days"))).toHaveLength(1);
    await tick(1);
    expect((await mailTo(input.email)).filter((mail) => mail.raw.includes("trial ends in 2 days"))).toHaveLength(1);

    await tick(1.5);
    state = await membership(input.email);
    expect(state).toMatchObject({ tier: "paid", is_subscribed: true });
    expect(state.payments).toEqual([
      expect.objectContaining({ amount_cents: PLAN_PRICE_CENTS.yearly, card_last4: "4242", purpose: "subscription" }),
    ]);
    expect((await mailTo(input.email)).filter((mail) => mail.raw.includes("Your Trailguide receipt"))).toHaveLength(1);

    await tick(366);
    state = await membership(input.email);
    expect(state.payments.map((payment) => payment.purpose)).toEqual(["renewal", "subscription"]);

    const cancelled = await postJson(
      t,
      "/api/v2/users/me/membership/cancel/",
      {},
      { authorization: `Bearer ${await login(input.email)}` },
    );
    expect(cancelled.status).toBe(200);
    expect((await mailTo(input.email)).some((mail) => mail.raw.includes("membership is cancelled"))).toBe(true);
    state = await membership(input.email);
    expect(state).toMatchObject({ tier: "paid", subscription: { cancel_at_period_end: true } });

    await tick(300);
    expect((await membership(input.email)).tier).toBe("paid");
    await tick(70);
    state = await membership(input.email);
    expect(state).toMatchObject({ tier: "free", is_subscribed: false });
    expect(state.payments).toHaveLength(2);
    expect(decodeJwt(await login(input.email))).toMatchObject({ is_subscribed: false, subscription_tier: "free" });
  });

  it("refuses a second yearly subscription while one is running", async () => {
    const { tokens } = await register(t);
    await buy(tokens.access, "all-access-yearly");
    const second = await checkout(tokens.access, { plan: "all-access-yearly" });
    expect(second.status).toBe(409);
    expect(await second.json()).toMatchObject({ detail: "You already have an All-Access subscription." });
  });

  it("never converts a cancelled trial", async () => {
    const { input, tokens } = await register(t);
    await buy(tokens.access, "all-access-yearly");
    const cancelled = await postJson(t, "/api/v2/users/me/membership/cancel/", {}, { authorization: `Bearer ${tokens.access}` });
    expect(await cancelled.json()).toMatchObject({ tier: "trial", subscription: { cancel_at_period_end: true } });
    await tick(8);
    const state = await membership(input.email);
    expect(state).toMatchObject({ tier: "free", payments: [] });
  });
});

describe("cards", () => {
  it("a declined card leaves nothing behind and the checkout open", async () => {
    const { input, tokens } = await register(t);
    const { checkout: started, paid } = await buy(tokens.access, "all-access-five-year", CARDS.declined);
    expect(paid.status).toBe(402);
    expect(await paid.json()).toMatchObject({ detail: "Your card was declined." });
    const state = await membership(input.email);
    expect(state).toMatchObject({ tier: "free", subscription: null, payments: [] });
    const again = await get(`/api/v2/billing/checkout/${started.id}/`, tokens.access);
    expect(await again.json()).toMatchObject({ status: "open" });
  });

  it("a card needing confirmation pays only once approved", async () => {
    const { input, tokens } = await register(t);
    const { checkout: started, paid } = await buy(tokens.access, "all-access-five-year", CARDS.confirm);
    expect(await paid.json()).toEqual({ status: "requires_confirmation" });
    const session = started.url.split("/").pop()!;
    const refused = await postJson(t, `/api/v2/sandbox/sessions/${session}/confirm/`, { approve: false });
    expect(refused.status).toBe(402);
    expect((await membership(input.email)).tier).toBe("free");
    await pay(started.url, CARDS.confirm);
    const approved = await postJson(t, `/api/v2/sandbox/sessions/${session}/confirm/`, { approve: true });
    expect(approved.status).toBe(200);
    expect(await membership(input.email)).toMatchObject({
      tier: "paid",
      payments: [expect.objectContaining({ amount_cents: PLAN_PRICE_CENTS.fiveYear })],
    });
  });

  it("with the renewal-failure card the trial does not convert and access ends", async () => {
    const { input, tokens } = await register(t);
    await buy(tokens.access, "all-access-yearly", CARDS.failsLater);
    await tick(8);
    const state = await membership(input.email);
    expect(state.tier).toBe("free");
    expect(state.payments).toHaveLength(0);
  });

  it("rejects an invalid card number clearly and never stores a number", async () => {
    const { tokens } = await register(t);
    const { paid } = await buy(tokens.access, "all-access-five-year", "4242424242424241");
    expect(paid.status).toBe(400);
    expect(await paid.json()).toMatchObject({ fields: { card_number: ["Your card number is invalid."] } });
    await buy(tokens.access, "all-access-five-year", CARDS.ok);
    const dump = JSON.stringify(
      await Promise.all(
        ["payments", "sandbox_charges", "sandbox_sessions", "sandbox_events", "billing_events", "email_outbox", "checkouts"].map(
          async (table) => ((await t.db.execute(sql.raw(`select * from ${table}`))) as { rows: unknown[] }).rows,
        ),
      ),
    );
    expect(dump).toContain("4242");
    expect(dump).not.toContain(CARDS.ok);
  });
});

describe("five-year and the paywall", () => {
  it("grants five years at once, and a refreshed token opens the paid view", async () => {
    const { input, tokens } = await register(t);
    await buy(tokens.access, "all-access-five-year");
    const state = await membership(input.email);
    expect(state.tier).toBe("paid");
    expect(new Date(state.access_until!).getTime() - t.clock.now().getTime()).toBeGreaterThan(4.9 * 365 * DAY);
    expect(await claimsAfterRefresh(tokens.refresh)).toMatchObject({ is_subscribed: true, subscription_tier: "paid" });
  });

  it("a staff refund ends the access it bought", async () => {
    const { input, tokens } = await register(t);
    await buy(tokens.access, "all-access-yearly");
    await tick(8);
    const [payment] = (await membership(input.email)).payments;
    const adminResponse = await postJson(t, "/api/v2/token/", {
      email: "admin@demo.trailguide.test",
      password: "trailguide-demo",
    });
    const { access } = (await adminResponse.json()) as { access: string };
    const forbidden = await postJson(
      t,
      `/api/v2/admin/payments/${payment!.id}/refund/`,
      {},
      { authorization: `Bearer ${await login(input.email)}` },
    );
    expect(forbidden.status).toBe(403);
    const refunded = await postJson(
      t,
      `/api/v2/admin/payments/${payment!.id}/refund/`,
      {},
      { authorization: `Bearer ${access}` },
    );
    expect(refunded.status).toBe(200);
    expect(await refunded.json()).toMatchObject({ refunded_cents: PLAN_PRICE_CENTS.yearly });
    expect(await membership(input.email)).toMatchObject({ tier: "free" });
  });
});

describe("coupons", () => {
  it("holds the last use for an open checkout and gives it back when the checkout expires", async () => {
    await t.db.insert(coupons).values({ code: "ONCE50", percentOff: 50, maxRedemptions: 1 });
    const first = await register(t);
    const second = await register(t);
    const quote: unknown = await (await get("/api/v2/billing/quote/?plan=all-access-five-year&coupon=once50")).json();
    expect(quote).toMatchObject({ discount_cents: 7500, total_cents: 7499, coupon: { description: "50% off" } });
    expect((await checkout(first.tokens.access, { plan: "all-access-five-year", coupon: "ONCE50" })).status).toBe(201);
    const refused = await checkout(second.tokens.access, { plan: "all-access-five-year", coupon: "ONCE50" });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ detail: "That coupon has been used the maximum number of times." });
    await tick(0.05);
    const { paid } = await (async () => {
      const started = await checkout(await login(second.input.email), { plan: "all-access-five-year", coupon: "ONCE50" });
      expect(started.status).toBe(201);
      return { paid: await pay(((await started.json()) as { url: string }).url, CARDS.ok) };
    })();
    expect(paid.status).toBe(200);
    expect((await membership(second.input.email)).payments[0]).toMatchObject({ amount_cents: 7499 });
  });
});

describe("webhooks", () => {
  const secret = sandboxWebhookSecret("test-secret-that-is-long-enough-for-hs256-signing");
  const send = (payload: string, signature = signProviderEvent(payload, secret, Math.floor(t.clock.now().getTime() / 1000))) =>
    t.app.request("/api/v2/billing/webhooks/", {
      method: "POST",
      headers: { "content-type": "application/json", "stripe-signature": signature },
      body: payload,
    });

  it("refuses a bad signature", async () => {
    const response = await send('{"id":"evt_x","type":"invoice.paid"}', "t=1,v1=deadbeef");
    expect(response.status).toBe(400);
  });

  it("applies a replayed event once, ignores an older update, and asks again for an early one", async () => {
    const { input, tokens } = await register(t);
    await buy(tokens.access, "all-access-yearly");
    await tick(8);
    const events = ((await t.db.execute(sql`select payload from sandbox_events order by created_at`)) as { rows: unknown[] })
      .rows as {
      payload: string;
    }[];
    const parsed = events.map(
      (row) => JSON.parse(row.payload) as { type: string; created: number; data: { object: { id: string } } },
    );
    const invoice = events[parsed.findLastIndex((event) => event.type === "invoice.paid")]!.payload;
    for (let attempt = 0; attempt < 10; attempt++) expect((await send(invoice)).status).toBe(200);
    expect((await membership(input.email)).payments).toHaveLength(1);

    const update = parsed.findLast((event) => event.type === "customer.subscription.updated")!;
    const older = JSON.stringify({
      ...update,
      id: "evt_sbx_older",
      created: update.created - 3600,
      data: { object: { ...update.data.object, status: "past_due" } },
    });
    expect((await send(older)).status).toBe(200);
    expect((await membership(input.email)).subscription).toMatchObject({ status: "active" });

    const early = JSON.parse(invoice) as {
      id: string;
      data: { object: { id: string; parent: { subscription_details: { subscription: string } } } };
    };
    early.id = "evt_sbx_early";
    early.data.object.id = "in_sbx_early";
    early.data.object.parent.subscription_details.subscription = "sub_sbx_not_yet";
    expect((await send(JSON.stringify(early))).status).toBe(409);
    const recorded = (await t.db.execute(sql`select 1 from billing_events where id = 'evt_sbx_early'`)) as { rows: unknown[] };
    expect(recorded.rows).toHaveLength(0);
  });
});

describe("events out of order", () => {
  it("asks again for an invoice that arrives before its checkout, then records it once", async () => {
    const { input, tokens } = await register(t);
    // A reader who has had the trial pays at once: checkout.completed, subscription.created, invoice.paid.
    await t.db.update(users).set({ trialUsedAt: t.clock.now() }).where(eq(users.email, input.email));
    const started = (await (await checkout(tokens.access, { plan: "all-access-yearly" })).json()) as { url: string };
    const held: string[] = [];
    const holdingSandbox = createSandboxAdapter({
      db: t.db,
      clock: t.clock,
      jwtSecret: "test-secret-that-is-long-enough-for-hs256-signing",
      transport: (payload) => {
        held.push(payload);
        return Promise.resolve(200);
      },
    });
    await holdingSandbox.sandbox.pay(started.url.split("/").pop()!, {
      card_number: CARDS.ok,
      exp_month: 12,
      exp_year: 2099,
      cvc: "123",
      name: "Casey Crawler",
    });
    const types = held.map((payload) => (JSON.parse(payload) as { type: string }).type);
    expect(types).toEqual(["checkout.session.completed", "customer.subscription.created", "invoice.paid"]);
    const secret = sandboxWebhookSecret("test-secret-that-is-long-enough-for-hs256-signing");
    const send = (payload: string) =>
      t.app.request("/api/v2/billing/webhooks/", {
        method: "POST",
        headers: {
          "content-type": "application/json",
          "stripe-signature": signProviderEvent(payload, secret, Math.floor(t.clock.now().getTime() / 1000)),
        },
        body: payload,
      });

    expect((await send(held[2]!)).status).toBe(409);
    expect((await send(held[1]!)).status).toBe(409);
    expect((await membership(input.email)).tier).toBe("free");
    expect((await send(held[0]!)).status).toBe(200);
    expect((await send(held[2]!)).status).toBe(200);
    expect((await send(held[1]!)).status).toBe(200);
    const state = await membership(input.email);
    expect(state).toMatchObject({ tier: "paid", subscription: { status: "active" } });
    expect(state.payments).toEqual([expect.objectContaining({ amount_cents: PLAN_PRICE_CENTS.yearly, card_last4: "4242" })]);
  });
});

describe("gifts", () => {
  it("needs the recipient and a delivery date within a year", async () => {
    const { tokens } = await register(t);
    const missing = await checkout(tokens.access, { plan: "gift-all-access-yearly" });
    expect(missing.status).toBe(400);
    const gift = { recipient_email: "friend@example.test", recipient_name: "Robin", message: "Enjoy!" };
    const tooLate = await checkout(tokens.access, {
      plan: "gift-all-access-yearly",
      gift: { ...gift, deliver_on: new Date(t.clock.now().getTime() + 400 * DAY).toISOString().slice(0, 10) },
    });
    expect(tooLate.status).toBe(400);
    expect(await tooLate.json()).toMatchObject({
      fields: { "gift.deliver_on": ["Choose a delivery date between today and a year from now."] },
    });
  });

  it("a paid gift is recorded with its payment and a receipt; the buyer's own access is unchanged", async () => {
    const { input, tokens } = await register(t);
    const started = await checkout(tokens.access, {
      plan: "gift-all-access-yearly",
      gift: {
        recipient_email: "gift-recipient@example.test",
        recipient_name: "Robin",
        message: "Enjoy!",
        deliver_on: t.clock.now().toISOString().slice(0, 10),
      },
    });
    expect(started.status).toBe(201);
    const paid = await pay(((await started.json()) as { url: string }).url, CARDS.ok);
    expect(paid.status).toBe(200);
    const state = await membership(input.email);
    expect(state).toMatchObject({
      tier: "free",
      payments: [expect.objectContaining({ purpose: "gift", amount_cents: PLAN_PRICE_CENTS.yearly })],
    });
    const cards = (await t.db.execute(
      sql`select g.id from gift_cards g join users u on u.id = g.purchaser_id where u.email = ${input.email}`,
    )) as {
      rows: unknown[];
    };
    expect(cards.rows).toHaveLength(1);
    expect((await mailTo(input.email)).some((mail) => mail.raw.includes("Your Trailguide receipt"))).toBe(true);
  });
});

describe("the trial e-mails", () => {
  it("link the account page where the member cancels", async () => {
    const { input, tokens } = await register(t);
    expect((await buy(tokens.access, "all-access-yearly")).paid.status).toBe(200);
    const [started] = await t.db
      .select()
      .from(emailOutbox)
      .where(
        and(eq(emailOutbox.recipient, input.email), eq(emailOutbox.subject, "Your Trailguide All-Access trial has started")),
      );
    const accountPage = `${t.config.publicUrl}/dashboard`;
    expect(started?.textBody).toContain(
      `Cancel any time before then from your account page and you will not be charged.\n\n${accountPage}`,
    );
    expect(started?.htmlBody).toContain(`<a href="${accountPage}">${accountPage}</a>`);
  });
});

describe("the receipt in the member's language", () => {
  /** The text of the e-mail with this subject sent to `address`, as queued. */
  async function queuedText(address: string, subject: string) {
    const rows = await t.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.recipient, address), eq(emailOutbox.subject, subject)));
    expect(rows).toHaveLength(1);
    return rows[0]!.textBody;
  }
  const day = (locale: string, date: Date) =>
    new Intl.DateTimeFormat(locale, { dateStyle: "long", timeZone: "UTC" }).format(date);

  it("a French member's receipt is in French, with the date and the amount written the Canadian French way", async () => {
    const { input, tokens } = await register(t);
    await t.db.update(users).set({ locale: "fr" }).where(eq(users.email, input.email));
    const { paid } = await buy(tokens.access, "all-access-five-year");
    expect(paid.status).toBe(200);
    const now = t.clock.now();

    const text = await queuedText(input.email, "Votre reçu Trailguide");
    expect(text).toContain("Bonjour Casey Crawler,");
    expect(text).toContain("Merci pour votre paiement. Voici votre reçu :");
    expect(text).toContain("Forfait : All-Access, cinq ans");
    expect(text).toContain("Montant : 149,99\u00a0$\u00a0US");
    expect(text).toMatch(/Payé avec : \S+ se terminant par 4242/);
    expect(text).toContain(`Date : ${day("fr-CA", now)}`);
    expect(text).toContain(`Votre abonnement All-Access est valide jusqu'au ${day("fr-CA", addMonths(now, 60))}.`);
    expect(text).not.toContain("Your Trailguide receipt");
  });

  it("a member with no language chosen gets the English receipt", async () => {
    const { input, tokens } = await register(t);
    await buy(tokens.access, "all-access-five-year");
    const text = await queuedText(input.email, "Your Trailguide receipt");
    expect(text).toContain("Hi Casey Crawler,\n\nThank you for your payment. Here is your receipt:");
    expect(text).toContain("Plan: All-Access, five years\nAmount: $149.99\n");
    expect(text).toContain(`Date: ${day("en-US", t.clock.now())}`);
  });
});

describe("the paywall after a purchase", () => {
  it("a refreshed token reads a scout route in full", async () => {
    const route = await insertScoutRoute(t.db);
    const { tokens } = await register(t);
    const before = (await (await get(`/api/v3/scout-routes/${route.id}/`, tokens.access)).json()) as { access: string };
    expect(before.access).toBe("preview");
    await buy(tokens.access, "all-access-five-year");
    const refreshed = (await (await refresh(t, tokens.refresh)).json()) as { access: string };
    const after = (await (await get(`/api/v3/scout-routes/${route.id}/`, refreshed.access)).json()) as { access: string };
    expect(after.access).toBe("full");
  });

  it("someone else's checkout is not found", async () => {
    const owner = await register(t);
    const other = await register(t);
    const started = (await (await checkout(owner.tokens.access, { plan: "all-access-five-year" })).json()) as { id: string };
    expect((await get(`/api/v2/billing/checkout/${started.id}/`, other.tokens.access)).status).toBe(404);
  });
});

describe("card numbers stay out of the logs", () => {
  it("a paid checkout logs no card number", async () => {
    const lines: string[] = [];
    const logger = pino({ level: "trace" }, { write: (line: string) => lines.push(line) });
    const app = createApp({ config: t.config, services: t.services, logger });
    const { tokens } = await register(t);
    const started = await checkout(tokens.access, { plan: "all-access-five-year" });
    const { url } = (await started.json()) as { url: string };
    const paid = await app.request(`/api/v2/sandbox/sessions/${url.split("/").pop()}/pay/`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ card_number: CARDS.ok, exp_month: 12, exp_year: 2099, cvc: "123", name: "Casey Crawler" }),
    });
    expect(paid.status).toBe(200);
    expect(lines.some((line) => line.includes("/pay/"))).toBe(true);
    expect(lines.join("\n")).not.toContain(CARDS.ok);
  });
});

describe("when the payment provider cannot be reached", () => {
  it("answers 502 and gives the coupon's use back", async () => {
    const offline = await createTestApp({
      PAYMENT_PROVIDER: "stripe",
      STRIPE_SECRET_KEY: "sk_test_offline",
      STRIPE_WEBHOOK_SECRET: "whsec_offline",
      STRIPE_API_URL: "http://127.0.0.1:9",
    });
    try {
      await offline.db.insert(coupons).values({ code: "OFFLINE1", percentOff: 10, maxRedemptions: 1 });
      const { tokens } = await register(offline);
      const started = await postJson(
        offline,
        "/api/v2/billing/checkout/",
        { plan: "all-access-five-year", coupon: "OFFLINE1" },
        { authorization: `Bearer ${tokens.access}` },
      );
      expect(started.status).toBe(502);
      const rows = (await offline.db.execute(sql`
        select c.status, r.status as reservation from checkouts c join coupon_redemptions r on r.checkout_id = c.id`)) as {
        rows: unknown[];
      };
      expect(rows.rows).toEqual([{ status: "expired", reservation: "released" }]);
    } finally {
      await offline.close();
    }
  });
});
