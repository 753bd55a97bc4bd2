// Membership and payments (issue 6, docs/decisions/0014-billing.md): plans, quotes, checkout, the
// provider's webhooks, the member's membership and cancellation, staff refunds and the lifecycle
// tick. Every write is one transaction; e-mails go out after it commits.
import type { Logger } from "pino";
import {
  PLAN_CODES,
  type Checkout,
  type CheckoutRequest,
  type Membership,
  type Quote,
} from "../../../shared/contracts/billing.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { TRIAL_REMINDER_DAYS_BEFORE } from "../../../shared/domain/membership";
import { canManagePayments } from "../../../shared/domain/access";
import type { EmailAdapter, EmailMessage } from "../../adapters/email/email.adapter";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/client";
import { badRequest, conflict, forbidden, HttpError, notFound } from "../../http/errors";
import { addDays, isoDay } from "./billing-dates";
import { billingRepository as repository } from "./billing.repository";
import { cancellationEmail, receiptEmail, trialEndingEmail, trialStartedEmail } from "./billing-emails";
import { applyBillingEvent, EventNotReady, type BillingNotice } from "./billing-events";
import {
  couponDiscountCents,
  describeCoupon,
  findUsableCoupon,
  releaseCouponReservation,
  reserveCoupon,
} from "./coupons/coupons";
import { deliverDueGiftCards } from "./gift-cards/gift-cards";
import { readMembership, syncMembership, usersWithLapsedAccess } from "./membership";
import type { PaymentProvider } from "./payment-provider";
import { plansRepository, toPlan, type PlanRow } from "./plans.catalog";
import {
  createSandboxProvider,
  httpWebhookTransport,
  sandboxWebhookSecret,
  type SandboxProvider,
  type WebhookTransport,
} from "./sandbox/sandbox-provider";
import { createStripeProvider, type StripeProvider } from "./stripe/stripe-provider";
import { toBillingEvent, verifyProviderEvent, WebhookSignatureError } from "./stripe/stripe-webhooks";

/** An open checkout is given up after an hour, and its coupon goes back. */
const CHECKOUT_LIFETIME_MS = 60 * 60 * 1000;
const GIFT_DELIVERY_WINDOW_DAYS = 365;

export interface BillingDeps {
  config: Config;
  db: Database;
  logger: Logger;
  clock: Clock;
  jwtSecret: string;
  email: EmailAdapter;
  /** How the sandbox reaches the webhook endpoint; HTTP to this server unless a test routes it in-process. */
  sandboxWebhookTransport?: WebhookTransport;
}

/** Where a purchase started, for the provider's "back" link. */
const CHECKOUT_PAGES: Record<string, string> = {
  [PLAN_CODES.yearly]: "/all-access/checkout",
  [PLAN_CODES.fiveYear]: "/all-access/five-year",
  [PLAN_CODES.giftYearly]: "/gift-memberships",
};

export function createBillingService(deps: BillingDeps) {
  const { config, db, logger, clock, email } = deps;
  const sandbox: SandboxProvider | null =
    config.payments.provider === "sandbox"
      ? createSandboxProvider({
          db,
          clock,
          jwtSecret: deps.jwtSecret,
          transport:
            deps.sandboxWebhookTransport ?? httpWebhookTransport(`http://127.0.0.1:${config.port}/api/v2/billing/webhooks/`),
          onDeliveryFailure: (eventId, detail) =>
            logger.warn({ eventId, detail }, "sandbox webhook not accepted; it is sent again later"),
        })
      : null;
  const stripe: StripeProvider | null = sandbox ? null : createStripeProvider(config.payments.stripe);
  const provider: PaymentProvider = sandbox ?? stripe!;
  const webhookSecret = sandbox ? sandboxWebhookSecret(deps.jwtSecret) : (config.payments.stripe?.webhookSecret ?? "");

  async function memberOf(executor: Executor, userId: number) {
    const member = await repository.findMember(executor, userId);
    if (!member) throw notFound();
    return member;
  }

  /** The 7-day trial, for a reader who has never had one nor any subscription; signed-out readers see it too. */
  async function trialDaysFor(executor: Executor, userId: number | null, plan: PlanRow): Promise<number> {
    if (plan.kind !== "subscription" || plan.trialDays === 0) return 0;
    if (userId === null) return plan.trialDays;
    return (await repository.isTrialEligible(executor, userId)) ? plan.trialDays : 0;
  }

  async function purchasablePlan(executor: Executor, code: string, purpose: "membership" | "gift"): Promise<PlanRow> {
    const plan = await plansRepository.findByCode(executor, code);
    const isGiftPlan = code === PLAN_CODES.giftYearly;
    if (!plan || !plan.purchasable || isGiftPlan !== (purpose === "gift")) {
      throw badRequest(purpose === "gift" ? "Choose a gift membership." : "That plan isn't available.");
    }
    return plan;
  }

  async function priceOf(executor: Executor, plan: PlanRow, couponCode: string | undefined, now: Date, lock = false) {
    const coupon = couponCode ? await findUsableCoupon(executor, couponCode, plan.code, now, { lock }) : null;
    const discountCents = coupon ? couponDiscountCents(coupon, plan.priceCents) : 0;
    return { coupon, discountCents, totalCents: plan.priceCents - discountCents };
  }

  async function noticeMessages(executor: Executor, notices: BillingNotice[], now: Date): Promise<EmailMessage[]> {
    const messages: EmailMessage[] = [];
    for (const notice of notices) {
      const member = await memberOf(executor, notice.userId);
      if (notice.kind === "receipt") {
        const row = await repository.findPaymentWithPlanName(executor, notice.paymentId);
        if (!row) continue;
        const membership = row.payment.purpose === "gift" ? null : await readMembership(executor, notice.userId, now);
        messages.push(
          receiptEmail(member, {
            planName: row.planName,
            amountCents: row.payment.amountCents,
            discountCents: row.payment.discountCents,
            currency: row.payment.currency,
            cardBrand: row.payment.cardBrand,
            cardLast4: row.payment.cardLast4,
            paidAt: row.payment.paidAt,
            accessUntil: membership?.accessUntil ?? null,
          }),
        );
      } else if (notice.kind === "trial_started") {
        const row = await repository.findSubscriptionWithPlan(executor, notice.subscriptionId);
        if (!row?.subscription.trialEndsAt) continue;
        const checkout = await repository.latestCompletedCheckout(executor, notice.userId, row.plan.code);
        messages.push(
          trialStartedEmail(member, {
            planName: row.plan.name,
            trialEndsAt: row.subscription.trialEndsAt,
            amountCents: checkout?.totalCents ?? row.plan.priceCents,
            currency: row.plan.currency,
          }),
        );
      }
    }
    return messages;
  }

  async function expireCheckout(tx: Executor, checkoutId: string): Promise<void> {
    await repository.expireOpenCheckouts(tx, { id: checkoutId });
    await releaseCouponReservation(tx, checkoutId);
  }

  const service = {
    provider,
    /** The sandbox's hosted-page API; null when Stripe takes the payments. */
    sandbox,

    async listPlans() {
      return { results: (await plansRepository.listPurchasable(db)).map(toPlan) };
    },

    async quote(
      user: UserClaims | null,
      query: { plan: string; coupon?: string; purpose: "membership" | "gift" },
    ): Promise<Quote> {
      const now = clock.now();
      const plan = await purchasablePlan(db, query.plan, query.purpose);
      const { coupon, discountCents, totalCents } = await priceOf(db, plan, query.coupon, now);
      const trialDays = await trialDaysFor(db, user?.id ?? null, plan);
      return {
        plan: toPlan(plan),
        coupon: coupon ? { code: coupon.code.toUpperCase(), description: describeCoupon(coupon, plan.currency) } : null,
        subtotal_cents: plan.priceCents,
        discount_cents: discountCents,
        total_cents: totalCents,
        currency: plan.currency,
        trial_days: trialDays,
        first_charge_on: addDays(now, trialDays).toISOString(),
      };
    },

    async startCheckout(user: UserClaims, request: CheckoutRequest): Promise<Checkout> {
      const now = clock.now();
      const purpose = request.gift ? "gift" : "membership";
      if (request.gift) {
        const deliverOn = request.gift.deliver_on;
        if (deliverOn < isoDay(now) || deliverOn > isoDay(addDays(now, GIFT_DELIVERY_WINDOW_DAYS))) {
          throw badRequest("Some fields are not valid.", {
            "gift.deliver_on": ["Choose a delivery date between today and a year from now."],
          });
        }
      } else if (request.plan === PLAN_CODES.giftYearly) {
        throw badRequest("Tell us who the gift is for.", { gift: ["Tell us who the gift is for."] });
      }
      const { checkout, plan, trialDays } = await db.transaction(async (tx) => {
        const plan = await purchasablePlan(tx, request.plan, purpose);
        if (plan.kind === "subscription") {
          // Locks the member's row so two checkouts started together cannot both pass this check.
          await repository.lockMember(tx, user.id);
          if (await repository.findLiveSubscription(tx, user.id, now)) {
            throw conflict("You already have an All-Access subscription.", "already_subscribed");
          }
        }
        const { coupon, discountCents, totalCents } = await priceOf(tx, plan, request.coupon, now, true);
        const trialDays = await trialDaysFor(tx, user.id, plan);
        const checkout = await repository.insertCheckout(tx, {
          userId: user.id,
          planCode: plan.code,
          purpose,
          provider: provider.name,
          couponId: coupon?.id ?? null,
          subtotalCents: plan.priceCents,
          discountCents,
          totalCents,
          trialDays,
          gift: request.gift
            ? {
                recipientEmail: request.gift.recipient_email,
                recipientName: request.gift.recipient_name,
                message: request.gift.message,
                deliverOn: request.gift.deliver_on,
              }
            : null,
          createdAt: now,
          expiresAt: new Date(now.getTime() + CHECKOUT_LIFETIME_MS),
        });
        if (coupon) await reserveCoupon(tx, { couponId: coupon.id, userId: user.id, checkoutId: checkout.id, now });
        return { checkout, plan, trialDays };
      });

      let session: { sessionId: string; url: string };
      try {
        session = await provider.createCheckoutSession({
          checkoutId: checkout.id,
          customer: { email: user.email, name: user.name, userUuid: user.uuid, providerCustomerId: null },
          mode: plan.kind === "subscription" ? "subscription" : "payment",
          productName: plan.name,
          currency: plan.currency,
          priceCents: plan.priceCents,
          termMonths: plan.termMonths,
          discountCents: checkout.discountCents,
          trialDays,
          successUrl: `${config.publicUrl}/all-access/checkout/complete?checkout=${checkout.id}`,
          cancelUrl: `${config.publicUrl}${CHECKOUT_PAGES[plan.code] ?? "/pricing"}`,
        });
      } catch (error) {
        logger.error({ err: error, checkoutId: checkout.id }, "the payment provider refused a checkout session");
        await db.transaction((tx) => expireCheckout(tx, checkout.id));
        throw new HttpError(502, "payment_provider_unavailable", "The payment service could not be reached. Please try again.");
      }
      await repository.setProviderSession(db, checkout.id, session.sessionId);
      return {
        id: checkout.id,
        status: checkout.status,
        plan_code: plan.code,
        purpose,
        total_cents: checkout.totalCents,
        url: session.url,
      };
    },

    async getCheckout(user: UserClaims, id: string): Promise<Checkout> {
      const checkout = await repository.findCheckoutOfUser(db, id, user.id);
      if (!checkout) throw notFound();
      const url = checkout.providerSessionId && sandbox ? `/sandbox/checkout/${checkout.providerSessionId}` : "";
      return {
        id: checkout.id,
        status: checkout.status,
        plan_code: checkout.planCode,
        purpose: checkout.purpose,
        total_cents: checkout.totalCents,
        url,
      };
    },

    /** A provider event: verified, recorded once, applied in the same transaction. */
    async receiveWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      const now = clock.now();
      let event;
      try {
        event = verifyProviderEvent(rawBody, signature, webhookSecret, now);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest("The webhook signature is not valid.");
        throw error;
      }
      // Stripe names related objects by id; the sandbox sends them expanded already.
      const billingEvent = toBillingEvent(stripe ? await stripe.expandEvent(event) : event);
      let notices: BillingNotice[];
      try {
        notices = await db.transaction(async (tx) => {
          const isNew = await repository.recordEvent(tx, {
            id: event.id,
            provider: provider.name,
            type: event.type,
            occurredAt: billingEvent.occurredAt,
            receivedAt: now,
          });
          if (!isNew) return [];
          const { notices } = await applyBillingEvent(tx, provider.name, billingEvent, now);
          // The event's mail is queued with the change: recorded once, mailed once.
          const messages = await noticeMessages(tx, notices, now);
          for (const [index, message] of messages.entries()) {
            await email.enqueue(tx, message, `billing-event:${event.id}:${index}`);
          }
          return notices;
        });
      } catch (error) {
        if (error instanceof EventNotReady) {
          logger.info({ eventId: event.id, reason: error.message }, "billing event arrived early; the provider sends it again");
          throw conflict("This event refers to something not recorded yet; send it again later.", "not_ready");
        }
        throw error;
      }
      if (notices.some((notice) => notice.kind === "gift_purchased")) {
        // A gift for today goes out at once rather than on the next tick.
        await deliverDueGiftCards({ db, email, config, jwtSecret: deps.jwtSecret }, now).catch((error: unknown) =>
          logger.error({ err: error }, "gift delivery failed"),
        );
      }
    },

    async membership(userId: number): Promise<Membership> {
      const now = clock.now();
      const state = await readMembership(db, userId, now);
      const yearly = await plansRepository.findByCode(db, PLAN_CODES.yearly);
      const trialAvailable = yearly ? (await trialDaysFor(db, userId, yearly)) > 0 : false;
      const current = await repository.findCurrentSubscriptionWithPlan(db, userId, now);
      const receipts = await repository.listPaymentsWithPlanNames(db, userId);
      let subscription: Membership["subscription"] = null;
      if (current) {
        const { subscription: row, plan } = current;
        const renews = (row.status === "trialing" || row.status === "active") && !row.cancelAtPeriodEnd;
        const checkout = row.status === "trialing" ? await repository.latestCompletedCheckout(db, userId, plan.code) : null;
        subscription = {
          plan_code: plan.code,
          plan_name: plan.name,
          status: row.status,
          trial_ends_at: row.trialEndsAt?.toISOString() ?? null,
          current_period_end: row.currentPeriodEnd.toISOString(),
          cancel_at_period_end: row.cancelAtPeriodEnd,
          next_charge: renews
            ? {
                amount_cents: checkout?.totalCents ?? plan.priceCents,
                currency: plan.currency,
                on: row.currentPeriodEnd.toISOString(),
              }
            : null,
        };
      }
      return {
        tier: state.tier,
        is_subscribed: state.isSubscribed,
        source: state.source,
        access_until: state.accessUntil?.toISOString() ?? null,
        trial_available: trialAvailable,
        subscription,
        payments: receipts.map(({ payment, planName }) => ({
          id: payment.id,
          plan_name: planName,
          purpose: payment.purpose,
          amount_cents: payment.amountCents,
          refunded_cents: payment.refundedCents,
          currency: payment.currency,
          card_brand: payment.cardBrand,
          card_last4: payment.cardLast4,
          paid_at: payment.paidAt.toISOString(),
        })),
      };
    },

    /** Stops the renewal: access lasts until the period (or the trial) ends; a cancelled trial never converts. */
    async cancel(userId: number): Promise<Membership> {
      if (!(await service.stopRenewal(userId, { notify: true }))) throw conflict("There is no renewing subscription to cancel.");
      return service.membership(userId);
    },

    /** Stops a renewing subscription, if there is one (true then); `notify` mails the member when it ends. */
    async stopRenewal(userId: number, { notify }: { notify: boolean }): Promise<boolean> {
      const now = clock.now();
      const subscription = await repository.findLiveSubscription(db, userId, now);
      if (!subscription || subscription.cancelAtPeriodEnd) return false;
      if (subscription.provider === provider.name) await provider.cancelAtPeriodEnd(subscription.providerSubscriptionId);
      await db.transaction(async (tx) => {
        await repository.markCancelAtPeriodEnd(tx, subscription.id, now);
        await syncMembership(tx, userId, now);
        if (!notify) return;
        const message = cancellationEmail(await memberOf(tx, userId), subscription.currentPeriodEnd);
        await email.enqueue(tx, message, `subscription:${subscription.id}:cancelled:${now.toISOString()}`);
      });
      return true;
    },

    /** Staff give money back (ADMIN or greater); a full refund of a subscription's charge also ends it now. */
    async refundPayment(staff: UserClaims, paymentId: number, amountCents: number | undefined) {
      if (!canManagePayments(staff)) throw forbidden();
      const payment = await repository.findPayment(db, paymentId);
      if (!payment) throw notFound("No such payment.");
      const remaining = payment.amountCents - payment.refundedCents;
      const amount = amountCents ?? remaining;
      if (remaining === 0) throw conflict("This payment has already been refunded in full.");
      if (amount < 1 || amount > remaining) {
        throw badRequest("Some fields are not valid.", {
          amount_cents: [`Refund between 0.01 and ${(remaining / 100).toFixed(2)}.`],
        });
      }
      if (payment.provider !== provider.name) throw conflict("This payment was taken by another payment provider.");
      await provider.refund(payment.providerPaymentId, amount);
      if (amount === remaining && payment.subscriptionId !== null) {
        const subscription = await repository.findSubscription(db, payment.subscriptionId);
        if (subscription && subscription.endedAt === null && subscription.provider === provider.name) {
          await provider.cancelNow(subscription.providerSubscriptionId);
        }
      }
      const updated = (await repository.findPayment(db, paymentId))!;
      logger.info({ paymentId, amountCents: amount, staffId: staff.id }, "payment refunded by staff");
      return { id: updated.id, amount_cents: updated.amountCents, refunded_cents: updated.refundedCents };
    },

    /** The lifecycle, run every minute: the sandbox's charges, reminders, stale checkouts, lapsed access, gifts. */
    async tick(): Promise<void> {
      const now = clock.now();
      if (sandbox) await sandbox.advance(now);
      await sendTrialReminders(now);
      await db.transaction(async (tx) => {
        const expired = await repository.expireOpenCheckouts(tx, { before: now });
        for (const id of expired) await releaseCouponReservation(tx, id);
      });
      for (const userId of await usersWithLapsedAccess(db, now)) {
        await db.transaction((tx) => syncMembership(tx, userId, now));
      }
      await deliverDueGiftCards({ db, email, config, jwtSecret: deps.jwtSecret }, now);
    },
  };

  /** Marks each due reminder sent and queues its e-mail in one transaction: one reminder per trial. */
  async function sendTrialReminders(now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const due = await repository.claimDueTrialReminders(tx, now, addDays(now, TRIAL_REMINDER_DAYS_BEFORE));
      for (const subscriptionId of due) {
        const row = await repository.findSubscriptionWithPlan(tx, subscriptionId);
        const trialEndsAt = row?.subscription.trialEndsAt;
        if (!row || !trialEndsAt) continue;
        const { subscription, plan } = row;
        const checkout = await repository.latestCompletedCheckout(tx, subscription.userId, plan.code);
        const message = trialEndingEmail(await memberOf(tx, subscription.userId), {
          planName: plan.name,
          trialEndsAt,
          amountCents: checkout?.totalCents ?? plan.priceCents,
          currency: plan.currency,
        });
        await email.enqueue(tx, message, `subscription:${subscription.id}:trial-ending:${trialEndsAt.toISOString()}`);
      }
    });
  }

  return service;
}

export type BillingService = ReturnType<typeof createBillingService>;
