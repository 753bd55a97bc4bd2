// What happens to memberships over time (issue 6, docs/decisions/0014-billing.md): the provider's
// webhooks, each verified by the payment adapter, recorded once and applied with its e-mails in one
// transaction (billing-events.ts), and the tick run every minute: the provider's own clock, trial
// reminders, stale checkouts, lapsed access and gift deliveries.
import type { Logger } from "pino";
import { addDays } from "../../../shared/domain/billing-dates";
import { TRIAL_REMINDER_DAYS_BEFORE } from "../../../shared/domain/membership";
import type { EmailAdapter, EmailMessage } from "../../adapters/email/email.adapter";
import type { PaymentAdapter } from "../../adapters/payments/payment.adapter";
import { WebhookSignatureError } from "../../adapters/payments/stripe/stripe-webhooks";
import type { Clock } from "../../clock";
import type { Config } from "../../config";
import type { Database, Executor } from "../../db/client";
import { badRequest, conflict } from "../../http/errors";
import { receiptEmail, trialEndingEmail, trialStartedEmail } from "./billing-emails";
import { applyBillingEvent, EventNotReady, type BillingNotice } from "./billing-events";
import { createBillingRepository } from "./billing.repository";
import type { CheckoutService } from "./checkout.service";
import { deliverDueGiftCards } from "./gift-cards/gift-cards";
import { memberContact, readMembership, syncMembership } from "./membership";
import { createMembershipRepository } from "./membership.repository";
import { chargeAfterTrialCents } from "./plan-pricing";

export interface LifecycleDeps {
  config: Pick<Config, "publicUrl">;
  db: Database;
  logger: Logger;
  clock: Clock;
  jwtSecret: string;
  email: EmailAdapter;
  payments: PaymentAdapter;
  checkout: Pick<CheckoutService, "expireStale">;
}

/** The e-mails an applied event's notices call for: receipts and trial starts. */
async function noticeMessages(
  executor: Executor,
  notices: BillingNotice[],
  now: Date,
  publicUrl: string,
): Promise<EmailMessage[]> {
  const repository = createBillingRepository(executor);
  const messages: EmailMessage[] = [];
  for (const notice of notices) {
    const member = await memberContact(executor, notice.userId);
    if (notice.kind === "receipt") {
      const row = await repository.findPaymentWithPlanName(notice.paymentId);
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
      const row = await repository.findSubscriptionWithPlan(notice.subscriptionId);
      if (!row?.subscription.trialEndsAt) continue;
      messages.push(
        trialStartedEmail(
          member,
          {
            planName: row.plan.name,
            trialEndsAt: row.subscription.trialEndsAt,
            amountCents: await chargeAfterTrialCents(executor, notice.userId, row.plan),
            currency: row.plan.currency,
          },
          publicUrl,
        ),
      );
    }
  }
  return messages;
}

export function createLifecycleService(deps: LifecycleDeps) {
  const { db, logger, clock, email, payments, checkout } = deps;
  const giftDelivery = { db, email, config: deps.config, jwtSecret: deps.jwtSecret };

  /** Marks each due reminder sent and queues its e-mail in one transaction: one reminder per trial. */
  async function sendTrialReminders(now: Date): Promise<void> {
    await db.transaction(async (tx) => {
      const repository = createBillingRepository(tx);
      for (const subscriptionId of await repository.claimDueTrialReminders(now, addDays(now, TRIAL_REMINDER_DAYS_BEFORE))) {
        const row = await repository.findSubscriptionWithPlan(subscriptionId);
        const trialEndsAt = row?.subscription.trialEndsAt;
        if (!row || !trialEndsAt) continue;
        const { subscription, plan } = row;
        const message = trialEndingEmail(
          await memberContact(tx, subscription.userId),
          {
            planName: plan.name,
            trialEndsAt,
            amountCents: await chargeAfterTrialCents(tx, subscription.userId, plan),
            currency: plan.currency,
          },
          deps.config.publicUrl,
        );
        await email.enqueue(tx, message, `subscription:${subscription.id}:trial-ending:${trialEndsAt.toISOString()}`);
      }
    });
  }

  return {
    /** A provider event: verified, recorded once, applied in the same transaction. */
    async receiveWebhook(rawBody: string, signature: string | undefined): Promise<void> {
      const now = clock.now();
      let received;
      try {
        received = await payments.readWebhook(rawBody, signature, now);
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw badRequest("The webhook signature is not valid.");
        throw error;
      }
      const { event, providerType } = received;
      let notices: BillingNotice[];
      try {
        notices = await db.transaction(async (tx) => {
          const isNew = await createBillingRepository(tx).recordEvent({
            id: event.id,
            provider: payments.name,
            type: providerType,
            occurredAt: event.occurredAt,
            receivedAt: now,
          });
          if (!isNew) return [];
          const { notices } = await applyBillingEvent(tx, payments.name, event, now);
          // The event's mail is queued with the change: recorded once, mailed once.
          const messages = await noticeMessages(tx, notices, now, deps.config.publicUrl);
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
        await deliverDueGiftCards(giftDelivery, now).catch((error: unknown) =>
          logger.error({ err: error }, "gift delivery failed"),
        );
      }
    },

    /** The lifecycle, run every minute: the provider's charges, reminders, stale checkouts, lapsed access, gifts. */
    async tick(): Promise<void> {
      const now = clock.now();
      await payments.advance(now);
      await sendTrialReminders(now);
      await checkout.expireStale(now);
      for (const userId of await createMembershipRepository(db).usersWithLapsedAccess(now)) {
        await db.transaction((tx) => syncMembership(tx, userId, now));
      }
      await deliverDueGiftCards(giftDelivery, now);
    },
  };
}

export type LifecycleService = ReturnType<typeof createLifecycleService>;
