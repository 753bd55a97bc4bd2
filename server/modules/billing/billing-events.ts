// Applies provider events to the billing records (docs/decisions/0014-billing.md). Called inside the
// transaction that also records the event's id, so a replay changes nothing; an event naming a
// checkout or subscription not known yet throws EventNotReady, the transaction rolls back and the
// provider delivers it again later. Every change ends with syncMembership for its user.
import { and, eq, inArray, isNull, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { checkouts, couponRedemptions, membershipGrants, payments, plans, subscriptions, users } from "../../db/schema";
import { addMonths } from "./billing-dates";
import { billingRepository } from "./billing.repository";
import { issueGiftCard } from "./gift-cards/gift-cards";
import { syncMembership } from "./membership";
import type { BillingEvent, PaymentFacts, PaymentProviderName, SubscriptionFacts } from "./payment-provider";

/** The event names something this site has not recorded yet: answer 409 so it is sent again. */
export class EventNotReady extends Error {
  override readonly name = "EventNotReady";
}

type PaymentRow = typeof payments.$inferSelect;
type SubscriptionRow = typeof subscriptions.$inferSelect;

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
  switch (event.type) {
    case "checkout.completed":
      return completeCheckout(tx, provider, event, now);
    case "subscription.updated": {
      const subscription = await subscriptionByProviderId(tx, provider, event.subscription.providerSubscriptionId);
      if (event.occurredAt >= subscription.providerUpdatedAt) {
        await tx
          .update(subscriptions)
          .set({ ...subscriptionColumns(event.subscription), providerUpdatedAt: event.occurredAt, updatedAt: now })
          .where(eq(subscriptions.id, subscription.id));
      }
      return { userId: subscription.userId, notices: [] };
    }
    case "invoice.paid": {
      const subscription = await subscriptionByProviderId(tx, provider, event.providerSubscriptionId);
      // Stripe bills the charge that ends a trial as a new cycle: the first charge is the first one recorded.
      const isFirst = event.billingReason === "subscription_create" || !(await hasPayments(tx, subscription.id));
      const checkout = isFirst
        ? await billingRepository.latestCompletedCheckout(tx, subscription.userId, subscription.planCode)
        : null;
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
        await tx.update(subscriptions).set({ status: "past_due", updatedAt: now }).where(eq(subscriptions.id, subscription.id));
      }
      return { userId: subscription.userId, notices: [] };
    }
    case "charge.refunded": {
      const [payment] = await tx
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, event.providerPaymentId)))
        .for("update");
      if (!payment) throw new EventNotReady(`payment ${event.providerPaymentId} is not recorded yet`);
      const refunded = Math.min(payment.amountCents, Math.max(payment.refundedCents, event.refundedCents));
      if (refunded !== payment.refundedCents) {
        await tx
          .update(payments)
          .set({ refundedCents: refunded, refundedAt: event.occurredAt })
          .where(eq(payments.id, payment.id));
      }
      if (refunded === payment.amountCents) {
        // A full refund takes back what the payment bought.
        await tx
          .update(membershipGrants)
          .set({ revokedAt: now })
          .where(and(eq(membershipGrants.paymentId, payment.id), isNull(membershipGrants.revokedAt)));
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
  const [checkout] = await tx.select().from(checkouts).where(eq(checkouts.id, event.checkoutId)).for("update");
  if (!checkout) throw new EventNotReady(`checkout ${event.checkoutId} is not recorded yet`);
  const userId = checkout.userId;
  if (checkout.status === "completed") return { userId, notices: [] };
  const [plan] = await tx.select().from(plans).where(eq(plans.code, checkout.planCode));
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
    const [created] = await tx
      .insert(subscriptions)
      .values({
        userId,
        planCode: plan.code,
        provider,
        ...subscriptionColumns(facts),
        providerCustomerId: event.providerCustomerId ?? facts.providerCustomerId,
        providerSubscriptionId: facts.providerSubscriptionId,
        providerUpdatedAt: event.occurredAt,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing()
      .returning();
    const subscription = created ?? (await subscriptionByProviderId(tx, provider, facts.providerSubscriptionId));
    if (facts.trialEndsAt) {
      await tx
        .update(users)
        .set({ trialUsedAt: sql`coalesce(${users.trialUsedAt}, ${now})` })
        .where(eq(users.id, userId));
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
    await tx.insert(membershipGrants).values({
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
  await tx
    .update(couponRedemptions)
    .set({ status: "redeemed", redeemedAt: now })
    .where(and(eq(couponRedemptions.checkoutId, checkout.id), inArray(couponRedemptions.status, ["reserved", "released"])));
  await tx
    .update(checkouts)
    .set({ status: "completed", completedAt: now, providerSessionId: checkout.providerSessionId ?? event.providerSessionId })
    .where(eq(checkouts.id, checkout.id));
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
  const [subscription] = await tx
    .select()
    .from(subscriptions)
    .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
    .for("update");
  if (!subscription) throw new EventNotReady(`subscription ${providerSubscriptionId} is not recorded yet`);
  return subscription;
}

async function hasPayments(tx: Executor, subscriptionId: number): Promise<boolean> {
  const [payment] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(eq(payments.subscriptionId, subscriptionId))
    .limit(1);
  return payment !== undefined;
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
  const [payment] = await tx
    .insert(payments)
    .values({
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
    })
    .onConflictDoNothing()
    .returning();
  return payment ?? null;
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
  const [existing] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, facts.providerPaymentId)));
  return existing!;
}

/**
 * A paid invoice for the next term moves the period on at once, so access does not lapse while the
 * subscription's own update is on its way; that update, newer, then sets the provider's exact dates.
 */
async function extendPaidPeriod(tx: Executor, subscription: SubscriptionRow, paidAt: Date, now: Date): Promise<void> {
  if (subscription.status === "expired" || subscription.currentPeriodEnd > addMonths(paidAt, 1)) return;
  const [plan] = await tx.select({ termMonths: plans.termMonths }).from(plans).where(eq(plans.code, subscription.planCode));
  const start = subscription.currentPeriodEnd > paidAt ? subscription.currentPeriodEnd : paidAt;
  await tx
    .update(subscriptions)
    .set({
      status: "active",
      currentPeriodStart: start,
      currentPeriodEnd: addMonths(start, plan?.termMonths ?? 12),
      updatedAt: now,
    })
    .where(eq(subscriptions.id, subscription.id));
}
