// What a member has (issue 6, docs/decisions/0014-billing.md): their membership with its
// subscription and receipts, stopping the renewal (by the member, or when the account is deleted)
// and staff refunds. The provider is told first; its webhook then brings the records up to date.
// A staff refund is in the audit log once the provider has given the money back: the refund is the
// provider's, so there is no local change for its entry to share a transaction with.
import { PLAN_CODES, type Membership } from "../../../shared/contracts/billing.contract";
import type { UserClaims } from "../../../shared/contracts/user.contract";
import { canManagePayments } from "../../../shared/domain/access";
import type { EmailAdapter } from "../../adapters/email/email.adapter";
import type { PaymentAdapter } from "../../adapters/payments/payment.adapter";
import type { Logger } from "pino";
import type { Clock } from "../../clock";
import type { Database } from "../../db/client";
import { badRequest, conflict, forbidden, notFound } from "../../http/errors";
import { recordStaffChange } from "../audit/audit.service";
import { cancellationEmail } from "./billing-emails";
import { createBillingRepository } from "./billing.repository";
import { memberContact, readMembership, syncMembership } from "./membership";
import { chargeAfterTrialCents, trialDaysFor } from "./plan-pricing";
import { createPlansRepository } from "./plans.repository";

/** The audit log's entity type for payments. */
export const PAYMENT_ENTITY = "payment";

export interface MembershipDeps {
  db: Database;
  logger: Logger;
  clock: Clock;
  email: EmailAdapter;
  payments: PaymentAdapter;
}

export function createMembershipService({ db, logger, clock, email, payments }: MembershipDeps) {
  const repository = createBillingRepository(db);

  /** The subscription running now, with what its next charge will be (none once it is cancelled). */
  async function currentSubscription(userId: number, now: Date): Promise<Membership["subscription"]> {
    const current = await repository.findCurrentSubscriptionWithPlan(userId, now);
    if (!current) return null;
    const { subscription, plan } = current;
    const renews = (subscription.status === "trialing" || subscription.status === "active") && !subscription.cancelAtPeriodEnd;
    const amountCents = subscription.status === "trialing" ? await chargeAfterTrialCents(db, userId, plan) : plan.priceCents;
    return {
      plan_code: plan.code,
      plan_name: plan.name,
      status: subscription.status,
      trial_ends_at: subscription.trialEndsAt?.toISOString() ?? null,
      current_period_end: subscription.currentPeriodEnd.toISOString(),
      cancel_at_period_end: subscription.cancelAtPeriodEnd,
      next_charge: renews
        ? { amount_cents: amountCents, currency: plan.currency, on: subscription.currentPeriodEnd.toISOString() }
        : null,
    };
  }

  const service = {
    async read(userId: number): Promise<Membership> {
      const now = clock.now();
      const state = await readMembership(db, userId, now);
      const yearly = await createPlansRepository(db).findByCode(PLAN_CODES.yearly);
      const trialAvailable = yearly ? (await trialDaysFor(db, userId, yearly)) > 0 : false;
      const receipts = await repository.listPaymentsWithPlanNames(userId);
      return {
        tier: state.tier,
        is_subscribed: state.isSubscribed,
        source: state.source,
        access_until: state.accessUntil?.toISOString() ?? null,
        trial_available: trialAvailable,
        subscription: await currentSubscription(userId, now),
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
      return service.read(userId);
    },

    /** Stops a renewing subscription, if there is one (true then); `notify` mails the member when it ends. */
    async stopRenewal(userId: number, { notify }: { notify: boolean }): Promise<boolean> {
      const now = clock.now();
      const subscription = await repository.findLiveSubscription(userId, now);
      if (!subscription || subscription.cancelAtPeriodEnd) return false;
      if (subscription.provider === payments.name) await payments.cancelAtPeriodEnd(subscription.providerSubscriptionId);
      await db.transaction(async (tx) => {
        await createBillingRepository(tx).markCancelAtPeriodEnd(subscription.id, now);
        await syncMembership(tx, userId, now);
        if (!notify) return;
        const message = cancellationEmail(await memberContact(tx, userId), subscription.currentPeriodEnd);
        await email.enqueue(tx, message, `subscription:${subscription.id}:cancelled:${now.toISOString()}`);
      });
      return true;
    },

    /** Staff give money back (ADMIN or greater); a full refund of a subscription's charge also ends it now. */
    async refundPayment(staff: UserClaims, paymentId: number, amountCents: number | undefined) {
      if (!canManagePayments(staff)) throw forbidden();
      const payment = await repository.findPayment(paymentId);
      if (!payment) throw notFound("No such payment.");
      const remaining = payment.amountCents - payment.refundedCents;
      const amount = amountCents ?? remaining;
      if (remaining === 0) throw conflict("This payment has already been refunded in full.");
      if (amount < 1 || amount > remaining) {
        throw badRequest("Some fields are not valid.", {
          amount_cents: [`Refund between 0.01 and ${(remaining / 100).toFixed(2)}.`],
        });
      }
      if (payment.provider !== payments.name) throw conflict("This payment was taken by another payment provider.");
      await payments.refund(payment.providerPaymentId, amount);
      let isSubscriptionEnded = false;
      if (amount === remaining && payment.subscriptionId !== null) {
        const subscription = await repository.findSubscription(payment.subscriptionId);
        if (subscription && subscription.endedAt === null && subscription.provider === payments.name) {
          await payments.cancelNow(subscription.providerSubscriptionId);
          isSubscriptionEnded = true;
        }
      }
      await recordStaffChange(db, {
        actorId: staff.id,
        entityType: PAYMENT_ENTITY,
        entityId: paymentId,
        action: "refunded",
        before: { refunded_cents: payment.refundedCents },
        after: { refunded_cents: payment.refundedCents + amount, ...(isSubscriptionEnded && { subscription_ended: true }) },
      });
      const updated = (await repository.findPayment(paymentId))!;
      logger.info({ paymentId, amountCents: amount, staffId: staff.id }, "payment refunded by staff");
      return { id: updated.id, amount_cents: updated.amountCents, refunded_cents: updated.refundedCents };
    },
  };
  return service;
}

export type MembershipService = ReturnType<typeof createMembershipService>;
