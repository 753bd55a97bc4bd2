// Applies provider events to the billing records (docs/decisions/0014-billing.md). Called inside the
// transaction that also records the event's id, so a replay changes nothing; an event naming a
// checkout or subscription not known yet throws EventNotReady, the transaction rolls back and the
// provider delivers it again later. Every change ends with syncMembership for its user.
import { addMonths } from "../../../shared/domain/billing-dates";
import type { BillingEvent, PaymentFacts, PaymentProviderName, SubscriptionFacts } from "../../adapters/payments/payment.adapter";
import type { Executor } from "../../db/client";
import { createBillingRepository, type PaymentRow, type SubscriptionRow } from "./billing.repository";
import { createCouponsRepository } from "./coupons/coupons.repository";
import { issueGiftCard } from "./gift-cards/gift-cards";
import { syncMembership } from "./membership";
import { createPlansRepository } from "./plans.repository";

/** The event names something this site has not recorded yet: answer 409 so it is sent again. */
export class EventNotReady extends Error {
  override readonly name = "EventNotReady";
}

/** What to tell the member once the transaction has committed. */
export type BillingNotice =
  | { kind: "receipt"; userId: number; paymentId: number }
  | { kind: "trial_started"; userId: number; subscriptionId: number }
  | { kind: "gift_purchased"; userId: number };

export interface AppliedEvent {
  userId: number | null;
  notices: BillingNotice[];
}

export async function applyBillingEvent(
  tx: Executor,
  provider: PaymentProviderName,
  event: BillingEvent,
  now: Date,
): Promise<AppliedEvent> {
  const applied = await apply(tx, provider, event, now);
  if (applied.userId !== null) await syncMembership(tx, applied.userId, now);
  return applied;
}

async function apply(tx: Executor, provider: PaymentProviderName, event: BillingEvent, now: Date): Promise<AppliedEvent> {
  const repository = createBillingRepository(tx);
  switch (event.type) {
    case "checkout.completed":
      return completeCheckout(tx, provider, event, now);
    case "subscription.updated": {
      const subscription = await subscriptionByProviderId(tx, provider, event.subscription.providerSubscriptionId);
      if (event.occurredAt >= subscription.providerUpdatedAt) {
        await repository.updateSubscription(subscription.id, {
          ...subscriptionColumns(event.subscription),
          providerUpdatedAt: event.occurredAt,
          updatedAt: now,
        });
      }
      return { userId: subscription.userId, notices: [] };
    }
    case "invoice.paid": {
      const subscription = await subscriptionByProviderId(tx, provider, event.providerSubscriptionId);
      // Stripe bills the charge that ends a trial as a new cycle: the first charge is the first one recorded.
      const isFirst = event.billingReason === "subscription_create" || !(await repository.hasPayments(subscription.id));
      const checkout = isFirst ? await repository.latestCompletedCheckout(subscription.userId, subscription.planCode) : null;
      const payment = await recordPayment(tx, provider, event.payment, {
        userId: subscription.userId,
        planCode: subscription.planCode,
        purpose: isFirst ? "subscription" : "renewal",
        subscriptionId: subscription.id,
        checkoutId: checkout?.id ?? null,
        couponId: checkout?.couponId ?? null,
      });
      if (!payment) return { userId: subscription.userId, notices: [] };
      await extendPaidPeriod(tx, subscription, event.payment.paidAt, now);
      return { userId: subscription.userId, notices: [{ kind: "receipt", userId: subscription.userId, paymentId: payment.id }] };
    }
    case "invoice.payment_failed": {
      const subscription = await subscriptionByProviderId(tx, provider, event.providerSubscriptionId);
      if (subscription.status === "trialing" || subscription.status === "active") {
        await repository.updateSubscription(subscription.id, { status: "past_due", updatedAt: now });
      }
      return { userId: subscription.userId, notices: [] };
    }
    case "charge.refunded": {
      const payment = await repository.findPaymentByProviderId(provider, event.providerPaymentId, { lock: true });
      if (!payment) throw new EventNotReady(`payment ${event.providerPaymentId} is not recorded yet`);
      const refunded = Math.min(payment.amountCents, Math.max(payment.refundedCents, event.refundedCents));
      if (refunded !== payment.refundedCents) {
        await repository.setPaymentRefunded(payment.id, refunded, event.occurredAt);
      }
      if (refunded === payment.amountCents) {
        // A full refund takes back what the payment bought.
        await repository.revokeGrantsOfPayment(payment.id, now);
      }
      return { userId: payment.userId, notices: [] };
    }
    case "ignored":
      return { userId: null, notices: [] };
  }
}

type CheckoutCompleted = Extract<BillingEvent, { type: "checkout.completed" }>;

async function completeCheckout(
  tx: Executor,
  provider: PaymentProviderName,
  event: CheckoutCompleted,
  now: Date,
): Promise<AppliedEvent> {
  const repository = createBillingRepository(tx);
  const checkout = await repository.lockCheckout(event.checkoutId);
  if (!checkout) throw new EventNotReady(`checkout ${event.checkoutId} is not recorded yet`);
  const userId = checkout.userId;
  if (checkout.status === "completed") return { userId, notices: [] };
  const plan = await createPlansRepository(tx).findByCode(checkout.planCode);
  if (!plan) throw new Error(`checkout ${checkout.id} names an unknown plan`);
  const notices: BillingNotice[] = [];
  const base = { userId, planCode: plan.code, checkoutId: checkout.id, couponId: checkout.couponId };

  if (checkout.purpose === "gift") {
    const payment = await requirePayment(tx, provider, event.payment, { ...base, purpose: "gift", subscriptionId: null });
    if (!checkout.gift) throw new Error(`gift checkout ${checkout.id} has no gift details`);
    await issueGiftCard(tx, {
      checkoutId: checkout.id,
      purchaserId: userId,
      planCode: plan.code,
      gift: checkout.gift,
      paymentId: payment.id,
      now,
    });
    notices.push({ kind: "receipt", userId, paymentId: payment.id }, { kind: "gift_purchased", userId });
  } else if (plan.kind === "subscription") {
    if (!event.subscription) throw new EventNotReady(`checkout ${checkout.id} completed without its subscription`);
    const facts = event.subscription;
    const created = await repository.insertSubscription({
      userId,
      planCode: plan.code,
      provider,
      ...subscriptionColumns(facts),
      providerCustomerId: event.providerCustomerId ?? facts.providerCustomerId,
      providerSubscriptionId: facts.providerSubscriptionId,
      providerUpdatedAt: event.occurredAt,
      createdAt: now,
      updatedAt: now,
    });
    const subscription = created ?? (await subscriptionByProviderId(tx, provider, facts.providerSubscriptionId));
    if (facts.trialEndsAt) {
      await repository.markTrialUsed(userId, now);
      notices.push({ kind: "trial_started", userId, subscriptionId: subscription.id });
    }
    if (event.payment) {
      const payment = await recordPayment(tx, provider, event.payment, {
        ...base,
        purpose: "subscription",
        subscriptionId: subscription.id,
      });
      if (payment) notices.push({ kind: "receipt", userId, paymentId: payment.id });
    }
  } else {
    const payment = await requirePayment(tx, provider, event.payment, { ...base, purpose: "five_year", subscriptionId: null });
    await repository.insertGrant({
      userId,
      tier: "paid",
      reason: "five_year",
      planCode: plan.code,
      paymentId: payment.id,
      startsAt: payment.paidAt,
      endsAt: addMonths(payment.paidAt, plan.termMonths),
      createdAt: now,
    });
    notices.push({ kind: "receipt", userId, paymentId: payment.id });
  }

  // Money was taken, so the coupon counts as used even if the reservation had already run out.
  await createCouponsRepository(tx).redeemForCheckout(checkout.id, now);
  await repository.markCheckoutCompleted(checkout.id, checkout.providerSessionId ?? event.providerSessionId, now);
  return { userId, notices };
}

function subscriptionColumns(facts: SubscriptionFacts) {
  const ended = facts.endedAt !== null;
  return {
    status: ended ? ("expired" as const) : facts.status,
    trialEndsAt: facts.trialEndsAt,
    currentPeriodStart: facts.currentPeriodStart,
    // An ended subscription gives no access after its end, whatever period it was in.
    currentPeriodEnd: ended && facts.endedAt! < facts.currentPeriodEnd ? facts.endedAt! : facts.currentPeriodEnd,
    cancelAtPeriodEnd: facts.cancelAtPeriodEnd,
    canceledAt: facts.canceledAt,
    endedAt: facts.endedAt,
    providerCustomerId: facts.providerCustomerId,
  };
}

async function subscriptionByProviderId(
  tx: Executor,
  provider: PaymentProviderName,
  providerSubscriptionId: string,
): Promise<SubscriptionRow> {
  const subscription = await createBillingRepository(tx).lockSubscriptionByProviderId(provider, providerSubscriptionId);
  if (!subscription) throw new EventNotReady(`subscription ${providerSubscriptionId} is not recorded yet`);
  return subscription;
}

interface PaymentContext {
  userId: number;
  planCode: string;
  purpose: PaymentRow["purpose"];
  subscriptionId: number | null;
  checkoutId: string | null;
  couponId: number | null;
}

/** Records a charge once: null when the provider had already reported it. */
async function recordPayment(
  tx: Executor,
  provider: PaymentProviderName,
  facts: PaymentFacts,
  context: PaymentContext,
): Promise<PaymentRow | null> {
  return createBillingRepository(tx).insertPayment({
    ...context,
    couponId: facts.discountCents > 0 ? context.couponId : null,
    provider,
    providerPaymentId: facts.providerPaymentId,
    amountCents: facts.amountCents,
    discountCents: facts.discountCents,
    currency: facts.currency,
    cardBrand: facts.cardBrand,
    cardLast4: facts.cardLast4,
    paidAt: facts.paidAt,
  });
}

/** A one-time purchase's charge: recorded now, or found if it was already. */
async function requirePayment(
  tx: Executor,
  provider: PaymentProviderName,
  facts: PaymentFacts | null,
  context: PaymentContext,
): Promise<PaymentRow> {
  if (!facts) throw new EventNotReady(`checkout ${context.checkoutId} completed without a payment`);
  const recorded = await recordPayment(tx, provider, facts, context);
  if (recorded) return recorded;
  return (await createBillingRepository(tx).findPaymentByProviderId(provider, facts.providerPaymentId))!;
}

/**
 * A paid invoice for the next term moves the period on at once, so access does not lapse while the
 * subscription's own update is on its way; that update, newer, then sets the provider's exact dates.
 */
async function extendPaidPeriod(tx: Executor, subscription: SubscriptionRow, paidAt: Date, now: Date): Promise<void> {
  if (subscription.status === "expired" || subscription.currentPeriodEnd > addMonths(paidAt, 1)) return;
  const plan = await createPlansRepository(tx).findByCode(subscription.planCode);
  const start = subscription.currentPeriodEnd > paidAt ? subscription.currentPeriodEnd : paidAt;
  await createBillingRepository(tx).updateSubscription(subscription.id, {
    status: "active",
    currentPeriodStart: start,
    currentPeriodEnd: addMonths(start, plan?.termMonths ?? 12),
    updatedAt: now,
  });
}
