// The Stripe payment provider (docs/decisions/0014-billing.md): hosted Checkout for subscriptions and
// one-time purchases, cancellation and refunds through the official SDK. Nothing Stripe returns is
// stored here; the site learns the outcome from the signed webhooks (stripe-webhooks.ts), whose
// signature this adapter checks with the webhook secret.
import Stripe from "stripe";
import type { Config } from "../../../config";
import type { CheckoutSessionRequest, PaymentAdapter } from "../payment.adapter";
import { toBillingEvent, verifyProviderEvent } from "./stripe-webhooks";

type StripeConfig = NonNullable<Config["payments"]["stripe"]>;

export function createStripeAdapter(config: Config["payments"]["stripe"]): PaymentAdapter {
  if (!config) throw new Error("The Stripe provider needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET");
  const stripe = new Stripe(config.secretKey, { ...connectionOptions(config), maxNetworkRetries: 2, telemetry: false });

  /** A customer for this account: one tagged with its uuid under that e-mail, else a new one. */
  async function customerFor(request: CheckoutSessionRequest): Promise<string> {
    const { customer } = request;
    if (customer.providerCustomerId) return customer.providerCustomerId;
    const existing = await stripe.customers.list({ email: customer.email, limit: 100 });
    const own = existing.data.find((candidate) => candidate.metadata?.user_uuid === customer.userUuid);
    if (own) return own.id;
    const created = await stripe.customers.create(
      { email: customer.email, name: customer.name, metadata: { user_uuid: customer.userUuid } },
      { idempotencyKey: `checkout-${request.checkoutId}-customer` },
    );
    return created.id;
  }

  /**
   * The coupon's discount as a single-use Stripe coupon taken off the first charge only. After a
   * trial, Stripe's first invoice is the empty trial invoice, which would use up a "once" coupon;
   * one that lasts a term from the start covers the first real charge and ends before the renewal.
   */
  async function discountFor(request: CheckoutSessionRequest): Promise<Stripe.Checkout.SessionCreateParams.Discount[]> {
    if (request.discountCents <= 0) return [];
    const hasTrial = request.mode === "subscription" && request.trialDays > 0;
    const coupon = await stripe.coupons.create(
      {
        amount_off: request.discountCents,
        currency: request.currency.toLowerCase(),
        ...(hasTrial ? { duration: "repeating", duration_in_months: request.termMonths } : { duration: "once" }),
        max_redemptions: 1,
        metadata: { checkout_id: request.checkoutId },
      },
      { idempotencyKey: `checkout-${request.checkoutId}-coupon` },
    );
    return [{ coupon: coupon.id }];
  }

  async function chargeIdOf(providerPaymentId: string): Promise<string> {
    if (providerPaymentId.startsWith("pi_")) return latestChargeOf(providerPaymentId);
    // A subscription's charge is recorded by its invoice; the invoice's payment names the charge.
    const invoice = await stripe.invoices.retrieve(providerPaymentId, { expand: ["payments"] });
    const paid = invoice.payments?.data.find((payment) => payment.status === "paid") ?? invoice.payments?.data[0];
    const charge = paid?.payment.charge;
    if (charge) return typeof charge === "string" ? charge : charge.id;
    const intent = paid?.payment.payment_intent;
    if (!intent) throw new Error(`Stripe invoice ${providerPaymentId} has no payment to refund`);
    return latestChargeOf(typeof intent === "string" ? intent : intent.id);
  }

  async function latestChargeOf(paymentIntentId: string): Promise<string> {
    const intent = await stripe.paymentIntents.retrieve(paymentIntentId);
    const charge = intent.latest_charge;
    if (!charge) throw new Error(`Stripe payment ${paymentIntentId} has no charge to refund`);
    return typeof charge === "string" ? charge : charge.id;
  }

  /** The invoice with its payments, each payment's charge expanded (where the card details are). */
  async function invoiceWithPayments(invoiceId: string): Promise<Stripe.Invoice> {
    const invoice = await stripe.invoices.retrieve(invoiceId, { expand: ["payments"] });
    if (!invoice.payments) return invoice;
    const data = await Promise.all(
      invoice.payments.data.map(async (invoicePayment) => {
        const { charge, payment_intent: intent } = invoicePayment.payment;
        if (typeof charge === "string") {
          return { ...invoicePayment, payment: { ...invoicePayment.payment, charge: await stripe.charges.retrieve(charge) } };
        }
        if (typeof intent === "string") {
          const paymentIntent = await stripe.paymentIntents.retrieve(intent, { expand: ["latest_charge"] });
          return { ...invoicePayment, payment: { ...invoicePayment.payment, payment_intent: paymentIntent } };
        }
        return invoicePayment;
      }),
    );
    return { ...invoice, payments: { ...invoice.payments, data } };
  }

  /**
   * The event with the objects toBillingEvent reads expanded: a completed checkout's subscription,
   * invoice and payment intent (Stripe sends them as ids), and a paid invoice's charge (for the card).
   */
  async function expandEvent(event: Stripe.Event): Promise<Stripe.Event> {
    if (event.type === "checkout.session.completed") {
      const session = await stripe.checkout.sessions.retrieve(event.data.object.id, {
        expand: ["subscription", "payment_intent.latest_charge"],
      });
      const invoice =
        typeof session.invoice === "string" && session.payment_status === "paid"
          ? await invoiceWithPayments(session.invoice)
          : session.invoice;
      return { ...event, data: { ...event.data, object: { ...session, invoice } } };
    }
    if (event.type === "invoice.paid") {
      const { payments } = await invoiceWithPayments(event.data.object.id);
      return { ...event, data: { ...event.data, object: { ...event.data.object, payments } } };
    }
    return event;
  }

  const webhookSecret = config.webhookSecret;

  return {
    name: "stripe",
    sandbox: null,

    /** Stripe's page address comes only with the session it was created with. */
    checkoutPageUrl: () => null,

    async createCheckoutSession(request) {
      const [customer, discounts] = await Promise.all([customerFor(request), discountFor(request)]);
      const currency = request.currency.toLowerCase();
      const productData = { name: request.productName };
      const isSubscription = request.mode === "subscription";
      const session = await stripe.checkout.sessions.create(
        {
          mode: request.mode,
          customer,
          client_reference_id: request.checkoutId,
          metadata: { checkout_id: request.checkoutId },
          line_items: [
            {
              quantity: 1,
              price_data: {
                currency,
                unit_amount: request.priceCents,
                product_data: productData,
                ...(isSubscription ? { recurring: recurringFor(request.termMonths) } : {}),
              },
            },
          ],
          ...(discounts.length ? { discounts } : {}),
          ...(isSubscription
            ? {
                subscription_data: {
                  metadata: { checkout_id: request.checkoutId },
                  ...(request.trialDays > 0 ? { trial_period_days: request.trialDays } : {}),
                },
              }
            : { payment_intent_data: { metadata: { checkout_id: request.checkoutId } } }),
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        },
        { idempotencyKey: `checkout-${request.checkoutId}-session` },
      );
      if (!session.url) throw new Error(`Stripe returned checkout session ${session.id} without a URL`);
      return { sessionId: session.id, url: session.url };
    },

    async cancelAtPeriodEnd(providerSubscriptionId) {
      await stripe.subscriptions.update(providerSubscriptionId, { cancel_at_period_end: true });
    },

    async cancelNow(providerSubscriptionId) {
      await stripe.subscriptions.cancel(providerSubscriptionId);
    },

    async refund(providerPaymentId, amountCents) {
      const charge = await chargeIdOf(providerPaymentId);
      const metadata = { provider_payment_id: providerPaymentId };
      // The charge.refunded event carries the charge's metadata: this is how it names our payment.
      await stripe.charges.update(charge, { metadata });
      await stripe.refunds.create({ charge, amount: amountCents, metadata });
    },

    async readWebhook(rawBody, signature, receivedAt) {
      const event = verifyProviderEvent(rawBody, signature, webhookSecret, receivedAt);
      // Stripe names related objects by id: they are fetched before the event is read.
      return { providerType: event.type, event: toBillingEvent(await expandEvent(event)) };
    },

    /** Stripe charges, renews and ends subscriptions on its own clock and says so by webhook. */
    async advance() {},
  };
}

/** Stripe's API, or the address of another server that speaks it (a local fake in tests). */
function connectionOptions(config: StripeConfig): Pick<Stripe.StripeConfig, "host" | "port" | "protocol"> {
  if (!config.apiUrl) return {};
  const url = new URL(config.apiUrl);
  const protocol = url.protocol === "http:" ? "http" : "https";
  return { host: url.hostname, port: url.port || (protocol === "http" ? 80 : 443), protocol };
}

/** Yearly terms bill every N years; any other length bills every N months. */
function recurringFor(termMonths: number): Stripe.Checkout.SessionCreateParams.LineItem.PriceData.Recurring {
  return termMonths % 12 === 0
    ? { interval: "year", interval_count: termMonths / 12 }
    : { interval: "month", interval_count: termMonths };
}
