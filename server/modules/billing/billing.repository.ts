// The billing queries the service needs: checkouts, subscriptions, payments and the events log.
import { and, desc, eq, gt, inArray, isNull, lte, sql } from "drizzle-orm";
import type { Executor } from "../../db/client";
import { billingEvents, checkouts, payments, plans, subscriptions, users } from "../../db/schema";

export type CheckoutRow = typeof checkouts.$inferSelect;
export type NewCheckout = typeof checkouts.$inferInsert;
export type SubscriptionRow = typeof subscriptions.$inferSelect;

const LIVE_SUBSCRIPTION_STATUSES = ["trialing", "active", "past_due"] as const;

export const billingRepository = {
  async findMember(executor: Executor, userId: number) {
    const [member] = await executor.select({ email: users.email, name: users.name }).from(users).where(eq(users.id, userId));
    return member ?? null;
  },

  /** Locks the member's row: two checkouts started together then check for a subscription one after the other. */
  async lockMember(tx: Executor, userId: number): Promise<void> {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for("update");
  },

  /** Never trialled and never subscribed: the one 7-day trial is still there. */
  async isTrialEligible(executor: Executor, userId: number): Promise<boolean> {
    // Qualified by hand: in a one-table select Drizzle leaves column names unqualified.
    const result = (await executor.execute(sql`
      select u.trial_used_at is null and not exists (select 1 from subscriptions s where s.user_id = u.id) as eligible
      from users u where u.id = ${userId}`)) as { rows: { eligible: boolean }[] };
    return result.rows[0]?.eligible === true;
  },

  async insertCheckout(tx: Executor, values: NewCheckout): Promise<CheckoutRow> {
    const [checkout] = await tx.insert(checkouts).values(values).returning();
    return checkout!;
  },

  async setProviderSession(executor: Executor, checkoutId: string, providerSessionId: string): Promise<void> {
    await executor.update(checkouts).set({ providerSessionId }).where(eq(checkouts.id, checkoutId));
  },

  async findCheckoutOfUser(executor: Executor, checkoutId: string, userId: number): Promise<CheckoutRow | null> {
    const [checkout] = await executor
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.id, checkoutId), eq(checkouts.userId, userId)));
    return checkout ?? null;
  },

  async latestCompletedCheckout(executor: Executor, userId: number, planCode: string): Promise<CheckoutRow | null> {
    const [checkout] = await executor
      .select()
      .from(checkouts)
      .where(and(eq(checkouts.userId, userId), eq(checkouts.planCode, planCode), eq(checkouts.status, "completed")))
      .orderBy(desc(checkouts.completedAt))
      .limit(1);
    return checkout ?? null;
  },

  /** Marks open checkouts expired (one, or every one past its time); answers their ids. */
  async expireOpenCheckouts(tx: Executor, which: { id: string } | { before: Date }): Promise<string[]> {
    const condition = "id" in which ? eq(checkouts.id, which.id) : lte(checkouts.expiresAt, which.before);
    const expired = await tx
      .update(checkouts)
      .set({ status: "expired" })
      .where(and(eq(checkouts.status, "open"), condition))
      .returning({ id: checkouts.id });
    return expired.map((row) => row.id);
  },

  /** The member's subscription that is running (or trialling) at `now`, if any. */
  async findLiveSubscription(executor: Executor, userId: number, now: Date): Promise<SubscriptionRow | null> {
    const [subscription] = await executor
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
  async findCurrentSubscriptionWithPlan(executor: Executor, userId: number, now: Date) {
    const [row] = await executor
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.code, subscriptions.planCode))
      .where(and(eq(subscriptions.userId, userId), gt(subscriptions.currentPeriodEnd, now)))
      .orderBy(desc(subscriptions.currentPeriodEnd))
      .limit(1);
    return row ?? null;
  },

  async findSubscriptionWithPlan(executor: Executor, subscriptionId: number) {
    const [row] = await executor
      .select({ subscription: subscriptions, plan: plans })
      .from(subscriptions)
      .innerJoin(plans, eq(plans.code, subscriptions.planCode))
      .where(eq(subscriptions.id, subscriptionId));
    return row ?? null;
  },

  async findSubscription(executor: Executor, subscriptionId: number): Promise<SubscriptionRow | null> {
    const [subscription] = await executor.select().from(subscriptions).where(eq(subscriptions.id, subscriptionId));
    return subscription ?? null;
  },

  async markCancelAtPeriodEnd(tx: Executor, subscriptionId: number, now: Date): Promise<void> {
    await tx
      .update(subscriptions)
      .set({ cancelAtPeriodEnd: true, canceledAt: sql`coalesce(${subscriptions.canceledAt}, ${now})`, updatedAt: now })
      .where(eq(subscriptions.id, subscriptionId));
  },

  /** Trials converting within `until` whose reminder has not gone out; marks them as reminded. */
  async claimDueTrialReminders(tx: Executor, now: Date, until: Date) {
    const claimed = await tx
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

  async findPayment(executor: Executor, paymentId: number) {
    const [payment] = await executor.select().from(payments).where(eq(payments.id, paymentId));
    return payment ?? null;
  },

  async findPaymentWithPlanName(executor: Executor, paymentId: number) {
    const [row] = await executor
      .select({ payment: payments, planName: plans.name })
      .from(payments)
      .innerJoin(plans, eq(plans.code, payments.planCode))
      .where(eq(payments.id, paymentId));
    return row ?? null;
  },

  /** The member's receipts, newest first. */
  async listPaymentsWithPlanNames(executor: Executor, userId: number) {
    return executor
      .select({ payment: payments, planName: plans.name })
      .from(payments)
      .innerJoin(plans, eq(plans.code, payments.planCode))
      .where(eq(payments.userId, userId))
      .orderBy(desc(payments.paidAt), desc(payments.id));
  },

  /** Records a provider event's id; false when it was recorded before (a replay). */
  async recordEvent(tx: Executor, values: typeof billingEvents.$inferInsert): Promise<boolean> {
    const recorded = await tx.insert(billingEvents).values(values).onConflictDoNothing().returning({ id: billingEvents.id });
    return recorded.length > 0;
  },
};
