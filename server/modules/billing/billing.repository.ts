// SQL for the billing records: checkouts, subscriptions, payments, the grants a payment buys, and
// the log of provider events already applied.
import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { PaymentProviderName } from "../../adapters/payments/payment.adapter";
import type { Executor } from "../../db/client";
import { selectRows } from "../../db/select-rows";
import { billingEvents, checkouts, membershipGrants, payments, plans, subscriptions, users } from "../../db/schema";

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

const LIVE_SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due"] as const;

export function createBillingRepository(db: Executor) {
  return {
    /** Never trialled and never subscribed: the one 7-day trial is still there. */
    async isTrialEligible(userId: number): Promise<boolean> {
      // Qualified by hand: in a one-table select Drizzle leaves column names unqualified.
      const [row] = await selectRows<{ eligible: boolean }>(
        db,
        sql`select u.trial_used_at is null and not exists (select 1 from subscriptions s where s.user_id = u.id) as eligible
          from users u where u.id = ${userId}`,
      );
      return row?.eligible === true;
    },

    async markTrialUsed(userId: number, now: Date): Promise<void> {
      await db
        .update(users)
        .set({ trialUsedAt: sql`coalesce(${users.trialUsedAt}, ${now})` })
        .where(eq(users.id, userId));
    },

    async insertCheckout(values: NewCheckout): Promise<CheckoutRow> {
      const [checkout] = await db.insert(checkouts).values(values).returning();
      return checkout!;
    },

    async setProviderSession(checkoutId: string, providerSessionId: string): Promise<void> {
      await db.update(checkouts).set({ providerSessionId }).where(eq(checkouts.id, checkoutId));
    },

    async findCheckoutOfUser(checkoutId: string, userId: number): Promise<CheckoutRow | null> {
      const [checkout] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
      return checkout ?? null;
    },

    /** The checkout, held until the transaction ends: it completes once. */
    async lockCheckout(checkoutId: string): Promise<CheckoutRow | null> {
      const [checkout] = await db.select().from(checkouts).where(eq(checkouts.id, checkoutId)).for("update");
      return checkout ?? null;
    },

    async markCheckoutCompleted(checkoutId: string, providerSessionId: string | null, now: Date): Promise<void> {
      await db
        .update(checkouts)
        .set({ status: "completed", completedAt: now, providerSessionId })
        .where(eq(checkouts.id, checkoutId));
    },

    async latestCompletedCheckout(userId: number, planCode: string): Promise<CheckoutRow | null> {
      const [checkout] = await db
        .select()
        .from(checkouts)
        .where(and(eq(checkouts.userId, userId), eq(checkouts.planCode, planCode), eq(checkouts.status, "completed")))
        .orderBy(desc(checkouts.completedAt))
        .limit(1);
      return checkout ?? null;
    },

    /** Marks open checkouts expired (one, or every one past its time); answers their ids. */
    async expireOpenCheckouts(which: { id: string } | { before: Date }): Promise<string[]> {
      const condition = "id" in which ? eq(checkouts.id, which.id) : lte(checkouts.expiresAt, which.before);
      const expired = await db
        .update(checkouts)
        .set({ status: "expired" })
        .where(and(eq(checkouts.status, "open"), condition))
        .returning({ id: checkouts.id });
      return expired.map((row) => row.id);
    },

    /** The member's subscription that is running (or trialling) at `now`, if any. */
    async findLiveSubscription(userId: number, now: Date): Promise<SubscriptionRow | null> {
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .where(
          and(
            eq(subscriptions.userId, userId),
            inArray(subscriptions.status, [...LIVE_SUBSCRIPTION_STATUSES]),
            gt(subscriptions.currentPeriodEnd, now),
          ),
        )
        .orderBy(desc(subscriptions.currentPeriodEnd))
        .limit(1);
      return subscription ?? null;
    },

    /** The subscription whose period covers `now`, whatever its status, with its plan. */
    async findCurrentSubscriptionWithPlan(userId: number, now: Date) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.code, subscriptions.planCode))
        .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now)))
        .orderBy(desc(subscriptions.currentPeriodEnd))
        .limit(1);
      return row ?? null;
    },

    async findSubscriptionWithPlan(subscriptionId: number) {
      const [row] = await db
        .select({ subscription: subscriptions, plan: plans })
        .from(subscriptions)
        .innerJoin(plans, eq(plans.code, subscriptions.planCode))
        .where(eq(subscriptions.id, subscriptionId));
      return row ?? null;
    },

    async findSubscription(subscriptionId: number): Promise<SubscriptionRow | null> {
      const [subscription] = await db.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
      return subscription ?? null;
    },

    /** The subscription the provider names, held until the transaction ends. */
    async lockSubscriptionByProviderId(
      provider: PaymentProviderName,
      providerSubscriptionId: string,
    ): Promise<SubscriptionRow | null> {
      const [subscription] = await db
        .select()
        .from(subscriptions)
        .where(and(eq(subscriptions.provider, provider), eq(subscriptions.providerSubscriptionId, providerSubscriptionId)))
        .for("update");
      return subscription ?? null;
    },

    /** Records a subscription once: null when the provider's id is recorded already. */
    async insertSubscription(values: typeof subscriptions.$inferInsert): Promise<SubscriptionRow | null> {
      const [created] = await db.insert(subscriptions).values(values).onConflictDoNothing().returning();
      return created ?? null;
    },

    async updateSubscription(subscriptionId: number, changes: Partial<SubscriptionRow>): Promise<void> {
      await db.update(subscriptions).set(changes).where(eq(subscriptions.id, subscriptionId));
    },

    async markCancelAtPeriodEnd(subscriptionId: number, now: Date): Promise<void> {
      await db
        .update(subscriptions)
        .set({ cancelAtPeriodEnd: true, canceledAt: sql`coalesce(${subscriptions.canceledAt}, ${now})`, updatedAt: now })
        .where(eq(subscriptions.id, subscriptionId));
    },

    /** Trials converting within `until` whose reminder has not gone out; marks them as reminded. */
    async claimDueTrialReminders(now: Date, until: Date): Promise<number[]> {
      const claimed = await db
        .update(subscriptions)
        .set({ trialReminderSentAt: now })
        .where(
          and(
            eq(subscriptions.status, "trialing"),
            eq(subscriptions.cancelAtPeriodEnd, false),
            isNull(subscriptions.trialReminderSentAt),
            gt(subscriptions.trialEndsAt, now),
            lte(subscriptions.trialEndsAt, until),
          ),
        )
        .returning({ id: subscriptions.id });
      return claimed.map((row) => row.id);
    },

    async hasPayments(subscriptionId: number): Promise<boolean> {
      const [payment] = await db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.subscriptionId, subscriptionId))
        .limit(1);
      return payment !== undefined;
    },

    /** Records a charge once: null when the provider's id is recorded already. */
    async insertPayment(values: typeof payments.$inferInsert): Promise<PaymentRow | null> {
      const [payment] = await db.insert(payments).values(values).onConflictDoNothing().returning();
      return payment ?? null;
    },

    async findPayment(paymentId: number): Promise<PaymentRow | null> {
      const [payment] = await db.select().from(payments).where(eq(payments.id, paymentId));
      return payment ?? null;
    },

    /** The charge the provider names; `lock` holds it until the transaction ends. */
    async findPaymentByProviderId(
      provider: PaymentProviderName,
      providerPaymentId: string,
      { lock = false } = {},
    ): Promise<PaymentRow | null> {
      const query = db
        .select()
        .from(payments)
        .where(and(eq(payments.provider, provider), eq(payments.providerPaymentId, providerPaymentId)));
      const [payment] = lock ? await query.for("update") : await query;
      return payment ?? null;
    },

    async setPaymentRefunded(paymentId: number, refundedCents: number, refundedAt: Date): Promise<void> {
      await db.update(payments).set({ refundedCents, refundedAt }).where(eq(payments.id, paymentId));
    },

    async findPaymentWithPlanName(paymentId: number) {
      const [row] = await db
        .select({ payment: payments, planName: plans.name })
        .from(payments)
        .innerJoin(plans, eq(plans.code, payments.planCode))
        .where(eq(payments.id, paymentId));
      return row ?? null;
    },

    /** The member's receipts, newest first. */
    listPaymentsWithPlanNames(userId: number) {
      return db
        .select({ payment: payments, planName: plans.name })
        .from(payments)
        .innerJoin(plans, eq(plans.code, payments.planCode))
        .where(eq(payments.userId, userId))
        .orderBy(desc(payments.paidAt), desc(payments.id));
    },

    async insertGrant(values: typeof membershipGrants.$inferInsert): Promise<void> {
      await db.insert(membershipGrants).values(values);
    },

    /** Takes back what a payment bought. */
    async revokeGrantsOfPayment(paymentId: number, now: Date): Promise<void> {
      await db
        .update(membershipGrants)
        .set({ revokedAt: now })
        .where(and(eq(membershipGrants.paymentId, paymentId), isNull(membershipGrants.revokedAt)));
    },

    /** Records a provider event's id; false when it was recorded before (a replay). */
    async recordEvent(values: typeof billingEvents.$inferInsert): Promise<boolean> {
      const recorded = await db.insert(billingEvents).values(values).onConflictDoNothing().returning({ id: billingEvents.id });
      return recorded.length > 0;
    },
  };
}

export type BillingRepository = ReturnType<typeof createBillingRepository>;
