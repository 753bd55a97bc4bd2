// SQL for gift cards: issuing, the cards due for delivery, setting a card's code on delivery, the
// lookup by code and the one-time redemption, and the paid access a redeemed gift is added after.
import { and, asc, eq, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Locale } from "../../../../shared/domain/locales";
import type { Executor } from "../../../db/client";
import { giftCards, membershipGrants, payments, plans, users } from "../../../db/schema";

/** A card whose payment was refunded in full is as good as no card at all. */
const isPaymentRefunded = sql<boolean>`(${payments.refundedAt} is not null and ${payments.refundedCents} >= ${payments.amountCents})`;

const purchasers = alias(users, "purchasers");

export type NewGiftCard = Pick<
  typeof giftCards.$inferInsert,
  "planCode" | "purchaserId" | "paymentId" | "recipientEmail" | "recipientName" | "message" | "deliverOn" | "createdAt"
>;

export interface GiftCardForDelivery {
  id: number;
  recipientEmail: string;
  recipientName: string;
  message: string;
  planName: string;
  termMonths: number;
  purchaserName: string;
  purchaserEmail: string;
  /** Both of the delivery's e-mails are in the purchaser's language. */
  purchaserLocale: Locale | null;
}

export interface GiftCardForRedemption {
  id: number;
  planCode: string;
  termMonths: number;
  paymentId: number;
  redeemedAt: Date | null;
  isRefunded: boolean;
}

export function createGiftCardsRepository(db: Executor) {
  return {
    async insert(card: NewGiftCard): Promise<void> {
      // A completed checkout is applied once, but its webhook may be replayed: one card per payment.
      await db.insert(giftCards).values(card).onConflictDoNothing({ target: giftCards.paymentId });
    },

    /** Undelivered cards whose delivery date has come, oldest date first; refunded gifts are never sent. */
    async listDueForDelivery(today: string, limit: number): Promise<GiftCardForDelivery[]> {
      return db
        .select({
          id: giftCards.id,
          recipientEmail: giftCards.recipientEmail,
          recipientName: giftCards.recipientName,
          message: giftCards.message,
          planName: plans.name,
          termMonths: plans.termMonths,
          purchaserName: purchasers.name,
          purchaserEmail: purchasers.email,
          purchaserLocale: purchasers.locale,
        })
        .from(giftCards)
        .innerJoin(plans, eq(plans.code, giftCards.planCode))
        .innerJoin(payments, eq(payments.id, giftCards.paymentId))
        .innerJoin(purchasers, eq(purchasers.id, giftCards.purchaserId))
        .where(and(isNull(giftCards.deliveredAt), lte(giftCards.deliverOn, today), sql`not ${isPaymentRefunded}`))
        .orderBy(asc(giftCards.deliverOn), asc(giftCards.id))
        .limit(limit);
    },

    async setCode(id: number, code: { hash: string; hint: string }): Promise<void> {
      await db.update(giftCards).set({ codeHash: code.hash, codeHint: code.hint }).where(eq(giftCards.id, id));
    },

    /** True when this call delivered the card; false when it had been delivered already. */
    async markDelivered(id: number, now: Date): Promise<boolean> {
      const delivered = await db
        .update(giftCards)
        .set({ deliveredAt: now })
        .where(and(eq(giftCards.id, id), isNull(giftCards.deliveredAt)))
        .returning({ id: giftCards.id });
      return delivered.length > 0;
    },

    async findByCodeHash(codeHash: string): Promise<GiftCardForRedemption | null> {
      const [row] = await db
        .select({
          id: giftCards.id,
          planCode: giftCards.planCode,
          termMonths: plans.termMonths,
          paymentId: giftCards.paymentId,
          redeemedAt: giftCards.redeemedAt,
          isRefunded: isPaymentRefunded,
        })
        .from(giftCards)
        .innerJoin(plans, eq(plans.code, giftCards.planCode))
        .innerJoin(payments, eq(payments.id, giftCards.paymentId))
        .where(eq(giftCards.codeHash, codeHash));
      return row ?? null;
    },

    /** Marks the card redeemed unless it already is; false when another redemption got there first. */
    async markRedeemed(id: number, userId: number, now: Date): Promise<boolean> {
      const rows = await db
        .update(giftCards)
        .set({ redeemedBy: userId, redeemedAt: now })
        .where(and(eq(giftCards.id, id), isNull(giftCards.redeemedAt)))
        .returning({ id: giftCards.id });
      return rows.length > 0;
    },

    /**
     * Whether the card's payment has been fully refunded, holding the payment row until the transaction
     * ends: a refund applied meanwhile waits, then revokes the grant this redemption adds.
     */
    async lockPaymentIsRefunded(paymentId: number): Promise<boolean> {
      const [row] = await db
        .select({ isRefunded: isPaymentRefunded })
        .from(payments)
        .where(eq(payments.id, paymentId))
        .for("update");
      return row?.isRefunded ?? true;
    },

    /** The end of the user's paid access from `now` on (subscriptions and grants, gaps ignored); null without any. */
    async paidAccessEnd(userId: number, now: Date): Promise<Date | null> {
      const result = (await db.execute(sql`
      select max(ends_at) as ends_at from (
        select s.current_period_end as ends_at from subscriptions s
          where s.user_id = ${userId} and s.status not in ('expired', 'trialing') and s.current_period_end > ${now}
        union all
        select g.ends_at from membership_grants g
          where g.user_id = ${userId} and g.tier = 'paid' and g.revoked_at is null and g.ends_at > ${now}
      ) paid`)) as { rows: { ends_at: Date | string | null }[] };
      const endsAt = result.rows[0]?.ends_at;
      return endsAt ? new Date(endsAt) : null;
    },

    async insertGiftGrant(grant: {
      userId: number;
      planCode: string;
      paymentId: number;
      startsAt: Date;
      endsAt: Date;
      createdAt: Date;
    }): Promise<void> {
      await db.insert(membershipGrants).values({ ...grant, tier: "paid", reason: "gift", source: "website" });
    },
  };
}
