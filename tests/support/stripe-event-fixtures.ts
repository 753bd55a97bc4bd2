// Stripe webhook payloads as Stripe sends them (API version of stripe@23), written from the SDK's types,
// for tests of the mapping and of the webhook endpoint. Ids and times are arguments so a test can
// build a whole purchase: a checkout, its subscription, its invoices and a refund.
import type Stripe from "stripe";

export const FIXTURE_CHECKOUT_ID = "6f1c2f9e-3c1a-4c55-9d0e-2b7d8c1a9e01";
const DAY = 24 * 60 * 60;
const YEAR = 365 * DAY;

export interface FixtureIds {
  checkoutId: string;
  sessionId: string;
  customerId: string;
  subscriptionId: string;
  invoiceId: string;
  paymentIntentId: string;
  chargeId: string;
}

export const fixtureIds: FixtureIds = {
  checkoutId: FIXTURE_CHECKOUT_ID,
  sessionId: "cs_test_a1B2c3D4e5F6g7H8",
  customerId: "cus_QxA1b2C3d4E5f6",
  subscriptionId: "sub_1QxA1bC2d3E4f5G6",
  invoiceId: "in_1QxA1bC2d3E4f5H7",
  paymentIntentId: "pi_3QxA1bC2d3E4f5I8",
  chargeId: "ch_3QxA1bC2d3E4f5J9",
};

/** Wraps an object as the event Stripe posts; `created` orders events. */
export function stripeEvent<T extends Stripe.Event["type"]>(
  type: T,
  object: Extract<Stripe.Event, { type: T }>["data"]["object"],
  options: { id?: string; created: number; previousAttributes?: Record<string, unknown> },
): Stripe.Event {
  const event = {
    id: options.id ?? `evt_${type.replaceAll(".", "_")}_${options.created}`,
    object: "event",
    api_version: "2026-10-28.endive",
    created: options.created,
    data: { object, ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}) },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
  return event as unknown as Stripe.Event;
}

/** A Charge with a card, as a Visa ending 4242. */
export function charge(options: {
  ids?: Partial<FixtureIds>;
  amount: number;
  created: number;
  amountRefunded?: number;
  metadata?: Record<string, string>;
}): Stripe.Charge {
  const ids = { ...fixtureIds, ...options.ids };
  const refunded = options.amountRefunded ?? 0;
  return {
    id: ids.chargeId,
    object: "charge",
    amount: options.amount,
    amount_captured: options.amount,
    amount_refunded: refunded,
    application: null,
    application_fee: null,
    application_fee_amount: null,
    balance_transaction: "txn_3QxA1bC2d3E4f5K0",
    billing_details: {
      address: { city: null, country: "US", line1: null, line2: null, postal_code: "80302", state: null },
      email: "member@demo.trailguide.test",
      name: "Demo Member",
      phone: null,
      tax_id: null,
    },
    calculated_statement_descriptor: "TRAILGUIDE",
    captured: true,
    created: options.created,
    currency: "usd",
    customer: ids.customerId,
    description: null,
    disputed: false,
    failure_balance_transaction: null,
    failure_code: null,
    failure_message: null,
    fraud_details: {},
    livemode: false,
    metadata: options.metadata ?? {},
    on_behalf_of: null,
    outcome: {
      advice_code: null,
      network_advice_code: null,
      network_decline_code: null,
      network_status: "approved_by_network",
      reason: null,
      risk_level: "normal",
      risk_score: 12,
      seller_message: "Payment complete.",
      type: "authorized",
    },
    paid: true,
    payment_intent: ids.paymentIntentId,
    payment_method: "pm_1QxA1bC2d3E4f5L1",
    payment_method_details: {
      type: "card",
      card: {
        amount_authorized: options.amount,
        authorization_code: "123456",
        brand: "visa",
        checks: { address_line1_check: null, address_postal_code_check: "pass", cvc_check: "pass" },
        country: "US",
        exp_month: 8,
        exp_year: 2031,
        fingerprint: "Xt5EWLLDS7FJjR1c",
        funding: "credit",
        last4: "4242",
        network: "visa",
        network_token: { used: false },
        network_transaction_id: "104102978678771",
        three_d_secure: null,
        wallet: null,
      },
    },
    receipt_email: null,
    receipt_number: null,
    receipt_url: "https://pay.example.test/receipts/ch_3QxA1bC2d3E4f5J9",
    refunded: refunded >= options.amount,
    review: null,
    shipping: null,
    source: null,
    source_transfer: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  } as unknown as Stripe.Charge;
}

/** A yearly subscription; with `trialDays` it starts trialing and its first period is the trial. */
export function subscription(options: {
  ids?: Partial<FixtureIds>;
  status: Stripe.Subscription.Status;
  start: number;
  periodStart?: number;
  periodEnd?: number;
  trialDays?: number;
  cancelAtPeriodEnd?: boolean;
  canceledAt?: number | null;
  endedAt?: number | null;
}): Stripe.Subscription {
  const ids = { ...fixtureIds, ...options.ids };
  const trialEnd = options.trialDays ? options.start + options.trialDays * DAY : null;
  const periodStart = options.periodStart ?? options.start;
  const periodEnd = options.periodEnd ?? trialEnd ?? options.start + YEAR;
  const price = {
    id: "price_1QxA1bC2d3E4f5M2",
    object: "price",
    active: false,
    billing_scheme: "per_unit",
    created: options.start,
    currency: "usd",
    livemode: false,
    lookup_key: null,
    metadata: {},
    nickname: null,
    product: "prod_QxA1b2C3d4E5f6",
    recurring: { interval: "year", interval_count: 1, meter: null, usage_type: "licensed" },
    tax_behavior: "unspecified",
    tiers_mode: null,
    transform_quantity: null,
    type: "recurring",
    unit_amount: 3999,
    unit_amount_decimal: "3999",
  };
  return {
    id: ids.subscriptionId,
    object: "subscription",
    application: null,
    application_fee_percent: null,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null },
    billing_cycle_anchor: trialEnd ?? options.start,
    billing_cycle_anchor_config: null,
    billing_mode: { type: "flexible" },
    billing_thresholds: null,
    cancel_at: options.cancelAtPeriodEnd ? periodEnd : null,
    cancel_at_period_end: options.cancelAtPeriodEnd ?? false,
    canceled_at: options.canceledAt ?? null,
    cancellation_details: { comment: null, feedback: null, reason: options.canceledAt ? "cancellation_requested" : null },
    collection_method: "charge_automatically",
    created: options.start,
    currency: "usd",
    customer: ids.customerId,
    days_until_due: null,
    default_payment_method: "pm_1QxA1bC2d3E4f5L1",
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: [],
    ended_at: options.endedAt ?? null,
    invoice_settings: { account_tax_ids: null, issuer: { type: "self" } },
    items: {
      object: "list",
      data: [
        {
          id: "si_QxA1b2C3d4E5f6",
          object: "subscription_item",
          billing_thresholds: null,
          created: options.start,
          current_period_end: periodEnd,
          current_period_start: periodStart,
          discounts: [],
          metadata: {},
          plan: { ...price, object: "plan", amount: 3999, interval: "year", interval_count: 1 },
          price,
          quantity: 1,
          subscription: ids.subscriptionId,
          tax_rates: [],
        },
      ],
      has_more: false,
      url: `/v1/subscription_items?subscription=${ids.subscriptionId}`,
    },
    latest_invoice: ids.invoiceId,
    livemode: false,
    metadata: { checkout_id: ids.checkoutId },
    next_pending_invoice_item_invoice: null,
    on_behalf_of: null,
    pause_collection: null,
    payment_settings: { payment_method_options: null, payment_method_types: null, save_default_payment_method: "off" },
    pending_invoice_item_interval: null,
    pending_setup_intent: null,
    pending_update: null,
    schedule: null,
    start_date: options.start,
    status: options.status,
    test_clock: null,
    transfer_data: null,
    trial_end: trialEnd,
    trial_settings: { end_behavior: { missing_payment_method: "create_invoice" } },
    trial_start: trialEnd ? options.start : null,
  } as unknown as Stripe.Subscription;
}

/** A subscription's invoice; `amountPaid` 0 is the empty invoice a trial starts with. */
export function invoice(options: {
  ids?: Partial<FixtureIds>;
  billingReason: Stripe.Invoice.BillingReason;
  amountPaid: number;
  discount?: number;
  periodStart: number;
  periodEnd: number;
  paidAt: number | null;
  status?: Stripe.Invoice.Status;
  /** Includes the expanded `payments` list (charge with its card), as a retrieve with expand would. */
  withPayment?: boolean;
}): Stripe.Invoice {
  const ids = { ...fixtureIds, ...options.ids };
  const discount = options.discount ?? 0;
  const subtotal = options.amountPaid + discount;
  return {
    id: ids.invoiceId,
    object: "invoice",
    account_country: "US",
    account_name: "Trail Guide",
    account_tax_ids: null,
    amount_due: options.amountPaid,
    amount_overpaid: 0,
    amount_paid: options.status === "open" ? 0 : options.amountPaid,
    amount_remaining: options.status === "open" ? options.amountPaid : 0,
    amount_shipping: 0,
    application: null,
    attempt_count: 1,
    attempted: true,
    auto_advance: false,
    automatic_tax: { disabled_reason: null, enabled: false, liability: null, provider: null, status: null },
    automatically_finalizes_at: null,
    billing_reason: options.billingReason,
    collection_method: "charge_automatically",
    created: options.periodStart,
    currency: "usd",
    custom_fields: null,
    customer: ids.customerId,
    customer_account: null,
    customer_address: null,
    customer_email: "member@demo.trailguide.test",
    customer_name: "Demo Member",
    customer_phone: null,
    customer_shipping: null,
    customer_tax_exempt: "none",
    customer_tax_ids: [],
    default_payment_method: null,
    default_source: null,
    default_tax_rates: [],
    description: null,
    discounts: discount ? ["di_QxA1b2C3d4E5f6"] : [],
    due_date: null,
    effective_at: options.periodStart,
    ending_balance: 0,
    footer: null,
    from_invoice: null,
    hosted_invoice_url: "https://invoice.example.test/i/acct_1/test_YWNjdF8x",
    invoice_pdf: "https://pay.example.test/invoice/acct_1/test_YWNjdF8x/pdf",
    issuer: { type: "self" },
    last_finalization_error: null,
    latest_revision: null,
    lines: {
      object: "list",
      data: [
        {
          id: "il_1QxA1bC2d3E4f5N3",
          object: "line_item",
          amount: subtotal,
          currency: "usd",
          description: "1 × All-Access yearly (at $39.99 / year)",
          discount_amounts: discount ? [{ amount: discount, discount: "di_QxA1b2C3d4E5f6" }] : [],
          discountable: true,
          discounts: [],
          invoice: ids.invoiceId,
          livemode: false,
          metadata: {},
          parent: {
            invoice_item_details: null,
            subscription_item_details: {
              invoice_item: null,
              proration: false,
              proration_details: { credited_items: null },
              subscription: ids.subscriptionId,
              subscription_item: "si_QxA1b2C3d4E5f6",
            },
            type: "subscription_item_details",
          },
          period: { end: options.periodEnd, start: options.periodStart },
          pricing: {
            price_details: { price: "price_1QxA1bC2d3E4f5M2", product: "prod_QxA1b2C3d4E5f6" },
            type: "price_details",
            unit_amount_decimal: String(subtotal),
          },
          quantity: 1,
          taxes: [],
        },
      ],
      has_more: false,
      url: `/v1/invoices/${ids.invoiceId}/lines`,
    },
    livemode: false,
    metadata: {},
    next_payment_attempt: null,
    number: "A1B2C3D4-0001",
    on_behalf_of: null,
    parent: {
      quote_details: null,
      subscription_details: { metadata: { checkout_id: ids.checkoutId }, subscription: ids.subscriptionId },
      type: "subscription_details",
    },
    payment_settings: { default_mandate: null, payment_method_options: null, payment_method_types: null },
    ...(options.withPayment
      ? {
          payments: {
            object: "list",
            data: [
              {
                id: "inpay_1QxA1bC2d3E4f5O4",
                object: "invoice_payment",
                amount_paid: options.amountPaid,
                amount_requested: options.amountPaid,
                created: options.paidAt ?? options.periodStart,
                currency: "usd",
                invoice: ids.invoiceId,
                is_default: true,
                livemode: false,
                payment: {
                  charge: charge({ ids, amount: options.amountPaid, created: options.paidAt ?? options.periodStart }),
                  type: "charge",
                },
                status: "paid",
                status_transitions: { canceled_at: null, paid_at: options.paidAt },
              },
            ],
            has_more: false,
            url: "/v1/invoice_payments",
          },
        }
      : {}),
    period_end: options.periodEnd,
    period_start: options.periodStart,
    post_payment_credit_notes_amount: 0,
    pre_payment_credit_notes_amount: 0,
    receipt_number: null,
    rendering: null,
    shipping_cost: null,
    shipping_details: null,
    starting_balance: 0,
    statement_descriptor: null,
    status: options.status ?? "paid",
    status_transitions: {
      finalized_at: options.periodStart,
      marked_uncollectible_at: null,
      paid_at: options.paidAt,
      voided_at: null,
    },
    subtotal,
    subtotal_excluding_tax: subtotal,
    test_clock: null,
    total: options.amountPaid,
    total_discount_amounts: discount ? [{ amount: discount, discount: "di_QxA1b2C3d4E5f6" }] : [],
    total_excluding_tax: options.amountPaid,
    total_pretax_credit_amounts: [],
    total_taxes: [],
    webhooks_delivered_at: options.periodStart,
  } as unknown as Stripe.Invoice;
}

/** A completed hosted Checkout Session. */
export function checkoutSession(options: {
  ids?: Partial<FixtureIds>;
  mode: "subscription" | "payment";
  created: number;
  amountTotal: number;
  discount?: number;
  /** "no_payment_required" for a trial: nothing is charged at checkout. */
  paymentStatus: Stripe.Checkout.Session.PaymentStatus;
  /** An expanded Subscription or PaymentIntent in place of the id, as a retrieve with expand gives. */
  subscription?: Stripe.Subscription;
  paymentIntent?: Stripe.PaymentIntent;
  /** Only the metadata names our checkout (no client_reference_id). */
  metadataOnly?: boolean;
}): Stripe.Checkout.Session {
  const ids = { ...fixtureIds, ...options.ids };
  const discount = options.discount ?? 0;
  const isSubscription = options.mode === "subscription";
  const charged = options.paymentStatus === "paid" && options.amountTotal > 0;
  return {
    id: ids.sessionId,
    object: "checkout.session",
    adaptive_pricing: { enabled: false },
    after_expiration: null,
    allow_promotion_codes: null,
    amount_subtotal: options.amountTotal + discount,
    amount_total: options.amountTotal,
    automatic_tax: { enabled: false, liability: null, provider: null, status: null },
    billing_address_collection: null,
    cancel_url: "http://localhost:5173/all-access/checkout?canceled=1",
    client_reference_id: options.metadataOnly ? null : ids.checkoutId,
    client_secret: null,
    collected_information: null,
    consent: null,
    consent_collection: null,
    created: options.created,
    currency: "usd",
    currency_conversion: null,
    custom_fields: [],
    custom_text: { after_submit: null, shipping_address: null, submit: null, terms_of_service_acceptance: null },
    customer: ids.customerId,
    customer_account: null,
    customer_creation: null,
    customer_details: {
      address: { city: null, country: "US", line1: null, line2: null, postal_code: "80302", state: null },
      business_name: null,
      email: "member@demo.trailguide.test",
      individual_name: null,
      name: "Demo Member",
      phone: null,
      tax_exempt: "none",
      tax_ids: [],
    },
    customer_email: null,
    discounts: discount ? [{ coupon: "Z4OV52SU", promotion_code: null }] : [],
    expires_at: options.created + DAY,
    integration_identifier: null,
    invoice: isSubscription && charged ? ids.invoiceId : null,
    invoice_creation: isSubscription ? null : { enabled: false, invoice_data: {} },
    livemode: false,
    locale: null,
    managed_payments: null,
    metadata: { checkout_id: ids.checkoutId },
    mode: options.mode,
    origin_context: null,
    payment_intent: isSubscription ? null : (options.paymentIntent ?? (charged ? ids.paymentIntentId : null)),
    payment_link: null,
    payment_method_collection: "always",
    payment_method_configuration_details: null,
    payment_method_options: { card: { request_three_d_secure: "automatic" } },
    payment_method_types: ["card"],
    payment_status: options.paymentStatus,
    permissions: null,
    phone_number_collection: { enabled: false },
    recovered_from: null,
    saved_payment_method_options: null,
    setup_intent: null,
    shipping_address_collection: null,
    shipping_cost: null,
    shipping_options: [],
    status: "complete",
    submit_type: null,
    subscription: isSubscription ? (options.subscription ?? ids.subscriptionId) : null,
    success_url: "http://localhost:5173/all-access/checkout?session_id={CHECKOUT_SESSION_ID}",
    total_details: { amount_discount: discount, amount_shipping: 0, amount_tax: 0 },
    ui_mode: "hosted_page",
    url: null,
    wallet_options: null,
  } as unknown as Stripe.Checkout.Session;
}

/** A succeeded PaymentIntent with its charge expanded. */
export function paymentIntent(options: { ids?: Partial<FixtureIds>; amount: number; created: number }): Stripe.PaymentIntent {
  const ids = { ...fixtureIds, ...options.ids };
  return {
    id: ids.paymentIntentId,
    object: "payment_intent",
    amount: options.amount,
    amount_capturable: 0,
    amount_received: options.amount,
    application: null,
    application_fee_amount: null,
    automatic_payment_methods: null,
    canceled_at: null,
    cancellation_reason: null,
    capture_method: "automatic",
    client_secret: null,
    confirmation_method: "automatic",
    created: options.created,
    currency: "usd",
    customer: ids.customerId,
    description: null,
    last_payment_error: null,
    latest_charge: charge({ ids, amount: options.amount, created: options.created }),
    livemode: false,
    metadata: { checkout_id: ids.checkoutId },
    next_action: null,
    on_behalf_of: null,
    payment_method: "pm_1QxA1bC2d3E4f5L1",
    payment_method_types: ["card"],
    processing: null,
    receipt_email: null,
    review: null,
    setup_future_usage: null,
    shipping: null,
    statement_descriptor: null,
    statement_descriptor_suffix: null,
    status: "succeeded",
    transfer_data: null,
    transfer_group: null,
  } as unknown as Stripe.PaymentIntent;
}

export const FIXTURE_TIMES = { DAY, YEAR };
